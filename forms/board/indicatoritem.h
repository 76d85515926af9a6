// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsItem>
#include <QPalette>
#include <QPointF>
#include <QString>

namespace adj {

// The rule set's board-wide indicator beside the board (BoardRules::Indicator; Wars for America's
// wind, 3.1): an arrow pointing its direction, its caption below, and its detail in the tooltip.
class IndicatorItem final : public QGraphicsItem
{
public:
    explicit IndicatorItem(QGraphicsItem *parent = nullptr);

    // `direction` 1..6 (0: none yet, no arrow); `dir` a unit vector on the screen.
    void setIndicator(int direction, QPointF dir, const QString &caption, const QString &detail);
    int direction() const { return m_direction; }
    QString caption() const { return m_caption; }
    void setPalette(const QPalette &palette);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_direction = 0;
    QPointF m_dir;
    QString m_caption, m_detail;
    QPalette m_palette;
};

} // namespace adj
