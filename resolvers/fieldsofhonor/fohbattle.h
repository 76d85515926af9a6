#pragma once

#include "model/battlestate.h"

#include <QJsonObject>

#include <functional>

namespace adj {

// Fields of Honor inputs read off the battle: the strengths, ratings and weapons of the units an
// action names, and the last range measured between firer and target. Each is one action's part
// of its fill; `put` sets an input the action has and the referee left out (RuleSet::putKnown).
class FohBattle final
{
public:
    using Put = std::function<void(const QString &key, const QJsonValue &value)>;
    // An action's part of the fill: false with `error` naming what the battle lacks.
    using Part = bool (*)(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);

    // The firer's weapon, stands, ratings; the target's hits; the range between them.
    static bool fire(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // Each side's stands.
    static bool melee(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // The pursuer's stands.
    static bool pursuit(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // Morale, charge tests and rallying read the unit's quality, state and losses.
    static bool testingUnit(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
};

} // namespace adj
