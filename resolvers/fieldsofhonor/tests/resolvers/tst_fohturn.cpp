// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor end-of-turn bookkeeping: hit distribution (Hit Distribution), victory points
// (Victory Points) and the Movement Phase roll-off and BMUG rolls (Movement Phase).
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fohmovement.h"
#include "fieldsofhonor/fohscale.h"
#include "fieldsofhonor/fohtable.h"
#include "fieldsofhonor/fohturn.h"
#include "support/datarows.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFohTurn : public QObject
{
    Q_OBJECT
private slots:
    void distribute_data();
    void distribute();
    void distributeEffects();
    void distributeRefuses();
    void houseRuleForgiveness();
    void victory_data();
    void victory();
    void movementRollOff();
    void movementAlternates();
    void movementRefuses();
    void movementJson();
    void scales_data();
    void scales();

private:
    const RuleTable m_table = fohTable();
};

struct DistributeRow
{
    int temp;
    int kept;
    int stands;
    int forgiven;
    int lost;
    int keptAfter;
    bool eliminated;
};

void TstFohTurn::distribute_data()
{
    testing::addRows<DistributeRow>({
        {"Hit Distribution: Confederates 3 + 6 = 9 hits -> 5 forgiven, 4 permanent, 1 stand, 1 kept",
         {9, 0, 8, 5, 1, 1, false}},
        {"Hit Distribution: Union 7 hits -> 4 forgiven, 3 permanent, 1 stand", {7, 0, 8, 4, 1, 0, false}},
        {"Hit Distribution: 1 hit is forgiven", {1, 0, 4, 1, 0, 0, false}},
        {"Hit Distribution: 2 kept + 2 new permanent = 4 -> 1 stand, 1 kept", {4, 2, 4, 2, 1, 1, false}},
        {"Hit Distribution: Union after pursuit 10 hits on 7 stands", {10, 0, 7, 5, 1, 2, false}},
        {"Hit Distribution: 30 hits on 4 stands remove the unit", {30, 0, 4, 15, 4, 0, true}},
    });
}

void TstFohTurn::distribute()
{
    const auto [temp, kept, stands, forgiven, lost, keptAfter, eliminated] =
        testing::fetchRow<DistributeRow>();
    const FohTurn::Distribution d = FohTurn::distribute(*FohTable::of(m_table), temp, kept, stands);
    QCOMPARE(d.forgiven, forgiven);
    QCOMPARE(d.standsLost, lost);
    QCOMPARE(d.kept, keptAfter);
    QCOMPARE(d.eliminated, eliminated);
}

void TstFohTurn::distributeEffects()
{
    ScriptedDice none({});
    const Resolution r = resolve(u"fields-of-honor"_s, u"distribute-hits"_s,
                                 obj(R"({"unit":12,"tempHits":9,"permHits":0,"stands":8})"), none, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"stands-lost=1 kept=1"_s);
    QVERIFY(r.traceText().contains(u"9 temporary hits: 5 forgiven (half, rounded up), 4 become permanent"_s));
    QCOMPARE(r.effects().size(), 3);
    QCOMPARE(r.effects().at(0).attribute, u"tempHits"_s);
    QCOMPARE(r.effects().at(0).value.toInt(), 0);
    QCOMPARE(r.effects().at(1).attribute, u"permHits"_s);
    QCOMPARE(r.effects().at(1).value.toInt(), 1);
    QCOMPARE(r.effects().at(2).kind, Effect::Kind::LoseStrength);
    QCOMPARE(r.effects().at(2).amount, 1);
    QCOMPARE(r.effects().at(2).unit, 12);

    const Resolution e = resolve(u"fields-of-honor"_s, u"distribute-hits"_s,
                                 obj(R"({"tempHits":30,"permHits":0,"stands":4})"), none, m_table);
    QCOMPARE(e.outcomeKey(), u"stands-lost=4 kept=0 eliminated"_s);
    QCOMPARE(e.effects().last().kind, Effect::Kind::Eliminate);
}

