// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "effect.h"
#include "table.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QVariantMap>

namespace adj {

class JsonWriter;

// One row of one table before and after. An empty `before` is an insert, an empty
// `after` a delete. Reverting swaps the two, so every edit is undoable by construction.
struct RowChange
{
    Table table = Table::Units;
    qint64 id = 0;
    QVariantMap before;
    QVariantMap after;

    RowChange reversed() const { return {table, id, after, before}; }
    QJsonObject toJson() const;
    static RowChange fromJson(const QJsonObject &o);
    // toJson()'s object written into `w`, built as no QJsonObject: each commit writes its changes.
    void writeJson(JsonWriter &w) const;
    // The compact JSON array of `changes`, as QJsonDocument writes an array of their toJson().
    static QString compactJson(const QList<RowChange> &changes);
};

// A referee action as it is committed: the row changes plus what the log records of it.
struct Edit
{
    QString kind;    // "unit.add", "marker.place", "turn.advance", "resolve.fire", ...
    QString summary; // one translated line for the log
    QString actor;   // the acting unit or side, as a person reads it
    QJsonObject inputs;
    QJsonArray dice;  // [{sides, value, source, purpose}], with the seed when rolled
    QJsonArray trace; // [{text, rule}]
    Effects effects;  // what the resolution asked for (the changes are what it did)
    QList<RowChange> changes;

    // A failed builder returns an edit without a kind; a resolution that changed nothing
    // (no hits) is still an edit: it is logged with its dice and trace.
    bool isEmpty() const { return kind.isEmpty(); }
};

} // namespace adj
