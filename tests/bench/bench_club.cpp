// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The club at a convention's scale (issue 34, docs/club.md), by hand: `bench_club [BATTLES EVENTS]`
// (200 and 10,000 by default). Starts a throwaway PostgreSQL cluster (scripts/club-server), mirrors
// BATTLES battle files of EVENTS events each through the tables' own path (outbox, digest, one
// call a batch), then measures:
//   - mirroring: events a second, a battle's whole outbox to the server      (target >= 5,000/s)
//   - standings: the club's standings read and totalled, median of 20          (target <= 100 ms)
//   - the board: a table's commit to the board's new view, median of 20        (target <= 1 s)
//   - the table's commit: SQLite's floor (one durable write transaction of an event's row), a battle
//     in no club, and in a club with its mirror sending, taken in turn; medians of 200 (target: in a
//     club <= 1.5x the floor, as a battle in no club)
#include "battledocument.h"
#include "club/clubaddress.h"
#include "club/clubjoin.h"
#include "club/clubmirror.h"
#include "club/clubsender.h"
#include "club/clubserver.h"
#include "club/clubstanding.h"
#include "clubboard.h"
#include "edits.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

const QString kSource = QStringLiteral(ADJ_SOURCE_DIR);

bool control(const QString &cmd, const QString &pointer)
{
    QProcess p;
    p.start(kSource + u"/scripts/club-server"_s, {cmd, pointer});
    return p.waitForFinished(120000) && p.exitCode() == 0;
}

QString clusterDir(const QString &pointer)
{
    QFile f(pointer);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
}

std::unique_ptr<BattleDocument> battle(const QString &path, int events)
{
    BattleInfo info;
    info.name = u"Bench"_s;
    info.ruleset = u"fhg-land"_s;
    QString error;
    auto doc = BattleDocument::create(path, info, &error);
    if (!doc)
        return nullptr;
    doc->store().setSyncedCommits(false, &error);
    doc->commit(Edits::addSide(doc->state(), u"American"_s, u"#2b4c9b"_s, &error), &error);
    doc->commit(Edits::addSide(doc->state(), u"British"_s, u"#b22222"_s, &error), &error);
    for (int i = 3; i <= events; ++i)
        if (doc->commit(
                Edits::setNotes(doc->state(), u"Turn %1: the 25th U.S. fire at the 100th Foot."_s.arg(i)),
                &error) == 0) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return nullptr;
        }
    doc->store().setSyncedCommits(true, &error);
    return doc;
}

// A table's commit beside SQLite's floor (one durable write transaction of one event-sized row,
// nothing else): the three are taken in turn, one of each a round, so that a disk whose load
// drifts (a machine shared with other builds) weighs on the three alike. Medians of `rounds`.
struct Commits
{
    double floor = 0;
    double notJoined = 0;
    double joined = 0;
};

