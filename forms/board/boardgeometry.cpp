// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardgeometry.h"

#include <QtMath>

#include <algorithm>

namespace adj {

namespace {
constexpr qreal kSqrt3 = 1.7320508075688772;
}

BoardGeometry::BoardGeometry(int width, int height, OffsetLayout layout, qreal size)
    : m_width(width)
    , m_height(height)
    , m_layout(layout)
    , m_size(size)
    , m_flat(layout == OffsetLayout::OddColumns || layout == OffsetLayout::EvenColumns)
{
    for (int i = 0; i < 6; ++i) {
        const qreal angle = qDegreesToRadians(60.0 * i - (m_flat ? 0.0 : 30.0));
        m_corners << QPointF(m_size * std::cos(angle), m_size * std::sin(angle));
    }
    QRectF r;
    for (int c = 0; c < width; ++c)
        for (int row : {0, height - 1, 1 < height ? 1 : 0})
            r |= polygon(hex::fromOffset(OffsetCoord{c, row}, layout)).boundingRect();
    for (int row = 0; row < height; ++row)
        for (int c : {0, width - 1, 1 < width ? 1 : 0})
            r |= polygon(hex::fromOffset(OffsetCoord{c, row}, layout)).boundingRect();
    m_rect = r;
}

qreal BoardGeometry::inner() const
{
    return m_size * kSqrt3 / 2;
}

QPointF BoardGeometry::center(Hex h) const
{
    if (m_flat)
        return {m_size * 1.5 * h.q, m_size * (kSqrt3 / 2 * h.q + kSqrt3 * h.r)};
    return {m_size * (kSqrt3 * h.q + kSqrt3 / 2 * h.r), m_size * 1.5 * h.r};
}

Hex BoardGeometry::hexAt(QPointF p) const
{
    const qreal x = p.x() / m_size, y = p.y() / m_size;
    qreal q, r;
    if (m_flat) {
        q = 2.0 / 3 * x;
        r = -1.0 / 3 * x + kSqrt3 / 3 * y;
    } else {
        q = kSqrt3 / 3 * x - 1.0 / 3 * y;
        r = 2.0 / 3 * y;
    }
    return hex::round(FractionalHex{q, r, -q - r});
}

bool BoardGeometry::contains(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height;
}

QPolygonF BoardGeometry::polygon(Hex h) const
{
    return m_corners.translated(center(h));
}

QPointF BoardGeometry::direction(Hex d) const
{
    const QPointF v = center(d) - center(Hex());
    const qreal len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : QPointF();
}

void BoardGeometry::range(const QRectF &r, int *col0, int *col1, int *row0, int *row1) const
{
    // Offset columns and rows run straight across the plane; one spare on each side covers the shove.
    const qreal colStep = m_flat ? m_size * 1.5 : m_size * kSqrt3;
    const qreal rowStep = m_flat ? m_size * kSqrt3 : m_size * 1.5;
    const QPointF origin = center(hex::fromOffset(OffsetCoord{0, 0}, m_layout));
    *col0 = std::clamp(int(std::floor((r.left() - origin.x()) / colStep)) - 1, 0, std::max(0, m_width - 1));
    *col1 = std::clamp(int(std::ceil((r.right() - origin.x()) / colStep)) + 1, 0, std::max(0, m_width - 1));
    *row0 = std::clamp(int(std::floor((r.top() - origin.y()) / rowStep)) - 1, 0, std::max(0, m_height - 1));
    *row1 = std::clamp(int(std::ceil((r.bottom() - origin.y()) / rowStep)) + 1, 0, std::max(0, m_height - 1));
}

} // namespace adj
