// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land melee with several units a side (Fire and Melee Combat): "Multiple units in melee
// must combine their attack if the same Morale Quality, but must attack individually if a different
// Morale Quality". Hand-computed rows from the Combat Chart, exact odds by hand and by Monte Carlo,
// and the refusals.
#include "core/diesource.h"
#include "core/ruleset.h"
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
#include "support/walkedodds.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// Two attacking units of different quality against one defender, from contact.
QJsonObject split()
{
    return obj(
        R"({"fromContact":true,"aUnit":1,"aQuality":"veteran","aFigures":12,"aStartFigures":12,"aFrontFigures":6,
            "a2Unit":2,"a2Quality":"regular","a2Figures":12,"a2StartFigures":12,"a2FrontFigures":6,
            "dUnit":4,"dQuality":"regular","dFigures":20,"dStartFigures":20,"dFrontFigures":12})");
}
// Two Veteran units and a Poor one attacking a Regular unit.
QJsonObject threeAttackers()
{
    return obj(
        R"({"fromContact":true,"aUnit":1,"aQuality":"veteran","aFigures":12,"aStartFigures":12,"aFrontFigures":6,
            "a2Unit":2,"a2Quality":"veteran","a2Figures":8,"a2StartFigures":8,"a2FrontFigures":4,
            "a3Unit":3,"a3Quality":"poor","a3Figures":10,"a3StartFigures":10,"a3FrontFigures":5,
            "dUnit":4,"dQuality":"regular","dFigures":20,"dStartFigures":20,"dFrontFigures":12})");
}
// The charges sampled against their exact odds (SampledOddsTest).
void sampledCharges()
{
    QTest::addColumn<QJsonObject>("in");
    QTest::newRow("two Veterans and a Poor unit against a Regular unit") << threeAttackers();
    QTest::newRow("Elite and Regular against Veteran and Wretched, 40 figures rolling again") << obj(
        R"({"fromContact":true,"aQuality":"elite","aFigures":40,"aStartFigures":40,"aFrontFigures":20,"aOverlapFigures":6,
            "a2Quality":"regular","a2Figures":16,"a2StartFigures":20,"a2FrontFigures":8,"a2Panic":true,
            "dQuality":"veteran","dFigures":24,"dStartFigures":24,"dFrontFigures":12,"dCover":"light","dBayonets":false,
            "d2Quality":"wretched","d2Figures":20,"d2StartFigures":20,"d2FrontFigures":10,"d2Formation":"open",
            "d2Cover":"light","d2Bayonets":false})");
}

} // namespace

class TstOiblMeleeGroups : public SampledOddsTest
{
    Q_OBJECT
public:
    TstOiblMeleeGroups()
        : SampledOddsTest(oiblTable(), {u"oneifbyland"_s, u"charge"_s, 20000, 11, sampledCharges})
    {}

private slots:
    void byHand_data();
    void byHand();
    void lossesPerUnit();
    void exactOdds();
    void sameAsTheWalk_data();
    void sameAsTheWalk();
    void refuses_data();
    void refuses();
};

