// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli club: the subcommands' options, their output, and the two that run until stopped
// (mirror: a table's outbox sent as it fills; serve: the club's board for a projector).
#include "cli.h"
#include "clicommand.h"
#include "clubcommand.h"
#include "commandtable.h"
#include "refusal.h"

#include "club/clubaddress.h"
#include "club/clubmirror.h"
#include "clubboard.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace adj {

using clubcli::Result;

namespace {

QString clubHelp()
{
    return Cli::tr("Subcommands:\n"
                   "  init       create or migrate the club's schema and roles on the server, and the club "
                   "(--server --club)\n"
                   "  join       join a battle to a club (--battle FILE --server --club)\n"
                   "  leave      take a battle out of its club\n"
                   "  status     the battle's club, its events waiting and the server's count\n"
                   "  sync       send the battle's waiting events now\n"
                   "  mirror     send the battle's events as they are committed, until stopped\n"
                   "  takeover   write a battle of the club from this laptop (asks first; --yes)\n"
                   "  pull       rebuild a battle file from the club (--server --battle ID --out FILE)\n"
                   "  standings  every table of the club and the campaign totals (--server --club)\n"
                   "  serve      the club's board for a projector, live, read-only (--server --club)");
}

// Prints a result or a refusal as every command of adjutant-cli does (CliCall::done, CliCall::failed).
int print(const clubcli::Result &r, const QString &sub, QTextStream &out, QTextStream &err, bool asJson)
{
    if (asJson) {
        QJsonObject o = r.json;
        if (r.exit == Cli::Ok) {
            o.insert(u"command"_s, sub);
            o.insert(u"ok"_s, true);
        } else {
            o = {{u"ok"_s, false}, {u"error"_s, Refusal{r.code, r.text, {}, r.input}.toJson()}};
        }
        o.insert(u"schemaVersion"_s, Cli::SchemaVersion);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (r.exit == Cli::Ok) {
        out << r.text << Qt::endl;
    } else {
        err << Cli::tr("adjutant-cli: %1").arg(r.text) << Qt::endl;
    }
    out.flush();
    return r.exit;
}

int clubMirror(CliCall &c)
{
    QTextStream &out = c.out;
    QTextStream &err = c.err;
    const bool asJson = c.json;
    ClubMirror mirror(c.battle);
    QObject::connect(&mirror, &ClubMirror::statusChanged, &mirror, [&](const ClubSender::Status &s) {
        if (s.state == u"not-joined"_s || s.state == u"failed"_s) {
            err << Cli::tr("adjutant-cli: %1").arg(s.message) << Qt::endl;
            QCoreApplication::exit(1);
            return;
        }
        if (asJson)
            out << QJsonDocument(QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion},
                                             {u"ok"_s, true},
                                             {u"command"_s, u"mirror"_s},
                                             {u"status"_s, QJsonObject{{u"state"_s, s.state},
                                                                       {u"waiting"_s, s.waiting},
                                                                       {u"sent"_s, s.sent},
                                                                       {u"message"_s, s.message}}}})
                       .toJson(QJsonDocument::Compact)
                << Qt::endl;
        else
            out << ClubMirror::statusText(s) << Qt::endl;
    });
    return QCoreApplication::exec() == 0 ? Cli::Ok : Cli::Failed;
}

int clubServe(CliCall &p)
{
    QTextStream &out = p.out;
    QTextStream &err = p.err;
    const bool asJson = p.json;
    const auto usage = [&](const QString &message) {
        return print(clubcli::Result::usage(message), {}, out, err, asJson);
    };
    const auto failed = [&](const QString &message, const QString &code, const QString &input) {
        return print(clubcli::Result::failed(message, code, input), {}, out, err, asJson);
    };
    QString error;
    ClubAddress a;
    if (!p.parser.isSet(u"server"_s))
        return usage(Cli::tr("--server is needed: the club's postgresql:// address"));
    if (!ClubAddress::parse(p.parser.value(u"server"_s), &a, &error))
        return failed(error, u"invalid-input"_s, u"server"_s);
    bool ok = false;
    const uint n = p.parser.value(u"port"_s).toUInt(&ok);
    if (!ok || n > 65535)
        return usage(Cli::tr("--port takes 0 to 65535, not \"%1\"").arg(p.parser.value(u"port"_s)));
    QHostAddress host = QHostAddress::Any;
    if (p.parser.isSet(u"address"_s) && !host.setAddress(p.parser.value(u"address"_s)))
        return usage(Cli::tr("--address takes an IP address, not \"%1\"").arg(p.parser.value(u"address"_s)));
    ClubBoard board(a, p.parser.value(u"club"_s));
    if (p.parser.isSet(u"replica"_s)) {
        ClubAddress replica;
        if (!ClubAddress::parse(p.parser.value(u"replica"_s), &replica, &error))
            return failed(error, u"invalid-input"_s, u"replica"_s);
        board.setReplica(replica);
    }
    if (!board.start(host, quint16(n), &error))
        return failed(error, u"offline"_s, {});
    const QString url = u"http://%1:%2/"_s.arg(host == QHostAddress::Any ? u"localhost"_s : host.toString())
                            .arg(board.port());
    if (asJson)
        out << QJsonDocument(QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion},
                                         {u"ok"_s, true},
                                         {u"command"_s, u"serve"_s},
                                         {u"url"_s, url},
                                         {u"port"_s, board.port()}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
    else
        out << Cli::tr("The club's board on %1 (Ctrl+C stops it)").arg(url) << Qt::endl;
    out.flush();
    return QCoreApplication::exec() == 0 ? Cli::Ok : Cli::Failed;
}

