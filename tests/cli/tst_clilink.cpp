// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli serve and link (issue 18 item 6): the table link without the GUI. Two pages plot
// against `serve`; `link status` shows what the referee's window shows (states, never markers);
// `link reveal` commits both plots (5.7) and the pages see the battle move on; `link renew` shuts
// a side's old address; bad requests are refused naming what is wrong, the battle unchanged.
// An IPv6 address is written in brackets (issue 32); a read-only battle shows its states and
// refuses what would write, saying why.
#include "support/clirun.h"
#include "support/linkclient.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using adj::testing::cli;
using adj::testing::LinkClient;

class TestCliLink : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString plottingBattle(const QString &name)
    {
        QFile scenario(QStringLiteral(ADJ_SOURCE_DIR) + u"/resolvers/wfanaval/demo/wfa-lake-erie.json"_s);
        if (!scenario.open(QIODevice::ReadOnly))
            return {};
        const QString path = adj::testing::battleFrom(m_dir.path(), name, scenario.readAll());
        if (path.isEmpty() || cli({u"track"_s, u"--battle"_s, path, u"--set"_s, u"wind=4"_s}).exit != 0 ||
            cli({u"resolve"_s, u"--battle"_s, path, u"--action"_s, u"wind-change"_s, u"--dice"_s, u"3"_s,
                 u"--apply"_s})
                    .exit != 0)
            return {};
        return path;
    }

    // `serve` of the battle at `path` on `address`, any port: the JSON line it starts with (kept for
    // the schema check), empty when it printed none.
    static QJsonObject startServe(QProcess &serve, const QString &path, const QString &address)
    {
        const QStringList args{u"serve"_s, u"--battle"_s,  path,    u"--port"_s,
                               u"0"_s,     u"--address"_s, address, u"--json"_s};
        serve.start(QStringLiteral(ADJ_CLI_PATH), args);
        if (!serve.waitForStarted() || !QTest::qWaitFor([&] { return serve.canReadLine(); }, 20000))
            return {};
        const QString line = QString::fromUtf8(serve.readLine());
        adjtest::keepJson(args, 0, line);
        return QJsonDocument::fromJson(line.toUtf8()).object();
    }

