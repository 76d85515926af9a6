// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "indicatoritem.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QtMath>

namespace adj {

namespace {
constexpr qreal kRadius = 18;
constexpr qreal kWidth = 124;
constexpr qreal kHeight = 2 * kRadius + 30;
} // namespace

IndicatorItem::IndicatorItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    // The same size on the screen at every zoom, kept in a corner of the view (BoardView).
    setFlag(ItemIgnoresTransformations);
    setZValue(40);
    setAcceptedMouseButtons(Qt::NoButton);
}

void IndicatorItem::setIndicator(int direction, QPointF dir, const QString &caption, const QString &detail)
{
    m_direction = direction;
    m_dir = dir;
    m_caption = caption;
    m_detail = detail;
    setToolTip(detail.isEmpty() ? caption : caption + QLatin1Char('\n') + detail);
    update();
}

void IndicatorItem::setPalette(const QPalette &palette)
{
    m_palette = palette;
    update();
}

QRectF IndicatorItem::boundingRect() const
{
    return QRectF(-kWidth / 2, -kRadius - 6, kWidth, kHeight);
}

void IndicatorItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor ink = m_palette.color(QPalette::WindowText);
    QColor panel = m_palette.color(QPalette::Window);
    panel.setAlpha(225);
    painter->setPen(QPen(m_palette.color(QPalette::Mid), 1));
    painter->setBrush(panel);
    painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 6, 6);
    painter->setPen(QPen(ink, 1.5));
    painter->setBrush(m_palette.color(QPalette::Base));
    painter->drawEllipse(QPointF(), kRadius, kRadius);
    if (m_direction > 0) {
        const QPointF d = m_dir;
        const QPointF n(-d.y(), d.x());
        const QPointF tip = d * (kRadius - 3), tail = -d * (kRadius - 4);
        painter->setPen(QPen(QColor(0x1f, 0x6f, 0xc5), 3.5, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(tail, tip - d * 8);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x1f, 0x6f, 0xc5));
        painter->drawPolygon(QPolygonF{tip, tip - d * 12 + n * 7, tip - d * 12 - n * 7});
    }
    // One line under the arrow; the detail is the tooltip's.
    QFont f = QGuiApplication::font();
    f.setPixelSize(11);
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(ink);
    const QRectF captionBox(-kWidth / 2 + 3, kRadius + 3, kWidth - 6, 16);
    painter->drawText(captionBox, Qt::AlignHCenter | Qt::AlignTop,
                      QFontMetricsF(f).elidedText(m_caption, Qt::ElideRight, captionBox.width()));
}

} // namespace adj
