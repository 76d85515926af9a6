// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Fire (Fire Phase, Small-Arms Fire, opportunity fire of the Movement Phase): Attack Dice, an
// accuracy roll per die by range band and weapon (a natural 1 misses), the accurate dice summed
// and divided by the Kill Number (never below 2).
class FohFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohFire)
public:
    static ActionSchema schema();
    // Parses the inputs into the fire's spec (or the refusal with its rule), then rolls.
    static Action::Bind bind();
    // The exact odds by convolution, for any pool up to kMaxDice.
    static FohOdds exact(const Inputs &inputs, const RuleTable &table);
};

} // namespace adj
