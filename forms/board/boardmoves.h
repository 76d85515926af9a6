// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "hex/board.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace adj {

class BoardRules;
class RuleSet;
class RuleTable;

// The edits the board makes, built and checked before anything is submitted: a unit moved by the
// rule set's move action (resolved with the battle's inputs, so checked, AP spent, one logged
// event), a unit placed or turned to another facing (a plain unit edit), terrain painted or the board resized
// (one board edit each). The refusal says why, naming the rule; nothing here writes.
class BoardMoves final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BoardMoves)

public:
    struct Outcome
    {
        bool ok = false;
        QString text;  // the one line a person reads: the move and its cost, or the refusal
        QString trace; // every line of the resolution with its rule (empty for a plain edit)
        Edit edit;     // to submit when ok
    };

    // Moves `unit` along `path` (the hexes entered, in order). With the rule set's move action the
    // move is resolved and checked as the action panel would (no dice); without one it is a plain
    // change of position. A `path` of one hex not adjacent asks the action for the way there. A unit
    // that owes a hex (a retreat, BoardRules::hexChoice) is placed by that action in the path's last hex.
    static Outcome move(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                        const RuleTable &table, const Board &board, Id unit, const QList<Hex> &path);
    // Sets a unit's position without the rules of movement (setting up the board); an empty
    // `label` takes it off the board.
    static Outcome place(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                         const RuleTable &table, Id unit, const QString &label);
    // Turns a unit with a facing (a ship) one hex side right (+1) or left (-1), as its rule set turns
    // it (BoardRules::turned; setting up the board).
    static Outcome turn(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                        const RuleTable &table, Id unit, int by);
    // One stroke of terrain (hex -> terrain id, "clear" removes the tile) as one board edit.
    static Outcome paint(const BattleState &s, const Board &board, const QHash<Hex, QString> &stroke);
    // The board resized; tiles off the new board are dropped, and units left off it are named.
    static Outcome resize(const BattleState &s, int width, int height);

private:
    // `action` with `given` resolved against the battle by the one runner (no dice), as an outcome.
    static Outcome act(const BattleState &s, const RuleSetProfile &p, const RuleTable &table,
                       const QString &action, const QJsonObject &given);
    static QString checked(const BattleState &s, const RuleSet *rules, const RuleTable &table, const Edit &e);
};

} // namespace adj
