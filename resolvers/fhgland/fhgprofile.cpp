// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

// For Honor and Glory, land (hex board, MP). Unit sizes from 3.4 and the label chart (3.5).
RuleSetProfile fhgLandProfile()
{
    RuleSetProfile p;
    p.id = u"fhg-land"_s;
    p.name = QT_TRANSLATE_NOOP("adj::Profile", "For Honor and Glory (land)");
    p.distance = DistanceMeasure::Hexes;
    p.strength = StrengthMeasure::MoralePoints;
    const QStringList infantry{u"line"_s, u"column"_s};
    p.types = {
        {u"elite"_s, QT_TRANSLATE_NOOP("adj::Profile", "Elite infantry"), 1, 4, 4, {}, {}},
        {u"marine"_s, QT_TRANSLATE_NOOP("adj::Profile", "Marine infantry"), 1, 4, 4, {}, {}},
        {u"regular"_s, QT_TRANSLATE_NOOP("adj::Profile", "Regular infantry"), 1, 4, 4, {}, {}},
        {u"light"_s, QT_TRANSLATE_NOOP("adj::Profile", "Light infantry"), 1, 3, 3, {}, {}},
        {u"militia"_s, QT_TRANSLATE_NOOP("adj::Profile", "Militia infantry"), 1, 2, 2, {}, {}},
        {u"indian"_s, QT_TRANSLATE_NOOP("adj::Profile", "Indians"), 1, 2, 2, u"formation"_s, {u"line"_s}},
        {u"dragoon"_s, QT_TRANSLATE_NOOP("adj::Profile", "Dragoons"), 1, 2, 2, u"formation"_s, {u"line"_s}},
        {u"artillery"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Artillery"),
         1,
         2,
         2,
         u"formation"_s,
         {u"line"_s}},
        {u"rocket"_s, QT_TRANSLATE_NOOP("adj::Profile", "Rockets"), 1, 2, 2, u"formation"_s, {u"line"_s}},
        {u"vp"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Victory point unit"),
         1,
         1,
         1,
         u"formation"_s,
         {u"line"_s}},
    };
    p.attributes = {
        {u"formation"_s,
         QT_TRANSLATE_NOOP("adj::Profile", "Formation"),
         AttributeSpec::Type::Enum,
         infantry,
         0,
         0,
         u"line"_s,
         {}},
    };
    p.phases = {
        // 5: player A is the battle's first side, player B its second.
        {u"ap-a"_s, QT_TRANSLATE_NOOP("adj::Profile", "Player A: action points"), 0},
        {u"actions-a"_s, QT_TRANSLATE_NOOP("adj::Profile", "Player A: actions"), 0},
        {u"ap-b"_s, QT_TRANSLATE_NOOP("adj::Profile", "Player B: action points"), 1},
        {u"actions-b"_s, QT_TRANSLATE_NOOP("adj::Profile", "Player B: actions"), 1},
        {u"victory"_s, QT_TRANSLATE_NOOP("adj::Profile", "Check victory")},
    };
    p.markerKinds = {u"column"_s, u"activated"_s, u"fired-on"_s, u"moved"_s, u"fired"_s};
    // 6.1.4: activated once a turn; 11.2; 7.1.1: moved once a turn; 6.2.4: Indians fired, may move.
    p.turnMarkers = {u"activated"_s, u"fired-on"_s, u"moved"_s, u"fired"_s};
    p.counterKinds = {u"VP"_s, u"AP"_s, u"command-AP"_s, u"leaders-lost"_s};
    // Its own words for the markers and counters above that the shared vocabulary does not name.
    p.words = {
        {u"activated"_s, QT_TRANSLATE_NOOP("adj::Labels", "activated")},
        {u"fired-on"_s, QT_TRANSLATE_NOOP("adj::Labels", "fired on")},
        {u"fired"_s, QT_TRANSLATE_NOOP("adj::Labels", "fired")},
        {u"command-AP"_s, QT_TRANSLATE_NOOP("adj::Labels", "command AP")},
        {u"leaders-lost"_s, QT_TRANSLATE_NOOP("adj::Labels", "leaders lost")},
    };
    for (int i = 1; i <= 14; ++i)
        p.optionalRules << u"11.%1"_s.arg(i);
    p.victoryRule = u"10"_s; // a scenario's victory conditions, in VP
    p.timeRule = u"10.C"_s;  // time constraints: enough VP by a certain turn
    return p;
}

} // namespace adj
