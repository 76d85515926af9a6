// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/distribution.h"

#include <optional>

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "wfatable.h"

#include <QCoreApplication>

namespace adj {

class DiceSource;
class Resolution;

// Boarding (8): the single-side attempt (8.4), the roll-off when both sides want to board followed
// by the winner's attempt (8.5), and the boarding battle of the marines (8.6), rolled to its end or
// a given number of rolls. One attempt per hex per turn (8.7) is an input the tracker fills.
class WfaBoarding
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaBoarding)
public:
    static ActionSchema attemptSchema();
    static QList<DiceStep> attemptSteps(); // 2d6 each, the higher-rated ship first (8.4)
    static ActionSchema rollOffSchema();
    static ActionSchema battleSchema();
    // 8.4, 8.5, 8.6: the attempt, the roll-off and the boarding battle.
    static Action::Bind bindAttempt();
    static Action::Bind bindRollOff();
    static Action::Bind bindBattle();
    // Why the attempt or the roll-off cannot be made (no marines, not in one hex), else empty.
    static QString attemptRefusal(const Inputs &inputs, const RuleTable &table);
    static QString rollOffRefusal(const Inputs &inputs, const RuleTable &table);
    // Their exact odds by convolution of the two ships' totals (8.4, 8.5), not by walking each die;
    // nothing when the action is refused.
    static std::optional<Distribution> attemptOdds(const Inputs &inputs, const RuleTable &table);
    static std::optional<Distribution> rollOffOdds(const Inputs &inputs, const RuleTable &table);
    // The whole battle's exact odds (rolls = 0) from the Markov chain, as a Distribution.
    static std::optional<Distribution> battleOdds(const Inputs &inputs, const RuleTable &table);

    // 8.4: both ships roll 2d6 (the higher-rated first), the higher-rated adds the difference; the
    // boarder succeeds when its total beats the other's by the margin (7) or more. True on success.
    // `roles` names the boarder and the defender in the values ("boarder", "defender"; "a", "b").
    static bool attempt(const WfaTable &t, const QString &boarder, int boarderRating, const QString &defender,
                        int defenderRating, DiceSource &dice, Resolution &out,
                        const QStringList &roles = {QStringLiteral("boarder"), QStringLiteral("defender")});
    // 8.5: both roll 2d6 with the same bonus; the higher total boards, a tie goes to the side with
    // the commander's advantage. Returns 0 when `a` wins, 1 when `b` wins.
    static int rollOff(const WfaTable &t, const QString &a, int aRating, const QString &b, int bRating,
                       int advantage, DiceSource &dice, Resolution &out);

private:
    struct AttemptSpec;
    static ParsedInputs<AttemptSpec> parseAttempt(const Inputs &in, const RuleTable &table);
    static void resolveAttempt(const AttemptSpec &s, DiceSource &dice, Resolution &out);
    struct RollOffSpec;
    static ParsedInputs<RollOffSpec> parseRollOff(const Inputs &in, const RuleTable &table);
    static void resolveRollOff(const RollOffSpec &s, DiceSource &dice, Resolution &out);
    struct BattleSpec;
    struct Fight;
    static ParsedInputs<BattleSpec> parseBattle(const Inputs &in, const RuleTable &table);
    static void resolveBattle(const BattleSpec &s, DiceSource &dice, Resolution &out);
    // 8.6, 8.6.1: the trace's first lines: who boards whom, the intrinsic defence.
    static void boardingStarts(const BattleSpec &s, Resolution &out);
    // 8.6: one roll of the defender's or the attacker's marines and its hits.
    static void marinesRoll(const BattleSpec &s, Fight &f, DiceSource &dice, Resolution &out);
    // 8.6, 8.6.2: the marines left and a captured ship.
    static void battleEffects(const BattleSpec &s, const Fight &f, Resolution &out);
    static void battleValues(const BattleSpec &s, const Fight &f, Resolution &out);
};

} // namespace adj
