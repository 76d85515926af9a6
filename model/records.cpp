// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "records.h"

#include "schema.h"
#include "schemacheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QVarLengthArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString toJsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
QJsonObject fromJsonText(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}
QString listText(const QStringList &l)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(l)).toJson(QJsonDocument::Compact));
}
QStringList listFromText(const QVariant &v)
{
    QStringList out;
    const QJsonArray a = QJsonDocument::fromJson(v.toString().toUtf8()).array();
    for (const auto &x : a)
        out << x.toString();
    return out;
}
QVariant idOrNull(Id id)
{
    return id == 0 ? QVariant() : QVariant(id);
}
QVariant intOrNull(int v)
{
    return v == 0 ? QVariant() : QVariant(v);
}
// A row's values in its table's column order (schema::columns), for fromColumns: a column the row
// lacks reads as an invalid value, as QVariantMap::value gives it.
template <typename Record> Record fromMap(const QVariantMap &r, const QString &table)
{
    QVarLengthArray<QVariant, 12> values;
    for (const QString &column : schema::columns(table))
        values.append(r.value(column));
    return Record::fromColumns(values.constData());
}

} // namespace

QVariantMap BattleInfo::toRow() const
{
    return {{u"id"_s, 1},
            {u"name"_s, name},
            {u"ruleset"_s, ruleset},
            {u"scale"_s, scale},
            {u"turn"_s, turn},
            {u"phase"_s, phase},
            {u"options"_s, listText(options)},
            {u"overrides"_s, toJsonText(overrides)},
            {u"notes"_s, notes},
            {u"board"_s, toJsonText(board)}};
}

BattleInfo BattleInfo::fromRow(const QVariantMap &r)
{
    return fromMap<BattleInfo>(r, u"battle"_s);
}

QVariantMap Side::toRow() const
{
    return {{u"id"_s, id}, {u"name"_s, name}, {u"color"_s, color}, {u"sort"_s, sort}};
}

Side Side::fromRow(const QVariantMap &r)
{
    return fromMap<Side>(r, u"sides"_s);
}

QVariantMap Unit::toRow() const
{
    return {{u"id"_s, id},
            {u"side_id"_s, side},
            {u"name"_s, name},
            {u"type"_s, type},
            {u"attrs"_s, toJsonText(attrs)},
            {u"strength"_s, strength},
            {u"strength_start"_s, strengthStart},
            {u"position"_s, position},
            {u"status"_s, status},
            {u"sort"_s, sort}};
}

Unit Unit::fromRow(const QVariantMap &r)
{
    return fromMap<Unit>(r, u"units"_s);
}

QVariantMap Leader::toRow() const
{
    return {{u"id"_s, id},         {u"side_id"_s, side},  {u"unit_id"_s, idOrNull(unit)}, {u"name"_s, name},
            {u"rating"_s, rating}, {u"status"_s, status}, {u"position"_s, position}};
}

Leader Leader::fromRow(const QVariantMap &r)
{
    return fromMap<Leader>(r, u"leaders"_s);
}

QVariantMap Marker::toRow() const
{
    return {{u"id"_s, id},
            {u"unit_id"_s, unit},
            {u"kind"_s, kind},
            {u"placed_turn"_s, placedTurn},
            {u"lifted_turn"_s, intOrNull(liftedTurn)}};
}

Marker Marker::fromRow(const QVariantMap &r)
{
    return fromMap<Marker>(r, u"markers"_s);
}

QVariantMap Counter::toRow() const
{
    return {{u"id"_s, id},
            {u"side_id"_s, idOrNull(side)},
            {u"owner"_s, owner},
            {u"kind"_s, kind},
            {u"value"_s, value}};
}

Counter Counter::fromRow(const QVariantMap &r)
{
    return fromMap<Counter>(r, u"counters"_s);
}

QVariantMap MeasuredRange::toRow() const
{
    return {{u"id"_s, id},         {u"from_unit"_s, from},        {u"to_unit"_s, to},
            {u"value"_s, value},   {u"measure"_s, measure},       {u"turn"_s, turn},
            {u"ground"_s, ground}, {u"ground_unit"_s, groundUnit}};
}

