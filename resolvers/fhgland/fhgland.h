// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// For Honor and Glory, land battles: the rule set module (docs/architecture.md, docs/rulesets.md).
// Actions: random-ap (6.1.1), fire (8.1), close-combat (8.3), rally (9.4), move (7, 9.1),
// formation (7.5) and retreat (8.4), the consequence close combat and fire leave owed. Stacking, movement, VP
// and campaign arithmetic are pure functions in FhgRules.
class FhgLand final : public RuleSet
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgLand)
public:
    QString id() const override;
    QString name() const override;
    QString distance() const override;
    QList<Action> declare() const override;
    QList<QJsonObject> options() const override;
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override;
    QString checkChanges(const BattleState &before, const QList<RowChange> &changes,
                         const RuleTable &table) const override;
    const BoardRules *boardRules() const override;
    // The retreats owed, the random AP of the player whose AP step it is, AP left (fhgowed.cpp).
    QList<Owed> owed(const BattleState &battle, const RuleTable &table) const override;
    // The words of its own its resolutions set (fhgvalues.cpp, docs/values/fhgland.md).
    QList<ValueSpec> ownValues() const override;

protected:
    QString word(const QString &value) const override;
};

} // namespace adj
