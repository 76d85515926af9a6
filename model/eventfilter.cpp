// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "eventfilter.h"

#include "battlestore.h"

using namespace Qt::StringLiterals;

namespace adj {

bool EventFilter::matches(const Event &e, const BattleState &state) const
{
    if (turn != 0 && e.turn != turn)
        return false;
    if (!kind.isEmpty() && e.kind != kind)
        return false;
    if (!unit.isEmpty() && !e.actor.contains(unit, Qt::CaseInsensitive))
        return false;
    if (side != 0) {
        if (state.sides.value(side).name == e.actor)
            return true;
        const Unit *u = state.unitByName(e.actor);
        return u && u->side == side;
    }
    return true;
}

QBitArray EventFilter::matching(const BattleStore &store, qint64 count) const
{
    QString where = u"seq <= ?"_s;
    QVariantList binds{count};
    if (turn != 0) {
        where += u" AND turn = ?"_s;
        binds << turn;
    }
    if (!kind.isEmpty()) {
        where += u" AND kind = ?"_s;
        binds << kind;
    }
    if (!unit.isEmpty()) {
        // instr() on lower(): a name with % or _ in it is taken literally. SQLite lowers ASCII only,
        // so a non-ASCII name matches in its own case (matches() folds every letter).
        where += u" AND instr(lower(actor), lower(?)) > 0"_s;
        binds << unit;
    }
    if (side != 0) {
        where += u" AND (actor IN (SELECT name FROM units WHERE side_id = ?)"
                 " OR actor = (SELECT name FROM sides WHERE id = ?))"_s;
        binds << side << side;
    }
    QBitArray bits(static_cast<qsizetype>(count));
    for (const qint64 seq : store.eventSeqs(where, binds))
        if (seq >= 1 && seq <= count)
            bits.setBit(int(seq - 1));
    return bits;
}

} // namespace adj
