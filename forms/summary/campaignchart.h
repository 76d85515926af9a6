// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/campaignsummary.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace adj {

// The campaign's chart (Qt Charts, as the turn summary's): each side's total, battle by battle
// (what counted for the campaign after each battle). Needs a QApplication (offscreen will do).
class CampaignChart final
{
    Q_DECLARE_TR_FUNCTIONS(adj::CampaignChart)

public:
    // A new chart; the caller owns it (or gives it to a QChartView).
    static QChart *chart(const CampaignSummary &s);
    // `size` in logical pixels, drawn at `scale` times that for print.
    static QImage image(const CampaignSummary &s, QSize size, qreal scale = 2);
};

} // namespace adj
