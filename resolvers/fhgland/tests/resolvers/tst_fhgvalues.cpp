// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The typed values of For Honor and Glory's resolutions (issue 17, docs/values/fhgland.md): the
// rule text's worked examples as values, and the dice in values.rolls exactly the dice used.
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/resolutionvalues.h"
#include "support/rulesettest.h"
#include "support/ruletables.h"
#include "support/testjson.h"
#include "support/valuerows.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

QList<int> modifiedOf(const Resolution &r, const QString &step)
{
    QList<int> out;
    for (const QJsonValue &v : rolls(r))
        if (v.toObject().value(u"step"_s).toString() == step)
            out.append(v.toObject().value(u"modified"_s).toInt());
    return out;
}

} // namespace

class TstFhgValues : public RuleSetTest
{
    Q_OBJECT
public:
    TstFhgValues()
        : RuleSetTest(u"fhg-land"_s, fhgTable())
    {}

private slots:
    void fireExamples_data();
    void fireExamples();
    void eliteAbsorbs();
    void leaderCasualty();
    void retreatChecks_data();
    void retreatChecks();
    void closeCombatForest();
    void attackerMorale();
    void randomAp();
    void rallyFormationMove();
    void rollsAreTheDiceUsed_data();
    void rollsAreTheDiceUsed();
};

struct FireExamplesRow
{
    QJsonObject inputs;
    QList<int> dice;
    int hitNumber;
    QList<int> modified;
    int hits;
    int before;
    int after;
};

void TstFhgValues::fireExamples_data()
{
    addRows<FireExamplesRow>({
        // 8.1.1: "the hit numbers are reduced by 1 for the hill terrain to 4, 4, and 5 and the hit
        // values being 5 and 6 at two hexes away": 1 hit; in clear 3 hits.
        {"8.1.1 artillery at 2 hexes, infantry on a hill: 5,5,6 -> 4,4,5, 1 hit",
         {obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4,"targetTerrain":"hill"})"),
          QList<int>{5, 5, 6}, 5, QList<int>{4, 4, 5}, 1, 4, 3}},
        {"8.1.1 the same in clear: 5,5,6, 3 hits",
         {obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, 5, QList<int>{5, 5, 6}, 3, 4, 1}},
        // 2.2.1: infantry at 1 hex into forest, 5,5,6 read 4,4,5: 1 hit.
        {"2.2.1 3 MP infantry at 1 hex into forest: 5,5,6 -> 4,4,5, 1 hit",
         {obj(R"({"firerType":"regular","firerMp":3,"range":1,"targetType":"regular","targetMp":3,"targetTerrain":"forest"})"),
          QList<int>{5, 5, 6}, 5, QList<int>{4, 4, 5}, 1, 3, 2}},
    });
}

void TstFhgValues::fireExamples()
{
    const auto [inputs, dice, hitNumber, modified, hits, before, after] = fetchRow<FireExamplesRow>();
    const Resolution r = run(u"fire"_s, inputs, dice);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    const QJsonObject v = r.values();
    QCOMPARE(v.value(u"hitNumber"_s).toInt(), hitNumber);
    QCOMPARE(modifiedOf(r, u"attack"_s), modified);
    QCOMPARE(v.value(u"hits"_s).toInt(), hits);
    QCOMPARE(v.value(u"casualties"_s).toInt(), before - after);
    QCOMPARE(v.value(u"range"_s).toObject(),
             (QJsonObject{{u"value"_s, inputs.value(u"range"_s).toInt()}, {u"measure"_s, u"hex"_s}}));
    const QJsonObject target = unitOf(r, u"target"_s);
    QCOMPARE(target.value(u"strengthBefore"_s).toInt(), before);
    QCOMPARE(target.value(u"strengthAfter"_s).toInt(), after);
    QCOMPARE(target.value(u"hits"_s).toInt(), hits);
    QCOMPARE(target.value(u"eliminated"_s).toBool(), false);
    for (const QJsonValue &roll : rolls(r)) {
        const QJsonObject o = roll.toObject();
        QCOMPARE(o.value(u"needed"_s).toInt(), hitNumber);
        QCOMPARE(o.value(u"role"_s).toString(), u"firer"_s);
        QCOMPARE(o.value(u"result"_s).toString(),
                 o.value(u"modified"_s).toInt() >= hitNumber ? u"hit"_s : u"miss"_s);
    }
    QCOMPARE(v.value(u"apSpent"_s).toInt(), 1); // 8.1.1: 1 AP
    QCOMPARE(undeclaredKey(r, u"fhg-land"_s), QString());
}

