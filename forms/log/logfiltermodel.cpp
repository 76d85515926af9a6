// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "logfiltermodel.h"

#include "battledocument.h"
#include "eventlogmodel.h"

#include <algorithm>

namespace adj {

LogFilterModel::LogFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
{}

void LogFilterModel::setLog(BattleDocument *doc, EventLogModel *log)
{
    beginResetModel();
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_doc = doc;
    m_log = log;
    m_filter = {};
    m_rows.clear();
    QAbstractProxyModel::setSourceModel(log);
    if (log)
        m_connections << connect(log, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                 [this](const QModelIndex &parent, int first, int last) {
                                     m_forwarding = !parent.isValid() && !filtering();
                                     if (m_forwarding)
                                         beginInsertRows({}, first, last);
                                 })
                      << connect(log, &QAbstractItemModel::rowsInserted, this,
                                 &LogFilterModel::onRowsInserted)
                      << connect(log, &QAbstractItemModel::dataChanged, this, &LogFilterModel::onDataChanged)
                      << connect(log, &QAbstractItemModel::modelReset, this,
                                 [this] { setLog(m_doc, m_log); });
    endResetModel();
}

void LogFilterModel::setFilter(const EventFilter &filter)
{
    if (filter == m_filter || !m_doc)
        return;
    beginResetModel();
    m_filter = filter;
    m_rows.clear();
    if (filtering()) {
        const QBitArray bits = filter.matching(m_doc->store(), m_log->rowCount());
        m_rows.reserve(bits.count(true));
        for (int row = 0; row < bits.size(); ++row)
            if (bits.testBit(row))
                m_rows << row;
    }
    endResetModel();
}

QModelIndex LogFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex LogFilterModel::parent(const QModelIndex &) const
{
    return {};
}

int LogFilterModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_log)
        return 0;
    return filtering() ? int(m_rows.size()) : m_log->rowCount();
}

int LogFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_log ? 0 : m_log->columnCount();
}

QVariant LogFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_log && orientation == Qt::Horizontal ? m_log->headerData(section, orientation, role)
                                                  : QVariant();
}

QModelIndex LogFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !m_log || proxyIndex.model() != this)
        return {};
    const int row = filtering() ? m_rows.value(proxyIndex.row(), -1) : proxyIndex.row();
    return m_log->index(row, proxyIndex.column());
}

QModelIndex LogFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || !m_log)
        return {};
    if (!filtering())
        return index(sourceIndex.row(), sourceIndex.column());
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), sourceIndex.row());
    if (it == m_rows.cend() || *it != sourceIndex.row())
        return {};
    return index(int(it - m_rows.cbegin()), sourceIndex.column());
}

void LogFilterModel::onRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    if (m_forwarding) {
        m_forwarding = false;
        endInsertRows();
        return;
    }
    QList<int> added;
    for (int row = first; row <= last; ++row)
        if (m_filter.matches(m_log->eventAt(row), m_doc->state()))
            added << row;
    if (added.isEmpty())
        return;
    const int at = int(m_rows.size());
    beginInsertRows({}, at, at + int(added.size()) - 1);
    m_rows += added;
    endInsertRows();
}

void LogFilterModel::onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                   const QList<int> &roles)
{
    // An undo or redo changes how one entry reads (struck through or not).
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QModelIndex left = mapFromSource(m_log->index(row, topLeft.column()));
        if (left.isValid())
            emit dataChanged(left, index(left.row(), bottomRight.column()), roles);
    }
}

} // namespace adj
