// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Action points (6.1.1, 9.3.2, 11.13, 11.14) and rally (9.4, 11.2) of For Honor and Glory.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fhgland/fhgcommand.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFhgCommand : public QObject
{
    Q_OBJECT
private slots:
    void randomAp_data();
    void randomAp();
    void randomApOdds();
    void rally_data();
    void rally();

private:
    const RuleTable m_table = fhgTable();
};

struct RandomApRow
{
    QJsonObject inputs;
    int die;
    int total;
    int delta;
};

void TstFhgCommand::randomAp_data()
{
    testing::addRows<RandomApRow>({
        {"6.1.1 Queenston Heights: command 3 + roll 3 -> 5", {obj(R"({"commandAp":3})"), 3, 5, 5}},
        {"6.1.1 chart 1-2 -> 1", {obj(R"({"commandAp":3})"), 2, 4, 4}},
        {"6.1.1 chart 5-6 -> 3", {obj(R"({"commandAp":3})"), 6, 6, 6}},
        {"9.3.1 one leader lost: 3 - 1 + 1", {obj(R"({"commandAp":3,"leadersLost":1})"), 1, 3, 3}},
        {"9.3.2 two leaders lost, command 1: never below 0",
         {obj(R"({"commandAp":1,"leadersLost":2})"), 4, 2, 2}},
        {"11.13 both sides use the highest command AP",
         {obj(R"({"commandAp":1,"opt11_13":true,"highestCommandAp":4})"), 5, 7, 7}},
        {"11.14 adjusted -1", {obj(R"({"commandAp":3,"opt11_14":true,"commandApAdjustment":-1})"), 3, 4, 4}},
        {"6.2.8 the effect sets the counter from 1 left over",
         {obj(R"({"commandAp":2,"apLeft":1})"), 3, 4, 3}},
    });
}

void TstFhgCommand::randomAp()
{
    const auto [inputs, die, total, delta] = testing::fetchRow<RandomApRow>();
    EnteredDice dice({die});
    const Resolution r = resolve(u"fhg-land"_s, u"random-ap"_s, inputs, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"ap=%1"_s.arg(total));
    QCOMPARE(r.effects().size(), 1);
    QCOMPARE(r.effects().first().kind, Effect::Kind::ChangeCounter);
    QCOMPARE(r.effects().first().counter, u"AP"_s);
    QCOMPARE(r.effects().first().amount, delta);
    QCOMPARE(r.dice().first().source, DieRecord::Source::Entered);
}

void TstFhgCommand::randomApOdds()
{
    const Distribution d = odds(u"fhg-land"_s, u"random-ap"_s, obj(R"({"commandAp":3})"), m_table);
    QVERIFY(d.ok());
    QCOMPARE(d.probability(u"ap=4"_s), Fraction(1, 3));
    QCOMPARE(d.probability(u"ap=5"_s), Fraction(1, 3));
    QCOMPARE(d.probability(u"ap=6"_s), Fraction(1, 3));
    QCOMPARE(d.paths(), 3); // one branch per chart row
    const FhgCommand::CommandAp c = FhgCommand::commandAp(2, 5, 1, false, 0, false, 0);
    QCOMPARE(c.value, 0);
    // Errors name the input.
    SeededDice s(1);
    const Resolution bad =
        resolve(u"fhg-land"_s, u"random-ap"_s, obj(R"({"commandAp":3,"opt11_13":true})"), s, m_table);
    QVERIFY(bad.error().contains(u"highestCommandAp"_s));
    const Resolution neg = resolve(u"fhg-land"_s, u"random-ap"_s, obj(R"({"commandAp":-1})"), s, m_table);
    QVERIFY(neg.error().contains(u"commandAp"_s));
}

void TstFhgCommand::rally_data()
{
    addRefusalRows("resolvers/fhgland/tests/resolvers/rally-rows.json", u"rally"_s);
}

void TstFhgCommand::rally()
{
    const auto [action, inputs, errorHas] = fetchRow<RefusalRow>(); // errorHas empty: rallies
    ScriptedDice dice({});
    const Resolution r = resolve(u"fhg-land"_s, action, inputs, dice, m_table);
    if (errorHas.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.outcomeKey(), u"rallied"_s);
        QCOMPARE(r.effects().size(), 2);
        QCOMPARE(r.effects().at(1).kind, Effect::Kind::GainStrength);
        QCOMPARE(r.effects().at(1).amount, 1);
        QCOMPARE(r.dice().size(), 0);
    } else {
        compareRefused(r, errorHas);
    }
}

QTEST_APPLESS_MAIN(TstFhgCommand)
#include "tst_fhgcommand.moc"
