// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor melee (Melee Phase) and pursuit (Pursuit): the worked examples are rows; exact
// odds by convolution checked by hand, against the core's dice-tree walk and by Monte Carlo.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fieldsofhonor.h"
#include "fieldsofhonor/fohmelee.h"
#include "support/datarows.h"
#include "support/examplerows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// Confederate cavalry (KN 5 +1 light cover -1 just charged -1 B = 4) against Union infantry (KN 5).
const char *kMelee =
    R"({"attackerStands":8,"defenderStands":8,"attackerMelee":"B","defenderMelee":"C","attackerModifiers":"light-cover,just-charged"})";
// Pursuit: 5 -2 -1 -1 -1 -1 = -1, never below 2.
const char *kPursuit =
    R"({"pursuerStands":7,"pursuerMelee":"B","pursuerModifiers":"formed-vs-mob,just-charged,caused-more,rear"})";
} // namespace

class TstFohMelee : public QObject
{
    Q_OBJECT
private slots:
    void melee_data();
    void melee();
    void pursuit_data();
    void pursuit();
    void splitShare_data();
    void splitShare();
    void refuses_data();
    void refuses();
    void exactByHand();
    void exactMatchesDiceTree();
    void thirtyTwoAgainstEight();
    void monteCarlo();
    void pursuitMonteCarlo();

private:
    const RuleTable m_table = fohTable();
};

void TstFohMelee::melee_data()
{
    addRows<ExampleRow>({
        {"Melee Phase: Confederates 30 / 4 -> 7 hits, Union 31 / 5 -> 6 hits",
         {obj(kMelee), QList<int>{6, 6, 6, 6, 2, 1, 1, 2, 6, 6, 6, 6, 3, 2, 1, 1},
          u"defender-hits=7 attacker-hits=6"_s,
          QStringList{
              u"5 -1 (Melee Quality B, Melee Phase) +1 (target in light cover, Fire Phase) -1 (just charged, Melee Phase) = 4"_s,
              u"defender's Kill Number 5 = 5"_s, u"= 30; 30 / 4: 7 hit(s)"_s, u"= 31; 31 / 5: 6 hit(s)"_s}}},
        {"Melee Phase: 40 against 8 stands, the larger force capped at 4 x 8 = 32 dice",
         {obj(R"({"attackerMelee":"C","attackerStands":40,"defenderMelee":"C","defenderStands":8})"),
          (QList<int>() << QList<int>(32, 1) << QList<int>(8, 5)), u"defender-hits=6 attacker-hits=8"_s,
          QStringList{u"capped at 4 x 8 = 32"_s}}},
        {"Melee Phase: a defender of 5 stands split among 2 attackers: 3 against the first",
         {obj(R"({"attackerMelee":"C","attackerStands":2,"defenderMelee":"C","defenderStands":5,"defenderOpponents":2})"),
          QList<int>{5, 5, 6, 6, 6}, u"defender-hits=2 attacker-hits=3"_s,
          QStringList{u"3 against this one"_s}}},
        {"Melee Phase: ... and 2 against the second",
         {obj(R"({"attackerMelee":"C","attackerStands":2,"defenderMelee":"C","defenderStands":5,"defenderOpponents":2,"attackerOrder":2})"),
          QList<int>{5, 5, 6, 6}, u"defender-hits=2 attacker-hits=2"_s,
          QStringList{u"2 against this one"_s}}},
    });
}

void TstFohMelee::melee()
{
    const Resolution r = resolveExample(u"fields-of-honor"_s, u"melee"_s, fetchRow<ExampleRow>(), m_table);
    if (QTest::currentTestFailed())
        return;
    // Both sides' hits become temporary hits.
    QCOMPARE(r.effects().size(), 2);
    QCOMPARE(r.effects().at(0).attribute, u"tempHits"_s);
    QCOMPARE(r.effects().at(0).subject, u"defender"_s);
    QCOMPARE(r.effects().at(1).subject, u"attacker"_s);
}

