// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

class FohMovement;

// The Movement Phase in a battle: the roll-off for who moves first, the alternating rolls of 1-6
// BMUGs, each BMUG's move and the opportunity fire that uses it up. The phase is the tracker
// "foh.movement" (FohMovement's JSON plus "turn"), read through the "state" input and written
// back with a SetTracker effect; a tracker of an earlier turn is replaced by a fresh phase built
// from the battle's BMUGs (the "battle" input, FohRoster).
class FohMovementPhase
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMovementPhase)
public:
    static QString trackerKey();
    // Its actions (roll-off, roll, move, pass, opportunity-fire): each reads the phase from its
    // inputs, or refuses naming why, then records the step.
    static QList<Action> actions();
    // The one line the turn bar shows for this phase.
    static QString label(const FohMovement &m);
};

} // namespace adj
