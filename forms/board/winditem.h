// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsItem>
#include <QPalette>
#include <QPointF>
#include <QString>

namespace adj {

// The wind marker beside the board (3.1): an arrow pointing where the wind blows to, with its
// direction's number, and below it which ships have the wind gauge.
class WindItem final : public QGraphicsItem
{
public:
    explicit WindItem(QGraphicsItem *parent = nullptr);

    // `direction` 1..6 (0: no wind recorded yet); `dir` a unit vector on the screen.
    void setWind(int direction, QPointF dir, const QString &caption, const QString &gauge);
    int direction() const { return m_direction; }
    QString caption() const { return m_caption; }
    void setPalette(const QPalette &palette);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_direction = 0;
    QPointF m_dir;
    QString m_caption, m_gauge;
    QPalette m_palette;
};

} // namespace adj
