// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPalette>
#include <QPolygonF>
#include <QString>

namespace adj {

// Lines over the board: the line of sight, the path a drag would take, the moves revealed this
// turn. Each line may end in an arrowhead; a label in a bubble may stand at a point (the cost of
// a move, or why it is refused).
class PathItem final : public QGraphicsItem
{
public:
    struct Line
    {
        QPolygonF points;
        QColor color;
        bool dashed = false;
        bool arrow = true;
        qreal width = 3;
        bool operator==(const Line &) const = default;
    };

    explicit PathItem(QGraphicsItem *parent = nullptr);

    void setLines(const QList<Line> &lines);
    const QList<Line> &lines() const { return m_lines; }
    // A label in a bubble at `at` (scene), in the error colour when `error`; empty text: none.
    void setLabel(const QString &text, QPointF at, bool error);
    QString label() const { return m_label; }
    void setPalette(const QPalette &palette);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void updateBounds();

    QList<Line> m_lines;
    QString m_label;
    QGraphicsItem *m_bubble; // the label, the same size on the screen at every zoom
    QPalette m_palette;
    QRectF m_bounds;
};

} // namespace adj
