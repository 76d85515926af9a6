// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"

#include <QCoreApplication>

namespace adj {

// The retreat a combat left owed, carried out on the battle's board (fhgretreat.h): a unit 1 hex
// (8.3.2, 8.4.1) to a legal hex the referee names, with the leaders that go with it (8.3.2) and the
// one friendly unit that must make room (8.4.3); a leader up to 3 hexes by a legal way (8.4.5). Where
// no hex is open any more the unit (or leader) is eliminated (8.4.2, 8.4.3, 8.4.5). No AP, no dice.
class FhgRetreatAction
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgRetreatAction)
public:
    static ActionSchema schema();
    static Runner bind(const Inputs &inputs, const RuleTable &table);
};

} // namespace adj