Commits commitMedians(int rounds, BattleDocument &joined, BattleDocument &alone, const QString &floorPath,
                      const QByteArray &row)
{
    Commits out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"floor"_s);
        db.setDatabaseName(floorPath);
        db.open();
        QSqlQuery(db).exec(u"PRAGMA journal_mode = WAL"_s);
        QSqlQuery(db).exec(u"PRAGMA synchronous = FULL"_s);
        QSqlQuery(db).exec(u"CREATE TABLE events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)"_s);
        QSqlQuery ins(db);
        ins.prepare(u"INSERT INTO events (body) VALUES (?)"_s);
        QString error;
        QList<double> floor, notJoined, inClub;
        const auto timed = [](auto f) {
            const auto a = std::chrono::steady_clock::now();
            f();
            return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count();
        };
        for (int i = 1; i <= rounds; ++i) {
            floor << timed([&] {
                QSqlQuery(db).exec(u"BEGIN IMMEDIATE"_s);
                ins.bindValue(0, QString::fromUtf8(row));
                ins.exec();
                QSqlQuery(db).exec(u"COMMIT"_s);
            });
            notJoined << timed(
                [&] { alone.commit(Edits::setNotes(alone.state(), u"commit %1"_s.arg(i)), &error); });
            inClub << timed(
                [&] { joined.commit(Edits::setNotes(joined.state(), u"commit %1"_s.arg(i)), &error); });
        }
        out = {bench::median(floor), bench::median(notJoined), bench::median(inClub)};
    }
    QSqlDatabase::removeDatabase(u"floor"_s);
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int battles = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 200;
    const int events = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 10000;
    QTemporaryDir dir;
    const QString pointer = dir.filePath(u"pointer"_s);
    qputenv("ADJ_CLUB_KEY_FILE", dir.filePath(u"laptop.key"_s).toUtf8());
    if (!control(u"start"_s, pointer)) {
        std::fprintf(stderr, "bench_club: the throwaway PostgreSQL cluster did not start\n");
        return 2;
    }
    const QString sock = clusterDir(pointer) + u"/sock"_s;
    const QString admin = u"postgresql:///club?host=%1&user=postgres"_s.arg(sock);
    const QString table = u"postgresql:///club?host=%1&user=adjutant_table"_s.arg(sock);
    const QString boardUrl = u"postgresql:///club?host=%1&user=adjutant_board"_s.arg(sock);
    ClubAddress adminAddress, tableAddress, boardAddress;
    QString error;
    ClubAddress::parse(admin, &adminAddress, &error);
    ClubAddress::parse(table, &tableAddress, &error);
    ClubAddress::parse(boardUrl, &boardAddress, &error);
    int status = 0;
    {
        ClubServer server;
        ClubServer::Failure f;
        QStringList done;
        if (!server.connect(adminAddress, &f) || !server.init(u"Convention"_s, &done, &f)) {
            std::fprintf(stderr, "bench_club: %s\n", qPrintable(f.message));
            control(u"stop"_s, pointer);
            return 2;
        }
    }
    // The battles: one played file, copied per table (each joins as a battle of its own).
    QElapsedTimer t;
    t.start();
    const QString played = dir.filePath(u"played.adjutant"_s);
    if (!battle(played, events)) {
        control(u"stop"_s, pointer);
        return 2;
    }
    std::printf("a battle of %d events played in %.1f s\n", events, t.elapsed() / 1000.0);
    double mirroring = 0;
    qint64 mirrored = 0;
    QList<double> rates;
    for (int b = 0; b < battles; ++b) {
        const QString file = dir.filePath(u"table%1.adjutant"_s.arg(b));
        QFile::copy(played, file);
        {
            auto doc = BattleDocument::open(file, &error);
            ClubStore::Membership m;
            if (!doc || !ClubJoin::join(doc->store(), tableAddress, u"Convention"_s, &m, &error)) {
                std::fprintf(stderr, "bench_club: %s\n", qPrintable(error));
                status = 1;
                break;
            }
        }
        QElapsedTimer send;
        send.start();
        ClubSender sender(file);
        const ClubSender::Status s = sender.drain();
        const double secs = send.nsecsElapsed() / 1e9;
        mirroring += secs;
        mirrored += s.sent;
        rates << s.sent / secs;
        if (s.state != u"up-to-date"_s) {
            std::fprintf(stderr, "bench_club: %s\n", qPrintable(s.message));
            status = 1;
            break;
        }
        QFile::remove(file); // the server holds it now; the disk need not hold 200 copies
        if ((b + 1) % 20 == 0)
            std::printf("  %d battles, %lld events on the server\n", b + 1, mirrored);
        std::fflush(stdout);
    }
    const double rate = bench::median(rates);
    std::printf("mirroring: %lld events in %.1f s; median %.0f events/s a battle (target >= 5,000): %s\n",
                mirrored, mirroring, rate, rate >= 5000 ? "met" : "MISSED");
    status |= rate < 5000;
    bench::figure("club: mirroring, ms for 1,000 events of a battle (>= 5,000 events/s)",
                  rate > 0 ? 1e6 / rate : 1e9, 200);

    // The standings of the whole club, read as the board's role reads them.
    {
        ClubServer server;
        ClubServer::Failure f;
        server.connect(boardAddress, &f);
        int tables = 0;
        const double ms = bench::timeMedian(20, [&] {
            QList<ClubStanding::Table> rows;
            for (const ClubServer::Battle &b : server.battles(u"Convention"_s, &f))
                rows << ClubStanding::Table{b.id, b.name, b.ruleset, b.lastSeq, b.updatedAt, b.standing};
            tables = int(ClubStanding::view(u"Convention"_s, rows).value(u"tables"_s).toArray().size());
        });
        std::printf("standings of %d tables: %.1f ms (median of 20; target <= 100 ms): %s\n", tables, ms,
                    ms <= 100 ? "met" : "MISSED");
        status |= ms > 100;
        bench::figure("club: the standings of every table read and totalled", ms, 100);
    }

    // A table playing on: its commits, and the board's view after each.
    const QString live = dir.filePath(u"live.adjutant"_s);
    auto doc = battle(live, 50);
    ClubStore::Membership m;
    if (!doc || !ClubJoin::join(doc->store(), tableAddress, u"Convention"_s, &m, &error)) {
        std::fprintf(stderr, "bench_club: %s\n", qPrintable(error));
        control(u"stop"_s, pointer);
        return 1;
    }
    {
        ClubBoard board(boardAddress, u"Convention"_s);
        if (!board.start(QHostAddress::LocalHost, 0, &error)) {
            std::fprintf(stderr, "bench_club: %s\n", qPrintable(error));
            return 1;
        }
        ClubMirror mirror(live);
        QObject::connect(doc.get(), &BattleDocument::eventAppended, &mirror, &ClubMirror::poke);
        QList<double> latency;
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer w;
            w.start();
            const qint64 seq = doc->commit(Edits::setNotes(doc->state(), u"live %1"_s.arg(i)), &error);
            bool seen = false;
            while (!seen && w.elapsed() < 10000) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
                for (const QJsonValue &tv : board.view().value(u"tables"_s).toArray())
                    seen =
                        seen || (tv[u"id"_s].toString() == m.battleId && tv[u"events"_s].toInteger() >= seq);
            }
            latency << w.nsecsElapsed() / 1e6;
            QThread::msleep(50);
        }
        const double ms = bench::median(latency);
        std::printf(
            "the board's update after a table's commit: %.0f ms (median of 20; target <= 1,000 ms): %s\n", ms,
            ms <= 1000 ? "met" : "MISSED");
        status |= ms > 1000;
        bench::figure("club: the board's view after a table's commit", ms, 1000);

        // The table's own commit while its mirror sends, beside a battle in no club and the floor.
        auto alone = battle(dir.filePath(u"none.adjutant"_s), 50);
        const Commits c =
            commitMedians(200, *doc, *alone, dir.filePath(u"floor.sqlite"_s), QByteArray(1200, 'x'));
        const double floor = c.floor, notJoined = c.notJoined, joined = c.joined;
        mirror.disconnect();
        std::printf(
            "the table's commit (medians of 200, synchronous=FULL): SQLite's floor %.2f ms; in no club "
            "%.2f ms (%.2fx); in a club, its mirror sending, %.2f ms (%.2fx; target <= 1.5x): %s\n",
            floor, notJoined, notJoined / floor, joined, joined / floor,
            joined <= 1.5 * floor ? "met" : "MISSED");
        status |= joined > 1.5 * floor;
        bench::figure("club: a table's commit in a club, its mirror sending, to SQLite's floor",
                      joined / floor, 1.5, "x");
    }
    control(u"stop"_s, pointer);
    return status;
}
