// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// One If By Land (AWI, 1:10, inches): the rule set module. Actions: fire, charge (the whole charge
// and melee), morale-test, general-risk, movement. Ranges, formations and panic triggers are pure
// functions in OiblRules; the brigade card deck is the value type OiblDeck.
class OneIfByLand final : public RuleSet
{
    Q_DECLARE_TR_FUNCTIONS(adj::OneIfByLand)
public:
    QString id() const override;
    QString name() const override;
    QString distance() const override;
    QList<Action> declare() const override;
    QList<QJsonObject> options() const override;
    // Its own words of results (docs/values/oneifbyland.md): firingFigures, cannonDestroyed,
    // generalWound, commandPanic, moveInches, pile.
    QList<ValueSpec> ownValues() const override;
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override;
    // A general is a leader of the battle, not a unit: resolved, and kept out of the units' lookup.
    QJsonObject fromBattle(const QString &action, const QJsonObject &inputs, const BattleState &battle,
                           const RuleTable &table, Refusal *refusal) const override;
    // The deck shuffled, a card drawn, the panic tests and the next step of the card (OiblSequence).
    QList<Owed> owed(const BattleState &battle, const RuleTable &table) const override;

protected:
    QString word(const QString &value) const override;
    const OwnOutcomeWords *ownOutcomeWords() const override;
};

} // namespace adj
