// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "oddsbars.h"

#include <QCoreApplication>
#include <QWidget>

class QCustomPlot;

namespace adj {

// The exact odds before the dice are rolled, as horizontal bars so that their labels never
// overlap however narrow the dock: the counted outcome in the highlight colour, the flags as a
// second series; each bar ends in its percentage and shows its exact fraction on hover.
class OddsChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OddsChart)

public:
    using Bar = OddsBars::Bar;

    explicit OddsChart(QWidget *parent = nullptr);

    void setOdds(const OddsBars &odds);
    void clear();

    const QList<Bar> &shownBars() const { return m_bars; }
    // The tooltip of the bar at `pos` (in this widget), empty off the bars.
    QString tipAt(const QPoint &pos) const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void replot();

    QCustomPlot *m_plot;
    QList<Bar> m_bars;
    // What the plot holds drawn, hidden or not: the bars shown again after an apply is undone are
    // shown as they were drawn, not built and drawn anew (issue 30).
    QList<Bar> m_drawn;
};

} // namespace adj
