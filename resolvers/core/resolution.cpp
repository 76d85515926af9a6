// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "resolution.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject TraceLine::toJson() const
{
    QJsonObject o{{u"text"_s, text}};
    if (!rule.isEmpty())
        o.insert(u"rule"_s, rule);
    return o;
}

Resolution Resolution::failure(const QString &ruleset, const QString &action, const QString &message)
{
    Resolution r;
    r.setAction(ruleset, action);
    r.fail(message);
    return r;
}

void Resolution::fail(const QString &message, const QString &code, const QString &input)
{
    m_error = message.isEmpty() ? u"error"_s : message;
    m_errorCode = code.isEmpty() ? u"refused"_s : code;
    m_errorInput = input;
    m_effects.clear();
    m_outcomes.clear();
    m_values = {};
    m_units.clear();
    m_rolls = {};
}

QString Resolution::errorRule() const
{
    return Refusal::ruleOf(m_error);
}

Refusal Resolution::refusal() const
{
    return ok() ? Refusal() : Refusal{m_errorCode, m_error, errorRule(), m_errorInput};
}

QJsonObject Resolution::errorJson() const
{
    return refusal().toJson();
}

void Resolution::set(const QString &key, const QJsonValue &value)
{
    if (!m_quiet)
        m_values.insert(key, value);
}

void Resolution::unit(const QString &role, const QString &key, const QJsonValue &value)
{
    if (!m_quiet)
        m_units[role].insert(key, value);
}

void Resolution::roll(const Roll &r)
{
    if (!m_quiet)
        m_rolls.append(r.toJson());
}

QJsonObject Resolution::values() const
{
    QJsonObject o = m_values;
    if (!m_units.isEmpty()) {
        QJsonObject units;
        for (auto it = m_units.cbegin(); it != m_units.cend(); ++it)
            units.insert(it.key(), it.value());
        o.insert(u"units"_s, units);
    }
    if (!m_rolls.isEmpty())
        o.insert(u"rolls"_s, m_rolls);
    return o;
}

void Resolution::line(const QString &text, const QString &rule)
{
    if (!m_quiet)
        m_trace.append(TraceLine{text, rule});
}

void Resolution::effect(const Effect &e)
{
    if (!m_quiet)
        m_effects.append(e);
}

QString Resolution::outcomeKey() const
{
    return m_outcomes.isEmpty() ? u"none"_s : m_outcomes.join(u' ');
}

void Resolution::setAction(const QString &ruleset, const QString &action)
{
    m_ruleset = ruleset;
    m_action = action;
}

QString Resolution::traceText() const
{
    QStringList lines;
    for (const TraceLine &l : m_trace)
        lines.append(l.rule.isEmpty() ? l.text : l.text + u" ("_s + l.rule + u')');
    return lines.join(u'\n');
}

QJsonObject Resolution::toJson() const
{
    QJsonObject o{{u"ok"_s, ok()}, {u"ruleset"_s, m_ruleset}, {u"action"_s, m_action}};
    if (!ok())
        o.insert(u"error"_s, errorJson());
    o.insert(u"inputs"_s, m_inputs);
    QJsonArray trace;
    for (const TraceLine &l : m_trace)
        trace.append(l.toJson());
    o.insert(u"trace"_s, trace);
    QJsonArray dice;
    for (const DieRecord &d : m_dice)
        dice.append(d.toJson());
    o.insert(u"dice"_s, dice);
    if (!m_diceSource.isEmpty())
        o.insert(u"diceSource"_s, m_diceSource);
    QJsonArray effects;
    for (const Effect &e : m_effects)
        effects.append(e.toJson());
    o.insert(u"effects"_s, effects);
    o.insert(u"values"_s, values());
    o.insert(u"outcomes"_s, QJsonArray::fromStringList(m_outcomes));
    o.insert(u"outcomeKey"_s, ok() ? outcomeKey() : QString());
    return o;
}

} // namespace adj
