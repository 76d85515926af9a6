// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor Charge Test, Morale Test, Rally and recovery: the worked examples are rows; exact
// odds checked by hand and against the core's dice-tree walk.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fieldsofhonor.h"
#include "support/actiontest.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"
#include "support/valuerows.h"
#include "support/workedexample.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// Morale Phase example: Confederates 5 +3 -1 -1 -1 -1 = 4; Union 5 +3 -1 -1 = 6. The Confederates'
// casualties counted as the battle holds them (9 temporary hits of 8 stands x 3 = 37%), the Union's as
// the referee counted them (25%).
const char *kConfederate = R"({"moraleRating":"B","state":"good","tempHits":9,"permHits":0,"stands":8,
    "startStands":8,"modifiers":"caused-more,friends-near,commander"})";
const char *kUnion = R"({"moraleRating":"B","state":"good","casualtyPercent":25,"modifiers":"friends-near"})";
QStringList kinds(const Resolution &r)
{
    QStringList k;
    for (const Effect &e : r.effects())
        k.append(Effect::kindId(e.kind) + u':' + e.attribute + u'=' + e.value.toVariant().toString());
    return k;
}

struct ResolvesRow
{
    QString action;
    QJsonObject inputs;
    QList<int> dice;
    QString outcome;
    QStringList traceHas;
    QStringList effects;
};

