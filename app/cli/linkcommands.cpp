// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli serve and link: the table link without the GUI (docs/tablelink.md). `serve` runs
// the side pages for a battle until it is stopped; `link` shows what the referee's window shows
// (each side's state, never a choice), reveals the sealed choices, or renews a side's code.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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

class ServeCommand final : public CliCommand
{
    const QCommandLineOption m_port{u"port"_s, Cli::tr("The port (default 8765; 0: any free port)."),
                                    Cli::tr("n"), u"8765"_s};
    const QCommandLineOption m_address{
        u"address"_s,
        Cli::tr("The address to listen on (default: this machine's first network "
                "address; 127.0.0.1 for this machine only)."),
        Cli::tr("ip")};
    uint m_portNumber = 0;
    QHostAddress m_host;

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Serves the table link for a battle: each side's page for its secret choices and its players'\n"
            "report, on the local network, until stopped (Ctrl+C). Prints each side's address."));
        parser.addOptions({m_port, m_address});
    }

    int check(CliCall &c) override
    {
        bool ok = false;
        m_portNumber = c.parser.value(m_port).toUInt(&ok);
        if (!ok || m_portNumber > 65535)
            return c.usage(Cli::tr("--port takes 0 to 65535, not \"%1\"").arg(c.parser.value(m_port)));
        m_host = defaultAddress();
        if (c.parser.isSet(m_address) && !m_host.setAddress(c.parser.value(m_address)))
            return c.usage(
                Cli::tr("--address takes an IP address, not \"%1\"").arg(c.parser.value(m_address)));
        return Go;
    }

    int run(CliCall &c) override
    {
        QString error;
        BattleDocument *doc = c.doc.get();
        doc->watch(250); // the command line and the GUI writing the same battle show on the pages
        QObject::connect(doc, &BattleDocument::refreshFailed, doc, [&c](const QString &why) {
            c.err << Cli::tr("adjutant-cli: %1").arg(why) << Qt::endl;
        });
        TableLink link(doc);
        if (!link.start(m_host, quint16(m_portNumber), &error))
            return c.failed(error);
        // The battle file deleted, moved or replaced while served: the pages are told, and the referee.
        QObject::connect(&link, &TableLink::failed, &link, [&c](const QString &why) {
            c.err << Cli::tr("adjutant-cli: %1").arg(why) << Qt::endl;
        });
        QJsonArray sides;
        QStringList lines;
        for (const TableLink::SideStatus &s : link.status()) {
            sides.append(
                QJsonObject{{u"id"_s, s.sideId}, {u"name"_s, s.name}, {u"url"_s, link.url(s.sideId)}});
            lines << u"%1: %2"_s.arg(s.name, link.url(s.sideId));
        }
        const QString base = link.baseUrl();
        if (c.json)
            c.out << QJsonDocument(QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion},
                                               {u"ok"_s, true},
                                               {u"url"_s, base},
                                               {u"port"_s, link.port()},
                                               {u"sides"_s, sides}})
                         .toJson(QJsonDocument::Compact)
                  << Qt::endl;
        else
            c.out << Cli::tr("Table link on %1 (Ctrl+C stops it)").arg(base) << Qt::endl
                  << lines.join(u'\n') << Qt::endl;
        c.out.flush();
        quitOnSignals();
        return QCoreApplication::exec() == 0 ? Cli::Ok : Cli::Failed;
    }
};

// link status|reveal|renew: the word after link says what to do.
class LinkCommand final : public CliCommand
{
    const QCommandLineOption m_side{u"side"_s, Cli::tr("The side (link renew)."), Cli::tr("name")};
    QString m_what;

public:
    int takeWords(QStringList &args, CliCall &c) override
    {
        m_what = args.value(1);
        const bool known = m_what == u"status"_s || m_what == u"reveal"_s || m_what == u"renew"_s;
        const bool help = args.contains(u"--help"_s) || args.contains(u"-h"_s);
        if (!known && !help)
            return c.usage(Cli::tr("link takes status, reveal or renew, not \"%1\"").arg(m_what));
        if (known)
            args.removeAt(1);
        return Go;
    }

    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("link status: each side's state as the referee sees it (never its choice).\n"
                    "link reveal: the sealed choices enter the battle, as the referee's own entry would.\n"
                    "link renew --side S: a new code for the side; its old address stops working."));
        parser.addOption(m_side);
    }

    int run(CliCall &c) override
    {
        QString error;
        // A battle that cannot be written shows its states; what would write is refused saying why.
        LinkStore store;
        if (!store.open(c.doc->path(), &error, c.doc->isReadOnly()))
            return c.failed(error);
        if (m_what != u"status"_s && c.doc->isReadOnly())
            return c.failed(Cli::tr("%1 is read-only (%2): nothing was changed")
                                .arg(c.doc->path(), c.doc->readOnlyReason()));
        if (m_what == u"status"_s) {
            const auto sides = TableLink::status(*c.doc, store);
            return c.done({{u"sides"_s, statusJson(sides)}}, statusText(sides));
        }
        if (m_what == u"renew"_s) {
            const Side *s = c.doc->state().sideByName(c.parser.value(m_side));
            if (!s)
                return c.failed(Cli::tr("the battle has no side \"%1\"").arg(c.parser.value(m_side)),
                                u"invalid-input"_s, u"side"_s);
            const QString token = store.renewToken(s->id, &error);
            if (token.isEmpty())
                return c.failed(error);
            return c.done({{u"side"_s, s->name}, {u"path"_s, u"/s/%1/"_s.arg(token)}},
                          Cli::tr("%1 has a new code; its old address serves nothing").arg(s->name));
        }
        const QList<qint64> seqs = TableLink::reveal(*c.doc, store, &error);
        if (seqs.isEmpty())
            return c.failed(error, u"refused"_s);
        QJsonArray events;
        for (qint64 s : seqs)
            events.append(s);
        return c.done({{u"events"_s, events}, {u"sides"_s, statusJson(TableLink::status(*c.doc, store))}},
                      Cli::tr("%n event(s) revealed", nullptr, int(seqs.size())));
    }
};

} // namespace

namespace commands {
const CliCommandEntry serve{
    "serve",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "serve the table link: each side's page for its secret choices and its report"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<ServeCommand>};
const CliCommandEntry link{
    "link",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "the table link's sides as the referee sees them; reveal their choices; renew a code"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<LinkCommand>};
} // namespace commands

} // namespace adj
