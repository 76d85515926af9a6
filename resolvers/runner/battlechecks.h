// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "model/battlestate.h"
#include "model/effect.h"
#include "model/refusal.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

class RuleSet;
struct RuleSetProfile;

// What the battle forbids of an action across actions, read off its declaration (core/action.h)
// and the battle, before any die: sides by the roles its unit inputs declare (a target of the
// actor's own side, a supporting unit of the other), the phase and the side to move, how far the
// target stands (adjacent, the same hex), the limits of the turn (once per side, unit or hex), and
// who may act now where the rule set declares it (Action::mayAct: One If By Land's card in play).
class BattleChecks final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BattleChecks)

public:
    // The first breach, or a null refusal. `inputs` are completed from the battle (ids, not names).
    static Refusal check(const RuleSet &ruleset, const Action &action, const QJsonObject &inputs,
                         const BattleState &battle);
    // Each check on its own (the board's menu and the panel's lists ask them one by one).
    static Refusal sides(const RuleSet &ruleset, const Action &action, const QJsonObject &inputs,
                         const BattleState &battle);
    static Refusal turn(const Action &action, const QJsonObject &inputs, const BattleState &battle,
                        const QString &ruleset);
    static Refusal reach(const Action &action, const QJsonObject &inputs, const BattleState &battle);
    static Refusal limits(const Action &action, const QJsonObject &inputs, const BattleState &battle,
                          const QString &ruleset);

    // The effect that records this action's uses of the turn's limits (kept in the battle's tracker
    // kLimitsTracker, undone with the action); none when it uses none.
    static QList<Effect> limitUses(const Action &action, const QJsonObject &inputs, const BattleState &battle,
                                   const QString &ruleset);
    // The tracker the uses are kept in: {"turn": N, "used": {"<limit key>": ["side:2", "hex:0405"]}}.
    static const QString kLimitsTracker;
};

} // namespace adj
