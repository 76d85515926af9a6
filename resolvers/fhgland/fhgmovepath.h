// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fhgrules.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// A unit, leader or VP unit on the board, as a move sees it.
struct FhgPiece
{
    qint64 id = 0;   // the battle's unit id, or leader id for a leader
    QString kind;    // a unit type id, "leader" or "vp"
    QString side;    // the side's name
    QString name;    // how the trace names it
    Hex hex;         // where it stands (a leader with a unit: the unit's hex)
    qint64 with = 0; // a leader's unit, 0 when alone

    bool isLeader() const { return kind == QStringLiteral("leader"); }
    bool isVp() const { return kind == QStringLiteral("vp"); }
};

// The board and what stands on it: the move's "ground" input, read off the battle
// (FhgBattle::fill) or given whole: {"board": {"width", "height", "layout", "tiles"},
// "turn": N, "pieces": [{"id", "kind", "side", "name", "hex", "with"}]}.
class FhgGround
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgGround)
public:
    static bool fromJson(const QJsonObject &o, FhgGround *out, QString *error);

    const Board &board() const { return m_board; }
    int turn() const { return m_turn; }
    const QList<FhgPiece> &pieces() const { return m_pieces; }
    QList<FhgPiece> piecesAt(Hex h) const;
    const FhgPiece *find(qint64 id, bool leader) const;
    QString label(Hex h) const { return m_board.label(h); }

    // One hex label of input `input`; false with `error` saying whether it is malformed or off the board.
    bool parseHex(const QString &input, const QString &label, Hex *out, QString *error) const;
    // "0405 0406": the hexes entered in order (labels separated by spaces or commas).
    bool parsePath(const QString &input, const QString &text, QList<Hex> *out, QString *error) const;

private:
    Board m_board;
    int m_turn = 0;
    QList<FhgPiece> m_pieces;
};

// Who moves: a unit with the leaders riding with it, or a leader alone (kind "leader").
struct FhgMover
{
    QString kind;
    QString side;
    QString name;
    qint64 id = 0;
    QList<FhgPiece> riders; // 6.2.6, 9.1.1
    bool opt11_11 = false;

    bool leaderAlone() const { return kind == QStringLiteral("leader"); }
};

// What entering one hex does to a move: refused (with the rule), or its terrain effect and
// what the mover takes there.
struct FhgEntry
{
    QString error;
    FhgTerrain terrain = FhgTerrain::Clear;
    FhgRules::Step step;
    QList<FhgPiece> leadersTaken; // 7.3, 9.3.3
    QList<FhgPiece> vpTaken;      // 3.4.11, 10 B

    bool ends() const { return step.move != FhgTable::Move::Normal; } // stop, waterway
};

// The hex-by-hex rules of a move on the ground: terrain (2.3, 7.4, 11.11), enemy units
// (7.2), enemy leaders alone (7.3, 9.3.3), VP units (3.4.11), the hex limits passing
// through and at the end (4.3, 6.2.7, 7.2.1, 9.1), and the shortest legal path.
class FhgMovePath
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgMovePath)
public:
    FhgMovePath(const FhgTable &t, const FhgGround &g, const FhgMover &m)
        : m_t(t)
        , m_g(g)
        , m_m(m)
    {}

    // Entering `h`; `last` when the move ends there (the leaders with the unit count then).
    FhgEntry enter(Hex h, bool last) const;
    // Breadth-first: the fewest hexes from `from` to `to` within `hexes`, each step legal;
    // ties go to the first of the six hex directions in their fixed order (hex::direction).
    // Empty with `error` when there is none.
    QList<Hex> find(Hex from, Hex to, int hexes, QString *error) const;

private:
    const FhgTable &m_t;
    const FhgGround &m_g;
    const FhgMover &m_m;
};

} // namespace adj
