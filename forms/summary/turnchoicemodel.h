// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractListModel>

namespace adj {

// The Summary's turn chooser: "The battle so far", then "Turn 1" to the battle's turn. Its rows are
// counted, not stored: a long battle's thousands of turns are one insertion, not one item each
// (3,154 items took 4 ms of the big battle's start for a chooser nobody had opened; issue 30).
// Qt::UserRole is the turn, 0 for the battle so far.
class TurnChoiceModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    // No battle: no rows. Else the battle so far and turns 1 to `turns`, the rows in between kept.
    void setTurns(int turns);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int m_rows = 0; // the battle so far and each turn; 0 with no battle
};

} // namespace adj
