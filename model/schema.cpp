// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "schema.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj::schema {

namespace {

QStringList linkTables()
{
    return {
        u"CREATE TABLE link_tokens (side_id INTEGER PRIMARY KEY REFERENCES sides(id) ON DELETE CASCADE,"
        " token TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)"_s,
        u"CREATE TABLE link_choices (id INTEGER PRIMARY KEY,"
        " side_id INTEGER NOT NULL REFERENCES sides(id) ON DELETE CASCADE, form_key TEXT NOT NULL,"
        " submission TEXT NOT NULL UNIQUE, inputs TEXT NOT NULL, state TEXT NOT NULL"
        " CHECK (state IN ('sealed', 'replaced', 'revealed', 'discarded')), revealed_seq INTEGER,"
        " sealed_at TEXT NOT NULL)"_s,
    };
}

// The club's rows (v6, docs/club.md): the club a battle joined and the outbox of its events not yet
// on the club's server. Like the table link's, they are not the battle's state and never in the log.
QStringList clubTables()
{
    return {
        u"CREATE TABLE club (id INTEGER PRIMARY KEY CHECK (id = 1), battle_id TEXT NOT NULL,"
        " club TEXT NOT NULL, server TEXT NOT NULL, joined_at TEXT NOT NULL)"_s,
        u"CREATE TABLE club_outbox (seq INTEGER PRIMARY KEY, digest TEXT NOT NULL)"_s,
    };
}

// v7: the undo history kept in the log (docs/battle-file.md), found by these two indexes
// without reading the log: an undo takes the action of the highest undo_order, a redo the
// action of the highest redo_order.
QStringList undoIndexes()
{
    return {
        u"CREATE INDEX events_undo ON events(undo_order) WHERE undo_order IS NOT NULL"_s,
        u"CREATE INDEX events_redo ON events(redo_order) WHERE redo_order IS NOT NULL"_s,
    };
}

} // namespace

QStringList createStatements()
{
    return {
        u"CREATE TABLE battle (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL,"
        " ruleset TEXT NOT NULL, scale TEXT NOT NULL DEFAULT '', turn INTEGER NOT NULL DEFAULT 1"
        " CHECK (turn >= 1), phase TEXT NOT NULL DEFAULT '', options TEXT NOT NULL DEFAULT '[]',"
        " overrides TEXT NOT NULL DEFAULT '{}', notes TEXT NOT NULL DEFAULT '',"
        " board TEXT NOT NULL DEFAULT '{}')"_s,
        u"CREATE TABLE sides (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
        " color TEXT NOT NULL DEFAULT '', sort INTEGER NOT NULL DEFAULT 0)"_s,
        u"CREATE TABLE units (id INTEGER PRIMARY KEY, side_id INTEGER NOT NULL REFERENCES sides(id),"
        " name TEXT NOT NULL, type TEXT NOT NULL, attrs TEXT NOT NULL DEFAULT '{}',"
        " strength INTEGER NOT NULL CHECK (strength >= 0),"
        " strength_start INTEGER NOT NULL CHECK (strength_start >= 0),"
        " position TEXT NOT NULL DEFAULT '', status TEXT NOT NULL DEFAULT '',"
        " sort INTEGER NOT NULL DEFAULT 0)"_s,
        u"CREATE INDEX units_side ON units(side_id)"_s,
        u"CREATE TABLE leaders (id INTEGER PRIMARY KEY, side_id INTEGER NOT NULL REFERENCES sides(id),"
        " unit_id INTEGER REFERENCES units(id), name TEXT NOT NULL, rating INTEGER NOT NULL DEFAULT 1,"
        " status TEXT NOT NULL DEFAULT '', position TEXT NOT NULL DEFAULT '')"_s,
        u"CREATE TABLE markers (id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES units(id),"
        " kind TEXT NOT NULL, placed_turn INTEGER NOT NULL, lifted_turn INTEGER)"_s,
        u"CREATE INDEX markers_unit ON markers(unit_id)"_s,
        u"CREATE TABLE counters (id INTEGER PRIMARY KEY, side_id INTEGER REFERENCES sides(id),"
        " owner TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL, value INTEGER NOT NULL DEFAULT 0)"_s,
        u"CREATE TABLE ranges (id INTEGER PRIMARY KEY, from_unit INTEGER NOT NULL REFERENCES units(id),"
        " to_unit INTEGER NOT NULL REFERENCES units(id), value REAL NOT NULL CHECK (value >= 0),"
        " measure TEXT NOT NULL CHECK (measure IN ('in', 'cm', 'hex')), turn INTEGER NOT NULL,"
        " ground REAL NOT NULL, ground_unit TEXT NOT NULL)"_s,
        u"CREATE TABLE trackers (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE,"
        " value TEXT NOT NULL DEFAULT '{}', label TEXT NOT NULL DEFAULT '', turn INTEGER NOT NULL DEFAULT 0)"_s,
        u"CREATE TABLE events (seq INTEGER PRIMARY KEY, turn INTEGER NOT NULL, phase TEXT NOT NULL,"
        " kind TEXT NOT NULL, actor TEXT NOT NULL DEFAULT '', summary TEXT NOT NULL DEFAULT '',"
        " inputs TEXT NOT NULL DEFAULT '{}', dice TEXT NOT NULL DEFAULT '[]',"
        " trace TEXT NOT NULL DEFAULT '[]', effects TEXT NOT NULL DEFAULT '[]',"
        " changes TEXT NOT NULL DEFAULT '[]', undone INTEGER NOT NULL DEFAULT 0,"
        " target_seq INTEGER REFERENCES events(seq), created_at TEXT NOT NULL,"
        " undo_order INTEGER, redo_order INTEGER)"_s,
        u"CREATE INDEX events_turn ON events(turn)"_s,
        undoIndexes()[0],
        undoIndexes()[1],
        // The table link's rows (v5): kept apart from the battle's state, never in the log.
        linkTables()[0],
        linkTables()[1],
        clubTables()[0],
        clubTables()[1],
    };
}

