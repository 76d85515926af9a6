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
