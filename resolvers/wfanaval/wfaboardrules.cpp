// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfaboardrules.h"

#include "core/ruletable.h"
#include "model/battlestate.h"
#include "wfageometry.h"
#include "wfatable.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kArcRule = u"6.4"_s;  // broadside arcs, crossing the T
const QString kWindRule = u"3.1"_s; // the wind and the wind gauge
} // namespace

QList<BoardRules::Terrain> WfaBoardRules::terrain(const RuleTable &) const
{
    // The rules draw no terrain on the naval board; scenarios mark the shore and the shallows.
    return {{u"clear"_s, tr("open water"), u"water"_s, false},
            {u"shoal"_s, tr("shoal"), u"shoal"_s, false},
            {u"land"_s, tr("land"), u"land"_s, false}};
}

QString WfaBoardRules::losRule() const
{
    return u"3.3"_s;
}

LineOfSight WfaBoardRules::lineOfSight(const RuleTable &, const Board &board, const Unit &, Hex from,
                                       Hex to) const
{
    return board.lineOfSight(from, to, {}); // 3.3: only ships between block
}

int WfaBoardRules::facing(const Unit &u) const
{
    return WfaGeometry::wrap(u.attrs.value(u"heading"_s).toInt(1)); // 3.1: every ship has a heading
}

Hex WfaBoardRules::facingVector(const RuleTable &table, int facing) const
{
    const WfaTable *t = WfaTable::of(table);
    return t ? WfaGeometry::headingVector(*t, facing) : BoardRules::facingVector(table, facing);
}

BoardRules::Turned WfaBoardRules::turned(const Unit &u, int by) const
{
    Turned out{u, {}};
    const int heading = WfaGeometry::wrap(facing(u) + by);
    out.unit.attrs.insert(u"heading"_s, heading);
    out.summary = tr("%1 turned to heading %2").arg(u.name).arg(heading);
    return out;
}

BoardRules::UnitMarks WfaBoardRules::unitMarks(const BattleState &battle, const Unit &u) const
{
    // One line: the heading, the squadron, the command ship (9.2), the wind gauge (3.1.1).
    UnitMarks marks;
    const int heading = facing(u);
    QStringList ship{tr("heading %1").arg(heading)};
    if (const QString squadron = u.attrs.value(u"squadron"_s).toString(); !squadron.isEmpty())
        ship << tr("squadron %1").arg(squadron);
    if (u.attrs.value(u"command"_s).toBool()) {
        ship << tr("command ship");
        marks.badges << u"star"_s;
    }
    if (const int w = wind(battle); w > 0 && WfaGeometry::hasWindGauge(heading, w)) {
        ship << tr("has the wind gauge (%1)").arg(kWindRule);
        marks.badges << u"streaks"_s;
    }
    marks.lines << ship.join(u", "_s);
    return marks;
}

QList<BoardRules::Zone> WfaBoardRules::zones(const RuleTable &table, const Board &board, const Unit &u,
                                             Hex at) const
{
    // 6.4: the hexes within a broadside's range off each side, and the bow and stern lines between.
    const WfaTable *t = WfaTable::of(table);
    const int range = t ? t->range : 0;
    if (range <= 0)
        return {};
    const int heading = facing(u);
    Zone port{u"red"_s, {}, {}}, starboard{u"green"_s, {}, {}}, keel{u"hatch"_s, {}, {}};
    for (int dq = -range; dq <= range; ++dq)
        for (int dr = std::max(-range, -dq - range); dr <= std::min(range, -dq + range); ++dr) {
            const Hex h = at + Hex::axial(dq, dr);
            if (h == at || !board.contains(h))
                continue;
            switch (WfaGeometry::arcOf(*t, at, heading, h)) {
            case WfaGeometry::Arc::Port:
                port.hexes << h;
                break;
            case WfaGeometry::Arc::Starboard:
                starboard.hexes << h;
                break;
            case WfaGeometry::Arc::Bow:
            case WfaGeometry::Arc::Stern:
                keel.hexes << h; // an enemy here crosses this ship's T
                break;
            }
        }
    if (!port.hexes.isEmpty())
        port.toolTip = tr("port broadside arc (%1)").arg(kArcRule);
    return {port, starboard, keel};
}

BoardRules::Note WfaBoardRules::sightNote(const BattleState &battle, const RuleTable &table, const Unit &u,
                                          Hex from, Hex to, const QList<Id> &there) const
{
    // 6.4: which side the hex lies off, whether a broadside reaches it and crosses a T.
    const WfaTable *t = WfaTable::of(table);
    if (!t || t->range <= 0 || from == to)
        return {};
    const WfaGeometry::Arc arc = WfaGeometry::arcOf(*t, from, facing(u), to);
    const bool bears = arc == WfaGeometry::Arc::Port || arc == WfaGeometry::Arc::Starboard;
    QStringList parts;
    if (!bears)
        parts << tr("off the %1: no broadside bears").arg(WfaGeometry::arcName(arc));
    else
        parts << tr("off the %1 side").arg(WfaGeometry::arcName(arc));
    if (hex::distance(from, to) > t->range)
        parts << tr("beyond broadside range (%n hex(es))", nullptr, t->range);
    for (const Id other : bears ? there : QList<Id>()) {
        const auto target = battle.units.constFind(other);
        if (target == battle.units.cend() || other == u.id || target->side == u.side)
            continue; // a broadside is for the enemy
        parts << (WfaGeometry::crossingT(*t, from, to, facing(*target))
                      ? tr("crossing the T of %1").arg(target->name)
                      : tr("a broadside at %1").arg(target->name));
    }
    return {parts.join(u"; "_s), kArcRule};
}

int WfaBoardRules::wind(const BattleState &battle)
{
    const Tracker *t = battle.tracker(u"wfa.wind"_s);
    return t ? WfaGeometry::wrap(t->value.value(u"wind"_s).toInt(1)) : 0;
}

BoardRules::Indicator WfaBoardRules::indicator(const BattleState &battle, const QList<Id> &onBoard) const
{
    // 3.1: the wind marker, and the ships on the board with the wind gauge (3.1.1).
    Indicator out;
    out.direction = wind(battle);
    if (out.direction <= 0) {
        out.caption = tr("No wind yet (%1)").arg(kWindRule);
        return out;
    }
    out.caption = tr("Wind %1 (%2)").arg(out.direction).arg(kWindRule);
    QStringList gauge;
    for (const Id id : onBoard)
        if (const auto u = battle.units.constFind(id);
            u != battle.units.cend() && WfaGeometry::hasWindGauge(facing(*u), out.direction))
            gauge << u->name;
    gauge.sort();
    out.detail =
        gauge.isEmpty() ? tr("No ship has the wind gauge.") : tr("Wind gauge: %1").arg(gauge.join(u", "_s));
    return out;
}

QStringList WfaBoardRules::pathEventKinds() const
{
    return {u"resolve.reveal"_s};
}

} // namespace adj
