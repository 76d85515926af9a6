// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli show --json writes the state a value at a time (issue 30): what it prints is byte
// for byte what QJsonDocument writes of BattleState::toJson() with the log's length and the
// victory conditions, on every demo battle and on one played on (a unit with quotes, a tab and a
// character beyond the first plane in its name, a marker, a range, a leader, a player's counter),
// in English, German and French.
#include "support/clirun.h"

#include "battledocument.h"
#include "battlestore.h"
#include "edits.h"
#include "victory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// What show --json printed before it streamed: the whole object, written by Qt.
QByteArray qtsOwn(const QString &path, QString *error)
{
    auto doc = BattleDocument::openState(path, error);
    if (!doc)
        return {};
    QJsonObject o = doc->state().toJson();
    o.insert(u"events"_s, doc->store().eventCount());
    o.insert(u"victory"_s, Victory::toJson(doc->state(), doc->profile()));
    o.insert(u"schemaVersion"_s, 1);
    o.insert(u"ok"_s, true);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool commit(BattleDocument &doc, const Edit &edit, QString *error)
{
    return !edit.isEmpty() && doc.commit(edit, error) > 0;
}

// The Chippawa demo played on: what the demos hold little of.
bool playOn(const QString &path, QString *error)
{
    auto doc = BattleDocument::open(path, error);
    if (!doc)
        return false;
    const BattleState &s = doc->state();
    const RuleSetProfile &p = doc->profile();
    const Side &side = s.sides.first();
    if (!commit(*doc,
                Edits::addUnit(
                    s, p, {side.name, u"Le \"Régiment\"\t\\ 𝄞"_s, p.types.first().id, 3, 4, {}, u"0304"_s},
                    error),
                error))
        return false;
    const Id first = s.units.firstKey();
    const Id last = s.units.lastKey();
    return commit(*doc, Edits::placeMarker(s, p, first, p.markerKinds.first(), error), error) &&
           commit(*doc, Edits::recordRange(s, p, first, last, 7.25, u"in"_s, error), error) &&
           commit(*doc, Edits::addLeader(s, side.name, u"Brock"_s, 2, {}, error), error) &&
           commit(*doc, Edits::setCounter(s, p, 0, u"Referee"_s, p.counterKinds.first(), 3, error), error);
}
} // namespace

class TestCliShowJson : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonIsQtsOwn_data();
    void jsonIsQtsOwn();

private:
    QTemporaryDir m_dir;
    QHash<QString, QString> m_battles; // name -> file
};

void TestCliShowJson::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Every demo, as the command line lists and copies them (this test links no resources).
    const QString home = m_dir.filePath(u"home"_s);
    const testing::CliRun list = testing::cli({u"demo"_s, u"--list"_s, u"--json"_s}, home);
    QCOMPARE(list.exit, 0);
    for (const QJsonValue &demo : list.json().value(u"demos"_s).toArray()) {
        const QString id = demo.toObject().value(u"id"_s).toString();
        const testing::CliRun copied = testing::cli({u"demo"_s, id}, home);
        QCOMPARE(copied.exit, 0);
        const QString path = copied.out.trimmed();
        QVERIFY2(QFile::exists(path), qPrintable(id + u": "_s + path));
        m_battles.insert(id, path);
    }
    QVERIFY(m_battles.size() >= 5);
    const QString played = m_dir.filePath(u"played.adjutant"_s);
    QVERIFY(QFile::copy(m_battles.value(u"foh-chippawa"_s), played));
    QString error;
    QVERIFY2(playOn(played, &error), qPrintable(error));
    m_battles.insert(u"played on"_s, played);
}

void TestCliShowJson::jsonIsQtsOwn_data()
{
    QTest::addColumn<QString>("battle");
    QTest::addColumn<QString>("language");
    QStringList names = m_battles.keys();
    names.sort();
    for (const QString &name : std::as_const(names))
        for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s})
            QTest::addRow("%s, %s", qPrintable(name), qPrintable(language)) << name << language;
}

void TestCliShowJson::jsonIsQtsOwn()
{
    QFETCH(QString, battle);
    QFETCH(QString, language);
    const QString path = m_battles.value(battle);
    QString error;
    const QByteArray whole = qtsOwn(path, &error);
    QVERIFY2(!whole.isEmpty(), qPrintable(error));
    const testing::CliRun run =
        testing::cli({u"show"_s, path, u"--json"_s}, testing::RunOptions{.env = {{u"LANGUAGE"_s, language}}});
    QCOMPARE(run.exit, 0);
    QCOMPARE(run.out.toUtf8(), whole);
    if (battle == u"played on"_s) // what it was played on for
        for (const QByteArray &part :
             {"\"value\": 7.25"_ba, "Le \\\"R\xc3\xa9giment\\\"\\t\\\\ \xf0\x9d\x84\x9e"_ba,
              "\"kind\": \""_ba, "\"owner\": \"Referee\""_ba, "\"name\": \"Brock\""_ba})
            QVERIFY2(whole.contains(part), part.constData());
}

QTEST_GUILESS_MAIN(TestCliShowJson)
#include "tst_clishowjson.moc"
