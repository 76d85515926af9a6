// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli club: the subcommands' options, their output, and the two that run until stopped
// (mirror: a table's outbox sent as it fills; serve: the club's board for a projector).
#include "cli.h"
#include "clicommand.h"
#include "clubcommand.h"

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

// The options each subcommand takes, beside --json and --help.
bool needsBattleFile(const QString &sub)
{
    return sub == u"join"_s || sub == u"leave"_s || sub == u"status"_s || sub == u"sync"_s ||
           sub == u"mirror"_s || sub == u"takeover"_s;
}

} // namespace

namespace {

// Prints a result or a refusal as every command of adjutant-cli does (Cli::done, Cli::failed).
int print(const clubcli::Result &r, const QString &sub, QTextStream &out, QTextStream &err, bool asJson)
{
    if (asJson) {
        QJsonObject o = r.json;
        if (r.exit == Cli::Ok) {
            o.insert(u"command"_s, sub);
            o.insert(u"ok"_s, true);
        } else {
            o = {{u"ok"_s, false},
                 {u"error"_s,
                  QJsonObject{{u"code"_s, r.code},
                              {u"message"_s, r.text},
                              {u"rule"_s, QJsonValue()},
                              {u"input"_s, r.input.isEmpty() ? QJsonValue() : QJsonValue(r.input)}}}};
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

int clubMirror(const QString &battle, QTextStream &out, QTextStream &err, bool asJson);
int clubServe(Parsed &p, QTextStream &out, QTextStream &err, bool asJson);

} // namespace

int clubcli::run(const QStringList &args, QTextStream &out, QTextStream &err, bool asJson)
{
    const auto usage = [&](const QString &message) {
        return print(Result::usage(message), {}, out, err, asJson);
    };
    const QString sub = args.value(1);
    static const QStringList kSubs{u"init"_s,   u"join"_s,     u"leave"_s, u"status"_s,    u"sync"_s,
                                   u"mirror"_s, u"takeover"_s, u"pull"_s,  u"standings"_s, u"serve"_s};
    if (!kSubs.contains(sub)) {
        if ((sub.isEmpty() || sub.startsWith(u'-')) &&
            (args.contains(u"--help"_s) || args.contains(u"-h"_s))) {
            out << clubHelp() << Qt::endl;
            return Cli::Ok;
        }
        return usage(sub.isEmpty() || sub.startsWith(u'-')
                         ? Cli::tr("club needs a subcommand.\n%1").arg(clubHelp())
                         : Cli::tr("unknown club subcommand \"%1\".\n%2").arg(sub, clubHelp()));
    }
    QStringList rest{args.first() + u' ' + sub};
    rest << args.mid(2);
    Parsed p;
    p.parser.setApplicationDescription(clubHelp());
    const QCommandLineOption server(
        u"server"_s,
        Cli::tr("The club's server: postgresql://[user@]host[:port]/database[?sslmode=...] "
                "(the password from ~/.pgpass, PGPASSFILE or a service file)."),
        Cli::tr("address"));
    const QCommandLineOption club(u"club"_s, Cli::tr("The club's name."), Cli::tr("name"));
    if (sub != u"leave"_s && sub != u"status"_s && sub != u"sync"_s && sub != u"mirror"_s &&
        sub != u"takeover"_s)
        p.parser.addOption(server);
    if (sub == u"init"_s || sub == u"join"_s || sub == u"standings"_s || sub == u"serve"_s)
        p.parser.addOption(club);
    if (sub == u"takeover"_s)
        p.parser.addOption({u"yes"_s, Cli::tr("Take the battle over without asking.")});
    if (sub == u"pull"_s) {
        p.parser.addOption({u"battle"_s, Cli::tr("The battle's id in the club (club standings lists them)."),
                            Cli::tr("id")});
        p.parser.addOption(
            {u"out"_s, Cli::tr("The battle file to write (never overwritten)."), Cli::tr("file")});
    }
    if (sub == u"serve"_s) {
        p.parser.addOption(
            {u"port"_s, Cli::tr("The port (default 8766; 0: any free port)."), Cli::tr("n"), u"8766"_s});
        p.parser.addOption(
            {u"address"_s,
             Cli::tr("The address to listen on (default: every address of this machine; 127.0.0.1 "
                     "for this machine only)."),
             Cli::tr("ip")});
        p.parser.addOption(
            {u"replica"_s,
             Cli::tr("Read the standings from this replica's address (the board still listens on "
                     "--server for the tables' news)."),
             Cli::tr("address")});
    }
    int exit = Cli::Ok;
    if (!parseCommand(p, rest, needsBattleFile(sub), &exit, out, err))
        return exit;
    if (sub == u"mirror"_s)
        return clubMirror(p.battle, out, err, asJson);
    if (sub == u"serve"_s)
        return clubServe(p, out, err, asJson);
    clubcli::Result r;
    if (sub == u"init"_s)
        r = clubcli::init(p);
    else if (sub == u"join"_s)
        r = clubcli::join(p);
    else if (sub == u"leave"_s)
        r = clubcli::leave(p);
    else if (sub == u"status"_s)
        r = clubcli::status(p);
    else if (sub == u"sync"_s)
        r = clubcli::sync(p);
    else if (sub == u"takeover"_s)
        r = clubcli::takeover(p, err);
    else if (sub == u"pull"_s)
        r = clubcli::pull(p);
    else
        r = clubcli::standings(p);
    return print(r, sub, out, err, asJson);
}

namespace {

int clubMirror(const QString &battle, QTextStream &out, QTextStream &err, bool asJson)
{
    ClubMirror mirror(battle);
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

int clubServe(Parsed &p, QTextStream &out, QTextStream &err, bool asJson)
{
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

} // namespace
} // namespace adj
