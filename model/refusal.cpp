// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refusal.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

Refusal Refusal::byRule(const QString &message, const QString &rule)
{
    return {u"refused"_s, message, rule.isEmpty() ? ruleOf(message) : rule, {}};
}

Refusal Refusal::invalidInput(const QString &message, const QString &input)
{
    return {u"invalid-input"_s, message, ruleOf(message), input};
}

Refusal Refusal::of(const QString &code, const QString &message, const QString &input)
{
    return {code, message, ruleOf(message), input};
}

QString Refusal::ruleOf(const QString &message)
{
    static const QRegularExpression cited(uR"(\((?:[^()]*\s)?(\d+(?:\.(?:\d+|[A-Z]))*[a-z]?)\)\.?\s*$)"_s);
    const QRegularExpressionMatch m = cited.match(message);
    return m.hasMatch() ? m.captured(1) : QString();
}

QJsonObject Refusal::toJson() const
{
    return {{u"code"_s, code},
            {u"message"_s, message},
            {u"rule"_s, rule.isEmpty() ? QJsonValue() : QJsonValue(rule)},
            {u"input"_s, input.isEmpty() ? QJsonValue() : QJsonValue(input)}};
}

Refusal Refusal::fromJson(const QJsonObject &o)
{
    return {o.value(u"code"_s).toString(), o.value(u"message"_s).toString(), o.value(u"rule"_s).toString(),
            o.value(u"input"_s).toString()};
}

} // namespace adj
