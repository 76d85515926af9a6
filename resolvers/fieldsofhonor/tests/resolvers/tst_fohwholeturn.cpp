// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Fields of Honor text's worked examples as one turn of a battle, through the one runner: the
// Charge Phase (Charge Test, opportunity fire, both Morale Tests), the Melee Phase, the Morale Phase
// (both Morale Tests with "+3 (25% casualties)" before any stand is removed), the Hit Distribution
// and the pursuit. Every value of the units is the battle's (ratings, kind, arm, stands, hits); the
// temporary hits add up from the opportunity fire, the melee and the pursuit. Every number below is
// worked out by hand from the text (fields-of-honor.md) and docs/manual/rulesets/fields-of-honor.md; the
// comments show how.
#include "../chargeexample.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"
#include "support/datarows.h"
#include "support/owedlist.h"
#include "support/runentered.h"
#include "support/scenariobattle.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFohWholeTurn : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void theExampleTurn();
    void hitsAreTheBattlesAndUndoTakesThemBack();
    void actionsComeInTheirPhase_data();
    void actionsComeInTheirPhase();
    void noDefaultStandsInForTheUnit_data();
    void noDefaultStandsInForTheUnit();

private:
    void advanceTo(const QString &phase);
    const Unit &unit(const QString &name) const { return *m_doc->state().unitByName(name); }
    int attr(const QString &name, const QString &key) const { return unit(name).attrs.value(key).toInt(); }
    QStringList owed() const { return adj::testing::owedList(m_doc->state(), u"fields-of-honor"_s); }
    // The charge, the opportunity fire and both Charge Phase Morale Tests: contact for the melee.
    void chargePhase();
    void meleePhase();

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    ActionOutcome m_melee;
    int m_files = 0;
};

void TstFohWholeTurn::init()
{
    QString error;
    const QString path = m_dir.filePath(u"turn%1.adjutant"_s.arg(++m_files));
    m_doc = adj::testing::openScenario(path, adj::testing::kChargeExample, u"scenario"_s, &error);
    QVERIFY2(m_doc, qPrintable(error));
    QCOMPARE(m_doc->state().info.phase, u"charge"_s);
}

void TstFohWholeTurn::advanceTo(const QString &phase)
{
    QString error;
    QVERIFY2(adj::testing::advanceTo(*m_doc, phase, &error), qPrintable(error));
}

#define RUN_OK(out)                                                                                          \
    do {                                                                                                     \
        const ActionOutcome &o_ = (out);                                                                     \
        QVERIFY2(o_.ok(), qPrintable(o_.refusal.message));                                                   \
    } while (false)

