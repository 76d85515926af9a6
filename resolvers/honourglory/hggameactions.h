// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/resolution.h"
#include "hgbook.h"
#include "hgvalues.h"

// The game actions of Honour & Glory: each reads the game from the battle's tracker "hg.game"
// (State input "game") and the battle's sides and Units (State input "battle"), applies one
// HgRules transition and writes the next game and the counters back (internal).
namespace adj::hg {

// Setup, Round, End of Duration, Swap columns, then the cards (gameCardActions()).
QList<Action> gameActions();

// Shared by the game actions (hggameactions.cpp, hggamecards.cpp).
struct GameCtx
{
    const HgTable *t = nullptr;
    HgBook book;
    QJsonObject battle;
};
QList<InputSpec> stateInputs();
// A game action: its schema, its bind, and the battle's players and counters as its fill.
Action gameAction(const ActionSchema &schema, Action::Bind bind);
// Reads the table, the game (required unless `setup`) and the battle; false with `error`.
bool loadGame(const Inputs &in, const RuleTable &table, GameCtx *c, QString *error, bool setup = false);
// Outcomes, trace, effects and values of a transition that gives `after` (the game and its deck);
// the values are those of the players with a role (hgvalues.h).
void emitStep(const GameCtx &c, const HgStep &st, const HgBook &after, QStringList tags, const QString &rule,
              Resolution &out, const HgRoles &roles = {});
// A transition without dice: failed with its message, or emitted.
void emitOrFail(const GameCtx &c, const HgStep &st, const QStringList &tags, const QString &rule,
                Resolution &out, const HgRoles &roles = {});

QList<Action> gameCardActions();

} // namespace adj::hg