void TstFohTurn::distributeRefuses()
{
    ScriptedDice none({});
    for (const char *json : {R"({"tempHits":3})", R"({"tempHits":3,"stands":4,"permHits":3})",
                             R"({"tempHits":-1,"stands":4})"}) {
        const Resolution r = resolve(u"fields-of-honor"_s, u"distribute-hits"_s, obj(json), none, m_table);
        QVERIFY2(!r.ok(), json);
        QVERIFY(r.effects().isEmpty());
    }
}

void TstFohTurn::houseRuleForgiveness()
{
    // A house rule forgiving a third (rounded up) instead of half: 9 -> 3 forgiven, 6 permanent, 2 stands.
    RuleTable t = m_table;
    QString error;
    QVERIFY2(t.applyOverrides(QJsonObject{{u"hits.forgivenDivisor"_s, 3}}, &error), qPrintable(error));
    const FohTurn::Distribution d = FohTurn::distribute(*FohTable::of(t), 9, 0, 8);
    QCOMPARE(d.forgiven, 3);
    QCOMPARE(d.standsLost, 2);
    QVERIFY(!t.applyOverrides(QJsonObject{{u"hits.hitsPerStand"_s, 0}}, &error));
    QVERIFY(error.contains(u"hits.hitsPerStand"_s));
}

struct VictoryRow
{
    QJsonObject inputs;
    QString outcome;
};

void TstFohTurn::victory_data()
{
    testing::addRows<VictoryRow>({
        {"Victory Points: 10 lost, 14 inflicted, 3 objectives: -10 +14 +15 = 19",
         {obj(R"({"side":"Union","standsLost":10,"standsInflicted":14,"objectives":3})"), u"vp=19"_s}},
        {"Victory Points: no objectives", {obj(R"({"standsLost":5,"standsInflicted":2})"), u"vp=-3"_s}},
    });
}

void TstFohTurn::victory()
{
    const auto [inputs, outcome] = testing::fetchRow<VictoryRow>();
    ScriptedDice none({});
    const Resolution r = resolve(u"fields-of-honor"_s, u"victory-points"_s, inputs, none, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), outcome);
    QCOMPARE(r.effects().size(), 1);
    QCOMPARE(r.effects().first().kind, Effect::Kind::ChangeCounter);
    QCOMPARE(r.effects().first().counter, u"VP"_s);
    QCOMPARE(QString(u"vp="_s + QString::number(r.effects().first().amount)), outcome);
    // More objectives than the eight placed is refused.
    const Resolution bad =
        resolve(u"fields-of-honor"_s, u"victory-points"_s,
                obj(R"({"standsLost":1,"standsInflicted":1,"objectives":9})"), none, m_table);
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().contains(u"objectives"_s));
    QVERIFY(bad.effects().isEmpty());
}

void TstFohTurn::movementRollOff()
{
    QString e;
    FohMovement m = FohMovement::start(u"Union"_s, {u"1st"_s, u"2nd"_s}, u"Confederate"_s, {u"A"_s}, &e);
    QVERIFY(e.isEmpty());
    QCOMPARE(m.stage(), FohMovement::Stage::RollOff);
    const FohMovement tie = m.rollOff(4, 4, &e);
    QVERIFY(e.isEmpty());
    QCOMPARE(tie.stage(), FohMovement::Stage::RollOff); // a tie rolls again
    m = m.rollOff(2, 5, &e);
    QCOMPARE(m.first(), 1);
    QCOMPARE(m.current(), 1);
    QCOMPARE(m.stage(), FohMovement::Stage::Roll);
}

