// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Dice sources: seeded, entered (checked against the die), scripted, and zero-based d10.
#include "core/diesource.h"
#include "core/rulesets.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TstDice : public QObject
{
    Q_OBJECT
private slots:
    void seededIsReproducible();
    void seededIsPortable();
    void seededCoversTheDie_data();
    void seededCoversTheDie();
    void enteredChecks_data();
    void enteredChecks();
    void enteredParse_data();
    void enteredParse();
    void records();
};

void TstDice::seededIsReproducible()
{
    SeededDice a(42), b(42), c(43);
    QList<int> va, vb, vc;
    for (int i = 0; i < 50; ++i) {
        va.append(a.roll(6, u"x"_s));
        vb.append(b.roll(6, u"x"_s));
        vc.append(c.roll(6, u"x"_s));
    }
    QCOMPARE(va, vb);
    QVERIFY(va != vc);
    QCOMPARE(a.seed(), quint64(42));
    QCOMPARE(a.describe().value(u"seed"_s).toString(), u"42"_s);
    QCOMPARE(a.used().size(), 50);
}

void TstDice::seededIsPortable()
{
    // A logged seed gives these dice on every standard library (adj::draw, not
    // std::uniform_int_distribution); the values were checked against a separate Python
    // implementation of mt19937_64 and the documented mapping.
    auto rolls = [](quint64 seed, DieSpec die, int n) {
        SeededDice s(seed);
        QList<int> out;
        for (int i = 0; i < n; ++i)
            out.append(s.roll(die, u"x"_s));
        return out;
    };
    QCOMPARE(rolls(42, DieSpec{6, false}, 20),
             (QList<int>{5, 4, 5, 1, 6, 1, 4, 3, 2, 3, 1, 4, 5, 4, 5, 6, 5, 3, 1, 1}));
    QCOMPARE(rolls(20261121, DieSpec{10, true}, 12), (QList<int>{5, 6, 0, 0, 1, 3, 0, 9, 2, 2, 1, 3}));
    QCOMPARE(rolls(0xFFFFFFFFFFFFFFFFull, DieSpec{20, false}, 10),
             (QList<int>{1, 15, 1, 11, 19, 11, 6, 8, 1, 7}));
    std::mt19937_64 engine(1);
    QList<int> cards;
    for (int i = 0; i < 8; ++i)
        cards.append(draw(engine, 0, 51));
    QCOMPARE(cards, (QList<int>{6, 7, 23, 1, 18, 47, 24, 3}));
    // A shuffle by dice (Honour & Glory's Terrain deck, One If By Land's deck-shuffle): d10, d9, ... d2.
    SeededDice fy(1863);
    QList<int> shuffle;
    for (int n = 10; n >= 2; --n)
        shuffle.append(fy.roll(n, u"x"_s));
    QCOMPARE(shuffle, (QList<int>{9, 3, 2, 2, 6, 5, 2, 1, 2}));
    // A deck shuffled from a seed: One If By Land's (tst_oiblrules::deckShuffleIsPortable).
}

void TstDice::seededCoversTheDie_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<bool>("zeroBased");
    QTest::newRow("d6") << 6 << false;
    QTest::newRow("d10 0-9") << 10 << true;
    QTest::newRow("d10 1-10") << 10 << false;
}

void TstDice::seededCoversTheDie()
{
    QFETCH(int, sides);
    QFETCH(bool, zeroBased);
    const DieSpec die{sides, zeroBased};
    SeededDice s(7);
    QSet<int> seen;
    for (int i = 0; i < 2000; ++i) {
        const int v = s.roll(die, u"x"_s);
        QVERIFY(v >= die.low() && v <= die.high());
        seen.insert(v);
    }
    QCOMPARE(seen.size(), sides);
    QCOMPARE(seen.contains(0), zeroBased);
}

void TstDice::enteredChecks_data()
{
    QTest::addColumn<QList<int>>("values");
    QTest::addColumn<int>("sides");
    QTest::addColumn<bool>("zeroBased");
    QTest::addColumn<int>("rolls");
    QTest::addColumn<QString>("errorHas"); // empty: fine
    QTest::newRow("three d6") << QList<int>{5, 5, 6} << 6 << false << 3 << QString();
    QTest::newRow("a 7 on a d6") << QList<int>{5, 7, 6} << 6 << false << 3
                                 << u"die 2 reads 7, which a d6 cannot show (1-6)"_s;
    QTest::newRow("a 0 on a d6") << QList<int>{0} << 6 << false << 1 << u"die 1 reads 0"_s;
    QTest::newRow("a 0 on a zero-based d10") << QList<int>{0, 9} << 10 << true << 2 << QString();
    QTest::newRow("a 10 on a zero-based d10") << QList<int>{10} << 10 << true << 1 << u"d10 (0-9)"_s;
    QTest::newRow("too few") << QList<int>{4, 4} << 6 << false << 3
                             << u"needs more dice: die 3 (a d6) for the test die"_s;
}

void TstDice::enteredChecks()
{
    QFETCH(QList<int>, values);
    QFETCH(int, sides);
    QFETCH(bool, zeroBased);
    QFETCH(int, rolls);
    QFETCH(QString, errorHas);
    EnteredDice dice(values);
    QString error;
    QList<int> got;
    try {
        for (int i = 0; i < rolls; ++i)
            got.append(dice.roll(DieSpec{sides, zeroBased}, u"the test die"_s));
    } catch (const DiceError &e) {
        error = e.message();
    }
    if (errorHas.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(got, values);
        QCOMPARE(dice.used().first().source, DieRecord::Source::Entered);
        QCOMPARE(dice.used().first().purpose, u"the test die"_s);
    } else {
        QVERIFY2(error.contains(errorHas), qPrintable(error));
    }
}

void TstDice::enteredParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("values");
    QTest::addColumn<bool>("ok");
    QTest::newRow("commas") << u"5,5,6"_s << QList<int>{5, 5, 6} << true;
    QTest::newRow("spaces") << u" 5 5  6 "_s << QList<int>{5, 5, 6} << true;
    QTest::newRow("letters") << u"5,x,6"_s << QList<int>{} << false;
}

void TstDice::enteredParse()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, values);
    QFETCH(bool, ok);
    QList<int> got;
    QString error;
    QCOMPARE(EnteredDice::parse(text, &got, &error), ok);
    if (ok)
        QCOMPARE(got, values);
    else
        QVERIFY(error.contains(u"\"x\""_s));
}

void TstDice::records()
{
    ScriptedDice s({3, 4});
    s.roll(6, u"first"_s);
    s.roll(DieSpec{10, true}, u"second"_s);
    QCOMPARE(s.used().size(), 2);
    QCOMPARE(s.used().at(1).die.zeroBased, true);
    const QJsonObject j = s.used().at(1).toJson();
    QCOMPARE(j.value(u"sides"_s).toInt(), 10);
    QCOMPARE(j.value(u"source"_s).toString(), u"scripted"_s);
    QCOMPARE(j.value(u"purpose"_s).toString(), u"second"_s);
    QCOMPARE(j.value(u"zeroBased"_s).toBool(), true);
}

QTEST_APPLESS_MAIN(TstDice)
#include "tst_dice.moc"
