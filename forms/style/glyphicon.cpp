// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "glyphicon.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

namespace adj {

namespace {
// A right-pointing triangle in the box (x, y, w, h) of a unit square.
QPolygonF triangle(qreal x, qreal y, qreal w, qreal h)
{
    return QPolygonF({QPointF(x, y), QPointF(x + w, y + h / 2), QPointF(x, y + h)});
}

class GlyphEngine final : public QIconEngine
{
public:
    explicit GlyphEngine(Glyph glyph)
        : m_glyph(glyph)
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        const QColor ink = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                                         QPalette::ButtonText);
        // Drawn in a unit square, centred in the largest square the rectangle holds.
        const qreal side = std::min(rect.width(), rect.height());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2);
        painter->scale(side, side);
        painter->setPen(Qt::NoPen);
        painter->setBrush(ink);
        switch (m_glyph) {
        case Glyph::NextPhase:
            painter->drawPolygon(triangle(0.08, 0.2, 0.42, 0.6));
            painter->drawPolygon(triangle(0.5, 0.2, 0.42, 0.6));
            break;
        case Glyph::NextTurn:
            painter->drawPolygon(triangle(0.12, 0.2, 0.56, 0.6));
            painter->drawRect(QRectF(0.72, 0.2, 0.14, 0.6));
            break;
        case Glyph::Owed: {
            const QColor amber = mode == QIcon::Disabled ? ink : QColor(0xe0, 0x9a, 0x12);
            QPainterPath warning;
            warning.addPolygon(QPolygonF({QPointF(0.5, 0.06), QPointF(0.96, 0.9), QPointF(0.04, 0.9)}));
            warning.closeSubpath();
            painter->setBrush(amber);
            painter->drawPath(warning);
            painter->setBrush(QColor(0x20, 0x1a, 0x10)); // the mark, dark on amber in any theme
            painter->drawRect(QRectF(0.45, 0.34, 0.1, 0.3));
            painter->drawEllipse(QRectF(0.44, 0.7, 0.12, 0.12));
            break;
        }
        }
        painter->restore();
    }

    // On a transparent pixmap: QIconEngine's own leaves the pixmap's memory as it found it.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter painter(&pm);
        paint(&painter, QRect(QPoint(), size), mode, state);
        return pm;
    }

    QIconEngine *clone() const override { return new GlyphEngine(m_glyph); }
    QString key() const override { return QStringLiteral("adj-glyph"); }

private:
    Glyph m_glyph;
};
} // namespace

QIcon glyphIcon(Glyph glyph)
{
    return QIcon(new GlyphEngine(glyph));
}

} // namespace adj
