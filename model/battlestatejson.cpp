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
    w.key(u"attributes"_s);
    w.value(u.attrs);
    w.key(u"id"_s);
    w.value(u.id);
    w.key(u"markers"_s);
    w.beginArray();
    for (const Marker &m : markers) {
        w.beginObject();
        w.key(u"kind"_s);
        w.value(m.kind);
        w.key(u"placed"_s);
        w.value(m.placedTurn);
        w.endObject();
    }
    w.endArray();
    w.key(u"name"_s);
    w.value(u.name);
    if (!u.position.isEmpty()) {
        w.key(u"position"_s);
        w.value(u.position);
    }
    w.key(u"start"_s);
    w.value(u.strengthStart);
    if (!u.status.isEmpty()) {
        w.key(u"status"_s);
        w.value(u.status);
    }
    w.key(u"strength"_s);
    w.value(u.strength);
    w.key(u"type"_s);
    w.value(u.type);
    w.endObject();
}

void writeLeader(JsonWriter &w, const Leader &l, const QMap<Id, Unit> &units)
{
    w.beginObject();
    w.key(u"id"_s);
    w.value(l.id);
    w.key(u"name"_s);
    w.value(l.name);
    w.key(u"rating"_s);
    w.value(l.rating);
    if (!l.status.isEmpty()) {
        w.key(u"status"_s);
        w.value(l.status);
    }
    if (l.unit != 0) {
        w.key(u"unit"_s);
        w.value(unitName(units, l.unit));
    }
    w.endObject();
}

void writeSides(JsonWriter &w, const BattleState &s)
{
    const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(s);
    const QList<Marker> none;
    w.beginArray();
    for (const Side &side : s.sides) {
        w.beginObject();
        w.key(u"color"_s);
        w.value(side.color);
        // A side's counters by kind: a QJsonObject, as toJson builds it (the last of a kind wins).
        QJsonObject counters;
        for (const Counter &c : s.counters)
            if (c.side == side.id)
                counters.insert(c.kind, c.value);
        w.key(u"counters"_s);
        w.value(counters);
        w.key(u"id"_s);
        w.value(side.id);
        w.key(u"leaders"_s);
        w.beginArray();
        for (const Leader &l : s.leaders)
            if (l.side == side.id)
                writeLeader(w, l, s.units);
        w.endArray();
        w.key(u"name"_s);
        w.value(side.name);
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
        w.key(u"kind"_s);
        w.value(c.kind);
        w.key(u"owner"_s);
        w.value(c.owner);
        w.key(u"value"_s);
        w.value(c.value);
        w.endObject();
    }
    w.endArray();
}

void writeRanges(JsonWriter &w, const BattleState &s)
{
    w.beginArray();
    for (const MeasuredRange &r : s.ranges) {
        w.beginObject();
        w.key(u"from"_s);
        w.value(unitName(s.units, r.from));
        w.key(u"ground"_s);
        w.value(r.ground);
        w.key(u"groundUnit"_s);
        w.value(r.groundUnit);
        w.key(u"measure"_s);
        w.value(r.measure);
        w.key(u"to"_s);
        w.value(unitName(s.units, r.to));
        w.key(u"turn"_s);
        w.value(r.turn);
        w.key(u"value"_s);
        w.value(r.value);
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
        for (; extra != more.constEnd() && extra.key() <= name; ++extra) {
            w.key(extra.key());
            w.value(extra.value());
        }
        if (more.contains(name))
            continue;
        w.key(name);
        write();
    }
    for (; extra != more.constEnd(); ++extra) {
        w.key(extra.key());
        w.value(extra.value());
    }
    w.endObject();
}

} // namespace adj
