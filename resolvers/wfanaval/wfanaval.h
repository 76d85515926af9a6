// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// Wars for America, naval battles: the rule set module (docs/architecture.md, docs/rulesets.md).
// Actions: wind-change (3.1), plotted-moves (5.6, 9.4, 9.5), fire (6), exchange (5.11.1, 9.7),
// boarding-attempt (8.4), boarding-rolloff (8.5), boarding-battle (8.6), plot (5.7) and reveal (5.8,
// 9.3), the last two keeping the turn's plots in the battle's tracker "wfa.plots"; command-lost
// (9.5) records a lost command ship in "wfa.command"; the wind is kept in "wfa.wind" (wind-change).
class WfaNaval final : public RuleSet
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaNaval)
public:
    QString id() const override;
    QString name() const override;
    QString distance() const override;
    QList<Action> declare() const override;
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override;
    // 3.4, 8.2: two ships a hex at most, for every edit (a referee's move too).
    QString checkChanges(const BattleState &before, const QList<RowChange> &changes,
                         const RuleTable &table) const override;
    const BoardRules *boardRules() const override;
    const SecretChoices *secretChoices() const override;
    // 4.1: the wind not rolled, a plot not written, markers not revealed, broadsides still free
    // (wfaturn.cpp).
    QList<Owed> owed(const BattleState &battle, const RuleTable &table) const override;
    // "wind": the wind a scenario starts with (3.1), set by the referee (wfatrackers.cpp).
    QList<SettableTracker> settableTrackers() const override;
    // The words of its own its resolutions set (wfavalues.cpp, docs/values/wfanaval.md).
    QList<ValueSpec> ownValues() const override;

protected:
    QString word(const QString &value) const override;
    const OwnOutcomeWords *ownOutcomeWords() const override;
    bool buildTracker(const QString &name, const QString &value, const BattleState &battle, Effect *out,
                      QString *error) const override;
};

} // namespace adj
