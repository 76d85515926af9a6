// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace adj {

// The summary as one HTML page: the same text for the screen, the PDF (through QTextDocument,
// whose HTML subset it keeps to) and the HTML export. Every name and note is escaped.
class SummaryHtml final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SummaryHtml)

public:
    enum class Chart { Casualties, Strength, Race }; // Race: the victory counter (TurnSummary::hasRace)
    struct Options
    {
        QDate date;            // printed in the heading
        bool charts = true;    // place the chart images
        QString casualtiesUrl; // where each chart's image is (a resource name or a data: URL)
        QString strengthUrl;
        QString raceUrl;
        int chartWidth = 640; // CSS pixels (96 to the inch)
        // On screen: at most this many rows of each list (the latest ones), with a line saying
        // how many were left out; 0 for all (print and export always have all).
        int maxRows = 0;
        // The battle so far with every resolution, cards drawn, markers and units' changes listed
        // one by one; else (the default) told turn by turn and unit by unit (BattleSoFar), so that
        // its pages grow with the turns and the units, not with the events. Turns always list all.
        bool everyResolution = false;
    };

    static QString render(const TurnSummary &s, const Options &options);
    // "Turn 3" or "The battle so far", and "for the American side" in a players' report.
    static QString title(const TurnSummary &s);
    static QString statusLabel(const QString &status);
    static QList<Chart> charts(const TurnSummary &s);
};

} // namespace adj
