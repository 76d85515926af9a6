// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The state's JSON written a value at a time (issue 30): what BattleState::toJson builds, byte for
// byte as QJsonDocument writes it, without building 5,000 units and their markers as QJsonObjects
// first. A change to one is a change to the other: tests/cli/tst_clishowjson pins them together.
#include "battlestate.h"

#include "jsonwriter.h"
#include "stateindex.h"

#include <functional>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// A unit's name by id, empty when there is none (as QMap::value's default unit), without copying it.
const QString &unitName(const QMap<Id, Unit> &units, Id id)
{
    static const QString none;
    const auto it = units.constFind(id);
    return it == units.cend() ? none : it->name;
}

void writeUnit(JsonWriter &w, const Unit &u, const QList<Marker> &markers)
{
    // Each object's members in Qt's order: sorted by key.
    w.beginObject();
    w.member(u"attributes"_s, u.attrs);
    w.member(u"id"_s, u.id);
    w.key(u"markers"_s);
    w.beginArray();
    for (const Marker &m : markers) {
        w.beginObject();
        w.member(u"kind"_s, m.kind);
        w.member(u"placed"_s, m.placedTurn);
        w.endObject();
    }
    w.endArray();
    w.member(u"name"_s, u.name);
    if (!u.position.isEmpty())
        w.member(u"position"_s, u.position);
    w.member(u"start"_s, u.strengthStart);
    if (!u.status.isEmpty())
        w.member(u"status"_s, u.status);
    w.member(u"strength"_s, u.strength);
    w.member(u"type"_s, u.type);
    w.endObject();
}

void writeLeader(JsonWriter &w, const Leader &l, const QMap<Id, Unit> &units)
{
    w.beginObject();
    w.member(u"id"_s, l.id);
    w.member(u"name"_s, l.name);
    w.member(u"rating"_s, l.rating);
    if (!l.status.isEmpty())
        w.member(u"status"_s, l.status);
    if (l.unit != 0)
        w.member(u"unit"_s, unitName(units, l.unit));
    w.endObject();
}

void writeSides(JsonWriter &w, const BattleState &s)
{
    const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(s);
    const QList<Marker> none;
    w.beginArray();
    for (const Side &side : s.sides) {
        w.beginObject();
        w.member(u"color"_s, side.color);
        // A side's counters by kind: a QJsonObject, as toJson builds it (the last of a kind wins).
        QJsonObject counters;
        for (const Counter &c : s.counters)
            if (c.side == side.id)
                counters.insert(c.kind, c.value);
        w.member(u"counters"_s, counters);
        w.member(u"id"_s, side.id);
        w.key(u"leaders"_s);
        w.beginArray();
        for (const Leader &l : s.leaders)
            if (l.side == side.id)
                writeLeader(w, l, s.units);
        w.endArray();
        w.member(u"name"_s, side.name);
        w.key(u"units"_s);
        w.beginArray();
        for (const Unit &u : s.units) {
            if (u.side != side.id)
                continue;
            const auto markers = active.constFind(u.id);
            writeUnit(w, u, markers == active.cend() ? none : *markers);
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
}

void writeCounters(JsonWriter &w, const BattleState &s)
{
    w.beginArray();
    for (const Counter &c : s.counters) {
        if (c.side != 0)
            continue;
        w.beginObject();
        w.member(u"kind"_s, c.kind);
        w.member(u"owner"_s, c.owner);
        w.member(u"value"_s, c.value);
        w.endObject();
    }
    w.endArray();
}

void writeRanges(JsonWriter &w, const BattleState &s)
{
    w.beginArray();
    for (const MeasuredRange &r : s.ranges) {
        w.beginObject();
        w.member(u"from"_s, unitName(s.units, r.from));
        w.member(u"ground"_s, r.ground);
        w.member(u"groundUnit"_s, r.groundUnit);
        w.member(u"measure"_s, r.measure);
        w.member(u"to"_s, unitName(s.units, r.to));
        w.member(u"turn"_s, r.turn);
        w.member(u"value"_s, r.value);
        w.endObject();
    }
    w.endArray();
}

} // namespace

void BattleState::writeJson(JsonWriter &w, const QJsonObject &more) const
{
    // toJson's members, sorted by key, with `more`'s merged in among them in the same order; a member
    // of `more` takes the place of the state's own of that name, as QJsonObject::insert would.
    using Member = std::pair<QString, std::function<void()>>;
    const QList<Member> own{
        {u"counters"_s, [&] { writeCounters(w, *this); }},
        {u"name"_s, [&] { w.value(info.name); }},
        {u"options"_s, [&] { w.value(QJsonArray::fromStringList(info.options)); }},
        {u"overrides"_s, [&] { w.value(info.overrides); }},
        {u"phase"_s, [&] { w.value(info.phase); }},
        {u"ranges"_s, [&] { writeRanges(w, *this); }},
        {u"ruleset"_s, [&] { w.value(info.ruleset); }},
        {u"scale"_s, [&] { w.value(info.scale); }},
        {u"sides"_s, [&] { writeSides(w, *this); }},
        {u"trackers"_s,
         [&] {
             QJsonObject byKey; // by key, the last of a key winning, as toJson builds it
             for (const Tracker &t : trackers)
                 byKey.insert(t.key,
                              QJsonObject{{u"label"_s, t.label}, {u"turn"_s, t.turn}, {u"value"_s, t.value}});
             w.value(byKey);
         }},
        {u"turn"_s, [&] { w.value(info.turn); }},
    };
    w.beginObject();
    auto extra = more.constBegin();
    for (const auto &[name, write] : own) {
        for (; extra != more.constEnd() && extra.key() <= name; ++extra)
            w.member(extra.key(), extra.value());
        if (more.contains(name))
            continue;
        w.key(name);
        write();
    }
    for (; extra != more.constEnd(); ++extra)
        w.member(extra.key(), extra.value());
    w.endObject();
}

} // namespace adj
