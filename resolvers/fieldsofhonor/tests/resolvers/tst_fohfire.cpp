// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor fire (Fire Phase, Small-Arms Fire): every worked example of the text is a row;
// exact odds by convolution checked by hand, against the core's dice-tree walk and by Monte Carlo.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fieldsofhonor.h"
#include "support/actiontest.h"
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
const char *kPrussian =
    R"({"weapon":"artillery","gunClass":"light","gunType":"smoothbore","range":"medium","fireRating":"B","modifiers":"flank, light-cover"})";
const char *kSepoy =
    R"({"weapon":"small-arms","stands":4,"smallArms":"brown-bess","range":"medium","fireRating":"D","modifiers":"mounted-target,mob-target,initial-volley"})";
const char *kUnion =
    R"({"weapon":"small-arms","stands":8,"smallArms":"rifled","range":"close","fireRating":"B","modifiers":"opportunity-fire,mounted-target"})";

void exampleRows()
{
    addRows<ExampleRow>({
        {"Fire Phase: Prussian 4 lb gun, accuracy 4, rolls 1 and 5, Kill Number 4, roll 3 -> no hit",
         {obj(kPrussian), QList<int>{1, 5, 3}, u"hits=0"_s,
          QStringList{
              u"2 Attack Dice"_s, u"Accuracy Number 3 +1 (smoothbore gun) = 4"_s, u"1 accurate"_s,
              u"5 -1 (Fire Quality B, Fire Phase) -1 (flank, Fire Phase) +1 (target in light cover, Fire Phase) = 4"_s,
              u"3 / 4: 0 hit(s)"_s}}},
        {"Small-Arms Fire: Sepoy company 2,1,5,5 -> 2 accurate, Kill Number 3, 9 -> 3 hits",
         {[] {
              QJsonObject o = obj(kSepoy);
              o.insert(u"scale"_s, u"company"_s);
              o.insert(u"rangeInches"_s, 8);
              return o;
          }(),
          QList<int>{2, 1, 5, 5, 4, 5}, u"hits=3"_s,
          QStringList{u"measured range 8\" = 64 yards at company scale (1\" = 8 yards); medium range"_s,
                      u"Accuracy Number 3 +1 (brown-bess) = 4"_s, u"2,1,5,5: 2 accurate"_s, u"= 3"_s,
                      u"4,5 = 9; 9 / 3: 3 hit(s)"_s}}},
        {"Charge Phase: Union opportunity fire, 8 dice at close range, three 1s, 5 accurate, KN 4, 13 -> 3",
         {obj(kUnion), QList<int>{1, 1, 1, 2, 3, 4, 5, 6, 1, 2, 3, 3, 4}, u"hits=3"_s,
          QStringList{
              u"close range: Accuracy Number 2"_s, u"5 accurate"_s,
              u"5 -1 (Fire Quality B, Fire Phase) +1 (opportunity fire, Movement Phase) -1 (target is mounted, Small-Arms Fire) = 4"_s,
              u"= 13; 13 / 4: 3 hit(s)"_s}}},
        {"Fire Phase: heavy gun, heavily damaged, shrapnel: 4-1+1 = 4 dice; accuracy 3+1+1 = 5",
         {obj(R"({"fireRating":"C","weapon":"artillery","gunType":"smoothbore","gunClass":"heavy","heavyDamage":true,"round":"shrapnel","range":"medium"})"),
          QList<int>{4, 5, 6, 6, 6, 6, 6}, u"hits=3"_s,
          QStringList{u"heavy damage -1"_s, u"shrapnel +1"_s, u"= 5"_s, u"3 accurate"_s,
                      u"18 / 5: 3 hit(s)"_s}}},
        {"Percussion-Detonated Shells: shrapnel without the accuracy penalty",
         {obj(R"({"fireRating":"C","weapon":"artillery","gunClass":"light","round":"shrapnel","percussionShells":true,"range":"long","gunType":"rifled"})"),
          QList<int>{4, 3, 1, 2}, u"hits=0"_s, QStringList{u"Accuracy Number 4"_s, u"1 accurate"_s}}},
        {"Fire Phase: canister at short range lowers the Kill Number to 4",
         {obj(R"({"fireRating":"C","weapon":"artillery","gunType":"smoothbore","gunClass":"medium","round":"canister","range":"short"})"),
          QList<int>{3, 3, 3, 4, 4, 4}, u"hits=3"_s,
          QStringList{u"-1 (canister, Fire Phase) = 4"_s, u"12 / 4: 3 hit(s)"_s}}},
        {"Fire Phase: Kill Number never below 2",
         {obj(R"({"weapon":"small-arms","stands":1,"smallArms":"improved","range":"close","fireRating":"A","modifiers":"flank,mounted-target,mob-target,initial-volley"})"),
          QList<int>{2, 5}, u"hits=2"_s, QStringList{u"= -1, never below 2: 2"_s, u"5 / 2: 2 hit(s)"_s}}},
        {"Fire Phase: Kill Number never below 2, modifiers as a JSON array",
         {obj(R"({"weapon":"small-arms","stands":1,"smallArms":"improved","range":"close","fireRating":"A","modifiers":["flank","mounted-target","mob-target","initial-volley"]})"),
          QList<int>{2, 5}, u"hits=2"_s, QStringList{u"= -1, never below 2: 2"_s, u"5 / 2: 2 hit(s)"_s}}},
        {"Small-Arms Fire: dice split, 2 of 4 at this target",
         {obj(R"({"fireRating":"C","weapon":"small-arms","stands":4,"dice":2,"range":"extreme","smallArms":"rifled"})"),
          QList<int>{4, 5, 6}, u"hits=1"_s, QStringList{u"2 of them at this target"_s, u"1 accurate"_s}}},
        {"Small-Arms Fire: a mob fires half its dice at a farther target",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":5,"dice":2,"firerKind":"mob","closest":false,"range":"short"})"),
          QList<int>{1, 1}, u"hits=0"_s, QStringList{u"0 accurate"_s}}},
    });
}

