// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summaryhtml.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QRectF>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
class QPrinter;
class QTextDocument;
QT_END_NAMESPACE

namespace adj {

// Prints a summary: the HTML laid out by QTextDocument on the printer's pages, a header with
// the battle, the turn and the date on each, page numbers below, the charts as images, and
// tables that break between rows with their heading row repeated. Serves the PDF export,
// Print and Print Preview alike. Needs a QApplication (offscreen will do) for the charts.
class SummaryPrinter final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SummaryPrinter)

public:
    struct Options
    {
        QDate date = QDate::currentDate();
        bool charts = true;
        // The battle so far with every resolution listed (SummaryHtml::Options::everyResolution).
        bool everyResolution = false;
        // A last page with the battle's board (hex rule sets, BoardPrint): its heading, and what
        // draws the board into the page below it. Printed pages only; the HTML has no board.
        QString boardTitle;
        std::function<void(QPainter *painter, const QRectF &area)> board;
    };

    static void print(const TurnSummary &s, QPrinter *printer, const Options &options);
    static bool writePdf(const TurnSummary &s, const QString &path, QPageSize::PageSizeId paper,
                         const Options &options, QString *error);
    // The HTML export: one file, the charts inside it as data: URLs.
    static bool writeHtml(const TurnSummary &s, const QString &path, const Options &options, QString *error);
    // The text of the summary laid out for `printer` (the charts as document resources).
    static void fill(QTextDocument *doc, const TurnSummary &s, const Options &options);
};

} // namespace adj
