// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summaryprinter.h"

#include "pagedprint.h"
#include "summarycharts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPainter>
#include <QPrinter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr QSize kChartSize{640, 256}; // CSS pixels; SummaryHtml::Options::chartWidth 640, 2:5

QString chartName(SummaryHtml::Chart c)
{
    switch (c) {
    case SummaryHtml::Chart::Casualties:
        return u"casualties"_s;
    case SummaryHtml::Chart::Strength:
        return u"strength"_s;
    case SummaryHtml::Chart::Race:
        return u"race"_s;
    }
    return {};
}

// QTextDocument has no "keep with next": a heading may end a page while its table starts on the
// next. After the document is laid out on its pages, a heading whose page differs from that of
// what it heads (a table's heading row and first row, or the next paragraph) is made to begin
// a page, and the pages after it are laid out again.
// Every heading found at a page's foot in one pass is moved in that pass, in one edit: the
// document is laid out again once per pass, not once per heading (each layout of a big battle
// so far is seconds: laid out again after every heading, it was most of the time of its PDF).
// A heading moved pushes those after it down, which may bring another to a page's foot: the
// passes repeat until none is (kPasses at most; two or three in practice).
constexpr int kPasses = 6;

// The headings of `doc` that end a page, top to bottom, as it is laid out now.
QList<QTextBlock> headingsAtFoot(QTextDocument *doc)
{
    const qreal page = doc->pageSize().height();
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    // Where a block's first line is: pagination may move a line down past the block's own top.
    const auto firstLine = [layout](const QTextBlock &block) {
        const QRectF box = layout->blockBoundingRect(block);
        const QTextLayout *lines = block.layout();
        return lines && lines->lineCount() > 0 ? lines->lineAt(0).rect().translated(box.topLeft()) : box;
    };
    const auto pageOf = [page](qreal y) { return int(y / page); };
    QList<QTextBlock> out;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 0 ||
            b.blockFormat().pageBreakPolicy() != QTextFormat::PageBreak_Auto)
            continue;
        QTextBlock next = b.next();
        if (!next.isValid())
            break;
        if (QTextTable *table = QTextCursor(next).currentTable()) {
            // The heading row and the first row under it: a table's start.
            const int row = std::min(table->rows() - 1, table->format().headerRowCount());
            next = table->cellAt(row, 0).firstCursorPosition().block();
        }
        if (pageOf(firstLine(b).top()) != pageOf(firstLine(next).bottom() - 1))
            out << b;
    }
    return out;
}

void keepHeadingsWithNext(QTextDocument *doc)
{
    if (doc->pageSize().height() <= 0)
        return;
    for (int pass = 0; pass < kPasses; ++pass) {
        const QList<QTextBlock> moved = headingsAtFoot(doc);
        if (moved.isEmpty())
            return;
        QTextCursor edit(doc);
        edit.beginEditBlock();
        for (const QTextBlock &b : moved) {
            QTextBlockFormat format = b.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(b).setBlockFormat(format);
        }
        edit.endEditBlock();
        // Laid out again from the first heading moved on: after a format change
        // QTextDocumentLayout may leave later blocks without lines (unpainted) unless told they
        // changed too.
        const int from = moved.first().position();
        doc->markContentsDirty(from, doc->characterCount() - from);
    }
}

void setUrl(SummaryHtml::Options *o, SummaryHtml::Chart c, const QString &url)
{
    switch (c) {
    case SummaryHtml::Chart::Casualties:
        o->casualtiesUrl = url;
        break;
    case SummaryHtml::Chart::Strength:
        o->strengthUrl = url;
        break;
    case SummaryHtml::Chart::Race:
        o->raceUrl = url;
        break;
    }
}
} // namespace

void SummaryPrinter::fill(QTextDocument *doc, const TurnSummary &s, const Options &options)
{
    SummaryHtml::Options html;
    html.date = options.date;
    html.charts = options.charts;
    html.everyResolution = options.everyResolution;
    html.chartWidth = kChartSize.width();
    if (options.charts) {
        for (SummaryHtml::Chart c : SummaryHtml::charts(s)) {
            const QString url = u"adjutant-chart:"_s + chartName(c);
            doc->addResource(QTextDocument::ImageResource, QUrl(url), SummaryCharts::image(s, c, kChartSize));
            setUrl(&html, c, url);
        }
    }
    QTextOption wrap = doc->defaultTextOption();
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // a long name wraps, even without spaces
    doc->setDefaultTextOption(wrap);
    QFont font = doc->defaultFont();
    font.setPointSizeF(9);
    doc->setDefaultFont(font);
    doc->setHtml(SummaryHtml::render(s, html));
}

void SummaryPrinter::print(const TurnSummary &s, QPrinter *printer, const Options &options)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(printer); // lay out in the printer's own units
    fill(&doc, s, options);
    PagedPrint::thinGrids(&doc);

    const PagedPrint::Frame frame = PagedPrint::frame(*printer);
    doc.setPageSize(frame.body.size());
    keepHeadingsWithNext(&doc);
    const int textPages = doc.pageCount();
    const int pages = textPages + (options.board ? 1 : 0);
    const QString title = tr("%1 — %2").arg(s.battle, SummaryHtml::title(s));
    const QString date = QLocale().toString(options.date, QLocale::ShortFormat);

    QPainter painter(printer);
    if (!painter.isActive()) // the file cannot be opened: writePdf says so
        return;
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            printer->newPage();
        PagedPrint::drawFrame(&painter, *printer, frame, title, date, i, pages);
        if (i < textPages) {
            PagedPrint::drawTextPage(&painter, &doc, frame, i);
            continue;
        }
        // The board after the text: its heading, then the board fitted into the rest of the page.
        QFont heading = doc.defaultFont();
        heading.setPointSizeF(12);
        heading.setBold(true);
        painter.save();
        painter.setFont(heading);
        painter.setPen(Qt::black);
        const qreal line = QFontMetricsF(heading, printer).height() * 1.6;
        const QRectF body = frame.body;
        painter.drawText(QRectF(body.left(), body.top(), body.width(), line),
                         Qt::AlignLeft | Qt::AlignVCenter, options.boardTitle);
        options.board(&painter, body.adjusted(0, line, 0, 0));
        painter.restore();
    }
}

bool SummaryPrinter::writePdf(const TurnSummary &s, const QString &path, QPageSize::PageSizeId paper,
                              const Options &options, QString *error)
{
    return PagedPrint::writePdf(
        path, s.battle + u" — "_s + SummaryHtml::title(s), paper,
        [&](QPrinter *printer) { print(s, printer, options); }, error);
}

bool SummaryPrinter::writeHtml(const TurnSummary &s, const QString &path, const Options &options,
                               QString *error)
{
    SummaryHtml::Options html;
    html.date = options.date;
    html.charts = options.charts;
    html.everyResolution = options.everyResolution;
    html.chartWidth = kChartSize.width();
    if (options.charts) {
        for (SummaryHtml::Chart c : SummaryHtml::charts(s)) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            SummaryCharts::image(s, c, kChartSize).save(&buffer, "PNG");
            setUrl(&html, c, u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64()));
        }
    }
    // QSaveFile writes beside `path` and renames: a failed write leaves no file at all.
    QSaveFile file(path);
    const QByteArray text = SummaryHtml::render(s, html).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        *error = tr("%1 could not be written (%2); nothing was written.")
                     .arg(path, PagedPrint::writeFailure(file));
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace adj
