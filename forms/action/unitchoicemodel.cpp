// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "unitchoicemodel.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

UnitChoiceModel::UnitChoiceModel(QObject *parent)
    : QAbstractListModel(parent)
{
    setState(nullptr);
}

void UnitChoiceModel::setState(const BattleState *state)
{
    beginResetModel();
    m_state = state;
    m_rows.clear();
    m_sideOf.clear();
    m_rows << Choice{0, 0, tr("none"), true};
    if (state) {
        m_rows.reserve(state->units.size() + 1);
        m_sideOf.reserve(state->units.size());
        const QString label = tr("%1 (%2)"); // translated once, not once per unit of thousands
        for (const Side &sd : state->sides)
            for (const Unit &u : state->units)
                if (u.side == sd.id) {
                    m_rows << choiceOf(u, sd, label);
                    m_sideOf.insert(u.id, sd.id);
                }
    }
    ++m_builds;
    endResetModel();
}

UnitChoiceModel::Choice UnitChoiceModel::choiceOf(Id unit) const
{
    if (!m_state)
        return {};
    const auto u = m_state->units.constFind(unit);
    if (u == m_state->units.cend())
        return {};
    const auto sd = m_state->sides.constFind(u->side);
    if (sd == m_state->sides.cend())
        return {};
    return choiceOf(*u, *sd, tr("%1 (%2)"));
}

UnitChoiceModel::Choice UnitChoiceModel::choiceOf(const Unit &u, const Side &side, const QString &label)
{
    const bool inPlay = u.status != u"eliminated"_s && u.status != u"captured"_s && u.status != u"sunk"_s;
    return {side.id, u.id, label.arg(u.name, side.name), inPlay};
}

int UnitChoiceModel::rowOf(Id side, Id unit) const
{
    const auto it = std::lower_bound(m_rows.cbegin() + 1, m_rows.cend(), std::pair{side, unit},
                                     [](const Choice &c, const std::pair<Id, Id> &key) {
                                         return std::pair{c.side, c.unit} < key;
                                     });
    return int(it - m_rows.cbegin());
}

void UnitChoiceModel::apply(const QList<RowChange> &changes)
{
    for (const RowChange &c : changes)
        if (c.table == Table::Sides) { // every label names its side: built again (rare)
            setState(m_state);
            return;
        }
    for (const RowChange &c : changes)
        if (c.table == Table::Units)
            applyUnit(c.id);
}

void UnitChoiceModel::applyUnit(Id unit)
{
    const Choice now = choiceOf(unit);
    int row = -1;
    if (const auto it = m_sideOf.constFind(unit); it != m_sideOf.cend())
        row = rowOf(*it, unit);
    if (row >= 0 && now.unit != 0 && now.side == m_rows.at(row).side) {
        Choice &was = m_rows[row];
        if (was.label != now.label || was.inPlay != now.inPlay) {
            was = now;
            emit dataChanged(index(row), index(row));
        }
        return;
    }
    if (row >= 0) {
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        m_sideOf.remove(unit);
        endRemoveRows();
    }
    if (now.unit != 0) {
        const int at = rowOf(now.side, unit);
        beginInsertRows({}, at, at);
        m_rows.insert(at, now);
        m_sideOf.insert(unit, now.side);
        endInsertRows();
    }
}

int UnitChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant UnitChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Choice &c = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return c.label;
    case Qt::UserRole:
        return c.unit != 0 ? QVariant(c.unit) : QVariant();
    case SideRole:
        return c.side;
    case InPlayRole:
        return c.inPlay;
    default:
        return {};
    }
}

} // namespace adj
