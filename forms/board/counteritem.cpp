// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "counteritem.h"

#include "labels.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// Black or white, whichever reads better on `fill`.
QColor textOn(const QColor &fill)
{
    const qreal luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.55 ? QColor(0x1a, 0x1a, 0x1a) : QColor(0xfa, 0xfa, 0xfa);
}

QPolygonF star(QPointF c, qreal r)
{
    QPolygonF p;
    for (int i = 0; i < 10; ++i) {
        const qreal a = qDegreesToRadians(-90.0 + 36.0 * i);
        const qreal rr = i % 2 ? r * 0.45 : r;
        p << c + QPointF(rr * std::cos(a), rr * std::sin(a));
    }
    return p;
}

QColor markerColor(const QString &kind)
{
    return QColor::fromHsv(int(qHash(kind) % 360), 170, 200);
}
} // namespace

CounterItem::CounterItem(const CounterLook &look, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_look(look)
{
    setFlag(ItemIsSelectable);
    setCacheMode(DeviceCoordinateCache);
    setAcceptHoverEvents(false);
    setToolTip(Labels::plainToolTip(look.toolTip));
    setZValue(10);
}

void CounterItem::setLook(const CounterLook &look)
{
    if (look == m_look)
        return;
    const bool shapeChanged = (look.facing == 0) != (m_look.facing == 0);
    if (shapeChanged)
        prepareGeometryChange();
    m_look = look;
    setToolTip(Labels::plainToolTip(look.toolTip));
    update();
}

void CounterItem::setExtent(qreal extent)
{
    if (qFuzzyCompare(extent, m_extent))
        return;
    prepareGeometryChange();
    m_extent = extent;
}

QRectF CounterItem::boundingRect() const
{
    const qreal half = (m_look.facing ? m_extent * 0.78 : m_extent * 0.5) + 8; // and the selection ring
    return QRectF(-half, -half, 2 * half, 2 * half);
}

QPolygonF CounterItem::hull() const
{
    // Bow along +x, then turned to the facing.
    const qreal l = m_extent * 1.5, b = m_extent * 0.52;
    QPolygonF p{QPointF(l / 2, 0), QPointF(l * 0.22, -b / 2), QPointF(-l / 2, -b * 0.42),
                QPointF(-l / 2, b * 0.42), QPointF(l * 0.22, b / 2)};
    const qreal angle = qRadiansToDegrees(std::atan2(m_look.facingDir.y(), m_look.facingDir.x()));
    return QTransform().rotate(angle).map(p);
}

QPainterPath CounterItem::shape() const
{
    QPainterPath path;
    if (m_look.facing) {
        path.addPolygon(hull());
        path.closeSubpath();
    } else {
        const qreal e = m_extent;
        path.addRoundedRect(QRectF(-e / 2, -e / 2, e, e), e * 0.12, e * 0.12);
    }
    return path;
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {
        // A ring in the palette's highlight on a halo of its base colour: seen on any side's colour,
        // on any terrain, at any zoom.
        const qreal w = std::clamp(4.0 / std::max(lod, 0.05), 5.0, 10.0);
        QPainterPathStroker stroker;
        stroker.setJoinStyle(Qt::RoundJoin);
        painter->setPen(Qt::NoPen);
        stroker.setWidth(w + 4);
        painter->setBrush(option->palette.color(QPalette::Base));
        painter->drawPath(stroker.createStroke(shape()));
        stroker.setWidth(w);
        painter->setBrush(option->palette.color(QPalette::Highlight));
        painter->drawPath(stroker.createStroke(shape()));
    }
    if (m_look.facing)
        paintShip(painter, lod);
    else
        paintCounter(painter, lod);
}

void CounterItem::paintCounter(QPainter *painter, qreal lod) const
{
    const qreal e = m_extent;
    const QRectF box(-e / 2, -e / 2, e, e);
    QColor fill = m_look.side.isValid() ? m_look.side : QColor(0x80, 0x80, 0x80);
    const QColor ink = textOn(fill);
    painter->setOpacity(m_look.outOfPlay ? 0.55 : 1.0);
    painter->setPen(QPen(fill.darker(170), 1.2));
    painter->setBrush(fill);
    painter->drawRoundedRect(box, e * 0.12, e * 0.12);
    if (m_look.outOfPlay) {
        painter->setBrush(QBrush(ink, Qt::BDiagPattern));
        painter->drawRoundedRect(box, e * 0.12, e * 0.12);
    }
    painter->setPen(ink);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(e * 0.22)));
    font.setBold(false);
    painter->setFont(font);
    painter->drawText(QRectF(box.left(), box.top() + e * 0.03, e, e * 0.26), Qt::AlignCenter,
                      m_look.typeShort);
    font.setPixelSize(std::max(1, int(e * 0.40)));
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(QRectF(box.left(), box.top() + e * 0.26, e, e * 0.44), Qt::AlignCenter,
                      QString::number(m_look.strength));
    if (lod * e * 0.17 >= 5) { // the name only where it can be read
        font.setPixelSize(std::max(1, int(e * 0.17)));
        font.setBold(false);
        painter->setFont(font);
        const QRectF nameBox(box.left() + 2, box.bottom() - e * 0.27, e - 4, e * 0.24);
        painter->drawText(nameBox, Qt::AlignCenter,
                          QFontMetricsF(font).elidedText(m_look.name, Qt::ElideRight, nameBox.width()));
    }
    painter->setOpacity(1.0);
    paintBadges(painter, box);
}

