// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diceplan.h"
#include "distribution.h"
#include "resolution.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

class DiceSource;
class RuleSet;
class RuleTable;

// The registry of implemented rule sets and the two entry points the GUI and CLI call. Each rule
// set registers itself at start-up (resolvers/CMakeLists.txt lists them, in this order).
class RuleSets
{
    Q_DECLARE_TR_FUNCTIONS(adj::RuleSets)
public:
    static QList<const RuleSet *> all();
    static const RuleSet *find(const QString &id);
    // Registers a rule set that lives as long as the program, with its rule table's path (empty: the
    // bundled ":/rulesets/<id>.json"); false when its id is taken.
    static bool add(const RuleSet *ruleset, const QString &tablePath = {});
    // [{"id","name","distance","table":":/rulesets/<id>.json","options":[...],
    //   "actions":[{"id","name","rule","help","outcomes":[..],"inputs":[{"id","type",...}]}]}]
    static QJsonArray rulesetsJson();
    // What `rulesets --json` prints: every registered unit profile (Profiles::toJson), with the
    // actions, options and table of its rule set where its resolvers exist.
    static QJsonArray catalogueJson();
    // The path of a rule set's table: as registered, else its resource (":/rulesets/<id>.json").
    static QString tablePath(const QString &id);
};

// The dice the action asks for with these inputs, in order, with their conditions, read off the
// resolver (probePlan); its refusal is set when the inputs are refused before any die is rolled
// (no AP left, out of range, no line of sight), with the rule in the message.
DicePlan plan(const QString &ruleset, const QString &action, const QJsonObject &inputs,
              const RuleTable &table);

// Resolves one action. Never throws: unknown rule set, action or input, a wrong type, a value
// out of range, a die that cannot be read or is missing all give a Resolution with ok() false,
// a message naming the cause and no effects.
// Typed-in dice left over after the resolution are refused (the players rolled something the
// rules did not ask for) unless `allowExtraDice`.
Resolution resolve(const QString &ruleset, const QString &action, const QJsonObject &inputs, DiceSource &dice,
                   const RuleTable &table, bool allowExtraDice = false);

// The players' dice as typed so far ("55", "5 5 6", "543 624"), read against the action's plan:
// what the referee sees while typing (issue 13). Nothing typed: Empty. Fewer dice than the
// resolution needs: Partial, with the die asked next. Enough: Complete, with the resolution.
// A die out of range, a stray character or dice left over: Refused, with the message.
struct DiceEntry
{
    enum class State { Empty, Partial, Complete, Refused };
    State state = State::Empty;
    int read = 0;            // dice read before the resolution ended or ran short
    DiceError::Missing next; // Partial: the die asked for next
    QString message;         // Refused: why
    Resolution resolution;   // Complete
};
DiceEntry enterDice(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                    const RuleTable &table, const QString &typed);

// Branches of the dice the exact odds walk at most: about a second on the project's machine (a
// One If By Land charge of 40 figures a side walks 190,000). Past it the odds are refused.
inline constexpr qint64 kMaxOddsPaths = 200'000;
// Dice the walk asks for at most, on all its branches together: each branch replays its dice from
// the first, so a deep tree (a boarding battle of 1,000 rolls) costs its depth per branch and runs
// for minutes under the branch bound alone. Arithmetic never refuses: it cannot overflow (GMP).
inline constexpr qint64 kMaxOddsDice = 4'000'000;
// "too large to work out exactly; roll it": the odds refused, the action still resolves.
QString tooLarge();

// The exact distribution of outcome keys of the same action with the same inputs.
Distribution odds(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                  const RuleTable &table);

} // namespace adj
