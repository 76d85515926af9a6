#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

struct OiblTable;

// Fire combat (Fire and Melee Combat, Fire Combat, Weapon Ranges, Artillery Firepower, Firing
// modifiers): the figures that fire, the range band, the Combat Chart, counter-battery, the panic
// marker of the target and the risk to a general with it.
class OiblFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblFire)
public:
    static ActionSchema schema();
    static RuleSet::Runner bind(const QJsonObject &inputs, const RuleTable &table);

    // Risk to generals: one die per two hits (rounded up); on the danger face a wound die.
    // Adds the outcome tags and effects; returns "killed", "serious", "light" or "" (unhurt).
    static QString generalRisk(const OiblTable &t, int hits, qint64 general, DiceSource &dice,
                               Resolution &out);
};

} // namespace adj
