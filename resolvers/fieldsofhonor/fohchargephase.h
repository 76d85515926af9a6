// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// The Charge Phase in a battle: both players' written charges (charge-write), revealed together
// (charge-reveal), then each charge resolved in sequence (charge-step: the Charge Test, the
// charge move, the defender's choice, opportunity fire, the attacker's and the defender's Morale
// Tests, contact). The dice stay with the charge-test, fire and morale-test actions; this keeps the
// order and what remains, in the tracker "foh.charges" (FohCharges' JSON).
class FohChargePhase
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohChargePhase)
public:
    static QString trackerKey();
    // Its actions: each reads the charges of this turn from its inputs, or refuses naming why,
    // then records the step. charge-write: both players write their charges.
    static Action write();
    // charge-reveal: the written charges revealed together.
    static Action reveal();
    // charge-step: the next step of a revealed charge.
    static Action step();
    static QStringList steps();
};

} // namespace adj
