// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The registry: rule sets listed (only those implemented), schemas as JSON, the entry points'
// handling of unknown rule sets, actions and inputs, and the JSON shapes the CLI prints.
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
using adj::testing::fhgTable;
} // namespace

class TstRuleSets : public QObject
{
    Q_OBJECT
private slots:
    void listsOnlyImplemented();
    void schemas_data();
    void schemas();
    void entryPointErrors_data();
    void entryPointErrors();
    void resolutionJson();
    void distributionJson();

private:
    const RuleTable m_table = fhgTable();
};

void TstRuleSets::listsOnlyImplemented()
{
    const QJsonArray all = RuleSets::rulesetsJson();
    QVERIFY(all.size() >= 1); // each rule set module registers itself (RuleSets::all)
    const QJsonObject fhg = all.first().toObject();
    QCOMPARE(fhg.value(u"id"_s).toString(), u"fhg-land"_s);
    QCOMPARE(fhg.value(u"distance"_s).toString(), u"hexes"_s);
    QCOMPARE(fhg.value(u"table"_s).toString(), u":/rulesets/fhg-land.json"_s);
    QCOMPARE(fhg.value(u"options"_s).toArray().size(), 14); // 11.1 .. 11.14
    QStringList actions;
    for (const QJsonValue &a : fhg.value(u"actions"_s).toArray())
        actions.append(a.toObject().value(u"id"_s).toString());
    QCOMPARE(actions, (QStringList{u"random-ap"_s, u"fire"_s, u"close-combat"_s, u"rally"_s, u"move"_s,
                                   u"formation"_s, u"retreat"_s}));
    for (const QJsonValue &r : all)
        QVERIFY(RuleSets::find(r.toObject().value(u"id"_s).toString()));
    QVERIFY(!RuleSets::find(u"no-such-rules"_s));
}

void TstRuleSets::schemas_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("rule");
    QTest::newRow("fire range") << u"fire"_s << u"range"_s << u"int"_s << u"8.1.3"_s;
    QTest::newRow("fire terrain") << u"fire"_s << u"targetTerrain"_s << u"enum"_s << u"2.2.1"_s;
    QTest::newRow("fire 11.6") << u"fire"_s << u"opt11_6"_s << u"bool"_s << u"11.6"_s;
    QTest::newRow("fire target id") << u"fire"_s << u"target"_s << u"unit"_s << QString();
    QTest::newRow("close combat 11.12") << u"close-combat"_s << u"dragoonsEvade"_s << u"bool"_s << u"11.12"_s;
    QTest::newRow("random AP 11.14") << u"random-ap"_s << u"commandApAdjustment"_s << u"int"_s << u"11.14"_s;
    QTest::newRow("rally 11.2") << u"rally"_s << u"opt11_2"_s << u"bool"_s << u"11.2"_s;
    QTest::newRow("move 11.11") << u"move"_s << u"opt11_11"_s << u"bool"_s << u"11.11"_s;
    QTest::newRow("move path") << u"move"_s << u"path"_s << u"list"_s << u"7.1"_s; // a JSON array (issue 17)
    QTest::newRow("move leader's extra hex") << u"move"_s << u"leaderBonus"_s << u"bool"_s << u"6.2.5"_s;
    QTest::newRow("formation AP") << u"formation"_s << u"apAvailable"_s << u"int"_s << u"6.2.8"_s;
}

void TstRuleSets::schemas()
{
    QFETCH(QString, action);
    QFETCH(QString, input);
    QFETCH(QString, type);
    QFETCH(QString, rule);
    const RuleSet *rs = RuleSets::find(u"fhg-land"_s);
    QVERIFY(rs);
    const ActionSchema *a = rs->action(action);
    QVERIFY(a);
    const InputSpec *in = a->input(input);
    QVERIFY(in);
    const QJsonObject j = in->toJson();
    QCOMPARE(j.value(u"type"_s).toString(), type);
    QCOMPARE(j.value(u"rule"_s).toString(), rule);
    QVERIFY(!j.value(u"help"_s).toString().isEmpty());
    if (type == u"enum"_s)
        QVERIFY(j.value(u"allowed"_s).toArray().contains(u"forest"_s));
}

struct EntryPointErrorsRow
{
    QString ruleset;
    QString action;
    QString inputs;
    QString errorHas;
};

