// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land charge and melee: a full charge walked through with scripted dice, each step's
// alternatives, the melee modifiers, and exact odds by hand and by Monte Carlo.
#include "../walkthrough.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/exactodds.h"
#include "support/examplerows.h"
#include "support/jsonmerge.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledoddstest.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

// The charges sampled against their exact odds (SampledOddsTest).
void sampledCharges()
{
    QTest::addColumn<QJsonObject>("in");
    QTest::newRow("the walk-through charge") << walkThrough();
    QTest::newRow("Indians in woods with an officer charge Regulars in light cover") << obj(
        R"({"aQuality":"poor","aIndian":true,"aInWoods":true,"aFormation":"skirmish","aFigures":14,"aStartFigures":20,
                   "aFrontFigures":6,"aOverlapFigures":2,"aBayonets":false,"aOfficerWithUnit":true,
                   "dQuality":"regular","dFormation":"close","dFigures":18,"dStartFigures":24,"dFrontFigures":9,"dCover":"light",
                   "dOfficerWithUnit":true,"dOfficerRating":2,"dOutflanked":true})");
    QTest::newRow("dragoons charge open-order militia") << obj(
        R"({"aQuality":"veteran","aType":"cavalry","aFormation":"close","aFigures":12,"aFrontFigures":8,"aBayonets":false,
                   "dQuality":"wretched","dFormation":"open","dFigures":32,"dStartFigures":40,"dFrontFigures":16,"dBayonets":false,
                   "dFriendRouting":"equal"})");
}

} // namespace

class TstOiblMelee : public SampledOddsTest
{
    Q_OBJECT
public:
    TstOiblMelee()
        : SampledOddsTest(oiblTable(), {u"oneifbyland"_s, u"charge"_s, 20000, 5, sampledCharges})
    {}

private slots:
    void fullCharge();
    void steps_data();
    void steps();
    void exactOdds();
    void refuses_data();
    void refuses();
};

