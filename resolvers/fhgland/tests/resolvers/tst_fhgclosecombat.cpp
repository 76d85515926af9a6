// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Close combat (8.3, 8.4) of For Honor and Glory: worked examples and table cells as rows.
// Dice order: [11.1 attacker check], the defenders' retreat checks, the attack dice, elite
// absorption dice, the leader's casualty die.
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
    QTest::addColumn<FhgExampleRow>("row");
    const char *hill =
        R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill"})";
    const char *hillLeader =
        R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill","leaderWithDefender":true})";
    QTest::newRow("8.3.4 2 MP on a hill rolls 3: stays (passes on 1-3)")
        << FhgExampleRow{obj(hill), QList<int>{3, 1, 1, 1}, u"hits=0"_s, 4, u"3 against 3"_s};
    QTest::newRow("8.3.4 2 MP on a hill rolls 4: retreats (4-6)") << FhgExampleRow{
        obj(hill), QList<int>{4, 1, 1, 1}, u"hits=0 retreat:defender"_s, 4, u"retreats after the combat"_s};
    QTest::newRow("8.3.4 2 MP on a hill with a leader rolls 4: stays (passes on 1-4)")
        << FhgExampleRow{obj(hillLeader), QList<int>{4, 2, 2, 2}, u"hits=0"_s, 4, u"4 against 4"_s};
    QTest::newRow("8.3.4 2 MP on a hill with a leader rolls 5: retreats") << FhgExampleRow{
        obj(hillLeader), QList<int>{5, 2, 2, 2}, u"hits=0 retreat:defender"_s, 4, u"5 against 4"_s};
    QTest::newRow("8.3.3 close combat into a hill hits on 5-6 (4,5,6: 2 hits)") << FhgExampleRow{
        obj(hill), QList<int>{1, 4, 5, 6}, u"hits=2 eliminated:defender"_s, 4, u"need 4-6; hill -1"_s};
    QTest::newRow("8.3.3 close combat into forest: 4,5,6 -> 3,4,5: 2 hits") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"defenderTerrain":"forest"})"),
        QList<int>{1, 4, 5, 6}, u"hits=2"_s, 4, u"4,5,6 \u2192 3,4,5: 2 hits"_s};
    QTest::newRow("8.3.3 clear: hits on 4-6")
        << FhgExampleRow{obj(R"({"attackerType":"militia","defenderType":"regular","defenderMp":4})"),
                         QList<int>{1, 4, 3, 6}, u"hits=2"_s, 4, u"need 4-6"_s};
    QTest::newRow("8.3.5 elite +1 and fort +2: 4 MP elite with leader fails only on 6") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"elite","defenderMp":4,"defenderTerrain":"fort","leaderWithDefender":true})"),
        QList<int>{6, 2, 2, 2}, u"hits=0 retreat:defender"_s, 4, u"always retreats"_s};
    QTest::newRow("8.3.5 elite 1 MP +1: rolls 2, stays")
        << FhgExampleRow{obj(R"({"attackerType":"regular","defenderType":"elite","defenderMp":1})"),
                         QList<int>{2, 2, 2, 2}, u"hits=0"_s, 4, u"2 against 2"_s};
    QTest::newRow("2.3.3 waterway -1: 2 MP on a waterway rolls 2: retreats") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"waterway"})"),
        QList<int>{2, 2, 2, 2}, u"hits=0 retreat:defender"_s, 4, u"2 against 1"_s};
    QTest::newRow("8.4.4 infantry passes: artillery passes without a roll") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"artillery","defenderMp":2,"secondType":"regular","secondMp":3})"),
        QList<int>{2, 4, 4, 1}, u"hits=2"_s, 4, u"passes with the infantry"_s};
    QTest::newRow("8.4.4 infantry fails: artillery checks and fails too") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"artillery","defenderMp":2,"secondType":"regular","secondMp":3})"),
        QList<int>{6, 3, 1, 1, 1}, u"hits=0 retreat:second retreat:defender"_s, 5, u"3 against 2"_s};
    QTest::newRow("8.4.4 infantry fails, artillery passes") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"artillery","defenderMp":2,"secondType":"regular","secondMp":3})"),
        QList<int>{6, 2, 1, 1, 1}, u"hits=0 retreat:second"_s, 5, u"2 against 2"_s};
    QTest::newRow("8.3.2 retreating unit eliminated in the combat is eliminated, not retreated")
        << FhgExampleRow{obj(R"({"attackerType":"regular","defenderType":"militia","defenderMp":1})"),
                         QList<int>{5, 4, 1, 1}, u"hits=1 eliminated:defender"_s, 4, u"eliminated"_s};
    QTest::newRow("9.3.1 leader with the defender: a 1 among the attack dice, leader rolls 1") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"leaderWithDefender":true})"),
        QList<int>{1, 1, 5, 5, 1}, u"hits=2 leader-lost"_s, 5, u"leader rolls 1"_s};
    QTest::newRow("7.5.1 defender in column: 4 attack dice") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"defenderColumn":true})"),
        QList<int>{1, 4, 4, 4, 4}, u"hits=4 eliminated:defender"_s, 5, u"4 dice"_s};
    QTest::newRow("11.1 attacker 2 MP rolls 3: fails, attack called off") << FhgExampleRow{
        obj(R"({"attackerType":"regular","attackerMp":2,"defenderType":"regular","defenderMp":4,"opt11_1":true})"),
        QList<int>{3}, u"attack-aborted"_s, 1, u"fails"_s};
    QTest::newRow("11.1 attacker 2 MP with leader rolls 3: passes") << FhgExampleRow{
        obj(R"({"attackerType":"regular","attackerMp":2,"leaderWithAttacker":true,"defenderType":"regular","defenderMp":4,"opt11_1":true})"),
        QList<int>{3, 1, 4, 4, 4}, u"hits=3"_s, 5, u"passes"_s};
    QTest::newRow("11.3 elite at 3 MP rolls 4 dice in close combat") << FhgExampleRow{
        obj(R"({"attackerType":"elite","attackerMp":3,"defenderType":"regular","defenderMp":4,"opt11_3":true})"),
        QList<int>{1, 4, 4, 1, 1}, u"hits=2"_s, 5, u"(11.3)"_s};
    QTest::newRow("11.4 Indians -2 against an entrenchment: 6,5,4 -> 4,3,2: 1 hit") << FhgExampleRow{
        obj(R"({"attackerType":"indian","defenderType":"regular","defenderMp":4,"defenderTerrain":"entrenchment","opt11_4":true})"),
        QList<int>{1, 6, 5, 4}, u"hits=1"_s, 4, u"(11.4)"_s};
    QTest::newRow("11.7 waterway +1 to the attacker: 3,3,2 -> 4,4,3: 2 hits") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"defenderTerrain":"waterway","opt11_7":true})"),
        QList<int>{1, 3, 3, 2}, u"hits=2"_s, 4, u"(11.7)"_s};
    QTest::newRow("11.8 leader with the attacker: 4 dice") << FhgExampleRow{
        obj(R"({"attackerType":"regular","leaderWithAttacker":true,"defenderType":"regular","defenderMp":4,"opt11_8":true})"),
        QList<int>{1, 1, 1, 1, 4}, u"hits=1"_s, 5, u"(11.8)"_s};
    QTest::newRow("11.9 flank: defender 2 MP -1 rolls 2: retreats; +1 to hit") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"opt11_9":true,"flankAttack":true})"),
        QList<int>{2, 3, 1, 1}, u"hits=1 retreat:defender"_s, 4, u"(11.9)"_s};
    QTest::newRow("11.12 dragoons retreat before combat: no dice") << FhgExampleRow{
        obj(R"({"attackerType":"regular","defenderType":"dragoon","defenderMp":2,"opt11_12":true,"dragoonsEvade":true})"),
        QList<int>{}, u"evaded:defender"_s, 0, u"retreat before the close combat"_s};
}

