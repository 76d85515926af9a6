// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/owed.h"
#include "model/refusal.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

class BattleState;
class RuleTable;

// Who acts when in One If By Land's turn (Sequence of Play): each turn the brigade cards are shuffled
// and drawn one at a time, and as a card is drawn all of its units go through the sequence: panic
// tests, charge declarations, charging units move, all other movement, firing, melee and compulsory
// routs. Read off the battle's trackers "oibl.deck" and "oibl.sequence" (OiblTurn).
class OiblSequence
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblSequence)
public:
    // The profile's phase a step of the card's sequence is played in ("routs": "melee", the phase of
    // "Melee and compulsory routs").
    static QString phaseOf(const QString &step);
    // The phases the actions happen in: the deck shuffled at the start of the turn, fire in the firing
    // step, a charge from its declaration to its melee; a morale test, a general's risk or a rolled
    // move (a rout, a retreat, an evade) comes whenever the rules call for it. Fire, the charge and the
    // movement declare who may act (Action::mayAct: whoActs).
    static void declarePhases(QList<Action> &actions);
    // Only the units of the card in play fire, charge and move (a rout, a retreat or an evade excepted);
    // any unit tests its morale or defends; a unit on no card (of no brigade) is the referee's to play.
    // A refusal naming the unit, before any die.
    static Refusal whoActs(const QString &action, const QJsonObject &inputs, const BattleState &battle);
    // The card in play this turn: the tracker "oibl.sequence" when it holds a card of the battle's turn.
    static QJsonObject cardInPlay(const BattleState &battle);
    // What the turn still owes: the deck shuffled, a card drawn, the panic-marked units' tests in the
    // card's first step, the next step of its sequence.
    static QList<Owed> owed(const BattleState &battle, const RuleTable &table);
};

} // namespace adj