void TstFohMelee::pursuit_data()
{
    addRows<ExampleRow>({
        {"Pursuit: Kill Number floors at 2; 7 dice total 20 -> 10 hits",
         {obj(kPursuit), QList<int>{1, 2, 3, 3, 3, 4, 4}, u"hits=10"_s,
          QStringList{u"-2 (formed unit attacking a mob, Pursuit)"_s, u"(Melee Quality B, Pursuit)"_s,
                      u"= -1, never below 2: 2"_s, u"= 20; 20 / 2: 10 hit(s)"_s}}},
        {"Pursuit: C-rated pursuer from the rear, 4 dice 6,6,5,1 = 18 / 4 -> 4 hits",
         {obj(R"({"pursuerMelee":"C","pursuerStands":4,"pursuerModifiers":"rear"})"), QList<int>{6, 6, 5, 1},
          u"hits=4"_s, QStringList{u"5 -1 (struck from the rear, Pursuit) = 4"_s, u"18 / 4: 4 hit(s)"_s}}},
        {"Pursuit: from the rear, modifiers as a JSON array",
         {obj(R"({"pursuerMelee":"C","pursuerStands":4,"pursuerModifiers":["rear"]})"),
          QList<int>{6, 6, 5, 1}, u"hits=4"_s,
          QStringList{u"5 -1 (struck from the rear, Pursuit) = 4"_s, u"18 / 4: 4 hit(s)"_s}}},
    });
}

void TstFohMelee::pursuit()
{
    ExampleRow row = fetchRow<ExampleRow>();
    row.inputs.insert(u"targetTempHits"_s, 7);
    const Resolution r = resolveExample(u"fields-of-honor"_s, u"pursuit"_s, row, m_table);
    if (QTest::currentTestFailed())
        return;
    // The routing unit cannot defend: one effect, its temporary hits.
    QCOMPARE(r.effects().size(), 1);
    QCOMPARE(r.effects().first().value.toInt(), 7 + row.outcome.mid(5).toInt());
}

struct SplitShareRow
{
    int dice;
    int attackers;
    QList<int> shares;
};

void TstFohMelee::splitShare_data()
{
    addRows<SplitShareRow>({
        {"8 among 1", {8, 1, QList<int>{8}}},
        {"8 among 3", {8, 3, QList<int>{3, 3, 2}}},
        {"2 among 3", {2, 3, QList<int>{1, 1, 0}}},
    });
}

void TstFohMelee::splitShare()
{
    const auto [dice, attackers, shares] = fetchRow<SplitShareRow>();
    QList<int> got;
    for (int i = 1; i <= attackers; ++i)
        got.append(FohMelee::splitShare(dice, attackers, i));
    QCOMPARE(got, shares);
}

void TstFohMelee::refuses_data()
{
    addRefusalRows("resolvers/fieldsofhonor/tests/resolvers/melee-refusals.json");
}

void TstFohMelee::refuses()
{
    const RefusalRow row = fetchRow<RefusalRow>();
    resolveRefused(u"fields-of-honor"_s, row, m_table, QList<int>(20, 3));
    QVERIFY(!FieldsOfHonor::exactOdds(row.action, row.inputs, m_table).ok());
}

void TstFohMelee::exactByHand()
{
    // floor(2d6 / 5): sums 2-4 -> 0 (6 of 36), 5-9 -> 1 (24), 10-12 -> 2 (6).
    const FohOdds o =
        FieldsOfHonor::exactOdds(u"pursuit"_s, obj(R"({"pursuerMelee":"C","pursuerStands":2})"), m_table);
    QVERIFY(o.ok());
    QCOMPARE(o.probability(u"hits=0"_s).toString(), u"1/6"_s);
    QCOMPARE(o.probability(u"hits=1"_s).toString(), u"2/3"_s);
    QCOMPARE(o.probability(u"hits=2"_s).toString(), u"1/6"_s);
    QCOMPARE(o.keys().size(), 3);
    // A 2-against-1 melee, both Kill Number 5: the defender's single die never reaches 5... except 5, 6.
    const FohOdds m = FieldsOfHonor::exactOdds(
        u"melee"_s, obj(R"({"attackerMelee":"C","attackerStands":2,"defenderMelee":"C","defenderStands":1})"),
        m_table);
    QCOMPARE(m.probability(u"defender-hits=1 attacker-hits=1"_s).toString(), u"2/9"_s); // 24/36 * 2/6
    QCOMPARE(m.marginal(u"attacker-hits=0"_s).toString(), u"2/3"_s);
}

