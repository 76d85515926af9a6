// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A club of three battles of three rule sets, end to end through adjutant-cli on a throwaway
// PostgreSQL server (issue 34's "Done when"): init, join, play, the server killed and back, a
// takeover from a second laptop, the standings and the campaign totals worked out by hand, a battle
// pulled back whole, and the board's page following a table's action.
#include "support/clirun.h"
#include "support/clubfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {

// For Honor and Glory: 5 VP to win in 8 turns; the Americans hold 6, the British 3 (rule 10).
const char kChippawa[] =
    R"({"name": "Chippawa", "ruleset": "fhg-land", "victory": {"vpToWin": 5, "turnLimit": 8},
  "sides": [
    {"name": "American", "color": "#2b4c9b", "counters": {"VP": 6},
     "units": [{"name": "25th U.S.", "type": "regular", "strength": 4, "start": 4}]},
    {"name": "British", "color": "#b22222", "counters": {"VP": 3},
     "units": [{"name": "100th Foot", "type": "regular", "strength": 4, "start": 4}]}]})";
// Wars for America: ships of 5 and 4 damage points.
const char kLakeErie[] = R"({"name": "Lake Erie", "ruleset": "wfa-naval",
  "sides": [
    {"name": "United States", "counters": {"VP": 2},
     "units": [{"name": "USS Lawrence", "type": "brig", "strength": 5, "start": 5}]},
    {"name": "Royal Navy", "counters": {"VP": 1},
     "units": [{"name": "HMS Detroit", "type": "frigate", "strength": 4, "start": 4}]}]})";
// One If By Land.
const char kCowpens[] = R"({"name": "Cowpens", "ruleset": "oneifbyland",
  "sides": [
    {"name": "Continentals", "counters": {"VP": 3}, "units": []},
    {"name": "Crown", "counters": {"VP": 1}, "units": []}]})";

} // namespace

