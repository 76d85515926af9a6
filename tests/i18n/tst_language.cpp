// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The English plural forms: with no translation loaded a count read "1 hit(s)"; English, the C
// locale and any language Adjutant has no translation for now load adjutant_en, which holds only the
// numerus strings, while German and French still load their own files.
#include "labels.h"
#include "language.h"
#include "support/datarows.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

class TestLanguage final : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void plurals_data();
    void plurals();
    void englishKeepsItsSourceStrings();
    void statusWordsInGerman();
    void honourGloryRefusalInGerman();
    void switchesAtOnce();
};

// Each row installs its own translators, parented to the application: deleting them uninstalls them.
void TestLanguage::cleanup()
{
    qDeleteAll(qApp->findChildren<QTranslator *>());
}

struct PluralsRow
{
    QString language;
    QString inUse;
    QString oneHit;
    QString twoHits;
    QString twoCasualties;
};

void TestLanguage::plurals_data()
{
    testing::addRows<PluralsRow>({
        {"English", {u"en"_s, u"en"_s, u"1 hit"_s, u"2 hits"_s, u"2 casualties"_s}},
        {"British English", {u"en_GB"_s, u"en"_s, u"1 hit"_s, u"2 hits"_s, u"2 casualties"_s}},
        {"C locale", {u"C"_s, u"en"_s, u"1 hit"_s, u"2 hits"_s, u"2 casualties"_s}},
        {"untranslated language", {u"es"_s, u"en"_s, u"1 hit"_s, u"2 hits"_s, u"2 casualties"_s}},
        {"German", {u"de"_s, u"de"_s, u"1 Treffer"_s, u"2 Treffer"_s, u"2 Verluste"_s}},
        {"French", {u"fr"_s, u"fr"_s, u"1 touche"_s, u"2 touches"_s, u"2 pertes"_s}},
    });
}

void TestLanguage::plurals()
{
    const auto [language, inUse, oneHit, twoHits, twoCasualties] = testing::fetchRow<PluralsRow>();
    QCOMPARE(installTranslations(qApp, language), inUse);
    QCOMPARE(QCoreApplication::translate("adj::Vocabulary", "%n hit(s)", nullptr, 1), oneHit);
    QCOMPARE(QCoreApplication::translate("adj::Vocabulary", "%n hit(s)", nullptr, 2), twoHits);
    QCOMPARE(QCoreApplication::translate("adj::Vocabulary", "%n casualty(ies)", nullptr, 2), twoCasualties);
    // Qt's own translation comes only with a real one: English installs adjutant_en alone.
    if (inUse == u"en"_s)
        QCOMPARE(qApp->findChildren<QTranslator *>().size(), 1);
}

void TestLanguage::englishKeepsItsSourceStrings()
{
    QCOMPARE(installTranslations(qApp, u"en"_s), u"en"_s);
    QCOMPARE(QCoreApplication::translate("adj::Vocabulary", "hits"), u"hits"_s);
    QCOMPARE(QCoreApplication::translate("adj::Vocabulary", "%n hit(s)", nullptr, 0), u"0 hits"_s);
}

// The roster and the summary read a status through Labels::status: every one, "lost" and
// "wounded" too, reads in German.
void TestLanguage::statusWordsInGerman()
{
    QCOMPARE(installTranslations(qApp, u"de"_s), u"de"_s);
    QCOMPARE(Labels::status(u"routed"_s), u"in Flucht"_s);
    QCOMPARE(Labels::status(u"lost"_s), u"verloren"_s);
    QCOMPARE(Labels::status(u"wounded"_s), u"verwundet"_s);
}

// Honour & Glory's game actions called HonourGlory::tr outside the class, which lupdate filed
// under "HonourGlory" while the lookup is "adj::HonourGlory": German referees read English.
void TestLanguage::honourGloryRefusalInGerman()
{
    QCOMPARE(installTranslations(qApp, u"de"_s), u"de"_s);
    const QString text = QCoreApplication::translate(
        "adj::HonourGlory", "input \"restart\": a game is already under way (%1); set it to start again");
    QVERIFY2(text.startsWith(u"Eingabe"_s), qPrintable(text));
}

// Issue 31: the language changes without a restart. Each switch takes out the last one's
// translations (one of ours at a time), tells every object by LanguageChange, and formats dates in
// the language's way.
void TestLanguage::switchesAtOnce()
{
    struct Listener : QObject
    {
        int changes = 0;
        bool eventFilter(QObject *watched, QEvent *e) override
        {
            if (watched == qApp && e->type() == QEvent::LanguageChange)
                ++changes;
            return false;
        }
    } listener;
    qApp->installEventFilter(&listener);
    const QDate date(2026, 12, 1);
    for (const QString &language : {u"de"_s, u"fr"_s, u"en"_s, u"de"_s}) {
        const int before = listener.changes;
        QCOMPARE(installTranslations(qApp, language), language);
        QVERIFY(listener.changes > before);
        const QString hits = QCoreApplication::translate("adj::Vocabulary", "%n hit(s)", nullptr, 2);
        QCOMPARE(hits, language == u"de"_s   ? u"2 Treffer"_s
                       : language == u"fr"_s ? u"2 touches"_s
                                             : u"2 hits"_s);
        QCOMPARE(QLocale().language(), QLocale(language).language());
        if (language == u"de"_s)
            QVERIFY2(!QLocale().toString(date, QLocale::ShortFormat).contains(u"Dec"_s),
                     qPrintable(QLocale().toString(date, QLocale::ShortFormat)));
    }
    qApp->removeEventFilter(&listener);
    QCOMPARE(installTranslations(qApp, u"en"_s), u"en"_s);
}

} // namespace adj

QTEST_GUILESS_MAIN(adj::TestLanguage)
#include "tst_language.moc"