void TstOiblMelee::fullCharge()
{
    // 3 attacker passes (7); 5 defender passes (6); defender fire 20 fig +2-2: 4 -> 2 casualties;
    // re-test 6 passes; round 1: attacker 12+6=18 fig, +1 quality +1 panic +1 bayonets: 5 -> 8: 3;
    // defender 12 fig (Poor: no overlap) +1 panic: 6 -> 7: 2; round 2: attacker 20 fig +3: 4 -> 7: 3;
    // defender 17 fig +1: 2 -> 3: 1; melee 3 vs 6: the militia rout, the attacker tests: 7 passes.
    ScriptedDice d({3, 5, 4, 6, 5, 6, 4, 2, 7});
    const Resolution r = resolve(u"oneifbyland"_s, u"charge"_s, walkThrough(), d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(d.remaining(), 0);
    QCOMPARE(r.outcomeKey(), u"aCas=5 dCas=6 defender-routed"_s);
    const QString trace = r.traceText();
    for (const char *s :
         {"attacker morale test: Regular Morale Number 7, pass at or below 7; rolls 3: passed",
          "defender morale test: Poor Morale Number 6",
          "point blank +2 (Firing modifiers); firer is Poor -2 (Firing modifiers): modified 4: 2 casualties",
          "Poor and Wretched units get no overlap in the first round",
          "melee round 1: attacker 18 figures, defender 12 figures",
          "1 higher quality +1 (Melee modifiers); opponent has a panic marker +1 (Melee modifiers); bayonets "
          "against none +1 (Melee modifiers): modified 8: 3 casualties",
          "melee round 2: attacker 20 figures, defender 17 figures",
          "melee casualties: attacker 3, defender 6"})
        QVERIFY2(trace.contains(QString::fromUtf8(s)), s);
    int routing = 0, panicA = 0, panicD = 0, lostA = 0, lostD = 0;
    for (const Effect &e : r.effects()) {
        if (e.marker == u"routing"_s && e.unit == 2)
            ++routing;
        if (e.marker == u"panic"_s)
            (e.unit == 1 ? panicA : panicD)++;
        if (e.kind == Effect::Kind::LoseStrength)
            (e.unit == 1 ? lostA : lostD) += e.amount;
    }
    QCOMPARE(routing, 1);
    QCOMPARE(panicA, 1); // attempting a charge
    QCOMPARE(panicD, 1); // being charged; not cumulative when it routs
    QCOMPARE(lostA, 5);
    QCOMPARE(lostD, 6);
}

void TstOiblMelee::steps_data()
{
    QTest::addColumn<ExampleRow>("row");
    const QJsonObject w = walkThrough();
    QTest::newRow("Melee 2 the attacker fails: falls back")
        << ExampleRow{w, QList<int>{8}, u"charge-failed"_s, {u"failed by 1"_s}};
    QTest::newRow("Melee 4 the defender fails by 2: routs, no fire")
        << ExampleRow{w, QList<int>{0, 8}, u"defender-routed"_s, {u"failed by 2: routs"_s}};
    QTest::newRow("Melee 4 Poor defender failing by 1 may not fire")
        << ExampleRow{w,
                      QList<int>{0, 7, 0, 0, 0, 0, 0},
                      u"aCas=1 dCas=3 defender-routed"_s,
                      {u"the defender may not fire"_s}};
    QTest::newRow("Melee 4 Regular defender failing by 1: half of 13 fire, rounded down") << ExampleRow{
        merged(w, obj(R"({"dQuality":"regular","dFigures":13,"dStartFigures":13,"dFireFigures":13})")),
        QList<int>{0, 8, 9, 8},
        u"charge-stopped aCas=1"_s,
        {u"half the eligible figures fire, rounded down: 6"_s}};
    QTest::newRow("Melee 5 casualties, the attacker re-tests and routs") << ExampleRow{
        w, QList<int>{0, 0, 9, 9}, u"attacker-routed aCas=3"_s, {u"rolls 9: failed by 2: routs"_s}};
    QTest::newRow("Special Rules 3a skirmishers pass and evade")
        << ExampleRow{merged(w, obj(R"({"dFormation":"skirmish"})")),
                      QList<int>{0, 2},
                      u"evaded"_s,
                      {u"skirmish order infantry charged by close or open order infantry +1"_s}};
    QTest::newRow("Special Rules 3c skirmishers fail and rout")
        << ExampleRow{merged(w, obj(R"({"dFormation":"skirmish"})")),
                      QList<int>{0, 6},
                      u"defender-routed"_s,
                      {u"failed by 1"_s}};
    QTest::newRow("Special Rules 4 skirmishing cavalry evade infantry")
        << ExampleRow{merged(w, obj(R"({"dFormation":"skirmish","dType":"cavalry"})")),
                      QList<int>{0},
                      u"evaded"_s,
                      {u"passed"_s}};
    QTest::newRow("Melee 7 cavalry against infantry: one round") << ExampleRow{
        merged(
            w,
            obj(R"({"fromContact":true,"aType":"cavalry","aBayonets":false,"aFrontFigures":6,"aOverlapFigures":0})")),
        QList<int>{9, 0},
        u"aCas=0 dCas=2 defender-routed"_s,
        {u"no second round"_s}};
    QTest::newRow("Melee 7c Indians add 2 figures a flank in round 1, all in round 2") << ExampleRow{
        obj(R"({"fromContact":true,"aQuality":"regular","aIndian":true,"aFormation":"skirmish","aFigures":12,"aFrontFigures":4,"aOverlapFigures":2,"aBayonets":false,
                   "dQuality":"regular","dFormation":"open","dFigures":12,"dFrontFigures":6})"),
        QList<int>{0, 0, 0, 0, 5, 5},
        u"aCas=0 dCas=0 attacker-retreats"_s,
        {u"melee round 1: attacker 10 figures"_s}};
    QTest::newRow("Melee 8a skirmishers only add one stand a flank in round 2") << ExampleRow{
        obj(R"({"fromContact":true,"aQuality":"regular","aFormation":"open","aFigures":12,"aFrontFigures":6,
                   "dQuality":"regular","dFormation":"skirmish","dFigures":12,"dFrontFigures":4,"dOverlapFigures":4})"),
        QList<int>{0, 0, 0, 0, 5, 5},
        u"aCas=0 dCas=0 attacker-retreats"_s,
        {u"melee round 2: attacker 12 figures, defender 8 figures"_s}};
    QTest::newRow("Melee 9b equal casualties: both test, the defender routs") << ExampleRow{
        obj(R"({"fromContact":true,"aQuality":"regular","aFigures":12,"aFrontFigures":6,"dQuality":"regular","dFigures":12,"dFrontFigures":6})"),
        QList<int>{0, 0, 0, 0, 5, 9},
        u"aCas=0 dCas=0 defender-routed"_s,
        {u"defender morale test"_s}};
    QTest::newRow("Melee 9a the attacker takes more: routs; defender tests") << ExampleRow{
        obj(R"({"fromContact":true,"aQuality":"regular","aFigures":12,"aFrontFigures":6,"dQuality":"regular","dFigures":12,"dFrontFigures":6})"),
        QList<int>{5, 9, 0, 9, 3},
        u"aCas=3 dCas=1 attacker-routed"_s,
        {u"defender morale test"_s}};
    QTest::newRow("Melee modifiers flank attack +2 / -4, heavy cover +2, routing -4, cavalry +2") << ExampleRow{
        obj(R"({"fromContact":true,"flankOrRear":true,"aQuality":"elite","aType":"cavalry","aBayonets":false,"aFigures":12,"aFrontFigures":6,
                   "dQuality":"regular","dFigures":12,"dFrontFigures":6,"dCover":"heavy","dRouting":true,"dPanic":true})"),
        QList<int>{0, 9},
        u"aCas=0 dCas=1 defender-routed"_s,
        {u"2 higher quality +2 (Melee modifiers); opponent has a panic marker +1 (Melee modifiers); attacking flank or rear +2 (Melee modifiers); cavalry against non-cavalry +2"_s}};
}

