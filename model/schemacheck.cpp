// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "schemacheck.h"

#include "schema.h"

#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

} // namespace

// What one column may hold: its kind, and a range (integers, reals) or a length (text).
struct SchemaCheck::Rule
{
    enum Kind { Integer, OptionalInteger, Real, Text, JsonObject, JsonArray } kind = Text;
    double min = 0;
    double max = 0;
};

namespace {

using Rule = SchemaCheck::Rule;

const QHash<QString, Rule> &rules()
{
    constexpr double kId = 9'007'199'254'740'991.0; // 2^53 - 1: any id a double still holds exactly
    constexpr double kInt = 1'000'000'000.0;
    const Rule id{Rule::Integer, 1, kId};
    const Rule ref{Rule::OptionalInteger, 1, kId};
    const Rule shortText{Rule::Text, 0, SchemaCheck::kMaxShortText};
    const Rule longText{Rule::Text, 0, SchemaCheck::kMaxLongText};
    const Rule object{Rule::JsonObject, 0, SchemaCheck::kMaxJsonText};
    const Rule turn{Rule::Integer, 0, SchemaCheck::kMaxTurn};
    const Rule strength{Rule::Integer, 0, SchemaCheck::kMaxStrength};
    const Rule anyInt{Rule::Integer, -kInt, kInt};
    static const QHash<QString, Rule> kRules{
        {u"battle.id"_s, {Rule::Integer, 1, 1}},
        {u"battle.name"_s, shortText},
        {u"battle.ruleset"_s, shortText},
        {u"battle.scale"_s, shortText},
        {u"battle.turn"_s, {Rule::Integer, 1, SchemaCheck::kMaxTurn}},
        {u"battle.phase"_s, shortText},
        {u"battle.options"_s, {Rule::JsonArray, 0, SchemaCheck::kMaxJsonText}},
        {u"battle.overrides"_s, object},
        {u"battle.notes"_s, longText},
        {u"battle.board"_s, object},
        {u"sides.id"_s, id},
        {u"sides.name"_s, shortText},
        {u"sides.color"_s, shortText},
        {u"sides.sort"_s, anyInt},
        {u"units.id"_s, id},
        {u"units.side_id"_s, id},
        {u"units.name"_s, shortText},
        {u"units.type"_s, shortText},
        {u"units.attrs"_s, object},
        {u"units.strength"_s, strength},
        {u"units.strength_start"_s, strength},
        {u"units.position"_s, shortText},
        {u"units.status"_s, shortText},
        {u"units.sort"_s, anyInt},
        {u"leaders.id"_s, id},
        {u"leaders.side_id"_s, id},
        {u"leaders.unit_id"_s, ref},
        {u"leaders.name"_s, shortText},
        {u"leaders.rating"_s, anyInt},
        {u"leaders.status"_s, shortText},
        {u"leaders.position"_s, shortText},
        {u"markers.id"_s, id},
        {u"markers.unit_id"_s, id},
        {u"markers.kind"_s, shortText},
        {u"markers.placed_turn"_s, turn},
        {u"markers.lifted_turn"_s, {Rule::OptionalInteger, 0, SchemaCheck::kMaxTurn}},
        {u"counters.id"_s, id},
        {u"counters.side_id"_s, ref},
        {u"counters.owner"_s, shortText},
        {u"counters.kind"_s, shortText},
        {u"counters.value"_s, anyInt},
        {u"ranges.id"_s, id},
        {u"ranges.from_unit"_s, id},
        {u"ranges.to_unit"_s, id},
        {u"ranges.value"_s, {Rule::Real, 0, 1e6}},
        {u"ranges.measure"_s, shortText},
        {u"ranges.turn"_s, turn},
        {u"ranges.ground"_s, {Rule::Real, 0, 1e9}},
        {u"ranges.ground_unit"_s, shortText},
        {u"trackers.id"_s, id},
        {u"trackers.key"_s, shortText},
        {u"trackers.value"_s, object},
        {u"trackers.label"_s, longText},
        {u"trackers.turn"_s, turn},
    };
    return kRules;
}

bool isInteger(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Bool:
        return true;
    default:
        return false;
    }
}

QString quoted(const QString &name)
{
    // Names come from the file: short, on one line.
    QString n = name.left(60);
    n.replace(QRegularExpression(u"[\\x00-\\x1f]"_s), u"?"_s);
    return u"\""_s + n + (name.size() > 60 ? u"…\""_s : u"\""_s);
}

struct Expected
{
    QHash<QString, QSet<QString>> tables; // name -> normalised items
    QHash<QString, QString> indexes;      // name -> normalised CREATE INDEX
};