// 3.4.1: "A 2 MP elite infantry unit takes 3 hits ... The first hit of the 3 reduces the elite
// infantry from 2 to 1 MP. The remaining 2 hits are only applied after the owning player rolls 2
// dice ... A roll of 4, 5, or 6 would apply a hit."
void TstFhgValues::eliteAbsorbs()
{
    const QJsonObject in = obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":2})");
    const Resolution r = run(u"fire"_s, in, {4, 5, 6, 2, 5});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"hits"_s).toInt(), 3);
    QCOMPARE(r.values().value(u"absorbed"_s).toInt(), 1);
    QJsonArray absorb;
    for (const QJsonValue &v : rolls(r))
        if (v.toObject().value(u"step"_s).toString() == u"absorb"_s)
            absorb.append(v);
    QCOMPARE(absorb.size(), 2);
    QCOMPARE(absorb.at(0).toObject(), obj(R"({"step":"absorb","dice":[2],"needed":4,"result":"ignored",
                                             "role":"target"})"));
    QCOMPARE(absorb.at(1).toObject(), obj(R"({"step":"absorb","dice":[5],"needed":4,"result":"applied",
                                             "role":"target"})"));
    const QJsonObject target = unitOf(r, u"target"_s);
    QCOMPARE(target.value(u"strengthBefore"_s).toInt(), 2);
    QCOMPARE(target.value(u"strengthAfter"_s).toInt(), 0);
    QCOMPARE(target.value(u"casualties"_s).toInt(), 2);
    QCOMPARE(target.value(u"eliminated"_s).toBool(), true);
    QCOMPARE(r.values().value(u"victoryPoints"_s).toInt(), 1); // 10 A
}

// 9.3.1: "The results of the attack are 1, 1, and 1. The leader would then roll 1 die".
void TstFhgValues::leaderCasualty()
{
    const QJsonObject in = obj(
        R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"leaderInTargetHex":true})");
    const Resolution lost = run(u"fire"_s, in, {1, 1, 1, 1});
    QVERIFY2(lost.ok(), qPrintable(lost.error()));
    QCOMPARE(rolls(lost).last().toObject(),
             obj(R"({"step":"leader-check","dice":[1],"result":"lost","role":"leader"})"));
    QCOMPARE(unitOf(lost, u"leader"_s).value(u"eliminated"_s).toBool(), true);
    QCOMPARE(lost.values().value(u"hits"_s).toInt(), 0);
    const Resolution survives = run(u"fire"_s, in, {1, 1, 1, 2});
    QCOMPARE(rolls(survives).last().toObject().value(u"result"_s).toString(), u"survives"_s);
    QCOMPARE(unitOf(survives, u"leader"_s).value(u"eliminated"_s).toBool(), false);
}

struct RetreatChecksRow
{
    bool leader;
    int die;
    int target;
    QString morale;
};

void TstFhgValues::retreatChecks_data()
{
    addRows<RetreatChecksRow>({
        // 8.3.4: "On a roll of 1-3, 2 for its current morale + 1 for being on a hill, then the unit
        // would not retreat. On a roll of 4-6 it would have to retreat"; with a leader 1-4 (9.2).
        {"8.3.4 2 MP on a hill rolls 3: stays", {false, 3, 3, u"stays"_s}},
        {"8.3.4 2 MP on a hill rolls 4: retreats", {false, 4, 3, u"retreats"_s}},
        {"8.3.4 with a leader rolls 4: stays", {true, 4, 4, u"stays"_s}},
        {"8.3.4 with a leader rolls 5: retreats", {true, 5, 4, u"retreats"_s}},
    });
}

