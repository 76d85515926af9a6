#pragma once

#include "core/ruleset.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Fields of Honor (inches, five scales): the rule set module (DESIGN.md "Rule sets").
// Actions: fire, melee, pursuit, charge-test, morale-test, rally, recover, distribute-hits,
// victory-points, victory-tally; the Movement Phase (movement-roll-off, -roll, -move, -pass,
// -opportunity-fire: FohMovementPhase, tracker "foh.movement") and the Charge Phase's sequence
// (charge-write, charge-reveal, charge-step: FohChargePhase, tracker "foh.charges").
class FieldsOfHonor final : public RuleSet
{
    Q_DECLARE_TR_FUNCTIONS(adj::FieldsOfHonor)
public:
    QString id() const override;
    QString name() const override;
    QString distance() const override;
    QList<ActionSchema> actions() const override;
    QList<QJsonObject> options() const override;
    std::shared_ptr<const void> compileTable(const QJsonObject &table, QString *error,
                                             QSet<QString> *read) const override;
    Runner bind(const QString &action, const QJsonObject &inputs, const RuleTable &table) const override;
    QJsonObject fromBattle(const QString &action, const QJsonObject &inputs, const BattleState &battle,
                           const RuleTable &table, QString *error) const override;
    // Fire, melee and pursuit pools (40 d6 and their sum) by convolution, exactly.
    std::optional<Distribution> ownOdds(const QString &action, const QJsonObject &inputs,
                                        const RuleTable &table) const override;

    // Exact odds by convolution for every dice action, whatever the size of the pools (the core's
    // odds() walks the dice tree with 64-bit fractions and refuses pools beyond that). Inputs are
    // checked against the action's schema as resolve() does.
    static FohOdds exactOdds(const QString &action, const QJsonObject &inputs, const RuleTable &table);
    // The text gives no distances for the bands (they depend on the weapon and the scale).
    bool rangeBand(double inches, QString *band, QString *error) const override;

protected:
    QString word(const QString &value) const override;
};

} // namespace adj
