#pragma once

#include "model/battlestate.h"
#include "model/edit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

class RuleTable;

// For Honor and Glory inputs read off the battle: what the referee would otherwise type in
// for the units an action names (type, MP, column, the terrain of their hexes, leaders with
// them, the range and line of sight between their positions, the side's AP).
class FhgBattle final
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgBattle)

public:
    static QJsonObject fill(const QString &action, QJsonObject inputs, const BattleState &battle,
                            const RuleTable &table, QString *error);
    // 4.3, 4.3.1: the hex limits in every hex the changes put a unit or leader into.
    static QString checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table);
};

} // namespace adj
