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
    int facing = 0;         // the hex side it faces, 1..6 (BoardRules::facing); 0: a plain counter
    QPointF facingDir;      // a unit vector on the screen
    QStringList badges;     // the rule set's badges by their look: "star", "streaks" (BoardRules::UnitMarks)
    QString toolTip;

    bool operator==(const CounterLook &) const = default;
};

// A unit on the board: a square counter in its side's colour with its type, strength and name, or
// a hull pointing along its facing with its strength; markers as small badges along the side, a
// star for each leader, and the rule set's badges: a star before the leaders' ("star"), a disc with
// two streaks at the top right ("streaks").
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
