// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Two edits of one unit built on the same state, as two windows on one battle build them: once one
// is in, the other is stale, built for a unit that has changed since, and refused. What the store's
// and the undo stack's tests of a failed edit start from.
#include "battlestate.h"
#include "edits.h"

#include <QString>

namespace adj::testing {

struct RivalEdits
{
    Edit stale; // the one refused, once `fresh` is in
    Edit fresh;
};

// The battle's unit `unit` set to the strength `stale` by one edit and to `fresh` by the other.
inline RivalEdits rivalEdits(const BattleState &state, const RuleSetProfile &profile, Id unit, int stale,
                             int fresh, QString *error)
{
    Unit u = state.units.value(unit);
    u.strength = stale;
    const Edit first = Edits::updateUnit(state, profile, u, error);
    u.strength = fresh;
    return {first, Edits::updateUnit(state, profile, u, error)};
}

} // namespace adj::testing
