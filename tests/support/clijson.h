// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Every JSON adjutant-cli prints in the tests is kept, with the arguments that made it, for the
// check against the published JSON Schemas (docs/schema/, tests/cli/validate_json.py, run by
// ctest as cli/json_schemas after the command-line tests).
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace adjtest {

inline void keepJson(const QStringList &args, int exit, const QString &out)
{
#ifdef ADJ_CLI_JSON_DIR
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return; // text output: nothing to check against a schema
    static int count = 0;
    const QString dir = QStringLiteral(ADJ_CLI_JSON_DIR);
    QDir().mkpath(dir);
    QFile f(QStringLiteral("%1/%2-%3-%4.json")
                .arg(dir, QCoreApplication::applicationName())
                .arg(QCoreApplication::applicationPid())
                .arg(++count));
    if (f.open(QIODevice::WriteOnly))
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("args"), QJsonArray::fromStringList(args)},
                                          {QStringLiteral("exit"), exit},
                                          {QStringLiteral("output"), doc.object()}})
                    .toJson(QJsonDocument::Compact));
#else
    Q_UNUSED(args)
    Q_UNUSED(exit)
    Q_UNUSED(out)
#endif
}

} // namespace adjtest