void TstFohWholeTurn::chargePhase()
{
    // Charge Phase: the charge is written and revealed.
    RUN_OK(runEntered(*m_doc, u"charge-write"_s, {{u"attacker"_s, kRebels}, {u"defender"_s, kUnion}}));
    QCOMPARE(owed(), QStringList{u"charge-reveal: both sides write their charges (1 written so far), then "
                                 u"they are revealed together"_s});
    RUN_OK(runEntered(*m_doc, u"charge-reveal"_s, {}));
    QCOMPARE(owed(),
             QStringList{u"charge-step: Confederate Cavalry charges Union Infantry: the Charge Test next"_s});
    // Charge Test: base 5, -1 (Morale B, the battle's), -2 (cavalry: the battle's arm), -1 (sub-commander
    // leads) = 1, never below 2; the die shows 3: passed.
    ActionOutcome t =
        runEntered(*m_doc, u"charge-test"_s,
                   {{u"unit"_s, kRebels}, {u"modifiers"_s, QJsonArray{u"sub-commander"_s}}}, {3});
    RUN_OK(t);
    QCOMPARE(t.resolution.outcomeKey(), u"charge=passed"_s);
    QCOMPARE(t.resolution.values().value(u"chargeNumber"_s).toInt(), 2);
    QVERIFY(t.resolution.traceText().contains(u"-2 (charger is cavalry, Charge Phase)"_s));
    for (const QString &step : {u"test-passed"_s, u"reached"_s, u"stand-and-fire"_s})
        RUN_OK(runEntered(*m_doc, u"charge-step"_s, {{u"attacker"_s, kRebels}, {u"step"_s, step}}));
    // Opportunity fire at close range (Springfield rifles, the battle's: Accuracy 2, no modifier) with
    // 8 Attack Dice (8 stands); three 1s miss: 5 accurate. Kill Number 5 +1 (opportunity fire) -1 (target
    // mounted, the battle's) -1 (Fire Quality B, the battle's) = 4; kill dice 2+2+3+3+3 = 13, 13 / 4 = 3.
    ActionOutcome f = runEntered(*m_doc, u"fire"_s,
                                 {{u"firer"_s, kUnion},
                                  {u"target"_s, kRebels},
                                  {u"range"_s, u"close"_s},
                                  {u"modifiers"_s, QJsonArray{u"opportunity-fire"_s}}},
                                 {1, 1, 1, 2, 3, 4, 5, 6, 2, 2, 3, 3, 3});
    RUN_OK(f);
    QCOMPARE(f.resolution.values().value(u"accurate"_s).toInt(), 5);
    QCOMPARE(f.resolution.values().value(u"killNumber"_s).toInt(), 4);
    QCOMPARE(f.resolution.outcomeKey(), u"hits=3"_s);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 3);
    RUN_OK(runEntered(*m_doc, u"charge-step"_s,
                      {{u"attacker"_s, kRebels}, {u"step"_s, u"opportunity-fire"_s}, {u"hits"_s, 3}}));
    RUN_OK(runEntered(*m_doc, u"charge-step"_s, {{u"attacker"_s, kRebels}, {u"step"_s, u"fire-over"_s}}));
    // The attackers' Morale Test: 3 hits of 24 (12%, no casualty band), commander and lines near: 5 -1
    // (B) -1 -1 = 2; 4+5 = 9 passes. It is the Charge Phase's test, not the Morale Phase's.
    ActionOutcome m = runEntered(
        *m_doc, u"morale-test"_s,
        {{u"unit"_s, kRebels}, {u"modifiers"_s, QJsonArray{u"commander"_s, u"friends-near"_s}}}, {4, 5});
    RUN_OK(m);
    QCOMPARE(m.resolution.values().value(u"moraleNumber"_s).toInt(), 2);
    RUN_OK(
        runEntered(*m_doc, u"charge-step"_s, {{u"attacker"_s, kRebels}, {u"step"_s, u"attacker-passed"_s}}));
    // The Union's: high morale (B -1) within its lines (-1), +1 for receiving the charge = 4; 3+4 passes.
    RUN_OK(runEntered(*m_doc, u"morale-test"_s,
                      {{u"unit"_s, kUnion},
                       {u"modifiers"_s, QJsonArray{u"friends-near"_s}},
                       {u"otherModifier"_s, 1},
                       {u"otherReason"_s, u"received a charge"_s}},
                      {3, 4}));
    ActionOutcome c =
        runEntered(*m_doc, u"charge-step"_s, {{u"attacker"_s, kRebels}, {u"step"_s, u"defender-passed"_s}});
    RUN_OK(c);
    QCOMPARE(c.resolution.outcomeKey(), u"defender-passed result=contact"_s);
    QVERIFY(owed().isEmpty());
}

void TstFohWholeTurn::meleePhase()
{
    advanceTo(u"melee"_s);
    QCOMPARE(owed(),
             QStringList{u"melee: Confederate Cavalry and Union Infantry are in contact after the charge: "
                         u"melee"_s});
    // 8 Attack Dice a side (8 stands, the battle's). Confederate Kill Number 5 +1 (light cover) -1 (just
    // charged) -1 (Melee B, the battle's) = 4: 6+6+6+6+2+1+1+2 = 30, 7 hits. Union 5 (Melee C):
    // 6+6+5+4+4+3+2+1 = 31, 6 hits.
    const ActionOutcome &mel = m_melee =
        runEntered(*m_doc, u"melee"_s,
                   {{u"attacker"_s, kRebels},
                    {u"defender"_s, kUnion},
                    {u"attackerModifiers"_s, QJsonArray{u"light-cover"_s, u"just-charged"_s}}},
                   {6, 6, 6, 6, 2, 1, 1, 2, 6, 6, 5, 4, 4, 3, 2, 1});
    RUN_OK(mel);
    QCOMPARE(mel.resolution.outcomeKey(), u"defender-hits=7 attacker-hits=6"_s);
    // "3 hits from opportunity fire, plus 6 hits in melee combat, for a total of 9 hits".
    QCOMPARE(attr(kRebels, u"tempHits"_s), 9);
    QCOMPARE(attr(kUnion, u"tempHits"_s), 7);
    QCOMPARE(mel.resolution.values().value(u"tempHits"_s).toObject(),
             (QJsonObject{{u"defender"_s, 7}, {u"attacker"_s, 9}}));
    QVERIFY(owed().isEmpty());
}