MeasuredRange MeasuredRange::fromRow(const QVariantMap &r)
{
    return fromMap<MeasuredRange>(r, u"ranges"_s);
}

QVariantMap Tracker::toRow() const
{
    return {{u"id"_s, id},
            {u"key"_s, key},
            {u"value"_s, toJsonText(value)},
            {u"label"_s, label},
            {u"turn"_s, turn}};
}

Tracker Tracker::fromRow(const QVariantMap &r)
{
    return fromMap<Tracker>(r, u"trackers"_s);
}

// By position, in schema::columns' order: BattleStore::load reads its rows so, and fromRow hands its
// row's values over in that order (fromMap), so each record is read in one place.

BattleInfo BattleInfo::fromColumns(const QVariant *v)
{
    // id, name, ruleset, scale, turn, phase, options, overrides, notes, board
    BattleInfo b;
    b.name = v[1].toString();
    b.ruleset = v[2].toString();
    b.scale = v[3].toString();
    b.turn = v[4].toInt();
    b.phase = v[5].toString();
    b.options = listFromText(v[6]);
    b.overrides = fromJsonText(v[7]);
    b.notes = v[8].toString();
    b.board = fromJsonText(v[9]);
    return b;
}

Side Side::fromColumns(const QVariant *v)
{
    // id, name, color, sort. A colour goes into HTML and style sheets: anything but #rrggbb reads as none.
    QString color = v[2].toString();
    if (!SchemaCheck::isColor(color))
        color.clear();
    return {v[0].toLongLong(), v[1].toString(), color, v[3].toInt()};
}

Unit Unit::fromColumns(const QVariant *v)
{
    // id, side_id, name, type, attrs, strength, strength_start, position, status, sort
    Unit u;
    u.id = v[0].toLongLong();
    u.side = v[1].toLongLong();
    u.name = v[2].toString();
    u.type = v[3].toString();
    u.attrs = fromJsonText(v[4]);
    u.strength = v[5].toInt();
    u.strengthStart = v[6].toInt();
    u.position = v[7].toString();
    u.status = v[8].toString();
    u.sort = v[9].toInt();
    return u;
}

Leader Leader::fromColumns(const QVariant *v)
{
    // id, side_id, unit_id, name, rating, status, position
    Leader l;
    l.id = v[0].toLongLong();
    l.side = v[1].toLongLong();
    l.unit = v[2].toLongLong();
    l.name = v[3].toString();
    l.rating = v[4].toInt();
    l.status = v[5].toString();
    l.position = v[6].toString();
    return l;
}

Marker Marker::fromColumns(const QVariant *v)
{
    // id, unit_id, kind, placed_turn, lifted_turn
    return {v[0].toLongLong(), v[1].toLongLong(), v[2].toString(), v[3].toInt(), v[4].toInt()};
}

Counter Counter::fromColumns(const QVariant *v)
{
    // id, side_id, owner, kind, value
    return {v[0].toLongLong(), v[1].toLongLong(), v[2].toString(), v[3].toString(), v[4].toInt()};
}

MeasuredRange MeasuredRange::fromColumns(const QVariant *v)
{
    // id, from_unit, to_unit, value, measure, turn, ground, ground_unit
    MeasuredRange m;
    m.id = v[0].toLongLong();
    m.from = v[1].toLongLong();
    m.to = v[2].toLongLong();
    m.value = v[3].toDouble();
    m.measure = v[4].toString();
    m.turn = v[5].toInt();
    m.ground = v[6].toDouble();
    m.groundUnit = v[7].toString();
    return m;
}

Tracker Tracker::fromColumns(const QVariant *v)
{
    // id, key, value, label, turn
    Tracker t;
    t.id = v[0].toLongLong();
    t.key = v[1].toString();
    t.value = fromJsonText(v[2]);
    t.label = v[3].toString();
    t.turn = v[4].toInt();
    return t;
}

} // namespace adj