// The objects of a file of `version`: today's CREATE statements less what the migrations from
// `version` on add (they only add columns, tables and indexes).
Expected expected(int version)
{
    Expected e;
    static const QRegularExpression createTable(u"^create table (\\w+)"_s);
    static const QRegularExpression createIndex(u"^create index (\\w+)"_s);
    static const QRegularExpression addColumn(u"^alter table (\\w+) add column (.*)$"_s);
    for (const QString &sql : schema::createStatements()) {
        const QString n = SchemaCheck::normalise(sql);
        if (const auto m = createTable.match(n); m.hasMatch()) {
            QString head;
            const QStringList items = SchemaCheck::tableItems(sql, &head);
            e.tables.insert(m.captured(1), QSet<QString>(items.cbegin(), items.cend()));
        } else if (const auto mi = createIndex.match(n); mi.hasMatch()) {
            e.indexes.insert(mi.captured(1), n);
        }
    }
    for (int v = version; v < schema::kVersion; ++v) {
        for (const QString &sql : schema::migrationStatements(v)) {
            const QString n = SchemaCheck::normalise(sql);
            if (const auto m = addColumn.match(n); m.hasMatch())
                e.tables[m.captured(1)].remove(m.captured(2));
            else if (const auto mt = createTable.match(n); mt.hasMatch())
                e.tables.remove(mt.captured(1));
            else if (const auto mi = createIndex.match(n); mi.hasMatch())
                e.indexes.remove(mi.captured(1));
        }
    }
    return e;
}

} // namespace

QString SchemaCheck::normalise(const QString &sql)
{
    // Lower case outside quotes; white space kept only between two word characters, as one
    // space: "CHECK (turn >= 1)" and "check(turn>=1)" read the same.
    QString out;
    out.reserve(sql.size());
    QChar quote;
    bool pendingSpace = false;
    for (const QChar c : sql) {
        if (!quote.isNull()) {
            out += c;
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c.isSpace()) {
            pendingSpace = true;
            continue;
        }
        if (pendingSpace && !out.isEmpty() && isWordChar(out.back()) && isWordChar(c))
            out += u' ';
        pendingSpace = false;
        if (c == u'\'' || c == u'"' || c == u'`' || c == u'[')
            quote = c == u'[' ? QChar(u']') : c;
        out += quote.isNull() ? c.toLower() : c;
    }
    return out;
}

QStringList SchemaCheck::tableItems(const QString &createSql, QString *head)
{
    const QString n = normalise(createSql);
    QStringList items;
    int depth = 0;
    QChar quote;
    qsizetype start = -1;
    qsizetype end = -1;
    for (qsizetype i = 0; i < n.size() && end < 0; ++i) {
        const QChar c = n.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'\'' || c == u'"' || c == u'`' || c == u'[') {
            quote = c == u'[' ? QChar(u']') : c;
        } else if (c == u'(') {
            if (depth++ == 0) {
                *head = n.left(i);
                start = i + 1;
            }
        } else if (c == u')') {
            if (--depth == 0) {
                items << n.mid(start, i - start);
                end = i;
            }
        } else if (c == u',' && depth == 1) {
            items << n.mid(start, i - start);
            start = i + 1;
        }
    }
    // Anything after the closing parenthesis (WITHOUT ROWID, STRICT) makes the head differ.
    if (end < 0)
        head->clear();
    else if (end + 1 < n.size())
        *head += u" …"_s + n.mid(end + 1);
    return items;
}

