-- A battle file as Adjutant's first schema (v1) wrote it. tests/store migrates it.
-- Rebuild the fixture with: sqlite3 battle-v1.adjutant < battle-v1.sql
PRAGMA application_id = 1094994516;
PRAGMA user_version = 1;
BEGIN;
CREATE TABLE battle (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, ruleset TEXT NOT NULL,
  scale TEXT NOT NULL DEFAULT '', turn INTEGER NOT NULL DEFAULT 1 CHECK (turn >= 1), phase TEXT NOT NULL DEFAULT '',
  options TEXT NOT NULL DEFAULT '[]', overrides TEXT NOT NULL DEFAULT '{}', notes TEXT NOT NULL DEFAULT '');
CREATE TABLE sides (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, color TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE units (id INTEGER PRIMARY KEY, side_id INTEGER NOT NULL REFERENCES sides(id), name TEXT NOT NULL,
  type TEXT NOT NULL, attrs TEXT NOT NULL DEFAULT '{}', strength INTEGER NOT NULL CHECK (strength >= 0),
  strength_start INTEGER NOT NULL CHECK (strength_start >= 0), position TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0);
CREATE INDEX units_side ON units(side_id);
CREATE TABLE leaders (id INTEGER PRIMARY KEY, side_id INTEGER NOT NULL REFERENCES sides(id),
  unit_id INTEGER REFERENCES units(id), name TEXT NOT NULL, rating INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT '');
CREATE TABLE markers (id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES units(id), kind TEXT NOT NULL,
  placed_turn INTEGER NOT NULL, lifted_turn INTEGER);
CREATE INDEX markers_unit ON markers(unit_id);
CREATE TABLE counters (id INTEGER PRIMARY KEY, side_id INTEGER REFERENCES sides(id), owner TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL, value INTEGER NOT NULL DEFAULT 0);
CREATE TABLE events (seq INTEGER PRIMARY KEY, turn INTEGER NOT NULL, phase TEXT NOT NULL, kind TEXT NOT NULL,
  actor TEXT NOT NULL DEFAULT '', summary TEXT NOT NULL DEFAULT '', inputs TEXT NOT NULL DEFAULT '{}',
  dice TEXT NOT NULL DEFAULT '[]', trace TEXT NOT NULL DEFAULT '[]', effects TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL);
INSERT INTO battle VALUES (1, 'Chippawa (v1 file)', 'fhg-land', '', 3, 'actions-b', '["11.3"]', '{}', 'from v1');
INSERT INTO sides VALUES (1, 'American', '#2b4c9b', 0), (2, 'British', '#b3261e', 1);
INSERT INTO units VALUES (1, 1, '9th U.S. Infantry', 'regular', '{"formation":"line"}', 3, 4, '0504', 0),
                         (2, 2, '100th Foot', 'regular', '{"formation":"column"}', 4, 4, '0802', 1),
                         (3, 2, 'Royal Artillery', 'artillery', '{"formation":"line"}', 1, 2, '0801', 2);
INSERT INTO leaders VALUES (1, 1, 1, 'Scott', 1, ''), (2, 2, NULL, 'Riall', 1, '');
INSERT INTO markers VALUES (1, 2, 'column', 2, NULL), (2, 1, 'activated', 3, 3);
INSERT INTO counters VALUES (1, 1, '', 'VP', 1), (2, 2, '', 'VP', 0), (3, 1, '', 'command-AP', 3);
INSERT INTO events VALUES (1, 1, 'ap-a', 'roster.import', '', 'Roster imported: 3 units', '{}', '[]', '[]', '[]',
                           '2026-10-01T18:00:00.000Z'),
                          (2, 2, 'actions-a', 'unit.edit', '9th U.S. Infantry', '9th U.S. Infantry: strength 4 → 3',
                           '{}', '[]', '[]', '[]', '2026-10-01T18:20:00.000Z');
COMMIT;
