// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The table link against a hostile network and a changing battle file (issue 32). Anyone who can
// reach the port, with no code, can neither lock the players out nor swell the server: idle
// connections, a header without end, a body, a request sent too slowly (LinkLimits). A page floods
// with nothing (text, binary, pings). Every answer carries the security headers. A code renewed by
// another program closes its open pages at once; a second server on the battle shows what the first
// sealed; a choice sent after the battle file was deleted, moved or replaced is refused, not
// acknowledged, and nothing is left beside the old path. Against `adjutant-cli serve` ($ADJ_CLI:
// another build's, to see these fail there), over loopback only, bounded in count and time.
#include "linkhttp.h"
#include "linklimits.h"
#include "support/clirun.h"
#include "support/linkattack.h"
#include "support/linkclient.h"
#include "support/linkserve.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// A plot of the form's count that breaks no rule (5.10, 1.2.1).
QJsonObject plot(const QString &id, const QJsonObject &state)
{
    const QJsonObject form = state[u"form"_s].toObject();
    const QStringList cycle{u"S"_s, u"X"_s, u"R"_s, u"S"_s, u"X"_s, u"L"_s, u"S"_s, u"X"_s, u"R"_s};
    return {{u"type"_s, u"submit"_s},
            {u"id"_s, id},
            {u"formKey"_s, form[u"key"_s]},
            {u"inputs"_s, QJsonObject{{u"markers"_s,
                                       QJsonArray::fromStringList(cycle.mid(0, form[u"count"_s].toInt()))}}}};
}

QString pathOf(const QString &url)
{
    return QUrl(url).path();
}

} // namespace