void TstOiblMeleeGroups::byHand_data()
{
    addRows<ExampleRow>({
        // Round 1: Veteran attacker 6 figures (row 4-6) +1 quality: 7 -> 8: 1; Regular attacker 2, 6 figures,
        // no modifier: 9: 1; defender 12 figures (row 10-12): 6: 2, shared 6:6 -> 1 and 1.
        // Round 2: Veteran 11 figures +1: 5 -> 6: 2; Regular 11: 0: 0; defender 18 (row 16-18): 3: 1, shared
        // 11:11, the tie to the first unit. Melee 3 against 4: the defender routs; both attackers test:
        // Veteran 8 (2 of 12 lost, under 25%): 8 passes; Regular 7: 7 passes.
        {"Fire and Melee Combat: two attackers of different quality roll individually",
         {split(), QList<int>{7, 9, 6, 5, 0, 3, 8, 7}, u"aCas=3 dCas=4 defender-routed"_s,
          QStringList{
              u"attackers, round 1: units of different quality attack individually, one roll for each "
              "quality: Veteran: attacker, 6 figures; Regular: attacker 2, 6 figures"_s,
              u"attackers Veteran (attacker), round 1: 6 figures (row 4-6) roll 7; 1 higher quality +1 "
              "(Melee modifiers): modified 8: 1 casualty"_s,
              u"attackers Regular (attacker 2), round 1: 6 figures (row 4-6) roll 9: 1 casualty"_s,
              u"2 casualties on the attackers, shared by the figures each unit had fighting: attacker 1, "
              "attacker 2 1"_s,
              u"melee round 2: attacker 22 figures, defender 18 figures"_s,
              u"1 casualties on the attackers, shared by the figures each unit had fighting: attacker 1, "
              "attacker 2 0"_s,
              u"melee casualties: attacker 3, defender 4"_s}}},
        // Same quality combines: 6 + 6 = 12 figures, one roll (row 10-12): 4: 1; defender 12: 6: 2 (1 and 1).
        // Round 2: 11 + 9 = 20 (row 19-21): 7: 3; defender 19: 2: 1, shared 11:9 -> the first unit.
        // 3 against 4: the defender routs; Regular 7 (2 of 12 lost): 7 passes; 1 of 10 lost: 0 passes.
        {"Fire and Melee Combat: two attackers of the same quality combine their attack",
         {merged(split(), obj(R"({"aQuality":"regular","a2Figures":10,"a2StartFigures":10})")),
          QList<int>{4, 6, 7, 2, 7, 0}, u"aCas=3 dCas=4 defender-routed"_s,
          QStringList{
              u"attackers, round 1: units of the same quality combine their attack: Regular: attacker + "
              "attacker 2 combine their attack, 6 + 6 = 12 figures"_s,
              u"attackers Regular (attacker + attacker 2), round 2: 20 figures (row 19-21) roll 7: 3 "
              "casualties"_s}}},
        // Defenders of different quality: attacker 12 + 6 overlap = 18 (row 16-18): 6: 2, shared 10:10 -> 1
        // and
        // 1; Veteran defender 10 (row 10-12) +1: 5 -> 6: 2; Poor defender 2, 10 figures: 2: 1.
        // Round 2: attacker 21 (row 19-21): 9: 3, shared 9:9 -> 2 (tie to the first) and 1; Veteran 9 (row
        // 7-9)
        // +1: 9 -> 10: 2; Poor 8: 0: 0. Equal 5 and 5: all test. Attacker 7 (5 of 24, 20%): 7 passes; Veteran
        // 8 (3 of 10 lost, 30% +1): 7 -> 8 passes; Poor 6 (2 of 10): 9 routs. Not all defenders rout.
        {"Fire and Melee Combat: two defenders of different quality roll individually",
         {obj(R"({"fromContact":true,"aUnit":1,"aQuality":"regular","aFigures":24,"aStartFigures":24,"aFrontFigures":12,"aOverlapFigures":6,
                   "dUnit":4,"dQuality":"veteran","dFigures":10,"dStartFigures":10,"dFrontFigures":10,
                   "d2Unit":5,"d2Quality":"poor","d2Figures":10,"d2StartFigures":10,"d2FrontFigures":10})"),
          QList<int>{6, 5, 2, 9, 9, 0, 7, 7, 9}, u"aCas=5 dCas=5 attacker-retreats"_s,
          QStringList{
              u"defenders, round 1: units of different quality attack individually, one roll for each "
              "quality: Veteran: defender, 10 figures; Poor: defender 2, 10 figures"_s,
              u"3 casualties on the defenders, shared by the figures each unit had fighting: defender 2, "
              "defender 2 1"_s,
              u"defender 2 morale test: Poor Morale Number 6"_s}}},
        // Two Veterans combine (6 + 4 = 10, row 10-12, +1): 5 -> 6: 2; the Poor unit 5 (row 4-6): 9: 1;
        // defender 12: 8: 2, shared 6:4:5 -> remainders 12, 8, 10: attacker 1, attacker 3 1.
        // Round 2: Veterans 11 + 8 = 19 (row 19-21) +1: 3 -> 4: 2; Poor 9 (row 7-9): 4: 1; defender 17
        // (row 16-18): 9: 3, shared 11:8:9 -> 1 + remainders 5, 24, 27: 1, 1, 1. 5 against 6: the defender
        // routs;
        // the attackers test: Veteran 8: 8 passes; Veteran 3 passes; Poor 6 (2 of 10): 8 fails by 2: routs.
        {"Fire and Melee Combat: two Veterans combine, the Poor unit attacks individually",
         {threeAttackers(), QList<int>{5, 9, 8, 3, 4, 9, 8, 3, 8}, u"aCas=5 dCas=6 defender-routed"_s,
          QStringList{
              u"attackers, round 1: units of different quality attack individually, one roll for each "
              "quality: Veteran: attacker + attacker 2 combine their attack, 6 + 4 = 10 figures; Poor: "
              "attacker 3, 5 figures"_s,
              u"2 casualties on the attackers, shared by the figures each unit had fighting: attacker 1, "
              "attacker 2 0, attacker 3 1"_s,
              u"3 casualties on the attackers, shared by the figures each unit had fighting: attacker 1, "
              "attacker 2 1, attacker 3 1"_s}}},
    });
}

void TstOiblMeleeGroups::byHand()
{
    const Resolution r = resolveExample(u"oneifbyland"_s, u"charge"_s, fetchRow<ExampleRow>(), m_table);
    if (QTest::currentTestFailed())
        return;
    bool groupRule = false;
    for (const TraceLine &l : r.trace())
        if (l.text.contains(u"quality"_s) && l.text.contains(u"attack"_s) &&
            l.rule == u"Fire and Melee Combat"_s)
            groupRule = true;
    QVERIFY(groupRule);
}

