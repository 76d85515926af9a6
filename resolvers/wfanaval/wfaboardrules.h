// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/boardrules.h"

#include <QCoreApplication>

namespace adj {

// Wars for America on the board view: open water, shoals and land; ships drawn along their heading
// (3.1, the facing), turned on the board a hex side at a time; the squadron command ship's star (9.2)
// and the wind gauge's badge (3.1.1); broadside arcs shaded and crossing the T said on a line of
// sight (6.4); ships between blocking line of sight (3.3); the wind kept by the wind change (3.1,
// "wfa.wind") as the board's indicator, naming the ships with the gauge; and the reveal's moves.
class WfaBoardRules final : public BoardRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaBoardRules)
public:
    QList<Terrain> terrain(const RuleTable &table) const override;
    QString losRule() const override;
    LineOfSight lineOfSight(const RuleTable &table, const Board &board, const Unit &unit, Hex from,
                            Hex to) const override;
    int facing(const Unit &u) const override;
    Hex facingVector(const RuleTable &table, int facing) const override;
    Turned turned(const Unit &u, int by) const override;
    UnitMarks unitMarks(const BattleState &battle, const Unit &u) const override;
    QList<Zone> zones(const RuleTable &table, const Board &board, const Unit &u, Hex at) const override;
    Note sightNote(const BattleState &battle, const RuleTable &table, const Unit &u, Hex from, Hex to,
                   const QList<Id> &there) const override;
    Indicator indicator(const BattleState &battle, const QList<Id> &onBoard) const override;
    QStringList pathEventKinds() const override;

    // The wind's direction 1..6 as the battle keeps it, 0 when it keeps none yet (3.1).
    static int wind(const BattleState &battle);
};

} // namespace adj
