// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "actionschema.h"
#include "distribution.h"
#include "inputs.h"
#include "model/effect.h"
#include "model/refusal.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace adj {

class BattleState;
class DiceSource;
class Resolution;
class RuleTable;

// What the rules forbid across actions (docs/rulesets.md "Limits across actions"): at most once a
// turn per side, per unit or per hex. Counted by the runner (resolvers/runner) in the battle, in the
// same committed action, so that an undo of the action takes its use back; refused before any die.
struct ActionLimit
{
    enum class Per { Side, Unit, Hex };
    Per per = Per::Side;
    // The count the actions declaring the same key share ("random-ap", "boarding").
    QString key;
    // Whose use is counted: a unit input (its unit, its side, its hex); empty: the actor, or for
    // Per::Side the input "side" when the action has no actor.
    QString input;
    QString rule; // "6.1.1"
    // The refusal, translated when it is made: %1 the side, unit or hex; %2 the turn.
    QString (*refusal)(const QString &who, int turn) = nullptr;
};

// How far the target may be from the actor on a hex board (docs/rulesets.md "Reach").
enum class Reach { Any, Adjacent, SameHex };

// A bound action: run once per branch while the odds are enumerated, so for the same dice it
// asks the same dice in the same order.
using Runner = std::function<void(DiceSource &dice, Resolution &out)>;

// One action of a rule set, declared once (docs/rulesets.md "One shape of action"): its schema
// (id, inputs, dice plan, outcomes), the bind that parses the checked inputs into a typed spec or
// a refusal with its rule and returns the resolution, and what only some actions have. Dispatch
// is by the schema's id, in RuleSet; no rule set compares action names.
struct Action
{
    using Bind = std::function<Runner(const Inputs &inputs, const RuleTable &table)>;
    using Odds = std::function<std::optional<Distribution>(const Inputs &inputs, const RuleTable &table)>;
    // What the battle knows, after RuleSet::fromBattle() turned names into ids: returns the
    // inputs with the known values added, or sets `error` naming what the battle lacks.
    using Fill = std::function<QJsonObject(const QJsonObject &inputs, const BattleState &battle,
                                           const RuleTable &table, QString *error)>;
    using Effects = std::function<QList<Effect>(const Inputs &inputs)>;
    // Who may act now, beyond the phase and the side to move: a refusal naming the unit's input and the
    // rule, or none (One If By Land: only the units of the brigade card in play fire, charge and move).
    using MayAct = std::function<Refusal(const QJsonObject &inputs, const BattleState &battle)>;

    ActionSchema schema;
    Bind bind;
    Odds odds;       // exact odds by the action's own arithmetic; empty: the generic walk over bind
    Fill fill;       // empty: the battle adds nothing of its own
    Effects effects; // effects only a battle records (a unit activated); empty: none
    // Before RuleSet::fromBattle reads the names the referee gave: to read a name its own way (a
    // leader named where a unit is asked, FHG 9.1). Empty: names are read as the schema says.
    Fill beforeNames;

    // What the battle forbids across actions, checked by the runner before any die is asked for:
    // the phases of the turn it may happen in (the profile's phase ids; empty: any), its limits a
    // turn, and how close the target must stand on a hex board, with the rule that says so.
    QStringList phases;
    QString phaseRule;
    QList<ActionLimit> limits;
    Reach reach = Reach::Any;
    QString reachRule;
    MayAct mayAct; // empty: any unit of the side that may act
    // A consequence another action left owed (For Honor and Glory's retreat after close combat,
    // 8.4.1): carried out by the side it falls on in whichever phase it is owed, so the side to move
    // is not asked of it (its phases, sides and limits still are).
    bool consequence = false;
};

// The one refusal of every action: a runner that fails with `message` before any die is asked
// for (the dice plan shows it as the refusal). The message follows docs/errors.md: what is wrong
// in the referee's words, the rule in brackets ("a leader cannot fire (3.4.10)").
Runner refuse(const QString &message);

// The parse of an action's inputs: its typed spec, or the refusal with its rule.
template <class Spec> class ParsedInputs
{
public:
    ParsedInputs(Spec spec)
        : m_spec(std::make_shared<const Spec>(std::move(spec)))
    {}
    static ParsedInputs refused(const QString &message)
    {
        ParsedInputs p;
        p.m_refusal = message;
        return p;
    }
    bool ok() const { return m_spec != nullptr; }
    const std::shared_ptr<const Spec> &spec() const { return m_spec; }
    const QString &refusal() const { return m_refusal; }

private:
    ParsedInputs() = default;
    std::shared_ptr<const Spec> m_spec;
    QString m_refusal;
};

// The bind of an action written as parse, then resolve: the refusal of the parse is returned as
// a runner that refuses; the spec is read once and shared by every branch of the odds.
template <class Spec>
Action::Bind parseThenResolve(ParsedInputs<Spec> (*parse)(const Inputs &, const RuleTable &),
                              void (*resolve)(const Spec &, DiceSource &, Resolution &))
{
    return [parse, resolve](const Inputs &in, const RuleTable &table) -> Runner {
        const ParsedInputs<Spec> p = parse(in, table);
        if (!p.ok())
            return refuse(p.refusal());
        return [spec = p.spec(), resolve](DiceSource &dice, Resolution &out) { resolve(*spec, dice, out); };
    };
}

} // namespace adj
