// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hex/board.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

// Headings, wind and firing arcs on the hex board (3.1, 3.2, 6.4). Headings and wind directions
// are hex sides 1..6 clockwise; "right" is +1, "left" -1, wrapping 6 <-> 1
// (docs/manual/rulesets/wfa-naval.md).
class WfaGeometry
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaGeometry)
public:
    enum class Arc { Bow, Stern, Port, Starboard };
    static QString arcId(Arc a);   // "bow", "stern", "port", "starboard"
    static QString arcName(Arc a); // translated

    static int wrap(int heading, int count = 6); // any integer to 1..count
    static int turnRight(int heading) { return wrap(heading + 1); }
    static int turnLeft(int heading) { return wrap(heading - 1); }

    // 3.1: the wind marker points where the wind blows to; a ship has the wind gauge when the wind
    // enters through one of its three rear hex sides: wind h-1, h or h+1.
    static bool hasWindGauge(int heading, int wind);

    // 3.2: the hex ahead along the heading.
    static Hex ahead(const WfaTable &t, Hex from, int heading, int hexes = 1);
    static Hex headingVector(const WfaTable &t, int heading);

    // 6.4: the arc of `from` (heading `heading`) that `to` lies in: exactly ahead is the bow, exactly
    // astern the stern, otherwise the port (left) or starboard (right) side.
    static Arc arcOf(const WfaTable &t, Hex from, int heading, Hex to);
    // 6.4: crossing the T is firing from the exact front or rear of the target.
    static bool crossingT(const WfaTable &t, Hex firer, Hex target, int targetHeading);

    // "0304, 0506" -> hexes; false with `error` naming the bad label.
    static bool parseHexes(const Board &board, const QString &labels, QList<Hex> *out, QString *error);
};

} // namespace adj
