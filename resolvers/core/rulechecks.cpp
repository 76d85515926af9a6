// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulechecks.h"

#include "ruleset.h"
#include "rulesets.h"
#include "ruletable.h"

#include <memory>

namespace adj {

void RuleChecks::install(BattleDocument &doc)
{
    const RuleSet *rs = RuleSets::find(doc.state().info.ruleset);
    if (!rs)
        return;
    QString error;
    auto table = std::make_shared<RuleTable>(RuleTable::fromFile(RuleSets::tablePath(rs->id()), &error));
    if (!table->isValid() ||
        (!doc.state().info.overrides.isEmpty() && !table->applyOverrides(doc.state().info.overrides, &error)))
        return; // a battle whose table does not load is refused when it resolves, with the reason
    doc.setRuleCheck([rs, table](const BattleState &before, const QList<RowChange> &changes) {
        return rs->checkChanges(before, changes, *table);
    });
}

} // namespace adj
