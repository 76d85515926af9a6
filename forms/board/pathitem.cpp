#include "pathitem.h"

#include "themecolors.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QtMath>

namespace adj {

namespace {
QFont labelFont()
{
    QFont f = QGuiApplication::font();
    f.setPixelSize(12);
    return f;
}
} // namespace

PathItem::PathItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void PathItem::setLines(const QList<Line> &lines)
{
    if (lines == m_lines)
        return;
    prepareGeometryChange();
    m_lines = lines;
    updateBounds();
    update();
}

void PathItem::setLabel(const QString &text, QPointF at, bool error)
{
    if (text == m_label && at == m_labelAt && error == m_labelError)
        return;
    prepareGeometryChange();
    m_label = text;
    m_labelAt = at;
    m_labelError = error;
    updateBounds();
    update();
}

QRectF PathItem::labelRect() const
{
    if (m_label.isEmpty())
        return {};
    const QFontMetricsF fm(labelFont());
    const QRectF text = fm.boundingRect(QRectF(0, 0, 260, 400), Qt::TextWordWrap, m_label);
    return QRectF(m_labelAt + QPointF(14, 10), text.size() + QSizeF(12, 8));
}

void PathItem::updateBounds()
{
    QRectF r;
    for (const Line &l : std::as_const(m_lines))
        r |= l.points.boundingRect().adjusted(-12, -12, 12, 12);
    r |= labelRect().adjusted(-2, -2, 2, 2);
    m_bounds = r;
}

void PathItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Line &l : std::as_const(m_lines)) {
        if (l.points.size() < 2)
            continue;
        // A light casing under the line, so it reads on any terrain.
        const bool dark = ThemeColors::isDark(m_palette);
        painter->setPen(QPen(dark ? QColor(0, 0, 0, 150) : QColor(255, 255, 255, 170), l.width + 3,
                             Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(l.points);
        painter->setPen(
            QPen(l.color, l.width, l.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(l.points);
        if (l.arrow) {
            const QPointF tip = l.points.last();
            const QPointF from = l.points.at(l.points.size() - 2);
            const qreal a = std::atan2(tip.y() - from.y(), tip.x() - from.x());
            const qreal s = 6 + l.width * 2;
            const QPolygonF head{tip, tip - QPointF(s * std::cos(a - 0.45), s * std::sin(a - 0.45)),
                                 tip - QPointF(s * std::cos(a + 0.45), s * std::sin(a + 0.45))};
            painter->setPen(Qt::NoPen);
            painter->setBrush(l.color);
            painter->drawPolygon(head);
        }
    }
    if (!m_label.isEmpty()) {
        const QRectF box = labelRect();
        painter->setPen(QPen(m_palette.color(QPalette::Mid), 1));
        painter->setBrush(m_palette.color(QPalette::ToolTipBase));
        painter->drawRoundedRect(box, 4, 4);
        painter->setFont(labelFont());
        painter->setPen(m_labelError ? ThemeColors::error(m_palette)
                                     : m_palette.color(QPalette::ToolTipText));
        painter->drawText(box.adjusted(6, 4, -6, -4), Qt::TextWordWrap, m_label);
    }
}

} // namespace adj