void checkExample(const RuleTable &table)
{
    resolveExample(u"fields-of-honor"_s, u"fire"_s, fetchRow<ExampleRow>(), table);
}

struct RefusesRow
{
    QJsonObject inputs;
    QString errorHas;
};

void refusalRows()
{
    addRows<RefusesRow>({
        {"weapon missing", {obj(R"({"range":"short","stands":3})"), u"weapon"_s}},
        {"small arms without stands",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","range":"short"})"),
          u"stands"_s}},
        {"more dice than stands",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":3,"dice":4,"range":"short"})"),
          u"dice"_s}},
        {"canister at long range",
         {obj(R"({"fireRating":"C","weapon":"artillery","round":"canister","range":"long"})"),
          u"canister"_s}},
        {"guns have no close band",
         {obj(R"({"fireRating":"C","weapon":"artillery","range":"close"})"), u"range"_s}},
        {"mob fires more than half away from the closest",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":5,"dice":3,"firerKind":"mob","closest":false,"range":"short"})"),
          u"half"_s}},
        {"unknown modifier",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":3,"range":"short","modifiers":"flank,uphill"})"),
          u"uphill"_s}},
        {"light and heavy cover",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":3,"range":"short","modifiers":"light-cover,heavy-cover"})"),
          u"cover"_s}},
        {"bad range band",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":3,"range":"point-blank"})"),
          u"range"_s}},
        // What the battle holds of the units, asked when no unit is named (never a default).
        {"artillery without its gun",
         {obj(R"({"fireRating":"C","weapon":"artillery","range":"medium"})"), u"gunClass"_s}},
        {"small arms without the weapon",
         {obj(R"({"fireRating":"C","weapon":"small-arms","stands":3,"range":"short"})"), u"smallArms"_s}},
        {"a farther target without the firer's kind",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"rifled","stands":4,"closest":false,"range":"short"})"),
          u"firerKind"_s}},
        {"a named target without its temporary hits",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"rifled","stands":4,"target":17,"range":"short"})"),
          u"targetTempHits"_s}},
        {"49 dice",
         {obj(R"({"fireRating":"C","weapon":"small-arms","smallArms":"smoothbore","stands":49,"range":"short"})"),
          u"stands"_s}},
    });
}

