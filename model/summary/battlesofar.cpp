// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlesofar.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The row of `turn`, when it is one of the period's.
BattleSoFar::TurnRow *rowOf(QList<BattleSoFar::TurnRow> &rows, int turn)
{
    return turn >= 1 && turn <= rows.size() ? &rows[turn - 1] : nullptr;
}
} // namespace

QList<int> BattleSoFar::exactSides(const TurnSummary &s)
{
    QList<int> out;
    for (int i = 0; i < s.sides.size(); ++i)
        if (s.sides.at(i).exact)
            out << i;
    return out;
}

QList<BattleSoFar::TurnRow> BattleSoFar::byTurn(const TurnSummary &s)
{
    QList<TurnRow> rows(std::max(0, s.lastTurn));
    const QList<int> sides = exactSides(s);
    for (int t = 1; t <= rows.size(); ++t) {
        TurnRow &row = rows[t - 1];
        row.turn = t;
        for (int i : sides) {
            const TurnSummary::SideLine &side = s.sides.at(i);
            row.lost << side.casualtiesPerTurn.value(t - 1);
            row.regained << side.regainedPerTurn.value(t - 1);
            row.strength << side.strengthPerTurn.value(t - 1);
        }
    }
    for (const auto &r : s.resolutions)
        if (TurnRow *row = rowOf(rows, r.turn))
            ++row->resolutions;
    for (const auto &b : s.bookkeeping)
        if (TurnRow *row = rowOf(rows, b.turn))
            ++row->bookkeeping;
    for (const auto &n : s.notes)
        if (TurnRow *row = rowOf(rows, n.turn))
            ++row->notes;
    for (const auto &side : s.sides) {
        for (const auto &u : side.units)
            if (TurnRow *row = rowOf(rows, u.turn))
                ++row->unitsOut;
        for (const auto &m : side.placed)
            if (TurnRow *row = rowOf(rows, m.turn))
                ++row->markersPlaced;
        for (const auto &m : side.lifted)
            if (TurnRow *row = rowOf(rows, m.turn))
                ++row->markersLifted;
    }
    return rows;
}

QList<BattleSoFar::UnitRow> BattleSoFar::byUnit(const TurnSummary &s)
{
    QList<UnitRow> out;
    for (int i = 0; i < s.sides.size(); ++i) {
        const TurnSummary::SideLine &side = s.sides.at(i);
        // A unit's row, by its id (by its name within the side where the summary has no id): a
        // unit renamed in the battle is one row, under its name at the end where its strength
        // changed (the losses come first), else under the name of its first line.
        QHash<QString, qsizetype> at;
        const auto rowFor = [&](const QString &unit, Id id) -> UnitRow & {
            const QString key = id != 0 ? u"#%1"_s.arg(id) : unit;
            auto it = at.constFind(key);
            if (it == at.cend()) {
                it = at.insert(key, out.size());
                UnitRow row;
                row.side = i;
                row.unit = unit;
                out << row;
            }
            return out[*it];
        };
        for (const auto &l : side.losses) {
            UnitRow &row = rowFor(l.unit, l.unitId);
            row.strengthChanged = true;
            row.atStart = l.atStart;
            row.lost = l.lost;
            row.regained = l.regained;
            row.strength = l.strength;
        }
        for (const auto &u : side.units) {
            UnitRow &row = rowFor(u.unit, u.unitId);
            row.status = u.status;
            row.statusTurn = u.turn;
        }
        for (const auto &m : side.placed)
            ++rowFor(m.unit, m.unitId).markersPlaced;
        for (const auto &m : side.lifted)
            ++rowFor(m.unit, m.unitId).markersLifted;
    }
    return out;
}

} // namespace adj
