// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"

#include "core/ruletable.h"

#include <QJsonObject>

namespace adj {

// Wars for America inputs read off the battle for the ships an action names: guns, damage
// ratings, marines, headings and hexes, the broadsides already fired this turn (6.1), ships
// sharing a hex (3.4), the other ships on the board (3.3) and the board's size. What the
// inputs give stays.
class WfaBattle final
{
public:
    // What the battle knows of each action's ships (action.h: Action::Fill), after
    // RuleSet::fromBattle turned names into ids. The actions naming ships get their names for the
    // traces ("shipNames"); fire, exchange and the boarding battle the command ships they name
    // ("commandShips", 9.5).
    static QJsonObject fillFire(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error);
    static QJsonObject fillExchange(const QJsonObject &inputs, const BattleState &battle,
                                    const RuleTable &table, QString *error);
    static QJsonObject fillAttempt(const QJsonObject &inputs, const BattleState &battle,
                                   const RuleTable &table, QString *error);
    // 7.1, 8.5: also the side with the commander's advantage (scenario.commanderAdvantage).
    static QJsonObject fillRollOff(const QJsonObject &inputs, const BattleState &battle,
                                   const RuleTable &table, QString *error);
    static QJsonObject fillBoardingBattle(const QJsonObject &inputs, const BattleState &battle,
                                          const RuleTable &table, QString *error);
    // 9.4: the named side's command ship (or only ship) and the wind the battle keeps (3.1); sets
    // `error` when no side of that name has one.
    static QJsonObject fillMoves(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                 QString *error);
    // 3.1, 3.1.1: the turn, the side names and the command ships' headings.
    static QJsonObject fillWind(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error);
    // The plot and the reveal: the ships as the battle holds them ("fleet").
    static QJsonObject fillFleet(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                 QString *error);
    static QJsonObject fillCommandLost(const QJsonObject &inputs, const BattleState &battle,
                                       const RuleTable &table, QString *error);
    // The ships on the board as the "fleet" State input of the plot and the reveal
    // (WfaPlotActions): {"turn", "sides": {"a": first side's name, "b": second's}, "board",
    // "ships": [{"id","name","side","squadron","command","hex","heading","damage","start"}],
    // "lostCommand": [{"id","name","side","status"}] (command ships sunk or captured, 9.5)}.
    // Ships without a position on the board, sunk or captured are left out; {} without a board.
    static QJsonObject fleet(const BattleState &battle);
    // "a" when `unit` belongs to the battle's first side, "b" for its second, else empty.
    static QString sideKey(const BattleState &battle, qint64 unit);
    // 3.4, 8.2: no more than the table's ships (2) may ever occupy one hex: the first hex a change
    // moves a ship into that would hold more, or empty.
    static QString checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table);
};

} // namespace adj
