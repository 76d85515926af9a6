// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "turnchoicemodel.h"

#include <QCoreApplication>

namespace adj {

void TurnChoiceModel::setTurns(int turns)
{
    const int rows = turns < 0 ? 0 : turns + 1;
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
}

int TurnChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant TurnChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const int turn = index.row();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case Qt::AccessibleTextRole:
        // The Summary's own words, translated where it sizes the chooser for them.
        return turn == 0 ? QCoreApplication::translate("adj::SummaryView", "The battle so far")
                         : QCoreApplication::translate("adj::SummaryView", "Turn %1").arg(turn);
    case Qt::UserRole:
        return turn;
    default:
        return {};
    }
}

} // namespace adj