void checkExample(const RuleTable &table)
{
    const Resolution r = resolveFhgExample(u"close-combat"_s, table);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(r.effects().first().kind, Effect::Kind::SpendAp);
    QCOMPARE(r.effects().first().amount, 2);
}

void refusalRows()
{
    addRows<FhgRefusalRow>({
        {"8.3.1 dragoons may not close combat",
         {obj(R"({"attackerType":"dragoon","defenderType":"regular","defenderMp":4})"),
          QList<int>{1, 1, 1, 1}, u"may not conduct close combat"_s}},
        {"8.3.1 artillery may not close combat",
         {obj(R"({"attackerType":"artillery","defenderType":"regular","defenderMp":4})"),
          QList<int>{1, 1, 1, 1}, u"may not conduct close combat"_s}},
        {"8.3.1 rockets may not close combat",
         {obj(R"({"attackerType":"rocket","defenderType":"regular","defenderMp":4})"), QList<int>{1, 1, 1, 1},
          u"may not conduct close combat"_s}},
        {"8.3.1 not adjacent",
         {obj(R"({"attackerType":"regular","adjacent":false,"defenderType":"regular","defenderMp":4})"),
          QList<int>{1, 1, 1, 1}, u"adjacent"_s}},
        {"6.2.2 only 1 AP left",
         {obj(R"({"attackerType":"regular","apAvailable":1,"defenderType":"regular","defenderMp":4})"),
          QList<int>{1, 1, 1, 1}, u"not enough AP"_s}},
        {"6.2.4 Indians that moved",
         {obj(R"({"attackerType":"indian","attackerMoved":true,"defenderType":"regular","defenderMp":4})"),
          QList<int>{1, 1, 1, 1}, u"Indians may not move"_s}},
        {"11.12 evade without dragoons",
         {obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4,"opt11_12":true,"dragoonsEvade":true})"),
          QList<int>{1, 1, 1, 1}, u"no dragoons"_s}},
        {"11.12 evade without the option",
         {obj(R"({"attackerType":"regular","defenderType":"dragoon","defenderMp":2,"dragoonsEvade":true})"),
          QList<int>{1, 1, 1, 1}, u"11.12"_s}},
        {"dice: 7 on the retreat die",
         {obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4})"),
          QList<int>{7, 1, 1, 1}, u"die 1 reads 7"_s}},
        {"dice: attack dice missing",
         {obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":4})"), QList<int>{3, 5},
          u"needs more dice: die 3"_s}},
    });
}

