// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The five scales: a stand, what it represents, and the time a turn takes.
QList<ScaleSpec> scales()
{
    return {
        {u"section"_s, QT_TRANSLATE_NOOP("adj::Profile", "Section"), 2,
         QT_TRANSLATE_NOOP("adj::Profile", "section"), QT_TRANSLATE_NOOP("adj::Profile", "company"), 3,
         QT_TRANSLATE_NOOP("adj::Profile", "5 minutes")},
        {u"company"_s, QT_TRANSLATE_NOOP("adj::Profile", "Company"), 8,
         QT_TRANSLATE_NOOP("adj::Profile", "company"), QT_TRANSLATE_NOOP("adj::Profile", "battalion"), 24,
         QT_TRANSLATE_NOOP("adj::Profile", "5-10 minutes")},
        {u"battalion"_s, QT_TRANSLATE_NOOP("adj::Profile", "Battalion"), 33,
         QT_TRANSLATE_NOOP("adj::Profile", "battalion"), QT_TRANSLATE_NOOP("adj::Profile", "regiment"), 100,
         QT_TRANSLATE_NOOP("adj::Profile", "10-15 minutes")},
        {u"regiment"_s, QT_TRANSLATE_NOOP("adj::Profile", "Regiment"), 66,
         QT_TRANSLATE_NOOP("adj::Profile", "regiment"), QT_TRANSLATE_NOOP("adj::Profile", "brigade"), 180,
         QT_TRANSLATE_NOOP("adj::Profile", "15-30 minutes")},
        {u"brigade"_s, QT_TRANSLATE_NOOP("adj::Profile", "Brigade"), 132,
         QT_TRANSLATE_NOOP("adj::Profile", "brigade"), QT_TRANSLATE_NOOP("adj::Profile", "division"), 400,
         QT_TRANSLATE_NOOP("adj::Profile", "30+ minutes")},
    };
}

// Infantry, cavalry and artillery.
QList<UnitTypeSpec> unitTypes()
{
    return {
        {u"infantry"_s, QT_TRANSLATE_NOOP("adj::Profile", "Infantry"), 1, 30, 4, {}, {}},
        {u"cavalry"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Cavalry"),
         1,
         30,
         4,
         u"formation"_s,
         {u"line"_s, u"march-column"_s, u"attack-column"_s}},
        {u"artillery"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Artillery"),
         1,
         12,
         1,
         u"formation"_s,
         {u"line"_s, u"march-column"_s}},
    };
}

// The unit's three ratings, A-E.
QList<AttributeSpec> ratingAttributes()
{
    const QStringList ratings{u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s};
    return {
        {u"morale"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Morale rating"),
         AttributeSpec::Type::Enum,
         ratings,
         0,
         0,
         u"C"_s,
         {}},
        {u"fire"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Fire rating"),
         AttributeSpec::Type::Enum,
         ratings,
         0,
         0,
         u"C"_s,
         {}},
        {u"melee"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Melee rating"),
         AttributeSpec::Type::Enum,
         ratings,
         0,
         0,
         u"C"_s,
         {}},
    };
}

// How the unit is formed and armed.
QList<AttributeSpec> troopAttributes()
{
    return {
        {u"kind"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Formed, skirmish or mob"),
         AttributeSpec::Type::Enum,
         {u"formed"_s, u"skirmish"_s, u"mob"_s},
         0,
         0,
         u"formed"_s,
         {}},
        {u"formation"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Formation"),
         AttributeSpec::Type::Enum,
         {u"line"_s, u"march-column"_s, u"square"_s, u"attack-column"_s},
         0,
         0,
         u"line"_s,
         {}},
        {u"smallArms"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Small arms"),
         AttributeSpec::Type::Enum,
         {u"smoothbore"_s, u"brown-bess"_s, u"rifled"_s, u"improved"_s},
         0,
         0,
         u"smoothbore"_s,
         {u"infantry"_s, u"cavalry"_s}},
        {u"gunClass"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Gun class"),
         AttributeSpec::Type::Enum,
         {u"light"_s, u"medium"_s, u"heavy"_s, u"siege"_s},
         0,
         0,
         u"medium"_s,
         {u"artillery"_s}},
        {u"gunType"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Gun type"),
         AttributeSpec::Type::Enum,
         {u"smoothbore"_s, u"rifled"_s, u"improved"_s},
         0,
         0,
         u"smoothbore"_s,
         {u"artillery"_s}},
    };
}

// What the battle records on the unit: its group, hits, leader and morale state.
QList<AttributeSpec> recordAttributes()
{
    return {
        {u"bmug"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Group (BMUG)"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"tempHits"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Temporary hits"),
         AttributeSpec::Type::Int,
         {},
         0,
         999,
         0,
         {}},
        {u"permHits"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Permanent hits"),
         AttributeSpec::Type::Int,
         {},
         0,
         2,
         0,
         {}},
        {u"leader"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Leader attached"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"moraleState"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Morale state"),
         AttributeSpec::Type::Enum,
         {u"good"_s, u"suppressed"_s, u"shaken"_s, u"routed"_s},
         0,
         0,
         u"good"_s,
         {}},
    };
}

} // namespace

// Fields of Honor (inches, five scales). Strength in stands.
RuleSetProfile fieldsOfHonorProfile()
{
    RuleSetProfile p;
    p.id = u"fields-of-honor"_s;
    p.name = QT_TRANSLATE_NOOP("adj::Profile", "Fields of Honor");
    p.distance = DistanceMeasure::Inches;
    p.strength = StrengthMeasure::Stands;
    p.scales = scales();
    p.types = unitTypes();
    p.attributes = ratingAttributes() + troopAttributes() + recordAttributes();
    p.phases = {
        {u"charge"_s, QT_TRANSLATE_NOOP("adj::Profile", "Charge")},
        {u"movement"_s, QT_TRANSLATE_NOOP("adj::Profile", "Movement")},
        {u"fire"_s, QT_TRANSLATE_NOOP("adj::Profile", "Fire")},
        {u"melee"_s, QT_TRANSLATE_NOOP("adj::Profile", "Melee")},
        {u"morale"_s, QT_TRANSLATE_NOOP("adj::Profile", "Morale")},
    };
    p.markerKinds = {u"suppressed"_s, u"shaken"_s, u"routed"_s, u"square"_s, u"moved"_s};
    p.turnMarkers = {u"moved"_s}; // a BMUG moves once a turn (Movement Phase)
    p.counterKinds = {u"VP"_s, u"objectives"_s};
    // Its own words for the markers and counters above that the shared vocabulary does not name.
    p.words = {
        {u"suppressed"_s, QT_TRANSLATE_NOOP("adj::Labels", "suppressed")},
        {u"square"_s, QT_TRANSLATE_NOOP("adj::Labels", "square")},
        {u"objectives"_s, QT_TRANSLATE_NOOP("adj::Labels", "objectives")},
    };
    p.optionalRules = {u"calamity-fortune"_s, u"percussion-shells"_s};
    return p;
}

} // namespace adj
