// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QAbstractTableModel>

namespace adj {

// The battle's measured ranges, newest first: between which units, as measured, on the
// ground (yards or hexes) and in which turn.
class RangesModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RangesModel)

public:
    enum Column { From, To, Measured, Ground, Turn, ColumnCount };
    enum Role { RangeIdRole = Qt::UserRole + 1 };

    explicit RangesModel(BattleDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "7.5 in", "18 cm", "3 hexes"; "190 yd", "3 hexes".
    static QString measured(const MeasuredRange &r);
    static QString ground(const MeasuredRange &r);

private:
    void onChanged(const QList<adj::RowChange> &changes);
    void rebuild();

    BattleDocument *m_doc;
    QList<Id> m_ids; // newest first
};

} // namespace adj
