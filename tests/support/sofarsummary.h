// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A battle so far written by hand for the tests of what reads and prints one (the turn-by-turn
// tables, the folded resolutions, the players' reports): its header and its sides' lines.
#include "summary/turnsummary.h"

#include <QList>
#include <QString>

namespace adj::testing {

// The battle so far (turn 0) of a For Honor and Glory battle named `battle`, up to `lastTurn`; no sides.
inline TurnSummary soFarSummary(const QString &battle, int lastTurn)
{
    TurnSummary s;
    s.battle = battle;
    s.ruleset = QStringLiteral("fhg-land");
    s.turn = 0;
    s.lastTurn = lastTurn;
    return s;
}

// A side's line in it: its id, name and full strength, and turn by turn what it lost, what it
// regained and its strength at the end of the turn.
inline TurnSummary::SideLine soFarSide(Id id, const QString &name, int strengthStart, const QList<int> &lost,
                                       const QList<int> &regained, const QList<int> &strength)
{
    TurnSummary::SideLine side;
    side.id = id;
    side.name = name;
    side.strengthStart = strengthStart;
    side.casualtiesPerTurn = lost;
    side.regainedPerTurn = regained;
    side.strengthPerTurn = strength;
    return side;
}

} // namespace adj::testing