void checkRefusal(const RuleTable &table)
{
    const auto [inputs, errorHas] = fetchRow<RefusesRow>();
    resolveRefused(u"fields-of-honor"_s, u"fire"_s, inputs, errorHas, table, {6, 6, 6, 6, 6, 6});
    QVERIFY(!FieldsOfHonor::exactOdds(u"fire"_s, inputs, table).ok());
}

} // namespace

class TstFohFire : public ActionTest
{
    Q_OBJECT
public:
    TstFohFire()
        : ActionTest(fohTable(), {exampleRows, checkExample}, {refusalRows, checkRefusal})
    {}

private slots:
    void effectAddsTemporaryHits();
    void exactByHand();
    void exactMatchesDiceTree_data();
    void exactMatchesDiceTree();
    void fortyDiceAreWhole();
    void monteCarlo();
};

void TstFohFire::effectAddsTemporaryHits()
{
    QJsonObject in = obj(kSepoy);
    in.insert(u"targetTempHits"_s, 2);
    in.insert(u"target"_s, 17);
    ScriptedDice d({2, 1, 5, 5, 4, 5});
    const Resolution r = resolve(u"fields-of-honor"_s, u"fire"_s, in, d, m_table);
    QVERIFY(r.ok());
    QCOMPARE(r.effects().size(), 1);
    const Effect &e = r.effects().first();
    QCOMPARE(e.kind, Effect::Kind::SetAttribute);
    QCOMPARE(e.attribute, u"tempHits"_s);
    QCOMPARE(e.value.toInt(), 5);
    QCOMPARE(e.unit, 17);
    // What the battle holds of the target implies its modifiers: mounted and a mob (Small-Arms Fire).
    QJsonObject held = obj(R"({"weapon":"small-arms","stands":4,"smallArms":"brown-bess","range":"medium",
        "fireRating":"D","modifiers":"initial-volley","targetMounted":true,"targetKind":"mob"})");
    ScriptedDice again({2, 1, 5, 5, 4, 5});
    const Resolution h = resolve(u"fields-of-honor"_s, u"fire"_s, held, again, m_table);
    QVERIFY2(h.ok(), qPrintable(h.error()));
    QCOMPARE(h.values().value(u"killNumber"_s).toInt(), 3); // the Sepoy example's 5 +1 -1 -1 -1
    QCOMPARE(h.outcomeKey(), u"hits=3"_s);
}

void TstFohFire::exactByHand()
{
    // Prussian gun: 2 dice, 3 accurate faces of 6, Kill Number 4.
    // hits=0: 9/36 + 18/36*3/6 + 9/36*3/36 = 675/1296; hits=1: 18/36*3/6 + 9/36*18/36 = 486/1296;
    // hits=2: 9/36*14/36 = 126/1296; hits=3: 9/36*1/36 = 9/1296.
    const FohOdds o = FieldsOfHonor::exactOdds(u"fire"_s, obj(kPrussian), m_table);
    QVERIFY2(o.ok(), qPrintable(o.error()));
    QCOMPARE(o.probability(u"hits=0"_s).toString(), u"25/48"_s);
    QCOMPARE(o.probability(u"hits=1"_s).toString(), u"3/8"_s);
    QCOMPARE(o.probability(u"hits=2"_s).toString(), u"7/72"_s);
    QCOMPARE(o.probability(u"hits=3"_s).toString(), u"1/144"_s);
    QCOMPARE(o.keys().size(), 4);
    // Sepoy: accurate on 4-6 (1/2). hits=0: no accurate die (1/16), one accurate die showing 1-2
    // (4/16 * 2/6 = 1/12), or two accurate dice summing 2 (6/16 * 1/36 = 1/96): 15/96 = 5/32.
    const FohOdds s = FieldsOfHonor::exactOdds(u"fire"_s, obj(kSepoy), m_table);
    QCOMPARE(s.probability(u"hits=0"_s).toString(), u"5/32"_s);
    QCOMPARE(s.probability(u"hits=8"_s).toString(), u"1/20736"_s); // 4 accurate (1/16), sum 24 (1/1296)
}

