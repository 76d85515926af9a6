// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Melee Phase: one Attack Die per stand, a defender's dice split as evenly as possible among its
// attackers, each side capped at four times the other's dice, the dice summed and divided by
// each side's Kill Number. Pursuit: the same attack against a routing unit that cannot strike back.
class FohMelee
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMelee)
public:
    static ActionSchema meleeSchema();
    static ActionSchema pursuitSchema();
    // Parse the inputs into the attack(s) or the refusal with its rule, then roll.
    static Action::Bind bindMelee();
    static Action::Bind bindPursuit();
    static FohOdds exactMelee(const Inputs &inputs, const RuleTable &table);
    static FohOdds exactPursuit(const Inputs &inputs, const RuleTable &table);
    // The defender's dice against attacker `order` (1-based) of `attackers`: as even as possible.
    static int splitShare(int dice, int attackers, int order);
};

} // namespace adj
