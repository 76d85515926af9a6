// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hex/board.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace adj {

// Where the hexes of a board lie in the scene: flat-topped hexes for boards whose columns are
// shoved (odd-q, even-q), pointy-topped for shoved rows; `size` is a hex's corner radius.
// Cube coordinates map to the plane directly (Red Blob Games' "Hexagonal Grids"), so every offset
// layout lands where its labels say.
class BoardGeometry
{
public:
    static constexpr qreal kHexSize = 36;

    BoardGeometry() = default;
    BoardGeometry(int width, int height, OffsetLayout layout, qreal size = kHexSize);

    int width() const { return m_width; }
    int height() const { return m_height; }
    OffsetLayout layout() const { return m_layout; }
    qreal size() const { return m_size; }
    bool flat() const { return m_flat; }
    // The distance from a hex's centre to the middle of a side.
    qreal inner() const;

    QPointF center(Hex h) const;
    // The hex whose area holds `p` (on the board or not).
    Hex hexAt(QPointF p) const;
    bool contains(Hex h) const;
    QPolygonF polygon(Hex h) const;
    // The hex's corners around its centre at (0, 0), clockwise from the first.
    const QPolygonF &corners() const { return m_corners; }
    // A unit vector on the screen pointing across the side in neighbour direction `d`.
    QPointF direction(Hex d) const;
    // The board's bounding rectangle in the scene.
    QRectF boardRect() const { return m_rect; }
    // The columns and rows whose hexes may meet `r` (clamped to the board), for drawing a part.
    void range(const QRectF &r, int *col0, int *col1, int *row0, int *row1) const;

private:
    int m_width = 0, m_height = 0;
    OffsetLayout m_layout = OffsetLayout::OddColumns;
    qreal m_size = kHexSize;
    bool m_flat = true;
    QPolygonF m_corners;
    QRectF m_rect;
};

} // namespace adj
