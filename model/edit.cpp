// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "edit.h"

#include "jsonwriter.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject RowChange::toJson() const
{
    QJsonObject o{{u"table"_s, tableName(table)}, {u"id"_s, id}};
    if (!before.isEmpty())
        o.insert(u"before"_s, QJsonObject::fromVariantMap(before));
    if (!after.isEmpty())
        o.insert(u"after"_s, QJsonObject::fromVariantMap(after));
    return o;
}

namespace {
void writeRow(JsonWriter &w, const QVariantMap &row)
{
    w.beginObject(); // a QVariantMap's keys in QJsonObject's order: sorted
    for (auto it = row.cbegin(); it != row.cend(); ++it)
        w.member(it.key(), QJsonValue::fromVariant(it.value()));
    w.endObject();
}
} // namespace

void RowChange::writeJson(JsonWriter &w) const
{
    w.beginObject(); // the members in QJsonObject's order: after, before, id, table
    if (!after.isEmpty()) {
        w.key(u"after"_s);
        writeRow(w, after);
    }
    if (!before.isEmpty()) {
        w.key(u"before"_s);
        writeRow(w, before);
    }
    w.member(u"id"_s, id);
    w.member(u"table"_s, tableName(table));
    w.endObject();
}

QString RowChange::compactJson(const QList<RowChange> &changes)
{
    JsonWriter w;
    w.beginArray();
    for (const RowChange &c : changes)
        c.writeJson(w);
    w.endArray();
    return w.take();
}

namespace {
// A row as the state holds it: a SQL NULL (no unit, no id) is an invalid QVariant there, not the
// std::nullptr_t that a JSON null becomes, or the row read back from the log would not compare
// equal to the state's and its undo would be refused as a conflict.
QVariantMap rowOf(const QJsonObject &o)
{
    QVariantMap row = o.toVariantMap();
    for (auto it = row.begin(); it != row.end(); ++it)
        if (o.value(it.key()).isNull())
            *it = QVariant();
    return row;
}
} // namespace

RowChange RowChange::fromJson(const QJsonObject &o)
{
    RowChange c;
    tableFromName(o.value(u"table"_s).toString(), &c.table);
    c.id = o.value(u"id"_s).toInteger();
    c.before = rowOf(o.value(u"before"_s).toObject());
    c.after = rowOf(o.value(u"after"_s).toObject());
    return c;
}

} // namespace adj
