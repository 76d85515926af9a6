// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pagedprint.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGraphicsLayout>
#include <QPainter>
#include <QPrinter>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace adj {

PagedPrint::Frame PagedPrint::frame(const QPrinter &printer)
{
    Frame f;
    const qreal dpi = printer.resolution();
    f.page = printer.pageLayout().paintRectPixels(int(dpi));
    f.header = dpi * 0.45; // inches
    f.footer = dpi * 0.35;
    f.body = QRectF(0, f.header, f.page.width(), f.page.height() - f.header - f.footer);
    return f;
}

void PagedPrint::drawFrame(QPainter *painter, const QPrinter &printer, const Frame &f, const QString &title,
                           const QString &date, int page, int pages)
{
    QFont small = painter->font();
    small.setPointSizeF(8);
    painter->save();
    painter->setFont(small);
    painter->setPen(Qt::black);
    const QRectF top(0, 0, f.page.width(), f.header * 0.6);
    const QFontMetricsF fm(small, &printer);
    painter->drawText(top, Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(title, Qt::ElideMiddle, f.page.width() * 0.8));
    painter->drawText(top, Qt::AlignRight | Qt::AlignVCenter, date);
    painter->drawLine(QPointF(0, f.header * 0.65), QPointF(f.page.width(), f.header * 0.65));
    painter->drawText(QRectF(0, f.page.height() - f.footer * 0.8, f.page.width(), f.footer * 0.8),
                      Qt::AlignHCenter | Qt::AlignVCenter, tr("Page %1 of %2").arg(page + 1).arg(pages));
    painter->restore();
}

void PagedPrint::thinGrids(QTextDocument *doc)
{
    // The shade Qt draws a collapsed grid of the HTML's default (outset) border in.
    const QColor line(0xc0, 0xc0, 0xc0);
    QList<QTextFrame *> frames = doc->rootFrame()->childFrames();
    while (!frames.isEmpty()) {
        QTextFrame *frame = frames.takeFirst();
        frames += frame->childFrames();
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QTextTableFormat format = table->format();
        if (!format.borderCollapse() || format.border() <= 0)
            continue;
        format.setBorderCollapse(false);
        format.setBorder(format.border() / 2);
        format.setCellSpacing(0);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderBrush(line);
        table->setFormat(format);
    }
}

void PagedPrint::drawTextPage(QPainter *painter, QTextDocument *doc, const Frame &f, int page)
{
    painter->save();
    painter->translate(f.body.left(), f.body.top() - page * f.body.height());
    const QRectF view(0, page * f.body.height(), f.body.width(), f.body.height());
    painter->setClipRect(view);
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.clip = view;
    ctx.palette.setColor(QPalette::Text, Qt::black);
    doc->documentLayout()->draw(painter, ctx);
    painter->restore();
}

QImage PagedPrint::chartImage(QChart *chart, QSize size, qreal scale)
{
    QChartView view(chart);
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(size);
    view.chart()->resize(size);
    if (view.chart()->layout())
        view.chart()->layout()->activate();
    QImage img((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    img.fill(Qt::white);
    QPainter painter(&img);
    painter.setRenderHint(QPainter::Antialiasing);
    view.chart()->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)),
                                  QRectF(QPointF(0, 0), QSizeF(size)));
    return img;
}

bool PagedPrint::writePdf(const QString &path, const QString &docName, QPageSize::PageSizeId paper,
                          const std::function<void(QPrinter *)> &print, QString *error)
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
        printer.setDocName(docName);
        print(&printer);
    }
    // QPrinter does not say when the disk refuses its writes: a PDF without its end (%%EOF) was
    // cut short. Nothing is left then, neither the part nor an empty file at `path`.
    bool whole = isWholePdf(tmp);
    if (whole) {
        QFile::remove(path);
        whole = QFile::rename(tmp, path);
    }
    if (!whole) {
        QFile::remove(tmp);
        *error = tr("%1 could not be written (the disk may be full, or the folder not writable); nothing was "
                    "written.")
                     .arg(path);
    }
    return whole;
}

bool PagedPrint::isWholePdf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() < 64)
        return false;
    f.seek(f.size() - 32);
    return f.read(32).contains("%%EOF");
}

QString PagedPrint::writeFailure(const QFileDevice &file)
{
    // "Unknown error" tells nobody anything: the two usual reasons instead.
    const QString why = file.errorString();
    return why.isEmpty() || why == u"Unknown error"_s ? tr("the disk may be full, or the folder not writable")
                                                      : why;
}

} // namespace adj
