// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmarks of the battle file (run by hand or by scripts/bench, never by ctest):
//   bench_store generate FILE [units] [events]  writes the big battle (5,000 units, 100,000 events)
//   bench_store measure FILE                    opens it 5 times and commits 200 actions, each beside a
//                                               bare SQLite commit (WAL, synchronous = FULL) on the
//                                               same disk; prints medians and the ratio
#include "battledocument.h"
#include "benchbattle.h"
#include "benchsupport.h"
#include "edits.h"
#include "eventlogmodel.h"
#include "rostermodel.h"
#include "support/randomedits.h"

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
int generate(const QString &path, int units, int events)
{
    auto doc = adj::bench::generatedBattle(
        path, u"Benchmark: %1 units, %2 events"_s.arg(units).arg(events), units, {QString(), QString()},
        [](int i) { return u"%1%2"_s.arg(i % 30, 2, 10, QChar(u'0')).arg(i / 30 % 30, 2, 10, QChar(u'0')); });
    if (!doc)
        return 1;
    std::mt19937 rng(5000);
    Edit sample;
    while (doc->store().eventCount() < events) {
        Edit e =
            testing::randomEdit(doc->state(), doc->profile(), rng, int(doc->store().eventCount()), false);
        // A resolution's log entry carries its dice and trace: give the log that weight.
        e.dice = adj::bench::fireDice(3);
        e.trace = adj::bench::fireTrace(3);
        if (!adj::bench::commitGenerated(*doc, e))
            return 1;
    }
    adj::bench::sayGenerated(path, *doc);
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
    double commit(double *cpuMs = nullptr)
    {
        QElapsedTimer t;
        t.start();
        const double cpu = adj::bench::threadCpuMs();
        QSqlQuery q(m_db);
        q.exec(u"BEGIN IMMEDIATE"_s);
        m_insert.addBindValue(QString(600, u'x'));
        m_insert.exec();
        q.exec(u"COMMIT"_s);
        if (cpuMs)
            *cpuMs = adj::bench::threadCpuMs() - cpu;
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
        rss = std::max(rss, adj::bench::rssKiB());
    }
    auto doc = BattleDocument::open(path, &error);
    QList<double> commits, bare, commitsCpu, bareCpu;
    BareCommits bareSqlite(path);
    std::mt19937 rng(42);
    const int actions = adj::bench::runs(200, 50);
    for (int i = 0; i < actions; ++i) {
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, 1000000 + i, false);
        double cpu = 0;
        bare << bareSqlite.commit(&cpu);
        bareCpu << cpu;
        QElapsedTimer t;
        t.start();
        cpu = adj::bench::threadCpuMs();
        if (doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        commits << t.nsecsElapsed() / 1e6;
        commitsCpu << adj::bench::threadCpuMs() - cpu;
    }
    std::printf("open + load + models (median of %lld): %.1f ms\n", static_cast<long long>(opens.size()),
                adj::bench::median(opens));
    std::printf("resident memory after open: %.1f MB\n", rss / 1024.0);
    const double action = adj::bench::median(commits), reference = adj::bench::median(bare);
    std::printf("one referee action committed (median of %d, synchronous=FULL): %.3f ms; a bare SQLite WAL "
                "commit on the same disk: %.3f ms\n",
                actions, action, reference);
    // Apart from the figure: the CPU time of each, which the disk's speed does not change.
    std::printf("their CPU time (medians): the action %.3f ms, the bare commit %.3f ms\n",
                adj::bench::median(commitsCpu), adj::bench::median(bareCpu));
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
