// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The typed values of Wars for America's resolutions (issue 17, docs/values/wfanaval.md): the
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
#include "wfabroadside.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstWfaValues : public RuleSetTest
{
    Q_OBJECT
public:
    TstWfaValues()
        : RuleSetTest(u"wfa-naval"_s, wfaTable())
    {}

private slots:
    void broadsides_data();
    void broadsides();
    void exchange();
    void boardingAttempt();
    void rollOff();
    void boardingBattle();
    void intrinsicDefence();
    void windAndMoves();
    void rollsAreTheDiceUsed_data();
    void rollsAreTheDiceUsed();
};

struct BroadsidesRow
{
    QJsonObject inputs;
    QList<int> dice;
    int hitNumber;
    int hits;
    int after;
    QString marker; // placed on the target: crippled, or none
};

void TstWfaValues::broadsides_data()
{
    QTest::addColumn<BroadsidesRow>("row");
    // 6.2: "a ship has a gun rating of 2. That means that it would roll 2 dice"; 6.4: the HIT
    // NUMBER is 5 or 6 at 1 hex, 6 at 2; crossing the T 4-6 at 1 hex and 5-6 at 2.
    QTest::newRow("6.4 broadside at 1 hex: 5 or 6")
        << BroadsidesRow{shot(3, 7, 7, 7, 7), QList<int>{5, 6, 4}, 5, 2, 5, QString()};
    QJsonObject two = shot(3, 7, 7, 7, 7);
    two.insert(u"range"_s, 2);
    QTest::newRow("6.4 broadside at 2 hexes: 6")
        << BroadsidesRow{two, QList<int>{5, 6, 4}, 6, 1, 6, QString()};
    QJsonObject t1 = shot(3, 7, 7, 7, 7);
    t1.insert(u"firerAspect"_s, u"crossing-t"_s);
    QTest::newRow("6.4 crossing the T at 1 hex: 4, 5 and 6")
        << BroadsidesRow{t1, QList<int>{4, 6, 3}, 4, 2, 5, QString()};
    // 6.6: 7 reduced to 4 is not yet half; the next hit makes it 3 of 7: crippled.
    QTest::newRow("6.6 4 of 7 hit once: 3, crippled")
        << BroadsidesRow{shot(2, 7, 7, 4, 7), QList<int>{6, 1}, 5, 1, 3, u"crippled"_s};
}

void TstWfaValues::broadsides()
{
    const auto [inputs, dice, hitNumber, hits, after, marker] = fetchRow<BroadsidesRow>();
    const Resolution r = run(u"fire"_s, inputs, dice);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    const QJsonObject v = r.values();
    QCOMPARE(v.value(u"hitNumber"_s).toInt(), hitNumber);
    QCOMPARE(v.value(u"hits"_s).toInt(), hits);
    QCOMPARE(v.value(u"range"_s).toObject(),
             (QJsonObject{{u"value"_s, inputs.value(u"range"_s).toInt()}, {u"measure"_s, u"hex"_s}}));
    QCOMPARE(rolls(r).size(), dice.size()); // one roll per die, each read on its own (6.5)
    for (int i = 0; i < dice.size(); ++i)
        QCOMPARE(rolls(r).at(i).toObject(),
                 (QJsonObject{{u"step"_s, u"broadside"_s},
                              {u"dice"_s, QJsonArray{dice.at(i)}},
                              {u"needed"_s, hitNumber},
                              {u"result"_s, dice.at(i) >= hitNumber ? u"hit"_s : u"miss"_s},
                              {u"role"_s, u"firer"_s}}));
    const QJsonObject target = unitOf(r, u"target"_s);
    QCOMPARE(target.value(u"strengthBefore"_s).toInt(), inputs.value(u"targetDamage"_s).toInt());
    QCOMPARE(target.value(u"strengthAfter"_s).toInt(), after);
    QCOMPARE(target.value(u"casualties"_s).toInt(), inputs.value(u"targetDamage"_s).toInt() - after);
    QCOMPARE(target.value(u"eliminated"_s).toBool(), false);
    QCOMPARE(target.value(u"markers"_s).toArray(), marker.isEmpty() ? QJsonArray() : QJsonArray{marker});
    QCOMPARE(unitOf(r, u"firer"_s).value(u"markers"_s).toArray(), QJsonArray{u"fired-port"_s}); // 6.1
    const QJsonObject broadside = v.value(u"broadsides"_s).toArray().first().toObject();
    QCOMPARE(broadside.value(u"dice"_s).toInt(), int(dice.size()));
    QCOMPARE(broadside.value(u"aspect"_s).toString(), inputs.value(u"firerAspect"_s).toString());
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
}

