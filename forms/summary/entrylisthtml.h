// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QCoreApplication>
#include <QString>

namespace adj {

// The long lists of the battle so far with every resolution (SummaryHtml::Options::everyResolution),
// one paragraph per entry instead of a table row: "#12 · turn 3 · Fire — what happened (rules 8.1)".
// The same words in the same order as the turn summary's tables, laid out and painted many times
// faster: QTextDocument spends about 240 µs of CPU on each table cell of a collapsed-border table
// at 300 dpi (its row, column and neighbours looked up for every padding and border), which made a
// battle of 100,000 events minutes of work (issue 30). Part of SummaryHtml::render; each function
// returns its section, heading included.
class EntryListHtml final
{
    Q_DECLARE_TR_FUNCTIONS(adj::EntryListHtml)

public:
    // The CSS of an entry's paragraph (class "e"), for the page's <style>: tight, the lines after
    // the first indented under it.
    static QString style();
    static QString losses(const TurnSummary &s, const QString &measure, bool fullColumn);
    static QString units(const TurnSummary &s);
    static QString markers(const TurnSummary &s);
    static QString leaders(const TurnSummary &s);
    static QString bookkeeping(const TurnSummary &s);
    static QString resolutions(const TurnSummary &s);
    static QString notes(const TurnSummary &s);
};

} // namespace adj
