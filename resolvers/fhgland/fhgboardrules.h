// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/boardrules.h"

#include <QCoreApplication>

namespace adj {

// For Honor and Glory on the board view: the terrain tiles of 2.3 by name, line of sight by 8.2
// (rockets ignore it, 3.4.9; VP units do not block it), the `move` action (7) for a drag, and the hexes
// a retreat owed may take (8.4), picked on the board.
class FhgBoardRules final : public BoardRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgBoardRules)
public:
    QList<Terrain> terrain(const RuleTable &table) const override;
    QString losRule() const override;
    bool blocksLos(const Unit &u) const override;
    LineOfSight lineOfSight(const RuleTable &table, const Board &board, const Unit &unit, Hex from,
                            Hex to) const override;
    QString moveAction() const override;
    QList<QJsonObject> moveInputs(Id unit, const QStringList &path, const QString &to = {}) const override;
    // A retreat owed (8.4.1, 8.4.5): the hexes the `retreat` action may take it to.
    HexChoice hexChoice(const BattleState &battle, const RuleTable &table, Id id, bool leader) const override;
};

} // namespace adj
