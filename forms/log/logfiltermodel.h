#pragma once

#include "eventfilter.h"

#include <QBitArray>
#include <QSortFilterProxyModel>

namespace adj {

class BattleDocument;
class EventLogModel;

// The log as filtered by the filter bar. The store picks the matching events in SQL (one
// bit each), so filtering 100,000 events never reads them into memory; events appended
// afterwards are tested one by one as they arrive.
class LogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterModel)

public:
    explicit LogFilterModel(QObject *parent = nullptr);

    void setLog(BattleDocument *doc, EventLogModel *log);
    void setFilter(const EventFilter &filter);
    const EventFilter &filter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    BattleDocument *m_doc = nullptr;
    EventLogModel *m_log = nullptr;
    EventFilter m_filter;
    QBitArray m_matching; // bit seq - 1, for the events in the log when the filter was set
};

} // namespace adj
