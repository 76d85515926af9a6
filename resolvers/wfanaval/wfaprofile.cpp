// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

// Wars for America, naval (hex board, damage rating). Headings are hex sides 1..6.
RuleSetProfile wfaNavalProfile()
{
    RuleSetProfile p;
    p.id = u"wfa-naval"_s;
    p.name = QT_TRANSLATE_NOOP("adj::Profile", "Wars for America (naval)");
    p.distance = DistanceMeasure::Hexes;
    p.strength = StrengthMeasure::DamagePoints;
    p.types = {
        {u"frigate"_s, QT_TRANSLATE_NOOP("adj::Profile", "Frigate"), 1, 12, 7, {}, {}},
        {u"brig"_s, QT_TRANSLATE_NOOP("adj::Profile", "Brig"), 1, 12, 5, {}, {}},
        {u"sloop"_s, QT_TRANSLATE_NOOP("adj::Profile", "Sloop"), 1, 12, 4, {}, {}},
        {u"gunboat"_s, QT_TRANSLATE_NOOP("adj::Profile", "Gunboat / landing boat"), 1, 12, 2, {}, {}},
    };
    p.attributes = {
        {u"guns"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Guns per side"),
         AttributeSpec::Type::Int,
         {},
         1,
         12,
         3,
         {}},
        {u"marines"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Marines aboard (MP)"),
         AttributeSpec::Type::Int,
         {},
         0,
         12,
         0,
         {}},
        {u"heading"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Heading (hex side)"),
         AttributeSpec::Type::Int,
         {},
         1,
         6,
         1,
         {}},
        {u"squadron"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Squadron"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
        {u"command"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Squadron command ship"),
         AttributeSpec::Type::Bool,
         {},
         0,
         0,
         false,
         {}},
        {u"nation"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Nation"),
         AttributeSpec::Type::Text,
         {},
         0,
         0,
         u""_s,
         {}},
    };
    p.phases = {
        {u"wind"_s, QT_TRANSLATE_NOOP("adj::Profile", "Wind and wind gauge")},
        {u"plot"_s, QT_TRANSLATE_NOOP("adj::Profile", "Plot moves")},
        {u"move"_s, QT_TRANSLATE_NOOP("adj::Profile", "Reveal, move and fire")},
        {u"boarding"_s, QT_TRANSLATE_NOOP("adj::Profile", "Boarding")},
        {u"victory"_s, QT_TRANSLATE_NOOP("adj::Profile", "Check victory")},
    };
    p.markerKinds = {u"crippled"_s, u"fired-port"_s, u"fired-starboard"_s, u"boarded"_s};
    p.turnMarkers = {u"fired-port"_s, u"fired-starboard"_s, u"boarded"_s}; // 6.1: once a side a turn; 8.7
    p.counterKinds = {u"VP"_s, u"wind"_s, u"plotted-moves"_s};
    // Its own words for the markers and counters above that the shared vocabulary does not name.
    p.words = {
        {u"crippled"_s, QT_TRANSLATE_NOOP("adj::Labels", "crippled")},
        {u"fired-port"_s, QT_TRANSLATE_NOOP("adj::Labels", "port broadside fired")},
        {u"fired-starboard"_s, QT_TRANSLATE_NOOP("adj::Labels", "starboard broadside fired")},
        {u"boarded"_s, QT_TRANSLATE_NOOP("adj::Labels", "boarded")},
        {u"wind"_s, QT_TRANSLATE_NOOP("adj::Labels", "wind")},
        {u"plotted-moves"_s, QT_TRANSLATE_NOOP("adj::Labels", "plotted moves")},
    };
    return p;
}

} // namespace adj