void TstFohFire::exactMatchesDiceTree_data()
{
    QTest::addColumn<QJsonObject>("inputs");
    QTest::newRow("Prussian") << obj(kPrussian);
    QTest::newRow("Sepoy") << obj(kSepoy);
    QTest::newRow("6 smoothbore dice at long range, KN 7") << obj(
        R"({"weapon":"small-arms","smallArms":"smoothbore","stands":6,"range":"long","fireRating":"E"})");
    QTest::newRow("shrapnel siege gun") << obj(
        R"({"fireRating":"C","weapon":"artillery","gunType":"smoothbore","gunClass":"siege","round":"shrapnel","range":"short"})");
}

void TstFohFire::exactMatchesDiceTree()
{
    QFETCH(QJsonObject, inputs);
    const FohOdds o = FieldsOfHonor::exactOdds(u"fire"_s, inputs, m_table);
    const Distribution tree = odds(u"fields-of-honor"_s, u"fire"_s, inputs, m_table);
    QVERIFY2(tree.ok(), qPrintable(tree.error()));
    const Distribution conv = o.toDistribution();
    QVERIFY2(conv.ok(), qPrintable(conv.error()));
    QCOMPARE(conv.outcomes(), tree.outcomes());
    QCOMPARE(tree.total(), Fraction(1));
}

void TstFohFire::fortyDiceAreWhole()
{
    const QJsonObject in =
        obj(R"({"fireRating":"C","weapon":"small-arms","stands":40,"range":"medium","smallArms":"rifled"})");
    const FohOdds o = FieldsOfHonor::exactOdds(u"fire"_s, in, m_table);
    QVERIFY(o.ok());
    QCOMPARE(o.power(), 80);
    QVERIFY(o.totalCount() == power(6, 80));
    // Accurate on 3-6, Kill Number 5: at most 240 / 5 = 48 hits, when all 40 are accurate
    // ((4/6)^40) and all show 6 ((1/6)^40): 4^40 / 6^80 = 1 / 3^80.
    QCOMPARE(o.keys().size(), 49);
    const Fraction top = o.probability(u"hits=48"_s);
    QVERIFY(top.num() == 1);
    QVERIFY(top.den() == power(3, 80));
    // The core's odds() takes the rule set's convolution: the same exact fractions.
    const Distribution core = odds(u"fields-of-honor"_s, u"fire"_s, in, m_table);
    QVERIFY2(core.ok(), qPrintable(core.error()));
    QCOMPARE(core.probability(u"hits=48"_s), top);
    QCOMPARE(core.keys().size(), 49);
    QCOMPARE(core.text(u"hits=48"_s), top.toString());
    double sum = 0;
    for (const QString &key : core.keys())
        sum += core.p(key);
    QVERIFY(qAbs(sum - 1.0) < 1e-12);
}

void TstFohFire::monteCarlo()
{
    const QJsonObject in = obj(
        R"({"weapon":"small-arms","smallArms":"smoothbore","stands":20,"range":"short","fireRating":"B"})");
    const FohOdds o = FieldsOfHonor::exactOdds(u"fire"_s, in, m_table);
    QVERIFY(o.ok());
    const auto s =
        adj::testing::sampleOutcomes(u"fields-of-honor"_s, u"fire"_s, in, m_table, 20000, 20261121);
    for (const QString &k : o.keys())
        adj::testing::compareShare(k, o.probability(k).toDouble(), s.byKey.value(k), s.runs, 5, 1e-4);
    for (auto it = s.byKey.cbegin(); it != s.byKey.cend(); ++it)
        QVERIFY2(o.counts().contains(it.key()), qPrintable(it.key()));
}

QTEST_APPLESS_MAIN(TstFohFire)
#include "support/moc_actiontest.cpp"
#include "tst_fohfire.moc"
