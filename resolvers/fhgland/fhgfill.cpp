// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgfill.h"

#include "fhgmove.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

FhgFill::FhgFill(const BattleState &state, const FhgTable *rules, QJsonObject &inputs,
                 const ActionSchema *action)
    : battle(state)
    , table(rules)
    , in(inputs)
    , schema(action)
{}

const Unit *FhgFill::unit(const QString &key) const
{
    const QJsonValue v = in.value(key);
    const auto it = battle.units.constFind(v.toInteger());
    return v.isDouble() && it != battle.units.cend() ? &*it : nullptr;
}

void FhgFill::put(const QString &key, const QJsonValue &v)
{
    if (!in.contains(key) && (!schema || schema->input(key)))
        in.insert(key, v);
}

std::optional<Hex> FhgFill::hexOf(const Unit &u) const
{
    Hex h;
    if (board && !u.position.isEmpty() && board->parseLabel(u.position, &h))
        return h;
    return std::nullopt;
}

QString FhgFill::terrainOf(const Unit &u) const
{
    const auto h = hexOf(u);
    return h ? board->terrain(*h) : u"clear"_s;
}

bool FhgFill::inColumn(const Unit &u) const
{
    if (u.attrs.value(u"formation"_s).toString() == u"column"_s)
        return true;
    for (const Marker &m : markersOf(u.id))
        if (m.kind == u"column"_s)
            return true;
    return false;
}

QList<Leader> FhgFill::leadersWith(const Unit &u) const
{
    // The leaders attached to the unit and those standing alone in its hex, in id order. Looked up
    // by the unit they stand with, not walked (issue 30: the big battle holds 7,766 leaders).
    QList<Leader> out = battle.leadersWith(u.id);
    if (!u.position.isEmpty() && u.id != 0) // (a unit of id 0 has every lone leader already)
        for (const Leader &l : battle.leadersWith(0))
            if (l.position == u.position)
                out << l;
    out.removeIf([](const Leader &l) { return l.status == u"lost"_s; });
    std::sort(out.begin(), out.end(), [](const Leader &a, const Leader &b) { return a.id < b.id; });
    return out;
}

const Unit *FhgFill::stackedWith(const Unit &u) const
{
    if (u.position.isEmpty())
        return nullptr;
    for (const Unit &o : battle.units)
        if (o.id != u.id && o.side == u.side && o.position == u.position && o.status.isEmpty() &&
            o.type != u"vp"_s)
            return &o;
    return nullptr;
}

void FhgFill::describe(const Unit &u, const QString &prefix)
{
    put(prefix + u"Type"_s, u.type);
    put(prefix + u"Mp"_s, u.strength);
    put(prefix + u"Column"_s, inColumn(u));
    if (hexOf(u)) // off the board the battle does not know the ground it stands on
        put(prefix + u"Terrain"_s, terrainOf(u));
}

void FhgFill::sideAndAp(Id sideId)
{
    const Side side = battle.sides.value(sideId);
    put(u"side"_s, side.name);
    // A side that has not rolled its AP this turn has none to spend (6.1.1, 6.2.8): said
    // before anyone rolls, not when the result is applied.
    const Counter *ap = battle.counter(side.id, {}, u"AP"_s);
    put(u"apAvailable"_s, ap ? ap->value : 0);
}

void FhgFill::sideAndAp(const Unit &u)
{
    sideAndAp(u.side);
}

bool FhgFill::hasMarker(const Unit &u, const QString &kind) const
{
    for (const Marker &m : markersOf(u.id))
        if (m.kind == kind)
            return true;
    return false;
}

const QList<Marker> &FhgFill::markersOf(Id unit) const
{
    auto it = m_markers.find(unit);
    if (it == m_markers.end())
        it = m_markers.insert(unit, battle.activeMarkers(unit));
    return *it;
}

const Leader *FhgFill::leader(const QString &key) const
{
    const QJsonValue v = in.value(key);
    const auto it = battle.leaders.constFind(v.toInteger());
    return v.isDouble() && it != battle.leaders.cend() ? &*it : nullptr;
}

QString FhgFill::leaderHex(const Leader &l) const
{
    const auto it = battle.units.constFind(l.unit);
    return l.unit != 0 && it != battle.units.cend() && it->status.isEmpty() ? it->position : l.position;
}

bool FhgFill::leaderMoved(Id leader) const
{
    const Tracker *t = battle.tracker(FhgMove::trackerKey());
    if (!t || t->value.value(u"turn"_s).toInt() != battle.info.turn)
        return false;
    for (const QJsonValue &v : t->value.value(u"leaders"_s).toArray())
        if (v.toInteger() == leader)
            return true;
    return false;
}

QJsonObject FhgFill::ground() const
{
    QJsonArray pieces;
    Hex h;
    for (const Unit &u : battle.units)
        if (u.status.isEmpty() && board->parseLabel(u.position, &h))
            pieces.append(QJsonObject{{u"id"_s, u.id},
                                      {u"kind"_s, u.type},
                                      {u"side"_s, battle.sides.value(u.side).name},
                                      {u"name"_s, u.name},
                                      {u"hex"_s, u.position}});
    for (const Leader &l : battle.leaders)
        if (l.status != u"lost"_s && board->parseLabel(leaderHex(l), &h))
            pieces.append(QJsonObject{{u"id"_s, l.id},
                                      {u"kind"_s, u"leader"_s},
                                      {u"side"_s, battle.sides.value(l.side).name},
                                      {u"name"_s, l.name},
                                      {u"hex"_s, leaderHex(l)},
                                      {u"with"_s, l.unit}});
    QJsonObject b = battle.info.board;
    b.remove(u"units"_s);
    return {{u"board"_s, b}, {u"turn"_s, battle.info.turn}, {u"pieces"_s, pieces}};
}

void FhgFill::fillMove()
{
    if (const Unit *u = unit(u"unit"_s)) {
        put(u"unitType"_s, u->type);
        put(u"column"_s, inColumn(*u));
        if (!u->position.isEmpty())
            put(u"from"_s, u->position);
        put(u"firedFirst"_s, hasMarker(*u, u"fired"_s));
        sideAndAp(*u);
    } else if (const Leader *l = leader(u"leader"_s)) {
        put(u"unitType"_s, u"leader"_s);
        if (!leaderHex(*l).isEmpty())
            put(u"from"_s, leaderHex(*l));
        sideAndAp(l->side);
    }
    put(u"apAvailable"_s, 0); // a side with no AP counter has none to spend (6.2.8)
    if (board)
        put(u"ground"_s, ground());
}

} // namespace adj