void TstOiblMelee::steps()
{
    resolveExample(u"oneifbyland"_s, u"charge"_s, fetchRow<ExampleRow>(), m_table);
}

void TstOiblMelee::exactOdds()
{
    // Cavalry (no bayonets) against infantry, 2 figures each in contact, one round:
    // attacker +2 hits on 5-9 (1/2), defender +1 (bayonets) on 6-9 (2/5); then the winner rules.
    const QJsonObject in = obj(
        R"({"fromContact":true,"aQuality":"regular","aType":"cavalry","aBayonets":false,"aFigures":20,"aFrontFigures":2,
                                   "dQuality":"regular","dFigures":20,"dFrontFigures":2})");
    // Equal (1/2): both test at 7 (8/10 pass, 1/10 by 1, 1/10 rout).
    compareOdds(odds(u"oneifbyland"_s, u"charge"_s, in, m_table),
                {{u"aCas=0 dCas=1 defender-routed"_s, Fraction(3, 10)},
                 {u"aCas=1 dCas=0 attacker-routed"_s, Fraction(1, 5)}},
                {{u"defender-routed"_s, Fraction(7, 20)},
                 {u"attacker-routed"_s, Fraction(1, 4)},
                 {u"attacker-retreats"_s, Fraction(81, 200)}});
}

void TstOiblMelee::refuses_data()
{
    // Each row changes the walk-through charge, or gives its inputs whole.
    addRefusalRows("resolvers/oneifbyland/tests/resolvers/melee-refusals.json", u"charge"_s, walkThrough());
}

void TstOiblMelee::refuses()
{
    resolveRefused(u"oneifbyland"_s, fetchRow<RefusalRow>(), m_table, QList<int>(10, 0));
}

QTEST_APPLESS_MAIN(TstOiblMelee)
#include "support/moc_sampledoddstest.cpp"
#include "tst_oiblmelee.moc"