void checkRefusal(const RuleTable &table)
{
    refuseFhgExample(u"close-combat"_s, table);
}

} // namespace

class TstFhgCloseCombat : public ActionTest
{
    Q_OBJECT
public:
    TstFhgCloseCombat()
        : ActionTest(fhgTable(), {exampleRows, checkExample}, {refusalRows, checkRefusal})
    {}

private slots:
    void retreatOdds_data();
    void retreatOdds();
    void effects();
};

struct RetreatOddsRow
{
    QJsonObject inputs;
    QString retreat;
};

void TstFhgCloseCombat::retreatOdds_data()
{
    addRows<RetreatOddsRow>({
        // 8.3.2: P(die > MP + leader + elite + terrain, or a 6).
        {"8.3.4 2 MP on a hill: 4-6",
         {obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill"})"),
          u"1/2"_s}},
        {"8.3.4 2 MP on a hill with leader: 5-6",
         {obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill","leaderWithDefender":true})"),
          u"1/3"_s}},
        {"8.3.5 4 MP elite in a fort: only 6",
         {obj(R"({"attackerType":"regular","defenderType":"elite","defenderMp":4,"defenderTerrain":"fort"})"),
          u"1/6"_s}},
        {"2.3.3 1 MP on a waterway: always",
         {obj(R"({"attackerType":"regular","defenderType":"militia","defenderMp":1,"defenderTerrain":"waterway"})"),
          u"1"_s}},
    });
}

void TstFhgCloseCombat::retreatOdds()
{
    const auto [inputs, retreat] = fetchRow<RetreatOddsRow>();
    const Distribution d = odds(u"fhg-land"_s, u"close-combat"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    // The retreat check comes first; a retreat is recorded unless the unit is eliminated.
    const Fraction p = d.marginal(u"retreat:defender"_s) +
                       d.sumIf([](const QString &k) { return k.contains(u"eliminated:defender"_s); });
    Fraction expected;
    QVERIFY(Fraction::parse(retreat, &expected));
    if (inputs.value(u"defenderMp"_s).toInt() > 1)
        QCOMPARE(d.marginal(u"retreat:defender"_s) <= expected, true);
    QVERIFY(p >= d.marginal(u"retreat:defender"_s));
    // With no hits possible to eliminate (4 MP) the retreat marginal is the check itself.
    QJsonObject sturdy = inputs;
    sturdy.insert(u"attackerColumn"_s, true); // 1 die: at most 1 hit, never eliminates 2+ MP
    if (inputs.value(u"defenderMp"_s).toInt() >= 2) {
        const Distribution s = odds(u"fhg-land"_s, u"close-combat"_s, sturdy, m_table);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(s.marginal(u"retreat:defender"_s), expected);
    }
}

void TstFhgCloseCombat::effects()
{
    ScriptedDice source({5, 1, 1, 1});
    const Resolution r = resolve(
        u"fhg-land"_s, u"close-combat"_s,
        obj(R"({"attackerType":"regular","attacker":4,"defenderType":"regular","defenderMp":2,"defender":9,"side":"US"})"),
        source, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(effectKinds(r), (QStringList{u"spend-ap"_s, u"retreat"_s, u"note"_s, u"note"_s}));
    QCOMPARE(r.effects().at(1).unit, 9);
    QCOMPARE(r.effects().at(1).amount, 1);
    QCOMPARE(r.effects().at(3).rule, u"8.3.4"_s); // the attacker may advance
}

QTEST_APPLESS_MAIN(TstFhgCloseCombat)
#include "support/moc_actiontest.cpp"
#include "tst_fhgclosecombat.moc"
