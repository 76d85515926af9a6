// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor typed results (issue 17, docs/values/fieldsofhonor.md): the worked examples of the
// text give their values (Accuracy, Kill, Charge and Morale Numbers, the dice, hits, end states), and
// every dice action's values.rolls holds exactly the dice the resolution read, step by step.
#include "../fohroster.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fieldsofhonor.h"
#include "support/datarows.h"
#include "support/resolutionvalues.h"
#include "support/ruletables.h"
#include "support/testjson.h"
#include "support/valuerows.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFohValues : public QObject
{
    Q_OBJECT
private slots:
    void workedExamples_data();
    void workedExamples();
    void rollsAreTheDiceUsed_data();
    void rollsAreTheDiceUsed();
    void decisions_data();
    void decisions();
    void movementPhaseRolls();
    void quietCarriesNoValues();

private:
    const RuleTable m_table = fohTable();
};

void TstFohValues::workedExamples_data()
{
    addRows<PinnedValuesRow>({
        // each key compared whole with values' own
        {"Fire Phase example: Prussian gun, Accuracy 4, 1 misses, 5 hits; Kill Number 4, 3: no hit",
         {u"fire"_s,
          obj(R"({"weapon":"artillery","gunClass":"light","gunType":"smoothbore","range":"medium","fireRating":"B","modifiers":"flank, light-cover"})"),
          QList<int>{1, 5, 3}, obj(R"({"accuracyNumber":4,"killNumber":4,"attackDice":2,"accurate":1,"hits":0,
                   "range":{"measure":"band","band":"medium"},
                   "rolls":[{"step":"accuracy","dice":[1],"needed":4,"result":"miss","role":"firer"},
                            {"step":"accuracy","dice":[5],"needed":4,"result":"hit","role":"firer"},
                            {"step":"kill","dice":[3],"modified":3,"needed":4,"result":"hits=0","role":"firer"}]})")}},
        {"Small-Arms Fire example: Sepoys at 8\", Accuracy 4, 2,1,5,5: 2 accurate; Kill Number 3",
         {u"fire"_s,
          obj(R"({"weapon":"small-arms","stands":4,"smallArms":"brown-bess","range":"medium","fireRating":"D",
                   "modifiers":"mounted-target,mob-target,initial-volley","scale":"company","rangeInches":8})"),
          QList<int>{2, 1, 5, 5, 4, 5},
          obj(R"({"accuracyNumber":4,"killNumber":3,"attackDice":4,"accurate":2,"hits":3,
                   "range":{"value":8,"measure":"in","band":"medium"},"units":{"target":{"hits":3}}})")}},
        {"Charge Phase example: Charge Number 1, never below 2; a 3 passes",
         {u"charge-test"_s, obj(R"({"moraleRating":"B","modifiers":"cavalry,sub-commander"})"), QList<int>{3},
          obj(R"({"chargeNumber":2,"rolls":[{"step":"charge","dice":[3],"needed":2,"result":"passed","role":"unit"}]})")}},
        {"Charge Phase example: Union opportunity fire, 8 dice, Accuracy 2, three 1s: 5 accurate",
         {u"fire"_s,
          obj(R"({"weapon":"small-arms","stands":8,"smallArms":"rifled","range":"close","fireRating":"B","modifiers":"opportunity-fire,mounted-target"})"),
          QList<int>{1, 1, 1, 2, 3, 4, 5, 6, 1, 2, 3, 3, 4},
          obj(R"({"accuracyNumber":2,"attackDice":8,"accurate":5,"killNumber":4,"hits":3})")}},
        {"Melee Phase example: Confederates 30 / 4 = 7 hits, Union 31 / 5 = 6 hits",
         {u"melee"_s, obj(R"({"attackerStands":8,"defenderStands":8,"attackerMelee":"B","defenderMelee":"C",
                   "attackerModifiers":"light-cover,just-charged","attackerTempHits":3,"defenderTempHits":0})"),
          QList<int>{6, 6, 6, 6, 2, 1, 1, 2, 6, 6, 6, 6, 3, 2, 1, 1},
          obj(R"({"rolls":[{"step":"attacker","dice":[6,6,6,6,2,1,1,2],"modified":30,"needed":4,"result":"hits=7","role":"attacker"},
                            {"step":"defender","dice":[6,6,6,6,3,2,1,1],"modified":31,"needed":5,"result":"hits=6","role":"defender"}],
                   "units":{"defender":{"hits":7},"attacker":{"hits":6}},"tempHits":{"defender":7,"attacker":9}})")}},
        {"Morale Phase example: Confederates need 4 and roll 6: passed",
         {u"morale-test"_s,
          obj(R"({"moraleRating":"B","state":"good","tempHits":9,"permHits":0,"stands":8,"startStands":8,
                   "modifiers":"caused-more,friends-near,commander"})"),
          QList<int>{2, 4}, obj(R"({"moraleNumber":4,"morale":"passed",
                   "rolls":[{"step":"morale","dice":[2,4],"modified":6,"needed":4,"result":"passed","role":"unit"}],
                   "units":{"unit":{"morale":"good","eliminated":false}}})")}},
        {"Morale Phase example: Union need 6 and roll 3: failed by 3, a rout, now a mob",
         {u"morale-test"_s,
          obj(R"({"moraleRating":"B","state":"good","casualtyPercent":25,"modifiers":"friends-near"})"),
          QList<int>{1, 2}, obj(R"({"moraleNumber":6,"morale":"routed",
                   "rolls":[{"step":"morale","dice":[1,2],"modified":3,"needed":6,"result":"routed","role":"unit"}],
                   "units":{"unit":{"morale":"routed","formation":"mob","eliminated":false}}})")}},
    });
}

void TstFohValues::workedExamples()
{
    checkPinnedValues(u"fields-of-honor"_s, fetchRow<PinnedValuesRow>(), m_table);
}

void TstFohValues::rollsAreTheDiceUsed_data()
{
    addRows<ActionRow>({
        {"fire, artillery",
         {u"fire"_s,
          obj(R"({"fireRating":"C","weapon":"artillery","gunType":"smoothbore","gunClass":"heavy","range":"short"})")}},
        {"fire, small arms",
         {u"fire"_s,
          obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":6,"range":"medium"})")}},
        {"melee",
         {u"melee"_s,
          obj(R"({"attackerStands":5,"defenderStands":4,"attackerMelee":"C","defenderMelee":"C"})")}},
        {"pursuit",
         {u"pursuit"_s, obj(R"({"pursuerStands":4,"pursuerMelee":"C","pursuerModifiers":"rear"})")}},
        {"charge-test", {u"charge-test"_s, obj(R"({"moraleRating":"C"})")}},
        {"morale-test",
         {u"morale-test"_s,
          obj(R"({"moraleRating":"C","state":"good","casualtyPercent":0,"calamityFortune":true})")}},
        {"rally, shaken", {u"rally"_s, obj(R"({"state":"shaken","moraleRating":"C","casualtyPercent":0})")}},
        {"rally, routed", {u"rally"_s, obj(R"({"state":"routed","moraleRating":"C","casualtyPercent":0})")}},
        {"movement-roll-off",
         {u"movement-roll-off"_s, QJsonObject{{u"battle"_s, obj(kRoster)}, {u"movement"_s, QJsonObject{}}}}},
    });
}

