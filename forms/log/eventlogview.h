// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QTableView>

namespace adj {

class EventLogModel;
class LogFilterModel;

// The battle's log, newest at the bottom. Entries that were undone are struck through;
// the tooltip reads the trace. Shown through a filter (LogFilterModel). Read a page at a time, so a long
// battle opens at once.
class EventLogView final : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventLogView)

public:
    explicit EventLogView(QWidget *parent = nullptr);

    // Shows `doc`'s log (nullptr: nothing). The view owns the log model it builds over it.
    void setDocument(BattleDocument *doc);
    EventLogModel *logModel() const { return m_model; }
    // What the view shows: the log through the filter bar's filter.
    LogFilterModel *filterModel() const { return m_filter; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void onRowsInserted();
    // A number column's width for numbers up to `largest`.
    int numberWidth(int column, qint64 largest) const;

    EventLogModel *m_model = nullptr;
    LogFilterModel *m_filter;
};

} // namespace adj
