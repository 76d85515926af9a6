// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Charge Test (1d6 at or above the Charge Number, never below 2), Morale Test (2d6 at or above the
// Morale Number; failed by 1 Suppressed, by 2 Shaken, by 3 or more Routed; double 1 Calamity and
// double 6 Fortune with that advanced rule), Rally of shaken and routed units, and the recovery of
// suppressed units (Recovering Morale).
class FohMorale
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMorale)
public:
    static ActionSchema chargeSchema();
    static ActionSchema moraleSchema();
    static ActionSchema rallySchema();
    static ActionSchema recoverSchema();
    // Each parses its inputs into the test's spec (or the refusal with its rule), then rolls.
    static Action::Bind bindCharge();
    static Action::Bind bindMorale();
    static Action::Bind bindRally();
    static Action::Bind bindRecover();
    static FohOdds exactCharge(const Inputs &inputs, const RuleTable &table);
    static FohOdds exactMorale(const Inputs &inputs, const RuleTable &table);
    static FohOdds exactRally(const Inputs &inputs, const RuleTable &table);

    // The state a Morale Test leaves: "passed", "suppressed", "shaken" or "routed" by the margin.
    static QString moraleResult(int total, int moraleNumber, int failSuppressed, int failShaken,
                                int failRouted);
    // Worst of two morale states (good < suppressed < shaken < routed).
    static QString worse(const QString &a, const QString &b);
};

} // namespace adj
