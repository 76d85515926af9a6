// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardrules.h"

#include "ruletable.h"

using namespace Qt::StringLiterals;

namespace adj {

BoardRules::~BoardRules() = default;

QList<BoardRules::Terrain> BoardRules::terrain(const RuleTable &table) const
{
    // A table with terrain entries names them; "clear" comes first.
    QList<Terrain> out{{u"clear"_s, tr("clear"), u"clear"_s, false}};
    const QJsonObject t = table.json().value(u"terrain"_s).toObject();
    for (auto it = t.begin(); it != t.end(); ++it)
        if (it.key() != u"clear"_s)
            out.append({it.key(), it.key(), it.key(), it.value().toObject().value(u"blocksLos"_s).toBool()});
    return out;
}

LineOfSight BoardRules::lineOfSight(const RuleTable &table, const Board &board, const Unit &, Hex from,
                                    Hex to) const
{
    QSet<QString> blocking;
    for (const Terrain &t : terrain(table))
        if (t.blocksLos)
            blocking.insert(t.id);
    return board.lineOfSight(from, to, blocking);
}

Hex BoardRules::facingVector(const RuleTable &, int facing) const
{
    // Facing 1 points up the screen on a board of flat-topped hexes, then clockwise (hex::direction
    // runs counter-clockwise).
    return hex::direction(((2 - (facing - 1)) % 6 + 6) % 6);
}

} // namespace adj
