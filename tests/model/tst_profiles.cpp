// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The five rule sets' unit profiles: types, attributes, defaults and refusals.
#include "rulesetprofile.h"
#include "summary/summarybuilder.h"
#include "support/datarows.h"

#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestProfiles : public QObject
{
    Q_OBJECT

private slots:
    void everyProfileWellFormed();
    void validUnits_data();
    void validUnits();
    void refusedUnits_data();
    void refusedUnits();
    void fieldsOfHonorScales_data();
    void fieldsOfHonorScales();
    void oneMeasureId();
};

void TestProfiles::everyProfileWellFormed()
{
    QStringList ids;
    for (const RuleSetProfile &p : Profiles::all()) {
        ids << p.id;
        QVERIFY2(!p.types.isEmpty(), qPrintable(p.id));
        QVERIFY2(!p.phases.isEmpty(), qPrintable(p.id));
        for (const UnitTypeSpec &t : p.types)
            QVERIFY2(t.minStrength <= t.defaultStrength && t.defaultStrength <= t.maxStrength,
                     qPrintable(t.id));
        for (const AttributeSpec &a : p.attributes)
            if (a.type == AttributeSpec::Type::Enum)
                QVERIFY2(a.allowed.contains(a.defaultValue.toString()), qPrintable(a.id));
    }
    // Every registered profile, whatever their number (a rule set added is one folder and one line,
    // not an edit here): each id once; the bundled ones read below are among them.
    QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
    for (const QString &id : {u"fhg-land"_s, u"wfa-naval"_s, u"oneifbyland"_s, u"honour-glory"_s})
        QVERIFY2(ids.contains(id), qPrintable(id));
    QCOMPARE(Profiles::find(u"fhg-land"_s)->distance, DistanceMeasure::Hexes);
    QCOMPARE(Profiles::find(u"wfa-naval"_s)->strength, StrengthMeasure::DamagePoints);
    QCOMPARE(Profiles::find(u"oneifbyland"_s)->strength, StrengthMeasure::Figures);
    QCOMPARE(Profiles::find(u"oneifbyland"_s)->yardsPerInch, 15.0); // 1" = 15 yards
    QCOMPARE(Profiles::find(u"fields-of-honor"_s)->strength, StrengthMeasure::Stands);
    QCOMPARE(Profiles::find(u"honour-glory"_s)->distance, DistanceMeasure::None);
    QCOMPARE(Profiles::find(u"fhg-land"_s)->optionalRules.size(), 14); // 11.1-11.14
    QVERIFY(!Profiles::find(u"chess"_s));
}

struct ValidUnitsRow
{
    QString ruleset;
    QString type;
    int strength;
    int start;
    QJsonObject attrs;
    QJsonObject expected;
};

void TestProfiles::validUnits_data()
{
    testing::addRows<ValidUnitsRow>({
        // 3.4.1-3.4.5: 4 MP elite and regulars, 3 MP light, 2 MP militia.
        {"fhg elite 4 MP (3.4.1)",
         {u"fhg-land"_s, u"elite"_s, 4, 4, QJsonObject{}, QJsonObject{{u"formation"_s, u"line"_s}}}},
        {"fhg light 2 of 3 MP (3.4.4)",
         {u"fhg-land"_s, u"light"_s, 2, 3, QJsonObject{{u"formation"_s, u"column"_s}},
          QJsonObject{{u"formation"_s, u"column"_s}}}},
        {"wfa frigate",
         {u"wfa-naval"_s, u"frigate"_s, 3, 7,
          QJsonObject{{u"guns"_s, u"4"_s}, {u"heading"_s, 6}, {u"command"_s, u"yes"_s}},
          QJsonObject{{u"guns"_s, 4},
                      {u"heading"_s, 6},
                      {u"command"_s, true},
                      {u"marines"_s, 0},
                      {u"squadron"_s, u""_s},
                      {u"nation"_s, u""_s}}}},
        {"oibl militia defaults to open order",
         {u"oneifbyland"_s, u"militia"_s, 16, 16, QJsonObject{}, QJsonObject{{u"formation"_s, u"open"_s}}}},
        {"oibl artillery gun",
         {u"oneifbyland"_s, u"artillery"_s, 4, 4,
          QJsonObject{{u"gun"_s, 12}, {u"formation"_s, u"unlimbered"_s}},
          QJsonObject{{u"gun"_s, 12}, {u"crew"_s, 4}}}},
        {"foh skirmishers",
         {u"fields-of-honor"_s, u"infantry"_s, 3, 4,
          QJsonObject{{u"kind"_s, u"skirmish"_s}, {u"smallArms"_s, u"rifled"_s}},
          QJsonObject{{u"morale"_s, u"C"_s}, {u"moraleState"_s, u"good"_s}}}},
        {"h&g the one",
         {u"honour-glory"_s, u"the-one"_s, 150, 150,
          QJsonObject{{u"armyCost"_s, 40}, {u"colour"_s, u"black"_s}}, QJsonObject{{u"tacticsMl"_s, 1}}}},
    });
}

void TestProfiles::validUnits()
{
    auto [ruleset, type, strength, start, attrs, expected] = testing::fetchRow<ValidUnitsRow>();
    const QString error = Profiles::validateUnit(*Profiles::find(ruleset), type, strength, start, &attrs);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QCOMPARE(attrs.value(it.key()), it.value());
}

