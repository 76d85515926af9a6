#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

class FohMovement;

// The Movement Phase in a battle: the roll-off for who moves first, the alternating rolls of 1-6
// BMUGs, each BMUG's move and the opportunity fire that uses it up. The phase is the tracker
// "foh.movement" (FohMovement's JSON plus "turn"), read through the "state" input and written
// back with a SetTracker effect; a tracker of an earlier turn is replaced by a fresh phase built
// from the battle's BMUGs (the "battle" input, FohRoster).
class FohMovementPhase
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMovementPhase)
public:
    static QString trackerKey();
    static QList<ActionSchema> schemas();
    static bool handles(const QString &action);
    static RuleSet::Runner bind(const QString &action, const QJsonObject &inputs, const RuleTable &table);
    // The one line the turn bar shows for this phase.
    static QString label(const FohMovement &m);
};

} // namespace adj
