// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"

#include <QJsonObject>

#include <functional>

namespace adj {

// Fields of Honor inputs read off the battle: what it holds of the units an action names (their
// stands, ratings, kind, arm, weapons, temporary and permanent hits, morale state), and the last
// range measured between firer and target. Each is one action's part of its fill; `put` sets an
// input the action has and the referee left out (RuleSet::putKnown).
class FohBattle final
{
public:
    using Put = std::function<void(const QString &key, const QJsonValue &value)>;
    // An action's part of the fill: false with `error` naming what the battle lacks.
    using Part = bool (*)(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);

    // The firer's weapon, stands, ratings and kind; the target's hits, kind and arm; the range.
    static bool fire(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // Each side's stands, Melee rating, kind and temporary hits.
    static bool melee(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // The pursuer's stands, Melee rating and kind; the routing unit's hits and kind.
    static bool pursuit(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
    // Charge and Morale Tests, rallying, recovery and the Hit Distribution read the unit's Morale
    // rating, arm, state, stands now and at the start, its temporary and permanent hits, whether it
    // took hits or moved this turn.
    static bool testingUnit(QJsonObject &in, const BattleState &battle, const Put &put, QString *error);
};

} // namespace adj