// The options a subcommand takes, beside --json and --help (and the battle's, for those that name one).
enum ClubOptions { ServerOption = 1, ClubOption = 2, YesOption = 4, PullOptions = 8, BoardOptions = 16 };

// A subcommand of `club`: its options, what it checks before the battle is opened, and its job, whose
// result is printed as every command's is; mirror and serve run until stopped and print themselves.
class ClubCommand final : public CliCommand
{
public:
    using Job = Result (*)(CliCall &);
    using Loop = int (*)(CliCall &);

    ClubCommand(int options, Job job, Job checkFirst = nullptr, Loop loop = nullptr)
        : m_options(options)
        , m_job(job)
        , m_check(checkFirst)
        , m_loop(loop)
    {}

    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(clubHelp());
        if (m_options & ServerOption)
            parser.addOption(
                {u"server"_s,
                 Cli::tr("The club's server: postgresql://[user@]host[:port]/database[?sslmode=...] "
                         "(the password from ~/.pgpass, PGPASSFILE or a service file)."),
                 Cli::tr("address")});
        if (m_options & ClubOption)
            parser.addOption({u"club"_s, Cli::tr("The club's name."), Cli::tr("name")});
        if (m_options & YesOption)
            parser.addOption({u"yes"_s, Cli::tr("Take the battle over without asking.")});
        if (m_options & PullOptions) {
            parser.addOption({u"battle"_s,
                              Cli::tr("The battle's id in the club (club standings lists them)."),
                              Cli::tr("id")});
            parser.addOption(
                {u"out"_s, Cli::tr("The battle file to write (never overwritten)."), Cli::tr("file")});
        }
        if (m_options & BoardOptions) {
            parser.addOption(
                {u"port"_s, Cli::tr("The port (default 8766; 0: any free port)."), Cli::tr("n"), u"8766"_s});
            parser.addOption(
                {u"address"_s,
                 Cli::tr("The address to listen on (default: every address of this machine; 127.0.0.1 "
                         "for this machine only)."),
                 Cli::tr("ip")});
            parser.addOption(
                {u"replica"_s,
                 Cli::tr("Read the standings from this replica's address (the board still listens on "
                         "--server for the tables' news)."),
                 Cli::tr("address")});
        }
    }

    int check(CliCall &c) override
    {
        if (!m_check)
            return Go;
        const Result r = m_check(c);
        return r.exit == Cli::Ok ? Go : print(r, {}, c.out, c.err, c.json);
    }

    int run(CliCall &c) override
    {
        if (m_loop)
            return m_loop(c);
        return print(m_job(c), c.command, c.out, c.err, c.json);
    }

private:
    const int m_options;
    const Job m_job;
    const Job m_check;
    const Loop m_loop;
};

const CliCommandEntry kClubCommands[] = {
    {"init", nullptr, CliGroup::Club, CliBattle::None,
     makeCommand<ClubCommand, ServerOption | ClubOption, clubcli::init>},
    {"join", nullptr, CliGroup::Club, CliBattle::Opened,
     makeCommand<ClubCommand, ServerOption | ClubOption, clubcli::join, clubcli::checkJoin>},
    {"leave", nullptr, CliGroup::Club, CliBattle::Opened, makeCommand<ClubCommand, 0, clubcli::leave>},
    {"status", nullptr, CliGroup::Club, CliBattle::Opened, makeCommand<ClubCommand, 0, clubcli::status>},
    {"sync", nullptr, CliGroup::Club, CliBattle::Opened, makeCommand<ClubCommand, 0, clubcli::sync>},
    {"mirror", nullptr, CliGroup::Club, CliBattle::Named,
     makeCommand<ClubCommand, 0, nullptr, nullptr, clubMirror>},
    {"takeover", nullptr, CliGroup::Club, CliBattle::Opened,
     makeCommand<ClubCommand, YesOption, clubcli::takeover>},
    {"pull", nullptr, CliGroup::Club, CliBattle::None,
     makeCommand<ClubCommand, ServerOption | PullOptions, clubcli::pull>},
    {"standings", nullptr, CliGroup::Club, CliBattle::None,
     makeCommand<ClubCommand, ServerOption | ClubOption, clubcli::standings>},
    {"serve", nullptr, CliGroup::Club, CliBattle::None,
     makeCommand<ClubCommand, ServerOption | ClubOption | BoardOptions, nullptr, nullptr, clubServe>},
};

const CliSubcommands kClubSubcommands{kClubCommands, int(std::size(kClubCommands)), clubHelp,
                                      QT_TRANSLATE_NOOP("adj::Cli", "club needs a subcommand.\n%1"),
                                      QT_TRANSLATE_NOOP("adj::Cli", "unknown club subcommand \"%1\".\n%2")};

} // namespace

namespace commands {
const CliCommandEntry club{
    "club",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "join a battle to a club, mirror it, take it over, pull it; the standings and the "
                      "board: init, join, leave, status, sync, mirror, takeover, pull, standings, serve"),
    CliGroup::Club,
    CliBattle::None,
    nullptr,
    &kClubSubcommands};
} // namespace commands

} // namespace adj
