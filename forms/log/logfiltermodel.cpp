#include "logfiltermodel.h"

#include "battledocument.h"
#include "eventlogmodel.h"

namespace adj {

LogFilterModel::LogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void LogFilterModel::setLog(BattleDocument *doc, EventLogModel *log)
{
    m_doc = doc;
    m_log = log;
    m_filter = {};
    m_matching.clear();
    setSourceModel(log);
}

void LogFilterModel::setFilter(const EventFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    m_matching = m_doc && !filter.isEmpty() ? filter.matching(m_doc->store(), m_doc->store().eventCount())
                                            : QBitArray();
    invalidateFilter();
}

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || m_filter.isEmpty() || !m_doc)
        return true;
    if (sourceRow < m_matching.size())
        return m_matching.testBit(sourceRow);
    return m_filter.matches(m_log->eventAt(sourceRow), m_doc->state());
}

} // namespace adj
