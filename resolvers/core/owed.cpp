// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "owed.h"

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject Owed::toJson() const
{
    QJsonObject o{{u"text"_s, text}, {u"inputs"_s, inputs}};
    o.insert(u"action"_s, action.isEmpty() ? QJsonValue() : QJsonValue(action));
    o.insert(u"rule"_s, rule.isEmpty() ? QJsonValue() : QJsonValue(rule));
    o.insert(u"side"_s, side.isEmpty() ? QJsonValue() : QJsonValue(side));
    return o;
}

} // namespace adj
