// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A JSON document with one value deep inside it set: what a test of a broken document (a Unit with a
// fourth column, a player over the Army Cost) otherwise writes as a ladder of copies taken apart and
// put back.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <variant>

namespace adj::testing {

// One step down a JSON document: an object's key or an array's index.
using JsonStep = std::variant<QString, int>;

inline QJsonValue withValueAt(const QJsonValue &at, const JsonStep *step, const JsonStep *end,
                              const QJsonValue &value)
{
    if (step == end)
        return value;
    if (const QString *key = std::get_if<QString>(step)) {
        QJsonObject o = at.toObject();
        o.insert(*key, withValueAt(o.value(*key), step + 1, end, value));
        return o;
    }
    const int i = std::get<int>(*step);
    QJsonArray a = at.toArray();
    a.replace(i, withValueAt(a.at(i), step + 1, end, value));
    return a;
}

// `root` with the value at `path` set to `value`: withValueAt(game, {u"players"_s, 1, u"columns"_s,
// u"fourth"_s}, troops) sets players[1].columns.fourth. Every index must be in its array.
inline QJsonObject withValueAt(const QJsonObject &root, std::initializer_list<JsonStep> path,
                               const QJsonValue &value)
{
    return withValueAt(root, path.begin(), path.end(), value).toObject();
}

} // namespace adj::testing
