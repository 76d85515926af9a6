// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"

namespace adj::hg {

// What the battle holds for the calculators that keep no game (round, end-of-duration, glory-theft):
// the players are the battle's sides, so The One, the players of The Many in seat order, their MP,
// Damage, Glory, Discard Piles and Battle Masters' Tactics ML are read from the game when one is kept
// (tracker hg.game), else from the sides' counters and Units. Only what the referee left out.
Action::Fill calculatorFill(const ActionSchema &schema);

} // namespace adj::hg
