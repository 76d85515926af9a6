// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rosterfiltermodel.h"

#include "labels.h"
#include "rostermodel.h"

namespace adj {

RosterFilterModel::RosterFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A side is shown when one of its units matches; sides alone never match.
    setRecursiveFilteringEnabled(true);
}

void RosterFilterModel::setText(const QString &text)
{
    const QString t = text.trimmed();
    if (t == m_text)
        return;
    m_text = t;
    invalidateFilter();
}

bool RosterFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    if (!sourceParent.isValid())
        return false; // a side: shown through its units (recursive filtering)
    const QAbstractItemModel *m = sourceModel();
    auto has = [this](const QString &s) { return s.contains(m_text, Qt::CaseInsensitive); };
    if (has(m->index(sourceRow, RosterModel::Name, sourceParent).data().toString()) ||
        has(m->index(sourceRow, RosterModel::Type, sourceParent).data().toString()) ||
        has(sourceParent.data().toString()))
        return true;
    const QStringList kinds = m->index(sourceRow, RosterModel::Markers, sourceParent)
                                  .data(RosterModel::MarkerKindsRole)
                                  .toStringList();
    for (const QString &kind : kinds)
        if (has(kind) || has(Labels::marker(kind)))
            return true;
    return false;
}

} // namespace adj