void TstOiblMeleeGroups::lossesPerUnit()
{
    // The last hand row: each unit's losses land on its own battle unit; the Poor unit alone routs after
    // the winner's test, the defender routs from the melee.
    ScriptedDice d({5, 9, 8, 3, 4, 9, 8, 3, 8});
    const Resolution r = resolve(u"oneifbyland"_s, u"charge"_s, threeAttackers(), d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QMap<qint64, int> lost, routed;
    for (const Effect &e : r.effects()) {
        if (e.kind == Effect::Kind::LoseStrength)
            lost[e.unit] += e.amount;
        if (e.marker == u"routing"_s)
            ++routed[e.unit];
    }
    QCOMPARE(lost.value(1), 2);
    QCOMPARE(lost.value(2), 1);
    QCOMPARE(lost.value(3), 2);
    QCOMPARE(lost.value(4), 6);
    QCOMPARE(routed.value(4), 1);
    QCOMPARE(routed.value(3), 1);
    QCOMPARE(routed.value(1), 0);
    QCOMPARE(routed.value(2), 0);
}

void TstOiblMeleeGroups::exactOdds()
{
    // Veteran and Regular cavalry (no bayonets) against Regular infantry, 2 figures each in contact, one
    // round (cavalry against infantry). Veteran +1 quality +2 cavalry hits (row 2-3, 7+) on 4-9 (6/10),
    // Regular +2 on 5-9 (1/2), the defender +1 bayonets on 6-9 (2/5), its casualty to the first attacker.
    // dCas 0/1/2: 1/5, 1/2, 3/10; aCas 1: 2/5.
    // Winner tests: Veteran cannot fail by 2 at 19 of 20; Regulars rout on 9 (1/10).
    const QJsonObject in = obj(
        R"({"fromContact":true,"aQuality":"veteran","aType":"cavalry","aBayonets":false,"aFigures":20,"aFrontFigures":2,
            "a2Quality":"regular","a2Type":"cavalry","a2Bayonets":false,"a2Figures":20,"a2FrontFigures":2,
            "dQuality":"regular","dFigures":40,"dFrontFigures":2})");
    // Equal (1/5 + 3/25): everyone tests; only the defender's 9 routs it.
    compareOdds(odds(u"oneifbyland"_s, u"charge"_s, in, m_table),
                {{u"aCas=0 dCas=2 defender-routed"_s, Fraction(9, 50)},
                 {u"aCas=0 dCas=1 defender-routed"_s, Fraction(3, 10)},
                 {u"aCas=1 dCas=2 defender-routed"_s, Fraction(3, 25)},
                 {u"aCas=1 dCas=0 attacker-routed"_s, Fraction(2, 25)}},
                {{u"defender-routed"_s, Fraction(79, 125)},
                 {u"attacker-routed"_s, Fraction(2, 25)},
                 {u"attacker-retreats"_s, Fraction(36, 125)}});
}

void TstOiblMeleeGroups::sameAsTheWalk_data()
{
    QTest::addColumn<QJsonObject>("in");
    QTest::newRow("two attackers of different quality") << split();
    QTest::newRow("same quality combining") << merged(split(), obj(R"({"aQuality":"regular"})"));
    QTest::newRow("three attackers, a routing defender in heavy cover") << merged(
        threeAttackers(), obj(R"({"dRouting":true,"dCover":"heavy","dFigures":9,"dFrontFigures":4})"));
    QTest::newRow("Indian warband and skirmishers against two defenders, flank attack") << obj(
        R"({"fromContact":true,"flankOrRear":true,"aQuality":"poor","aIndian":true,"aFormation":"skirmish","aFigures":8,"aFrontFigures":2,
            "aOverlapFigures":1,"aBayonets":false,"a2Quality":"regular","a2Formation":"skirmish","a2Figures":6,"a2FrontFigures":2,
            "a2OverlapFigures":2,"a2Bayonets":false,"dQuality":"veteran","dFigures":6,"dFrontFigures":3,
            "d2Quality":"wretched","d2Figures":5,"d2FrontFigures":2,"d2Panic":true})");
    QTest::newRow("cavalry against infantry: one round") << obj(
        R"({"fromContact":true,"aQuality":"elite","aType":"cavalry","aBayonets":false,"aFigures":8,"aFrontFigures":4,
                   "dQuality":"regular","dFigures":10,"dFrontFigures":5,"d2Quality":"poor","d2Figures":6,"d2FrontFigures":3})");
}

void TstOiblMeleeGroups::sameAsTheWalk()
{
    // The odds of a melee with joining units are worked out state by state (OiblMelee::groupOdds);
    // walking every die of the runner must give exactly the same joint outcomes.
    QFETCH(QJsonObject, in);
    compareWithWalk(u"oneifbyland"_s, u"charge"_s, in, m_table);
}

void TstOiblMeleeGroups::refuses_data()
{
    // Each row changes split(): two attacking units of different quality against one defender.
    addRefusalRows("resolvers/oneifbyland/tests/resolvers/meleegroups-refusals.json", u"charge"_s, split());
}

void TstOiblMeleeGroups::refuses()
{
    resolveRefused(u"oneifbyland"_s, fetchRow<RefusalRow>(), m_table, QList<int>(12, 0));
}

QTEST_APPLESS_MAIN(TstOiblMeleeGroups)
#include "support/moc_sampledoddstest.cpp"
#include "tst_oiblmeleegroups.moc"
