// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// BoardScene's overlays and the words beside them: line of sight, the rule set's zones (a ship's arcs),
// paths, the rule set's indicator (the wind), tooltips.
#include "boardscene.h"

#include "hexmarksitem.h"
#include "indicatoritem.h"
#include "labels.h"
#include "pathitem.h"
#include "rulesetprofile.h"
#include "themecolors.h"

using namespace Qt::StringLiterals;

namespace adj {

QString BoardScene::unitToolTip(const Unit &u, const BoardRules::UnitMarks &marks) const
{
    QStringList lines;
    lines << tr("%1 — %2").arg(u.name, m_state->sides.value(u.side).name);
    const RuleSetProfile *profile = Profiles::find(m_state->info.ruleset);
    const UnitTypeSpec *spec = profile ? profile->type(u.type) : nullptr;
    const QString measure = profile ? Profiles::strengthMeasureLabel(profile->strength) : QString();
    lines << tr("%1, %2 of %3 %4")
                 .arg(spec ? Profiles::label(spec->label) : u.type)
                 .arg(u.strength)
                 .arg(u.strengthStart)
                 .arg(measure);
    if (const auto h = hexOf(u.position))
        lines << tr("at %1, %2").arg(label(*h), terrainName(m_board.terrain(*h)));
    lines << marks.lines; // the rule set's own: a ship's heading, squadron, wind gauge
    QStringList markers;
    for (const Marker &m : m_state->activeMarkers(u.id))
        markers << Labels::marker(m.kind);
    if (!markers.isEmpty())
        lines << tr("markers: %1").arg(markers.join(u", "_s));
    QStringList leaders;
    for (const Leader &l : m_state->leaders)
        if (l.unit == u.id && l.status != u"lost"_s)
            leaders << tr("%1 (%2)").arg(l.name).arg(l.rating);
    if (!leaders.isEmpty())
        lines << tr("leaders: %1").arg(leaders.join(u", "_s));
    if (u.status == u"routed"_s)
        lines << tr("routed");
    return lines.join(u'\n');
}

QString BoardScene::hexToolTip(Hex h) const
{
    if (!m_hasBoard || !geometry().contains(h))
        return {};
    const QString terrain = m_board.terrain(h);
    const int i = m_terrainIndex.value(terrain, -1);
    QString text = tr("%1: %2").arg(label(h), terrainName(terrain));
    if (i >= 0 && m_terrain.at(i).blocksLos)
        text = tr("%1, blocks line of sight (%2)").arg(text, m_rules->losRule());
    QStringList here;
    for (const Id id : m_stacks.value(h))
        here << m_state->units[id].name;
    for (auto it = m_leaderHex.cbegin(); it != m_leaderHex.cend(); ++it)
        if (it.value() == h)
            here << tr("%1 (leader)").arg(m_state->leaders[it.key()].name);
    if (!here.isEmpty())
        text += u'\n' + here.join(u'\n');
    return text;
}

QString BoardScene::blockerText(Hex h, const Unit &) const
{
    const QString terrain = m_board.terrain(h);
    const int i = m_terrainIndex.value(terrain, -1);
    if (i >= 0 && m_terrain.at(i).blocksLos)
        return terrainName(terrain);
    QStringList names;
    for (const Id id : m_board.unitsAt(h))
        if (m_state->units.contains(id))
            names << m_state->units[id].name;
    return names.isEmpty() ? terrainName(terrain) : names.join(u", "_s);
}

QString BoardScene::showSight(Hex to)
{
    if (!m_hasBoard || m_selection.isEmpty() || !geometry().contains(to)) {
        clearSight();
        return {};
    }
    const Id id = m_selection.first();
    const std::optional<Hex> from = unitHex(id);
    if (!from || *from == to) {
        clearSight();
        return {};
    }
    const Unit &u = m_state->units[id];
    const LineOfSight los = m_rules->lineOfSight(m_table, m_board, u, *from, to);
    QString why = los.reason;
    if (los.clear &&
        los.reason == adj::Board::tr("clear: nothing blocks between %1 and %2").arg(label(*from), label(to)))
        why = tr("line of sight clear"); // the hexes are named once already
    else if (los.clear && los.reason == adj::Board::tr("adjacent units always see each other"))
        why = tr("adjacent, always in sight");
    else if (!los.clear && los.blockedBy.size() == 1)
        why = tr("blocked by %1 at %2")
                  .arg(blockerText(los.blockedBy.first(), u), label(los.blockedBy.first()));
    else if (!los.clear && los.blockedBy.size() == 2)
        why = tr("blocked along the hex side between %1 (%2) and %3 (%4): both sides block")
                  .arg(label(los.blockedBy.at(0)), blockerText(los.blockedBy.at(0), u),
                       label(los.blockedBy.at(1)), blockerText(los.blockedBy.at(1), u));
    const int d = m_board.distance(*from, to);
    QString text = tr("%1 at %2 → %3, %n hex(es): %4", nullptr, d).arg(u.name, label(*from), label(to), why);
    if (!m_rules->losRule().isEmpty())
        text = tr("%1 (%2)").arg(text, m_rules->losRule());
    // What the line means to the rule set (a ship: which side the hex lies off, a broadside, a T).
    if (const BoardRules::Note note = m_rules->sightNote(*m_state, m_table, u, *from, to, m_stacks.value(to));
        !note.text.isEmpty())
        text += tr("; %1 (%2)").arg(note.text, note.rule);
    const QColor color =
        ThemeColors::tone(los.clear ? ThemeColors::Tone::Good : ThemeColors::Tone::Bad, palette());
    m_sight->setLines({PathItem::Line{QPolygonF{geometry().center(*from), geometry().center(to)}, color,
                                      !los.clear, true, 3}});
    m_blocked->setHexes(los.blockedBy);
    m_sightText = text;
    return text;
}

void BoardScene::clearSight()
{
    m_sightText.clear();
    if (!m_sight)
        return;
    m_sight->setLines({});
    m_blocked->setHexes({});
}

QList<Hex> BoardScene::sightBlockers() const
{
    return m_blocked ? m_blocked->hexes() : QList<Hex>();
}

void BoardScene::setDragPath(const QList<Hex> &path, const QColor &color, const QString &text, bool error)
{
    if (!m_dragPath)
        return;
    QPolygonF points;
    for (const Hex &h : path)
        points << geometry().center(h);
    m_dragPath->setLines({PathItem::Line{points, color, false, true, 4}});
    m_dragPath->setLabel(text, points.isEmpty() ? QPointF() : points.last(), error);
}

void BoardScene::clearDragPath()
{
    if (!m_dragPath)
        return;
    m_dragPath->setLines({});
    m_dragPath->setLabel({}, {}, false);
}

void BoardScene::setRevealedPaths(const QHash<Id, QList<Hex>> &paths)
{
    if (!m_revealed)
        return;
    QList<PathItem::Line> lines;
    QList<Id> ids = paths.keys();
    std::sort(ids.begin(), ids.end());
    for (const Id id : std::as_const(ids)) {
        const QList<Hex> &hexes = paths[id];
        if (hexes.size() < 2 || !m_state->units.contains(id))
            continue;
        QPolygonF points;
        for (const Hex &h : hexes)
            points << geometry().center(h);
        QColor c = sideColor(m_state->units[id].side);
        c.setAlpha(200);
        lines << PathItem::Line{points, c, true, true, 2.5};
    }
    m_revealed->setLines(lines);
}

void BoardScene::setDropTarget(std::optional<Hex> h)
{
    if (m_drop)
        m_drop->setHexes(h && geometry().contains(*h) ? QList<Hex>{*h} : QList<Hex>());
}

void BoardScene::setChoiceHexes(const QList<Hex> &hexes)
{
    if (m_choice)
        m_choice->setHexes(hexes);
}

QList<Hex> BoardScene::choiceHexes() const
{
    return m_choice ? m_choice->hexes() : QList<Hex>();
}

QList<Hex> BoardScene::zoneHexes(const QString &look) const
{
    const HexMarksItem *item = m_zones.value(look);
    return item ? item->hexes() : QList<Hex>();
}

QString BoardScene::zoneToolTip(const QString &look) const
{
    const HexMarksItem *item = m_zones.value(look);
    return item ? item->toolTip() : QString();
}

void BoardScene::styleZone(const QString &look, HexMarksItem *item) const
{
    // Translucent so the terrain shows: red and green as a ship's port and starboard lights, a hatch
    // in the text's colour; a look the view does not know in the highlight.
    const QPalette p = palette();
    if (look == u"red"_s) {
        item->setStyle(QColor(0xd3, 0x2f, 0x2f, 70), QPen(QColor(0xd3, 0x2f, 0x2f, 160), 1));
    } else if (look == u"green"_s) {
        item->setStyle(QColor(0x2e, 0x9d, 0x3e, 70), QPen(QColor(0x2e, 0x9d, 0x3e, 160), 1));
    } else if (look == u"hatch"_s) {
        item->setStyle(QBrush(p.color(QPalette::WindowText), Qt::BDiagPattern),
                       QPen(p.color(QPalette::WindowText), 1, Qt::DashLine));
    } else {
        QColor h = p.color(QPalette::Highlight);
        h.setAlpha(70);
        item->setStyle(h, QPen(p.color(QPalette::Highlight), 1));
    }
}

void BoardScene::updateZones()
{
    if (!m_hasBoard)
        return;
    const Id id = m_selection.value(0);
    const std::optional<Hex> from = id ? unitHex(id) : std::nullopt;
    const QList<BoardRules::Zone> zones =
        from ? m_rules->zones(m_table, m_board, m_state->units[id], *from) : QList<BoardRules::Zone>();
    for (HexMarksItem *item : std::as_const(m_zones)) {
        item->setHexes({});
        item->setToolTip({});
    }
    for (const BoardRules::Zone &z : zones) {
        HexMarksItem *&item = m_zones[z.look];
        if (!item) {
            item = new HexMarksItem;
            item->setGeometry(geometry());
            item->setZValue(1.9); // under the drop and the choice hexes, over the line of sight
            styleZone(z.look, item);
            addItem(item);
        }
        item->setHexes(item->hexes() + z.hexes); // zones of one look add up
        if (!z.toolTip.isEmpty())
            item->setToolTip(z.toolTip);
    }
}

QList<Id> BoardScene::drawnUnits() const
{
    QList<Id> ids = m_counters.keys();
    std::sort(ids.begin(), ids.end());
    return ids;
}

void BoardScene::updateIndicator()
{
    if (!m_indicatorItem)
        return;
    m_indicator = m_rules->indicator(*m_state, drawnUnits());
    if (m_indicator.caption.isEmpty()) {
        m_indicatorItem->setVisible(false);
        return;
    }
    const QPointF dir = m_indicator.direction > 0
                            ? geometry().direction(m_rules->facingVector(m_table, m_indicator.direction))
                            : QPointF();
    m_indicatorItem->setIndicator(m_indicator.direction, dir, m_indicator.caption, m_indicator.detail);
    m_indicatorItem->setVisible(true);
}

void BoardScene::placeIndicator(QPointF at)
{
    if (m_indicatorItem)
        m_indicatorItem->setPos(at);
}

} // namespace adj
