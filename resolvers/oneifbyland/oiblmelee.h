// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/distribution.h"
#include "core/ruleset.h"

#include <QCoreApplication>

#include <optional>

namespace adj {

// Melee Combat: the whole charge as one guided resolution. The attacker's test, the defender's
// test (skirmishers evade) and its fire at 2", the attacker's re-test after casualties, the first
// and second melee rounds with their modifiers, and the determination of the winner. With
// fromContact the resolution starts at the first melee round.
class OiblMelee
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblMelee)
public:
    static ActionSchema schema();
    static Runner bind(const Inputs &inputs, const RuleTable &table);
    // Exact odds of a melee with units joining it (from contact): the rounds worked state by state,
    // identical states merged, instead of walking every die. Nothing for a charge of one unit a side.
    static std::optional<Distribution> groupOdds(const Inputs &inputs, const RuleTable &table);
};

} // namespace adj
