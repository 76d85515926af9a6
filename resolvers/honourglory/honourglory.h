// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// Honour & Glory (cards): The One against The Many (docs/architecture.md, docs/rulesets.md). The Unit vs.
// Unit outcome of each pairing is entered; Adjutant does the bookkeeping the text defines around it. One-off
// actions: round, end-of-duration, glory-theft, terrain-deal (no game kept). The game kept in the battle
// (tracker "hg.game", see HgBook): game-setup, game-round, ... (hggameactions.h). The whole game's state and
// its transitions are value types in HgGame / HgRules / HgTerrain.
class HonourGlory final : public RuleSet
{
    Q_DECLARE_TR_FUNCTIONS(adj::HonourGlory)
public:
    static constexpr int kSlots = 6; // opponents an action form offers (the table may allow fewer)

    QString id() const override;
    QString name() const override;
    QString distance() const override;
    QList<Action> declare() const override;
    QList<ValueSpec> ownValues() const override;
    const SecretChoices *secretChoices() const override;
    // The Duration's rounds and its End of Duration, with the Mastery Cards each round asks first.
    QList<Owed> owed(const BattleState &battle, const RuleTable &table) const override;
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override;
    // Setup: a Unit's army cost is at most the table's Army Cost (40 unless a house rule changes
    // players.armyCost), for every edit that adds or changes a Unit (hgchecks.cpp).
    QString checkChanges(const BattleState &before, const QList<RowChange> &changes,
                         const RuleTable &table) const override;

    static ActionSchema roundSchema();
    static ActionSchema endSchema();
    static ActionSchema theftSchema();
    static ActionSchema terrainSchema();

protected:
    QString word(const QString &value) const override;
    const OwnOutcomeWords *ownOutcomeWords() const override;
};

} // namespace adj
