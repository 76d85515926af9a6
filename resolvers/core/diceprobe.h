// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diceplan.h"
#include "ruleset.h"

namespace adj {

// The dice plan of an action for one set of inputs, read off its resolver: the runner is run
// a few times with probing dice (every die at its lowest face, at its highest, and a few
// seeded throws) and each declared step gets the count of dice the resolver asked for it.
// A step seen with different counts is "up to" the most; a step the runs never reach keeps
// its declaration when it has a condition and is left out when it has none (it does not apply
// to these inputs). A resolution refused before its first die makes the plan's refusal.
// Dice the runs ask for under a step the action does not declare are added with their step id,
// which tst_diceplan reports as a missing declaration.
DicePlan probePlan(const ActionSchema &schema, const QJsonObject &inputs, const RuleSet::Runner &run);

} // namespace adj
