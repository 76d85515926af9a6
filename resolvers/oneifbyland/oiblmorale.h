// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// Morale tests (Morale and Morale Tests, Morale Results, Indians), the rally of routers, the risk to
// generals and the movement allowance.
class OiblMorale
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblMorale)
public:
    static ActionSchema moraleSchema();
    static Runner bindMorale(const Inputs &inputs, const RuleTable &table);
    static ActionSchema generalSchema();
    static Runner bindGeneral(const Inputs &inputs, const RuleTable &table);
    // general-risk's exact odds in closed form (OiblFire::generalRiskOdds); none without the table.
    static std::optional<Distribution> generalOdds(const Inputs &inputs, const RuleTable &table);
    static ActionSchema movementSchema();
    static Runner bindMovement(const Inputs &inputs, const RuleTable &table);
};

} // namespace adj