void TstFohWholeTurn::theExampleTurn()
{
    chargePhase();
    meleePhase();
    advanceTo(u"morale"_s);
    // Morale Phase: "any BMU which took hits this turn must try a Morale Test".
    // (In the battle's order of sides; untranslated, "%n hit(s)" reads so.)
    QCOMPARE(owed(),
             (QStringList{u"morale-test: Union Infantry took 7 hit(s) this turn: Morale Test"_s,
                          u"morale-test: Confederate Cavalry took 9 hit(s) this turn: Morale Test"_s}));
    // Confederates: 9 hits of 24 (8 stands x 3) = 37%: +3 (25% casualties); 5 +3 -1 (caused more) -1
    // (friends) -1 (commander) -1 (Morale B) = 4; 2+4 = 6 passes.
    ActionOutcome c =
        runEntered(*m_doc, u"morale-test"_s,
                   {{u"unit"_s, kRebels},
                    {u"modifiers"_s, QJsonArray{u"caused-more"_s, u"friends-near"_s, u"commander"_s}}},
                   {2, 4});
    RUN_OK(c);
    QCOMPARE(c.resolution.values().value(u"moraleNumber"_s).toInt(), 4);
    QCOMPARE(c.resolution.outcomeKey(), u"morale=passed"_s);
    QVERIFY2(
        c.resolution.traceText().contains(
            u"casualties: 9 temporary hits this turn + 0 permanent kept + 0 stands lost x 3 = 9 hits of 24 "
            u"(8 stands x 3): 37%"_s),
        qPrintable(c.resolution.traceText()));
    QVERIFY(c.resolution.traceText().contains(u"+3 (25% casualties, Morale Phase)"_s));
    // Union: 7 of 24 = 29%: +3; 5 +3 -1 (friends) -1 (Morale B) = 6; 1+2 = 3 fails by 3: Routed, a mob.
    ActionOutcome u =
        runEntered(*m_doc, u"morale-test"_s,
                   {{u"unit"_s, kUnion}, {u"modifiers"_s, QJsonArray{u"friends-near"_s}}}, {1, 2});
    RUN_OK(u);
    QCOMPARE(u.resolution.values().value(u"moraleNumber"_s).toInt(), 6);
    QCOMPARE(u.resolution.outcomeKey(), u"morale=routed"_s);
    QCOMPARE(unit(kUnion).attrs.value(u"moraleState"_s).toString(), u"routed"_s);
    QCOMPARE(unit(kUnion).attrs.value(u"kind"_s).toString(), u"mob"_s);
    // Hit Distribution comes after the tests; the pursuit after it ("First, however, hits must be
    // distributed").
    QCOMPARE(owed(),
             (QStringList{u"distribute-hits: Union Infantry: 7 temporary hit(s) to distribute"_s,
                          u"distribute-hits: Confederate Cavalry: 9 temporary hit(s) to distribute"_s}));
    // Confederates: 9 hits, half rounded up (5) forgiven, 4 permanent: one stand removed, 1 hit kept.
    ActionOutcome d = runEntered(*m_doc, u"distribute-hits"_s, {{u"unit"_s, kRebels}});
    RUN_OK(d);
    QCOMPARE(d.resolution.outcomeKey(), u"stands-lost=1 kept=1"_s);
    QCOMPARE(unit(kRebels).strength, 7);
    QCOMPARE(attr(kRebels, u"permHits"_s), 1);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 0);
    // Union: 7 hits, 4 forgiven, 3 permanent: one stand removed, none kept.
    d = runEntered(*m_doc, u"distribute-hits"_s, {{u"unit"_s, kUnion}});
    RUN_OK(d);
    QCOMPARE(d.resolution.outcomeKey(), u"stands-lost=1 kept=0"_s);
    QCOMPARE(unit(kUnion).strength, 7);
    QCOMPARE(attr(kUnion, u"permHits"_s), 0);
    QCOMPARE(owed(),
             QStringList{u"pursuit: Confederate Cavalry may pursue Union Infantry, which broke after their "
                         u"melee"_s});
    // Pursuit: 7 Attack Dice (7 stands now). Kill Number 5 -2 (formed attacking a mob: both kinds the
    // battle's) -1 (charged) -1 (caused more) -1 (rear) -1 (Melee B) = -1, never below 2: 6+5+3+2+2+1+1 = 20,
    // 20 / 2 = 10 hits.
    ActionOutcome p =
        runEntered(*m_doc, u"pursuit"_s,
                   {{u"pursuer"_s, kRebels},
                    {u"target"_s, kUnion},
                    {u"pursuerModifiers"_s, QJsonArray{u"just-charged"_s, u"caused-more"_s, u"rear"_s}}},
                   {6, 5, 3, 2, 2, 1, 1});
    RUN_OK(p);
    QCOMPARE(p.resolution.values().value(u"killNumber"_s).toInt(), 2);
    QCOMPARE(p.resolution.outcomeKey(), u"hits=10"_s);
    QVERIFY(p.resolution.traceText().contains(u"-2 (formed unit attacking a mob, Pursuit)"_s));
    QCOMPARE(attr(kUnion, u"tempHits"_s), 10);
    // The pursuit's hits are this turn's too: distributed before the turn ends (10: 5 forgiven, 5
    // permanent, one stand, 2 kept).
    QCOMPARE(owed(), QStringList{u"distribute-hits: Union Infantry: 10 temporary hit(s) to distribute"_s});
    d = runEntered(*m_doc, u"distribute-hits"_s, {{u"unit"_s, kUnion}});
    QCOMPARE(d.resolution.outcomeKey(), u"stands-lost=1 kept=2"_s);
    QCOMPARE(unit(kUnion).strength, 6);
    QVERIFY(owed().isEmpty());
    // The next turn: the routed Union must rally in its Morale Phase.
    advanceTo(u"morale"_s);
    QCOMPARE(m_doc->state().info.turn, 2);
    QCOMPARE(owed(), QStringList{u"rally: Union Infantry is Routed: it rallies or is removed from play"_s});
}

