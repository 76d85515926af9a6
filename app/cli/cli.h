// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace adj {

// adjutant-cli: the referee's books from a terminal or a script. Every command either
// does all it was asked, committed, or nothing, with a message on stderr and exit code
// 1 (bad input or battle) or 2 (bad usage). With --json every command prints one JSON object
// on stdout, its result or its refusal ({"ok": false, "error": {code, message, rule, input}}),
// each with "schemaVersion" (docs/schema/, docs/json.md).
// The commands are a table (commandtable.h); run() looks the command up in it and runs it.
class Cli final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Cli)

public:
    enum Exit { Ok = 0, Failed = 1, Usage = 2 };
    // The version of the JSON contract (docs/schema/CHANGELOG.md): raised when an output or an
    // input changes in a way a script would notice.
    static constexpr int SchemaVersion = 1;

    explicit Cli(const QStringList &arguments);
    int run();

private:
    QStringList m_args;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace adj
