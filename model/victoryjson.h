// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The JSON spellings Victory's two files share: a side-to-number map as an object, an empty string as null.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

namespace adj::victoryjson {

inline QJsonObject mapJson(const QMap<QString, int> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

inline QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

} // namespace adj::victoryjson
