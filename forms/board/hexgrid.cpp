// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hexgrid.h"

#include "themecolors.h"

#include <QPainter>
#include <QPainterPath>

using namespace Qt::StringLiterals;

namespace adj {

void HexGrid::setGeometry(const BoardGeometry &g)
{
    m_geometry = g;
}

void HexGrid::setPalette(const QPalette &palette)
{
    m_palette = palette;
    m_fills.clear();
}

void HexGrid::setLooks(const QHash<Hex, QString> &looks, const QString &clearLook)
{
    m_looks = looks;
    m_clearLook = clearLook;
}

void HexGrid::setLook(Hex h, const QString &look)
{
    if (look.isEmpty() || look == m_clearLook)
        m_looks.remove(h);
    else
        m_looks.insert(h, look);
}

QColor HexGrid::fill(const QString &look) const
{
    auto it = m_fills.find(look);
    if (it == m_fills.end())
        it = m_fills.insert(look, ThemeColors::terrain(look, m_palette));
    return *it;
}

void HexGrid::paint(QPainter *painter, const QRectF &rect, qreal lod) const
{
    const BoardGeometry &g = m_geometry;
    if (g.width() <= 0 || g.height() <= 0)
        return;
    int c0, c1, r0, r1;
    g.range(rect, &c0, &c1, &r0, &r1);
    const bool dark = ThemeColors::isDark(m_palette);
    const QColor outline = dark ? QColor(0x8c, 0x88, 0x78) : QColor(0x7a, 0x73, 0x60);
    const QColor text = ThemeColors::boardInk(m_palette);
    painter->save();
    // Fills first, by look, so each look's brush is set once. They are filled without antialiasing,
    // which costs a few times more to rasterise: the outlines drawn over every edge afterwards are.
    painter->setRenderHint(QPainter::Antialiasing, false);
    QHash<QString, QPainterPath> byLook;
    QPainterPath lines;
    for (int c = c0; c <= c1; ++c)
        for (int r = r0; r <= r1; ++r) {
            const Hex h = hex::fromOffset(OffsetCoord{c, r}, g.layout());
            const QPolygonF poly = g.polygon(h);
            if (!poly.boundingRect().intersects(rect))
                continue;
            const auto pending = m_pending.constFind(h);
            byLook[pending != m_pending.cend() ? pending.value() : look(h)].addPolygon(poly);
            lines.addPolygon(poly);
        }
    painter->setPen(Qt::NoPen);
    for (auto it = byLook.cbegin(); it != byLook.cend(); ++it) {
        const QColor base = fill(it.key());
        painter->setBrush(base);
        painter->drawPath(it.value());
        const Qt::BrushStyle pattern = ThemeColors::terrainPattern(it.key());
        if (pattern != Qt::NoBrush && lod > 0.35) {
            QBrush brush(dark ? base.lighter(140) : base.darker(125), pattern);
            brush.setTransform(QTransform::fromScale(1 / std::max(lod, 0.01), 1 / std::max(lod, 0.01)) *
                               QTransform::fromScale(2, 2));
            painter->setBrush(brush);
            painter->drawPath(it.value());
        }
    }
    painter->setBrush(Qt::NoBrush);
    painter->setRenderHint(QPainter::Antialiasing, lod < 4);
    painter->setPen(QPen(outline, 0)); // cosmetic: one pixel at every zoom
    painter->drawPath(lines);
    if (!m_pending.isEmpty()) {
        painter->setPen(QPen(m_palette.color(QPalette::Highlight), 0, Qt::DashLine));
        for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
            painter->drawPolygon(g.polygon(it.key()));
    }
    // Labels where they can be read: at the top of each hex, above where counters stand.
    if (lod * g.size() > 26) {
        QFont font = painter->font();
        font.setPixelSize(int(g.size() * 0.25));
        painter->setFont(font);
        painter->setPen(text);
        const qreal inner = g.inner();
        // As Board::label writes them: column then row, two digits (three past 99).
        const int digits =
            std::max({2, int(QString::number(g.width()).size()), int(QString::number(g.height()).size())});
        for (int c = c0; c <= c1; ++c)
            for (int r = r0; r <= r1; ++r) {
                const Hex h = hex::fromOffset(OffsetCoord{c, r}, g.layout());
                const QPointF at = g.center(h);
                const QRectF box(at.x() - g.size() * 0.6, at.y() - inner * 0.97, g.size() * 1.2,
                                 inner * 0.36);
                if (!box.intersects(rect))
                    continue;
                painter->drawText(
                    box, Qt::AlignHCenter | Qt::AlignTop,
                    u"%1%2"_s.arg(c + 1, digits, 10, QChar(u'0')).arg(r + 1, digits, 10, QChar(u'0')));
            }
    }
    painter->restore();
}

} // namespace adj
