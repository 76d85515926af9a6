// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The runner of adjutant-cli: the command looked up in the table, its options parsed and the battle
// it names opened once, here, for every command; the command itself only does its job.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "core/rulechecks.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace adj {

QString json(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}
QString json(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
}

// Made when first asked for, after the translators are installed.
QCommandLineOption battleOption()
{
    return QCommandLineOption({u"b"_s, u"battle"_s}, Cli::tr("The battle file."), Cli::tr("file"));
}
QCommandLineOption jsonOption()
{
    return QCommandLineOption(u"json"_s, Cli::tr("Print JSON."));
}

std::unique_ptr<BattleDocument> openBattle(const QString &path, QString *error)
{
    auto doc = BattleDocument::open(path, error);
    if (doc)
        RuleChecks::install(*doc);
    return doc;
}

namespace {

int runCommand(const CliCommandEntry &entry, const QStringList &args, CliCall &call);

// What every command shares: --help, --json and the battle it names; help printed, errors as usage
// errors. Returns CliCommand::Go, or the exit code when it printed help or an error.
int parseOptions(CliCall &call, const QStringList &args, bool namesBattle)
{
    QCommandLineParser &parser = call.parser;
    parser.addHelpOption();
    parser.addOption(jsonOption()); // every command prints JSON with --json (a no-op when added already)
    if (namesBattle) {
        parser.addOption(battleOption());
        parser.addPositionalArgument(u"battle"_s, Cli::tr("The battle file (or --battle)."), u"[battle]"_s);
    }
    // A usage error, as text on stderr or, with --json, as a refusal with the code "usage".
    if (!parser.parse(args))
        return call.usage(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        call.out << parser.helpText() << Qt::endl;
        return Cli::Ok;
    }
    if (namesBattle) {
        call.battle = parser.value(battleOption());
        const QStringList pos = parser.positionalArguments();
        if (call.battle.isEmpty() && !pos.isEmpty())
            call.battle = pos.first();
        if (call.battle.isEmpty())
            return call.usage(Cli::tr("which battle? Give a battle file or --battle FILE."));
    }
    return CliCommand::Go;
}

// COMMAND SUBCOMMAND ... (args[0] is "adjutant-cli COMMAND"): the subcommand looked up and run.
int runSubcommand(const CliSubcommands &subs, const QStringList &args, CliCall &call)
{
    const QString sub = args.value(1);
    if (sub.isEmpty() || sub.startsWith(u'-')) {
        if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
            call.out << subs.help() << Qt::endl;
            return Cli::Ok;
        }
        return call.usage(Cli::tr(subs.needsSubcommand).arg(subs.help()));
    }
    QList<const CliCommandEntry *> table;
    for (int i = 0; i < subs.count; ++i)
        table << &subs.entries[i];
    const CliCommandEntry *entry = findCommand(table, sub);
    if (!entry)
        return call.usage(Cli::tr(subs.unknownSubcommand).arg(sub, subs.help()));
    QStringList rest{args.first() + u' ' + sub};
    rest << args.mid(2);
    return runCommand(*entry, rest, call);
}

int runCommand(const CliCommandEntry &entry, const QStringList &args, CliCall &call)
{
    call.command = QString::fromLatin1(entry.name);
    if (entry.subcommands)
        return runSubcommand(*entry.subcommands, args, call);
    const std::unique_ptr<CliCommand> command = entry.make();
    QStringList words = args;
    if (const int exit = command->takeWords(words, call); exit != CliCommand::Go)
        return exit;
    command->declare(call.parser);
    const bool names = entry.battle != CliBattle::None && entry.battle != CliBattle::IfGiven;
    if (const int exit = parseOptions(call, words, names); exit != CliCommand::Go)
        return exit;
    if (entry.battle == CliBattle::IfGiven)
        call.battle = call.parser.value(u"battle"_s);
    if (const int exit = command->check(call); exit != CliCommand::Go)
        return exit;
    const bool opens = entry.battle == CliBattle::Opened || entry.battle == CliBattle::State ||
                       (entry.battle == CliBattle::IfGiven && !call.battle.isEmpty());
    QString error;
    if (opens)
        call.doc = entry.battle == CliBattle::State ? BattleDocument::openState(call.battle, &error)
                                                    : openBattle(call.battle, &error);
    if (opens && !call.doc)
        return call.failed(error);
    return command->run(call);
}

} // namespace

Cli::Cli(const QStringList &arguments)
    : m_args(arguments)
    , m_out(stdout)
    , m_err(stderr)
{}

int Cli::run()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Adjutant's command line: the referee's books of a miniatures battle."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, commandList(), u"command [options]"_s);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(m_args))
        return CliCall(m_out, m_err, false).usage(parser.errorText());
    if (parser.isSet(u"version"_s)) {
        // The program's name, not the application's ("adjutant", which names the data folders).
        m_out << u"adjutant-cli "_s << QCoreApplication::applicationVersion() << Qt::endl;
        return Ok;
    }
    const QStringList rest = parser.positionalArguments();
    if (parser.isSet(u"help"_s) || rest.isEmpty()) {
        m_out << parser.helpText() << Qt::endl;
        return rest.isEmpty() && !parser.isSet(u"help"_s) ? Usage : Ok;
    }
    const QString command = rest.first();
    QStringList args{m_args.first() + u' ' + command};
    args << rest.mid(1);
    CliCall call(m_out, m_err, args.contains(u"--json"_s));
    const CliCommandEntry *entry = findCommand(commandTable(), command);
    if (!entry)
        return call.usage(tr("unknown command \"%1\".\n%2").arg(command, commandList()));
    // A fault of the program, not a refusal: reported as `internal` (docs/errors.md), never a crash
    // with a half-printed answer. A command commits or refuses before it prints, so nothing half
    // done is left in the battle.
    try {
        return runCommand(*entry, args, call);
    } catch (const std::exception &e) {
        return call.failed(tr("internal error: %1").arg(QString::fromUtf8(e.what())), u"internal"_s);
    }
}

} // namespace adj
