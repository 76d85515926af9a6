// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignchart.h"

#include "summary/campaignreport.h"

#include "pagedprint.h"

#include <QChart>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

QChart *CampaignChart::chart(const CampaignSummary &s)
{
    static const QList<QColor> colors{QColor(0x2b4c9b), QColor(0xb3261e), QColor(0x2e7d32), QColor(0x8e24aa)};
    const QString measure = s.measure.isEmpty() ? u"VP"_s : s.measure;
    auto *c = new QChart;
    c->setAnimationOptions(QChart::NoAnimation);
    c->setBackgroundRoundness(0);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setTitle(tr("Total %1, battle by battle").arg(measure));
    auto *x = new QValueAxis;
    const int battles = int(s.battles.size());
    x->setRange(0, std::max(1, battles));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(1);
    x->setLabelFormat(u"%d"_s);
    x->setTitleText(tr("Battle (0: the start)"));
    auto *y = new QValueAxis;
    y->setLabelFormat(u"%d"_s);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    int top = 1;
    for (int i = 0; i < s.sides.size(); ++i) {
        auto *series = new QLineSeries;
        series->setName(s.sides.at(i));
        series->setColor(colors.at(i % colors.size()));
        series->setPointsVisible(true);
        series->append(0, 0); // every campaign begins at nothing
        const QList<int> totals = CampaignReport::runningTotals(s, s.sides.at(i));
        for (int b = 0; b < totals.size(); ++b) {
            series->append(b + 1, totals.at(b));
            top = std::max(top, totals.at(b));
        }
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    const int step = std::max(1, (top + 5) / 6);
    y->setRange(0, step * ((top + step - 1) / step));
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(step);
    return c;
}

QImage CampaignChart::image(const CampaignSummary &s, QSize size, qreal scale)
{
    return PagedPrint::chartImage(chart(s), size, scale);
}

} // namespace adj
