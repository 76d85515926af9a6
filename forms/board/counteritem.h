// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "records.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPointF>
#include <QStringList>

namespace adj {

// What a counter shows of its unit, worked out by the scene from the battle.
struct CounterLook
{
    Id unit = 0;
    QString name;
    QString typeShort; // "Reg", "Art": the first letters of the type's name
    int strength = 0, strengthStart = 0;
    QColor side;
    QStringList markers; // marker kinds, in the order placed
    QStringList markerNames;
    int leaders = 0;        // leaders with the unit
    bool outOfPlay = false; // routed: drawn faded
    int heading = 0;        // a ship's heading 1..6; 0: a plain counter
    QPointF headingDir;     // a unit vector on the screen
    bool command = false;   // the squadron's command ship
    bool windGauge = false; // the wind enters through its rear hex sides
    QString toolTip;

    bool operator==(const CounterLook &) const = default;
};

// A unit on the board: a square counter in its side's colour with its type, strength and name, or
// a ship pointing along its heading with its damage; markers as small badges along the side, a
// star for each leader, a pennant for the command ship, a wind sign for the wind gauge.
// Selectable; painted from a cache of device pixels so a drag only blits.
class CounterItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };
    explicit CounterItem(const CounterLook &look, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    Id unit() const { return m_look.unit; }
    const CounterLook &look() const { return m_look; }
    void setLook(const CounterLook &look);
    // The counter's side in scene units (a stack of two or three draws each smaller).
    void setExtent(qreal extent);
    qreal extent() const { return m_extent; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintCounter(QPainter *painter, qreal lod) const;
    void paintShip(QPainter *painter, qreal lod) const;
    void paintBadges(QPainter *painter, const QRectF &box) const;
    QPolygonF hull() const;

    CounterLook m_look;
    qreal m_extent = 40;
};

} // namespace adj
