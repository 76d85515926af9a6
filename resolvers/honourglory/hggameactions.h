#pragma once

#include "core/resolution.h"
#include "core/ruleset.h"
#include "hgbook.h"

// The game actions of Honour & Glory: each reads the game from the battle's tracker "hg.game"
// (State input "game") and the battle's sides and Units (State input "battle"), applies one
// HgRules transition and writes the next game and the counters back (internal).
namespace adj::hg {

QList<ActionSchema> gameSchemas();
bool isGameAction(const QString &action);
RuleSet::Runner bindGame(const QString &action, const QJsonObject &inputs, const RuleTable &table);

// Shared by the game actions (hggameactions.cpp, hggamecards.cpp).
struct GameCtx
{
    const HgTable *t = nullptr;
    HgBook book;
    QJsonObject battle;
};
QList<InputSpec> stateInputs();
// Reads the table, the game (required unless `setup`) and the battle; false with `error`.
bool loadGame(const QJsonObject &in, const RuleTable &table, GameCtx *c, QString *error, bool setup = false);
// Outcomes, trace and effects of a transition that gives `after` (the game and its deck).
void emitStep(const GameCtx &c, const HgStep &st, const HgBook &after, QStringList tags, const QString &rule,
              Resolution &out);
// A runner for a transition without dice: refused with its message, or emitted.
RuleSet::Runner stepRunner(const GameCtx &c, const HgStep &st, const QStringList &tags, const QString &rule);
RuleSet::Runner refused(const QString &message);

QList<ActionSchema> gameCardSchemas();
RuleSet::Runner bindGameCards(const QString &action, const QJsonObject &inputs, const RuleTable &table);

} // namespace adj::hg