class TestLinkAttacks : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_battle;
    ServeProcess m_a; // started with 1,024 descriptors, the common default
    ServeProcess m_b; // a second server on the same battle; the slow connections go to it
    std::vector<std::unique_ptr<RawClient>> m_slow; // silent, or a request a byte at a time
    QTimer m_drip;                                  // that byte, every half second
    QElapsedTimer m_since;

    // Lake Erie with the wind rolled: both sides are asked for their plot (5.7).
    QString plottingBattle(const QString &dir, const QString &name)
    {
        QFile scenario(QStringLiteral(ADJ_SOURCE_DIR) + u"/resolvers/wfanaval/demo/wfa-lake-erie.json"_s);
        if (!scenario.open(QIODevice::ReadOnly))
            return {};
        const QString path = adj::testing::battleFrom(dir, name, scenario.readAll());
        QFile::remove(dir + u'/' + name + u".json"_s);
        if (path.isEmpty() ||
            adj::testing::cli({u"track"_s, u"--battle"_s, path, u"--set"_s, u"wind=4"_s}).exit != 0 ||
            adj::testing::cli({u"resolve"_s, u"--battle"_s, path, u"--action"_s, u"wind-change"_s,
                               u"--dice"_s, u"3"_s, u"--apply"_s})
                    .exit != 0)
            return {};
        return path;
    }

    static bool waitForState(const LinkClient &c, int timeoutMs = 5000)
    {
        return QTest::qWaitFor([&] { return c.count(u"state"_s) > 0; }, timeoutMs);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(adj::testing::raiseOwnDescriptors() >= 2500, "the attacks need 2,500 descriptors here");
        QVERIFY(m_dir.isValid());
        m_battle = plottingBattle(m_dir.path(), u"erie"_s);
        QVERIFY(!m_battle.isEmpty());
        QVERIFY2(m_a.start(m_battle, u"127.0.0.1"_s, 1024), qPrintable(m_a.errors()));
        QVERIFY2(m_b.start(m_battle), qPrintable(m_b.errors()));
        // Unhindered first: the load measured under attack is the server's, not this process's first use
        // of its network classes.
        const qint64 ms = adj::testing::pageLoadMs(m_a.sideUrls.at(0));
        qInfo("a page, unhindered: %lld ms", ms);
        QVERIFY(ms >= 0);
        // Cut only after LinkLimits::kRequestMs: checked last (slowConnectionsAreCutInTime).
        m_since.start();
        for (int i = 0; i < 3; ++i) {
            m_slow.push_back(std::make_unique<RawClient>(u"127.0.0.250"_s, m_b.port));
            m_slow.push_back(std::make_unique<RawClient>(u"127.0.0.251"_s, m_b.port, "GET / HTTP/1.1\r\n"));
        }
        connect(&m_drip, &QTimer::timeout, this, [this] {
            for (const auto &c : m_slow)
                if (c->connected && !c->closed && c->socket.localAddress() == QHostAddress(u"127.0.0.251"_s))
                    c->socket.write("X");
        });
        m_drip.start(500);
    }

    void cleanupTestCase()
    {
        m_drip.stop();
        m_slow.clear();
    }

    void everyAnswerCarriesTheSecurityHeaders_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QByteArray>("status");
        const QByteArray page = pathOf(m_a.sideUrls.at(0)).toLatin1();
        const QByteArray end = "Host: table\r\nConnection: close\r\n\r\n";
        QTest::newRow("page") << "GET " + page + " HTTP/1.1\r\n" + end << QByteArray("200");
        QTest::newRow("without its slash")
            << "GET " + page.chopped(1) + " HTTP/1.1\r\n" + end << QByteArray("301");
        QTest::newRow("unknown") << "GET /nothing HTTP/1.1\r\n" + end << QByteArray("404");
        QTest::newRow("unknown code")
            << "GET /s/0123456789abcdef0123456789abcdef/ HTTP/1.1\r\n" + end << QByteArray("404");
        QTest::newRow("headers over 16 KiB")
            << "GET " + page + " HTTP/1.1\r\nX-Padding: " + QByteArray(20 * 1024, 'a') + "\r\n" + end
            << QByteArray("431");
        QTest::newRow("a body") << "POST " + page + " HTTP/1.1\r\nContent-Length: 100000000\r\n" + end +
                                       QByteArray(1024, 'b')
                                << QByteArray("413");
    }

    void everyAnswerCarriesTheSecurityHeaders()
    {
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, status);
        RawClient c(u"127.0.0.1"_s, m_a.port, request);
        QTRY_VERIFY_WITH_TIMEOUT(c.closed || c.answer.contains("\r\n\r\n"), 5000);
        QCOMPARE(c.status(), status);
        QCOMPARE(c.header("Content-Security-Policy"), adj::LinkHttp::contentSecurityPolicy());
        QCOMPARE(c.header("X-Content-Type-Options"), QByteArray("nosniff"));
        QCOMPARE(c.header("Referrer-Policy"), QByteArray("no-referrer"));
        QCOMPARE(c.header("Cache-Control"), QByteArray("no-store"));
    }

    // 2,000 connections that send nothing, from 100 addresses, against a server started with the
    // common 1,024 descriptors: the oldest give way, and a player's page still loads at once.
    void idleConnectionsLockNoPlayerOut()
    {
        adj::testing::IdleSockets idle;
        QVERIFY(idle.open(
            2000, [](int i) { return u"127.0.0.%1"_s.arg(2 + i / 20); }, m_a.port));
        const qint64 ms = adj::testing::pageLoadMs(m_a.sideUrls.at(0));
        qInfo("a page under 2,000 idle connections: %lld ms (the server's peak so far %.0f MiB)", ms,
              m_a.peakMiB());
        QVERIFY2(ms >= 0 && ms < 1000, qPrintable(u"the page took %1 ms"_s.arg(ms)));
        QVERIFY(m_a.isRunning());
        // Never more than LinkLimits::kMaxConnections at once: the rest were made to give way.
        QTRY_VERIFY_WITH_TIMEOUT(idle.closedCount() >= 2000 - adj::LinkLimits::kMaxConnections, 5000);
        QVERIFY2(m_a.peakMiB() < 100, qPrintable(u"the server's peak: %1 MiB"_s.arg(m_a.peakMiB())));
    }

    // One address holds at most LinkLimits::kMaxPerAddress connections that are not pages.
    void oneAddressHoldsFewConnections()
    {
        adj::testing::IdleSockets idle;
        QVERIFY(idle.open(
            200, [](int) { return u"127.0.0.120"_s; }, m_a.port));
        QTRY_COMPARE_WITH_TIMEOUT(idle.closedCount(), 200 - adj::LinkLimits::kMaxPerAddress, 5000);
        QVERIFY(!idle.closed(199)); // the oldest gave way, not the newest
        QVERIFY(idle.closed(0));
    }

    // Ten connections each sending a 100 MB header: each is refused (431) after 16 KiB and held
    // unread, and comes again; meanwhile a page loads within a second and the server stays small.
    void aHeaderWithoutEndIsRefusedUnread()
    {
        std::vector<std::unique_ptr<HeaderFlood>> floods;
        for (int i = 0; i < 10; ++i)
            floods.push_back(
                std::make_unique<HeaderFlood>(u"127.0.0.%1"_s.arg(130 + i), m_a.port, 100'000'000));
        const bool refused = QTest::qWaitFor(
            [&] {
                return std::all_of(floods.begin(), floods.end(),
                                   [](const auto &f) { return f->refusals >= 1; });
            },
            8000);
        const qint64 ms = adj::testing::pageLoadMs(m_a.sideUrls.at(0));
        for (const auto &f : floods) {
            f->going = false;
            f->socket.abort();
        }
        const double peak = m_a.peakMiB();
        QVERIFY2(
            refused,
            qPrintable(
                u"a header without end was read on, not refused (the server's peak: %1 MiB)"_s.arg(peak)));
        qInfo("a page under ten endless headers: %lld ms (the server's peak so far %.0f MiB)", ms,
              m_a.peakMiB());
        QVERIFY2(ms >= 0 && ms < 1000, qPrintable(u"the page took %1 ms"_s.arg(ms)));
        QVERIFY2(peak < 100, qPrintable(u"the server's peak: %1 MiB"_s.arg(peak)));
        QVERIFY(m_a.isRunning());
    }

    void floodsOfEveryKindAreClosed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("text") << u"text"_s;
        QTest::newRow("binary") << u"binary"_s;
        QTest::newRow("ping") << u"ping"_s;
    }

    void floodsOfEveryKindAreClosed()
    {
        QFETCH(QString, kind);
        LinkClient flood(m_a.sideUrls.at(0));
        QVERIFY(waitForState(flood));
        for (int i = 0; i < adj::LinkLimits::kMessagesPerWindow + 10; ++i) {
            if (kind == u"text"_s)
                flood.send({{u"type"_s, u"ping"_s}});
            else if (kind == u"binary"_s)
                flood.ws.sendBinaryMessage("\x01\x02");
            else
                flood.ws.ping("p");
        }
        QTRY_VERIFY_WITH_TIMEOUT(flood.closed, 5000);
        QCOMPARE(flood.closeCode, 4429);
        QCOMPARE(flood.last(u"error"_s)[u"error"_s][u"code"_s].toString(), u"too-fast"_s);
    }

    // A choice sealed through one server shows on the other's pages, new and open, within a second.
    void twoServersShowTheSameStates()
    {
        LinkClient onA(m_a.sideUrls.at(0)), onB(m_b.sideUrls.at(1)), ownOnB(m_b.sideUrls.at(0));
        QVERIFY(waitForState(onA) && waitForState(onB) && waitForState(ownOnB));
        QCOMPARE(onB.last(u"state"_s)[u"sides"_s][0][u"state"_s].toString(), u"waiting"_s);
        onA.send(plot(u"through-a-1"_s, onA.last(u"state"_s)));
        QTRY_COMPARE_WITH_TIMEOUT(onA.count(u"ack"_s), 1, 5000);
        QElapsedTimer t;
        t.start();
        QTRY_VERIFY_WITH_TIMEOUT(onB.last(u"state"_s)[u"sides"_s][0][u"state"_s].toString() == u"sealed"_s,
                                 1000);
        QTRY_VERIFY_WITH_TIMEOUT(ownOnB.last(u"state"_s)[u"mine"_s][u"sealed"_s].toBool(), 1000);
        QVERIFY(t.elapsed() < 1000);
        LinkClient fresh(m_b.sideUrls.at(1));
        QVERIFY(waitForState(fresh));
        QCOMPARE(fresh.last(u"state"_s)[u"sides"_s][0][u"state"_s].toString(), u"sealed"_s);
    }

    // `adjutant-cli link renew` in another process: both servers close that side's pages (4401).
    void aCodeRenewedElsewhereClosesItsPagesAtOnce()
    {
        LinkClient onA(m_a.sideUrls.at(1)), onB(m_b.sideUrls.at(1)), other(m_a.sideUrls.at(0));
        QVERIFY(waitForState(onA) && waitForState(onB) && waitForState(other));
        const QString side = onA.last(u"state"_s)[u"side"_s][u"name"_s].toString();
        QCOMPARE(adj::testing::cli({u"link"_s, u"renew"_s, u"--battle"_s, m_battle, u"--side"_s, side}).exit,
                 0);
        QElapsedTimer t;
        t.start();
        QTRY_VERIFY_WITH_TIMEOUT(onA.closed && onB.closed, 1000);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(onA.closeCode, 4401);
        QCOMPARE(onB.closeCode, 4401);
        QVERIFY(!other.closed); // the other side's code still holds
        RawClient again(u"127.0.0.1"_s, m_a.port,
                        "GET " + pathOf(m_a.sideUrls.at(1)).toLatin1() + " HTTP/1.1\r\nHost: table\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(again.closed, 5000);
        QCOMPARE(again.status(), QByteArray("404"));
    }

    void aChoiceAfterTheFileWentIsRefused_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("deleted") << u"deleted"_s;
        QTest::newRow("moved") << u"moved"_s;
        QTest::newRow("replaced") << u"replaced"_s;
    }

    // Sealed before: kept (in the moved file). Sent after: refused `gone`, never acknowledged; the
    // referee and the page are told; nothing is left beside the old path, nor is the new file touched.
    void aChoiceAfterTheFileWentIsRefused()
    {
        QFETCH(QString, how);
        QTemporaryDir dir;
        const QString battle = plottingBattle(dir.path(), u"gone"_s);
        QVERIFY(!battle.isEmpty());
        const QString other = how == u"replaced"_s ? plottingBattle(dir.path(), u"other"_s) : QString();
        ServeProcess server;
        QVERIFY2(server.start(battle), qPrintable(server.errors()));
        LinkClient page(server.sideUrls.at(0));
        QVERIFY(waitForState(page));
        page.send(plot(u"before-it-went"_s, page.last(u"state"_s)));
        QTRY_COMPARE_WITH_TIMEOUT(page.count(u"ack"_s), 1, 5000);
        const QJsonObject form = page.last(u"state"_s);
        const QString moved = dir.filePath(u"moved.adjutant"_s);
        QByteArray replacement;
        if (how == u"deleted"_s) {
            QVERIFY(QFile::remove(battle));
        } else if (how == u"moved"_s) {
            QVERIFY(QFile::rename(battle, moved));
        } else {
            replacement = adj::testing::digest(other);
            QCOMPARE(std::rename(QFile::encodeName(other).constData(), QFile::encodeName(battle).constData()),
                     0);
        }
        page.send(plot(u"after-it-went"_s, form)); // at once: before the link's next look at the file
        QTRY_COMPARE_WITH_TIMEOUT(page.count(u"refused"_s) + page.count(u"ack"_s), 2, 5000);
        QCOMPARE(page.count(u"ack"_s), 1);
        QCOMPARE(page.last(u"refused"_s)[u"error"_s][u"code"_s].toString(), u"gone"_s);
        QTRY_VERIFY_WITH_TIMEOUT(page.last(u"state"_s)[u"failure"_s].toString().contains(battle), 1000);
        QVERIFY(page.last(u"state"_s)[u"form"_s].isNull());
        server.stop();
        const QString told = server.errors();
        QVERIFY2(told.contains(battle), qPrintable(told)); // the referee is told
        for (const QString &side : {u"-wal"_s, u"-shm"_s})
            QVERIFY2(!QFileInfo::exists(battle + side), qPrintable(battle + side));
        if (how == u"moved"_s) { // what was sealed before the move is in the moved file
            const adj::testing::CliRun status =
                adj::testing::cli({u"link"_s, u"status"_s, u"--battle"_s, moved, u"--json"_s});
            QCOMPARE(status.exit, 0);
            QCOMPARE(status.json()[u"sides"_s][0][u"state"_s].toString(), u"sealed"_s);
        }
        if (how == u"replaced"_s)
            QCOMPARE(adj::testing::digest(battle), replacement);
    }

    // Connections that sent nothing, or their request too slowly, are answered 408 and closed
    // LinkLimits::kRequestMs after they came, not before.
    void slowConnectionsAreCutInTime()
    {
        const int by = adj::LinkLimits::kRequestMs + 3000 - int(m_since.elapsed());
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(m_slow.begin(), m_slow.end(), [](const auto &c) { return c->closed; }),
            std::max(by, 100));
        for (const auto &c : m_slow) {
            QCOMPARE(c->status(), QByteArray("408"));
            QVERIFY2(c->closedAfterMs >= adj::LinkLimits::kRequestMs - 500,
                     qPrintable(QString::number(c->closedAfterMs)));
        }
    }
};

QTEST_MAIN(TestLinkAttacks)
#include "tst_linkattacks.moc"
