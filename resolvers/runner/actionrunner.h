// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diceplan.h"
#include "core/distribution.h"
#include "core/resolution.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battlestate.h"
#include "model/edit.h"
#include "model/refusal.h"
#include "model/rulesetprofile.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

#include <functional>

namespace adj {

class BattleDocument;
class DiceSource;

// An action as a front end asks for it: the referee's inputs (unit names or ids; what the battle
// knows is filled in), from the action panel, the board, the command line or a player's page.
struct ActionRequest
{
    QString action;
    QJsonObject inputs;
    bool allowExtraDice = false; // typed-in dice left over are noted, not refused
    // A last word on the edit before it is committed (the table link names the page it came from).
    std::function<void(Edit &)> amend;
};

// The action made ready against the battle, before any die: its inputs completed from the battle
// and checked, the battle's own limits checked, the dice it asks for.
struct PreparedAction
{
    QString ruleset;
    QString action;
    RuleTable table;
    QJsonObject given;   // as the referee gave them
    QJsonObject inputs;  // completed from the battle
    QSet<QString> known; // the inputs the battle filled in (the form's "From the battle" line)
    DicePlan plan;       // the dice it asks for, in order
    bool filled = false; // the battle read: `inputs` and `known` hold (a refusal may still follow)
    Refusal refusal;     // set: nothing may be rolled, and it says why
    bool ok() const { return refusal.isNull(); }
};

// What came of an action: its resolution and the edit that commits it, the event it was committed
// as, or the one refusal that stopped it.
struct ActionOutcome
{
    Resolution resolution;
    Edit edit;
    qint64 event = 0; // 0 until committed
    Refusal refusal;
    bool ok() const { return refusal.isNull(); }
};

// The one path from a front end's inputs to a committed event (docs/architecture.md "One runner"):
// fills what the battle knows, checks what the battle forbids across actions (a target of one's own
// side, an actor that may not act in this phase, a target out of reach, a limit of the turn used
// up) before any die, resolves, builds the edit (with the limits it uses, undone with it) and
// commits it. The action panel, the board, the command line and the table link call it and
// nothing else.
class ActionRunner final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ActionRunner)

public:
    // The battle's rule table (its house rules applied), or the refusal saying why there is none.
    static RuleTable table(const BattleState &battle, Refusal *refusal);

    static PreparedAction prepare(const BattleState &battle, const QString &action, const QJsonObject &given,
                                  const RuleTable &table);
    static PreparedAction prepare(const BattleState &battle, const QString &action, const QJsonObject &given);

    // The exact odds and the dice typed so far (guided entry) of a prepared action.
    static Distribution odds(const PreparedAction &prepared);
    static DiceEntry enterDice(const PreparedAction &prepared, const QString &typed);

    // Resolved with `dice` and made into the edit that commits it; nothing is written.
    static ActionOutcome resolve(const PreparedAction &prepared, const BattleState &battle,
                                 const RuleSetProfile &profile, DiceSource &dice, bool allowExtraDice = false);
    // The edit of a resolution already made of the prepared action (the dice typed in as they came).
    static ActionOutcome finish(const PreparedAction &prepared, const BattleState &battle,
                                const RuleSetProfile &profile, Resolution resolution);

    // Prepared, resolved and committed as one action. Without an edit sink the whole path runs inside
    // the write transaction on the battle as it is in the file (another writer cannot come in between);
    // with one (the GUI's undo stack) it is submitted to it.
    static ActionOutcome run(BattleDocument &doc, const ActionRequest &request, DiceSource &dice);
    // A resolved outcome committed through the document's sink (the action panel's Apply).
    static ActionOutcome submit(BattleDocument &doc, ActionOutcome outcome);
};

} // namespace adj
