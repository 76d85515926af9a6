// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"

#include <QCoreApplication>

namespace adj {

// Action points at the start of a player's turn (6.1.1, 9.3.2, 11.13, 11.14) and leader rally
// (9.4, 11.2).
class FhgCommand
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgCommand)
public:
    static ActionSchema randomApSchema();
    static Runner bindRandomAp(const Inputs &inputs, const RuleTable &table);
    static ActionSchema rallySchema();
    static Runner bindRally(const Inputs &inputs, const RuleTable &table);

    // 6.1, 9.3.2, 11.13, 11.14: the command AP before the random roll, never below 0.
    struct CommandAp
    {
        int value = 0;
        QString why; // "3 - 1 leader lost"
    };
    static CommandAp commandAp(int scenarioAp, int leadersLost, int apPenaltyPerLeader, bool equalAp,
                               int highestAp, bool adjusted, int adjustment);
};

} // namespace adj
