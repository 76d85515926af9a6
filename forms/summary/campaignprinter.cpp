#include "campaignprinter.h"

#include "campaignchart.h"
#include "summaryprinter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFile>
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

void drawFrame(QPainter *painter, QPrinter *printer, const QRectF &page, qreal header, qreal footer,
               const QStringList &texts)
{
    // texts: left and right of the header, then the footer.
    QFont small = painter->font();
    small.setPointSizeF(8);
    painter->save();
    painter->setFont(small);
    painter->setPen(Qt::black);
    const QRectF top(0, 0, page.width(), header * 0.6);
    const QFontMetricsF fm(small, printer);
    painter->drawText(top, Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(texts.at(0), Qt::ElideMiddle, page.width() * 0.8));
    painter->drawText(top, Qt::AlignRight | Qt::AlignVCenter, texts.at(1));
    painter->drawLine(QPointF(0, header * 0.65), QPointF(page.width(), header * 0.65));
    painter->drawText(QRectF(0, page.height() - footer * 0.8, page.width(), footer * 0.8),
                      Qt::AlignHCenter | Qt::AlignVCenter, texts.at(2));
    painter->restore();
}
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
    const QRectF page = printer->pageLayout().paintRectPixels(printer->resolution());
    const qreal header = printer->resolution() * 0.45; // inches
    const qreal footer = printer->resolution() * 0.35;
    const QRectF body(0, header, page.width(), page.height() - header - footer);
    doc.setPageSize(body.size());
    const int pages = doc.pageCount();
    const QString left = tr("%1 — %2").arg(s.name, CampaignHtml::title(s));
    const QString right = QLocale().toString(options.date, QLocale::ShortFormat);
    QPainter painter(printer);
    if (!painter.isActive()) // the file cannot be opened: writePdf says so
        return;
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            printer->newPage();
        drawFrame(&painter, printer, page, header, footer,
                  {left, right, tr("Page %1 of %2").arg(i + 1).arg(pages)});
        painter.save();
        painter.translate(body.left(), body.top() - i * body.height());
        const QRectF view(0, i * body.height(), body.width(), body.height());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.clip = view;
        ctx.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, ctx);
        painter.restore();
    }
}

bool CampaignPrinter::writePdf(const CampaignSummary &s, const QString &path, QPageSize::PageSizeId paper,
                               const Options &options, QString *error)
{
    // Written beside the target and renamed into place: a failed print leaves no half a file.
    const QString tmp = path + u".part"_s;
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(tmp);
        printer.setResolution(300);
        printer.setPageSize(QPageSize(paper));
        printer.setPageMargins(QMarginsF(15, 12, 15, 12), QPageLayout::Millimeter);
        printer.setCreator(u"Adjutant"_s);
        printer.setDocName(s.name + u" — "_s + CampaignHtml::title(s));
        print(s, &printer, options);
    }
    QFile::remove(path);
    if (!SummaryPrinter::isWholePdf(tmp) || !QFile::rename(tmp, path)) {
        QFile::remove(tmp);
        *error = tr("%1 could not be written (the disk may be full, or the folder not writable); nothing was "
                    "written.")
                     .arg(path);
        return false;
    }
    return true;
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
                     .arg(path, SummaryPrinter::writeFailure(file));
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace adj
