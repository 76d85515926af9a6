// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"

#include <QCoreApplication>

namespace adj {

// Movement (7): a unit, with the leaders who began the turn with it, or a leader alone (9.1)
// moves hex by hex on the battle's board: allowance by type (7.1, chart), column (7.5), the
// leader's extra hex (6.2.5, 9.1.2, 9.1.3), terrain (2.3, 7.4, 11.11), hex limits on the way
// (4.3, 6.2.7, 7.2), enemy leaders alone (7.3, 9.3.3), VP units taken (3.4.11, 10 B), AP
// (6.2.1, 6.2.8). Column changes are their own action (7.5). No dice.
class FhgMove
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgMove)
public:
    static ActionSchema schema();
    static Runner bind(const Inputs &inputs, const RuleTable &table);
    static ActionSchema formationSchema();
    static Runner bindFormation(const Inputs &inputs, const RuleTable &table);
    // The tracker of the leaders who moved this turn: {"turn": N, "leaders": [ids]}.
    static QString trackerKey();
};

} // namespace adj
