// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "records.h"

#include <QColor>
#include <QGraphicsItem>

namespace adj {

// A leader standing alone in a hex (with no unit): a small disc in his side's colour with a star.
// Leaders with a unit are stars on its counter instead.
class LeaderItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };
    LeaderItem(Id leader, const QColor &side, qreal radius, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    Id leader() const { return m_leader; }
    void setSideColor(const QColor &c);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Id m_leader;
    QColor m_side;
    qreal m_radius;
};

} // namespace adj