void exampleRows()
{
    addRows<ResolvesRow>({
        {"Charge Phase: Confederate 5-1-2-1 = 1, never below 2; roll 3 passes",
         {u"charge-test"_s, obj(R"({"moraleRating":"B","modifiers":"cavalry,sub-commander"})"), QList<int>{3},
          u"charge=passed"_s,
          QStringList{u"5 -1 (Morale Quality B, Charge Phase) -2 (charger is cavalry, Charge Phase) -1 "
                      u"(sub-commander "
                      u"leads, Charge "
                      u"Phase) = 1, never below 2: 2"_s,
                      u"1d6 3 against 2: passed"_s},
          QStringList{u"note:="_s}}},
        {"Charge Phase: a D unit needs 6; a 5 fails, half speed next move",
         {u"charge-test"_s, obj(R"({"moraleRating":"D"})"), QList<int>{5}, u"charge=failed"_s,
          QStringList{u"= 6"_s, u"failed"_s}, QStringList{u"note:="_s}}},
        {"Morale Phase: Confederates need 4, roll 6: passed",
         {u"morale-test"_s, obj(kConfederate), QList<int>{2, 4}, u"morale=passed"_s,
          QStringList{u"5 -1 (Morale Quality B, Morale Phase) +3 (25% casualties, Morale Phase) -1 (caused "
                      u"more casualties, Morale "
                      u"Phase) -1 "
                      u"(friendly units near, Morale Phase) -1 (attached commander, Morale Phase) = 4"_s,
                      u"casualties: 9 temporary hits this turn + 0 permanent kept + 0 stands lost x 3 = 9 "
                      u"hits "
                      u"of 24 (8 stands x 3): 37%"_s,
                      u"2,4 = 6 against 4: passed"_s},
          QStringList{}}},
        // The casualties count every hit taken: this turn's, the permanent ones kept and 3 a stand lost.
        {"Morale Phase: 2 stands lost of 8 are 6 hits of 24: 25%, +3",
         {u"morale-test"_s,
          obj(R"({"moraleRating":"C","state":"good","tempHits":0,"permHits":0,"stands":6,"startStands":8})"),
          QList<int>{4, 4}, u"morale=passed"_s,
          QStringList{u"= 6 hits of 24 (8 stands x 3): 25%"_s, u"5 +3 (25% casualties, Morale Phase) = 8"_s},
          QStringList{}}},
        {"Morale Phase: 1 stand lost, 1 hit kept, 1 this turn: 5 of 24, no band",
         {u"morale-test"_s,
          obj(R"({"moraleRating":"C","state":"good","tempHits":1,"permHits":1,"stands":7,"startStands":8})"),
          QList<int>{2, 3}, u"morale=passed"_s,
          QStringList{u"1 temporary hits this turn + 1 permanent kept + 1 stands lost x 3 = 5 hits of 24"_s,
                      u"Morale Number 5 = 5"_s},
          QStringList{}}},
        {"Morale Phase: Union needs 6, rolls 3: failed by 3, Routed",
         {u"morale-test"_s, obj(kUnion), QList<int>{1, 2}, u"morale=routed"_s,
          QStringList{u"= 6"_s, u"failed by 3: Routed"_s},
          QStringList{u"set-attribute:moraleState=routed"_s, u"set-attribute:kind=mob"_s, u"note:="_s}}},
        {"Morale Phase: failed by 1 -> Suppressed",
         {u"morale-test"_s, obj(kUnion), QList<int>{2, 3}, u"morale=suppressed"_s,
          QStringList{u"failed by 1: Suppressed"_s},
          QStringList{u"set-attribute:moraleState=suppressed"_s, u"note:="_s}}},
        {"Morale Phase: failed by 2 -> Shaken",
         {u"morale-test"_s, obj(kUnion), QList<int>{2, 2}, u"morale=shaken"_s,
          QStringList{u"failed by 2: Shaken"_s},
          QStringList{u"set-attribute:moraleState=shaken"_s, u"set-attribute:kind=mob"_s, u"note:="_s}}},
        {"Morale Phase: a Shaken unit failing by 1 stays Shaken",
         {u"morale-test"_s, obj(R"({"state":"shaken","moraleRating":"C","casualtyPercent":0})"),
          QList<int>{1, 3}, u"morale=suppressed"_s, QStringList{u"failed by 1"_s}, QStringList{u"note:="_s}}},
        {"Calamity and Fortune: double 1 is a Calamity",
         {u"morale-test"_s,
          obj(R"({"calamityFortune":true,"moraleRating":"C","state":"good","casualtyPercent":0})"),
          QList<int>{1, 1}, u"morale=routed calamity"_s, QStringList{u"Calamity"_s},
          QStringList{u"set-attribute:moraleState=routed"_s, u"set-attribute:kind=mob"_s, u"note:="_s}}},
        {"Calamity and Fortune: double 6 is a Fortune",
         {u"morale-test"_s,
          obj(R"({"calamityFortune":true,"moraleRating":"C","state":"good","casualtyPercent":0})"),
          QList<int>{6, 6}, u"morale=passed fortune"_s, QStringList{u"Fortune"_s}, QStringList{}}},
        {"Calamity and Fortune: not flagged when the rule is off",
         {u"morale-test"_s, obj(R"({"moraleRating":"C","state":"good","casualtyPercent":0})"),
          QList<int>{1, 1}, u"morale=routed"_s, QStringList{},
          QStringList{u"set-attribute:moraleState=routed"_s, u"set-attribute:kind=mob"_s, u"note:="_s}}},
        {"Recovering Morale: Shaken rallies to Suppressed",
         {u"rally"_s, obj(R"({"state":"shaken","moraleRating":"C","casualtyPercent":0})"), QList<int>{3, 3},
          u"rally=passed"_s, QStringList{u"Shaken becomes Suppressed"_s},
          QStringList{u"set-attribute:moraleState=suppressed"_s}}},
        {"Recovering Morale: Shaken fails and flees again",
         {u"rally"_s, obj(R"({"state":"shaken","moraleRating":"C","casualtyPercent":0})"), QList<int>{1, 2},
          u"rally=failed"_s, QStringList{u"Shaken becomes Shaken"_s}, QStringList{u"note:="_s}}},
        {"Recovering Morale: Routed rallies to Shaken",
         {u"rally"_s, obj(R"({"state":"routed","moraleRating":"C","casualtyPercent":0})"), QList<int>{4, 4},
          u"rally=passed"_s, QStringList{u"Routed becomes Shaken"_s},
          QStringList{u"set-attribute:moraleState=shaken"_s, u"note:="_s}}},
        {"Recovering Morale: Routed fails and is removed",
         {u"rally"_s, obj(R"({"state":"routed","moraleRating":"C","casualtyPercent":0})"), QList<int>{2, 2},
          u"rally=failed removed"_s, QStringList{u"failed by 1"_s}, QStringList{u"eliminate:="_s}}},
        {"Recovering Morale: Suppressed recovers with no casualties and no move",
         {u"recover"_s, obj(R"({"state":"suppressed","tookCasualties":false,"moved":false})"), QList<int>{},
          u"recovered"_s, QStringList{u"back to good order"_s},
          QStringList{u"set-attribute:moraleState=good"_s}}},
        {"Recovering Morale: Suppressed that moved stays Suppressed",
         {u"recover"_s, obj(R"({"state":"suppressed","tookCasualties":false,"moved":true})"), QList<int>{},
          u"still-suppressed"_s, QStringList{u"moved"_s}, QStringList{}}},
    });
}

void checkExample(const RuleTable &table)
{
    const auto [action, inputs, dice, outcome, traceHas, effects] = fetchRow<ResolvesRow>();
    const Resolution r = resolveExample(u"fields-of-honor"_s, action, inputs, dice, table, outcome, traceHas);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(kinds(r), effects);
}

void refusalRows()
{
    addRefusalRows("resolvers/fieldsofhonor/tests/resolvers/morale-refusals.json");
}

void checkRefusal(const RuleTable &table)
{
    resolveRefused(u"fields-of-honor"_s, fetchRow<RefusalRow>(), table, {3, 3});
}

} // namespace

class TstFohMorale : public ActionTest
{
    Q_OBJECT
public:
    TstFohMorale()
        : ActionTest(fohTable(), {exampleRows, checkExample}, {refusalRows, checkRefusal})
    {}

private slots:
    void exactByHand();
    void exactMatchesDiceTree_data();
    void exactMatchesDiceTree();
    void monteCarlo_data();
    void monteCarlo();
};

