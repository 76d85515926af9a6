// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hexmarksitem.h"

#include <QPainter>

namespace adj {

HexMarksItem::HexMarksItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{}

void HexMarksItem::setGeometry(const BoardGeometry &g)
{
    m_geometry = g;
    setHexes({});
}

void HexMarksItem::setHexes(const QList<Hex> &hexes)
{
    if (hexes == m_hexes)
        return;
    prepareGeometryChange();
    m_hexes = hexes;
    QRectF r;
    for (const Hex &h : hexes)
        r |= m_geometry.polygon(h).boundingRect();
    m_bounds = r.adjusted(-3, -3, 3, 3);
    update();
}

void HexMarksItem::setStyle(const QBrush &brush, const QPen &pen)
{
    m_brush = brush;
    m_pen = pen;
    update();
}

void HexMarksItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(m_brush);
    painter->setPen(m_pen);
    for (const Hex &h : std::as_const(m_hexes)) {
        QPolygonF p = m_geometry.polygon(h);
        // Drawn a little inside the hex, so a neighbour's mark and the outline stay apart.
        const QPointF c = m_geometry.center(h);
        for (QPointF &pt : p)
            pt = c + (pt - c) * 0.9;
        painter->drawPolygon(p);
    }
}

} // namespace adj
