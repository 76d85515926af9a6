// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "actionschema.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

QString InputSpec::typeId(Type t)
{
    switch (t) {
    case Type::Int:
        return u"int"_s;
    case Type::Real:
        return u"real"_s;
    case Type::Bool:
        return u"bool"_s;
    case Type::Enum:
        return u"enum"_s;
    case Type::String:
        return u"string"_s;
    case Type::Unit:
        return u"unit"_s;
    case Type::State:
        return u"state"_s;
    case Type::List:
        return u"list"_s;
    }
    return {};
}

QString InputSpec::roleId(Role r)
{
    switch (r) {
    case Role::None:
        return {};
    case Role::Actor:
        return u"actor"_s;
    case Role::Target:
        return u"target"_s;
    case Role::Support:
        return u"support"_s;
    case Role::Defender:
        return u"defender"_s;
    }
    return {};
}

InputSpec InputSpec::as(Role r) const
{
    InputSpec s = *this;
    s.role = r;
    return s;
}

InputSpec InputSpec::heldOf(const QString &unit) const
{
    InputSpec s = *this;
    s.of = unit;
    return s;
}

InputSpec InputSpec::asLeader(Role r) const
{
    InputSpec s = as(r);
    s.leader = true;
    return s;
}

namespace {
// What an Enum's or Int's values, or a List's items, may be: allowed values, bounds.
void putValues(const InputSpec &s, QJsonObject &o)
{
    if (!s.allowed.isEmpty())
        o.insert(u"allowed"_s, QJsonArray::fromStringList(s.allowed));
    if (s.min.isDouble())
        o.insert(u"min"_s, s.min);
    if (s.max.isDouble())
        o.insert(u"max"_s, s.max);
}

// A list's "items": their type, allowed values or bounds, pattern; and its size and text form.
void putList(const InputSpec &s, QJsonObject &o)
{
    QJsonObject items{{u"type"_s, InputSpec::typeId(s.item)}};
    putValues(s, items);
    if (!s.itemPattern.isEmpty())
        items.insert(u"pattern"_s, s.itemPattern);
    if (!s.itemFormat.isEmpty())
        items.insert(u"format"_s, s.itemFormat);
    o.insert(u"items"_s, items);
    o.insert(u"maxItems"_s, s.maxItems);
    if (!s.separators.isEmpty() || s.fromText)
        o.insert(u"textForm"_s, true);
}
} // namespace

QJsonObject InputSpec::toJson() const
{
    QJsonObject o{{u"id"_s, id}, {u"type"_s, typeId(type)}, {u"required"_s, required}};
    if (type == Type::List)
        putList(*this, o);
    else
        putValues(*this, o);
    if (!term.isEmpty())
        o.insert(u"term"_s, term);
    if (!measure.isEmpty())
        o.insert(u"measure"_s, measure);
    if (!defaultValue.isUndefined() && !defaultValue.isNull())
        o.insert(u"default"_s, defaultValue);
    if (!label.isEmpty())
        o.insert(u"label"_s, label);
    if (!help.isEmpty())
        o.insert(u"help"_s, help);
    if (!rule.isEmpty())
        o.insert(u"rule"_s, rule);
    if (!option.isEmpty())
        o.insert(u"option"_s, option);
    if (!tracker.isEmpty())
        o.insert(u"tracker"_s, tracker);
    if (!slot.isEmpty())
        o.insert(u"slot"_s, slot);
    if (role != Role::None)
        o.insert(u"role"_s, roleId(role));
    if (leader)
        o.insert(u"leader"_s, true);
    if (!of.isEmpty())
        o.insert(u"of"_s, of);
    return o;
}

const InputSpec *ActionSchema::input(const QString &inputId) const
{
    for (const InputSpec &i : inputs)
        if (i.id == inputId)
            return &i;
    return nullptr;
}

const InputSpec *ActionSchema::inputOf(InputSpec::Role role) const
{
    for (const InputSpec &i : inputs)
        if (i.type == InputSpec::Type::Unit && i.role == role)
            return &i;
    return nullptr;
}

void ActionSchema::putKnown(QJsonObject &given, const QString &key, const QJsonValue &value) const
{
    if (given.contains(key) || value.isUndefined() || value.isNull())
        return;
    if (const InputSpec *in = input(key); in && (in->type == InputSpec::Type::List || in->allowed.isEmpty() ||
                                                 in->allowed.contains(value.toString())))
        given.insert(key, value);
}

