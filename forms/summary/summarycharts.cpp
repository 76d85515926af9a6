// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summarycharts.h"

#include "pagedprint.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// Sides whose figures the reader may see: all for the referee, one in a players' report.
QList<const TurnSummary::SideLine *> shown(const TurnSummary &s)
{
    QList<const TurnSummary::SideLine *> out;
    for (const auto &side : s.sides)
        if (side.exact)
            out << &side;
    return out;
}

QColor colorOf(const TurnSummary::SideLine &side, int i)
{
    static const QList<QColor> fallback{QColor(0x2b4c9b), QColor(0xb3261e), QColor(0x2e7d32),
                                        QColor(0x8e24aa)};
    const QColor c = QColor::fromString(side.color);
    return c.isValid() ? c : fallback.at(i % fallback.size());
}

// Whole numbers on a value axis, at most about six ticks.
void wholeNumbers(QValueAxis *axis, int lo, int hi)
{
    const int step = std::max(1, (hi - lo + 5) / 6);
    const int top = lo + step * std::max(1, (hi - lo + step - 1) / step);
    axis->setRange(lo, top);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(lo);
    axis->setTickInterval(step);
    axis->setLabelFormat(u"%d"_s);
}

// Turn numbers along the x axis, thinned so that a long battle stays legible.
QBarCategoryAxis *turnAxis(int turns)
{
    auto *axis = new QBarCategoryAxis;
    QStringList labels;
    const int every = turns <= 15 ? 1 : 5;
    for (int t = 1; t <= turns; ++t)
        labels << (t == 1 || t % every == 0 ? QString::number(t) : QString(t, u' '));
    axis->append(labels);
    return axis;
}
} // namespace

QChart *SummaryCharts::chart(const TurnSummary &s, SummaryHtml::Chart which)
{
    auto *c = new QChart;
    c->setAnimationOptions(QChart::NoAnimation);
    c->setBackgroundRoundness(0);
    c->legend()->setAlignment(Qt::AlignBottom);
    const auto sides = shown(s);
    const int turns = std::max(1, s.lastTurn);
    int top = 1;
    // Bars while they stay readable; a long battle's casualties are drawn as lines.
    if (which == SummaryHtml::Chart::Casualties && turns <= 30) {
        c->setTitle(tr("Casualties per turn"));
        auto *series = new QBarSeries;
        for (int i = 0; i < sides.size(); ++i) {
            auto *set = new QBarSet(sides.at(i)->name);
            set->setColor(colorOf(*sides.at(i), i));
            for (int v : sides.at(i)->casualtiesPerTurn) {
                set->append(v);
                top = std::max(top, v);
            }
            series->append(set);
        }
        c->addSeries(series);
        auto *x = turnAxis(turns);
        c->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        auto *y = new QValueAxis;
        wholeNumbers(y, 0, top);
        c->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        return c;
    }
    const bool race = which == SummaryHtml::Chart::Race;
    const bool casualties = which == SummaryHtml::Chart::Casualties;
    c->setTitle(casualties ? tr("Casualties per turn")
                           : (race ? s.raceTitle() : tr("Strength from the start to the end of each turn")));
    // Strength and the race begin where the battle began (turn 0, as set up): even turn 1 alone is a line.
    const int firstX = casualties ? 1 : 0;
    auto *x = new QValueAxis;
    wholeNumbers(x, firstX, std::max(firstX + 1, turns));
    x->setTitleText(casualties ? tr("Turn") : tr("Turn (0: the start)"));
    auto *y = new QValueAxis;
    y->setLabelFormat(u"%d"_s);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    int bottom = 0;
    for (int i = 0; i < sides.size(); ++i) {
        auto *series = new QLineSeries;
        series->setName(sides.at(i)->name);
        series->setColor(colorOf(*sides.at(i), i));
        const QList<int> &values = casualties
                                       ? sides.at(i)->casualtiesPerTurn
                                       : (race ? sides.at(i)->racePerTurn : sides.at(i)->strengthPerTurn);
        series->setPointsVisible(values.size() < 40);
        if (!casualties) {
            const int began = race ? 0 : sides.at(i)->strengthBegan;
            series->append(0, began);
            top = std::max(top, began);
            bottom = std::min(bottom, began);
        }
        for (int t = 0; t < values.size(); ++t) {
            series->append(t + 1, values.at(t));
            top = std::max(top, values.at(t));
            bottom = std::min(bottom, values.at(t));
        }
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    wholeNumbers(y, bottom, top);
    return c;
}

QImage SummaryCharts::image(const TurnSummary &s, SummaryHtml::Chart which, QSize size, qreal scale)
{
    return PagedPrint::chartImage(chart(s, which), size, scale);
}

} // namespace adj
