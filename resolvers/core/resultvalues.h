// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// One typed result a resolution carries for scripts (issue 17): its key in the resolution's
// "values" (or in one unit's entry of values.units), the JSON Schema of its value and what it
// means. The schema and its text are documentation for programmers (docs/schema/), not words a
// referee reads at the table, so they are English and not translated.
struct ValueSpec
{
    QString key;
    QJsonObject schema; // JSON Schema (draft 2020-12) of the value: {"type": "integer", "minimum": 0}
    QString about;      // "hits scored on the target"
    QString rule;       // where one rule set's own word comes from ("8.1.1"); empty for shared words
};

// The shared vocabulary of results, one word per thing across the five rule sets
// (docs/json.md "Values"). A rule set declares the words it needs of its own with
// RuleSet::ownValues(); a resolution that sets a key neither declares is a bug, caught by
// adj::resolve() in builds with assertions and by the JSON Schemas in the tests.
namespace ResultValues {
// Keys of the resolution's "values" object: hits, casualties, morale, killNumber, ... units, rolls.
const QList<ValueSpec> &shared();
// Keys of one unit's entry in values.units (keyed by the unit's role: "target", "attacker").
const QList<ValueSpec> &unitKeys();
// Keys of one entry in values.rolls.
const QList<ValueSpec> &rollKeys();
// The JSON Schema of "values" for a rule set with these words of its own: every shared key
// and every own key typed, nothing else allowed.
QJsonObject schema(const QList<ValueSpec> &own);
// The key of `values` (or of a unit entry in it) no declaration names; empty when all are declared.
QString undeclared(const QJsonObject &values, const QList<ValueSpec> &own);
} // namespace ResultValues

// One die (or one total of dice) as the rules read it: what it showed, what the modifiers made
// it, what it had to reach and what it meant. Only `step` and `dice` are required.
struct Roll
{
    QString step;     // the dice-plan step: "attack", "morale"
    QList<int> dice;  // the natural dice of this roll
    int modified = 0; // the value the rules read after modifiers (the total for a sum)
    bool hasModified = false;
    int needed = 0; // the number it had to reach (a Kill Number, a to-hit number)
    bool hasNeeded = false;
    QString result; // "hit", "miss", "pass", "fail", a table's result word
    QString role;   // whose roll: "attacker", "target"; empty for the action's own

    // Roll{"attack", {5}}.to(6).against(4).meaning("hit").by("attacker")
    Roll &to(int value);
    Roll &against(int value);
    Roll &meaning(const QString &word);
    Roll &by(const QString &whose);
    QJsonObject toJson() const;
};

} // namespace adj