void TstFohMorale::exactByHand()
{
    // Union: 2d6 >= 6 is 26/36; 5 (failed by 1) 4/36; 4 (by 2) 3/36; 2-3 (by 3+) 3/36.
    const FohOdds u = FieldsOfHonor::exactOdds(u"morale-test"_s, obj(kUnion), m_table);
    QCOMPARE(u.probability(u"morale=passed"_s).toString(), u"13/18"_s);
    QCOMPARE(u.probability(u"morale=suppressed"_s).toString(), u"1/9"_s);
    QCOMPARE(u.probability(u"morale=shaken"_s).toString(), u"1/12"_s);
    QCOMPARE(u.probability(u"morale=routed"_s).toString(), u"1/12"_s);
    QJsonObject cf = obj(kUnion);
    cf.insert(u"calamityFortune"_s, true);
    const FohOdds c = FieldsOfHonor::exactOdds(u"morale-test"_s, cf, m_table);
    QCOMPARE(c.probability(u"morale=routed calamity"_s).toString(), u"1/36"_s);
    QCOMPARE(c.probability(u"morale=routed"_s).toString(), u"1/18"_s);
    QCOMPARE(c.probability(u"morale=passed fortune"_s).toString(), u"1/36"_s);
    QCOMPARE(c.marginal(u"morale=routed"_s).toString(), u"1/12"_s);
    // Charge Number 2: passes on 2-6.
    const FohOdds ch = FieldsOfHonor::exactOdds(
        u"charge-test"_s, obj(R"({"moraleRating":"B","modifiers":"cavalry,sub-commander"})"), m_table);
    QCOMPARE(ch.probability(u"charge=passed"_s).toString(), u"5/6"_s);
    // Routed rally at 5: fails (removed) on 2-4, 6/36.
    const FohOdds r = FieldsOfHonor::exactOdds(
        u"rally"_s, obj(R"({"state":"routed","moraleRating":"C","casualtyPercent":0})"), m_table);
    QCOMPARE(r.probability(u"rally=failed removed"_s).toString(), u"1/6"_s);
    // Actions without dice have one certain outcome.
    const FohOdds rec = FieldsOfHonor::exactOdds(
        u"recover"_s, obj(R"({"state":"suppressed","tookCasualties":false,"moved":false})"), m_table);
    QVERIFY(rec.ok());
    QCOMPARE(rec.probability(u"recovered"_s).toString(), u"1"_s);
    QVERIFY(!FieldsOfHonor::exactOdds(
                 u"recover"_s, obj(R"({"state":"routed","tookCasualties":false,"moved":false})"), m_table)
                 .ok());
}

void TstFohMorale::exactMatchesDiceTree_data()
{
    addRows<ActionRow>({
        {"charge", {u"charge-test"_s, obj(R"({"moraleRating":"E","otherModifier":2})")}},
        {"morale Confederate", {u"morale-test"_s, obj(kConfederate)}},
        {"morale with calamity",
         {u"morale-test"_s,
          obj(R"({"calamityFortune":true,"moraleRating":"A","state":"shaken","casualtyPercent":0})")}},
        {"rally shaken", {u"rally"_s, obj(R"({"state":"shaken","moraleRating":"C","casualtyPercent":60})")}},
    });
}

void TstFohMorale::exactMatchesDiceTree()
{
    const auto [action, inputs] = fetchRow<ActionRow>();
    const FohOdds o = FieldsOfHonor::exactOdds(action, inputs, m_table);
    const Distribution tree = odds(u"fields-of-honor"_s, action, inputs, m_table);
    QVERIFY2(tree.ok(), qPrintable(tree.error()));
    QCOMPARE(o.toDistribution().outcomes(), tree.outcomes());
    QCOMPARE(tree.total(), Fraction(1));
}

void TstFohMorale::monteCarlo_data()
{
    exactMatchesDiceTree_data();
}

void TstFohMorale::monteCarlo()
{
    const auto [action, inputs] = fetchRow<ActionRow>();
    const FohOdds o = FieldsOfHonor::exactOdds(action, inputs, m_table);
    QVERIFY(o.ok());
    const auto s = adj::testing::sampleOutcomes(u"fields-of-honor"_s, action, inputs, m_table, 20000, 1854);
    for (auto it = s.byKey.cbegin(); it != s.byKey.cend(); ++it)
        QVERIFY2(o.counts().contains(it.key()), qPrintable(it.key()));
    for (const QString &k : o.keys())
        adj::testing::compareShare(k, o.probability(k).toDouble(), s.byKey.value(k), s.runs, 5, 1e-4);
}

QTEST_APPLESS_MAIN(TstFohMorale)
#include "support/moc_actiontest.cpp"
#include "tst_fohmorale.moc"
