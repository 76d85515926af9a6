// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summaryhtml.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace adj {

// The summary's charts (Qt Charts): casualties per turn per side, strength over the turns,
// and the Glory race in Honour & Glory. Drawn into images for the page, or handed to a view.
// Needs a QApplication (offscreen will do).
class SummaryCharts final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SummaryCharts)

public:
    // A new chart; the caller owns it (or gives it to a QChartView).
    static QChart *chart(const TurnSummary &s, SummaryHtml::Chart which);
    // `size` in logical pixels, drawn at `scale` times that for print.
    static QImage image(const TurnSummary &s, SummaryHtml::Chart which, QSize size, qreal scale = 2);
};

} // namespace adj