QStringList migrationStatements(int from)
{
    switch (from) {
    case 1:
        // v2: units carry a status, ranges are measured per pair and turn, and undo/redo
        // are logged as events of their own that name their target.
        return {
            u"ALTER TABLE units ADD COLUMN status TEXT NOT NULL DEFAULT ''"_s,
            u"ALTER TABLE leaders ADD COLUMN position TEXT NOT NULL DEFAULT ''"_s,
            u"CREATE TABLE ranges (id INTEGER PRIMARY KEY, from_unit INTEGER NOT NULL REFERENCES units(id),"
            " to_unit INTEGER NOT NULL REFERENCES units(id), value REAL NOT NULL CHECK (value >= 0),"
            " measure TEXT NOT NULL CHECK (measure IN ('in', 'cm', 'hex')), turn INTEGER NOT NULL,"
            " ground REAL NOT NULL, ground_unit TEXT NOT NULL)"_s,
            u"ALTER TABLE events ADD COLUMN changes TEXT NOT NULL DEFAULT '[]'"_s,
            u"ALTER TABLE events ADD COLUMN undone INTEGER NOT NULL DEFAULT 0"_s,
            u"ALTER TABLE events ADD COLUMN target_seq INTEGER REFERENCES events(seq)"_s,
            u"CREATE INDEX events_turn ON events(turn)"_s,
        };
    case 2:
        // v3: a hex battle holds its board (size, layout, the terrain tile of each hex).
        return {u"ALTER TABLE battle ADD COLUMN board TEXT NOT NULL DEFAULT '{}'"_s};
    case 3:
        // v4: a rule set's bookkeeping across turns (card deck, plotted moves, movement phase).
        return {u"CREATE TABLE trackers (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE,"
                " value TEXT NOT NULL DEFAULT '{}', label TEXT NOT NULL DEFAULT '',"
                " turn INTEGER NOT NULL DEFAULT 0)"_s};
    case 4:
        // v5: the table link's token per side and the sides' sealed choices (docs/tablelink.md).
        return linkTables();
    case 5:
        // v6: the club a battle joined and its outbox (docs/club.md).
        return clubTables();
    case 6:
        // v7: the undo history in the log, so that opening a battle never replays the log
        // (issue 30). The columns are filled from the log by BattleStore's migration.
        return QStringList{u"ALTER TABLE events ADD COLUMN undo_order INTEGER"_s,
                           u"ALTER TABLE events ADD COLUMN redo_order INTEGER"_s} +
               undoIndexes();
    default:
        return {};
    }
}

QStringList columns(const QString &table)
{
    static const QHash<QString, QStringList> kColumns{
        {u"battle"_s,
         {u"id"_s, u"name"_s, u"ruleset"_s, u"scale"_s, u"turn"_s, u"phase"_s, u"options"_s, u"overrides"_s,
          u"notes"_s, u"board"_s}},
        {u"sides"_s, {u"id"_s, u"name"_s, u"color"_s, u"sort"_s}},
        {u"units"_s,
         {u"id"_s, u"side_id"_s, u"name"_s, u"type"_s, u"attrs"_s, u"strength"_s, u"strength_start"_s,
          u"position"_s, u"status"_s, u"sort"_s}},
        {u"leaders"_s,
         {u"id"_s, u"side_id"_s, u"unit_id"_s, u"name"_s, u"rating"_s, u"status"_s, u"position"_s}},
        {u"markers"_s, {u"id"_s, u"unit_id"_s, u"kind"_s, u"placed_turn"_s, u"lifted_turn"_s}},
        {u"counters"_s, {u"id"_s, u"side_id"_s, u"owner"_s, u"kind"_s, u"value"_s}},
        {u"ranges"_s,
         {u"id"_s, u"from_unit"_s, u"to_unit"_s, u"value"_s, u"measure"_s, u"turn"_s, u"ground"_s,
          u"ground_unit"_s}},
        {u"trackers"_s, {u"id"_s, u"key"_s, u"value"_s, u"label"_s, u"turn"_s}},
    };
    return kColumns.value(table);
}

} // namespace adj::schema
