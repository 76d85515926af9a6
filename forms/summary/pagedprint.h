// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QPageSize>
#include <QRectF>
#include <QSize>

#include <functional>

QT_BEGIN_NAMESPACE
class QChart;
class QFileDevice;
class QPainter;
class QPrinter;
class QTextDocument;
QT_END_NAMESPACE

namespace adj {

// What the turn summary and the campaign summary share on paper: each page's frame (a header
// line with the title and the date, the page number below), a laid-out text painted page by
// page, a chart drawn into an image, and the PDF written beside its target and renamed into
// place, so that a failed print leaves no half a file.
class PagedPrint final
{
    Q_DECLARE_TR_FUNCTIONS(adj::PagedPrint)

public:
    // A printer's page in its own units: the whole printable rectangle, and the body between
    // the header and the footer (0.45 and 0.35 inch) where the text goes.
    struct Frame
    {
        QRectF page;
        qreal header = 0;
        qreal footer = 0;
        QRectF body;
    };
    static Frame frame(const QPrinter &printer);
    // The header (`title` elided at the left, `date` at the right, a rule under them) and
    // "Page n of m" below.
    static void drawFrame(QPainter *painter, const QPrinter &printer, const Frame &f, const QString &title,
                          const QString &date, int page, int pages);
    // The tables of `doc` as grids Qt lays out and draws three times faster, looking the same. The
    // HTML's collapsed borders (border-collapse, kept for the HTML export and browsers) make Qt
    // look up every cell's neighbours, in each layout and each page's paint: two thirds of the
    // turn-100 summary's PDF on the big battle (issue 30). Each cell's own solid border, half as
    // wide, on no spacing: two such lines side by side are the one line of the collapsed grid.
    static void thinGrids(QTextDocument *doc);
    // Page `page` (from 0) of `doc`, laid out on pages of f.body's size, into the body.
    static void drawTextPage(QPainter *painter, QTextDocument *doc, const Frame &f, int page);

    // A chart (taken over, deleted here) drawn at `size` logical pixels, `scale` times that.
    static QImage chartImage(QChart *chart, QSize size, qreal scale);

    // A PDF printer on `path` + ".part" (300 dpi, `paper`, margins 15 × 12 mm) handed to
    // `print`; the part renamed to `path` when it is whole. Nothing is left at `path` when it
    // cannot be written whole; `error` says so, naming `path`.
    static bool writePdf(const QString &path, const QString &docName, QPageSize::PageSizeId paper,
                         const std::function<void(QPrinter *)> &print, QString *error);
    // True when `path` is a PDF written to its end (a full disk cuts it short without a word).
    static bool isWholePdf(const QString &path);
    // Why a file could not be written, in words ("Unknown error" is never said).
    static QString writeFailure(const QFileDevice &file);
};

} // namespace adj
