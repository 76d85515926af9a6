// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli club init|join|leave|status|sync|mirror|takeover|pull|standings|serve: a battle
// mirrored to its club's PostgreSQL server (docs/club.md). The table never waits on the server:
// only these commands talk to it; every other command commits to the battle file and its outbox.
#include "cli.h"
#include "clicommand.h"
#include "clubcommand.h"

#include "battledocument.h"
#include "club/clubjoin.h"
#include "club/clubmirror.h"
#include "club/clubpull.h"
#include "club/clubstanding.h"
#include "club/clubstore.h"
#include "club/clubwriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace adj::clubcli {

namespace {

Result refusedBy(const ClubServer::Failure &f)
{
    return Result::failed(f.message, f.code == u"offline"_s ? u"offline"_s : u"refused"_s);
}

bool address(const CliCall &p, ClubAddress *out, Result *r)
{
    QString error;
    if (!p.parser.isSet(u"server"_s)) {
        *r = Result::usage(Cli::tr("--server is needed: the club's postgresql:// address"));
        return false;
    }
    if (!ClubAddress::parse(p.parser.value(u"server"_s), out, &error)) {
        *r = Result::failed(error, u"invalid-input"_s, u"server"_s);
        return false;
    }
    return true;
}

QJsonObject statusJson(const ClubSender::Status &s)
{
    return {{u"state"_s, s.state}, {u"waiting"_s, s.waiting}, {u"sent"_s, s.sent}, {u"message"_s, s.message}};
}

} // namespace

Result init(CliCall &p)
{
    Result r;
    ClubAddress a;
    if (!address(p, &a, &r))
        return r;
    const QString club = p.parser.value(u"club"_s).trimmed();
    if (club.isEmpty() || club.size() > 200)
        return Result::usage(Cli::tr("--club takes the club's name (1 to 200 characters)"));
    ClubServer server;
    ClubServer::Failure f;
    QStringList done;
    if (!server.connect(a, &f) || !server.init(club, &done, &f))
        return refusedBy(f);
    return Result::ok({{u"club"_s, club}, {u"done"_s, QJsonArray::fromStringList(done)}}, done.join(u'\n'));
}

Result checkJoin(CliCall &p)
{
    Result r;
    ClubAddress a;
    if (!address(p, &a, &r))
        return r;
    if (p.parser.value(u"club"_s).trimmed().isEmpty())
        return Result::usage(Cli::tr("--club takes the club's name"));
    return r;
}

Result join(CliCall &p)
{
    QString error, code;
    ClubAddress a;
    ClubAddress::parse(p.parser.value(u"server"_s), &a, &error); // checked by checkJoin
    const QString club = p.parser.value(u"club"_s).trimmed();
    BattleDocument &doc = *p.doc;
    ClubStore::Membership m;
    if (!ClubJoin::join(doc.store(), a, club, &m, &error, &code))
        return Result::failed(error, code);
    ClubSender sender(p.battle);
    const ClubSender::Status s = sender.drain();
    QJsonObject o{{u"battleId"_s, m.battleId},
                  {u"club"_s, club},
                  {u"server"_s, a.text()},
                  {u"status"_s, statusJson(s)}};
    return Result::ok(
        o, Cli::tr("%1 joined the club \"%2\" on %3 as %4\n%5")
               .arg(doc.state().info.name, club, a.where(), m.battleId, ClubMirror::statusText(s)));
}

Result leave(CliCall &p)
{
    QString error;
    ClubStore store;
    if (!store.open(p.battle, &error))
        return Result::failed(error);
    const ClubStore::Membership m = store.membership();
    const qint64 waiting = store.waiting(0);
    bool told = false;
    if (!ClubJoin::leave(p.battle, &told, &error))
        return Result::failed(error);
    return Result::ok(
        {{u"battleId"_s, m.battleId}, {u"club"_s, m.club}, {u"serverTold"_s, told}, {u"dropped"_s, waiting}},
        told ? Cli::tr("%1 left the club \"%2\"").arg(p.battle, m.club)
             : Cli::tr("%1 left the club \"%2\" (its server could not be told)").arg(p.battle, m.club));
}