void TstFohWholeTurn::hitsAreTheBattlesAndUndoTakesThemBack()
{
    chargePhase();
    meleePhase();
    // Undo the melee: the cavalry is back to the opportunity fire's 3 hits, the melee owed again.
    QString error;
    QVERIFY2(m_doc->revert(m_melee.edit, m_melee.event, &error) > 0, qPrintable(error));
    QCOMPARE(attr(kRebels, u"tempHits"_s), 3);
    QCOMPARE(attr(kUnion, u"tempHits"_s), 0);
    QCOMPARE(owed().size(), 1);
    // The hits a unit carries are the battle's, whatever the referee's memory says: a unit with 5 hits
    // of an earlier fire takes the melee's on top of them.
    Unit cav = unit(kRebels);
    cav.attrs.insert(u"tempHits"_s, 5);
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), cav, &error), &error) > 0);
    RUN_OK(runEntered(*m_doc, u"melee"_s, {{u"attacker"_s, kRebels}, {u"defender"_s, kUnion}},
                      {6, 6, 6, 6, 2, 1, 1, 2, 6, 6, 5, 4, 4, 3, 2, 1}));
    // Confederate Kill Number 4 by the Melee rating alone (5 -1): 30 / 4 = 7; Union 31 / 5 = 6: 5 + 6.
    QCOMPARE(attr(kRebels, u"tempHits"_s), 11);
}

struct PhaseRow
{
    QString phase;
    QString action;
    QJsonObject inputs;
    QString rule;
};

