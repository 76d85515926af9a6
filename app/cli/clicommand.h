// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include "clicall.h"
#include "victory.h"

#include <memory>

namespace adj {

class BattleDocument;

// A command of adjutant-cli: one small class, made by its entry in the table (commandtable.h).
// The runner (cli.cpp) takes its words, declares its options, parses them (help, --json, --battle
// and usage errors), lets it check them, opens the battle when its entry says so, and runs it.
class CliCommand
{
public:
    // What takeWords() and check() return to let the runner go on; anything else is the exit code.
    static constexpr int Go = -1;

    CliCommand() = default;
    virtual ~CliCommand() = default;
    Q_DISABLE_COPY_MOVE(CliCommand)

    // Before the options are parsed: a word after the command's own (link status), taken out of `args`.
    virtual int takeWords(QStringList &args, CliCall &call)
    {
        Q_UNUSED(args);
        Q_UNUSED(call);
        return Go;
    }
    // Its description, options and arguments; the runner adds --help, --json and the battle's.
    virtual void declare(QCommandLineParser &parser) { Q_UNUSED(parser); }
    // The options read and checked before the battle is opened (a usage error comes first).
    virtual int check(CliCall &call)
    {
        Q_UNUSED(call);
        return Go;
    }
    // Its job, with the battle opened when its entry opens one.
    virtual int run(CliCall &call) = 0;
};

// What the runner does with the battle a command names.
enum class CliBattle {
    None,    // names none
    Named,   // names one (--battle FILE or the first argument), which the command makes or reads itself
    Opened,  // names one, opened with its rule set's checks of new edits installed
    State,   // names one, its state opened alone (its log neither checked nor read, issue 30)
    IfGiven, // opened with its checks when the command's own --battle is given
};

// The headings of `adjutant-cli --help` the commands are listed under.
enum class CliGroup { Battle, Victory, Club };

struct CliSubcommands;

// One row of the table of commands.
struct CliCommandEntry
{
    const char *name; // the word typed
    const char *help; // its line in --help: QT_TRANSLATE_NOOP("adj::Cli", ...), null for a subcommand
    CliGroup group;
    CliBattle battle;
    std::unique_ptr<CliCommand> (*make)();
    const CliSubcommands *subcommands = nullptr; // a command of subcommands (campaign, club) instead
};

// The subcommands of a command (campaign new, club join, ...) and what it says when none is given.
struct CliSubcommands
{
    const CliCommandEntry *entries;
    int count;
    QString (*help)();             // printed by COMMAND --help, and with a usage error
    const char *needsSubcommand;   // "campaign needs a subcommand.\n%1" (QT_TRANSLATE_NOOP)
    const char *unknownSubcommand; // "unknown campaign subcommand \"%1\".\n%2"
};

// The `make` of an entry: the command, made with `args` (undo and redo share a class).
template <class Command, auto... args> std::unique_ptr<CliCommand> makeCommand()
{
    return std::make_unique<Command>(args...);
}

QCommandLineOption battleOption();
QCommandLineOption jsonOption();

// Opens a battle with its rule set's checks of new edits installed (stacking, 4.3).
std::unique_ptr<BattleDocument> openBattle(const QString &path, QString *error);
QString json(const QJsonObject &o);
QString json(const QJsonArray &a);
// --vp-to-win and --turn-limit, shared by new and victory (victorycommands.cpp).
void addVictoryOptions(QCommandLineParser &parser);
bool victoryOptionsSet(const QCommandLineParser &parser);
// Reads them into `c` (an option not given leaves its member); false with `error` on a bad value.
bool victoryOptions(const QCommandLineParser &parser, Victory::Conditions *c, QString *error);
// Commits the conditions `new` was given on the battle it made.
bool setNewVictory(const QCommandLineParser &parser, const QString &path, Victory::Conditions c,
                   QString *error);

} // namespace adj