// 5.11.1, 9.7: A (1 point left) and B fire at each other; A is sunk but its die still hit.
void TstWfaValues::exchange()
{
    const QJsonObject in = obj(R"({"aGuns":2,"aDamage":1,"aStart":5,"aSide":"port","aAspect":"broadside",
        "bGuns":2,"bDamage":3,"bStart":5,"bSide":"starboard","bAspect":"broadside","range":1})");
    const Resolution r = run(u"exchange"_s, in, {6, 6, 1});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(unitOf(r, u"a"_s), obj(R"({"markers":["fired-port"],"strengthBefore":1,"strengthAfter":0,
                                        "hits":1,"casualties":1,"eliminated":true})"));
    QCOMPARE(unitOf(r, u"b"_s), obj(R"({"markers":["fired-starboard","crippled"],"strengthBefore":3,
                                        "strengthAfter":2,"hits":1,"casualties":1,"eliminated":false})"));
    const QJsonArray shots = r.values().value(u"broadsides"_s).toArray();
    QCOMPARE(shots.size(), 2);
    QCOMPARE(shots.at(0).toObject().value(u"firer"_s).toString(), u"a"_s);
    QCOMPARE(shots.at(1).toObject().value(u"hits"_s).toInt(), 1);
    QVERIFY(!r.values().contains(u"hitNumber"_s)); // one per broadside there
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
}

// 8.4: "A British player with a current damage rating of 6 attempts to board an American ship
// with a current rating of 2. The difference is +4 ... the British roll is a 7, the American roll
// is a 4 ... 11 - 4 = 7, a successful boarding."
void TstWfaValues::boardingAttempt()
{
    const Resolution r =
        run(u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"),
            {3, 4, 1, 3});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"ratingDifference"_s).toInt(), 4);
    QCOMPARE(r.values().value(u"margin"_s).toInt(), 7);
    QCOMPARE(r.values().value(u"boardingMargin"_s).toInt(), 7);
    QCOMPARE(r.values().value(u"boarded"_s).toBool(), true);
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"boarder"_s);
    QCOMPARE(rolls(r).at(0).toObject(), obj(R"({"step":"higher-ship","dice":[3,4],"modified":11,"needed":11,
                                               "result":"boarded","role":"boarder"})"));
    QCOMPARE(rolls(r).at(1).toObject(),
             obj(R"({"step":"lower-ship","dice":[1,3],"modified":4,"role":"defender"})"));
    // A margin of 6 fails: the defender keeps its ship.
    const Resolution fails =
        run(u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"),
            {3, 4, 2, 3});
    QCOMPARE(fails.values().value(u"margin"_s).toInt(), 6);
    QCOMPARE(fails.values().value(u"winner"_s).toString(), u"defender"_s);
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
}

// 8.5: "The United States current damage rating is 7 while the Macedonian's is 3 ... the United
// States rolls a 6 while the Macedonian rolls a 9 ... The United States total is 10, the
// Macedonian's is 9. The United States is the attacker".
void TstWfaValues::rollOff()
{
    const Resolution r =
        run(u"boarding-rolloff"_s,
            obj(R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b","thenAttempt":false})"),
            {2, 4, 4, 5});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"a"_s);
    QCOMPARE(r.values().value(u"tie"_s).toBool(), false);
    QCOMPARE(rolls(r).at(0).toObject(),
             obj(R"({"step":"rolloff-higher","dice":[2,4],"modified":10,"result":"wins","role":"a"})"));
    QCOMPARE(rolls(r).at(1).toObject(),
             obj(R"({"step":"rolloff-lower","dice":[4,5],"modified":9,"result":"loses","role":"b"})"));
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
}

