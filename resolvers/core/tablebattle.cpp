// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablebattle.h"

using namespace Qt::StringLiterals;

namespace adj {

const Unit *TableBattle::unitOf(const BattleState &battle, const QJsonObject &in, const QString &role)
{
    const QJsonValue v = in.value(role);
    const auto it = battle.units.constFind(v.toInteger());
    return v.isDouble() && it != battle.units.cend() ? &*it : nullptr;
}

bool TableBattle::marked(const BattleState &battle, const Unit &u, const QString &kind)
{
    for (const Marker &m : battle.activeMarkers(u.id))
        if (m.kind == kind)
            return true;
    return false;
}

std::optional<double> TableBattle::inches(const BattleState &battle, const Unit &a, const Unit &b)
{
    const MeasuredRange *r = battle.lastRange(a.id, b.id);
    if (!r)
        return std::nullopt;
    return r->measure == u"cm"_s ? r->value / 2.54 : r->value;
}

} // namespace adj
