// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fire combat (8.1) of For Honor and Glory: every worked example of the text is a row.
#include "../fhgexample.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/actiontest.h"
#include "support/datarows.h"
#include "support/resolutionvalues.h"
#include "support/ruletables.h"
#include "support/testjson.h"
#include "support/workedexample.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

void exampleRows()
{
    addRows<FhgExampleRow>({
        {"2.2.1 3 MP infantry at 1 hex into forest 5,5,6 -> 4,4,5: 1 hit",
         {obj(R"({"firerType":"regular","firerMp":3,"range":1,"targetType":"regular","targetMp":3,"targetTerrain":"forest"})"),
          QList<int>{5, 5, 6}, u"hits=1"_s, 3, u"5,5,6 \u2192 4,4,5"_s}},
        {"8.1.1 artillery at 2 hexes, infantry on a hill, 5,5,6: 1 hit",
         {obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4,"targetTerrain":"hill"})"),
          QList<int>{5, 5, 6}, u"hits=1"_s, 3, u"need 5-6"_s}},
        {"8.1.1 artillery at 2 hexes, infantry in clear, 5,5,6: 3 hits",
         {obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"hits=3"_s, 3, u"3 hits"_s}},
        {"8.1.3 4 MP infantry reduced to 2 MP still rolls 3 dice at forest",
         {obj(R"({"firerType":"regular","firerMp":2,"range":2,"targetType":"militia","targetMp":2,"targetTerrain":"forest"})"),
          QList<int>{6, 6, 6}, u"hits=0"_s, 3, u"3 dice"_s}},
        {"8.1.2 3 hits on a 2 MP militia eliminate it",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"militia","targetMp":2})"),
          QList<int>{4, 5, 6}, u"hits=3 eliminated:target"_s, 3, u"eliminated"_s}},
        {"3.4.1 elite 2 MP takes 3 hits: 1 applied, rolls 2 (ignored), 5 (eliminated)",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":2})"),
          QList<int>{4, 5, 6, 2, 5}, u"hits=3 absorbed=1 eliminated:target"_s, 5, u"1-3 ignores it"_s}},
        {"3.4.1 elite 2 MP takes 3 hits: rolls 1 and 3, stays at 1 MP",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":2})"),
          QList<int>{4, 5, 6, 1, 3}, u"hits=3 absorbed=2"_s, 5, u"goes from 2 to 1 MP"_s}},
        {"3.4.1 elite 1 MP: the first roll of 4 eliminates, no second roll",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":1})"),
          QList<int>{4, 5, 1, 4}, u"hits=2 eliminated:target"_s, 4, u"4-6 applies it"_s}},
        {"9.3.1 leader in the target hex, attack 1,1,1, leader rolls 1: lost",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"leaderInTargetHex":true})"),
          QList<int>{1, 1, 1, 1}, u"hits=0 leader-lost"_s, 4, u"eliminated"_s}},
        {"9.3.1 leader in the target hex, attack 1,1,1, leader rolls 2: survives",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"leaderInTargetHex":true})"),
          QList<int>{1, 1, 1, 2}, u"hits=0"_s, 4, u"survives"_s}},
        {"9.3.1 no 1 among the dice: no leader roll",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"leaderInTargetHex":true})"),
          QList<int>{2, 5, 6}, u"hits=2"_s, 3, u"2 hits"_s}},
        {"8.1.2 two units: hits go to the higher MP (infantry 3 over artillery 2)",
         {obj(R"({"firerType":"regular","range":1,"targetType":"artillery","targetMp":2,"secondType":"regular","secondMp":3})"),
          QList<int>{5, 6, 2}, u"hits=2"_s, 3, u"hits go to second"_s}},
        {"8.1.2 tie: the owner chose the artillery",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":2,"secondType":"artillery","secondMp":2,"hitsTo":"second"})"),
          QList<int>{5, 6, 2}, u"hits=2 eliminated:second"_s, 3, u"hits go to second"_s}},
        {"7.5.1 firer in column rolls 1 die",
         {obj(R"({"firerType":"regular","firerColumn":true,"range":1,"targetType":"regular","targetMp":4})"),
          QList<int>{6}, u"hits=1"_s, 1, u"1 die"_s}},
        {"7.5.1 target in column: 4 dice",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"targetColumn":true})"),
          QList<int>{5, 5, 1, 6}, u"hits=3"_s, 4, u"4 dice"_s}},
        {"8.1 rockets hit on 6 at every range",
         {obj(R"({"firerType":"rocket","range":3,"targetType":"regular","targetMp":4})"), QList<int>{5, 6, 6},
          u"hits=2"_s, 3, u"need 6"_s}},
        {"8.2 rockets fire without line of sight",
         {obj(R"({"firerType":"rocket","range":2,"lineOfSight":false,"targetType":"regular","targetMp":4})"),
          QList<int>{6, 1, 2}, u"hits=1"_s, 3, u"ignore line of sight"_s}},
        {"8.2 adjacent units always fire whatever the line",
         {obj(R"({"firerType":"regular","range":1,"lineOfSight":false,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 1, 2}, u"hits=1"_s, 3, u"need 5-6"_s}},
        {"2.3.10 fort -2 on each die: 6 -> 4 misses at 1 hex",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"targetTerrain":"fort"})"),
          QList<int>{6, 6, 6}, u"hits=0"_s, 3, u"fort -2"_s}},
        {"11.3 elite at 4 MP rolls 4 dice",
         {obj(R"({"firerType":"elite","firerMp":4,"range":2,"targetType":"regular","targetMp":4,"opt11_3":true})"),
          QList<int>{6, 6, 5, 1}, u"hits=2"_s, 4, u"(11.3)"_s}},
        {"11.3 elite at 2 MP rolls 3 dice",
         {obj(R"({"firerType":"elite","firerMp":2,"range":2,"targetType":"regular","targetMp":4,"opt11_3":true})"),
          QList<int>{6, 6, 5}, u"hits=2"_s, 3, u"3 dice"_s}},
        {"11.4 Indians -2 against a town",
         {obj(R"({"firerType":"indian","range":1,"targetType":"regular","targetMp":4,"targetTerrain":"town","opt11_4":true})"),
          QList<int>{6, 6, 5}, u"hits=0"_s, 3, u"(11.4)"_s}},
        {"11.5 artillery on a hill reaches 5 hexes, hitting on 6",
         {obj(R"({"firerType":"artillery","firerTerrain":"hill","range":5,"targetType":"regular","targetMp":4,"opt11_5":true})"),
          QList<int>{6, 5, 6}, u"hits=2"_s, 3, u"(11.5)"_s}},
        {"11.6 artillery -2 into forest: 6,5,4 at 1 hex -> 4,3,2: 1 hit",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"regular","targetMp":4,"targetTerrain":"forest","opt11_6":true})"),
          QList<int>{6, 5, 4}, u"hits=1"_s, 3, u"(11.6)"_s}},
        {"11.7 waterway +1: 4,4,3 at 1 hex -> 5,5,4: 2 hits",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"targetTerrain":"waterway","opt11_7":true})"),
          QList<int>{4, 4, 3}, u"hits=2"_s, 3, u"(11.7)"_s}},
        {"11.8 leader with the firer: 4 dice",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"leaderWithFirer":true,"opt11_8":true})"),
          QList<int>{5, 2, 2, 6}, u"hits=2"_s, 4, u"(11.8)"_s}},
        {"11.9 flank +1: 4,4,4 at 1 hex: 3 hits",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"flankAttack":true,"opt11_9":true})"),
          QList<int>{4, 4, 4}, u"hits=3"_s, 3, u"(11.9)"_s}},
        {"11.9 flank without the option changes nothing",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"flankAttack":true})"),
          QList<int>{4, 4, 4}, u"hits=0"_s, 3, u"need 5-6"_s}},
        {"6.2.3 dragoons move and fire for 2 AP",
         {obj(R"({"firerType":"dragoon","range":1,"moveAndFire":true,"apAvailable":2,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 1}, u"hits=2"_s, 3, u"need 5-6"_s}},
        {"6.2.3 dragoons whose move was recorded fire for the 1 more AP",
         {obj(R"({"firerType":"dragoon","range":1,"firerMoved":true,"apAvailable":1,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 1}, u"hits=2"_s, 3, u"the fire costs 1 more AP, 2 with the move (6.2.3)"_s}},
        {"6.2.4 Indians whose move was recorded fire at an adjacent enemy for 1 more AP",
         {obj(R"({"firerType":"indian","range":1,"firerMoved":true,"apAvailable":1,"targetType":"regular","targetMp":4})"),
          QList<int>{6, 1, 1}, u"hits=1"_s, 3, u"the fire costs 1 more AP, 2 with the move (6.2.4)"_s}},
    });
}

void checkExample(const RuleTable &table)
{
    const Resolution r = resolveFhgExample(u"fire"_s, table);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(effectKinds(r).contains(u"spend-ap"_s));
}

void refusalRows()
{
    addRows<FhgRefusalRow>({
        {"8.1.3 infantry at 3 hexes is out of range",
         {obj(R"({"firerType":"regular","range":3,"targetType":"regular","targetMp":4})"),
          QList<int>{6, 6, 6}, u"beyond the 2-hex range"_s}},
        {"8.1.3 dragoons at 2 hexes",
         {obj(R"({"firerType":"dragoon","range":2,"targetType":"regular","targetMp":4})"),
          QList<int>{6, 6, 6}, u"beyond the 1-hex range"_s}},
        {"11.5 artillery at 5 hexes without the hill",
         {obj(R"({"firerType":"artillery","range":5,"targetType":"regular","targetMp":4,"opt11_5":true})"),
          QList<int>{6, 6, 6}, u"beyond the 4-hex range"_s}},
        {"3.4.10 a leader cannot fire",
         {obj(R"({"firerType":"leader","range":1,"targetType":"regular","targetMp":4})"), QList<int>{6, 6, 6},
          u"cannot fire"_s}},
        {"3.4.11 a VP unit cannot fire",
         {obj(R"({"firerType":"vp","range":1,"targetType":"regular","targetMp":4})"), QList<int>{6, 6, 6},
          u"cannot fire"_s}},
        {"8.2 no line of sight at 2 hexes",
         {obj(R"({"firerType":"regular","range":2,"lineOfSight":false,"targetType":"regular","targetMp":4})"),
          QList<int>{6, 6, 6}, u"line of sight"_s}},
        {"dice: a 7 on a d6",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 7, 6}, u"die 2 reads 7, which a d6 cannot show"_s}},
        {"dice: a 0 on a d6",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4})"),
          QList<int>{0, 5, 6}, u"die 1 reads 0"_s}},
        {"dice: too few",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4})"), QList<int>{5, 5},
          u"needs more dice: die 3"_s}},
        {"dice: elite absorption die missing",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":1})"),
          QList<int>{5, 5, 1}, u"needs more dice: die 4"_s}},
        {"6.2.8 not enough AP",
         {obj(R"({"firerType":"regular","range":1,"apAvailable":0,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"not enough AP"_s}},
        {"6.2.3 dragoon moving and firing with 1 AP",
         {obj(R"({"firerType":"dragoon","range":1,"moveAndFire":true,"apAvailable":1,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"not enough AP"_s}},
        {"6.2.4 Indians move and fire only at adjacent units",
         {obj(R"({"firerType":"indian","range":2,"moveAndFire":true,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"adjacent"_s}},
        {"6.2.1 infantry may not move and fire",
         {obj(R"({"firerType":"regular","range":1,"moveAndFire":true,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"move or fire"_s}},
        {"6.2.1 infantry that moved this turn may not fire",
         {obj(R"({"firerType":"light","range":1,"firerMoved":true,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"light infantry moved this turn and may not fire (6.2.1)"_s}},
        {"6.2.4 Indians that moved fire only at adjacent units",
         {obj(R"({"firerType":"indian","range":2,"firerMoved":true,"targetType":"regular","targetMp":4})"),
          QList<int>{5, 5, 6}, u"only at adjacent enemy units (6.2.4)"_s}},
        {"8.1.2 tie without the owner's choice",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":2,"secondType":"artillery","secondMp":2})"),
          QList<int>{5, 5, 6}, u"hitsTo"_s}},
        {"4.3 two infantry units in the target hex",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":2,"secondType":"militia","secondMp":2})"),
          QList<int>{5, 5, 6}, u"cannot share a hex"_s}},
        {"3.4 target MP above the type's maximum",
         {obj(R"({"firerType":"regular","range":1,"targetType":"militia","targetMp":3})"),
          QList<int>{5, 5, 6}, u"at most 2 MP"_s}},
        {"7.5 artillery cannot be in column",
         {obj(R"({"firerType":"artillery","firerColumn":true,"range":1,"targetType":"regular","targetMp":3})"),
          QList<int>{5, 5, 6}, u"column"_s}},
        {"schema: a missing required input",
         {obj(R"({"firerType":"regular","targetType":"regular","targetMp":3})"), QList<int>{5, 5, 6},
          u"\"range\" is required"_s}},
        {"schema: range as text",
         {obj(R"({"firerType":"regular","range":"one","targetType":"regular","targetMp":3})"),
          QList<int>{5, 5, 6}, u"\"range\" must be a whole number"_s}},
        {"schema: range 0",
         {obj(R"({"firerType":"regular","range":0,"targetType":"regular","targetMp":3})"),
          QList<int>{5, 5, 6}, u"\"range\" is 0, below its minimum 1"_s}},
        {"schema: unknown unit type",
         {obj(R"({"firerType":"cossack","range":1,"targetType":"regular","targetMp":3})"),
          QList<int>{5, 5, 6}, u"\"firerType\" must be one of"_s}},
        {"schema: unknown input",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,"wind":2})"),
          QList<int>{5, 5, 6}, u"unknown input \"wind\""_s}},
    });
}

void checkRefusal(const RuleTable &table)
{
    const auto [inputs, dice, errorHas] = fetchRow<FhgRefusalRow>();
    const Resolution r = refuseFhgExample(u"fire"_s, table);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(r.outcomes().isEmpty());
    QCOMPARE(r.toJson().value(u"ok"_s).toBool(), false);
    // The odds of an invalid action are refused with the same message, unless dice are the cause.
    const Distribution d = odds(u"fhg-land"_s, u"fire"_s, inputs, table);
    if (!errorHas.startsWith(u"die ") && !errorHas.startsWith(u"needs more"))
        QCOMPARE(d.error(), r.error());
    else
        QVERIFY(d.ok());
}

} // namespace

class TstFhgFire : public ActionTest
{
    Q_OBJECT
public:
    TstFhgFire()
        : ActionTest(fhgTable(), {exampleRows, checkExample}, {refusalRows, checkRefusal})
    {}

private slots:
    void effectsOfElimination();
};

void TstFhgFire::effectsOfElimination()
{
    ScriptedDice source({4, 5, 6, 2});
    const QJsonObject in =
        obj(R"({"firerType":"artillery","range":1,"targetType":"regular","targetMp":3,"target":17,
        "leaderInTargetHex":true,"leader":5,"side":"British","firer":3})");
    const Resolution r = resolve(u"fhg-land"_s, u"fire"_s, in, source, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"hits=3 eliminated:target"_s);
    QCOMPARE(effectKinds(r), (QStringList{u"spend-ap"_s, u"eliminate"_s, u"change-counter"_s, u"note"_s}));
    const Effect &elim = r.effects().at(1);
    QCOMPARE(elim.unit, 17);
    QCOMPARE(elim.subject, u"target"_s);
    QCOMPARE(r.effects().at(0).side, u"British"_s);
    QCOMPARE(r.effects().at(0).amount, 1);
    QCOMPARE(r.effects().at(2).counter, u"VP"_s);
    QCOMPARE(r.effects().at(3).rule, u"8.4.5"_s);
    QCOMPARE(r.dice().size(), 3); // no 1 rolled: no leader check
    QCOMPARE(r.dice().at(0).source, DieRecord::Source::Scripted);
    const QJsonObject j = r.toJson();
    QCOMPARE(j.value(u"effects"_s).toArray().size(), 4);
    QCOMPARE(j.value(u"dice"_s).toArray().at(0).toObject().value(u"value"_s).toInt(), 4);
    QVERIFY(!j.value(u"trace"_s).toArray().isEmpty());
}

QTEST_APPLESS_MAIN(TstFhgFire)
#include "support/moc_actiontest.cpp"
#include "tst_fhgfire.moc"
