// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The club's server lost while the tables play (docs/club.md, issue 34): killed and restarted
// mid-stream, then stopped for 30 seconds. The tables commit all the while; their mirrors say how
// many events wait and catch up when it is back; nothing is lost or doubled.
#include "club/clubmirror.h"
#include "club/clubstore.h"

#include "clubbattles.h"
#include "support/clubtest.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TestClubRestart : public ClubTest
{
    Q_OBJECT

public:
    TestClubRestart()
        : ClubTest(u"restart"_s)
    {}

private:
    // Each of the battle's events on the server once, numbered 1..n, arrived in that order.
    void checkArrived(const QString &file, qint64 n)
    {
        ClubStore s;
        QString error;
        QVERIFY(s.open(file, &error));
        const Arrived a = arrived(s.membership().battleId);
        QCOMPARE(a.count, n);
        QVERIFY(a.contiguous);
        QVERIFY(a.inOrder);
    }

private slots:
    void killedAndRestartedMidStream()
    {
        const QString file = m_dir.filePath(u"killed.adjutant"_s);
        auto doc = newBattle(file, u"Killed"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY(doc->store().setSyncedCommits(false, &error));
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        ClubMirror mirror(file);
        qint64 seq = 0;
        for (int i = 0; i < 400; ++i) {
            if (i == 150)
                QVERIFY(m_cluster.control(u"kill"_s)); // mid-stream: a batch may be half way
            if (i == 300)
                QVERIFY(m_cluster.control(u"resume"_s));
            seq = note(*doc, u"action %1"_s.arg(i));
            QCOMPARE(seq, i + 1); // the table never waits on the server: every commit goes through
            mirror.poke();
            QTest::qWait(2);
        }
        QTRY_VERIFY_WITH_TIMEOUT(mirror.status().sent == 400 && mirror.status().waiting == 0, 60000);
        checkArrived(file, 400);
    }

    void stoppedForThirtySeconds()
    {
        const QString file = m_dir.filePath(u"stopped.adjutant"_s);
        auto doc = newBattle(file, u"Stopped"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        ClubMirror mirror(file);
        QVERIFY(note(*doc, u"before"_s) > 0);
        QTRY_VERIFY_WITH_TIMEOUT(mirror.status().sent == 1, 20000);
        QVERIFY(m_cluster.control(u"halt"_s));
        // 30 seconds without the server, an action every half second.
        QElapsedTimer down;
        down.start();
        int actions = 0;
        while (down.elapsed() < 30000) {
            QVERIFY(note(*doc, u"offline %1"_s.arg(actions)) > 0);
            ++actions;
            mirror.poke();
            QTest::qWait(500);
        }
        // What the status bar shows meanwhile ("club: 12 events waiting").
        QTRY_VERIFY_WITH_TIMEOUT(mirror.status().waiting == actions, 20000);
        QCOMPARE(mirror.status().state, u"offline"_s);
        // (in words with the plurals loaded, as the program has them: "club: 60 events waiting")
        QVERIFY(ClubMirror::statusText(mirror.status()).startsWith(u"club: %1 event"_s.arg(actions)));
        QVERIFY(m_cluster.control(u"resume"_s));
        QTRY_VERIFY_WITH_TIMEOUT(mirror.status().waiting == 0 && mirror.status().sent == actions + 1, 30000);
        checkArrived(file, actions + 1);
    }
};

QTEST_GUILESS_MAIN(TestClubRestart)
#include "support/moc_clubtest.cpp"
#include "tst_clubrestart.moc"
