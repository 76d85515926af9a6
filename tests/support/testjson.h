// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// JSON literals for data-driven resolver tests: a malformed literal stops the test run with its
// text, instead of passing an empty object to the code under test.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

namespace adj::testing {

inline QJsonObject obj(const char *json)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray(json), &e);
    if (!d.isObject())
        qFatal("bad test JSON: %s", json);
    return d.object();
}

} // namespace adj::testing
