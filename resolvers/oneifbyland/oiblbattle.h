// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "model/battlestate.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

// One If By Land inputs read off the battle: the firer's and the target's strengths, qualities,
// formations and weapons, the markers and generals with the target, the last range between them; the roster
// and turn for the card actions, a general's command (a killed general's panic markers) and the
// units combining their fire with the first firer, and each unit of a charge (the first attacker and
// defender and up to two joining each side). Only inputs the action has, and only those the referee
// left out, are filled. Each action's fill is its own function, declared with the action.
class OiblBattle
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblBattle)
public:
    // A general given by name or number is a leader of the battle (not a unit); `error` names him
    // when he is not there.
    static QJsonObject leaderIds(QJsonObject in, const BattleState &battle, QString *error);
    // The general set aside while RuleSet::fromBattle() turns unit names into ids (he is a leader,
    // not a unit), and back for the action's fill.
    static QJsonObject generalAside(QJsonObject in);
    static QJsonObject generalBack(QJsonObject in);

    // The fills of the actions (Action::fill), each on the inputs of its action `schema`.
    static QJsonObject fillFire(const ActionSchema &schema, QJsonObject in, const BattleState &battle);
    static QJsonObject fillGeneral(const ActionSchema &schema, QJsonObject in, const BattleState &battle);
    static QJsonObject fillCharge(const ActionSchema &schema, QJsonObject in, const BattleState &battle);
    static QJsonObject fillMorale(const ActionSchema &schema, QJsonObject in, const BattleState &battle);
    static QJsonObject fillDeck(const ActionSchema &schema, QJsonObject in, const BattleState &battle);
};

} // namespace adj
