// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgland.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject integer(int minimum)
{
    return {{u"type"_s, u"integer"_s}, {u"minimum"_s, minimum}};
}

} // namespace

// The values For Honor and Glory sets that the shared vocabulary has no word for (issue 17).
// Documentation for scripts (docs/values/fhgland.md), English like the JSON Schemas.
QList<ValueSpec> FhgLand::ownValues() const
{
    const QJsonObject byRole{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, integer(0)}};
    return {
        {u"hitNumber"_s, integer(1), u"the hit number each attack die, after terrain, had to equal or beat"_s,
         u"8.1.1"_s},
        {u"dieModifier"_s, QJsonObject{{u"type"_s, u"integer"_s}},
         u"the terrain (and optional rule) modifier added to each attack die"_s, u"2.2.1"_s},
        {u"absorbed"_s, integer(0), u"hits an elite unit at 1 MP ignored on its absorption rolls"_s,
         u"3.4.1"_s},
        {u"moraleTargets"_s, byRole,
         u"by role, the adjusted MP a unit's morale die had to stay at or under (retreat check 8.3.2, "
         u"attacker's check 11.1)"_s,
         u"8.3.2"_s},
        {u"apSpent"_s, integer(0), u"the action points the action costs its side"_s, u"6.2"_s},
        {u"victoryPoints"_s, integer(0), u"victory points the acting side earns for what it eliminated"_s,
         u"10"_s},
        {u"commandAp"_s, integer(0), u"the side's command action points this turn"_s, u"6.1"_s},
        {u"randomAp"_s, integer(0), u"the action points the random AP chart adds"_s, u"6.1.1"_s},
        {u"ap"_s, integer(0), u"the side's action points for this turn (command + random)"_s, u"6.1.1"_s},
        {u"hexes"_s, integer(1), u"hexes the move entered"_s, u"7.1"_s},
        {u"path"_s, QJsonObject{{u"type"_s, u"array"_s}, {u"items"_s, QJsonObject{{u"type"_s, u"string"_s}}}},
         u"the hexes entered, in order, by their labels"_s, u"7.1"_s},
        {u"leadersEliminated"_s, integer(0), u"enemy leaders alone in a hex the move entered, eliminated"_s,
         u"9.3.3"_s},
        {u"vpCaptured"_s, integer(0), u"victory point units the move captured"_s, u"3.4.11"_s},
    };
}

} // namespace adj
