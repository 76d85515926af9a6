#pragma once

#include "model/battlestate.h"

#include <QJsonObject>

namespace adj {

class RuleSet;

// Fields of Honor inputs read off the battle: the battle's scale, the strengths, ratings and
// weapons of the units an action names, and the last range measured between firer and target.
// Only inputs the action has, and only those the referee left out, are filled.
class FohBattle final
{
public:
    static QJsonObject fill(const RuleSet &rs, const QString &action, QJsonObject in,
                            const BattleState &battle);
};

} // namespace adj
