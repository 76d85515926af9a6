// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QAbstractItemModel>
#include <QHash>

namespace adj {

// Sides and their units as a tree. Edits made in a view go through setData(), which
// builds an edit and submits it to the document (and so to the undo stack): the model
// never writes to the battle itself.
class RosterModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterModel)

public:
    enum Column { Name, Type, Strength, Markers, Position, Leaders, ColumnCount };
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        SideIdRole,
        MarkerKindsRole,
        StatusRole,
        StrengthFractionRole
    };

    explicit RosterModel(BattleDocument *doc, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Units are dragged out of the roster (onto the board) as their ids, "3 7 12".
    static QString unitsMimeType();
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction | Qt::MoveAction; }
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    QModelIndex indexOfUnit(Id unit, int column = 0) const;
    Id unitAt(const QModelIndex &index) const;
    QString lastError() const { return m_lastError; }

private:
    void rebuild();
    void onChanged(const QList<adj::RowChange> &changes);
    int sideRow(Id side) const;
    int unitRow(Id side, Id unit) const;
    QVariant unitData(const Unit &u, int column, int role) const;

    BattleDocument *m_doc;
    QList<Id> m_sides;
    QHash<Id, QList<Id>> m_units; // per side, in id order
    QHash<Id, QStringList> m_markers;
    // Each side's strength now and at the start, summed once per change rather than on every
    // read of its row (a view asks each role of each column; a side may have thousands of units).
    mutable QHash<Id, std::pair<int, int>> m_totals;
    QString m_lastError;
};

} // namespace adj
