// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/inputbuilders.h"
#include "core/inputs.h"

#include <QJsonObject>
#include <QStringList>

// Small builders for Honour & Glory input schemas and readers of checked inputs (internal).
namespace adj::hg {

inline InputSpec input(InputSpec::Type type, const QString &id, const QString &label, const QString &help,
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

inline InputSpec intInput(const QString &id, int min, int max, QJsonValue def, const QString &label,
                          const QString &help, const QString &rule, bool required = false)
{
    InputSpec s = input(InputSpec::Type::Int, id, label, help, rule);
    s.min = min;
    s.max = max;
    s.defaultValue = def;
    s.required = required;
    return s;
}

inline InputSpec boolInput(const QString &id, const QString &label, const QString &help, const QString &rule)
{
    InputSpec s = input(InputSpec::Type::Bool, id, label, help, rule);
    s.defaultValue = false;
    return s;
}

inline InputSpec enumInput(const QString &id, const QStringList &allowed, const QString &def,
                           const QString &label, const QString &help, const QString &rule)
{
    InputSpec s = input(InputSpec::Type::Enum, id, label, help, rule);
    s.allowed = allowed;
    s.defaultValue = def;
    return s;
}

inline InputSpec textInput(const QString &id, const QString &label, const QString &help, const QString &rule,
                           bool required = false)
{
    InputSpec s = input(InputSpec::Type::String, id, label, help, rule);
    s.required = required;
    return s;
}

// A List of names (["Ben", "Cat"]; the legacy text "Ben, Cat" is split by the validator).
inline InputSpec namesInput(const QString &id, const QString &label, const QString &help, const QString &rule,
                            bool required = false)
{
    InputSpec s = inputs::listInput(id, label, help, rule);
    s.required = required;
    return s;
}

// A List of "Name=number" items (["Pikes=10", "Archers=5"]); `format` reads one for people.
inline InputSpec pairsInput(const QString &id, const QString &format, const QString &label,
                            const QString &help, const QString &rule)
{
    return inputs::patternListInput(id, QStringLiteral("^[^=]*[^=\\s][^=]*=\\s*[0-9]+\\s*$"), format, label,
                                    help, rule);
}

// A List input's items, trimmed, empty ones dropped.
inline QStringList list(const Inputs &o, const QString &key)
{
    QStringList out;
    for (const QString &p : o.list(key))
        if (!p.trimmed().isEmpty())
            out.append(p.trimmed());
    return out;
}

inline QString slot(int k, const char16_t *suffix = u"")
{
    return QStringLiteral("p%1").arg(k) + QString::fromUtf16(suffix);
}

} // namespace adj::hg
