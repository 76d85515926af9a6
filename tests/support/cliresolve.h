// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// An action resolved and applied through adjutant-cli, as a referee types it in a turn: the command
// the rule sets' command-line turn tests each wrote out.
#include "support/clirun.h"

#include <QString>
#include <QStringList>

namespace adj::testing {

// `resolve --battle BATTLE --action ACTION --input INPUT --apply --json`, with `--dice DICE` ("3,5")
// when `dice` is given, else rolled as the battle rolls.
inline CliRun resolveApplied(const QString &battle, const QString &action, const QString &input,
                             const QString &dice = {})
{
    QStringList args{QStringLiteral("resolve"),
                     QStringLiteral("--battle"),
                     battle,
                     QStringLiteral("--action"),
                     action,
                     QStringLiteral("--input"),
                     input,
                     QStringLiteral("--apply"),
                     QStringLiteral("--json")};
    if (!dice.isEmpty())
        args << QStringLiteral("--dice") << dice;
    return cli(args);
}

} // namespace adj::testing