Result status(CliCall &p)
{
    QString error;
    const auto &doc = p.doc;
    ClubStore store;
    if (!store.open(p.battle, &error))
        return Result::failed(error);
    const ClubStore::Membership m = store.membership();
    if (!m.isJoined())
        return Result::ok({{u"joined"_s, false}}, Cli::tr("%1 has joined no club").arg(p.battle));
    ClubAddress a;
    ClubAddress::parse(m.server, &a, &error);
    ClubServer server;
    ClubServer::Failure f;
    ClubServer::Battle b;
    const QString key = ClubWriter::key(&error);
    const bool reached = server.connect(a, &f) && server.battle(m.battleId, key, &b, &f);
    const qint64 waiting = store.waiting(reached ? b.lastSeq : 0);
    QJsonObject o{{u"joined"_s, true},         {u"battleId"_s, m.battleId},
                  {u"club"_s, m.club},         {u"server"_s, m.server},
                  {u"joinedAt"_s, m.joinedAt}, {u"events"_s, doc->store().eventCount()},
                  {u"waiting"_s, waiting},     {u"reached"_s, reached}};
    QString text =
        Cli::tr("%1: club \"%2\" on %3, battle %4").arg(p.battle, m.club, a.where(), m.battleId) + u'\n';
    if (reached) {
        o.insert(u"onServer"_s, b.lastSeq);
        o.insert(u"writer"_s, b.isWriter);
        o.insert(u"writerName"_s, b.writerName);
        text +=
            Cli::tr("the server has %1 of %2 events; %3")
                .arg(b.lastSeq)
                .arg(doc->store().eventCount())
                .arg(b.isWriter ? Cli::tr("this laptop writes it")
                                : Cli::tr("written from %1 (club takeover moves it here)").arg(b.writerName));
    } else {
        o.insert(u"message"_s, f.message);
        text += f.message;
    }
    text += u'\n' + ClubMirror::statusText({reached ? u"up-to-date"_s : u"offline"_s, waiting, 0, {}});
    return Result::ok(o, text);
}

Result sync(CliCall &p)
{
    ClubSender sender(p.battle);
    const ClubSender::Status s = sender.drain();
    if (s.state != u"up-to-date"_s)
        return Result::failed(s.message.isEmpty() ? ClubMirror::statusText(s)
                                                  : s.message + u" ("_s + ClubMirror::statusText(s) + u')',
                              s.state == u"offline"_s ? u"offline"_s : u"refused"_s);
    return Result::ok({{u"status"_s, statusJson(s)}}, ClubMirror::statusText(s));
}

Result takeover(CliCall &p)
{
    QString error, code;
    const auto &doc = p.doc;
    ClubStore store;
    if (!store.open(p.battle, &error))
        return Result::failed(error);
    const ClubStore::Membership m = store.membership();
    if (!m.isJoined())
        return Result::failed(
            Cli::tr("%1 has joined no club: pull the battle from the club first (club pull)").arg(p.battle));
    ClubServer::Battle b;
    if (!ClubJoin::onServer(doc->store(), m, &b, &error, &code))
        return Result::failed(error, code);
    if (!b.isWriter && !p.parser.isSet(u"yes"_s)) {
        if (p.parser.isSet(u"json"_s))
            return Result::usage(Cli::tr("a takeover asks first: with --json, give --yes"));
        p.err
            << Cli::tr(
                   "\"%1\" is written from %2 (the club has %3 of its events). From now on only this laptop "
                   "may write it, and %2 is refused. Take it over? [y/N] ")
                   .arg(b.name, b.writerName)
                   .arg(b.lastSeq);
        p.err.flush();
        char answer[16] = {};
        if (!std::fgets(answer, sizeof answer, stdin) || (answer[0] != 'y' && answer[0] != 'Y'))
            return Result::failed(Cli::tr("not taken over: nothing was changed"));
    }
    if (!b.isWriter && !ClubJoin::takeOver(doc->store(), m, &error, &code))
        return Result::failed(error, code);
    ClubSender sender(p.battle);
    const ClubSender::Status s = sender.drain();
    return Result::ok({{u"battleId"_s, m.battleId}, {u"from"_s, b.writerName}, {u"status"_s, statusJson(s)}},
                      Cli::tr("%1 is written from this laptop now (it was %2)\n%3")
                          .arg(b.name, b.writerName, ClubMirror::statusText(s)));
}