QString SchemaCheck::compare(int version, const QList<Object> &objects)
{
    const Expected want = expected(version);
    QStringList found;    // what the file holds that a battle does not
    QSet<QString> tables; // the battle's tables seen
    for (const Object &o : objects) {
        if (o.type == u"trigger"_s) {
            found << tr("the trigger %1 on %2").arg(quoted(o.name), quoted(o.table));
        } else if (o.type == u"view"_s) {
            found << tr("the view %1").arg(quoted(o.name));
        } else if (o.type == u"table"_s) {
            if (o.name == u"sqlite_stat1"_s || o.name == u"sqlite_stat4"_s)
                continue; // SQLite's own statistics (ANALYZE): data for its planner
            const auto it = want.tables.constFind(o.name);
            if (it == want.tables.cend()) {
                found << tr("the table %1").arg(quoted(o.name));
                continue;
            }
            tables.insert(o.name);
            QString head;
            const QStringList items = tableItems(o.sql, &head);
            if (head != u"create table "_s + o.name) {
                found << tr("the table %1 made in another way (%2)").arg(quoted(o.name), quoted(head));
                continue;
            }
            const QSet<QString> have(items.cbegin(), items.cend());
            for (const QString &item : items)
                if (!it->contains(item))
                    found << tr("%1 in the table %2").arg(quoted(item), quoted(o.name));
            for (const QString &item : *it)
                if (!have.contains(item))
                    found << tr("the table %1 without %2").arg(quoted(o.name), quoted(item));
        } else if (o.type == u"index"_s) {
            if (o.sql.isEmpty() && o.name.startsWith(u"sqlite_autoindex_"_s + o.table + u'_') &&
                want.tables.contains(o.table))
                continue; // made by SQLite for a UNIQUE constraint checked with its table
            if (want.indexes.value(o.name) != normalise(o.sql))
                found << tr("the index %1").arg(quoted(o.name));
        } else {
            found << tr("the %1 %2").arg(quoted(o.type), quoted(o.name));
        }
    }
    for (auto it = want.tables.cbegin(); it != want.tables.cend(); ++it)
        if (!tables.contains(it.key()))
            found << tr("no table %1").arg(quoted(it.key()));
    if (found.isEmpty())
        return {};
    const int shown = 5;
    QString list = found.mid(0, shown).join(u"; "_s);
    if (found.size() > shown)
        list += tr(" and %n more", nullptr, int(found.size() - shown));
    return tr("it holds what an Adjutant battle does not (a battle file is data, never code): %1").arg(list);
}

QString SchemaCheck::checkValue(const QString &table, const QString &column, const QVariant &value)
{
    const auto it = rules().constFind(table + u'.' + column);
    return checkRule(it == rules().cend() ? nullptr : &*it, table, column, value);
}

SchemaCheck::Columns::Columns(const QString &table, const QStringList &columns)
    : m_table(table)
    , m_columns(columns)
{
    m_rules.reserve(columns.size());
    for (const QString &column : columns) {
        const auto it = rules().constFind(table + u'.' + column);
        m_rules << (it == rules().cend() ? nullptr : &*it);
    }
}

QString SchemaCheck::Columns::check(qsizetype i, const QVariant &value) const
{
    return checkRule(m_rules.at(i), m_table, m_columns.at(i), value);
}

QString SchemaCheck::checkRule(const Rule *rule, const QString &table, const QString &column,
                               const QVariant &value)
{
    if (!rule)
        return tr("%1.%2 is not a column of a battle").arg(table, column);
    const Rule &r = *rule;
    const auto where = [&] {
        return u"%1.%2"_s.arg(table, column);
    }; // only when refused: the check's hot path
    if (value.isNull() || !value.isValid()) {
        if (r.kind == Rule::OptionalInteger)
            return {};
        return tr("%1 is empty (NULL)").arg(where());
    }
    switch (r.kind) {
    case Rule::Integer:
    case Rule::OptionalInteger: {
        if (!isInteger(value))
            return tr("%1 is not a whole number").arg(where());
        const qint64 n = value.toLongLong();
        if (double(n) < r.min || double(n) > r.max)
            return tr("%1 is %2, outside %3 to %4").arg(where()).arg(n).arg(qint64(r.min)).arg(qint64(r.max));
        return {};
    }
    case Rule::Real: {
        if (value.typeId() != QMetaType::Double && !isInteger(value))
            return tr("%1 is not a number").arg(where());
        const double d = value.toDouble();
        if (!std::isfinite(d) || d < r.min || d > r.max)
            return tr("%1 is %2, outside %3 to %4").arg(where()).arg(d).arg(r.min).arg(r.max);
        return {};
    }
    case Rule::Text:
    case Rule::JsonObject:
    case Rule::JsonArray: {
        if (value.typeId() != QMetaType::QString)
            return tr("%1 is not text").arg(where());
        const QString &text = *static_cast<const QString *>(value.constData()); // no copy: the hot path
        if (text.size() > r.max)
            return tr("%1 is %2 characters long; at most %3")
                .arg(where())
                .arg(text.size())
                .arg(qint64(r.max));
        if (r.kind == Rule::Text)
            return {};
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (r.kind == Rule::JsonObject ? !doc.isObject() : !doc.isArray())
            return r.kind == Rule::JsonObject ? tr("%1 is not a JSON object").arg(where())
                                              : tr("%1 is not a JSON array").arg(where());
        return {};
    }
    }
    return {};
}

bool SchemaCheck::isColor(const QString &color)
{
    static const QRegularExpression rx(u"^#[0-9a-fA-F]{6}$"_s);
    return color.isEmpty() || rx.match(color).hasMatch();
}

} // namespace adj
