// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The normal infantry's formations (Deployment). A function, not a global: the profile may be built
// while the program's globals are still being initialised.
QStringList footFormations()
{
    return {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s};
}

// Deployment: normal infantry (Continentals, British, Loyalists, French) in close, open or column, light
// companies also skirmish; militia never close order; rifle-armed and Indians skirmish only; Germans
// close order only (column to move); cavalry close order (line or column) or skirmish; artillery limbered
// or not. Scenario exceptions are checked by the resolver (OiblRules::checkFormation), not here.
QList<UnitTypeSpec> unitTypes()
{
    const QStringList foot = footFormations();
    return {
        {u"continental"_s, QT_TRANSLATE_NOOP("adj::Profile", "Continentals"), 1, 60, 16, u"formation"_s,
         foot},
        {u"militia"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Militia"),
         1,
         60,
         16,
         u"formation"_s,
         {u"open"_s, u"column"_s, u"skirmish"_s}},
        {u"rifle"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Rifle-armed"),
         1,
         60,
         12,
         u"formation"_s,
         {u"skirmish"_s}},
        {u"indian"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Indians"),
         1,
         60,
         12,
         u"formation"_s,
         {u"skirmish"_s}},
        {u"british"_s, QT_TRANSLATE_NOOP("adj::Profile", "British"), 1, 60, 16, u"formation"_s, foot},
        {u"loyalist"_s, QT_TRANSLATE_NOOP("adj::Profile", "Loyalist"), 1, 60, 16, u"formation"_s, foot},
        {u"german"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "German"),
         1,
         60,
         16,
         u"formation"_s,
         {u"close"_s, u"column"_s}},
        {u"french"_s, QT_TRANSLATE_NOOP("adj::Profile", "French"), 1, 60, 16, u"formation"_s, foot},
        {u"cavalry"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Cavalry"),
         1,
         30,
         8,
         u"formation"_s,
         {u"close"_s, u"column"_s, u"skirmish"_s}},
        {u"artillery"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Artillery"),
         1,
         12,
         4,
         u"formation"_s,
         {u"limbered"_s, u"unlimbered"_s}},
    };
}

// A unit's quality, formation, weapon and stands (Deployment, Fire Combat, Melee Combat).
QList<AttributeSpec> fightingAttributes()
{
    const QStringList foot = footFormations();
    return {
        {u"quality"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Troop quality"),
         AttributeSpec::Type::Enum,
         {u"elite"_s, u"veteran"_s, u"regular"_s, u"poor"_s, u"wretched"_s},
         0,
         0,
         u"regular"_s,
         {}},
        {u"formation"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Formation"),
         AttributeSpec::Type::Enum,
         foot + QStringList{u"limbered"_s, u"unlimbered"_s},
         0,
         0,
         u"close"_s,
         {}},
        {u"weapon"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Weapon"),
         AttributeSpec::Type::Enum,
         {u"musket"_s, u"carbine"_s, u"jaeger"_s, u"long-rifle"_s, u"cannon"_s},
         0,
         0,
         u"musket"_s,
         {}},
        {u"bayonets"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Bayonets or hatchets"),
         AttributeSpec::Type::Bool,
         {},
         0,
         0,
         true,
         {}},
        {u"stands"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Stands"),
         AttributeSpec::Type::Int,
         {},
         0,
         30,
         4,
         {}},
    };
}

// An artillery unit's gun, crew and whether counter-battery destroyed it (Artillery).
QList<AttributeSpec> artilleryAttributes()
{
    return {
        {u"gun"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Gun weight (lb)"),
         AttributeSpec::Type::Int,
         {},
         1,
         24,
         6,
         {u"artillery"_s}},
        {u"crew"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Crew figures"),
         AttributeSpec::Type::Int,
         {},
         0,
         12,
         4,
         {u"artillery"_s}},
        {u"cannonDestroyed"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Cannon destroyed"),
         AttributeSpec::Type::Bool,
         {},
         0,
         0,
         false,
         {u"artillery"_s}},
    };
}

// The officer with the unit and its brigade, division and army (Sequence of Play).
QList<AttributeSpec> commandAttributes()
{
    return {
        {u"officerRating"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Officer's rating"),
         AttributeSpec::Type::Int,
         {},
         0,
         3,
         0,
         {}},
        {u"brigade"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Brigade"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"division"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Division"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"army"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Army"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
    };
}

} // namespace

// One If By Land (AWI, 1:10, inches; 1" = 15 yards). Strength in figures.
RuleSetProfile oneIfByLandProfile()
{
    RuleSetProfile p;
    p.id = u"oneifbyland"_s;
    p.name = QT_TRANSLATE_NOOP("adj::Profile", "One If By Land (AWI)");
    p.distance = DistanceMeasure::Inches;
    p.strength = StrengthMeasure::Figures;
    p.yardsPerInch = 15;
    p.types = unitTypes();
    p.attributes = fightingAttributes() + artilleryAttributes() + commandAttributes();
    p.phases = {
        {u"card"_s, QT_TRANSLATE_NOOP("adj::Profile", "Draw a brigade card")},
        {u"panic"_s, QT_TRANSLATE_NOOP("adj::Profile", "Panic-marked units test")},
        {u"charge-declare"_s, QT_TRANSLATE_NOOP("adj::Profile", "Charge declarations")},
        {u"charge-move"_s, QT_TRANSLATE_NOOP("adj::Profile", "Charging units move")},
        {u"move"_s, QT_TRANSLATE_NOOP("adj::Profile", "Other movement")},
        {u"fire"_s, QT_TRANSLATE_NOOP("adj::Profile", "Firing")},
        {u"melee"_s, QT_TRANSLATE_NOOP("adj::Profile", "Melee and compulsory routs")},
    };
    p.markerKinds = {u"panic"_s, u"routing"_s, u"reforming"_s, u"column"_s, u"limbered"_s};
    p.counterKinds = {u"VP"_s};
    // Its own words for the markers and counters above that the shared vocabulary does not name.
    p.words = {
        {u"panic"_s, QT_TRANSLATE_NOOP("adj::Labels", "panic")},
        {u"routing"_s, QT_TRANSLATE_NOOP("adj::Labels", "routing")},
        {u"reforming"_s, QT_TRANSLATE_NOOP("adj::Labels", "reforming")},
        {u"limbered"_s, QT_TRANSLATE_NOOP("adj::Labels", "limbered")},
    };
    p.optionalRules = {u"division-cards"_s, u"army-card"_s, u"fixed-movement"_s};
    return p;
}

} // namespace adj
