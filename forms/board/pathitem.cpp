// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

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

// A few lines in a tooltip-coloured box below and right of its point, in screen pixels.
class Bubble final : public QGraphicsItem
{
public:
    explicit Bubble(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    void set(const QString &text, bool error, const QPalette &palette)
    {
        prepareGeometryChange();
        m_text = text;
        m_error = error;
        m_palette = palette;
        const QFontMetricsF fm(labelFont());
        const QRectF r = fm.boundingRect(QRectF(0, 0, 280, 400), Qt::TextWordWrap, text);
        m_box = QRectF(QPointF(14, 12), r.size() + QSizeF(12, 8));
        update();
    }
    QRectF boundingRect() const override { return m_box.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (m_text.isEmpty())
            return;
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(m_palette.color(QPalette::Mid), 1));
        painter->setBrush(m_palette.color(QPalette::ToolTipBase));
        painter->drawRoundedRect(m_box, 4, 4);
        painter->setFont(labelFont());
        painter->setPen(m_error ? ThemeColors::error(m_palette) : m_palette.color(QPalette::ToolTipText));
        painter->drawText(m_box.adjusted(6, 4, -6, -4), Qt::TextWordWrap, m_text);
    }

private:
    QString m_text;
    bool m_error = false;
    QPalette m_palette;
    QRectF m_box;
};
} // namespace

PathItem::PathItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_bubble(new Bubble(this))
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void PathItem::setPalette(const QPalette &palette)
{
    m_palette = palette;
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
    m_label = text;
    m_bubble->setPos(at);
    static_cast<Bubble *>(m_bubble)->set(text, error, m_palette);
    m_bubble->setVisible(!text.isEmpty());
}

void PathItem::updateBounds()
{
    QRectF r;
    for (const Line &l : std::as_const(m_lines))
        r |= l.points.boundingRect().adjusted(-12, -12, 12, 12);
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
}

} // namespace adj
