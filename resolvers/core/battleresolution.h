#pragma once

#include "model/battlestate.h"
#include "model/effectedits.h"
#include "resolution.h"
#include "ruletable.h"

#include <QCoreApplication>

namespace adj {

class DiceSource;
class RuleSet;

// A resolution against a battle: the rule table with the battle's house rules, the inputs the
// battle knows filled in, and the result as the edit that applies it (one committed action).
class BattleResolution final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BattleResolution)

public:
    // The rule set's table with the battle's house-rule overrides applied.
    static RuleTable table(const QString &ruleset, const QJsonObject &overrides, QString *error);
    // Inputs completed from the battle (unit names to ids, types, MP, ranges, AP, options).
    static QJsonObject inputs(const QString &action, const QJsonObject &given, const BattleState &battle,
                              const RuleTable &table, QString *error);
    // The edit that applies a resolution: its effects, plus what taking part leaves on the
    // battle (a unit activated), with the dice and the trace for the log.
    static Edit edit(const Resolution &r, const BattleState &battle, const RuleSetProfile &profile,
                     QString *error);
};

} // namespace adj
