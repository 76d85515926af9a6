// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "records.h"

#include "schemacheck.h"

#include <QJsonArray>
#include <QJsonDocument>

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
    BattleInfo b;
    b.name = r.value(u"name"_s).toString();
    b.ruleset = r.value(u"ruleset"_s).toString();
    b.scale = r.value(u"scale"_s).toString();
    b.turn = r.value(u"turn"_s).toInt();
    b.phase = r.value(u"phase"_s).toString();
    b.options = listFromText(r.value(u"options"_s));
    b.overrides = fromJsonText(r.value(u"overrides"_s));
    b.notes = r.value(u"notes"_s).toString();
    b.board = fromJsonText(r.value(u"board"_s));
    b.board = fromJsonText(r.value(u"board"_s));
    return b;
}

QVariantMap Side::toRow() const
{
    return {{u"id"_s, id}, {u"name"_s, name}, {u"color"_s, color}, {u"sort"_s, sort}};
}

Side Side::fromRow(const QVariantMap &r)
{
    // A colour goes into HTML and style sheets: anything but #rrggbb reads as none.
    QString color = r.value(u"color"_s).toString();
    if (!SchemaCheck::isColor(color))
        color.clear();
    return {r.value(u"id"_s).toLongLong(), r.value(u"name"_s).toString(), color, r.value(u"sort"_s).toInt()};
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
    Unit u;
    u.id = r.value(u"id"_s).toLongLong();
    u.side = r.value(u"side_id"_s).toLongLong();
    u.name = r.value(u"name"_s).toString();
    u.type = r.value(u"type"_s).toString();
    u.attrs = fromJsonText(r.value(u"attrs"_s));
    u.strength = r.value(u"strength"_s).toInt();
    u.strengthStart = r.value(u"strength_start"_s).toInt();
    u.position = r.value(u"position"_s).toString();
    u.status = r.value(u"status"_s).toString();
    u.sort = r.value(u"sort"_s).toInt();
    return u;
}

QVariantMap Leader::toRow() const
{
    return {{u"id"_s, id},         {u"side_id"_s, side},  {u"unit_id"_s, idOrNull(unit)}, {u"name"_s, name},
            {u"rating"_s, rating}, {u"status"_s, status}, {u"position"_s, position}};
}

Leader Leader::fromRow(const QVariantMap &r)
{
    Leader l;
    l.id = r.value(u"id"_s).toLongLong();
    l.side = r.value(u"side_id"_s).toLongLong();
    l.unit = r.value(u"unit_id"_s).toLongLong();
    l.name = r.value(u"name"_s).toString();
    l.rating = r.value(u"rating"_s).toInt();
    l.status = r.value(u"status"_s).toString();
    l.position = r.value(u"position"_s).toString();
    return l;
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
    return {r.value(u"id"_s).toLongLong(), r.value(u"unit_id"_s).toLongLong(), r.value(u"kind"_s).toString(),
            r.value(u"placed_turn"_s).toInt(), r.value(u"lifted_turn"_s).toInt()};
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
    return {r.value(u"id"_s).toLongLong(), r.value(u"side_id"_s).toLongLong(), r.value(u"owner"_s).toString(),
            r.value(u"kind"_s).toString(), r.value(u"value"_s).toInt()};
}

QVariantMap MeasuredRange::toRow() const
{
    return {{u"id"_s, id},         {u"from_unit"_s, from},        {u"to_unit"_s, to},
            {u"value"_s, value},   {u"measure"_s, measure},       {u"turn"_s, turn},
            {u"ground"_s, ground}, {u"ground_unit"_s, groundUnit}};
}

MeasuredRange MeasuredRange::fromRow(const QVariantMap &r)
{
    MeasuredRange m;
    m.id = r.value(u"id"_s).toLongLong();
    m.from = r.value(u"from_unit"_s).toLongLong();
    m.to = r.value(u"to_unit"_s).toLongLong();
    m.value = r.value(u"value"_s).toDouble();
    m.measure = r.value(u"measure"_s).toString();
    m.turn = r.value(u"turn"_s).toInt();
    m.ground = r.value(u"ground"_s).toDouble();
    m.groundUnit = r.value(u"ground_unit"_s).toString();
    return m;
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
    Tracker t;
    t.id = r.value(u"id"_s).toLongLong();
    t.key = r.value(u"key"_s).toString();
    t.value = fromJsonText(r.value(u"value"_s));
    t.label = r.value(u"label"_s).toString();
    t.turn = r.value(u"turn"_s).toInt();
    return t;
}

// By position, in schema::columns' order (BattleStore::load). Each reads what its fromRow reads,
// from the same values: tests/model/tst_battlestoreload.cpp holds them to the same records.

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
    // id, name, color, sort; a colour as fromRow reads it
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
