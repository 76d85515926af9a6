#pragma once

#include "model/battlestate.h"

#include <QJsonObject>

namespace adj {

class RuleSet;

// Inputs of the open-table rule sets read off the battle (One If By Land, Fields of Honor):
// strengths, qualities, formations and weapons of the units an action names, the markers on
// them, the leaders with them, and the last range measured between them. Only inputs the action
// has, and only those the referee left out, are filled.
class TableBattle final
{
public:
    static QJsonObject oneIfByLand(const RuleSet &rs, const QString &action, QJsonObject in,
                                   const BattleState &battle);
    static QJsonObject fieldsOfHonor(const RuleSet &rs, const QString &action, QJsonObject in,
                                     const BattleState &battle);
};

} // namespace adj
