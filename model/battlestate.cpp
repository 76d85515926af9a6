// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlestate.h"

#include "stateindex.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
template <typename T> void applyTo(QMap<Id, T> &map, const RowChange &c)
{
    if (c.after.isEmpty())
        map.remove(c.id);
    else
        map.insert(c.id, T::fromRow(c.after));
}

template <typename T> QVariantMap rowOf(const QMap<Id, T> &map, Id id)
{
    const auto it = map.constFind(id);
    return it == map.cend() ? QVariantMap() : it->toRow();
}

void insertSorted(QHash<Id, QList<Id>> &index, Id key, Id id)
{
    QList<Id> &ids = index[key];
    ids.insert(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin(), id);
}

void removeFrom(QHash<Id, QList<Id>> &index, Id key, Id id)
{
    const auto it = index.find(key);
    if (it == index.end())
        return;
    it->removeOne(id);
    if (it->isEmpty())
        index.erase(it);
}

template <typename T> Id nextOf(const QMap<Id, T> &map)
{
    return map.isEmpty() ? 1 : map.lastKey() + 1;
}
} // namespace

void BattleState::apply(const RowChange &c)
{
    const bool keepIndex = indexed();
    if (keepIndex)
        reindexRow(c.table, c.id, false); // the row as it was
    applyTable(c);
    if (keepIndex) {
        reindexRow(c.table, c.id, true); // the row as it is now
        m_indexedMarkers = markers.size();
        m_indexedLeaders = leaders.size();
        m_indexedUnits = units.size();
    }
}

void BattleState::reindex()
{
    m_activeMarkersOf.clear();
    m_leadersOf.clear();
    m_inPlayOf.clear();
    for (const Unit &u : std::as_const(units))
        if (u.status.isEmpty())
            ++m_inPlayOf[u.side][u.type];
    // In id order: each list is appended to in order.
    for (const Marker &m : std::as_const(markers))
        if (m.active())
            m_activeMarkersOf[m.unit].append(m.id);
    m_leadersOf.reserve(leaders.size());
    for (const Leader &l : std::as_const(leaders))
        m_leadersOf[l.unit].append(l.id);
    m_indexedMarkers = markers.size();
    m_indexedLeaders = leaders.size();
    m_indexedUnits = units.size();
}

bool BattleState::indexed() const
{
    return m_indexedMarkers == markers.size() && m_indexedLeaders == leaders.size() &&
           m_indexedUnits == units.size();
}

void BattleState::reindexRow(Table table, Id id, bool add)
{
    auto update = [&](QHash<Id, QList<Id>> &index, Id unit) {
        if (add)
            insertSorted(index, unit, id);
        else
            removeFrom(index, unit, id);
    };
    if (table == Table::Markers) {
        const auto it = markers.constFind(id);
        if (it != markers.cend() && it->active())
            update(m_activeMarkersOf, it->unit);
    } else if (table == Table::Leaders) {
        const auto it = leaders.constFind(id);
        if (it != leaders.cend())
            update(m_leadersOf, it->unit);
    } else if (table == Table::Units) {
        const auto it = units.constFind(id);
        if (it == units.cend() || !it->status.isEmpty())
            return;
        QHash<QString, int> &ofSide = m_inPlayOf[it->side];
        int &count = ofSide[it->type];
        count += add ? 1 : -1;
        if (count == 0) {
            ofSide.remove(it->type);
            if (ofSide.isEmpty())
                m_inPlayOf.remove(it->side);
        }
    }
}

bool BattleState::operator==(const BattleState &o) const
{
    // The battle's rows; the look-ups follow from them.
    return info == o.info && sides == o.sides && units == o.units && leaders == o.leaders &&
           markers == o.markers && counters == o.counters && ranges == o.ranges && trackers == o.trackers;
}