Result pull(CliCall &p)
{
    Result r;
    ClubAddress a;
    if (!address(p, &a, &r))
        return r;
    const QString id = p.parser.value(u"battle"_s);
    const QString out = p.parser.value(u"out"_s);
    if (QUuid::fromString(id).isNull())
        return Result::usage(
            Cli::tr("--battle takes the battle's id in the club (club standings lists them)"));
    if (out.isEmpty())
        return Result::usage(Cli::tr("--out takes the battle file to write"));
    QString error;
    qint64 events = 0;
    if (!ClubPull::pull(a, id, out, &events, &error))
        return Result::failed(error);
    return Result::ok({{u"battle"_s, out}, {u"battleId"_s, id}, {u"events"_s, events}},
                      Cli::tr("%1 rebuilt from the club: %n event(s)", nullptr, int(events)).arg(out));
}

Result standings(CliCall &p)
{
    Result r;
    ClubAddress a;
    if (!address(p, &a, &r))
        return r;
    const QString club = p.parser.value(u"club"_s);
    ClubServer server;
    ClubServer::Failure f;
    if (!server.connect(a, &f))
        return refusedBy(f);
    if (!server.hasClub(club, &f))
        return f.code.isEmpty() ? Result::failed(Cli::tr("the server has no club \"%1\"").arg(club))
                                : refusedBy(f);
    const QList<ClubServer::Battle> battles = server.battles(club, &f);
    if (!f.code.isEmpty())
        return refusedBy(f);
    QList<ClubStanding::Table> tables;
    for (const ClubServer::Battle &b : battles)
        tables << ClubStanding::Table{b.id, b.name, b.ruleset, b.lastSeq, b.updatedAt, b.standing};
    const QJsonObject view = ClubStanding::view(club, tables);
    return Result::ok(view, standingsText(view));
}

QString standingsText(const QJsonObject &view)
{
    QStringList lines{Cli::tr("The club \"%1\"").arg(view.value(u"club"_s).toString())};
    const QJsonArray tables = view.value(u"tables"_s).toArray();
    if (tables.isEmpty())
        lines << Cli::tr("No table has joined the club yet.");
    for (const QJsonValue &v : tables) {
        const QJsonObject t = v.toObject();
        lines << QString();
        lines << Cli::tr("%1 (%2) — turn %3, %4 — %5")
                     .arg(t.value(u"name"_s).toString(), t.value(u"rulesetName"_s).toString())
                     .arg(t.value(u"turn"_s).toInt())
                     .arg(t.value(u"phaseName"_s).toString(), t.value(u"id"_s).toString());
        if (t.value(u"state"_s).toString() == u"ended"_s)
            lines << Cli::tr("  ended; winner: %1")
                         .arg(t.value(u"winner"_s).toString().isEmpty() ? Cli::tr("none")
                                                                        : t.value(u"winner"_s).toString());
        const QString measure = t.value(u"measureName"_s).toString();
        for (const QJsonValue &sv : t.value(u"sides"_s).toArray()) {
            const QJsonObject side = sv.toObject();
            QString line = Cli::tr("  %1: %2 %3 lost")
                               .arg(side.value(u"name"_s).toString())
                               .arg(side.value(u"lost"_s).toInt())
                               .arg(t.value(u"lossMeasureName"_s).toString());
            if (!t.value(u"measure"_s).toString().isEmpty())
                line += u", "_s + u"%1 %2"_s.arg(side.value(u"earned"_s).toInt()).arg(measure);
            lines << line;
        }
        const QJsonObject last = t.value(u"last"_s).toObject();
        if (!last.isEmpty())
            lines << Cli::tr("  last: %1 (%2)")
                         .arg(last.value(u"summary"_s).toString(), last.value(u"at"_s).toString());
    }
    for (const QJsonValue &v : view.value(u"totals"_s).toArray()) {
        const QJsonObject r = v.toObject();
        QStringList parts;
        const QJsonObject totals = r.value(u"totals"_s).toObject();
        for (auto it = totals.begin(); it != totals.end(); ++it)
            parts << u"%1 %2"_s.arg(it.key()).arg(it.value().toInt());
        lines << QString();
        lines << Cli::tr("Campaign totals, %1 (%2, %n battle(s)): %3", nullptr, r.value(u"battles"_s).toInt())
                     .arg(r.value(u"rulesetName"_s).toString(),
                          r.value(u"rule"_s).toString() == u"total"_s
                              ? Cli::tr("the battles' totals")
                              : Cli::tr("rule %1").arg(r.value(u"rule"_s).toString()),
                          parts.join(u", "_s) + u' ' + r.value(u"measureName"_s).toString());
    }
    return lines.join(u'\n');
}

} // namespace adj::clubcli
