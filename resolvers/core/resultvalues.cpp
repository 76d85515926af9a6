// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "resultvalues.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject integer(int minimum = INT_MIN)
{
    QJsonObject o{{u"type"_s, u"integer"_s}};
    if (minimum != INT_MIN)
        o.insert(u"minimum"_s, minimum);
    return o;
}
QJsonObject text()
{
    return {{u"type"_s, u"string"_s}};
}
QJsonObject boolean()
{
    return {{u"type"_s, u"boolean"_s}};
}
QJsonObject number()
{
    return {{u"type"_s, u"number"_s}};
}

QJsonObject objectOf(const QList<ValueSpec> &keys, const QList<ValueSpec> &own = {})
{
    QJsonObject props;
    for (const ValueSpec &v : keys) {
        QJsonObject s = v.schema;
        s.insert(u"description"_s, v.about);
        props.insert(v.key, s);
    }
    for (const ValueSpec &v : own) {
        QJsonObject s = v.schema;
        s.insert(u"description"_s, v.rule.isEmpty() ? v.about : v.about + u" ("_s + v.rule + u')');
        props.insert(v.key, s);
    }
    return {{u"type"_s, u"object"_s}, {u"properties"_s, props}, {u"additionalProperties"_s, false}};
}

bool declares(const QList<ValueSpec> &keys, const QString &key)
{
    return std::any_of(keys.cbegin(), keys.cend(), [&key](const ValueSpec &v) { return v.key == key; });
}

} // namespace

namespace ResultValues {

const QList<ValueSpec> &unitKeys()
{
    static const QList<ValueSpec> keys{
        {u"unit"_s, integer(1), u"the unit's id in the battle, when the inputs name a battle's unit"_s, {}},
        {u"strengthBefore"_s, integer(0), u"its strength before the action, in the rule set's measure"_s, {}},
        {u"strengthAfter"_s, integer(0), u"its strength after the action"_s, {}},
        {u"hits"_s, integer(0), u"hits it took"_s, {}},
        {u"casualties"_s, integer(0), u"strength it lost (figures, stands, MP or damage points)"_s, {}},
        {u"morale"_s, text(), u"its morale result or state after the action, in the rule set's words"_s, {}},
        {u"formation"_s, text(), u"its formation after the action"_s, {}},
        {u"eliminated"_s, boolean(), u"whether it is out of the battle after the action"_s, {}},
        {u"retreat"_s, number(), u"how far it falls back, in the rule set's distance measure"_s, {}},
        {u"markers"_s,
         QJsonObject{{u"type"_s, u"array"_s}, {u"items"_s, text()}},
         u"the markers the action places on it"_s,
         {}},
    };
    return keys;
}

const QList<ValueSpec> &rollKeys()
{
    static const QList<ValueSpec> keys{
        {u"step"_s, text(), u"the dice-plan step the roll belongs to (the action's schema names them)"_s, {}},
        {u"dice"_s,
         QJsonObject{{u"type"_s, u"array"_s}, {u"items"_s, integer()}, {u"minItems"_s, 1}},
         u"the natural dice"_s,
         {}},
        {u"modified"_s,
         integer(),
         u"what the rules read after modifiers (the total for a sum of dice)"_s,
         {}},
        {u"needed"_s, integer(), u"the number the roll had to reach"_s, {}},
        {u"result"_s, text(), u"what the roll meant: hit, miss, pass, fail or a table's word"_s, {}},
        {u"role"_s, text(), u"whose roll it was: attacker, target, a, b"_s, {}},
    };
    return keys;
}

const QList<ValueSpec> &shared()
{
    static const QList<ValueSpec> keys{
        {u"hits"_s, integer(0), u"hits scored on the action's target (each target's own in units)"_s, {}},
        {u"casualties"_s, integer(0), u"strength the target lost, in the rule set's measure"_s, {}},
        {u"morale"_s, text(), u"the result of a morale test, in the rule set's words (docs/json.md)"_s, {}},
        {u"killNumber"_s, integer(), u"the Kill Number the dice had to reach or beat"_s, {}},
        {u"accuracyNumber"_s, integer(), u"the Accuracy Number"_s, {}},
        {u"moraleNumber"_s, integer(), u"the Morale Number of a morale test"_s, {}},
        {u"margin"_s, integer(), u"by how much the winner beat the loser (a boarding, a melee)"_s, {}},
        {u"winner"_s, text(), u"the role that won: attacker, defender, a, b, one, many"_s, {}},
        {u"range"_s,
         QJsonObject{{u"type"_s, u"object"_s},
                     {u"properties"_s,
                      QJsonObject{{u"value"_s, number()},
                                  {u"measure"_s, QJsonObject{{u"enum"_s, QJsonArray{u"in"_s, u"cm"_s,
                                                                                    u"hex"_s, u"band"_s}}}},
                                  {u"band"_s, text()}}},
                     {u"required"_s, QJsonArray{u"measure"_s}},
                     {u"additionalProperties"_s, false}},
         u"the range the action was resolved at, with its measure"_s,
         {}},
        {u"rolls"_s,
         QJsonObject{{u"type"_s, u"array"_s},
                     {u"items"_s,
                      [] {
                          QJsonObject o = objectOf(rollKeys());
                          o.insert(u"required"_s, QJsonArray{u"step"_s, u"dice"_s});
                          return o;
                      }()}},
         u"every roll with its natural dice, modified value, the number needed and what it meant"_s,
         {}},
        {u"units"_s,
         QJsonObject{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, objectOf(unitKeys())}},
         u"the state each unit taking part ends in, by its role (target, attacker, firer, a, b)"_s,
         {}},
    };
    return keys;
}

QJsonObject schema(const QList<ValueSpec> &own)
{
    return objectOf(shared(), own);
}

QString undeclared(const QJsonObject &values, const QList<ValueSpec> &own)
{
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        if (!declares(shared(), it.key()) && !declares(own, it.key()))
            return it.key();
    }
    const QJsonObject units = values.value(u"units"_s).toObject();
    for (auto u = units.constBegin(); u != units.constEnd(); ++u) {
        const QJsonObject entry = u->toObject();
        for (auto it = entry.constBegin(); it != entry.constEnd(); ++it)
            if (!declares(unitKeys(), it.key()))
                return u"units.%1.%2"_s.arg(u.key(), it.key());
    }
    return {};
}

} // namespace ResultValues

Roll &Roll::to(int value)
{
    modified = value;
    hasModified = true;
    return *this;
}
Roll &Roll::against(int value)
{
    needed = value;
    hasNeeded = true;
    return *this;
}
Roll &Roll::meaning(const QString &word)
{
    result = word;
    return *this;
}
Roll &Roll::by(const QString &whose)
{
    role = whose;
    return *this;
}

QJsonObject Roll::toJson() const
{
    QJsonArray natural;
    for (int d : dice)
        natural.append(d);
    QJsonObject o{{u"step"_s, step}, {u"dice"_s, natural}};
    if (hasModified)
        o.insert(u"modified"_s, modified);
    if (hasNeeded)
        o.insert(u"needed"_s, needed);
    if (!result.isEmpty())
        o.insert(u"result"_s, result);
    if (!role.isEmpty())
        o.insert(u"role"_s, role);
    return o;
}

} // namespace adj
