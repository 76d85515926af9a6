// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "action.h"
#include "actionschema.h"
#include "compiledtable.h"
#include "distribution.h"
#include "model/edit.h"
#include "model/effect.h"
#include "model/refusal.h"
#include "owed.h"
#include "resultvalues.h"

#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace adj {

class BattleState;
class BoardRules;
struct OwnOutcomeWords;
class DiceSource;
class Resolution;
class RuleTable;
class SecretChoices;

// What a rule set module provides (docs/architecture.md, docs/rulesets.md). Implementations are stateless.
class RuleSet
{
public:
    virtual ~RuleSet();
    virtual QString id() const = 0;
    virtual QString name() const = 0;     // translated
    virtual QString distance() const = 0; // "hexes", "inches", "none"
    // Each action declared once (action.h), in the order the form lists them.
    virtual QList<Action> declare() const = 0;
    // The schemas of the declared actions (translated as of now).
    QList<ActionSchema> actions() const;
    // The words of results this rule set needs of its own (resultvalues.h): Honour & Glory's
    // stack of MP counters, a boarding's odds. The shared words need no declaration.
    virtual QList<ValueSpec> ownValues() const { return {}; }
    // Optional rules a battle can switch on: {"id": "11.9", "name": ..., "rule": "11.9"}.
    virtual QList<QJsonObject> options() const { return {}; }

    // Turns the table JSON into the rule set's own structure, or fails with a message naming the
    // entry. `read` collects every dotted path the compiler used (unknown entries are refused).
    virtual std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                              QSet<QString> *read) const = 0;

    // Reads `inputs` (already checked against the schema, defaults filled) once through the
    // action's declared bind and returns the resolver to run (action.h: Runner).
    using Runner = adj::Runner;
    Runner bind(const QString &action, const QJsonObject &inputs, const RuleTable &table) const;

    // Fills the inputs a battle knows (a named unit's type, MP, formation and terrain, the
    // range between two positions, the side's AP, the optional rules switched on) and turns
    // unit names into ids. What the inputs give stays. Refuses inputs that name what the
    // battle does not hold (invalid-input, naming the input) and what the action's fill finds
    // the battle forbids (refused, with its rule). Fills the optional rules, then the action's
    // declared fill.
    virtual QJsonObject fromBattle(const QString &action, const QJsonObject &inputs,
                                   const BattleState &battle, const RuleTable &table, Refusal *refusal) const;
    // Exact odds by the action's own arithmetic (convolution, a Markov chain) where walking every
    // die would take too long; nothing to use the generic walk over bind()'s runner.
    std::optional<Distribution> ownOdds(const QString &action, const QJsonObject &inputs,
                                        const RuleTable &table) const;
    // The rule set's limits on the battle's state, checked before a new edit is committed
    // (stacking, 4.3): the first breach the changes would make, or empty.
    virtual QString checkChanges(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table) const
    {
        return {};
    }
    // Effects of taking part in an action that only a battle records (a unit activated).
    QList<Effect> battleEffects(const QString &action, const QJsonObject &inputs) const;
    // What the board view draws that only this rule set knows (hex rule sets); null: no board.
    virtual const BoardRules *boardRules() const { return nullptr; }
    // The secret, simultaneous choices its sides make (secretchoices.h), or none.
    virtual const SecretChoices *secretChoices() const { return nullptr; }
    // What the turn still owes by the rules now, in the order it is best settled (owed.h): read off
    // the battle, never stored. None by default.
    virtual QList<Owed> owed(const BattleState &battle, const RuleTable &table) const { return {}; }

    // Tracked values the referee may set directly, as one logged edit (a scenario's starting
    // wind): the name he types, e.g. "wind", and what it accepts (translated). None by default.
    struct SettableTracker
    {
        QString name;
        QString accepts; // "a wind direction 1 to 6 (3.1)"
    };
    virtual QList<SettableTracker> settableTrackers() const { return {}; }
    // The SetTracker effect that sets `name` to `value` (as typed), checked: an unknown name or a
    // value the rule set cannot hold is refused with a message naming it.
    bool trackerEffect(const QString &name, const QString &value, const BattleState &battle, Effect *out,
                       QString *error) const;

    // The referee's word for an input's value ("forest" -> "Wald" in German): the rule set's own
    // words, then the shared ones (Vocabulary), else the id itself.
    QString valueLabel(const QString &value) const;
    // The referee's words for an outcome tag ("hits=2" -> "2 hits"), else the tag itself.
    QString outcomeLabel(const QString &tag) const;
    // The name of a counted family of outcomes on the odds' axis ("dCas" -> "casualties") and its
    // "at least one" phrase: the rule set's own, then the shared ones; empty when neither has one.
    QString familyLabel(const QString &family) const;
    QString atLeastOneLabel(const QString &family) const;
    // The range band a measured distance (in inches) falls in, where the rule set reads bands;
    // false with a message saying why not (the default: the rule set reads no bands).
    virtual bool rangeBand(double inches, QString *band, QString *error) const;

    // The action's declaration and its schema, read once and kept; safe from any thread (the odds
    // run off the GUI thread). Null for an action the rule set does not have.
    const Action *declared(const QString &actionId) const;
    const ActionSchema *action(const QString &actionId) const;
    // For fromBattle(): sets `key` when the action has that input and the referee left it out.
    void putKnown(const QString &actionId, QJsonObject &inputs, const QString &key,
                  const QJsonValue &value) const;
    QJsonObject toJson() const;

protected:
    // trackerEffect() for a name settableTrackers() lists.
    virtual bool buildTracker(const QString &name, const QString &value, const BattleState &battle,
                              Effect *out, QString *error) const
    {
        return false;
    }
    // The rule set's own words for enum values (its unit types, terrains, weapons); empty when
    // it has none for `value`.
    virtual QString word(const QString &value) const { return {}; }
    // Its own words for the outcome tags, counted families and "at least one" phrases the shared
    // vocabulary does not know (vocabulary.h); null when it has none.
    virtual const OwnOutcomeWords *ownOutcomeWords() const { return nullptr; }

private:
    // The declarations carry translated words (names, labels, messages): declared again in each
    // language the program speaks (the language switched without a restart), each kept for the
    // program's life so that an Action handed out stays valid in every thread.
    const QList<Action> &declaredNow() const;
    mutable QMutex m_actionsMutex;
    mutable std::map<QString, std::unique_ptr<const QList<Action>>> m_actions; // by language
};

} // namespace adj