void CounterItem::paintShip(QPainter *painter, qreal lod) const
{
    const qreal e = m_extent;
    QColor fill = m_look.side.isValid() ? m_look.side : QColor(0x80, 0x80, 0x80);
    painter->setOpacity(m_look.outOfPlay ? 0.55 : 1.0);
    painter->setPen(QPen(fill.darker(170), 1.2));
    painter->setBrush(fill);
    const QPolygonF h = hull();
    painter->drawPolygon(h);
    // The bow: a light tip so the facing reads at a glance.
    painter->setBrush(textOn(fill));
    painter->setPen(Qt::NoPen);
    const QPointF bow = h.at(0);
    const QPointF d = m_look.facingDir;
    const QPointF n(-d.y(), d.x());
    painter->drawPolygon(
        QPolygonF{bow, bow - d * e * 0.22 + n * e * 0.08, bow - d * e * 0.22 - n * e * 0.08});
    // The damage, upright in a disc at the middle.
    const qreal r = e * 0.24;
    painter->setPen(QPen(fill.darker(170), 1));
    painter->setBrush(fill.lighter(115));
    painter->drawEllipse(QPointF(0, 0), r, r);
    painter->setPen(textOn(fill));
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(e * 0.32)));
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(m_look.strength));
    painter->setOpacity(1.0);
    Q_UNUSED(lod)
    paintBadges(painter, QRectF(-e / 2, -e / 2, e, e));
}

void CounterItem::paintBadges(QPainter *painter, const QRectF &box) const
{
    const qreal e = m_extent;
    const qreal r = e * 0.13;
    // The rule set's stars (a lighter gold: the command ship's pennant), then the leaders': gold stars
    // on the top left corner.
    const int own = int(m_look.badges.count(u"star"_s));
    const int stars = m_look.leaders + own;
    for (int i = 0; i < std::min(stars, 3); ++i) {
        painter->setPen(QPen(QColor(0x5a, 0x40, 0x00), 1));
        painter->setBrush(i < own ? QColor(0xff, 0xd0, 0x40) : QColor(0xf2, 0xc2, 0x2e));
        painter->drawPolygon(star(box.topLeft() + QPointF(r * (0.6 + 1.7 * i), r * 0.6), r * 1.05));
    }
    // Streaks (the wind gauge): a small blue disc with two streaks at the top right.
    const bool streaks = m_look.badges.contains(u"streaks"_s);
    if (streaks) {
        const QPointF c = box.topRight() + QPointF(-r * 0.4, r * 0.6);
        painter->setPen(QPen(QColor(0x0b, 0x3d, 0x91), 1));
        painter->setBrush(QColor(0x9c, 0xd2, 0xff));
        painter->drawEllipse(c, r, r);
        painter->setPen(QPen(QColor(0x0b, 0x3d, 0x91), 1.4));
        painter->drawLine(c + QPointF(-r * 0.6, -r * 0.3), c + QPointF(r * 0.6, -r * 0.3));
        painter->drawLine(c + QPointF(-r * 0.6, r * 0.3), c + QPointF(r * 0.3, r * 0.3));
    }
    // Markers: discs down the right edge, each with its name's first letter.
    const int shown = std::min(int(m_look.markers.size()), 4);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(r * 1.3)));
    font.setBold(true);
    painter->setFont(font);
    for (int i = 0; i < shown; ++i) {
        const QPointF c(box.right() - r * 0.2, box.top() + r * (streaks ? 2.9 : 0.9) + i * r * 2.1);
        const bool more = i == 3 && m_look.markers.size() > 4;
        const QColor fill = more ? QColor(0x60, 0x60, 0x60) : markerColor(m_look.markers.at(i));
        painter->setPen(QPen(fill.darker(180), 1));
        painter->setBrush(fill);
        painter->drawEllipse(c, r, r);
        painter->setPen(textOn(fill));
        const QString letter = more ? u"+"_s : m_look.markerNames.value(i).left(1).toUpper();
        painter->drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, letter);
    }
}

} // namespace adj
