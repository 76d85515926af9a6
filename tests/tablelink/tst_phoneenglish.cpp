// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Nothing English on the players' phone page in German and French (issue 31): every demo battle served
// by the table link, each side's page connected, and every text of the state message it is sent (the
// page's words, the form's labels and help, the players' report) read. A text fails when, with the
// battle's own names and the rule sets' titles taken out, it holds an English word that neither
// language uses (tests/support/englishwords.h). The ids the page reads and never shows (a form's kind,
// a side's state, an input's id or value, a colour, a rule's number, a loss band) and the "{unit}"
// it fills in are not texts.
#include "battledocument.h"
#include "demobattles.h"
#include "support/englishwalk.h"
#include "support/linkclient.h"
#include "tablelink.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The keys whose values are ids, numbers or names the page reads and never shows as words.
const QSet<QString> &dataKeys()
{
    static const QSet<QString> keys{u"type"_s,    u"kind"_s,    u"state"_s,     u"id"_s,      u"key"_s,
                                    u"formKey"_s, u"rule"_s,    u"colour"_s,    u"color"_s,   u"value"_s,
                                    u"values"_s,  u"allowed"_s, u"token"_s,     u"ruleset"_s, u"status"_s,
                                    u"band"_s,    u"measure"_s, u"input"_s,     u"code"_s,    u"outcomes"_s,
                                    u"default"_s, u"items"_s,   u"separators"_s};
    return keys;
}

void walk(const QJsonValue &v, const QString &path, QList<std::pair<QString, QString>> *out)
{
    if (v.isString()) {
        out->append({path, v.toString()});
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            walk(a.at(i), path + u'[' + QString::number(i) + u']', out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            // A side's losses in words are a band's id ("none", "heavy"): the page shows its word.
            const bool band = it.key() == u"losses"_s && it.value().isString();
            if (!dataKeys().contains(it.key()) && !band)
                walk(it.value(), path + u'.' + it.key(), out);
        }
    }
}

} // namespace

class TestPhoneEnglish final : public testing::EnglishWalk
{
    Q_OBJECT

private slots:
    void nothingEnglish();
};

void TestPhoneEnglish::nothingEnglish()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    QString error;
    std::unique_ptr<BattleDocument> doc = rowBattle(language, demo, &error);
    QVERIFY2(doc, qPrintable(error));
    TableLink link(doc.get());
    QVERIFY2(link.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QStringList names = testing::battleNames(doc->state());
    std::set<QString> english;
    int texts = 0;
    for (const TableLink::SideStatus &side : link.status()) {
        testing::LinkClient page(link.url(side.sideId));
        QTRY_VERIFY_WITH_TIMEOUT(page.count(u"state"_s) >= 1, 5000);
        QList<std::pair<QString, QString>> found;
        walk(page.last(u"state"_s), QString(), &found);
        texts += int(found.size());
        for (const auto &[where, text] : std::as_const(found)) {
            // The page fills "{unit}" and "{lost}" in: those are its names, not words.
            static const QRegularExpression placeholder(u"\\{[A-Za-z]+\\}"_s);
            const QStringList words = testing::englishIn(QString(text).replace(placeholder, u" "_s), names);
            if (!words.isEmpty())
                english.insert(where + u": \""_s + text.simplified() + u"\" ("_s + words.join(u", "_s) +
                               u")"_s);
        }
    }
    qInfo("%s %s: %d texts read", qPrintable(language), qPrintable(demo), texts);
    QVERIFY2(texts > 0, "no text read: the test would prove nothing");
    const QStringList all(english.begin(), english.end());
    QVERIFY2(all.isEmpty(), qPrintable(demo + u" in "_s + language + u":\n"_s + all.join(u"\n"_s)));
}

} // namespace adj

QTEST_MAIN(adj::TestPhoneEnglish)
#include "support/moc_englishwalk.cpp"
#include "support/moc_guitest.cpp"
#include "tst_phoneenglish.moc"
