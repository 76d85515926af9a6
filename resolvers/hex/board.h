// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hex.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace adj {

class LosGrid;

// The result of a line-of-sight check, with the reason a referee can read.
struct LineOfSight
{
    bool clear = true;
    QString reason;       // translated, names the hexes by label
    QList<Hex> blockedBy; // the hex (or the two hexes of a hex side) that block
};

// A hex board: size, offset layout, the terrain tile of each hex ("clear" by default) and where
// units stand. Columns and rows count from 0 inside; people see labels "CCRR": the column then
// the row, each counted from 1 and written with two digits (three on boards over 99), e.g.
// "0304" is column 3, row 4 - the usual wargame map numbering.
class Board
{
    Q_DECLARE_TR_FUNCTIONS(adj::Board)
public:
    Board();
    Board(int width, int height, OffsetLayout layout = OffsetLayout::OddColumns);

    int width() const { return m_width; }
    int height() const { return m_height; }
    OffsetLayout layout() const { return m_layout; }
    bool contains(Hex h) const;
    Hex hexAt(int col, int row) const { return hex::fromOffset(OffsetCoord{col, row}, m_layout); }

    QString label(Hex h) const;
    // "0304" (or "3,4" / "3 4" for column,row counted from 1). False when malformed or off the board.
    bool parseLabel(const QString &label, Hex *out) const;

    void setTerrain(Hex h, const QString &terrain); // "clear" removes the tile
    QString terrain(Hex h) const;                   // "clear" unless a tile is placed
    const QHash<Hex, QString> &tiles() const { return m_tiles; }

    void placeUnit(qint64 id, Hex h, bool blocksLos = true);
    void removeUnit(qint64 id);
    std::optional<Hex> unitHex(qint64 id) const;
    QList<qint64> unitsAt(Hex h) const;
    bool hasBlockingUnit(Hex h) const;

    int distance(Hex a, Hex b) const { return hex::distance(a, b); }

    // 8.2: adjacent hexes always see each other; otherwise blocking terrain or a unit in a hex
    // between blocks; where the line runs along a hex side it is blocked only when the hexes on
    // both sides block. `ignoreAll` for units that disregard line of sight (rockets, 3.4.9).
    // Served from a LosGrid of the board, built at the first question for a set of blocking
    // terrain and kept until the board changes (issue 30: every pair of 200 units in 100 ms).
    LineOfSight lineOfSight(Hex from, Hex to, const QSet<QString> &blockingTerrain,
                            bool ignoreAll = false) const;
    // That grid (safe to ask from several threads at once).
    std::shared_ptr<const LosGrid> losGrid(const QSet<QString> &blockingTerrain) const;

    // {"width","height","layout","tiles":{"0304":"forest"},"units":[{"id","hex","blocksLos"}]}
    QJsonObject toJson() const;
    static Board fromJson(const QJsonObject &o, QString *error);

private:
    friend class LosGrid;
    struct Placed
    {
        Hex hex;
        bool blocksLos = true;
    };
    struct LosCache;
    void changed(); // what blocks line of sight may have changed: the grid is built again

    int m_width = 0;
    int m_height = 0;
    OffsetLayout m_layout = OffsetLayout::OddColumns;
    QHash<Hex, QString> m_tiles;
    QHash<qint64, Placed> m_units;
    // Shared by copies of the board until one of them changes (it then takes a cache of its own).
    std::shared_ptr<LosCache> m_los;
};

// A flattened copy of what blocks line of sight on a board, for checking many pairs quickly
// (every unit against every other): each hex holds nothing, a unit that blocks, or the blocking
// terrain it is. Board::lineOfSight is served from it.
class LosGrid
{
    Q_DECLARE_TR_FUNCTIONS(adj::Board)
public:
    LosGrid(const Board &board, const QSet<QString> &blockingTerrain);
    bool blocks(Hex h) const;
    bool clear(Hex from, Hex to) const;
    // With the reason a referee reads and the hexes that block (Board::lineOfSight).
    LineOfSight lineOfSight(Hex from, Hex to, bool ignoreAll = false) const;

private:
    int cell(Hex h) const; // 0: nothing blocks; 1: a unit; 2 + i: the terrain m_terrain[i]
    QString label(Hex h) const;
    QString why(int cell) const;

    int m_width = 0, m_height = 0, m_digits = 2;
    OffsetLayout m_layout;
    std::vector<quint16> m_cells;
    QStringList m_terrain;
};

} // namespace adj
