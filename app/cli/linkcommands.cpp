// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli serve and link: the table link without the GUI (docs/tablelink.md). `serve` runs
// the side pages for a battle until it is stopped; `link` shows what the referee's window shows
// (each side's state, never a choice), reveals the sealed choices, or renews a side's code.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "linkstore.h"
#include "tablelink.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QSocketNotifier>

#include <csignal>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The address phones can reach: the first running, non-loopback IPv4 address, else loopback.
QHostAddress defaultAddress()
{
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return e.ip();
    }
    return QHostAddress::LocalHost;
}

int s_quitPipe[2] = {-1, -1};

// Ctrl+C or SIGTERM stops `serve` as switching the link off would: its pages are told (1001)
// and the battle file is closed as SQLite would have it.
void quitOnSignals()
{
    if (s_quitPipe[0] >= 0 || ::pipe2(s_quitPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    struct sigaction sa
    {};
    sa.sa_handler = [](int) {
        const char c = 1;
        [[maybe_unused]] const ssize_t n = ::write(s_quitPipe[1], &c, 1);
    };
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    auto *notifier = new QSocketNotifier(s_quitPipe[0], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [] { QCoreApplication::quit(); });
}

QJsonArray statusJson(const QList<TableLink::SideStatus> &sides)
{
    QJsonArray a;
    for (const TableLink::SideStatus &s : sides)
        a.append(QJsonObject{{u"id"_s, s.sideId},
                             {u"name"_s, s.name},
                             {u"state"_s, s.state},
                             {u"waitingFor"_s, s.waitingFor}});
    return a;
}

QString statusText(const QList<TableLink::SideStatus> &sides)
{
    QStringList parts;
    for (const TableLink::SideStatus &s : sides)
        parts << u"%1: %2"_s.arg(s.name, s.state);
    return parts.join(u" · "_s);
}

} // namespace

int Cli::cmdServe(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Serves the table link for a battle: each side's page for its secret choices and its players'\n"
           "report, on the local network, until stopped (Ctrl+C). Prints each side's address."));
    const QCommandLineOption port(u"port"_s, tr("The port (default 8765; 0: any free port)."), tr("n"),
                                  u"8765"_s);
    const QCommandLineOption address(u"address"_s,
                                     tr("The address to listen on (default: this machine's first network "
                                        "address; 127.0.0.1 for this machine only)."),
                                     tr("ip"));
    p.parser.addOptions({port, address});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    bool ok = false;
    const uint n = p.parser.value(port).toUInt(&ok);
    if (!ok || n > 65535)
        return usage(tr("--port takes 0 to 65535, not \"%1\"").arg(p.parser.value(port)));
    QHostAddress host = defaultAddress();
    if (p.parser.isSet(address) && !host.setAddress(p.parser.value(address)))
        return usage(tr("--address takes an IP address, not \"%1\"").arg(p.parser.value(address)));
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    doc->watch(250); // the command line and the GUI writing the same battle show on the pages
    QObject::connect(doc.get(), &BattleDocument::refreshFailed, doc.get(),
                     [this](const QString &why) { m_err << tr("adjutant-cli: %1").arg(why) << Qt::endl; });
    TableLink link(doc.get());
    if (!link.start(host, quint16(n), &error))
        return failed(error);
    // The battle file deleted, moved or replaced while served: the pages are told, and the referee.
    QObject::connect(&link, &TableLink::failed, &link,
                     [this](const QString &why) { m_err << tr("adjutant-cli: %1").arg(why) << Qt::endl; });
    QJsonArray sides;
    QStringList lines;
    for (const TableLink::SideStatus &s : link.status()) {
        sides.append(QJsonObject{{u"id"_s, s.sideId}, {u"name"_s, s.name}, {u"url"_s, link.url(s.sideId)}});
        lines << u"%1: %2"_s.arg(s.name, link.url(s.sideId));
    }
    const QString base = link.baseUrl();
    if (m_json)
        m_out << QJsonDocument(QJsonObject{{u"schemaVersion"_s, SchemaVersion},
                                           {u"ok"_s, true},
                                           {u"url"_s, base},
                                           {u"port"_s, link.port()},
                                           {u"sides"_s, sides}})
                     .toJson(QJsonDocument::Compact)
              << Qt::endl;
    else
        m_out << tr("Table link on %1 (Ctrl+C stops it)").arg(base) << Qt::endl
              << lines.join(u'\n') << Qt::endl;
    m_out.flush();
    quitOnSignals();
    return QCoreApplication::exec() == 0 ? Ok : Failed;
}

int Cli::cmdLink(const QStringList &args)
{
    const QString what = args.value(1);
    const bool known = what == u"status"_s || what == u"reveal"_s || what == u"renew"_s;
    const bool help = args.contains(u"--help"_s) || args.contains(u"-h"_s);
    if (!known && !help)
        return usage(tr("link takes status, reveal or renew, not \"%1\"").arg(what));
    Parsed p;
    p.parser.setApplicationDescription(
        tr("link status: each side's state as the referee sees it (never its choice).\n"
           "link reveal: the sealed choices enter the battle, as the referee's own entry would.\n"
           "link renew --side S: a new code for the side; its old address stops working."));
    const QCommandLineOption side(u"side"_s, tr("The side (link renew)."), tr("name"));
    p.parser.addOption(side);
    int exit = Ok;
    QStringList rest = args;
    if (known)
        rest.removeAt(1);
    if (!parseCommand(p, rest, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    // A battle that cannot be written shows its states; what would write is refused saying why.
    LinkStore store;
    if (!store.open(doc->path(), &error, doc->isReadOnly()))
        return failed(error);
    if (what != u"status"_s && doc->isReadOnly())
        return failed(
            tr("%1 is read-only (%2): nothing was changed").arg(doc->path(), doc->readOnlyReason()));
    if (what == u"status"_s) {
        const auto sides = TableLink::status(*doc, store);
        return done({{u"sides"_s, statusJson(sides)}}, statusText(sides));
    }
    if (what == u"renew"_s) {
        const Side *s = doc->state().sideByName(p.parser.value(side));
        if (!s)
            return failed(tr("the battle has no side \"%1\"").arg(p.parser.value(side)), u"invalid-input"_s,
                          u"side"_s);
        const QString token = store.renewToken(s->id, &error);
        if (token.isEmpty())
            return failed(error);
        return done({{u"side"_s, s->name}, {u"path"_s, u"/s/%1/"_s.arg(token)}},
                    tr("%1 has a new code; its old address serves nothing").arg(s->name));
    }
    const QList<qint64> seqs = TableLink::reveal(*doc, store, &error);
    if (seqs.isEmpty())
        return failed(error, u"refused"_s);
    QJsonArray events;
    for (qint64 s : seqs)
        events.append(s);
    return done({{u"events"_s, events}, {u"sides"_s, statusJson(TableLink::status(*doc, store))}},
                tr("%n event(s) revealed", nullptr, int(seqs.size())));
}

} // namespace adj
