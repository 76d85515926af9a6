// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "eventfilter.h"

#include <QAbstractProxyModel>

namespace adj {

class BattleDocument;
class EventLogModel;

// The log as filtered by the filter bar. The store picks the matching events in SQL, and
// the model keeps only their row numbers: a new filter is one model reset, so the view
// stays lazy over 100,000 events (a QSortFilterProxyModel took 1.8 s here, bench_roster).
// Events appended later are tested one by one as they arrive.
class LogFilterModel final : public QAbstractProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterModel)

public:
    explicit LogFilterModel(QObject *parent = nullptr);

    void setLog(BattleDocument *doc, EventLogModel *log);
    void setFilter(const EventFilter &filter);
    const EventFilter &filter() const { return m_filter; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool filtering() const { return !m_filter.isEmpty(); }
    void onRowsInserted(const QModelIndex &parent, int first, int last);
    void onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);

    BattleDocument *m_doc = nullptr;
    EventLogModel *m_log = nullptr;
    EventFilter m_filter;
    QList<int> m_rows;         // while filtering: the source rows shown, ascending
    bool m_forwarding = false; // unfiltered: the source's insert is passed on as it happens
    QList<QMetaObject::Connection> m_connections;
};

} // namespace adj
