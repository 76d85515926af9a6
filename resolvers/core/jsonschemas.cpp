// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonschemas.h"

#include "actionschema.h"
#include "resultvalues.h"
#include "ruleset.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj::JsonSchemas {

namespace {

QString describe(const InputSpec &spec)
{
    QString text = spec.help.isEmpty() ? spec.label : spec.help;
    if (spec.type == InputSpec::Type::Unit)
        text += u" A unit's id, or with --battle its name."_s;
    if (!spec.rule.isEmpty())
        text += u" ("_s + spec.rule + u')';
    if (!spec.option.isEmpty())
        text += u" Optional rule "_s + spec.option + u'.';
    return text.trimmed();
}

// A list is a JSON array (docs/rulesets.md "Lists"); where the rule set still reads its legacy text
// form ("a, b"), the text is accepted too and read into the array by the validator.
QJsonObject list(const InputSpec &spec)
{
    QJsonObject item;
    switch (spec.item) {
    case InputSpec::Type::Int:
        item.insert(u"type"_s, u"integer"_s);
        if (spec.min.isDouble())
            item.insert(u"minimum"_s, spec.min);
        if (spec.max.isDouble())
            item.insert(u"maximum"_s, spec.max);
        break;
    case InputSpec::Type::Enum:
        item.insert(u"enum"_s, QJsonArray::fromStringList(spec.allowed));
        break;
    default:
        item.insert(u"type"_s, u"string"_s);
        if (!spec.itemPattern.isEmpty())
            item.insert(u"pattern"_s, spec.itemPattern);
        if (!spec.itemFormat.isEmpty())
            item.insert(u"description"_s, spec.itemFormat);
        break;
    }
    const QJsonObject array{{u"type"_s, u"array"_s}, {u"items"_s, item}, {u"maxItems"_s, spec.maxItems}};
    if (spec.separators.isEmpty() && !spec.fromText)
        return array;
    return {{u"anyOf"_s, QJsonArray{array, QJsonObject{{u"type"_s, u"string"_s},
                                                       {u"description"_s, u"the legacy text form"_s}}}}};
}

QJsonObject typed(const InputSpec &spec)
{
    QJsonObject o;
    switch (spec.type) {
    case InputSpec::Type::Int:
        o.insert(u"type"_s, u"integer"_s);
        break;
    case InputSpec::Type::Real:
        o.insert(u"type"_s, u"number"_s);
        break;
    case InputSpec::Type::Bool:
        o.insert(u"type"_s, u"boolean"_s);
        break;
    case InputSpec::Type::Enum:
        o.insert(u"enum"_s, QJsonArray::fromStringList(spec.allowed));
        break;
    case InputSpec::Type::String:
        o.insert(u"type"_s, u"string"_s);
        break;
    case InputSpec::Type::Unit:
        o.insert(u"type"_s, QJsonArray{u"integer"_s, u"string"_s});
        break;
    case InputSpec::Type::State:
        o.insert(u"type"_s, u"object"_s);
        break;
    case InputSpec::Type::List:
        return list(spec);
    }
    if (spec.min.isDouble())
        o.insert(u"minimum"_s, spec.min);
    if (spec.max.isDouble())
        o.insert(u"maximum"_s, spec.max);
    return o;
}

QJsonObject property(const InputSpec &spec)
{
    QJsonObject o = typed(spec);
    if (!spec.label.isEmpty())
        o.insert(u"title"_s, spec.label);
    o.insert(u"description"_s, describe(spec));
    if (!spec.defaultValue.isUndefined() && !spec.defaultValue.isNull())
        o.insert(u"default"_s, spec.defaultValue);
    if (!spec.tracker.isEmpty())
        o.insert(u"x-adjutant-tracker"_s, spec.tracker);
    if (!spec.slot.isEmpty())
        o.insert(u"x-adjutant-slot"_s, spec.slot);
    if (!spec.term.isEmpty())
        o.insert(u"x-adjutant-term"_s, spec.term);
    if (!spec.measure.isEmpty())
        o.insert(u"x-adjutant-measure"_s, spec.measure);
    return o;
}

} // namespace

QJsonObject input(const RuleSet &ruleset, const ActionSchema &action)
{
    QJsonObject props;
    QJsonArray required;
    for (const InputSpec &spec : action.inputs) {
        props.insert(spec.id, property(spec));
        if (spec.required)
            required.append(spec.id);
    }
    QJsonArray dice;
    for (const DiceStep &step : action.dice)
        dice.append(step.toJson());
    QJsonObject o{{u"$schema"_s, QString::fromLatin1(Draft)},
                  {u"title"_s, u"%1: %2"_s.arg(ruleset.name(), action.name)},
                  {u"description"_s,
                   action.rule.isEmpty()
                       ? action.help
                       : u"%1 (%2)"_s.arg(action.help.isEmpty() ? action.name : action.help, action.rule)},
                  {u"type"_s, u"object"_s},
                  {u"properties"_s, props},
                  {u"additionalProperties"_s, false},
                  {u"x-adjutant-ruleset"_s, ruleset.id()},
                  {u"x-adjutant-action"_s, action.id},
                  {u"x-adjutant-dice"_s, dice},
                  {u"x-adjutant-outcomes"_s, QJsonArray::fromStringList(action.outcomes)}};
    if (!required.isEmpty())
        o.insert(u"required"_s, required);
    return o;
}

QJsonObject values(const RuleSet &ruleset)
{
    return ResultValues::schema(ruleset.ownValues());
}

} // namespace adj::JsonSchemas
