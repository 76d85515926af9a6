// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secretchoices.h"

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject SecretForm::toJson() const
{
    if (!isOpen())
        return {};
    QJsonObject o = fields;
    o.insert(u"kind"_s, kind);
    o.insert(u"key"_s, key);
    o.insert(u"rule"_s, rule);
    return o;
}

} // namespace adj
