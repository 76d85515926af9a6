#pragma once

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

// The registry of implemented rule sets and the two entry points the GUI and CLI call.
// Only rule sets that exist are listed.
class RuleSets
{
    Q_DECLARE_TR_FUNCTIONS(adj::RuleSets)
public:
    static QList<const RuleSet *> all();
    static const RuleSet *find(const QString &id);
    // [{"id","name","distance","table":":/rulesets/<id>.json","options":[...],
    //   "actions":[{"id","name","rule","help","outcomes":[..],"inputs":[{"id","type",...}]}]}]
    static QJsonArray rulesetsJson();
    // The resource path of a rule set's table (":/rulesets/fhg-land.json").
    static QString tablePath(const QString &id);
};

// Resolves one action. Never throws: unknown rule set, action or input, a wrong type, a value
// out of range, a die that cannot be read or is missing all give a Resolution with ok() false,
// a message naming the cause and no effects.
Resolution resolve(const QString &ruleset, const QString &action, const QJsonObject &inputs, DiceSource &dice,
                   const RuleTable &table);

// The exact distribution of outcome keys of the same action with the same inputs.
Distribution odds(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                  const RuleTable &table);

} // namespace adj
