// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory's limit on the battle's Units: "Each player, including The One, has an Army Cost
// of 40" (Setup) - a limit the players may change, so it is the rule table's players.armyCost,
// which `house-rule --set players.armyCost=N` changes for one battle.
#include "honourglory.h"

#include "hgtable.h"
#include "model/battlestate.h"

using namespace Qt::StringLiterals;

namespace adj {

QString HonourGlory::checkChanges(const BattleState &, const QList<RowChange> &changes,
                                  const RuleTable &table) const
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return {};
    for (const RowChange &c : changes) {
        if (c.table != Table::Units || c.after.isEmpty())
            continue;
        const Unit u = Unit::fromRow(c.after);
        const int cost = u.attrs.value(u"armyCost"_s).toInt();
        // A Unit whose cost stays as it was is not checked again: the game's own edits of it
        // (damage, troops) stand even after a house rule lowered the limit.
        const bool same =
            !c.before.isEmpty() && Unit::fromRow(c.before).attrs.value(u"armyCost"_s).toInt() == cost;
        if (cost > t->armyCost && !same)
            return tr("Unit %1: army cost %2 is over the Army Cost of %3 each player has (Setup; the house "
                      "rule players.armyCost changes it)")
                .arg(u.name)
                .arg(cost)
                .arg(t->armyCost);
    }
    return {};
}

} // namespace adj