void BattleState::applyTable(const RowChange &c)
{
    switch (c.table) {
    case Table::Battle:
        info = BattleInfo::fromRow(c.after);
        break;
    case Table::Sides:
        applyTo(sides, c);
        break;
    case Table::Units:
        applyTo(units, c);
        break;
    case Table::Leaders:
        applyTo(leaders, c);
        break;
    case Table::Markers:
        applyTo(markers, c);
        break;
    case Table::Counters:
        applyTo(counters, c);
        break;
    case Table::Ranges:
        applyTo(ranges, c);
        break;
    case Table::Trackers:
        applyTo(trackers, c);
        break;
    }
}

QVariantMap BattleState::row(Table table, Id id) const
{
    switch (table) {
    case Table::Battle:
        return info.toRow();
    case Table::Sides:
        return rowOf(sides, id);
    case Table::Units:
        return rowOf(units, id);
    case Table::Leaders:
        return rowOf(leaders, id);
    case Table::Markers:
        return rowOf(markers, id);
    case Table::Counters:
        return rowOf(counters, id);
    case Table::Ranges:
        return rowOf(ranges, id);
    case Table::Trackers:
        return rowOf(trackers, id);
    }
    return {};
}

Id BattleState::nextId(Table table) const
{
    switch (table) {
    case Table::Battle:
        return 1;
    case Table::Sides:
        return nextOf(sides);
    case Table::Units:
        return nextOf(units);
    case Table::Leaders:
        return nextOf(leaders);
    case Table::Markers:
        return nextOf(markers);
    case Table::Counters:
        return nextOf(counters);
    case Table::Ranges:
        return nextOf(ranges);
    case Table::Trackers:
        return nextOf(trackers);
    }
    return 1;
}

const Side *BattleState::sideByName(const QString &name) const
{
    for (const Side &s : sides)
        if (s.name.compare(name, Qt::CaseInsensitive) == 0)
            return &s;
    return nullptr;
}

const Unit *BattleState::unitByName(const QString &name) const
{
    for (const Unit &u : units)
        if (u.name.compare(name, Qt::CaseInsensitive) == 0)
            return &u;
    return nullptr;
}

QList<Id> BattleState::unitsOfSide(Id side) const
{
    QList<Id> out;
    for (const Unit &u : units)
        if (u.side == side)
            out << u.id;
    return out;
}

QList<Marker> BattleState::activeMarkers(Id unit) const
{
    QList<Marker> out;
    if (indexed()) {
        for (const Id id : m_activeMarkersOf.value(unit))
            out << markers.value(id);
        return out;
    }
    for (const Marker &m : markers)
        if (m.unit == unit && m.active())
            out << m;
    return out;
}

QList<Marker> BattleState::activeMarkers() const
{
    QList<Marker> out;
    if (indexed()) {
        QList<Id> ids;
        for (const QList<Id> &of : m_activeMarkersOf)
            ids += of;
        std::sort(ids.begin(), ids.end());
        for (const Id id : std::as_const(ids))
            out << markers.value(id);
        return out;
    }
    for (const Marker &m : markers)
        if (m.active())
            out << m;
    return out;
}

QList<Leader> BattleState::leadersWith(Id unit) const
{
    QList<Leader> out;
    if (indexed()) {
        for (const Id id : m_leadersOf.value(unit))
            out << leaders.value(id);
        return out;
    }
    for (const Leader &l : leaders)
        if (l.unit == unit)
            out << l;
    return out;
}

QHash<QString, int> BattleState::unitsInPlay(Id side) const
{
    if (indexed())
        return m_inPlayOf.value(side);
    QHash<QString, int> out;
    for (const Unit &u : units)
        if (u.side == side && u.status.isEmpty())
            ++out[u.type];
    return out;
}

const Counter *BattleState::counter(Id side, const QString &owner, const QString &kind) const
{
    for (const Counter &c : counters)
        if (c.side == side && c.owner == owner && c.kind == kind)
            return &c;
    return nullptr;
}

