// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputs.h"

#include <QJsonArray>
#include <QtGlobal>

namespace adj {

namespace {
Inputs::UndeclaredHandler &handler()
{
    static Inputs::UndeclaredHandler h = [](const QString &action, const QString &key) {
        qFatal("action \"%s\" read the input \"%s\", which its schema does not declare", qPrintable(action),
               qPrintable(key));
    };
    return h;
}
} // namespace

Inputs::Inputs(QJsonObject values, const ActionSchema &schema)
    : m_values(std::move(values))
    , m_schema(&schema)
{}

bool Inputs::declares(const QString &key) const
{
    return m_schema->input(key) != nullptr;
}

void Inputs::check(const QString &key) const
{
    if constexpr (checksReads())
        if (!declares(key))
            handler()(m_schema->id, key);
}

QJsonValue Inputs::value(const QString &key) const
{
    check(key);
    return m_values.value(key);
}

bool Inputs::contains(const QString &key) const
{
    check(key);
    return m_values.contains(key);
}

QStringList Inputs::list(const QString &key) const
{
    QStringList out;
    for (const QJsonValue &v : value(key).toArray())
        out.append(v.isString() ? v.toString() : QString::number(v.toInteger()));
    return out;
}

QList<int> Inputs::intList(const QString &key) const
{
    QList<int> out;
    for (const QJsonValue &v : value(key).toArray())
        out.append(v.toInt());
    return out;
}

Inputs::UndeclaredHandler Inputs::setUndeclaredHandler(UndeclaredHandler h)
{
    UndeclaredHandler old = std::move(handler());
    handler() = std::move(h);
    return old;
}

} // namespace adj