void TstRuleSets::entryPointErrors_data()
{
    testing::addRows<EntryPointErrorsRow>({
        {"unknown rule set",
         {u"no-such-rules"_s, u"fire"_s, u"{}"_s, u"unknown rule set \"no-such-rules\""_s}},
        {"unknown action", {u"fhg-land"_s, u"broadside"_s, u"{}"_s, u"unknown action \"broadside\""_s}},
        {"unknown input",
         {u"fhg-land"_s, u"rally"_s, uR"({"unitType":"regular","currentMp":1,"startMp":4,"morale":3})"_s,
          u"unknown input \"morale\""_s}},
        {"wrong type",
         {u"fhg-land"_s, u"rally"_s,
          uR"({"unitType":"regular","currentMp":1,"startMp":4,"leaderInHex":"yes"})"_s,
          u"\"leaderInHex\" must be true or false"_s}},
        {"out of range",
         {u"fhg-land"_s, u"rally"_s, uR"({"unitType":"regular","currentMp":1,"startMp":40})"_s,
          u"\"startMp\" is 40, above its maximum 20"_s}},
        // Checked before it is stored as an integer (converting 3e64 to 64 bits was undefined; the
        // resolve fuzzer found it).
        {"far out of range",
         {u"fhg-land"_s, u"rally"_s, uR"({"unitType":"regular","currentMp":1,"startMp":3.3e64})"_s,
          u"\"startMp\" is 3.3e+64, above its maximum 20"_s}},
        {"unit id beyond 64 bits",
         {u"fhg-land"_s, u"rally"_s, uR"({"unit":1e30,"unitType":"regular","currentMp":1,"startMp":4})"_s,
          u"\"unit\" is 1e+30, too large a number"_s}},
        {"not a whole number",
         {u"fhg-land"_s, u"rally"_s, uR"({"unitType":"regular","currentMp":1.5,"startMp":4})"_s,
          u"\"currentMp\" must be a whole number"_s}},
        {"enum value",
         {u"fhg-land"_s, u"fire"_s,
          uR"({"firerType":"regular","range":1,"targetType":"regular","targetMp":2,"targetTerrain":"jungle"})"_s,
          u"\"targetTerrain\" must be one of"_s}},
    });
}

void TstRuleSets::entryPointErrors()
{
    const auto [ruleset, action, inputs, errorHas] = testing::fetchRow<EntryPointErrorsRow>();
    const QJsonObject in = QJsonDocument::fromJson(inputs.toUtf8()).object();
    SeededDice dice(1);
    const Resolution r = resolve(ruleset, action, in, dice, m_table);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(errorHas), qPrintable(r.error()));
    QVERIFY(r.effects().isEmpty());
    QCOMPARE(r.dice().size(), 0);
    const Distribution d = odds(ruleset, action, in, m_table);
    QVERIFY(!d.ok());
    QCOMPARE(d.error(), r.error());
}

void TstRuleSets::resolutionJson()
{
    SeededDice dice(2024);
    const QJsonObject in{
        {u"firerType"_s, u"regular"_s}, {u"range"_s, 1}, {u"targetType"_s, u"regular"_s}, {u"targetMp"_s, 3}};
    const Resolution r = resolve(u"fhg-land"_s, u"fire"_s, in, dice, m_table);
    QVERIFY(r.ok());
    const QJsonObject j = r.toJson();
    QCOMPARE(j.value(u"ok"_s).toBool(), true);
    QCOMPARE(j.value(u"ruleset"_s).toString(), u"fhg-land"_s);
    QCOMPARE(j.value(u"action"_s).toString(), u"fire"_s);
    QCOMPARE(j.value(u"diceSource"_s).toObject().value(u"seed"_s).toString(), u"2024"_s);
    QCOMPARE(j.value(u"dice"_s).toArray().size(), 3);
    QCOMPARE(j.value(u"inputs"_s).toObject().value(u"targetTerrain"_s).toString(),
             u"clear"_s); // default filled
    QVERIFY(j.value(u"outcomeKey"_s).toString().startsWith(u"hits="_s));
    QVERIFY(j.value(u"trace"_s).toArray().first().toObject().contains(u"rule"_s));
    // The same seed gives the same resolution.
    SeededDice again(2024);
    QCOMPARE(resolve(u"fhg-land"_s, u"fire"_s, in, again, m_table).toJson(), j);
}

void TstRuleSets::distributionJson()
{
    const QJsonObject in{
        {u"firerType"_s, u"rocket"_s}, {u"range"_s, 1}, {u"targetType"_s, u"regular"_s}, {u"targetMp"_s, 4}};
    const Distribution d = odds(u"fhg-land"_s, u"fire"_s, in, m_table);
    const QJsonObject j = d.toJson();
    QCOMPARE(j.value(u"ok"_s).toBool(), true);
    const QJsonArray outcomes = j.value(u"outcomes"_s).toArray();
    QCOMPARE(outcomes.size(), 4); // 0..3 hits
    QString zero;
    for (const QJsonValue &v : outcomes)
        if (v.toObject().value(u"key"_s).toString() == u"hits=0"_s)
            zero = v.toObject().value(u"fraction"_s).toString();
    QCOMPARE(zero, u"125/216"_s);
    QVERIFY(!j.value(u"marginals"_s).toArray().isEmpty());
}

QTEST_APPLESS_MAIN(TstRuleSets)
#include "tst_rulesets.moc"