// Seeded dice over many seeds reach every branch of these actions (a miss, no accurate die, a tie,
// a rout): each time the rolls hold each die read, once, in the order read and under its step.
void TstFohValues::rollsAreTheDiceUsed()
{
    QCOMPARE(checkRollsAreTheDiceUsed(u"fields-of-honor"_s, fetchRow<ActionRow>(), m_table, 300), 300);
}

struct DecisionsRow
{
    QString action;
    QJsonObject inputs;
    QJsonObject expected;
};

void TstFohValues::decisions_data()
{
    addRows<DecisionsRow>({
        {"Hit Distribution: 9 temporary, 5 forgiven, 4 permanent + 2 kept = 6: 2 stands, 0 kept",
         {u"distribute-hits"_s, obj(R"({"tempHits":9,"permHits":2,"stands":4})"),
          obj(R"({"casualties":2,"permHits":0,"tempHits":{"unit":0},
                   "units":{"unit":{"strengthBefore":4,"strengthAfter":2,"casualties":2,"eliminated":false}}})")}},
        {"Hit Distribution: the last stand lost",
         {u"distribute-hits"_s, obj(R"({"tempHits":6,"permHits":0,"stands":1})"),
          obj(R"({"casualties":1,"permHits":0,
                   "units":{"unit":{"strengthBefore":1,"strengthAfter":0,"casualties":1,"eliminated":true}}})")}},
        {"Recovering Morale: no casualties, no move: good order",
         {u"recover"_s, obj(R"({"state":"suppressed","tookCasualties":false,"moved":false})"),
          obj(R"({"units":{"unit":{"morale":"good"}}})")}},
        {"Victory Points: 2 stands lost -1 each, 3 inflicted +1, 1 objective +5 = 6",
         {u"victory-points"_s, obj(R"({"standsLost":2,"standsInflicted":3,"objectives":1,"side":"A"})"),
          obj(R"({"vp":6})")}},
        {"Recovering Morale: moved, still Suppressed",
         {u"recover"_s, obj(R"({"state":"suppressed","tookCasualties":false,"moved":true})"),
          obj(R"({"units":{"unit":{"morale":"suppressed"}}})")}},
    });
}

void TstFohValues::decisions()
{
    const auto [action, inputs, expected] = fetchRow<DecisionsRow>();
    ScriptedDice d(QList<int>{});
    const Resolution r = resolve(u"fields-of-honor"_s, action, inputs, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    for (auto it = expected.constBegin(); it != expected.constEnd(); ++it)
        QVERIFY2(r.values().value(it.key()) == *it,
                 qPrintable(it.key() + u": "_s + jsonText(r.values().value(it.key()))));
    const FieldsOfHonor rs;
    QVERIFY(ResultValues::undeclared(r.values(), rs.ownValues()).isEmpty());
}

// Movement Phase: the roll-off's two dice and its winner, then the winner's roll for its BMUGs.
void TstFohValues::movementPhaseRolls()
{
    QJsonObject in{{u"battle"_s, obj(kRoster)}, {u"movement"_s, QJsonObject{}}};
    ScriptedDice off({3, 5});
    const Resolution r = resolve(u"fields-of-honor"_s, u"movement-roll-off"_s, in, off, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"B"_s);
    QCOMPARE(r.values().value(u"margin"_s).toInt(), 2);
    QCOMPARE(jsonText(r.values().value(u"rolls"_s)),
             jsonText(obj(R"({"r":[{"step":"roll-off-first","dice":[3],"result":"lost","role":"A"},
                               {"step":"roll-off-second","dice":[5],"result":"won","role":"B"}]})")
                          .value(u"r"_s)));
    QJsonObject state;
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::SetTracker)
            state = e.value.toObject();
    in.insert(u"movement"_s, state);
    ScriptedDice roll({5});
    const Resolution b = resolve(u"fields-of-honor"_s, u"movement-roll"_s, in, roll, m_table);
    QVERIFY2(b.ok(), qPrintable(b.error()));
    QCOMPARE(b.values().value(u"bmugs"_s).toInt(), 1); // B has one BMUG: a 5 moves it
    QCOMPARE(rolledDice(b.values()), QStringList{u"bmugs:5"_s});
    const FieldsOfHonor rs;
    QVERIFY(ResultValues::undeclared(b.values(), rs.ownValues()).isEmpty());
}

// The odds walk resolves quietly: no values are built there.
void TstFohValues::quietCarriesNoValues()
{
    Resolution out;
    out.setQuiet(true);
    out.set(u"hits"_s, 2);
    out.unit(u"target"_s, u"hits"_s, 2);
    out.roll(Roll{u"kill"_s, {3}});
    checkQuietCarriesNoValues(out, u"fields-of-honor"_s, u"charge-test"_s, obj(R"({"moraleRating":"C"})"),
                              m_table, 2);
}

QTEST_GUILESS_MAIN(TstFohValues)
#include "tst_fohvalues.moc"
