// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/owed.h"
#include "hggame.h"

#include <QCoreApplication>

#include <optional>

namespace adj {

class BattleState;
class RuleTable;

namespace hg {

// The turn of Honour & Glory is a Duration: its rounds, one phase each (the profile's round-1 ..
// round-3), then its End of Duration (Resolving Rounds, Resolving the End of Duration). A round
// resolved moves the battle to the next round, the last one to the End of Duration, and the End of
// Duration to the first round of the next Duration, the next turn: in the same committed action.
class HgTurn
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTurn)
public:
    static const QString kEndPhase; // "end-of-duration"
    // The profile's phase of round `round` of a Duration ("round-2"); empty beyond the profile's.
    static QString roundPhase(int round);

    // Where the battle goes once the game has moved from `before` to `after` (a round resolved,
    // the End of Duration): the phase it reaches, as an effect; none while the game stands still
    // or is over.
    static std::optional<Effect> next(const HgGame &before, const HgGame &after, const HgTable &t);

    // The phases the game actions happen in, with the rule that says so.
    static void declarePhases(QList<Action> &actions);

    // What the Duration still owes by the rules now: the game set up, the Mastery Cards of the
    // round placed, the round resolved, the End of Duration, the swaps a Duration won earned.
    static QList<Owed> owed(const BattleState &battle, const RuleTable &table);
};

} // namespace hg
} // namespace adj
