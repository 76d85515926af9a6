// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Crash safety: a child process makes acknowledged edits and is killed with SIGKILL at a
// random point; reopening finds every edit it acknowledged and the file is intact.
#include "battledocument.h"
#include "edits.h"
#include "support/childmain.h"
#include "support/oneunitbattle.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
constexpr int kEdits = 500;

// The child: one edit after another, each acknowledged on stdout only after commit.
int runChild(const QString &path)
{
    QString error;
    auto doc = BattleDocument::open(path, &error);
    if (!doc) {
        std::fprintf(stderr, "child: %s\n", qPrintable(error));
        return 1;
    }
    for (int i = 0; i < kEdits; ++i) {
        Edit e;
        if (i % 3 == 2) {
            Unit u = doc->state().units.value(1);
            u.strength = (u.strength + 1) % (u.strengthStart + 1);
            u.position = u"ack-%1"_s.arg(i);
            e = Edits::updateUnit(doc->state(), doc->profile(), u, &error);
        } else {
            e = Edits::addUnit(doc->state(), doc->profile(),
                               {u"British"_s, u"Acked %1"_s.arg(i), u"militia"_s, 2, 2, {}, {}}, &error);
        }
        const qint64 seq = e.isEmpty() ? 0 : doc->commit(e, &error);
        if (seq == 0) {
            std::fprintf(stderr, "child: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("ack %d %lld\n", i, static_cast<long long>(seq));
        std::fflush(stdout);
    }
    return 0;
}
} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void killedChildLosesNothingAcknowledged_data();
    void killedChildLosesNothingAcknowledged();
};

void TestCrashSafety::killedChildLosesNothingAcknowledged_data()
{
    QTest::addColumn<int>("killAfter");
    QRandomGenerator rng(QRandomGenerator::global()->generate());
    for (int round = 0; round < 4; ++round) {
        const int k = 1 + int(rng.bounded(kEdits - 2));
        QTest::addRow("kill after ack %d", k) << k;
    }
}

void TestCrashSafety::killedChildLosesNothingAcknowledged()
{
    QFETCH(int, killAfter);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"crash.adjutant"_s);
    QString error;
    QVERIFY2(testing::writeOneUnitBattle(path, u"Crash"_s, u"British"_s, u"Target"_s, &error),
             qPrintable(error));
    QProcess child;
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QCoreApplication::applicationFilePath(), {u"--child"_s, path});
    QVERIFY(child.waitForStarted());

    int lastAck = -1;
    qint64 lastSeq = 0;
    QByteArray pending;
    while (lastAck < killAfter) {
        if (!child.waitForReadyRead(30000))
            QFAIL(qPrintable(u"child stopped early: "_s +
                             QString::fromLocal8Bit(child.readAllStandardError())));
        pending += child.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QList<QByteArray> parts = pending.left(nl).split(' ');
            pending.remove(0, nl + 1);
            QCOMPARE(parts.value(0), QByteArray("ack"));
            lastAck = parts.value(1).toInt();
            lastSeq = parts.value(2).toLongLong();
        }
    }
    child.kill(); // SIGKILL: no destructors, no checkpoint, no close
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY2(doc->store().eventCount() >= lastSeq,
             qPrintable(u"acknowledged %1 events, found %2"_s.arg(lastSeq).arg(doc->store().eventCount())));
    for (int i = 0; i <= lastAck; ++i)
        if (i % 3 != 2)
            QVERIFY2(doc->state().unitByName(u"Acked %1"_s.arg(i)), qPrintable(u"Acked %1 lost"_s.arg(i)));
    // The last acknowledged update (or a later one) is what the target shows.
    int lastUpdate = lastAck;
    while (lastUpdate >= 0 && lastUpdate % 3 != 2)
        --lastUpdate;
    if (lastUpdate >= 2) {
        const int shown = doc->state().units.value(1).position.mid(4).toInt();
        QVERIFY2(shown >= lastUpdate, qPrintable(u"update %1 lost (shows %2)"_s.arg(lastUpdate).arg(shown)));
    }
    doc.reset();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"check"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"ok"_s);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"check"_s);
}

ADJ_TEST_MAIN_WITH_CHILD(TestCrashSafety, "--child", runChild)

#include "tst_crashsafety.moc"