void TstFohTurn::movementAlternates()
{
    QString e;
    FohMovement m = FohMovement::start(u"Union"_s, {u"1st"_s, u"2nd"_s, u"3rd"_s}, u"Confederate"_s,
                                       {u"A"_s, u"B"_s}, &e);
    m = m.rollOff(6, 1, &e); // Union moves first
    m = m.roll(2, &e);       // up to 2 BMUGs
    QCOMPARE(m.allowance(), 2);
    m = m.opportunityFire(u"B"_s, &e); // B fires at the moving Union and loses its move
    QVERIFY(e.isEmpty());
    QVERIFY(m.hasMoved(u"B"_s));
    m = m.move(u"1st"_s, &e);
    m = m.move(u"2nd"_s, &e); // roll used up: Confederates roll
    QCOMPARE(m.current(), 1);
    QCOMPARE(m.stage(), FohMovement::Stage::Roll);
    m = m.roll(6, &e);
    QCOMPARE(m.allowance(), 1); // only A is left
    m = m.move(u"A"_s, &e);     // Confederates done: Union rolls again
    QCOMPARE(m.current(), 0);
    m = m.roll(1, &e);
    m = m.move(u"3rd"_s, &e);
    QVERIFY(e.isEmpty());
    QVERIFY(m.isDone());
    QCOMPARE(m.opportunityFirers(), QStringList{u"B"_s});
}

void TstFohTurn::movementRefuses()
{
    QString e;
    FohMovement m = FohMovement::start(u"Union"_s, {u"1st"_s}, u"Confederate"_s, {u"A"_s}, &e);
    FohMovement same = m.roll(3, &e);
    QVERIFY(e.contains(u"roll off"_s));
    QVERIFY(same == m);
    e.clear();
    QVERIFY(m.rollOff(7, 1, &e) == m);
    QVERIFY(!e.isEmpty());
    e.clear();
    m = m.rollOff(5, 3, &e);
    m = m.roll(1, &e);
    QVERIFY(m.move(u"A"_s, &e) == m); // not the Confederates' move
    QVERIFY(e.contains(u"A"_s));
    e.clear();
    QVERIFY(m.opportunityFire(u"1st"_s, &e) == m); // the moving side does not take opportunity fire
    QVERIFY(!e.isEmpty());
    e.clear();
    FohMovement::start(u"X"_s, {u"a"_s}, u"X"_s, {u"b"_s}, &e);
    QVERIFY(!e.isEmpty());
    e.clear();
    FohMovement::start(u"X"_s, {u"a"_s}, u"Y"_s, {u"a"_s}, &e);
    QVERIFY(e.contains(u"twice"_s));
}

void TstFohTurn::movementJson()
{
    QString e;
    FohMovement m = FohMovement::start(u"Union"_s, {u"1st"_s, u"2nd"_s}, u"Confederate"_s, {u"A"_s}, &e);
    m = m.rollOff(3, 2, &e).roll(4, &e).move(u"1st"_s, &e);
    const FohMovement back = FohMovement::fromJson(m.toJson(), &e);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QVERIFY(back == m);
    QJsonObject bad = m.toJson();
    bad.insert(u"moved"_s, QJsonArray{u"Z"_s});
    FohMovement::fromJson(bad, &e);
    QVERIFY(e.contains(u"Z"_s));
}

struct ScalesRow
{
    QString scale;
    double yardsFor8;
    QString describes;
};

void TstFohTurn::scales_data()
{
    testing::addRows<ScalesRow>({
        {"Flexible Scales: section 1\" = 2 yards",
         {u"section"_s, 16.0, u"the BMU is the section, the BMUG the company"_s}},
        {"Flexible Scales: company 1\" = 8 yards", {u"company"_s, 64.0, u"about 24 men a stand"_s}},
        {"Flexible Scales: battalion 1\" = 33 yards", {u"battalion"_s, 264.0, u"1\" = 33 yards"_s}},
        {"Flexible Scales: regiment 1\" = 66 yards", {u"regiment"_s, 528.0, u"turns of 15-30 minutes"_s}},
        {"Flexible Scales: brigade 1\" = 132 yards", {u"brigade"_s, 1056.0, u"the BMUG the division"_s}},
    });
}

void TstFohTurn::scales()
{
    const auto [scale, yardsFor8, describes] = testing::fetchRow<ScalesRow>();
    QCOMPARE(FohScale::yards(scale, 8), yardsFor8);
    QVERIFY2(FohScale::describe(scale).contains(describes), qPrintable(FohScale::describe(scale)));
    QCOMPARE(FohScale::yards(u"army"_s, 8), -1.0);
    QVERIFY(FohScale::describe(u"army"_s).isEmpty());
}

QTEST_APPLESS_MAIN(TstFohTurn)
#include "tst_fohturn.moc"
