// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignprinter.h"

#include "campaignchart.h"
#include "pagedprint.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QLocale>
#include <QPainter>
#include <QPrinter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr QSize kChartSize{640, 256}; // CSS pixels, as the turn summary's charts
const QString kChartUrl = u"adjutant-chart:campaign"_s;
} // namespace

void CampaignPrinter::fill(QTextDocument *doc, const CampaignSummary &s, const Options &options)
{
    CampaignHtml::Options html;
    html.date = options.date;
    html.chartWidth = kChartSize.width();
    if (options.chart && !s.battles.isEmpty()) {
        doc->addResource(QTextDocument::ImageResource, QUrl(kChartUrl), CampaignChart::image(s, kChartSize));
        html.chartUrl = kChartUrl;
    }
    QTextOption wrap = doc->defaultTextOption();
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // a long name wraps, even without spaces
    doc->setDefaultTextOption(wrap);
    QFont font = doc->defaultFont();
    font.setPointSizeF(9);
    doc->setDefaultFont(font);
    doc->setHtml(CampaignHtml::render(s, html));
}

void CampaignPrinter::print(const CampaignSummary &s, QPrinter *printer, const Options &options)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(printer); // lay out in the printer's own units
    fill(&doc, s, options);
    PagedPrint::thinGrids(&doc);
    const PagedPrint::Frame frame = PagedPrint::frame(*printer);
    doc.setPageSize(frame.body.size());
    const int pages = doc.pageCount();
    const QString title = tr("%1 — %2").arg(s.name, CampaignHtml::title(s));
    const QString date = QLocale().toString(options.date, QLocale::ShortFormat);
    QPainter painter(printer);
    if (!painter.isActive()) // the file cannot be opened: writePdf says so
        return;
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            printer->newPage();
        PagedPrint::drawFrame(&painter, *printer, frame, title, date, i, pages);
        PagedPrint::drawTextPage(&painter, &doc, frame, i);
    }
}

bool CampaignPrinter::writePdf(const CampaignSummary &s, const QString &path, QPageSize::PageSizeId paper,
                               const Options &options, QString *error)
{
    return PagedPrint::writePdf(
        path, s.name + u" — "_s + CampaignHtml::title(s), paper,
        [&](QPrinter *printer) { print(s, printer, options); }, error);
}

bool CampaignPrinter::writeHtml(const CampaignSummary &s, const QString &path, const Options &options,
                                QString *error)
{
    CampaignHtml::Options html;
    html.date = options.date;
    html.chartWidth = kChartSize.width();
    if (options.chart && !s.battles.isEmpty()) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        CampaignChart::image(s, kChartSize).save(&buffer, "PNG");
        html.chartUrl = u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64());
    }
    // QSaveFile writes beside `path` and renames: a failed write leaves no file at all.
    QSaveFile file(path);
    const QByteArray text = CampaignHtml::render(s, html).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        *error = tr("%1 could not be written (%2); nothing was written.")
                     .arg(path, PagedPrint::writeFailure(file));
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace adj
