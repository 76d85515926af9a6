// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diceplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// One input of an action, enough for the GUI to build a form field and the CLI to check --input.
struct InputSpec
{
    // State: a JSON object of the rule set's bookkeeping (the deck, the plots) that a battle
    // fills from its tracker `tracker`; never a form field.
    // List: a JSON array of items of type `item` (Int, Enum or String; docs/rulesets.md "Lists").
    enum class Type { Int, Real, Bool, Enum, String, Unit, State, List };

    QString id;
    Type type = Type::Int;
    QStringList allowed; // Enum values; a List's allowed items when its items are Enum
    QJsonValue min;      // Int/Real, null when unbounded; a List's item bounds when its items are Int
    QJsonValue max;
    QJsonValue defaultValue; // null when the input is required or optional without default
    bool required = false;   // must be given (no default)
    QString label;           // short, translated
    QString help;            // translated
    QString rule;            // "8.1.1"
    QString option;          // optional rule this input belongs to ("11.9"), empty otherwise
    QString tracker;         // State: the battle's tracker key it is read from ("oibl.deck"); empty when
                             // the rule set's fromBattle() reads it off the battle itself
    QString slot;            // an extra unit of a side the referee adds ("firer2"): its Unit input and
                             // the inputs that describe it carry the slot's id; empty otherwise

    // List only: the type of its items, the most it holds, the pattern a text item must match
    // ("^[^=]+=[0-9]+$" for "Pikes=10", empty: any text) with its reading for people, and the
    // separators of its legacy text form ("a, b"): a text given for the list is split on any of
    // them and checked as the array (empty: only an array is accepted).
    Type item = Type::String;
    int maxItems = 100;
    QString itemPattern;
    QString itemFormat; // translated: "Name=Discard Value"
    QString separators;
    // A legacy text form that is more than items between separators (a plot's "SRS"): returns
    // the items the text names. Empty: split on `separators`.
    QStringList (*fromText)(const QString &text) = nullptr;

    // The shared word this input is one of (docs/vocabulary.md: strength, quality, formation,
    // cover, terrain, range, morale, leader), and for a distance its measure ("in", "cm", "hex",
    // "band"); empty when the input is none of them.
    QString term;
    QString measure;

    // A Unit input's part in the action, declared (never guessed from its id): the unit that acts,
    // the enemy acted against, a unit acting with the actor (a combined firer, a second attacker),
    // a unit standing with the target (the second unit in its hex, a second defender). The runner
    // checks sides by it before any die; the log's who-did-what reads it. None: no part in the
    // side checks (ship A and ship B of a roll-off that either may win).
    enum class Role { None, Actor, Target, Support, Defender };
    Role role = Role::None;
    // A value the battle holds of the unit named by the Unit input `of` ("target" for "targetMp"):
    // whenever that unit is named, the battle fills it (the referee may still change it), never a
    // default standing in for the unit's value. tst_battlefill walks every action and proves it.
    QString of;
    // A Unit input that names one of the battle's leaders (their ids are their own), not a unit.
    bool leader = false;
    // Where the keyboard goes next (issue 31): while the input `followsInput` holds `followsValue`,
    // this field comes right after it in the form's Tab order (the Damage the winner of a pairing
    // deals, right after who won it); otherwise in its place. Only the order of the keys changes.
    QString followsInput;
    QString followsValue;

    static QString typeId(Type t);
    static QString roleId(Role r); // "actor", "target", "support", "defender"; empty for None
    static const QStringList &terms();
    static const QStringList &measures();
    QJsonObject toJson() const;
    // The same input carrying the shared word `term` (one of terms()) and a distance's measure.
    InputSpec withTerm(const QString &term, const QString &measure = {}) const;
    // The same Unit input with its part in the action; asLeader() when it names a leader.
    InputSpec as(Role role) const;
    InputSpec asLeader(Role role) const;
    // The same input declared as a value the battle holds of the unit in the Unit input `unit`.
    InputSpec heldOf(const QString &unit) const;
    // A List's text form read into its items (the legacy form, the GUI's line): split on the
    // separators or by fromText, each part trimmed, empty parts dropped; Int items as numbers
    // when they read as one (a part that does not stays text and is refused by the validator).
    QJsonArray listFromText(const QString &text) const;
    // A List's items as its text form (", "-joined), for the GUI's line.
    QString listToText(const QJsonArray &items) const;
};

// An action of a rule set and its inputs.
struct ActionSchema
{
    QString id;
    QString name; // translated
    QString rule;
    QString help; // translated
    QList<InputSpec> inputs;
    QStringList outcomes; // outcome tag patterns the action may produce ("hits=N", "leader-lost")
    // The dice it asks for, in order, with their conditions (the plan shown before the roll);
    // empty for an action without dice. Every die the resolver asks for names one of these steps.
    QList<DiceStep> dice;
    // The inputs only the referee can know, in the order of the rule set's own chart: the form
    // asks these first; what the battle knows and everything else waits behind one line.
    // Empty: every input that is not a unit, the battle's bookkeeping or an optional rule's switch.
    QStringList asked;

    const InputSpec *input(const QString &inputId) const;
    // The first Unit input of `role` (the actor, the target), or null.
    const InputSpec *inputOf(InputSpec::Role role) const;
    QJsonObject toJson() const;
    // For a battle's fill: sets `key` to what the battle knows when the action has that input, the
    // referee left it out, and the value is one the input allows.
    void putKnown(QJsonObject &inputs, const QString &key, const QJsonValue &value) const;
};

// Checks `given` against the schema: unknown inputs, wrong types, values out of range or not
// allowed, missing required inputs. Fills defaults. Returns an empty string when valid, else a
// translated message naming the input.
class InputValidator
{
    Q_DECLARE_TR_FUNCTIONS(adj::InputValidator)
public:
    // `input`, when given, receives the key a refusal names.
    static QString validate(const ActionSchema &schema, const QJsonObject &given, QJsonObject *filled,
                            QString *input = nullptr);

private:
    static QString checkValue(const InputSpec &spec, QJsonValue *value);
    static QString checkBounds(const InputSpec &spec, double d);
    static QString checkList(const InputSpec &spec, QJsonValue *value);
    static QString checkItem(const InputSpec &spec, int index, QJsonValue *item);
};

} // namespace adj
