// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "edit.h"
#include "records.h"

#include <QJsonObject>
#include <QMap>

namespace adj {

class JsonWriter;

// The whole current state of a battle in memory (the log stays in the file).
// Changed only through row changes, the same ones the store commits.
class BattleState
{
public:
    BattleInfo info;
    QMap<Id, Side> sides;
    QMap<Id, Unit> units;
    QMap<Id, Leader> leaders;
    QMap<Id, Marker> markers;
    QMap<Id, Counter> counters;
    QMap<Id, MeasuredRange> ranges;
    QMap<Id, Tracker> trackers;

    void apply(const RowChange &change);
    // The current row of a table, empty when it does not exist.
    QVariantMap row(Table table, Id id) const;
    Id nextId(Table table) const;

    const Side *sideByName(const QString &name) const;
    const Unit *unitByName(const QString &name) const;
    QList<Id> unitsOfSide(Id side) const;
    QList<Marker> activeMarkers(Id unit) const;
    QList<Leader> leadersWith(Id unit) const;
    const Counter *counter(Id side, const QString &owner, const QString &kind) const;
    const MeasuredRange *lastRange(Id a, Id b) const;
    // A rule set's bookkeeping by key ("oibl.deck"), null when nothing was recorded yet.
    const Tracker *tracker(const QString &key) const;

    QJsonObject toJson() const;
    // toJson() written a value at a time, byte for byte as Qt writes it (battlestatejson.cpp), with
    // `more`'s members (named in ASCII) among its own in Qt's order.
    void writeJson(JsonWriter &w, const QJsonObject &more = {}) const;
    bool operator==(const BattleState &) const = default;
};

} // namespace adj
