// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputbuilders.h"

namespace adj::inputs {

namespace {
InputSpec spec(InputSpec::Type type, const QString &id, const QString &label, const QString &help,
               const QString &rule)
{
    InputSpec s;
    s.id = id;
    s.type = type;
    s.label = label;
    s.help = help;
    s.rule = rule;
    return s;
}
} // namespace

InputSpec intInput(const QString &id, int min, int max, QJsonValue def, const QString &label,
                   const QString &help, const QString &rule, bool required)
{
    InputSpec s = spec(InputSpec::Type::Int, id, label, help, rule);
    s.min = min;
    s.max = max;
    s.defaultValue = def;
    s.required = required;
    return s;
}

InputSpec realInput(const QString &id, double min, double max, QJsonValue def, const QString &label,
                    const QString &help, const QString &rule, bool required)
{
    InputSpec s = spec(InputSpec::Type::Real, id, label, help, rule);
    s.min = min;
    s.max = max;
    s.defaultValue = def;
    s.required = required;
    return s;
}

InputSpec boolInput(const QString &id, bool def, const QString &label, const QString &help,
                    const QString &rule, const QString &option)
{
    InputSpec s = spec(InputSpec::Type::Bool, id, label, help, rule);
    s.defaultValue = def;
    s.option = option;
    return s;
}

InputSpec enumInput(const QString &id, const QStringList &allowed, QJsonValue def, const QString &label,
                    const QString &help, const QString &rule, bool required)
{
    InputSpec s = spec(InputSpec::Type::Enum, id, label, help, rule);
    s.allowed = allowed;
    s.defaultValue = def;
    s.required = required;
    return s;
}

InputSpec unitInput(const QString &id, const QString &label, const QString &help)
{
    InputSpec s = spec(InputSpec::Type::Unit, id, label, help, {});
    s.min = 1;
    return s;
}

InputSpec stringInput(const QString &id, const QString &label, const QString &help, const QString &rule)
{
    return spec(InputSpec::Type::String, id, label, help, rule);
}

InputSpec listInput(const QString &id, const QString &label, const QString &help, const QString &rule,
                    const QString &separators)
{
    InputSpec s = spec(InputSpec::Type::List, id, label, help, rule);
    s.item = InputSpec::Type::String;
    s.separators = separators;
    return s;
}

InputSpec enumListInput(const QString &id, const QStringList &allowed, const QString &label,
                        const QString &help, const QString &rule, const QString &separators)
{
    InputSpec s = listInput(id, label, help, rule, separators);
    s.item = InputSpec::Type::Enum;
    s.allowed = allowed;
    return s;
}

InputSpec intListInput(const QString &id, int min, int max, const QString &label, const QString &help,
                       const QString &rule, const QString &separators)
{
    InputSpec s = listInput(id, label, help, rule, separators);
    s.item = InputSpec::Type::Int;
    s.min = min;
    s.max = max;
    return s;
}

InputSpec patternListInput(const QString &id, const QString &pattern, const QString &format,
                           const QString &label, const QString &help, const QString &rule,
                           const QString &separators)
{
    InputSpec s = listInput(id, label, help, rule, separators);
    s.itemPattern = pattern;
    s.itemFormat = format;
    return s;
}

InputSpec stateInput(const QString &id, const QString &tracker, const QString &label, const QString &help,
                     const QString &rule)
{
    InputSpec s = spec(InputSpec::Type::State, id, label, help, rule);
    s.tracker = tracker;
    s.defaultValue = QJsonObject();
    return s;
}

} // namespace adj::inputs