class TestClubEndToEnd : public QObject
{
    Q_OBJECT

private:
    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    QString m_table, m_admin, m_board;
    QString m_laptop = u"a"_s;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // adjutant-cli on laptop `m_laptop` (its own club key), in English.
    CliRun cli(const QStringList &args, const QByteArray &input = {})
    {
        return adj::testing::cli(
            args,
            {.env = {{u"ADJ_CLUB_KEY_FILE"_s, path(u"laptop-"_s + m_laptop + u".key"_s)}}, .input = input});
    }
    QString battle(const QString &name, const char *scenario)
    {
        QFile f(path(name + u".json"_s));
        if (!f.open(QIODevice::WriteOnly) || f.write(scenario) < 0)
            return {};
        f.close();
        const QString file = path(name + u".adjutant"_s);
        return cli({u"new"_s, file, u"--scenario"_s, f.fileName()}).exit == 0 ? file : QString();
    }
    QJsonObject standings()
    {
        return cli({u"club"_s, u"standings"_s, u"--server"_s, m_table, u"--club"_s, u"Harbour"_s,
                    u"--json"_s})
            .json();
    }
    static QJsonObject table(const QJsonObject &view, const QString &name)
    {
        for (const QJsonValue &t : view.value(u"tables"_s).toArray())
            if (t[u"name"_s].toString() == name)
                return t.toObject();
        return {};
    }
    static QJsonObject side(const QJsonObject &table, const QString &name)
    {
        for (const QJsonValue &s : table.value(u"sides"_s).toArray())
            if (s[u"name"_s].toString() == name)
                return s.toObject();
        return {};
    }
    static QJsonObject totals(const QJsonObject &view, const QString &ruleset)
    {
        for (const QJsonValue &t : view.value(u"totals"_s).toArray())
            if (t[u"ruleset"_s].toString() == ruleset)
                return t.toObject();
        return {};
    }

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_cluster.up(&error), qPrintable(error));
        {
            QSqlDatabase admin = m_cluster.connection(u"club"_s);
            QVERIFY(admin.open());
            QSqlQuery q(admin);
            QVERIFY(q.exec(u"DROP DATABASE IF EXISTS endtoend WITH (FORCE)"_s));
            QVERIFY(q.exec(u"CREATE DATABASE endtoend"_s));
        }
        m_admin = m_cluster.url(u"endtoend"_s, u"postgres"_s);
        m_table = m_cluster.url(u"endtoend"_s, u"adjutant_table"_s);
        m_board = m_cluster.url(u"endtoend"_s, u"adjutant_board"_s);
    }

    void wholeClub()
    {
        // The organiser makes the club (as the database's owner).
        CliRun r = cli({u"club"_s, u"init"_s, u"--server"_s, m_admin, u"--club"_s, u"Harbour"_s});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        // The tables' role cannot make one.
        r = cli({u"club"_s, u"init"_s, u"--server"_s, m_table, u"--club"_s, u"Pirates"_s});
        QCOMPARE(r.exit, 1);

        const QString chippawa = battle(u"chippawa"_s, kChippawa);
        const QString erie = battle(u"erie"_s, kLakeErie);
        const QString cowpens = battle(u"cowpens"_s, kCowpens);
        QVERIFY(!chippawa.isEmpty() && !erie.isEmpty() && !cowpens.isEmpty());
        for (const QString &b : {chippawa, erie, cowpens}) {
            r = cli({u"club"_s, u"join"_s, u"--battle"_s, b, u"--server"_s, m_table, u"--club"_s,
                     u"Harbour"_s, u"--json"_s});
            QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
            QCOMPARE(r.json()[u"status"_s][u"state"_s].toString(), u"up-to-date"_s);
        }

        // Play: losses at each table (start - now, in the rule set's measure).
        QCOMPARE(cli({u"edit-unit"_s, chippawa, u"--unit"_s, u"25th U.S."_s, u"--strength"_s, u"3"_s}).exit,
                 0);
        QCOMPARE(cli({u"edit-unit"_s, chippawa, u"--unit"_s, u"100th Foot"_s, u"--strength"_s, u"2"_s}).exit,
                 0);
        QCOMPARE(cli({u"edit-unit"_s, erie, u"--unit"_s, u"HMS Detroit"_s, u"--strength"_s, u"1"_s}).exit, 0);
        for (const QString &b : {chippawa, erie, cowpens})
            QCOMPARE(cli({u"club"_s, u"sync"_s, b}).exit, 0);

        // The server is killed: the table goes on, its events wait, and follow when it is back.
        QVERIFY(m_cluster.control(u"kill"_s));
        QCOMPARE(cli({u"edit-unit"_s, erie, u"--unit"_s, u"USS Lawrence"_s, u"--strength"_s, u"4"_s}).exit,
                 0);
        r = cli({u"club"_s, u"status"_s, erie, u"--json"_s});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.json()[u"reached"_s].toBool(), false);
        QCOMPARE(r.json()[u"waiting"_s].toInt(), 1);
        QVERIFY(cli({u"club"_s, u"status"_s, erie}).out.contains(u"club: 1 event waiting"_s));
        r = cli({u"club"_s, u"sync"_s, erie, u"--json"_s});
        QCOMPARE(r.exit, 1);
        QCOMPARE(r.json()[u"error"_s][u"code"_s].toString(), u"offline"_s);
        QVERIFY(m_cluster.control(u"resume"_s));
        QCOMPARE(cli({u"club"_s, u"sync"_s, erie}).exit, 0);
        r = cli({u"club"_s, u"status"_s, erie, u"--json"_s});
        QCOMPARE(r.json()[u"waiting"_s].toInt(), 0);
        QCOMPARE(r.json()[u"onServer"_s].toInt(), r.json()[u"events"_s].toInt());

        // Laptop A dies; laptop B has a copy of Cowpens and is refused until it takes it over.
        const QString cowpensB = path(u"cowpens-b.adjutant"_s);
        QVERIFY(QFile::copy(cowpens, cowpensB));
        m_laptop = u"b"_s;
        QCOMPARE(
            cli({u"end"_s, cowpensB, u"--ending"_s, u"victory"_s, u"--winner"_s, u"Continentals"_s}).exit, 0);
        r = cli({u"club"_s, u"sync"_s, cowpensB, u"--json"_s});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.json()[u"error"_s][u"message"_s].toString().contains(u"another laptop"_s),
                 qPrintable(r.out));
        r = cli({u"club"_s, u"takeover"_s, cowpensB}, "n\n"); // asked, and declined: nothing changes
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.err.contains(u"Take it over?"_s), qPrintable(r.err));
        r = cli({u"club"_s, u"takeover"_s, cowpensB}, "y\n");
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
        m_laptop = u"a"_s;
        QCOMPARE(cli({u"advance"_s, cowpens}).exit, 0);
        QCOMPARE(cli({u"club"_s, u"sync"_s, cowpens}).exit, 1); // A is refused now
        m_laptop = u"b"_s;

        // Chippawa's time called on turn 1 of 8, for the British: before the time is up it is the
        // referee's call (issue 29), not a 10.C time win, so rule 12 credits each side what it earned.
        m_laptop = u"a"_s;
        QCOMPARE(cli({u"end"_s, chippawa, u"--ending"_s, u"time"_s, u"--winner"_s, u"British"_s}).exit, 0);
        QCOMPARE(cli({u"club"_s, u"sync"_s, chippawa}).exit, 0);

        const QJsonObject view = standings();
        QCOMPARE(view.value(u"tables"_s).toArray().size(), 3);
        const QJsonObject c = table(view, u"Chippawa"_s);
        QCOMPARE(c[u"ruleset"_s].toString(), u"fhg-land"_s);
        QCOMPARE(c[u"state"_s].toString(), u"ended"_s);
        QCOMPARE(c[u"winner"_s].toString(), u"British"_s);
        QCOMPARE(side(c, u"American"_s)[u"lost"_s].toInt(), 1); // 4 -> 3 MP
        QCOMPARE(side(c, u"British"_s)[u"lost"_s].toInt(), 2);  // 4 -> 2 MP
        QCOMPARE(side(c, u"American"_s)[u"earned"_s].toInt(), 6);
        const QJsonObject e = table(view, u"Lake Erie"_s);
        QCOMPARE(side(e, u"Royal Navy"_s)[u"lost"_s].toInt(), 3);    // 4 -> 1
        QCOMPARE(side(e, u"United States"_s)[u"lost"_s].toInt(), 1); // 5 -> 4, sent after the restart
        QVERIFY(e[u"last"_s][u"summary"_s].toString().contains(u"USS Lawrence"_s));
        const QJsonObject w = table(view, u"Cowpens"_s);
        QCOMPARE(w[u"state"_s].toString(), u"ended"_s); // laptop B's end, after its takeover
        QCOMPARE(w[u"winner"_s].toString(), u"Continentals"_s);
        // Rule 12 (For Honor and Glory): a referee's call, each side what it earned: American 6,
        // British 3 (a 10.C time win would have given the British the 5 needed). The others' VP as
        // they stand.
        const QJsonObject fhg = totals(view, u"fhg-land"_s);
        QCOMPARE(fhg[u"rule"_s].toString(), u"12"_s);
        QCOMPARE(fhg[u"totals"_s][u"American"_s].toInt(), 6);
        QCOMPARE(fhg[u"totals"_s][u"British"_s].toInt(), 3);
        QCOMPARE(fhg[u"leader"_s].toString(), u"American"_s);
        const QJsonObject wfa = totals(view, u"wfa-naval"_s);
        QCOMPARE(wfa[u"rule"_s].toString(), u"total"_s);
        QCOMPARE(wfa[u"totals"_s][u"United States"_s].toInt(), 2);
        QCOMPARE(wfa[u"totals"_s][u"Royal Navy"_s].toInt(), 1);
        QCOMPARE(totals(view, u"oneifbyland"_s)[u"totals"_s][u"Continentals"_s].toInt(), 3);
        QVERIFY(cli({u"club"_s, u"standings"_s, u"--server"_s, m_table, u"--club"_s, u"Harbour"_s})
                    .out.contains(u"Campaign totals, For Honor and Glory"_s));

        // Pull Lake Erie back whole: the same state, the same log, the same undo.
        QCOMPARE(cli({u"undo"_s, erie}).exit, 0);
        QCOMPARE(cli({u"club"_s, u"sync"_s, erie}).exit, 0);
        const QString id = table(standings(), u"Lake Erie"_s)[u"id"_s].toString();
        const QString pulled = path(u"erie-pulled.adjutant"_s);
        r = cli({u"club"_s, u"pull"_s, u"--server"_s, m_table, u"--battle"_s, id, u"--out"_s, pulled,
                 u"--json"_s});
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
        QCOMPARE(cli({u"show"_s, pulled, u"--json"_s}).out, cli({u"show"_s, erie, u"--json"_s}).out);
        QCOMPARE(cli({u"log"_s, pulled, u"--json"_s}).out, cli({u"log"_s, erie, u"--json"_s}).out);
        QCOMPARE(cli({u"redo"_s, pulled}).out, cli({u"redo"_s, erie}).out);
        QCOMPARE(cli({u"undo"_s, pulled}).out, cli({u"undo"_s, erie}).out);
        QCOMPARE(cli({u"undo"_s, pulled}).out, cli({u"undo"_s, erie}).out);
        QCOMPARE(cli({u"show"_s, pulled, u"--json"_s}).out, cli({u"show"_s, erie, u"--json"_s}).out);
    }

    void boardFollowsTheTables()
    {
        // The board's page (the board's role: reading only), live through LISTEN/NOTIFY.
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"LANGUAGE"_s, u"en"_s);
        serve.setProcessEnvironment(env);
        serve.start(QStringLiteral(ADJ_CLI_PATH),
                    {u"club"_s, u"serve"_s, u"--server"_s, m_board, u"--club"_s, u"Harbour"_s, u"--port"_s,
                     u"0"_s, u"--address"_s, u"127.0.0.1"_s, u"--json"_s});
        QVERIFY(serve.waitForReadyRead(30000));
        const int port = QJsonDocument::fromJson(serve.readLine()).object().value(u"port"_s).toInt();
        QVERIFY2(port > 0, qPrintable(QString::fromUtf8(serve.readAllStandardError())));
        QWebSocket page;
        QSignalSpy messages(&page, &QWebSocket::textMessageReceived);
        page.open(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
        QTRY_VERIFY_WITH_TIMEOUT(messages.size() >= 1, 20000);
        QJsonObject view = QJsonDocument::fromJson(messages.last().first().toString().toUtf8()).object();
        QCOMPARE(view[u"tables"_s].toArray().size(), 3);
        QCOMPARE(view[u"live"_s].toBool(), true);
        QCOMPARE(table(view, u"Lake Erie"_s)[u"turn"_s].toInt(), 1);
        // Nothing secret on it: no writer, no origin, no event's inputs.
        const QString text = messages.last().first().toString();
        QVERIFY(!text.contains(u"writer"_s) && !text.contains(u"origin"_s) && !text.contains(u"inputs"_s));
        // A table's action reaches the page.
        m_laptop = u"a"_s;
        const QString erie = path(u"erie.adjutant"_s);
        QCOMPARE(cli({u"advance"_s, erie, u"--turn"_s}).exit, 0);
        QCOMPARE(cli({u"club"_s, u"sync"_s, erie}).exit, 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            table(QJsonDocument::fromJson(messages.last().first().toString().toUtf8()).object(),
                  u"Lake Erie"_s)[u"turn"_s]
                    .toInt() == 2,
            20000);
        // The same as JSON over HTTP, with the strict policy; anything else is 404.
        QNetworkAccessManager net;
        QNetworkReply *reply =
            net.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/standings.json"_s.arg(port))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 20000);
        QVERIFY(reply->rawHeader("Content-Security-Policy").contains("default-src 'none'"));
        QCOMPARE(QJsonDocument::fromJson(reply->readAll()).object()[u"tables"_s].toArray().size(), 3);
        QNetworkReply *missing = net.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/secret"_s.arg(port))));
        QTRY_VERIFY_WITH_TIMEOUT(missing->isFinished(), 20000);
        QCOMPARE(missing->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 404);
        page.close();
        serve.kill();
        serve.waitForFinished();
    }
};

QTEST_MAIN(TestClubEndToEnd)
#include "tst_clubendtoend.moc"
