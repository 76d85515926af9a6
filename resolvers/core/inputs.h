// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "actionschema.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace adj {

// The checked inputs of one action (validated against its schema, defaults filled), read by
// key. Every key an action reads is declared once, in its schema: reading a key the schema does
// not declare is a typo in the resolver, which would otherwise read as the default silently. In
// builds with assertions (no NDEBUG: the sanitizer build, debug builds) it stops the program
// naming the key and the action; release builds read it as absent.
class Inputs
{
public:
    Inputs(QJsonObject values, const ActionSchema &schema);

    QJsonValue value(const QString &key) const;
    QJsonValue operator[](const QString &key) const { return value(key); }
    bool contains(const QString &key) const;
    // A List input's items (checked by the validator: an array of the declared item type); empty
    // when it was not given.
    QStringList list(const QString &key) const;
    QList<int> intList(const QString &key) const;
    // The whole object, for what passes it on untouched (a resolution's inputs, a State input).
    const QJsonObject &json() const { return m_values; }
    const ActionSchema &schema() const { return *m_schema; }
    bool declares(const QString &key) const;

    // What happens on an undeclared read in builds with assertions: qFatal by default; a test
    // installs its own to see it happen. Returns the previous handler.
    using UndeclaredHandler = std::function<void(const QString &action, const QString &key)>;
    static UndeclaredHandler setUndeclaredHandler(UndeclaredHandler handler);
    static constexpr bool checksReads()
    {
#ifdef NDEBUG
        return false;
#else
        return true;
#endif
    }

private:
    void check(const QString &key) const;
    QJsonObject m_values;
    const ActionSchema *m_schema;
};

} // namespace adj
