// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QCoreApplication>

namespace adj {

// Turns a resolution's effects into one edit on the battle: the whole resolution is then
// applied (and undone) as one committed action. An effect that cannot be applied (a unit
// that does not exist, not enough AP) refuses the whole resolution with a message.
class EffectEdits final
{
    Q_DECLARE_TR_FUNCTIONS(adj::EffectEdits)

public:
    struct Resolved
    {
        QString action;  // "fire", "close-combat", ...
        QString summary; // one line for the log
        QString actor;
        QJsonObject inputs;
        QJsonArray dice;
        QJsonArray trace;
        Effects effects;
    };

    static Edit build(const BattleState &s, const RuleSetProfile &p, const Resolved &r, QString *error);
    // The battle unit an effect is about: its own id, else the unit its role names in the
    // inputs ("target": "41st Foot" or "target": 7). 0 when there is none.
    static Id bindUnit(const BattleState &s, const Effect &e, const QJsonObject &inputs);
};

} // namespace adj
