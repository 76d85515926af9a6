// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// BoardScene's overlays and the words beside them: line of sight, arcs, paths, the wind, tooltips.
#include "boardscene.h"

#include "hexmarksitem.h"
#include "labels.h"
#include "pathitem.h"
#include "rulesetprofile.h"
#include "themecolors.h"
#include "winditem.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString arcName(BoardRules::Arc a)
{
    switch (a) {
    case BoardRules::Arc::Bow:
        return BoardScene::tr("bow");
    case BoardRules::Arc::Stern:
        return BoardScene::tr("stern");
    case BoardRules::Arc::Port:
        return BoardScene::tr("port");
    case BoardRules::Arc::Starboard:
        return BoardScene::tr("starboard");
    case BoardRules::Arc::None:
        break;
    }
    return {};
}
} // namespace

QString BoardScene::unitToolTip(const Unit &u) const
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
    if (const int heading = m_rules->heading(u); heading > 0) {
        QStringList ship{tr("heading %1").arg(heading)};
        if (const QString squadron = u.attrs.value(u"squadron"_s).toString(); !squadron.isEmpty())
            ship << tr("squadron %1").arg(squadron);
        if (m_rules->commands(u))
            ship << tr("command ship");
        if (m_windDirection > 0 && m_rules->hasWindGauge(heading, m_windDirection))
            ship << tr("has the wind gauge (%1)").arg(m_rules->windRule());
        lines << ship.join(u", "_s);
    }
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
    // A ship: which side the hex lies off, whether a broadside reaches it and crosses a T (6.4).
    const int heading = m_rules->heading(u);
    const int range = m_rules->broadsideRange(m_table);
    if (heading > 0 && range > 0) {
        QStringList parts;
        const BoardRules::Arc arc = m_rules->arcOf(m_table, *from, heading, to);
        const bool bears = arc == BoardRules::Arc::Port || arc == BoardRules::Arc::Starboard;
        if (!bears)
            parts << tr("off the %1: no broadside bears").arg(arcName(arc));
        else
            parts << tr("off the %1 side").arg(arcName(arc));
        if (d > range)
            parts << tr("beyond broadside range (%n hex(es))", nullptr, range);
        for (const Id other : bears ? m_stacks.value(to) : QList<Id>()) {
            const Unit &target = m_state->units[other];
            const int th = m_rules->heading(target);
            if (other == id || th <= 0 || target.side == u.side) // a broadside is for the enemy
                continue;
            parts << (m_rules->crossingT(m_table, *from, to, th) ? tr("crossing the T of %1").arg(target.name)
                                                                 : tr("a broadside at %1").arg(target.name));
        }
        text += tr("; %1 (%2)").arg(parts.join(u"; "_s), m_rules->arcRule());
    }
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

QList<Hex> BoardScene::portArc() const
{
    return m_port ? m_port->hexes() : QList<Hex>();
}

QList<Hex> BoardScene::starboardArc() const
{
    return m_starboard ? m_starboard->hexes() : QList<Hex>();
}

void BoardScene::updateArcs()
{
    if (!m_port)
        return;
    QList<Hex> port, starboard, keel;
    const Id id = m_selection.value(0);
    const std::optional<Hex> from = id ? unitHex(id) : std::nullopt;
    const int heading = from ? m_rules->heading(m_state->units[id]) : 0;
    const int range = m_rules->broadsideRange(m_table);
    if (heading > 0 && range > 0) {
        for (int dq = -range; dq <= range; ++dq)
            for (int dr = std::max(-range, -dq - range); dr <= std::min(range, -dq + range); ++dr) {
                const Hex h = *from + Hex::axial(dq, dr);
                if (h == *from || !geometry().contains(h))
                    continue;
                switch (m_rules->arcOf(m_table, *from, heading, h)) {
                case BoardRules::Arc::Port:
                    port << h;
                    break;
                case BoardRules::Arc::Starboard:
                    starboard << h;
                    break;
                case BoardRules::Arc::Bow:
                case BoardRules::Arc::Stern:
                    keel << h; // an enemy here crosses this ship's T
                    break;
                case BoardRules::Arc::None:
                    break;
                }
            }
    }
    m_port->setHexes(port);
    m_starboard->setHexes(starboard);
    m_keel->setHexes(keel);
    m_port->setToolTip(port.isEmpty() ? QString() : tr("port broadside arc (%1)").arg(m_rules->arcRule()));
}

void BoardScene::updateWind()
{
    if (!m_wind)
        return;
    if (m_rules->windRule().isEmpty()) {
        m_wind->setVisible(false);
        return;
    }
    QStringList gauge;
    for (const auto &[id, item] : m_counters.asKeyValueRange())
        if (item->look().windGauge)
            gauge << item->look().name;
    gauge.sort();
    const QString rule = m_rules->windRule();
    const QString caption = m_windDirection > 0 ? tr("Wind %1 (%2)").arg(m_windDirection).arg(rule)
                                                : tr("No wind yet (%1)").arg(rule);
    const QString who = m_windDirection <= 0 ? QString()
                        : gauge.isEmpty()    ? tr("No ship has the wind gauge.")
                                             : tr("Wind gauge: %1").arg(gauge.join(u", "_s));
    const QPointF dir = m_windDirection > 0
                            ? geometry().direction(m_rules->headingVector(m_table, m_windDirection))
                            : QPointF();
    m_wind->setWind(m_windDirection, dir, caption, who);
    m_wind->setVisible(true);
}

void BoardScene::placeWind(QPointF at)
{
    if (m_wind)
        m_wind->setPos(at);
}

} // namespace adj
