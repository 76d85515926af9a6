// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace adj {

class CliCall;

// The club's subcommands (clubcommands.cpp), each returning what `club` prints (clubcli.cpp); those
// that name a battle are handed it opened by the runner.
namespace clubcli {

struct Result
{
    int exit = 0; // Cli::Exit
    QJsonObject json;
    QString text;
    QString code; // a refusal's code (docs/errors.md)
    QString input;

    static Result ok(const QJsonObject &json, const QString &text) { return {0, json, text, {}, {}}; }
    static Result failed(const QString &message, const QString &code = QStringLiteral("refused"),
                         const QString &input = {})
    {
        return {1, {}, message, code, input};
    }
    static Result usage(const QString &message) { return {2, {}, message, QStringLiteral("usage"), {}}; }
};

Result init(CliCall &p);
// --server and --club, checked before the battle is opened.
Result checkJoin(CliCall &p);
Result join(CliCall &p);
Result leave(CliCall &p);
Result status(CliCall &p);
Result sync(CliCall &p);
Result takeover(CliCall &p);
Result pull(CliCall &p);
Result standings(CliCall &p);
// The standings as a person reads them in a terminal.
QString standingsText(const QJsonObject &view);

} // namespace clubcli
} // namespace adj