// 8.6: "5 MP worth of marines board a ship with 3 MP of marines ... the results of which are 5, 4,
// and 1. 1 hit ... reducing them to 4. The attacking player would then roll 4 dice ... 6, 6, 2,
// and 1. The 2 hits (6's) are immediately applied to the defending marines reducing them to 1."
void TstWfaValues::boardingBattle()
{
    const Resolution r =
        run(u"boarding-battle"_s, obj(R"({"attackerMarines":5,"defenderMarines":3,"rolls":2})"),
            {5, 4, 1, 6, 6, 2, 1});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"boardingResult"_s).toString(), u"continues"_s);
    QCOMPARE(r.values().value(u"marineRolls"_s).toInt(), 2);
    QVERIFY(!r.values().contains(u"winner"_s));
    QCOMPARE(unitOf(r, u"attacker"_s), obj(R"({"strengthBefore":5,"strengthAfter":4,"casualties":1})"));
    QCOMPARE(unitOf(r, u"defender"_s),
             obj(R"({"strengthBefore":3,"strengthAfter":1,"casualties":2,"eliminated":false})"));
    // The defender's first roll hits on 5 and 6, the attacker's on 6.
    const QJsonArray all = rolls(r);
    QCOMPARE(all.size(), 7);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(all.at(i).toObject().value(u"needed"_s).toInt(), 5);
        QCOMPARE(all.at(i).toObject().value(u"role"_s).toString(), u"defender"_s);
    }
    for (int i = 3; i < 7; ++i) {
        QCOMPARE(all.at(i).toObject().value(u"needed"_s).toInt(), 6);
        QCOMPARE(all.at(i).toObject().value(u"role"_s).toString(), u"attacker"_s);
    }
    QCOMPARE(all.at(0).toObject().value(u"result"_s).toString(), u"hit"_s);
    QCOMPARE(all.at(1).toObject().value(u"result"_s).toString(), u"miss"_s);
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
}

// 8.6.1: a ship without marines defends with its intrinsic 1, hitting on 6; captured at the first hit.
void TstWfaValues::intrinsicDefence()
{
    const Resolution r =
        run(u"boarding-battle"_s, obj(R"({"attackerMarines":3,"defenderMarines":0})"), {5, 6, 1, 1});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"boardingResult"_s).toString(), u"captured"_s);
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"attacker"_s);
    QCOMPARE(rolls(r).first().toObject().value(u"needed"_s).toInt(), 6);
    QCOMPARE(unitOf(r, u"defender"_s).value(u"eliminated"_s).toBool(), true);
    QCOMPARE(unitOf(r, u"attacker"_s).value(u"strengthAfter"_s).toInt(), 3);
}

// 3.1: "On a roll of 6 the wind direction changes one hex side to the left"; 5.6 plotted moves.
void TstWfaValues::windAndMoves()
{
    const Resolution r = run(u"wind-change"_s, obj(R"({"wind":1})"), {6});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"windBefore"_s).toInt(), 1);
    QCOMPARE(r.values().value(u"wind"_s).toInt(), 6);
    QCOMPARE(rolls(r).first().toObject(), obj(R"({"step":"wind","dice":[6],"result":"left"})"));
    const Resolution same = run(u"wind-change"_s, obj(R"({"wind":3})"), {4});
    QCOMPARE(same.values().value(u"wind"_s).toInt(), 3);
    QCOMPARE(rolls(same).first().toObject().value(u"result"_s).toString(), u"no-change"_s);
    const Resolution moves =
        run(u"plotted-moves"_s,
            obj(R"({"base":3,"commandHeading":1,"wind":1,"commandDamage":7,"commandStart":7})"), {});
    QVERIFY2(moves.ok(), qPrintable(moves.error()));
    QCOMPARE(moves.values().value(u"plottedMoves"_s).toInt(), moves.outcomes().first().mid(6).toInt());
    QCOMPARE(undeclaredKey(r, u"wfa-naval"_s), QString());
    QCOMPARE(undeclaredKey(moves, u"wfa-naval"_s), QString());
}

void TstWfaValues::rollsAreTheDiceUsed_data()
{
    addRows<ActionRow>({
        {"fire", {u"fire"_s, shot(3, 7, 7, 3, 7)}},
        {"exchange",
         {u"exchange"_s, obj(R"({"aGuns":2,"aDamage":1,"aStart":5,"aSide":"port","aAspect":"broadside",
        "bGuns":3,"bDamage":3,"bStart":5,"bSide":"starboard","bAspect":"crossing-t","range":1})")}},
        {"boarding attempt, lower-rated boarder",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":2,"defenderRating":5,"boarderMarines":2})")}},
        {"roll-off and attempt",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":4,"bRating":4,"aMarines":4,"bMarines":3,"advantage":"b"})")}},
        {"boarding battle to the end",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":4,"defenderMarines":3,"breakOffAt":1})")}},
        {"boarding battle, intrinsic defence",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":2,"defenderMarines":0})")}},
        {"wind", {u"wind-change"_s, obj(R"({"wind":2})")}},
    });
}

// Every die the resolution used is in values.rolls once, in the order used, with its step.
void TstWfaValues::rollsAreTheDiceUsed()
{
    QCOMPARE(checkRollsAreTheDiceUsed(u"wfa-naval"_s, fetchRow<ActionRow>(), m_table, 300), 300);
}

QTEST_APPLESS_MAIN(TstWfaValues)
#include "tst_wfavalues.moc"
