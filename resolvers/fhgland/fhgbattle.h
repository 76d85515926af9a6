// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"
#include "model/edit.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <functional>

namespace adj {

class FhgFill;
class RuleTable;

// For Honor and Glory inputs read off the battle: what the referee would otherwise type in
// for the units an action names (type, MP, column, the terrain of their hexes, leaders with
// them, the range and line of sight between their positions, the side's AP).
class FhgBattle final
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgBattle)

public:
    // Each action's Action::fill.
    static QJsonObject fillFire(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error);
    static QJsonObject fillCloseCombat(const QJsonObject &inputs, const BattleState &battle,
                                       const RuleTable &table, QString *error);
    static QJsonObject fillRally(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                 QString *error);
    static QJsonObject fillMove(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error);
    static QJsonObject fillFormation(const QJsonObject &inputs, const BattleState &battle,
                                     const RuleTable &table, QString *error);
    static QJsonObject fillRandomAp(const QJsonObject &inputs, const BattleState &battle,
                                    const RuleTable &table, QString *error);
    static QJsonObject fillRetreat(const QJsonObject &inputs, const BattleState &battle,
                                   const RuleTable &table, QString *error);
    // 4.3, 4.3.1: the hex limits in every hex the changes put a unit or leader into.
    static QString checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table);

    // The unit that acts and what its turn so far allows (6.1.4, 6.2.1, 6.2.4, 7.1.1, 7.5).
    struct Actor
    {
        QString key;              // the input naming it
        bool afterFiring = false; // 6.2.4: a unit that fired may still do this
        enum class Moved { Free, AlreadyMoved, InPlace } moved = Moved::Free;
    };

private:
    static QJsonObject fill(const QString &actionId, const Actor *actor, QJsonObject inputs,
                            const BattleState &battle, const RuleTable &table, QString *error,
                            const std::function<void(FhgFill &)> &fillAction);
    static void fillCombat(FhgFill &c, bool fire);
};

} // namespace adj
