// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diesource.h"
#include "model/refusal.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace adj {

// One step of the dice an action asks for, declared with the action so that the players know
// what to roll before anyone rolls: "3d6 attack dice (8.1.1)", "then 1d6 leader casualty check,
// if an attack die shows 1 (9.3.1)". The resolver names the step of every die it asks for
// (DiceSource::forStep), so the plan, the guided entry and the log speak of the same steps.
struct DiceStep
{
    QString id; // stable, for scripts and the log: "attack", "leader-check"
    DieSpec die;
    int count = 1;     // dice in this step: as declared, or as the bound inputs make it
    bool upTo = false; // the count is a most: "up to 3d6", one per accurate die
    bool seen = false; // the count was read off the resolver for the inputs given
    QString purpose;   // translated: "attack dice"
    QString when;      // translated condition; empty when the step always comes
    QString rule;      // "9.3.1"
    // For a conditional step: whether it can come at all with these (checked, completed) inputs;
    // a step that cannot is left out of the plan. None: it may come whenever `when` holds.
    std::function<bool(const QJsonObject &inputs)> applies;

    bool conditional() const { return !when.isEmpty(); }
    QString dice() const; // "3d6", "up to 3d6", "1d10 (0-9)"
    QString text() const; // "3d6 attack dice (8.1.1)"
    QJsonObject toJson() const;
};

// The dice of one action in the order asked. Built from the action's declared steps; for a
// given set of inputs the counts are read off the resolver itself (plan()), never guessed.
class DicePlan final
{
    Q_DECLARE_TR_FUNCTIONS(adj::DicePlan)

public:
    QList<DiceStep> steps;
    // Set when the inputs are refused before any die is rolled (no AP, out of range): then
    // there is nothing to roll.
    Refusal refusal;

    bool isEmpty() const { return steps.isEmpty(); }
    const DiceStep *step(const QString &id) const;
    int indexOf(const QString &id) const;
    // Dice every resolution asks for, whatever they show (unconditional steps of a known count).
    int fixedDice() const;
    // "Roll 3d6: attack dice (8.1.1). Then, if an attack die shows 1: 1d6 leader casualty
    // check (9.3.1)." Empty plan: "No dice."
    QString text() const;
    QJsonArray toJson() const;
};

namespace dice {
// Builders for the declarations in the rule sets' schemas.
DiceStep step(const QString &id, DieSpec die, int count, const QString &purpose, const QString &rule,
              const QString &when = {});
DiceStep upTo(const QString &id, DieSpec die, int count, const QString &purpose, const QString &rule,
              const QString &when = {});
// A step that can only come when the boolean input `input` is true (a leader in the hex).
DiceStep onlyIf(DiceStep step, const QString &input);
} // namespace dice

} // namespace adj