void TstFohWholeTurn::actionsComeInTheirPhase_data()
{
    QTest::addColumn<PhaseRow>("row");
    const QJsonObject melee{{u"attacker"_s, kRebels}, {u"defender"_s, kUnion}};
    const QJsonObject fire{{u"firer"_s, kUnion}, {u"target"_s, kRebels}, {u"range"_s, u"short"_s}};
    // Units move into contact only by a charge; melee is the Melee Phase's.
    QTest::newRow("melee in the Charge Phase") << PhaseRow{u"charge"_s, u"melee"_s, melee, u"Melee Phase"_s};
    // Fire in the Fire Phase; opportunity fire in the Movement and Charge Phases; none in the Melee Phase.
    QTest::newRow("fire in the Melee Phase")
        << PhaseRow{u"melee"_s, u"fire"_s, fire, u"Fire Phase, Movement Phase, Charge Phase"_s};
    QTest::newRow("hits distributed before the Morale Phase") << PhaseRow{
        u"fire"_s, u"distribute-hits"_s, QJsonObject{{u"unit"_s, kRebels}}, u"Hit Distribution"_s};
    QTest::newRow("a Morale Test in the Fire Phase") << PhaseRow{
        u"fire"_s, u"morale-test"_s, QJsonObject{{u"unit"_s, kRebels}}, u"Morale Phase, Charge Phase"_s};
    QTest::newRow("a charge written in the Movement Phase")
        << PhaseRow{u"movement"_s, u"charge-write"_s,
                    QJsonObject{{u"attacker"_s, kRebels}, {u"defender"_s, kUnion}}, u"Charge Phase"_s};
}

void TstFohWholeTurn::actionsComeInTheirPhase()
{
    const auto [phase, action, inputs, rule] = fetchRow<PhaseRow>();
    if (phase != u"charge"_s)
        advanceTo(phase);
    const BattleState before = m_doc->state();
    EnteredDice dice({6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6});
    const ActionOutcome out = ActionRunner::run(*m_doc, ActionRequest{action, inputs}, dice);
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.code, u"refused"_s);
    QCOMPARE(out.refusal.rule, rule);
    QVERIFY2(out.refusal.message.contains(u"advance the turn"_s), qPrintable(out.refusal.message));
    QCOMPARE(dice.used().size(), 0); // before any die
    QVERIFY(m_doc->state() == before);
}

struct MissingInputRow
{
    QString action;
    QJsonObject inputs;
    QString missing;
};

void TstFohWholeTurn::noDefaultStandsInForTheUnit_data()
{
    addRows<MissingInputRow>({
        // Without a unit named, what the battle would hold is asked of the referee, never assumed.
        {"melee ratings",
         {u"melee"_s, QJsonObject{{u"attackerStands"_s, 4}, {u"defenderStands"_s, 4}}, u"attackerMelee"_s}},
        {"fire rating",
         {u"fire"_s,
          QJsonObject{{u"weapon"_s, u"small-arms"_s},
                      {u"stands"_s, 4},
                      {u"smallArms"_s, u"rifled"_s},
                      {u"range"_s, u"short"_s}},
          u"fireRating"_s}},
        {"small arms",
         {u"fire"_s,
          QJsonObject{{u"weapon"_s, u"small-arms"_s},
                      {u"stands"_s, 4},
                      {u"fireRating"_s, u"C"_s},
                      {u"range"_s, u"short"_s}},
          u"smallArms"_s}},
        {"morale state",
         {u"morale-test"_s, QJsonObject{{u"moraleRating"_s, u"C"_s}, {u"casualtyPercent"_s, 0}}, u"state"_s}},
        {"morale casualties",
         {u"morale-test"_s, QJsonObject{{u"moraleRating"_s, u"C"_s}, {u"state"_s, u"good"_s}},
          u"tempHits"_s}},
        {"hits to distribute",
         {u"distribute-hits"_s, QJsonObject{{u"tempHits"_s, 9}, {u"stands"_s, 8}}, u"permHits"_s}},
        {"charge rating", {u"charge-test"_s, QJsonObject{}, u"moraleRating"_s}},
    });
}

void TstFohWholeTurn::noDefaultStandsInForTheUnit()
{
    const auto [action, inputs, missing] = fetchRow<MissingInputRow>();
    QString error;
    const RuleTable table = BattleResolution::table(u"fields-of-honor"_s, {}, &error);
    ScriptedDice dice({6, 6, 6, 6, 6, 6, 6, 6, 6, 6});
    const Resolution r = adj::resolve(u"fields-of-honor"_s, action, inputs, dice, table);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(missing), qPrintable(r.error()));
    QCOMPARE(dice.used().size(), 0);
}

QTEST_GUILESS_MAIN(TstFohWholeTurn)
#include "tst_fohwholeturn.moc"