void TstFhgValues::retreatChecks()
{
    const auto [leader, die, target, morale] = fetchRow<RetreatChecksRow>();
    QJsonObject in =
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill"})");
    in.insert(u"leaderWithDefender"_s, leader);
    const Resolution r = run(u"close-combat"_s, in, {die, 2, 2, 2});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"moraleTargets"_s).toObject(), (QJsonObject{{u"defender"_s, target}}));
    QCOMPARE(rolls(r).first().toObject(), (QJsonObject{{u"step"_s, u"retreat-check"_s},
                                                       {u"dice"_s, QJsonArray{die}},
                                                       {u"result"_s, morale},
                                                       {u"role"_s, u"defender"_s}}));
    const QJsonObject defender = unitOf(r, u"defender"_s);
    QCOMPARE(defender.value(u"morale"_s).toString(), morale);
    QCOMPARE(defender.contains(u"retreat"_s), morale == u"retreats"_s);
    if (morale == u"retreats"_s)
        QCOMPARE(defender.value(u"retreat"_s).toInt(), 1); // one hex (8.3.2)
    QCOMPARE(r.values().value(u"apSpent"_s).toInt(), 2);   // 8.3.1
    QCOMPARE(undeclaredKey(r, u"fhg-land"_s), QString());
}

// 8.3.3: "a close combat conducted against a unit in forest terrain would be hit on 5, and 6":
// the hit number 4 and -1 on each die.
void TstFhgValues::closeCombatForest()
{
    const QJsonObject in = obj(
        R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"defenderTerrain":"forest"})");
    const Resolution r = run(u"close-combat"_s, in, {1, 4, 5, 6});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"hitNumber"_s).toInt(), 4);
    QCOMPARE(r.values().value(u"dieModifier"_s).toInt(), -1);
    QCOMPARE(modifiedOf(r, u"attack"_s), (QList<int>{3, 4, 5}));
    QCOMPARE(r.values().value(u"hits"_s).toInt(), 2);
    QCOMPARE(unitOf(r, u"defender"_s).value(u"strengthAfter"_s).toInt(), 2);
    for (const QJsonValue &v : rolls(r))
        if (v.toObject().value(u"step"_s).toString() == u"attack"_s)
            QCOMPARE(v.toObject().value(u"role"_s).toString(), u"attacker"_s);
}

// 11.1: the attacker's morale check before close combat.
void TstFhgValues::attackerMorale()
{
    const QJsonObject in = obj(
        R"({"attackerType":"regular","attackerMp":2,"defenderType":"regular","defenderMp":4,"opt11_1":true})");
    const Resolution r = run(u"close-combat"_s, in, {3});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"attack-aborted"_s);
    QCOMPARE(rolls(r).first().toObject(),
             obj(R"({"step":"attacker-morale","dice":[3],"result":"fail","role":"attacker"})"));
    QCOMPARE(r.values().value(u"moraleTargets"_s).toObject().value(u"attacker"_s).toInt(), 2);
    QCOMPARE(unitOf(r, u"attacker"_s).value(u"morale"_s).toString(), u"fail"_s);
}

// 6.1.1: "the American player receives 3 command action points ... rolls ... a 3. This gives
// him an additional 2 random action points ... a total of 5 AP for that turn."
void TstFhgValues::randomAp()
{
    const Resolution r = run(u"random-ap"_s, obj(R"({"commandAp":3})"), {3});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"commandAp"_s).toInt(), 3);
    QCOMPARE(r.values().value(u"randomAp"_s).toInt(), 2);
    QCOMPARE(r.values().value(u"ap"_s).toInt(), 5);
    QCOMPARE(rolls(r).first().toObject(),
             obj(R"({"step":"random-ap","dice":[3],"result":"+2 AP","role":"side"})"));
    QCOMPARE(undeclaredKey(r, u"fhg-land"_s), QString());
}

