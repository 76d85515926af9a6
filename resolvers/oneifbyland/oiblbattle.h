#pragma once

#include "model/battlestate.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

class RuleSet;

// One If By Land inputs read off the battle: the firer's and the target's strengths, qualities,
// formations and weapons, the markers and generals with the target, the last range between them; the roster
// and turn for the card actions, a general's command (a killed general's panic markers) and the
// units combining their fire with the first firer, and each unit of a charge (the first attacker and
// defender and up to two joining each side). Only inputs the action has, and only those the referee
// left out, are filled.
class OiblBattle
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblBattle)
public:
    // A general given by name or number is a leader of the battle (not a unit); `error` names him
    // when he is not there.
    static QJsonObject leaderIds(const QString &action, QJsonObject in, const BattleState &battle,
                                 QString *error);
    static QJsonObject fillFromUnits(const RuleSet &rs, const QString &action, QJsonObject in,
                                     const BattleState &battle);
    static QJsonObject fill(const RuleSet &rs, const QString &action, QJsonObject in,
                            const BattleState &battle);
};

} // namespace adj
