// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "wfaplotactions.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

// 9.5: the squadron command ship destroyed. "command-lost" records the turn of the loss in the
// tracker "wfa.command" and designates another ship as the command ship. The plot reads it for
// the plotted move lost on the turn after (and the one for a crippled original command ship, which
// remains); the reveal refuses squadron moves for the rest of the turn of the loss.
//
// Tracker "wfa.command": {"a": {"lostTurn": 3, "crippled": true, "ship": "USS Lawrence"}, "b": {...}}.
class WfaCommand
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaCommand)
public:
    static ActionSchema schema();
    static Action::Bind bind();

    struct Loss
    {
        bool lastTurn = false; // 9.5: lost during the previous turn: one plotted move fewer
        bool thisTurn = false; // 9.5: lost during this turn: no squadron moves
        bool crippled = false; // 9.5: the original command ship had fallen to half: its -1 remains
        QString ship;          // its name
    };
    // What the tracker says about `side` ("a"/"b") in `turn`.
    static Loss loss(const QJsonObject &tracker, const QString &side, int turn);

    // 9.5 within Adjutant's own actions: a fire that sinks a command ship ("sunk:<role>") or a
    // boarding battle that captures one ("captured", the defender) records the loss in
    // "wfa.command" and takes the ship's command mark away, as "command-lost" does. The schema
    // gains the State inputs "command" (wfa.command) and "commandShips", which the battle fills
    // (WfaBattle::fillFire, fillExchange, fillBoardingBattle): {"turn", "sides": {"a","b"},
    // "roles": {role: {"id","name","side","damage","start"}}} for the roles naming a squadron
    // command ship. withLosses(bind) wraps an action's bind so.
    static ActionSchema withLossInputs(ActionSchema schema);
    static Action::Bind withLosses(Action::Bind inner);
    static Runner withLosses(Runner inner, const Inputs &inputs, const RuleTable &table);

private:
    struct LostSpec;
    static ParsedInputs<LostSpec> parse(const Inputs &in, const RuleTable &table);
    // 9.5: the trace, the command marks and the tracker of the loss `lost` ("fleet"'s lostCommand).
    static LostSpec lostCommand(const Inputs &in, const WfaPlotActions::Fleet &f, const QString &side,
                                const QJsonObject &lost, const WfaShip *next);
    static void resolve(const LostSpec &s, DiceSource &dice, Resolution &out);
};

} // namespace adj