struct RefusedUnitsRow
{
    QString ruleset;
    QString type;
    int strength;
    int start;
    QJsonObject attrs;
    QString message;
};

void TestProfiles::refusedUnits_data()
{
    testing::addRows<RefusedUnitsRow>({
        {"militia is 2 MP (3.4.5)", {u"fhg-land"_s, u"militia"_s, 3, 3, QJsonObject{}, u"outside 1..2 MP"_s}},
        {"unknown type", {u"fhg-land"_s, u"hussar"_s, 2, 2, QJsonObject{}, u"unit type \"hussar\""_s}},
        {"strength above start",
         {u"fhg-land"_s, u"regular"_s, 4, 3, QJsonObject{},
          u"strength 4 must be between 0 and the starting strength 3"_s}},
        {"dragoons never in column",
         {u"fhg-land"_s, u"dragoon"_s, 2, 2, QJsonObject{{u"formation"_s, u"column"_s}},
          u"cannot have formation \"column\""_s}},
        {"heading 7",
         {u"wfa-naval"_s, u"brig"_s, 5, 5, QJsonObject{{u"heading"_s, 7}},
          u"\"heading\" = 7 is outside 1..6"_s}},
        {"half a gun", {u"wfa-naval"_s, u"brig"_s, 5, 5, QJsonObject{{u"guns"_s, 2.5}}, u"whole number"_s}},
        {"Germans close order only",
         {u"oneifbyland"_s, u"german"_s, 16, 16, QJsonObject{{u"formation"_s, u"skirmish"_s}},
          u"cannot have formation \"skirmish\""_s}},
        {"gun weight on infantry",
         {u"oneifbyland"_s, u"british"_s, 16, 16, QJsonObject{{u"gun"_s, 6}}, u"\"gun\" does not apply"_s}},
        {"rating F",
         {u"fields-of-honor"_s, u"infantry"_s, 4, 4, QJsonObject{{u"fire"_s, u"F"_s}},
          u"\"fire\" = \"F\" is not one of A, B, C, D, E"_s}},
        {"unknown attribute",
         {u"fields-of-honor"_s, u"cavalry"_s, 4, 4, QJsonObject{{u"lances"_s, true}},
          u"\"lances\" is not an attribute"_s}},
        // The Army Cost of 40 is the rule table's (a house rule changes it, HonourGlory::checkChanges);
        // the profile only bounds it as the table's players.armyCost is bounded.
        {"army cost beyond any table",
         {u"honour-glory"_s, u"the-many"_s, 50, 50, QJsonObject{{u"armyCost"_s, 10001}},
          u"\"armyCost\" = 10001 is outside 0..10000"_s}},
        {"bool from text",
         {u"wfa-naval"_s, u"sloop"_s, 4, 4, QJsonObject{{u"command"_s, u"perhaps"_s}}, u"true or false"_s}},
    });
}

void TestProfiles::refusedUnits()
{
    auto [ruleset, type, strength, start, attrs, message] = testing::fetchRow<RefusedUnitsRow>();
    const QString error = Profiles::validateUnit(*Profiles::find(ruleset), type, strength, start, &attrs);
    QVERIFY2(error.contains(message), qPrintable(error));
}

struct FieldsOfHonorScalesRow
{
    QString scale;
    double yards;
    int men;
};

void TestProfiles::fieldsOfHonorScales_data()
{
    testing::addRows<FieldsOfHonorScalesRow>({
        {"section 1\" = 2 yd", {u"section"_s, 2.0, 3}},
        {"company 1\" = 8 yd", {u"company"_s, 8.0, 24}},
        {"battalion 1\" = 33 yd", {u"battalion"_s, 33.0, 100}},
        {"regiment 1\" = 66 yd", {u"regiment"_s, 66.0, 180}},
        {"brigade 1\" = 132 yd", {u"brigade"_s, 132.0, 400}},
    });
}

void TestProfiles::fieldsOfHonorScales()
{
    const auto [scale, yards, men] = testing::fetchRow<FieldsOfHonorScalesRow>();
    const RuleSetProfile *p = Profiles::find(u"fields-of-honor"_s);
    QVERIFY(p->scale(scale));
    QCOMPARE(p->groundScale(scale), yards);
    QCOMPARE(p->scale(scale)->menPerStand, men);
}

QTEST_APPLESS_MAIN(TestProfiles)
#include "tst_profiles.moc"

// The rule sets' JSON and the summary's name a strength measure alike (they had drifted:
// "damage" in one, "damage-points" in the other).
void TestProfiles::oneMeasureId()
{
    for (const RuleSetProfile &p : Profiles::all()) {
        const QString id = Profiles::toJson(p).value(u"strength"_s).toString();
        QVERIFY2(!id.isEmpty(), qPrintable(p.id));
        QCOMPARE(id, SummaryBuilder::measureId(p.strength));
    }
    QCOMPARE(Profiles::measureId(StrengthMeasure::DamagePoints), u"damage-points"_s);
    QCOMPARE(Profiles::measureId(StrengthMeasure::MoralePoints), u"MP"_s);
}
