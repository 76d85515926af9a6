// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oddschart.h"

#include <qcustomplot.h>
#include <QEvent>
#include <QHelpEvent>
#include <QToolTip>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setAccessibleName(tr("Odds chart"));
    m_plot->installEventFilter(this);
    m_plot->setAttribute(Qt::WA_Hover);
    // Drawn with the window's next paint, not in a paint of its own: QCustomPlot's default repaints
    // at once, which at start painted the window a second time before its first paint was shown.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    replot();
}

void OddsChart::setOdds(const OddsBars &odds)
{
    m_bars = odds.bars;
    if (!m_bars.isEmpty() && m_bars == m_drawn) {
        m_plot->setVisible(true); // drawn at its size and in its colours (a change draws anew)
        return;
    }
    replot();
}

void OddsChart::clear()
{
    // Hidden; what is drawn stays for the same odds shown again (an undo brings them back).
    m_bars.clear();
    m_plot->setVisible(false);
}

void OddsChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange)
        replot();
}

QString OddsChart::tipAt(const QPoint &pos) const
{
    if (m_bars.isEmpty())
        return {};
    const QPoint inPlot = m_plot->mapFrom(this, pos);
    // Bars are drawn top down: row i is at key -i on the vertical axis.
    const double key = m_plot->yAxis->pixelToCoord(inPlot.y());
    const int row = qRound(-key);
    if (row < 0 || row >= m_bars.size() || std::abs(-key - row) > 0.45)
        return {};
    const Bar &b = m_bars.at(row);
    return b.fraction.isEmpty() ? tr("%1: %2").arg(b.label, OddsBars::percent(b.p))
                                : tr("%1: %2 (exactly %3)").arg(b.label, OddsBars::percent(b.p), b.fraction);
}

bool OddsChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = tipAt(mapFrom(m_plot, help->pos()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, m_plot);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void OddsChart::replot()
{
    m_drawn = m_bars;
    m_plot->clearPlottables();
    m_plot->clearItems();
    // The platform palette, dark too: the plot is drawn on Base, so its text is Text.
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    m_plot->setBackground(pal.brush(QPalette::Base));
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(font());
        axis->grid()->setPen(QPen(pal.color(QPalette::Mid), 0, Qt::DotLine));
    }
    m_plot->xAxis->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);

    // One row per bar, top down; the counted outcome and the flags as two series.
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    auto *counts = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    auto *flags = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    const QColor accent = pal.color(QPalette::Highlight);
    counts->setPen(QPen(accent.darker(120)));
    counts->setBrush(accent);
    const QColor second =
        pal.color(QPalette::Link).isValid() ? pal.color(QPalette::Mid) : accent.lighter(150);
    flags->setPen(QPen(second.darker(130)));
    flags->setBrush(second);
    for (QCPBars *b : {counts, flags})
        b->setWidth(0.7);
    double top = 0;
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar &b = m_bars.at(i);
        const double pct = b.p * 100.0;
        top = std::max(top, pct);
        (b.flag ? flags : counts)->addData(-i, pct);
        ticker->addTick(-i, b.label);
        auto *label = new QCPItemText(m_plot);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->position->setCoords(pct, -i);
        label->setText(OddsBars::percent(b.p));
        label->setColor(text);
        label->setFont(font());
        label->setPadding(QMargins(4, 0, 0, 0));
    }
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 3);
    m_plot->yAxis->setRange(-std::max<double>(m_bars.size(), 1) + 0.4, 0.6);
    // Room on the right for the longest bar's percentage.
    m_plot->xAxis->setRange(0, std::max(10.0, top * 1.3));
    m_plot->setToolTip(QString());
    m_plot->setVisible(!m_bars.isEmpty()); // no empty frame before there are odds
    const int rows = std::max<int>(int(m_bars.size()), 2);
    const int line = fontMetrics().height();
    m_plot->setMinimumHeight(rows * (line + 8) + 12);
    m_plot->setMaximumHeight(OddsBars::kMaxBars * (line + 6) + 12);
    if (m_bars.isEmpty())
        return; // hidden: drawn when there are bars again
    // Drawn now, at the plot's size, and shown with the window's next paint. Queued to the event
    // loop, the bars were drawn after that paint and painted a second time (issue 30); a size the
    // layout changes draws them again (QCustomPlot::resizeEvent).
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

} // namespace adj
