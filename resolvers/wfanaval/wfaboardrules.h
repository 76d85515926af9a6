// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/boardrules.h"

#include <QCoreApplication>

namespace adj {

// Wars for America on the board view: open water, shoals and land; ships with their heading (3.1),
// the squadron command ship (9.2), broadside arcs and crossing the T (6.4), ships between blocking
// line of sight (3.3), the wind kept by the wind change (3.1, "wfa.wind") and the reveal's moves.
class WfaBoardRules final : public BoardRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaBoardRules)
public:
    QList<Terrain> terrain(const RuleTable &table) const override;
    QString losRule() const override;
    LineOfSight lineOfSight(const RuleTable &table, const Board &board, const Unit &unit, Hex from,
                            Hex to) const override;
    int heading(const Unit &u) const override;
    bool commands(const Unit &u) const override;
    Hex headingVector(const RuleTable &table, int heading) const override;
    Arc arcOf(const RuleTable &table, Hex from, int heading, Hex to) const override;
    bool crossingT(const RuleTable &table, Hex firer, Hex target, int targetHeading) const override;
    int broadsideRange(const RuleTable &table) const override;
    QString arcRule() const override;
    int wind(const BattleState &battle) const override;
    bool hasWindGauge(int heading, int wind) const override;
    QString windRule() const override;
    QStringList pathEventKinds() const override;
};

} // namespace adj