private slots:
    void statusRevealAndRenewRefuseWhatIsWrong()
    {
        const QString path = plottingBattle(u"refusals"_s);
        QVERIFY(!path.isEmpty());
        const adj::testing::CliRun status = cli({u"link"_s, u"status"_s, u"--battle"_s, path, u"--json"_s});
        QCOMPARE(status.exit, 0);
        const QJsonArray sides = status.json()[u"sides"_s].toArray();
        QCOMPARE(sides.size(), 2);
        QCOMPARE(sides[0][u"state"_s].toString(), u"waiting"_s);
        const QByteArray before = adj::testing::digest(path);
        const adj::testing::CliRun early = cli({u"link"_s, u"reveal"_s, u"--battle"_s, path, u"--json"_s});
        QCOMPARE(early.exit, 1);
        QCOMPARE(early.json()[u"error"_s][u"code"_s].toString(), u"refused"_s);
        QVERIFY(early.json()[u"error"_s][u"message"_s].toString().contains(sides[0][u"name"_s].toString()));
        const adj::testing::CliRun nobody =
            cli({u"link"_s, u"renew"_s, u"--battle"_s, path, u"--side"_s, u"Nobody"_s, u"--json"_s});
        QCOMPARE(nobody.exit, 1);
        QCOMPARE(nobody.json()[u"error"_s][u"input"_s].toString(), u"side"_s);
        QVERIFY(nobody.json()[u"error"_s][u"message"_s].toString().contains(u"Nobody"_s));
        QCOMPARE(adj::testing::digest(path), before);
        const adj::testing::CliRun odd = cli({u"link"_s, u"open"_s, u"--battle"_s, path, u"--json"_s});
        QCOMPARE(odd.exit, 2);
        QCOMPARE(odd.json()[u"error"_s][u"code"_s].toString(), u"usage"_s);
        const adj::testing::CliRun port =
            cli({u"serve"_s, u"--battle"_s, path, u"--port"_s, u"70000"_s, u"--json"_s});
        QCOMPARE(port.exit, 2);
        QVERIFY(port.json()[u"error"_s][u"message"_s].toString().contains(u"--port"_s));
        const adj::testing::CliRun renew = cli({u"link"_s, u"renew"_s, u"--battle"_s, path, u"--side"_s,
                                                sides[1][u"name"_s].toString(), u"--json"_s});
        QCOMPARE(renew.exit, 0);
        QVERIFY(
            QRegularExpression(u"^/s/[0-9a-f]{32}/$"_s).match(renew.json()[u"path"_s].toString()).hasMatch());
    }

    void pagesPlotAgainstServeAndTheCommandLineReveals()
    {
        const QString path = plottingBattle(u"served"_s);
        QVERIFY(!path.isEmpty());
        QProcess serve;
        const QJsonObject started = startServe(serve, path, u"127.0.0.1"_s);
        QVERIFY(!started.isEmpty());
        QVERIFY(started[u"ok"_s].toBool());
        const QJsonArray sides = started[u"sides"_s].toArray();
        QCOMPARE(sides.size(), 2);
        LinkClient a(sides[0][u"url"_s].toString()), b(sides[1][u"url"_s].toString());
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 10000);
        const qint64 seq = a.last(u"state"_s)[u"seq"_s].toInteger();
        const QStringList cycle{u"S"_s, u"X"_s, u"R"_s, u"S"_s, u"X"_s, u"L"_s, u"S"_s, u"X"_s, u"R"_s};
        for (LinkClient *c : {&a, &b}) {
            const QJsonObject form = c->last(u"state"_s)[u"form"_s].toObject();
            c->send({{u"type"_s, u"submit"_s},
                     {u"id"_s, c == &a ? u"cli-plot-a"_s : u"cli-plot-b"_s},
                     {u"formKey"_s, form[u"key"_s]},
                     {u"inputs"_s, QJsonObject{{u"markers"_s, QJsonArray::fromStringList(cycle.mid(
                                                                  0, form[u"count"_s].toInt()))}}}});
            QTRY_COMPARE_WITH_TIMEOUT(c->count(u"ack"_s), 1, 10000);
        }
        const adj::testing::CliRun status = cli({u"link"_s, u"status"_s, u"--battle"_s, path, u"--json"_s});
        QCOMPARE(status.exit, 0);
        QCOMPARE(status.json()[u"sides"_s][0][u"state"_s].toString(), u"sealed"_s);
        QCOMPARE(status.json()[u"sides"_s][1][u"state"_s].toString(), u"sealed"_s);
        QVERIFY(!status.out.contains(u"markers"_s) && !status.out.contains(u"\"S\""_s));
        const adj::testing::CliRun reveal = cli({u"link"_s, u"reveal"_s, u"--battle"_s, path, u"--json"_s});
        QCOMPARE(reveal.exit, 0);
        QCOMPARE(reveal.json()[u"events"_s].toArray().size(), 2);
        QCOMPARE(reveal.json()[u"sides"_s][1][u"state"_s].toString(), u"entered"_s);
        // The server reads the other writer's events and both pages move on.
        QTRY_VERIFY_WITH_TIMEOUT(a.last(u"state"_s)[u"seq"_s].toInteger() == seq + 2 &&
                                     b.last(u"state"_s)[u"seq"_s].toInteger() == seq + 2,
                                 10000);
        const adj::testing::CliRun log = cli({u"log"_s, u"--battle"_s, path, u"--json"_s});
        const QJsonArray events = log.json()[u"events"_s].toArray();
        QCOMPARE(events.last()[u"kind"_s].toString(), u"resolve.plot"_s);
        QVERIFY(events.last()[u"summary"_s].toString().contains(sides[1][u"name"_s].toString()));
        serve.kill();
        serve.waitForFinished();
    }

    void serveWritesAnIPv6AddressInBrackets()
    {
        const QString path = plottingBattle(u"ipv6"_s);
        QVERIFY(!path.isEmpty());
        QProcess serve;
        const QJsonObject started = startServe(serve, path, u"::1"_s);
        QVERIFY(!started.isEmpty());
        const QString base = u"http://[::1]:%1/"_s.arg(started[u"port"_s].toInt());
        QCOMPARE(started[u"url"_s].toString(), base);
        const QString page = started[u"sides"_s][0][u"url"_s].toString();
        QVERIFY2(page.startsWith(base + u"s/"_s), qPrintable(page));
        LinkClient client(page); // and the page is reached there
        QTRY_COMPARE_WITH_TIMEOUT(client.count(u"state"_s), 1, 10000);
        serve.terminate();
        QVERIFY(serve.waitForFinished(10000));
    }

    // In a folder that cannot be written (as "nobody": root writes anything), `link status` reads
    // the states; `link renew` is refused because the battle is read-only, not for want of tables.
    void aReadOnlyBattleShowsItsStates()
    {
        QTemporaryDir top;
        const QString folder = top.filePath(u"battles"_s);
        QVERIFY(QDir().mkpath(folder));
        QFile scenario(QStringLiteral(ADJ_SOURCE_DIR) + u"/resolvers/wfanaval/demo/wfa-lake-erie.json"_s);
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        const QString path = adj::testing::battleFrom(folder, u"readonly"_s, scenario.readAll());
        QVERIFY(!path.isEmpty());
        QVERIFY(cli({u"link"_s, u"status"_s, u"--battle"_s, path}).exit == 0); // its codes made
        const auto all = QFile::ReadOwner | QFile::ReadOther | QFile::ExeOwner | QFile::ExeOther;
        QFile::setPermissions(top.path(), all | QFile::WriteOwner);
        QFile::setPermissions(folder, all);
        QFile::setPermissions(path,
                              QFile::ReadOwner | QFile::ReadOther | QFile::WriteOwner | QFile::WriteOther);
        adj::testing::RunOptions asNobody;
        if (geteuid() == 0)
            asNobody.inChild = [] {
                if (setgid(65534) != 0 || setuid(65534) != 0)
                    _exit(3);
            };
        const adj::testing::CliRun status =
            cli({u"link"_s, u"status"_s, u"--battle"_s, path, u"--json"_s}, asNobody);
        const adj::testing::CliRun renew =
            cli({u"link"_s, u"renew"_s, u"--battle"_s, path, u"--side"_s, u"Royal Navy"_s, u"--json"_s},
                asNobody);
        QFile::setPermissions(folder, all | QFile::WriteOwner);
        QCOMPARE(status.exit, 0);
        QCOMPARE(status.json()[u"sides"_s].toArray().size(), 2);
        QVERIFY2(!status.out.contains(u"table link tables"_s), qPrintable(status.out));
        QCOMPARE(renew.exit, 1);
        const QString why = renew.json()[u"error"_s][u"message"_s].toString();
        QVERIFY2(why.contains(u"read-only"_s) && why.contains(u"folder"_s), qPrintable(renew.out));
        QVERIFY2(!why.contains(u"table link tables"_s), qPrintable(renew.out));
    }
};

QTEST_MAIN(TestCliLink)
#include "tst_clilink.moc"
