// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a battle owes by its rule set's reading (RuleSet::owed), each as "action: text", on the rule
// set's own table: the list the turn tests compare step by step.
#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QStringList>

namespace adj::testing {

inline QStringList owedList(const BattleState &battle, const QString &ruleset)
{
    QString error;
    const RuleTable table = BattleResolution::table(ruleset, {}, &error);
    QStringList out;
    for (const Owed &o : RuleSets::find(ruleset)->owed(battle, table))
        out << o.action + QStringLiteral(": ") + o.text;
    return out;
}

} // namespace adj::testing