// Actions without dice decide too: rally (9.4), formation (7.5) and the 6.2.5 worked move.
void TstFhgValues::rallyFormationMove()
{
    const Resolution rally = run(u"rally"_s, obj(R"({"unitType":"regular","currentMp":2,"startMp":4})"), {});
    QVERIFY2(rally.ok(), qPrintable(rally.error()));
    QCOMPARE(unitOf(rally, u"unit"_s), obj(R"({"strengthBefore":2,"strengthAfter":3})"));
    QCOMPARE(rally.values().value(u"apSpent"_s).toInt(), 1);
    const Resolution column =
        run(u"formation"_s, obj(R"({"unitType":"regular","formation":"column","apAvailable":1})"), {});
    QVERIFY2(column.ok(), qPrintable(column.error()));
    QCOMPARE(unitOf(column, u"unit"_s), obj(R"({"formation":"column","markers":["column"]})"));
    QCOMPARE(undeclaredKey(column, u"fhg-land"_s), QString());
    // 6.2.5: a regular with its leader moves 1 hex of clear, then 1 of forest, for 2 AP.
    QJsonObject move = obj(R"({"unitType":"regular","from":"0304","path":"0305 0306","leaderBonus":true,
                               "unit":1,"side":"American"})");
    move.insert(u"ground"_s,
                obj(R"({"board":{"width":10,"height":10,"layout":"odd-q","tiles":{"0306":"forest"}},
        "turn":1,"pieces":[{"id":1,"kind":"regular","side":"American","name":"the mover","hex":"0304"},
        {"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0304","with":1}]})"));
    const Resolution moved = run(u"move"_s, move, {});
    QVERIFY2(moved.ok(), qPrintable(moved.error()));
    QCOMPARE(moved.values().value(u"hexes"_s).toInt(), 2);
    QCOMPARE(moved.values().value(u"apSpent"_s).toInt(), 2);
    QCOMPARE(moved.values().value(u"path"_s).toArray(), (QJsonArray{u"0305"_s, u"0306"_s}));
    QCOMPARE(unitOf(moved, u"unit"_s).value(u"unit"_s).toInt(), 1);
    QCOMPARE(undeclaredKey(moved, u"fhg-land"_s), QString());
}

void TstFhgValues::rollsAreTheDiceUsed_data()
{
    addRows<ActionRow>({
        {"fire, elite target with a leader",
         {u"fire"_s,
          obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":2,"leaderInTargetHex":true})")}},
        {"fire, two units, hill, 11.8 leader die",
         {u"fire"_s,
          obj(R"({"firerType":"regular","range":1,"targetType":"artillery","targetMp":2,"secondType":"regular",
                  "secondMp":3,"targetTerrain":"hill","leaderWithFirer":true,"opt11_8":true})")}},
        {"close combat, 11.1, elite defender with a leader",
         {u"close-combat"_s,
          obj(R"({"attackerType":"regular","attackerMp":3,"defenderType":"elite","defenderMp":1,
                  "leaderWithDefender":true,"opt11_1":true})")}},
        {"close combat, 8.4.4 infantry and artillery",
         {u"close-combat"_s,
          obj(R"({"attackerType":"regular","defenderType":"artillery","defenderMp":2,"secondType":"regular",
                  "secondMp":3})")}},
        {"random AP", {u"random-ap"_s, obj(R"({"commandAp":2})")}},
    });
}

// Every die the resolution used is in values.rolls once, in the order used, with its step.
void TstFhgValues::rollsAreTheDiceUsed()
{
    QCOMPARE(checkRollsAreTheDiceUsed(u"fhg-land"_s, fetchRow<ActionRow>(), m_table, 400), 400);
}

QTEST_APPLESS_MAIN(TstFhgValues)
#include "tst_fhgvalues.moc"
