#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Charge Test (1d6 at or above the Charge Number, never below 2), Morale Test (2d6 at or above the
// Morale Number; failed by 1 Suppressed, by 2 Shaken, by 3 or more Routed; double 1 Calamity and
// double 6 Fortune with that advanced rule), Rally of shaken and routed units, and the recovery of
// suppressed units (Recovering Morale).
class FohMorale
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMorale)
public:
    static ActionSchema chargeSchema();
    static ActionSchema moraleSchema();
    static ActionSchema rallySchema();
    static ActionSchema recoverSchema();
    static RuleSet::Runner bindCharge(const QJsonObject &inputs, const RuleTable &table);
    static RuleSet::Runner bindMorale(const QJsonObject &inputs, const RuleTable &table);
    static RuleSet::Runner bindRally(const QJsonObject &inputs, const RuleTable &table);
    static RuleSet::Runner bindRecover(const QJsonObject &inputs, const RuleTable &table);
    static FohOdds exactCharge(const QJsonObject &inputs, const RuleTable &table);
    static FohOdds exactMorale(const QJsonObject &inputs, const RuleTable &table);
    static FohOdds exactRally(const QJsonObject &inputs, const RuleTable &table);

    // The state a Morale Test leaves: "passed", "suppressed", "shaken" or "routed" by the margin.
    static QString moraleResult(int total, int moraleNumber, int failSuppressed, int failShaken,
                                int failRouted);
    // Worst of two morale states (good < suppressed < shaken < routed).
    static QString worse(const QString &a, const QString &b);
};

} // namespace adj
