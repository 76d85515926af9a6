#pragma once

#include "core/actionschema.h"

#include <QJsonArray>
#include <QJsonObject>

// Small builders for wfa-naval input schemas and readers for checked inputs (header-only, internal).
namespace adj::wfa {

inline InputSpec intInput(const QString &id, int min, int max, QJsonValue def, const QString &label,
                          const QString &help, const QString &rule, bool required = false)
{
    InputSpec s;
    s.id = id;
    s.type = InputSpec::Type::Int;
    s.min = min;
    s.max = max;
    s.defaultValue = def;
    s.required = required;
    s.label = label;
    s.help = help;
    s.rule = rule;
    return s;
}

inline InputSpec boolInput(const QString &id, bool def, const QString &label, const QString &help,
                           const QString &rule, const QString &option = {})
{
    InputSpec s;
    s.id = id;
    s.type = InputSpec::Type::Bool;
    s.defaultValue = def;
    s.label = label;
    s.help = help;
    s.rule = rule;
    s.option = option;
    return s;
}

inline InputSpec enumInput(const QString &id, const QStringList &allowed, QJsonValue def,
                           const QString &label, const QString &help, const QString &rule,
                           bool required = false)
{
    InputSpec s;
    s.id = id;
    s.type = InputSpec::Type::Enum;
    s.allowed = allowed;
    s.defaultValue = def;
    s.required = required;
    s.label = label;
    s.help = help;
    s.rule = rule;
    return s;
}

inline InputSpec unitInput(const QString &id, const QString &label, const QString &help)
{
    InputSpec s;
    s.id = id;
    s.type = InputSpec::Type::Unit;
    s.min = 1;
    s.label = label;
    s.help = help;
    return s;
}

inline InputSpec stringInput(const QString &id, const QString &label, const QString &help)
{
    InputSpec s;
    s.id = id;
    s.type = InputSpec::Type::String;
    s.label = label;
    s.help = help;
    return s;
}

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
inline bool has(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return !v.isUndefined() && !v.isNull() && !(v.isString() && v.toString().isEmpty());
}

} // namespace adj::wfa