const MeasuredRange *BattleState::lastRange(Id a, Id b) const
{
    const MeasuredRange *best = nullptr;
    for (const MeasuredRange &r : ranges) {
        const bool pair = (r.from == a && r.to == b) || (r.from == b && r.to == a);
        if (pair && (!best || r.id > best->id))
            best = &r;
    }
    return best;
}

const Tracker *BattleState::tracker(const QString &key) const
{
    for (const Tracker &t : trackers)
        if (t.key == key)
            return &t;
    return nullptr;
}

QJsonObject BattleState::toJson() const
{
    // writeJson (battlestatejson.cpp) writes the same, streamed: change both.
    const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(*this);
    QJsonArray sideArray;
    for (const Side &s : sides) {
        QJsonArray unitArray;
        for (const Unit &u : units) {
            if (u.side != s.id)
                continue;
            QJsonArray markerArray;
            for (const Marker &m : active.value(u.id))
                markerArray.append(QJsonObject{{u"kind"_s, m.kind}, {u"placed"_s, m.placedTurn}});
            QJsonObject uo{{u"id"_s, u.id},
                           {u"name"_s, u.name},
                           {u"type"_s, u.type},
                           {u"strength"_s, u.strength},
                           {u"start"_s, u.strengthStart},
                           {u"attributes"_s, u.attrs},
                           {u"markers"_s, markerArray}};
            if (!u.position.isEmpty())
                uo.insert(u"position"_s, u.position);
            if (!u.status.isEmpty())
                uo.insert(u"status"_s, u.status);
            unitArray.append(uo);
        }
        QJsonArray leaderArray;
        for (const Leader &l : leaders) {
            if (l.side != s.id)
                continue;
            QJsonObject lo{{u"id"_s, l.id}, {u"name"_s, l.name}, {u"rating"_s, l.rating}};
            if (l.unit != 0)
                lo.insert(u"unit"_s, units.value(l.unit).name);
            if (!l.status.isEmpty())
                lo.insert(u"status"_s, l.status);
            leaderArray.append(lo);
        }
        QJsonObject counterObject;
        for (const Counter &c : counters)
            if (c.side == s.id)
                counterObject.insert(c.kind, c.value);
        sideArray.append(QJsonObject{{u"id"_s, s.id},
                                     {u"name"_s, s.name},
                                     {u"color"_s, s.color},
                                     {u"units"_s, unitArray},
                                     {u"leaders"_s, leaderArray},
                                     {u"counters"_s, counterObject}});
    }
    QJsonArray others;
    for (const Counter &c : counters)
        if (c.side == 0)
            others.append(QJsonObject{{u"owner"_s, c.owner}, {u"kind"_s, c.kind}, {u"value"_s, c.value}});
    QJsonArray rangeArray;
    for (const MeasuredRange &r : ranges)
        rangeArray.append(QJsonObject{{u"from"_s, units.value(r.from).name},
                                      {u"to"_s, units.value(r.to).name},
                                      {u"value"_s, r.value},
                                      {u"measure"_s, r.measure},
                                      {u"turn"_s, r.turn},
                                      {u"ground"_s, r.ground},
                                      {u"groundUnit"_s, r.groundUnit}});
    QJsonObject trackerObject;
    for (const Tracker &t : trackers)
        trackerObject.insert(t.key,
                             QJsonObject{{u"label"_s, t.label}, {u"turn"_s, t.turn}, {u"value"_s, t.value}});
    return {{u"name"_s, info.name},           {u"ruleset"_s, info.ruleset},
            {u"scale"_s, info.scale},         {u"turn"_s, info.turn},
            {u"phase"_s, info.phase},         {u"options"_s, QJsonArray::fromStringList(info.options)},
            {u"overrides"_s, info.overrides}, {u"sides"_s, sideArray},
            {u"counters"_s, others},          {u"ranges"_s, rangeArray},
            {u"trackers"_s, trackerObject}};
}

} // namespace adj
