// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"
#include "fohbattle.h"
#include "fohodds.h"

#include <QCoreApplication>

namespace adj {

// Fields of Honor (inches, five scales): the rule set module (docs/architecture.md, docs/rulesets.md).
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
    // Each action once: fire, melee and pursuit with their exact odds by convolution (40 d6 and
    // their sum); every action with its fill of what the battle knows.
    QList<Action> declare() const override;
    QList<QJsonObject> options() const override;
    // Its own words of results (docs/values/fieldsofhonor.md): attackDice, accurate, tempHits,
    // permHits, chargeNumber, calamityFortune, bmugs, chargeResult, vp, vpBySide.
    QList<ValueSpec> ownValues() const override;
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override;

    // Exact odds by convolution for every dice action, whatever the size of the pools (the core's
    // odds() walks the dice tree with 64-bit fractions and refuses pools beyond that). Inputs are
    // checked against the action's schema as resolve() does.
    static FohOdds exactOdds(const QString &action, const QJsonObject &inputs, const RuleTable &table);
    // The text gives no distances for the bands (they depend on the weapon and the scale).
    bool rangeBand(double inches, QString *band, QString *error) const override;
    const SecretChoices *secretChoices() const override;
    // What the turn owes in its phase now (FohOwed).
    QList<Owed> owed(const BattleState &battle, const RuleTable &table) const override;

protected:
    QString word(const QString &value) const override;
    const OwnOutcomeWords *ownOutcomeWords() const override;

private:
    // An action's fill: the battle's roster, turn and scale where the action has them, then its
    // own part (FohBattle, or the phases' below).
    Action::Fill known(const QString &action, FohBattle::Part part) const;
    // A unit named for its BMUG: the group in its "bmug" attribute (Movement Phase).
    static bool bmugOfUnit(QJsonObject &in, const BattleState &battle, const FohBattle::Put &put,
                           QString *error);
    // The sides, names and arms of a written charge's units (Charge Phase).
    static bool chargingUnits(QJsonObject &in, const BattleState &battle, const FohBattle::Put &put,
                              QString *error);
};

} // namespace adj
