#include "winditem.h"

#include <QGuiApplication>
#include <QPainter>
#include <QtMath>

namespace adj {

namespace {
constexpr qreal kRadius = 34;
constexpr qreal kWidth = 190;
} // namespace

WindItem::WindItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton);
}

void WindItem::setWind(int direction, QPointF dir, const QString &caption, const QString &gauge)
{
    m_direction = direction;
    m_dir = dir;
    m_caption = caption;
    m_gauge = gauge;
    setToolTip(gauge.isEmpty() ? caption : caption + QLatin1Char('\n') + gauge);
    update();
}

void WindItem::setPalette(const QPalette &palette)
{
    m_palette = palette;
    update();
}

QRectF WindItem::boundingRect() const
{
    return QRectF(-kWidth / 2, -kRadius - 2, kWidth, 2 * kRadius + 120);
}

void WindItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor ink = m_palette.color(QPalette::WindowText);
    painter->setPen(QPen(ink, 1.5));
    painter->setBrush(m_palette.color(QPalette::Base));
    painter->drawEllipse(QPointF(), kRadius, kRadius);
    if (m_direction > 0) {
        const QPointF d = m_dir;
        const QPointF n(-d.y(), d.x());
        const QPointF tip = d * (kRadius - 5), tail = -d * (kRadius - 5);
        painter->setPen(QPen(QColor(0x1f, 0x6f, 0xc5), 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(tail, tip - d * 10);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x1f, 0x6f, 0xc5));
        painter->drawPolygon(QPolygonF{tip, tip - d * 16 + n * 9, tip - d * 16 - n * 9});
    }
    QFont f = QGuiApplication::font();
    f.setPixelSize(13);
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(ink);
    const QRectF captionBox(-kWidth / 2, kRadius + 4, kWidth, 20);
    painter->drawText(captionBox, Qt::AlignHCenter | Qt::AlignTop, m_caption);
    f.setBold(false);
    f.setPixelSize(11);
    painter->setFont(f);
    painter->drawText(QRectF(-kWidth / 2, kRadius + 24, kWidth, 90),
                      Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_gauge);
}

} // namespace adj
