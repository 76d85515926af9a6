// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "boardgeometry.h"

#include <QBrush>
#include <QGraphicsItem>
#include <QList>
#include <QPen>

namespace adj {

// A set of hexes filled and outlined alike: the hexes that block a line of sight, a ship's
// broadside arcs, the hex a drag would end in.
class HexMarksItem final : public QGraphicsItem
{
public:
    explicit HexMarksItem(QGraphicsItem *parent = nullptr);

    void setGeometry(const BoardGeometry &g);
    void setHexes(const QList<Hex> &hexes);
    const QList<Hex> &hexes() const { return m_hexes; }
    void setStyle(const QBrush &brush, const QPen &pen);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    BoardGeometry m_geometry;
    QList<Hex> m_hexes;
    QBrush m_brush;
    QPen m_pen;
    QRectF m_bounds;
};

} // namespace adj
