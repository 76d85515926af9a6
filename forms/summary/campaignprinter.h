// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "campaignhtml.h"

#include <QCoreApplication>
#include <QDate>
#include <QPageSize>

QT_BEGIN_NAMESPACE
class QPrinter;
class QTextDocument;
QT_END_NAMESPACE

namespace adj {

// Prints the campaign summary (issue 19) as the turn summary prints: the HTML laid out by
// QTextDocument on the printer's pages, the campaign and the date atop each, page numbers below,
// the chart as an image. Serves the PDF export, Print and Print Preview; writes the HTML export
// (the chart inside it). A players' version (forSide set) prints the enemy's losses in words.
// Needs a QApplication (offscreen will do) for the chart.
class CampaignPrinter final
{
    Q_DECLARE_TR_FUNCTIONS(adj::CampaignPrinter)

public:
    struct Options
    {
        QDate date = QDate::currentDate();
        bool chart = true;
    };
    static void print(const CampaignSummary &s, QPrinter *printer, const Options &options);
    // Nothing is left at `path` when it cannot be written whole; `error` says why.
    static bool writePdf(const CampaignSummary &s, const QString &path, QPageSize::PageSizeId paper,
                         const Options &options, QString *error);
    static bool writeHtml(const CampaignSummary &s, const QString &path, const Options &options,
                          QString *error);
    // The text laid out for a printer (the chart as a document resource).
    static void fill(QTextDocument *doc, const CampaignSummary &s, const Options &options);
};

} // namespace adj
