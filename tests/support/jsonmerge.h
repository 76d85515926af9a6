// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A row's inputs as a base example with a few keys changed: the helper the rule sets' tables each
// wrote for themselves (issue 33).
#include <QJsonObject>

namespace adj::testing {

// `base` with every key of `more` set to its value there.
inline QJsonObject merged(QJsonObject base, const QJsonObject &more)
{
    for (auto it = more.constBegin(); it != more.constEnd(); ++it)
        base.insert(it.key(), it.value());
    return base;
}

} // namespace adj::testing
