// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// A player's Unit: his colour, army cost, Battle Master, Damage and three columns of Troop Cards.
QList<AttributeSpec> unitAttributes()
{
    return {
        {u"colour"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Colour"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"armyCost"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Army cost"),
         AttributeSpec::Type::Int,
         {},
         0,
         10000, // the rule table's Army Cost (players.armyCost, a house rule) is the limit:
         40,    // HonourGlory::checkChanges and the game setup check it
         {}},
        {u"tacticsMl"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Battle Master's Tactics ML"),
         AttributeSpec::Type::Int,
         {},
         0,
         20,
         1,
         {}},
        {u"damage"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Damage"),
         AttributeSpec::Type::Int,
         {},
         0,
         10000,
         0,
         {}},
        // The Unit's three columns of Troop Cards, front rank first: "Pikes=10, Archers=5"; a
        // rescued card carries its giver's counter: "Spears=5 [Ann]". Read by the game setup and
        // kept up to date by the game (discards, swaps, To The Rescue).
        {u"troopsLeft"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Left column (Troop Cards)"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"troopsCentre"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Centre column (Troop Cards)"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"troopsRight"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Right column (Troop Cards)"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
    };
}

} // namespace

// Honour & Glory (cards): each player's Unit is a "unit" of this rule set; its strength
// is MP (The One's stack of counters, 50 per opponent, is kept as counters).
RuleSetProfile honourGloryProfile()
{
    RuleSetProfile p;
    p.id = u"honour-glory"_s;
    p.name = QT_TRANSLATE_NOOP("adj::Profile", "Honour & Glory (cards)");
    p.distance = DistanceMeasure::None;
    p.strength = StrengthMeasure::MoralePoints;
    p.types = {
        {u"the-one"_s, QT_TRANSLATE_NOOP("adj::Profile", "The One"), 1, 1000, 100, {}, {}},
        {u"the-many"_s, QT_TRANSLATE_NOOP("adj::Profile", "One of The Many"), 1, 1000, 50, {}, {}},
    };
    p.attributes = unitAttributes();
    p.phases = {
        {u"round-1"_s, QT_TRANSLATE_NOOP("adj::Profile", "Round 1")},
        {u"round-2"_s, QT_TRANSLATE_NOOP("adj::Profile", "Round 2")},
        {u"round-3"_s, QT_TRANSLATE_NOOP("adj::Profile", "Round 3")},
        {u"end-of-duration"_s, QT_TRANSLATE_NOOP("adj::Profile", "End of duration")},
    };
    p.markerKinds = {u"shaken"_s, u"beaten"_s};
    p.counterKinds = {u"Glory"_s, u"MP"_s, u"Damage"_s};
    // Its own words for the markers and counters above that the shared vocabulary does not name.
    p.words = {
        {u"beaten"_s, QT_TRANSLATE_NOOP("adj::Labels", "beaten")},
        {u"Glory"_s, QT_TRANSLATE_NOOP("adj::Labels", "Glory")},
        {u"MP"_s, QT_TRANSLATE_NOOP("adj::Labels", "MP")},
        {u"Damage"_s, QT_TRANSLATE_NOOP("adj::Labels", "Damage")},
    };
    // Glory decides the battle, and its race is drawn turn by turn in the summary.
    p.victoryCounter = u"Glory"_s;
    p.raceTitle = QT_TRANSLATE_NOOP("adj::SummaryCharts", "The Glory race");
    return p;
}

} // namespace adj
