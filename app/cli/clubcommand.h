// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace adj {

struct Parsed;

// The club's subcommands (clubcommands.cpp), each returning what Cli::cmdClub prints.
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

Result init(Parsed &p);
Result join(Parsed &p);
Result leave(Parsed &p);
Result status(Parsed &p);
Result sync(Parsed &p);
Result takeover(Parsed &p, QTextStream &err);
Result pull(Parsed &p);
Result standings(Parsed &p);
// adjutant-cli club SUBCOMMAND ... (args[0] is "adjutant-cli club"): parses, runs and prints as every
// command does (its result or its refusal, as text or with --json as JSON); returns the exit code.
int run(const QStringList &args, QTextStream &out, QTextStream &err, bool asJson);
// The standings as a person reads them in a terminal.
QString standingsText(const QJsonObject &view);

} // namespace clubcli
} // namespace adj