QJsonObject ActionSchema::toJson() const
{
    QJsonArray in;
    for (const InputSpec &i : inputs)
        in.append(i.toJson());
    QJsonObject o{{u"id"_s, id}, {u"name"_s, name}, {u"inputs"_s, in}};
    if (!rule.isEmpty())
        o.insert(u"rule"_s, rule);
    if (!help.isEmpty())
        o.insert(u"help"_s, help);
    if (!outcomes.isEmpty())
        o.insert(u"outcomes"_s, QJsonArray::fromStringList(outcomes));
    DicePlan plan;
    plan.steps = dice;
    o.insert(u"dice"_s, plan.toJson());
    return o;
}

// A number within the input's bounds; empty when it is.
QString InputValidator::checkBounds(const InputSpec &spec, double d)
{
    if (spec.min.isDouble() && d < spec.min.toDouble())
        return tr("input \"%1\" is %2, below its minimum %3").arg(spec.id).arg(d).arg(spec.min.toDouble());
    if (spec.max.isDouble() && d > spec.max.toDouble())
        return tr("input \"%1\" is %2, above its maximum %3").arg(spec.id).arg(d).arg(spec.max.toDouble());
    return {};
}

// One given value against its input's type and bounds; whole numbers are stored as integers.
QString InputValidator::checkValue(const InputSpec &spec, QJsonValue *value)
{
    const QJsonValue v = *value;
    switch (spec.type) {
    case InputSpec::Type::Int:
    case InputSpec::Type::Unit:
        if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble())
            return tr("input \"%1\" must be a whole number, not %2")
                .arg(spec.id, QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)));
        if (const QString why = checkBounds(spec, v.toDouble()); !why.isEmpty())
            return why;
        // Beyond 2^53 a double holds no exact whole number, and converting it could overflow.
        if (std::abs(v.toDouble()) > 9007199254740992.0)
            return tr("input \"%1\" is %2, too large a number").arg(spec.id).arg(v.toDouble());
        *value = QJsonValue(qint64(v.toDouble()));
        return {};
    case InputSpec::Type::Real:
        if (!v.isDouble())
            return tr("input \"%1\" must be a number").arg(spec.id);
        return checkBounds(spec, v.toDouble());
    case InputSpec::Type::Bool:
        return v.isBool() ? QString() : tr("input \"%1\" must be true or false").arg(spec.id);
    case InputSpec::Type::Enum:
        if (!v.isString() || !spec.allowed.contains(v.toString()))
            return tr("input \"%1\" must be one of %2, not %3")
                .arg(spec.id, spec.allowed.join(u", "_s),
                     v.isString() ? v.toString() : tr("a non-text value"));
        return {};
    case InputSpec::Type::String:
        return v.isString() ? QString() : tr("input \"%1\" must be text").arg(spec.id);
    case InputSpec::Type::State:
        return v.isObject()
                   ? QString()
                   : tr("input \"%1\" must be a JSON object (the battle's %2)").arg(spec.id, spec.tracker);
    case InputSpec::Type::List:
        return checkList(spec, value);
    }
    return {};
}

QString InputValidator::validate(const ActionSchema &schema, const QJsonObject &given, QJsonObject *filled,
                                 QString *input)
{
    QJsonObject out;
    for (auto it = given.constBegin(); it != given.constEnd(); ++it) {
        if (!schema.input(it.key())) {
            if (input)
                *input = it.key();
            QStringList known;
            for (const InputSpec &i : schema.inputs)
                known.append(i.id);
            return tr("unknown input \"%1\" for action \"%2\"; its inputs are: %3")
                .arg(it.key(), schema.id, known.join(u", "_s));
        }
    }
    for (const InputSpec &spec : schema.inputs) {
        QJsonValue v = given.value(spec.id);
        if (input)
            *input = spec.id;
        if (v.isUndefined() || v.isNull()) {
            if (spec.required)
                return tr("input \"%1\" is required (%2)").arg(spec.id, spec.help);
            if (!spec.defaultValue.isUndefined() && !spec.defaultValue.isNull())
                out.insert(spec.id, spec.defaultValue);
            continue;
        }
        if (const QString why = checkValue(spec, &v); !why.isEmpty())
            return why;
        out.insert(spec.id, v);
    }
    *filled = out;
    if (input)
        input->clear();
    return {};
}

} // namespace adj
