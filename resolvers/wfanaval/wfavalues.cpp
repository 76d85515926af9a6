// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfanaval.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject integer(int minimum)
{
    return {{u"type"_s, u"integer"_s}, {u"minimum"_s, minimum}};
}
QJsonObject oneOf(const QStringList &words)
{
    return {{u"enum"_s, QJsonArray::fromStringList(words)}};
}
QJsonObject listOf(const QJsonObject &item)
{
    return {{u"type"_s, u"array"_s}, {u"items"_s, item}};
}

QJsonObject broadside()
{
    const QJsonObject role{{u"type"_s, u"string"_s}};
    return {{u"type"_s, u"object"_s},
            {u"properties"_s, QJsonObject{{u"firer"_s, role},
                                          {u"target"_s, role},
                                          {u"side"_s, oneOf({u"port"_s, u"starboard"_s})},
                                          {u"aspect"_s, oneOf({u"broadside"_s, u"crossing-t"_s})},
                                          {u"dice"_s, integer(1)},
                                          {u"hitNumber"_s, integer(1)},
                                          {u"hits"_s, integer(0)}}},
            {u"required"_s, QJsonArray{u"firer"_s, u"target"_s, u"side"_s, u"aspect"_s, u"dice"_s,
                                       u"hitNumber"_s, u"hits"_s}},
            {u"additionalProperties"_s, false}};
}

} // namespace

// The values Wars for America sets that the shared vocabulary has no word for (issue 17).
// Documentation for scripts (docs/values/wfanaval.md), English like the JSON Schemas.
QList<ValueSpec> WfaNaval::ownValues() const
{
    const QJsonObject side = oneOf({u"a"_s, u"b"_s});
    return {
        {u"hitNumber"_s, integer(1), u"the HIT NUMBER each die of the broadside had to equal or beat"_s,
         u"6.4"_s},
        {u"broadsides"_s, listOf(broadside()),
         u"each broadside fired, in order: who fired which side at whom, broadside or crossing the T, its "
         u"dice, HIT NUMBER and hits"_s,
         u"6.2"_s},
        {u"boarded"_s, QJsonObject{{u"type"_s, u"boolean"_s}},
         u"whether the boarding attempt succeeded (the boarder's total beat the other's by the margin)"_s,
         u"8.4"_s},
        {u"boardingMargin"_s, integer(0), u"the difference the boarder's total had to reach (7)"_s, u"8.4"_s},
        {u"ratingDifference"_s, integer(0),
         u"the difference of the damage ratings the higher-rated ship adds to its roll"_s, u"8.4"_s},
        {u"tie"_s, QJsonObject{{u"type"_s, u"boolean"_s}},
         u"whether the roll-off was tied and the commander's advantage decided it"_s, u"8.5"_s},
        {u"boardingResult"_s, oneOf({u"captured"_s, u"repulsed"_s, u"broke-off"_s, u"continues"_s}),
         u"how the boarding battle ended, or that it continues after the rolls asked"_s, u"8.6"_s},
        {u"marineRolls"_s, integer(0), u"rolls of the marines made in the boarding battle"_s, u"8.6"_s},
        {u"windBefore"_s, integer(1), u"the wind direction before the roll"_s, u"3.1"_s},
        {u"wind"_s, integer(1), u"the wind direction after the roll"_s, u"3.1"_s},
        {u"windGauge"_s, listOf(side), u"the sides whose command ship has the wind gauge"_s, u"3.1.1"_s},
        {u"chooser"_s, side, u"the side that chooses who moves first"_s, u"7.1"_s},
        {u"plottedMoves"_s, integer(0), u"the plotted move markers the side gets this turn"_s, u"5.6"_s},
        {u"marker"_s, integer(1), u"the plotted move marker revealed (1 for the first)"_s, u"5.8"_s},
        {u"first"_s, side, u"the side that moves first on this marker"_s, u"9.6"_s},
        {u"stopped"_s, listOf(integer(1)), u"ships held in their hex because two ships already share it"_s,
         u"3.4"_s},
        {u"commandLost"_s, listOf(side), u"the sides whose squadron command ship was lost"_s, u"9.5"_s},
    };
}

} // namespace adj
