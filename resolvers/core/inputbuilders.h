// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "actionschema.h"
#include "inputs.h"

#include <QJsonObject>
#include <QJsonValue>

// Builders of action input schemas and readers of checked inputs, shared by the rule sets.
namespace adj::inputs {

InputSpec intInput(const QString &id, int min, int max, QJsonValue def, const QString &label,
                   const QString &help, const QString &rule, bool required = false);
InputSpec realInput(const QString &id, double min, double max, QJsonValue def, const QString &label,
                    const QString &help, const QString &rule, bool required = false);
InputSpec boolInput(const QString &id, bool def, const QString &label, const QString &help,
                    const QString &rule, const QString &option = {});
InputSpec enumInput(const QString &id, const QStringList &allowed, QJsonValue def, const QString &label,
                    const QString &help, const QString &rule, bool required = false);
InputSpec unitInput(const QString &id, const QString &label, const QString &help);
InputSpec stringInput(const QString &id, const QString &label, const QString &help, const QString &rule = {});
// Lists (docs/rulesets.md "Lists"): a JSON array of text, enum or whole-number items; a text
// given instead is the legacy form, split on any of `separators` by the validator.
InputSpec listInput(const QString &id, const QString &label, const QString &help, const QString &rule,
                    const QString &separators = QStringLiteral(","));
InputSpec enumListInput(const QString &id, const QStringList &allowed, const QString &label,
                        const QString &help, const QString &rule,
                        const QString &separators = QStringLiteral(","));
InputSpec intListInput(const QString &id, int min, int max, const QString &label, const QString &help,
                       const QString &rule, const QString &separators = QStringLiteral(","));
// Text items with a structure: each matches `pattern`; `format` reads it for people ("Name=cost").
InputSpec patternListInput(const QString &id, const QString &pattern, const QString &format,
                           const QString &label, const QString &help, const QString &rule,
                           const QString &separators = QStringLiteral(","));
// A JSON object the battle fills in: the tracker `tracker` (the rule set's bookkeeping), or with
// no tracker what the rule set's fromBattle() reads off the battle (its units, sides, board).
// Never a form field; `{}` when nothing is known yet.
InputSpec stateInput(const QString &id, const QString &tracker, const QString &label, const QString &help,
                     const QString &rule = {});

inline int getInt(const QJsonObject &o, const QString &key, int def = 0)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? v.toInt() : def;
}
inline bool getBool(const QJsonObject &o, const QString &key)
{
    return o.value(key).toBool();
}
inline qint64 getId(const QJsonObject &o, const QString &key)
{
    return o.value(key).toInteger();
}
inline QString getString(const QJsonObject &o, const QString &key)
{
    return o.value(key).toString();
}
// Given, and not empty text.
inline bool has(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return !v.isUndefined() && !v.isNull() && !(v.isString() && v.toString().isEmpty());
}

// The same readers over an action's checked inputs (reads of undeclared keys are caught).
inline int getInt(const Inputs &o, const QString &key, int def = 0)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? v.toInt() : def;
}
inline bool getBool(const Inputs &o, const QString &key)
{
    return o.value(key).toBool();
}
inline qint64 getId(const Inputs &o, const QString &key)
{
    return o.value(key).toInteger();
}
inline QString getString(const Inputs &o, const QString &key)
{
    return o.value(key).toString();
}
inline bool has(const Inputs &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return !v.isUndefined() && !v.isNull() && !(v.isString() && v.toString().isEmpty());
}

} // namespace adj::inputs
