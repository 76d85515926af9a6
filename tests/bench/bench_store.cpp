// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmarks of the battle file (run by hand or by scripts/bench, never by ctest):
//   bench_store generate FILE [units] [events]  writes the big battle (5,000 units, 100,000 events)
//   bench_store measure FILE                    opens it 5 times and commits 200 actions, each beside a
//                                               bare SQLite commit (WAL, synchronous = FULL) on the
//                                               same disk; prints medians and the ratio
#include "../support/randomedits.h"
#include "battledocument.h"
#include "benchsupport.h"
#include "edits.h"
#include "eventlogmodel.h"
#include "rostermodel.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
long rssKiB()
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

int generate(const QString &path, int units, int events)
{
    QString error;
    BattleInfo info;
    info.name = u"Benchmark: %1 units, %2 events"_s.arg(units).arg(events);
    info.ruleset = u"fhg-land"_s;
    auto doc = BattleDocument::create(path, info, &error);
    if (!doc || !doc->store().setSyncedCommits(false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    for (const QString &side : {u"American"_s, u"British"_s})
        doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error);
    const QStringList types{u"elite"_s, u"regular"_s, u"light"_s, u"militia"_s, u"artillery"_s, u"dragoon"_s};
    for (int i = 0; i < units; ++i) {
        const QString type = types.at(i % types.size());
        const Edit e =
            Edits::addUnit(doc->state(), doc->profile(),
                           {i % 2 ? u"British"_s : u"American"_s,
                            u"Unit %1"_s.arg(i),
                            type,
                            -1,
                            -1,
                            {},
                            u"%1%2"_s.arg(i % 30, 2, 10, QChar(u'0')).arg(i / 30 % 30, 2, 10, QChar(u'0'))},
                           &error);
        if (e.isEmpty() || doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "unit %d: %s\n", i, qPrintable(error));
            return 1;
        }
    }
    std::mt19937 rng(5000);
    Edit sample;
    while (doc->store().eventCount() < events) {
        Edit e =
            testing::randomEdit(doc->state(), doc->profile(), rng, int(doc->store().eventCount()), false);
        // A resolution's log entry carries its dice and trace: give the log that weight.
        e.dice = QJsonArray{QJsonObject{{u"sides"_s, 6}, {u"value"_s, 5}, {u"source"_s, u"rolled"_s}},
                            QJsonObject{{u"sides"_s, 6}, {u"value"_s, 2}, {u"source"_s, u"rolled"_s}},
                            QJsonObject{{u"sides"_s, 6}, {u"value"_s, 6}, {u"source"_s, u"rolled"_s}}};
        e.trace = QJsonArray{QJsonObject{{u"text"_s, u"3 dice at 1 hex need 5-6"_s}, {u"rule"_s, u"8.1.1"_s}},
                             QJsonObject{{u"text"_s, u"forest: -1 on each die"_s}, {u"rule"_s, u"2.3.5"_s}},
                             QJsonObject{{u"text"_s, u"5,2,6 → 4,1,5: 1 hit"_s}, {u"rule"_s, u"8.1.1"_s}}};
        if (doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "event: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("generated %s: %lld units, %lld events\n", qPrintable(path),
                static_cast<long long>(doc->state().units.size()),
                static_cast<long long>(doc->store().eventCount()));
    return 0;
}

// A bare SQLite commit on the battle's disk: WAL, synchronous = FULL, one row of the size of an
// event's line, through the same driver. What one referee action is held against (issue 30: 1.5x).
class BareCommits final
{
public:
    explicit BareCommits(const QString &beside)
        : m_path(QFileInfo(beside).dir().filePath(u"bare-commits.sqlite"_s))
    {
        QFile::remove(m_path);
        m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bare"_s);
        m_db.setDatabaseName(m_path);
        m_db.open();
        QSqlQuery q(m_db);
        q.exec(u"PRAGMA journal_mode = WAL"_s);
        q.exec(u"PRAGMA synchronous = FULL"_s);
        q.exec(u"CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)"_s);
        m_insert = QSqlQuery(m_db);
        m_insert.prepare(u"INSERT INTO t (v) VALUES (?)"_s);
    }
    ~BareCommits()
    {
        m_insert = QSqlQuery();
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"bare"_s);
        for (const QString &side : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(m_path + side);
    }
    // One commit's time in ms.
    double commit()
    {
        QElapsedTimer t;
        t.start();
        QSqlQuery q(m_db);
        q.exec(u"BEGIN IMMEDIATE"_s);
        m_insert.addBindValue(QString(600, u'x'));
        m_insert.exec();
        q.exec(u"COMMIT"_s);
        return t.nsecsElapsed() / 1e6;
    }

private:
    QString m_path;
    QSqlDatabase m_db;
    QSqlQuery m_insert;
};

int measure(const QString &path)
{
    QList<double> opens;
    QString error;
    long rss = 0;
    for (int run = 0; run < adj::bench::runs(5, 2); ++run) {
        QElapsedTimer t;
        t.start();
        auto doc = BattleDocument::open(path, &error);
        if (!doc) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        RosterModel roster(doc.get());
        EventLogModel log(doc.get());
        // What a first paint reads: the first rows of each view.
        for (int r = 0; r < std::min(40, roster.rowCount()); ++r)
            roster.data(roster.index(r, 0));
        for (int r = std::max(0, log.rowCount() - 40); r < log.rowCount(); ++r)
            log.data(log.index(r, EventLogModel::Summary));
        opens << t.nsecsElapsed() / 1e6;
        rss = std::max(rss, rssKiB());
    }
    auto doc = BattleDocument::open(path, &error);
    QList<double> commits, bare;
    BareCommits bareSqlite(path);
    std::mt19937 rng(42);
    const int actions = adj::bench::runs(200, 50);
    for (int i = 0; i < actions; ++i) {
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, 1000000 + i, false);
        bare << bareSqlite.commit();
        QElapsedTimer t;
        t.start();
        if (doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        commits << t.nsecsElapsed() / 1e6;
    }
    std::printf("open + load + models (median of %lld): %.1f ms\n", static_cast<long long>(opens.size()),
                adj::bench::median(opens));
    std::printf("resident memory after open: %.1f MB\n", rss / 1024.0);
    const double action = adj::bench::median(commits), reference = adj::bench::median(bare);
    std::printf("one referee action committed (median of %d, synchronous=FULL): %.3f ms; a bare SQLite WAL "
                "commit on the same disk: %.3f ms\n",
                actions, action, reference);
    adj::bench::figure("one referee action committed durably, against 1.5x a bare WAL commit (FULL)", action,
                       1.5 * reference);
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 3 && args.at(1) == u"generate"_s)
        return generate(args.at(2), args.value(3, u"5000"_s).toInt(), args.value(4, u"100000"_s).toInt());
    if (args.size() == 3 && args.at(1) == u"measure"_s)
        return measure(args.at(2));
    std::fprintf(stderr, "usage: bench_store generate FILE [units] [events] | measure FILE\n");
    return 2;
}