void TstFohMelee::exactMatchesDiceTree()
{
    for (
        const char *json :
        {R"({"attackerStands":4,"defenderMelee":"C","defenderStands":3,"attackerMelee":"A"})",
         R"({"attackerMelee":"C","attackerStands":6,"defenderMelee":"C","defenderStands":1,"defenderModifiers":"heavy-cover"})"}) {
        const FohOdds o = FieldsOfHonor::exactOdds(u"melee"_s, obj(json), m_table);
        const Distribution tree = odds(u"fields-of-honor"_s, u"melee"_s, obj(json), m_table);
        QVERIFY2(tree.ok(), qPrintable(tree.error()));
        QCOMPARE(o.toDistribution().outcomes(), tree.outcomes());
    }
    const FohOdds p =
        FieldsOfHonor::exactOdds(u"pursuit"_s, obj(R"({"pursuerMelee":"C","pursuerStands":9})"), m_table);
    QCOMPARE(p.toDistribution().outcomes(), odds(u"fields-of-honor"_s, u"pursuit"_s,
                                                 obj(R"({"pursuerMelee":"C","pursuerStands":9})"), m_table)
                                                .outcomes());
}

void TstFohMelee::thirtyTwoAgainstEight()
{
    const QJsonObject in =
        obj(R"({"attackerMelee":"C","attackerStands":32,"defenderMelee":"C","defenderStands":8})");
    const FohOdds o = FieldsOfHonor::exactOdds(u"melee"_s, in, m_table);
    QVERIFY(o.ok());
    QCOMPARE(o.power(), 40);
    QVERIFY(o.totalCount() == power(6, 40));
    // 38 hits need a sum of 190-192: 1 way for 192, 32 for 191, 32 + C(32,2) = 528 for 190;
    // 561 / 6^32 = 187 / (2^32 3^31).
    const Fraction top = o.marginal(u"defender-hits=38"_s);
    QVERIFY(top.num() == 187);
    QVERIFY(top.den() == power(2, 32) * power(3, 31));
    const Distribution core = odds(u"fields-of-honor"_s, u"melee"_s, in, m_table);
    QVERIFY2(core.ok(), qPrintable(core.error()));
    QCOMPARE(core.marginalText(u"defender-hits=38"_s), top.toString());
}

void TstFohMelee::monteCarlo()
{
    const QJsonObject in = obj(kMelee);
    const FohOdds o = FieldsOfHonor::exactOdds(u"melee"_s, in, m_table);
    const auto s = adj::testing::sampleOutcomes(u"fields-of-honor"_s, u"melee"_s, in, m_table, 20000, 1863);
    QMap<QString, bool> tags;
    for (const QString &k : o.keys())
        for (const QString &t : k.split(u' '))
            tags.insert(t, true);
    for (const QString &t : tags.keys())
        adj::testing::compareShare(t, o.marginal(t).toDouble(), s.byTag.value(t), s.runs, 5, 1e-4);
}

void TstFohMelee::pursuitMonteCarlo()
{
    // 30 dice against a Kill Number of 2 (beyond the dice tree): sampled against the convolution.
    const QJsonObject in =
        obj(R"({"pursuerStands":30,"pursuerMelee":"A","pursuerModifiers":"rear,formed-vs-mob"})");
    const FohOdds o = FieldsOfHonor::exactOdds(u"pursuit"_s, in, m_table);
    QVERIFY(o.ok());
    QVERIFY(o.totalCount() == power(6, 30));
    const auto s = adj::testing::sampleOutcomes(u"fields-of-honor"_s, u"pursuit"_s, in, m_table, 20000, 1879);
    for (const QString &k : o.keys())
        adj::testing::compareShare(k, o.probability(k).toDouble(), s.byKey.value(k), s.runs, 5, 1e-4);
}

QTEST_APPLESS_MAIN(TstFohMelee)
#include "tst_fohmelee.moc"
