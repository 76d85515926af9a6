// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "edit.h"
#include "records.h"

#include <QHash>
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
    // Builds the look-ups apply() keeps (below) from the maps as they stand: after filling them
    // directly, as the store's load does.
    void reindex();
    // The current row of a table, empty when it does not exist.
    QVariantMap row(Table table, Id id) const;
    Id nextId(Table table) const;

    const Side *sideByName(const QString &name) const;
    const Unit *unitByName(const QString &name) const;
    QList<Id> unitsOfSide(Id side) const;
    // Looked up, not walked: a battle's markers grow with its length (a lifted marker stays in the
    // file; the big battle holds 15,000 and one on the table) and every action asks for a few units'.
    QList<Marker> activeMarkers(Id unit) const;
    QList<Marker> activeMarkers() const; // every unit's, by id
    QList<Leader> leadersWith(Id unit) const;
    // The units of a side in play (no status), counted by type: kept, not walked (the turn bar asks
    // after every change what a side's units still owe, and the big battle holds 5,000).
    QHash<QString, int> unitsInPlay(Id side) const;
    const Counter *counter(Id side, const QString &owner, const QString &kind) const;
    const MeasuredRange *lastRange(Id a, Id b) const;
    // A rule set's bookkeeping by key ("oibl.deck"), null when nothing was recorded yet.
    const Tracker *tracker(const QString &key) const;

    QJsonObject toJson() const;
    // toJson() written a value at a time, byte for byte as Qt writes it (battlestatejson.cpp), with
    // `more`'s members (named in ASCII) among its own in Qt's order.
    void writeJson(JsonWriter &w, const QJsonObject &more = {}) const;
    bool operator==(const BattleState &other) const;

private:
    void applyTable(const RowChange &change);
    bool indexed() const;
    // The row `id` of `table` as it stands taken out of the look-ups, or put in.
    void reindexRow(Table table, Id id, bool add);

    // Kept by apply() and reindex(), each list in id order: the ids of the markers still on the
    // table by unit, and of the leaders by the unit they stand with (0: alone); the units in play
    // counted by side and type.
    QHash<Id, QList<Id>> m_activeMarkersOf;
    QHash<Id, QList<Id>> m_leadersOf;
    QHash<Id, QHash<QString, int>> m_inPlayOf;
    // The sizes of the maps when they were indexed: a state whose maps were filled directly and
    // not indexed again is walked, as before.
    qsizetype m_indexedMarkers = 0;
    qsizetype m_indexedLeaders = 0;
    qsizetype m_indexedUnits = 0;
};

} // namespace adj
