// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leaderitem.h"

#include <QPainter>
#include <QtMath>

namespace adj {

LeaderItem::LeaderItem(Id leader, const QColor &side, qreal radius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_leader(leader)
    , m_side(side)
    , m_radius(radius)
{
    setZValue(9);
}

void LeaderItem::setSideColor(const QColor &c)
{
    m_side = c;
    update();
}

QRectF LeaderItem::boundingRect() const
{
    return QRectF(-m_radius - 1, -m_radius - 1, 2 * m_radius + 2, 2 * m_radius + 2);
}

void LeaderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor fill = m_side.isValid() ? m_side : QColor(0x80, 0x80, 0x80);
    painter->setPen(QPen(fill.darker(170), 1));
    painter->setBrush(fill);
    painter->drawEllipse(QPointF(), m_radius, m_radius);
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal a = qDegreesToRadians(-90.0 + 36.0 * i);
        const qreal r = (i % 2 ? 0.3 : 0.7) * m_radius;
        star << QPointF(r * std::cos(a), r * std::sin(a));
    }
    painter->setPen(QPen(QColor(0x5a, 0x40, 0x00), 1));
    painter->setBrush(QColor(0xf2, 0xc2, 0x2e));
    painter->drawPolygon(star);
}

} // namespace adj
