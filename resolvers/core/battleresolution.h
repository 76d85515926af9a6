// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"
#include "model/effectedits.h"
#include "model/refusal.h"
#include "resolution.h"
#include "ruletable.h"

#include <QCoreApplication>

namespace adj {

class DiceSource;
class RuleSet;

// A resolution against a battle: the rule table with the battle's house rules, the inputs the
// battle knows filled in, and the result as the edit that applies it (one committed action).
// The runner (resolvers/runner/actionrunner.h) is the one path every front end takes through these.
class BattleResolution final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BattleResolution)

public:
    // The rule set's table with the battle's house-rule overrides applied.
    static RuleTable table(const QString &ruleset, const QJsonObject &overrides, QString *error);
    // Inputs completed from the battle (unit names to ids, types, MP, ranges, AP, options); a name
    // the battle lacks is invalid-input naming the input, what the action's fill finds the battle
    // forbids is refused with its rule.
    static QJsonObject inputs(const QString &action, const QJsonObject &given, const BattleState &battle,
                              const RuleTable &table, Refusal *refusal);
    // The same, the refusal as its message only (for a rule set's own reads of the battle).
    static QJsonObject inputs(const QString &action, const QJsonObject &given, const BattleState &battle,
                              const RuleTable &table, QString *error);
    // The edit that applies a resolution: its effects, plus what taking part leaves on the
    // battle (a unit activated) and `more` (the limits of the turn it uses), with the dice and the
    // trace for the log.
    static Edit edit(const Resolution &r, const BattleState &battle, const RuleSetProfile &profile,
                     QString *error, const QList<Effect> &more = {});
    // The log's line for a resolution: "<action's name>: <the result line>" (its last trace line), in
    // the language of the moment.
    static QString summary(const Resolution &r);
    // The name of the side `given` names: by its name, or by its place in the battle's order ("a": the
    // first side, "b": the second); `given` itself when it names none.
    static QString sideName(const BattleState &battle, const QString &given);
    // The unit (or leader) each role of the action names: the actor first. Ids of the battle.
    struct Parts
    {
        Id actor = 0;       // the acting unit, 0 when none
        Id actorLeader = 0; // a leader acting alone (FHG 9.1), 0 when none
        QList<Id> actors;   // the actor and the units acting with it
        QList<Id> targets;  // the target and the units standing with it
        Id actorSide = 0;   // the acting side: the actor's, else the "side" input's
        Id targetSide = 0;  // the target's side, 0 when none
    };
    static Parts parts(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                       const BattleState &battle);
};

} // namespace adj
