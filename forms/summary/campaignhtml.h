// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/campaignsummary.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace adj {

// The campaign summary as one HTML page (issue 19): one row per battle, the totals, who leads
// and the chart of the totals battle by battle. The same text for the PDF (QTextDocument's HTML
// subset) and the HTML export; in a players' version the enemy's losses read in words only.
class CampaignHtml final
{
    Q_DECLARE_TR_FUNCTIONS(adj::CampaignHtml)

public:
    struct Options
    {
        QDate date;       // printed in the heading
        QString chartUrl; // the chart's image (a resource name or a data: URL); empty: none
        int chartWidth = 640;
    };
    static QString render(const CampaignSummary &s, const Options &options);
    // "Campaign summary", or "Campaign summary: report for American".
    static QString title(const CampaignSummary &s);
};

} // namespace adj
