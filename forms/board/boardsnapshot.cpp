// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardsnapshot.h"

#include "battlestore.h"

using namespace Qt::StringLiterals;

namespace adj {

BattleState BoardSnapshot::atEndOfTurn(const BattleState &now, const BattleStore &store, int turn)
{
    BattleState s = now;
    const QList<qint64> upTo = store.eventSeqs(u"turn <= ?"_s, {turn});
    const qint64 last = upTo.isEmpty() ? 0 : upTo.last();
    const qint64 count = store.eventCount() - last;
    if (count <= 0)
        return s;
    const QList<Event> later = store.events(last + 1, int(count));
    for (auto e = later.crbegin(); e != later.crend(); ++e)
        for (qsizetype i = e->changes.size() - 1; i >= 0; --i)
            s.apply(RowChange::fromJson(e->changes.at(i).toObject()).reversed());
    return s;
}

QHash<Id, QList<Hex>> BoardSnapshot::movesOfTurn(const BattleStore &store, int turn, const QStringList &kinds,
                                                 const Board &board)
{
    QHash<Id, QList<Hex>> paths;
    if (kinds.isEmpty())
        return paths;
    for (const Event &e : store.eventsOfTurn(turn)) {
        if (e.undone || !kinds.contains(e.kind))
            continue;
        for (const QJsonValue &v : e.changes) {
            const RowChange c = RowChange::fromJson(v.toObject());
            if (c.table != Table::Units)
                continue;
            const QString from = c.before.value(u"position"_s).toString();
            const QString to = c.after.value(u"position"_s).toString();
            Hex a, b;
            if (from == to || !board.parseLabel(from, &a) || !board.parseLabel(to, &b))
                continue;
            QList<Hex> &path = paths[c.id];
            if (path.isEmpty() || path.last() != a)
                path << a;
            path << b;
        }
    }
    return paths;
}

} // namespace adj
