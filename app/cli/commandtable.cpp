// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commandtable.h"
#include "cli.h"

using namespace Qt::StringLiterals;

namespace adj {

const QList<const CliCommandEntry *> &commandTable()
{
    using namespace commands;
    static const QList<const CliCommandEntry *> table{
        &newBattle, &show,  &addSide, &addUnit,  &editUnit,     &removeUnit,   &mark, &advance,
        &owed,      &track, &undo,    &redo,     &log,          &resolve,      &move, &board,
        &houseRule, &range, &summary, &rulesets, &importRoster, &exportRoster, &demo, &schema,
        &serve,     &link,  &victory, &end,      &campaign,     &club};
    return table;
}

const CliCommandEntry *findCommand(const QList<const CliCommandEntry *> &table, const QString &word)
{
    for (const CliCommandEntry *e : table)
        if (word == QLatin1StringView(e->name))
            return e;
    return nullptr;
}

namespace {

QString heading(CliGroup group)
{
    switch (group) {
    case CliGroup::Battle:
        return Cli::tr("Commands:");
    case CliGroup::Victory:
        return Cli::tr("Victory and campaigns:");
    case CliGroup::Club:
        return Cli::tr("The club (many tables, one PostgreSQL server):");
    }
    return {};
}

} // namespace

QString commandList()
{
    QString text;
    for (const CliGroup group : {CliGroup::Battle, CliGroup::Victory, CliGroup::Club}) {
        if (!text.isEmpty())
            text += u'\n';
        text += heading(group);
        for (const CliCommandEntry *e : commandTable())
            if (e->group == group)
                text += u"\n  "_s + QString::fromLatin1(e->name).leftJustified(10) + u' ' + Cli::tr(e->help);
        if (group == CliGroup::Battle)
            text += u'\n' + Cli::tr("With --json every command prints its result or its refusal as JSON "
                                    "(docs/json.md).\nRun 'adjutant-cli COMMAND --help' for a command's "
                                    "options.");
    }
    return text;
}

} // namespace adj
