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
// paints and its names, line of sight as the rule set's fire reads it, the rule set's own marks (a
// unit's facing, its badges and tooltip lines, the zones a selected unit projects, what a line of
// sight means to it, a board-wide indicator), the action that moves a unit, and the log entries
// whose moves are drawn as paths. The board view asks these and names no rule set, nor what its
// marks mean (Wars for America's headings, arcs and wind are all in resolvers/wfanaval/). The
// defaults describe a plain hex board.
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

    // ---- The rule set's own marks, drawn by the view without knowing what they mean.
    // A unit's facing: the hex side it points to, 1..6 clockwise from the side the rule set numbers
    // first, or 0 for a unit without one. A unit with a facing is drawn as a hull pointing along it,
    // and the board offers to turn it (turned()).
    virtual int facing(const Unit &u) const { return 0; }
    // The neighbour direction (hex::direction) facing `facing` points to.
    virtual Hex facingVector(const RuleTable &table, int facing) const;
    // `u` turned `by` hex sides (+1 right, -1 left), with the line the log gives the edit ("HMS Detroit
    // turned to heading 6"); an empty summary: it cannot be turned.
    struct Turned
    {
        Unit unit;
        QString summary;
    };
    virtual Turned turned(const Unit &u, int by) const { return {u, {}}; }

    // What a unit carries of the rule set's own in the battle as it stands: the badges on its counter,
    // by their look, and the lines its tooltip adds (translated, with their rules: "heading 2,
    // squadron Perry, has the wind gauge (3.1)"). Badges: "star", a gold star before its leaders'
    // (Wars for America's command ship, 9.2); "streaks", a blue disc with two streaks at the top right
    // (a ship with the wind gauge, 3.1.1). Marks that follow the battle rather than the unit are
    // refreshed on every unit when the indicator changes.
    struct UnitMarks
    {
        QStringList badges;
        QStringList lines;
    };
    virtual UnitMarks unitMarks(const BattleState &battle, const Unit &u) const { return {}; }

    // The hexes a selected unit `u` at `at` reaches by the rule set's own geometry, each zone shaded
    // by its look with a translated tooltip (empty: none): "red" and "green", translucent (a ship's
    // port and starboard broadside arcs, 6.4); "hatch", hatched with a dashed edge (its bow and stern
    // lines, where an enemy crosses its T). Only hexes on `board`.
    struct Zone
    {
        QString look;
        QList<Hex> hexes;
        QString toolTip;
    };
    virtual QList<Zone> zones(const RuleTable &table, const Board &board, const Unit &u, Hex at) const
    {
        return {};
    }

    // What a line of sight from `u` at `from` to `to` means beyond seeing, with `there` the units
    // drawn in `to`: translated words and the rule they follow, added to the line of sight's text
    // ("off the port side; a broadside at HMS Detroit", "6.4"). An empty text adds nothing.
    struct Note
    {
        QString text;
        QString rule;
    };
    virtual Note sightNote(const BattleState &battle, const RuleTable &table, const Unit &u, Hex from, Hex to,
                           const QList<Id> &there) const
    {
        return {};
    }

    // The board-wide indicator beside the board (Wars for America's wind, 3.1): a direction 1..6
    // numbered as facings are (0: none, drawn without its arrow), its caption and the line its tooltip
    // adds ("Wind gauge: USS Niagara"); `onBoard` the units drawn. An empty caption: no indicator.
    struct Indicator
    {
        int direction = 0;
        QString caption;
        QString detail;
        bool operator==(const Indicator &) const = default;
    };
    virtual Indicator indicator(const BattleState &battle, const QList<Id> &onBoard) const { return {}; }

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
