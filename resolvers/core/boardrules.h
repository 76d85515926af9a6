// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hex/board.h"
#include "model/records.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

class BattleState;
class RuleTable;

// What a hex board on screen shows that only its rule set knows (issue 14): the terrain a referee
// paints and its names, line of sight as the rule set's fire reads it, a ship's heading, arcs and
// the wind, the action that moves a unit, and the log entries whose moves are drawn as paths. The
// board view asks these and names no rule set. The defaults describe a plain hex board.
class BoardRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::BoardRules)
public:
    virtual ~BoardRules();

    struct Terrain
    {
        QString id;   // as the board stores it: "forest"
        QString name; // translated: "forest"
        QString look; // the colour key of its fill ("water" for a naval board's clear hexes)
        bool blocksLos = false;
    };
    // The terrain a referee can paint, "clear" first.
    virtual QList<Terrain> terrain(const RuleTable &table) const;
    // The rule line of sight follows ("8.2"); empty when the rule set has none.
    virtual QString losRule() const { return {}; }
    // Whether a unit blocks line of sight where it stands.
    virtual bool blocksLos(const Unit &u) const { return true; }
    // Line of sight from `unit` at `from` to `to`; `board` carries the units that block.
    virtual LineOfSight lineOfSight(const RuleTable &table, const Board &board, const Unit &unit, Hex from,
                                    Hex to) const;

    // Ships (3.1, 6.4 of a naval rule set): the heading, 1..6 clockwise from the hex side the table
    // names, or 0 for a unit without one; whether it commands its squadron (9.2).
    virtual int heading(const Unit &u) const { return 0; }
    virtual bool commands(const Unit &u) const { return false; }
    // The neighbour direction (hex::direction) heading `heading` points to.
    virtual Hex headingVector(const RuleTable &table, int heading) const;
    enum class Arc { None, Bow, Stern, Port, Starboard };
    // The arc of a ship at `from` heading `heading` that `to` lies in; None without arcs.
    virtual Arc arcOf(const RuleTable &table, Hex from, int heading, Hex to) const { return Arc::None; }
    // Firing from `firer` at a ship at `target` heading `targetHeading` crosses its T.
    virtual bool crossingT(const RuleTable &table, Hex firer, Hex target, int targetHeading) const
    {
        return false;
    }
    // The range of a broadside in hexes (0: no arcs); the rule arcs and crossing the T follow.
    virtual int broadsideRange(const RuleTable &table) const { return 0; }
    virtual QString arcRule() const { return {}; }

    // The wind's direction 1..6 as the battle keeps it, 0 when it keeps none; whether a ship heading
    // `heading` has the wind gauge in it; the rule both follow.
    virtual int wind(const BattleState &battle) const { return 0; }
    virtual bool hasWindGauge(int heading, int wind) const { return false; }
    virtual QString windRule() const { return {}; }

    // The action that moves a unit along a path of hex labels (the hexes entered, in order), or to a
    // hex `to` by the way the action finds (`path` empty), with its inputs: the first that resolves
    // is taken (a move too long alone may take a leader's bonus). Empty: the rule set has no such
    // action and a drag is a plain change of position.
    virtual QString moveAction() const { return {}; }
    virtual QList<QJsonObject> moveInputs(Id unit, const QStringList &path, const QString &to = {}) const
    {
        return {};
    }
    // Log entries (event kinds) whose changes of position this turn are drawn as paths.
    virtual QStringList pathEventKinds() const { return {}; }

    // A hex the rules owe a unit (or a leader, `leader` true) now, placed by picking it on the board: a
    // retreat after close combat (For Honor and Glory 8.4.1). The action that settles it with its inputs
    // but the hex, the input the picked hex goes into, the hexes it may take (empty when none is open:
    // carrying it out then eliminates) and the line that says so. An empty `action`: nothing owed.
    struct HexChoice
    {
        QString action;
        QJsonObject inputs;
        QString hexInput;
        QStringList hexes;
        QString text; // translated: "41st Foot must retreat 1 hex: 0604, 0504 or 0404 (8.4.1)"
    };
    virtual HexChoice hexChoice(const BattleState &battle, const RuleTable &table, Id id, bool leader) const
    {
        return {};
    }
};

} // namespace adj
