// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The table link over loopback (issue 18, docs/tablelink.md): only a valid code is served, each
// side sees its own form and report and never the other's choice, a choice is sealed in the file
// before it is acknowledged and counts once, the reveal commits the plots as the referee's own
// entry would (5.7), every message carries the battle's seq, and pages that drop come back to the
// current state. Wars for America's plot is the secret choice used here.
#include "battledocument.h"
#include "linkhttp.h"
#include "linkstore.h"
#include "support/demobattlefile.h"
#include "support/linkclient.h"
#include "tablelink.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using adj::testing::LinkClient;

namespace adj {

class TestTableLink : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<BattleDocument> m_doc;
    std::unique_ptr<TableLink> m_link;
    QList<TableLink::SideStatus> m_sides;

    QString url(int i) { return m_link->url(m_sides.at(i).sideId); }
    static QJsonObject plot(const QString &id, const QJsonObject &form, const QStringList &markers)
    {
        return {{u"type"_s, u"submit"_s},
                {u"id"_s, id},
                {u"formKey"_s, form.value(u"key"_s).toString()},
                {u"inputs"_s, QJsonObject{{u"markers"_s, QJsonArray::fromStringList(markers)}}}};
    }
    // A plot of `count` markers (up to 9) that breaks no rule: no two turns in a row (5.10), at
    // most 3 markers of a kind (1.2.1).
    static QStringList straight(int count)
    {
        static const QStringList kCycle{u"S"_s, u"X"_s, u"R"_s, u"S"_s, u"X"_s,
                                        u"L"_s, u"S"_s, u"X"_s, u"R"_s};
        return kCycle.mid(0, count);
    }
    static QNetworkReply *get(QNetworkAccessManager &net, const QString &url)
    {
        QNetworkRequest req{QUrl(url)};
        req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply *r = net.get(req);
        QSignalSpy done(r, &QNetworkReply::finished);
        done.wait(5000);
        return r;
    }
    int choicesInFile(const QString &state)
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"peek"_s);
        db.setDatabaseName(m_path);
        db.open();
        QSqlQuery q(db);
        q.exec(u"SELECT count(*) FROM link_choices WHERE state = '%1'"_s.arg(state));
        const int n = q.next() ? q.value(0).toInt() : -1;
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"peek"_s);
        return n;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"erie-%1.adjutant"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
        QString error;
        QVERIFY2(testing::writeDemoBattle(u":/demo/wfa-lake-erie.json"_s, m_path, &error), qPrintable(error));
        // The starting wind, then turn 1's wind change (3.1, 4.1): the plot can be asked for.
        for (const QStringList &args :
             {QStringList{u"track"_s, u"--battle"_s, m_path, u"--set"_s, u"wind=4"_s},
              QStringList{u"resolve"_s, u"--battle"_s, m_path, u"--action"_s, u"wind-change"_s, u"--dice"_s,
                          u"3"_s, u"--apply"_s}}) {
            QProcess cli;
            cli.start(QStringLiteral(ADJ_CLI_PATH), args);
            QVERIFY(cli.waitForFinished(30000));
            QCOMPARE(cli.exitCode(), 0);
        }
        m_doc = BattleDocument::open(m_path, &error);
        QVERIFY2(m_doc, qPrintable(error));
        m_doc->watch(50);
        m_link = std::make_unique<TableLink>(m_doc.get());
        QVERIFY2(m_link->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        m_sides = m_link->status();
        QCOMPARE(m_sides.size(), 2);
        QCOMPARE(m_sides.at(0).state, u"waiting"_s);
    }

    void cleanup()
    {
        m_link.reset();
        m_doc.reset();
    }

    void servesOnlyUnderAValidCode()
    {
        QNetworkAccessManager net;
        const QString page = url(0);
        std::unique_ptr<QNetworkReply> r(get(net, page));
        QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QCOMPARE(r->rawHeader("Content-Security-Policy"), LinkHttp::contentSecurityPolicy());
        QCOMPARE(r->rawHeader("X-Content-Type-Options"), QByteArray("nosniff"));
        const QByteArray html = r->readAll();
        QVERIFY(html.contains("page.js"));
        QVERIFY(html.contains("form.js"));
        for (const QString &script : {u"form.js"_s, u"page.js"_s}) {
            r.reset(get(net, page + script));
            QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            QVERIFY(
                r->header(QNetworkRequest::ContentTypeHeader).toString().startsWith(u"text/javascript"_s));
        }
        // The page without its closing slash moves to it (its files are beside it).
        r.reset(get(net, page.chopped(1)));
        QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 301);
        const QString root = u"http://127.0.0.1:%1/"_s.arg(m_link->port());
        for (const QString &bad : QStringList{
                 root, root + u"s/"_s, root + u"s/0123456789abcdef0123456789abcdef/"_s,
                 root + u"s/not-a-token/page.js"_s, page + u"../../etc/passwd"_s, page + u"other.js"_s}) {
            r.reset(get(net, bad));
            QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 404);
            QVERIFY2(r->readAll().isEmpty(), qPrintable(bad));
        }
    }

    void aWrongCodeGetsNoMessage()
    {
        const QString root = u"http://127.0.0.1:%1/"_s.arg(m_link->port());
        LinkClient wrong(root + u"s/0123456789abcdef0123456789abcdef/"_s);
        QTRY_VERIFY_WITH_TIMEOUT(wrong.closed, 5000);
        QCOMPARE(wrong.closeCode, 4401);
        QVERIFY(wrong.got.isEmpty());
        LinkClient shapeless(root + u"x/"_s);
        QTRY_VERIFY_WITH_TIMEOUT(shapeless.closed, 5000);
        QVERIFY(shapeless.got.isEmpty());
    }

    void aPageGetsItsStateAtOnce()
    {
        LinkClient a(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"state"_s), 1, 5000);
        const QJsonObject s = a.last(u"state"_s);
        QCOMPARE(s.value(u"seq"_s).toInteger(), m_doc->store().eventCount());
        QCOMPARE(s[u"side"_s][u"name"_s].toString(), m_sides.at(0).name);
        QCOMPARE(s[u"form"_s][u"kind"_s].toString(), u"wfa-plot"_s);
        QCOMPARE(s[u"form"_s][u"rule"_s].toString(), u"5.7"_s);
        QVERIFY(s[u"form"_s][u"count"_s].toInt() >= 1);
        // The plot as the page draws it (docs/tablelink.md "Forms"): one sequence of the four markers,
        // exactly `count` of them, at most the rule table's number of a kind.
        QCOMPARE(s[u"form"_s][u"title"_s].toString(), u"Plot your moves (5.7)"_s);
        const QJsonArray fields = s[u"form"_s][u"fields"_s].toArray();
        QCOMPARE(fields.size(), 1);
        const QJsonObject markers = fields.first().toObject();
        QCOMPARE(markers[u"kind"_s].toString(), u"sequence"_s);
        QCOMPARE(markers[u"id"_s].toString(), u"markers"_s);
        QCOMPARE(markers[u"min"_s].toInt(), s[u"form"_s][u"count"_s].toInt());
        QCOMPARE(markers[u"max"_s].toInt(), s[u"form"_s][u"count"_s].toInt());
        QCOMPARE(markers[u"maxEach"_s].toInt(), s[u"form"_s][u"maxOfKind"_s].toInt());
        QCOMPARE(markers[u"options"_s].toArray().size(), 4);
        QCOMPARE(markers[u"options"_s][3][u"id"_s].toString(), u"X"_s);
        QCOMPARE(markers[u"options"_s][3][u"label"_s].toString(), u"Stop"_s);
        QVERIFY(
            markers[u"help"_s].toString().startsWith(u"%1 marker"_s.arg(s[u"form"_s][u"count"_s].toInt())));
        QVERIFY(s[u"report"_s].isObject());
        QCOMPARE(s[u"report"_s][u"forSide"_s].toString(), m_sides.at(0).name);
        QCOMPARE(s[u"sides"_s].toArray().size(), 2);
        QVERIFY(s[u"strings"_s][u"send"_s].isString());
        QVERIFY(s[u"mine"_s].isNull());
    }

    void aChoiceIsSealedOnceAndSeenByNobodyElse()
    {
        LinkClient a(url(0)), b(url(1));
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 5000);
        const QJsonObject form = a.last(u"state"_s).value(u"form"_s).toObject();
        QSignalSpy sealed(m_link.get(), &TableLink::choiceSealed);
        a.send(plot(u"first-plot-1"_s, form, straight(form[u"count"_s].toInt())));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"ack"_s), 1, 5000);
        QCOMPARE(a.last(u"ack"_s).value(u"duplicate"_s).toBool(), false);
        QCOMPARE(sealed.size(), 1);
        QCOMPARE(choicesInFile(u"sealed"_s), 1); // in the file before the page was told
        // Sent again after a drop: it counts once.
        a.send(plot(u"first-plot-1"_s, form, straight(form[u"count"_s].toInt())));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"ack"_s), 2, 5000);
        QCOMPARE(a.last(u"ack"_s).value(u"duplicate"_s).toBool(), true);
        QCOMPARE(choicesInFile(u"sealed"_s) + choicesInFile(u"replaced"_s), 1);
        // B learns that A has sent, not what.
        QTRY_VERIFY_WITH_TIMEOUT(b.last(u"state"_s)[u"sides"_s][0][u"state"_s].toString() == u"sealed"_s,
                                 5000);
        for (const QString &t : std::as_const(b.raw))
            QVERIFY2(!t.contains(u"\"mine\":{"_s) && !t.contains(u"first-plot"_s), qPrintable(t));
        QCOMPARE(a.last(u"state"_s)[u"mine"_s][u"inputs"_s][u"markers"_s].toArray().size(),
                 form[u"count"_s].toInt());
        QCOMPARE(m_link->status().at(0).state, u"sealed"_s);
        QCOMPARE(m_link->status().at(1).state, u"waiting"_s);
        QString why;
        QVERIFY(!m_link->canReveal(&why));
        QVERIFY(why.contains(m_sides.at(1).name));
    }

    void aBadChoiceIsRefusedNamingWhy()
    {
        LinkClient a(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"state"_s), 1, 5000);
        const QJsonObject form = a.last(u"state"_s).value(u"form"_s).toObject();
        const int count = form[u"count"_s].toInt();
        a.send(plot(u"too-many-1"_s, form, straight(count + 1)));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"refused"_s), 1, 5000);
        QCOMPARE(a.last(u"refused"_s)[u"error"_s][u"code"_s].toString(), u"invalid-input"_s);
        QCOMPARE(a.last(u"refused"_s)[u"error"_s][u"input"_s].toString(), u"markers"_s);
        if (count >= 2) { // 5.10: no two turns in a row, refused by the plot action itself
            QStringList turns = straight(count);
            turns[0] = u"R"_s;
            turns[1] = u"L"_s;
            a.send(plot(u"two-turns-1"_s, form, turns));
            QTRY_COMPARE_WITH_TIMEOUT(a.count(u"refused"_s), 2, 5000);
            QCOMPARE(a.last(u"refused"_s)[u"error"_s][u"code"_s].toString(), u"refused"_s);
            QVERIFY(a.last(u"refused"_s)[u"error"_s][u"message"_s].toString().contains(u"5.10"_s));
        }
        QJsonObject stale = plot(u"stale-key-1"_s, form, straight(count));
        stale[u"formKey"_s] = u"wfa-plot:0:a:9"_s;
        a.send(stale);
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"refused"_s), count >= 2 ? 3 : 2, 5000);
        QCOMPARE(a.last(u"refused"_s)[u"error"_s][u"code"_s].toString(), u"stale"_s);
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"state"_s), 2, 5000); // the fresh form follows
        a.send({{u"type"_s, u"submit"_s}, {u"id"_s, u"x"_s}, {u"inputs"_s, QJsonObject()}});
        QTRY_VERIFY_WITH_TIMEOUT(a.last(u"refused"_s)[u"error"_s][u"input"_s].toString() == u"id"_s, 5000);
        QCOMPARE(choicesInFile(u"sealed"_s), 0);
        QCOMPARE(m_doc->store().eventCount(), a.last(u"state"_s)[u"seq"_s].toInteger());
    }

    void theRevealCommitsBothPlots()
    {
        LinkClient a(url(0)), b(url(1));
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 5000);
        const qint64 before = m_doc->store().eventCount();
        for (LinkClient *c : {&a, &b}) {
            const QJsonObject form = c->last(u"state"_s).value(u"form"_s).toObject();
            c->send(
                plot(c == &a ? u"plot-of-a"_s : u"plot-of-b"_s, form, straight(form[u"count"_s].toInt())));
        }
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"ack"_s) == 1 && b.count(u"ack"_s) == 1, 5000);
        QCOMPARE(m_doc->store().eventCount(), before); // nothing in the battle before the reveal
        QString error;
        QVERIFY(m_link->canReveal(&error));
        const QList<qint64> seqs = m_link->reveal(&error);
        QVERIFY2(seqs.size() == 2, qPrintable(error));
        QCOMPARE(m_doc->store().eventCount(), before + 2);
        const QList<Event> log = m_doc->store().events(before + 1, 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(log.at(i).kind, u"resolve.plot"_s);
            QVERIFY2(log.at(i).summary.contains(m_sides.at(i).name), qPrintable(log.at(i).summary));
            QVERIFY(log.at(i).summary.contains(u"page"_s));
        }
        QVERIFY(m_doc->state().tracker(u"wfa.plots"_s));
        QCOMPARE(choicesInFile(u"revealed"_s), 2);
        // Both pages move on: the new seq, both sides in the battle, nothing asked any more.
        QTRY_VERIFY_WITH_TIMEOUT(a.last(u"state"_s)[u"seq"_s].toInteger() == before + 2 &&
                                     b.last(u"state"_s)[u"seq"_s].toInteger() == before + 2,
                                 5000);
        QCOMPARE(b.last(u"state"_s)[u"sides"_s][0][u"state"_s].toString(), u"entered"_s);
        QVERIFY(b.last(u"state"_s)[u"form"_s].isNull());
        // A resend of a revealed choice still counts once; the reveal has nothing left.
        a.send(plot(u"plot-of-a"_s, QJsonObject(), {}));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"ack"_s), 2, 5000);
        QVERIFY(a.last(u"ack"_s)[u"duplicate"_s].toBool());
        QVERIFY(m_link->reveal(&error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void aPageThatDropsComesBackToTheCurrentState()
    {
        auto a = std::make_unique<LinkClient>(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(a->count(u"state"_s), 1, 5000);
        const qint64 seen = a->last(u"state"_s)[u"seq"_s].toInteger();
        a.reset(); // the phone sleeps
        // Another writer (the command line) changes the battle meanwhile.
        QProcess cli;
        cli.start(QStringLiteral(ADJ_CLI_PATH), {u"advance"_s, u"--battle"_s, m_path});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        LinkClient back(url(0));
        back.send({{u"type"_s, u"hello"_s}, {u"seq"_s, seen}});
        QTRY_VERIFY_WITH_TIMEOUT(back.count(u"state"_s) >= 1, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(back.last(u"state"_s)[u"seq"_s].toInteger(), seen + 1, 5000);
    }

    void anotherWritersChangeReachesEveryPage()
    {
        std::vector<std::unique_ptr<LinkClient>> pages;
        for (int i = 0; i < 50; ++i)
            pages.push_back(std::make_unique<LinkClient>(url(i % 2)));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(pages.begin(), pages.end(), [](const auto &p) { return p->count(u"state"_s) == 1; }),
            10000);
        QCOMPARE(m_link->pageCount(), 50);
        QCOMPARE(m_link->status().at(0).pages, 25);
        const qint64 before = m_doc->store().eventCount();
        QProcess cli;
        cli.start(QStringLiteral(ADJ_CLI_PATH), {u"advance"_s, u"--battle"_s, m_path});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(pages.begin(), pages.end(),
                                             [&](const auto &p) {
                                                 return p->last(u"state"_s)[u"seq"_s].toInteger() ==
                                                        before + 1;
                                             }),
                                 10000);
        pages.clear();
        QTRY_COMPARE_WITH_TIMEOUT(m_link->pageCount(), 0, 5000);
    }

    void aNewCodeShutsTheOldOut()
    {
        LinkClient a(url(0)), b(url(1));
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 5000);
        const QString old = url(0);
        QString error;
        QVERIFY2(m_link->renewToken(m_sides.at(0).sideId, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(a.closed, 5000);
        QCOMPARE(a.closeCode, 4401);
        QVERIFY(!b.closed); // the other side's pages stay
        QVERIFY(url(0) != old);
        QNetworkAccessManager net;
        std::unique_ptr<QNetworkReply> r(get(net, old));
        QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 404);
        LinkClient again(old);
        QTRY_VERIFY_WITH_TIMEOUT(again.closed, 5000);
        QVERIFY(again.got.isEmpty());
        LinkClient fresh(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(fresh.count(u"state"_s), 1, 5000);
    }

    // `adjutant-cli link renew` in another process, as the referee might from a terminal: the
    // window's link closes that side's open pages within a second and shows the new address.
    void aCodeRenewedByAnotherProgramClosesItsPages()
    {
        LinkClient a(url(0)), b(url(1));
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 5000);
        const QString old = url(0);
        QProcess cli;
        cli.start(QStringLiteral(ADJ_CLI_PATH),
                  {u"link"_s, u"renew"_s, u"--battle"_s, m_path, u"--side"_s, m_sides.at(0).name});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QElapsedTimer t;
        t.start();
        QTRY_VERIFY_WITH_TIMEOUT(a.closed, 1000);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(a.closeCode, 4401);
        QVERIFY(!b.closed);
        QTRY_VERIFY_WITH_TIMEOUT(url(0) != old, 1000);
        LinkClient fresh(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(fresh.count(u"state"_s), 1, 5000);
    }

    void oversizedMalformedAndFloodingPagesAreBounded()
    {
        LinkClient big(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(big.count(u"state"_s), 1, 5000);
        big.ws.sendTextMessage(QString(TableLink::kMaxMessage + 10, u'x'));
        QTRY_VERIFY_WITH_TIMEOUT(big.closed, 5000);
        QCOMPARE(big.closeCode, 1009);

        LinkClient odd(url(0));
        QTRY_COMPARE_WITH_TIMEOUT(odd.count(u"state"_s), 1, 5000);
        odd.ws.sendTextMessage(u"{not json"_s);
        odd.ws.sendTextMessage(u"[1, 2]"_s);
        odd.ws.sendBinaryMessage("\x01\x02");
        QTRY_COMPARE_WITH_TIMEOUT(odd.count(u"error"_s), 3, 5000);
        QCOMPARE(odd.last(u"error"_s)[u"error"_s][u"code"_s].toString(), u"malformed"_s);
        QVERIFY(odd.last(u"error"_s).contains(u"seq"_s));
        QVERIFY(!odd.closed); // a malformed message is answered, not fatal

        LinkClient flood(url(1));
        QTRY_COMPARE_WITH_TIMEOUT(flood.count(u"state"_s), 1, 5000);
        for (int i = 0; i < TableLink::kMessagesPerWindow + 5; ++i)
            flood.send({{u"type"_s, u"ping"_s}});
        QTRY_VERIFY_WITH_TIMEOUT(flood.closed, 5000);
        QCOMPARE(flood.closeCode, 4429);
        QCOMPARE(flood.last(u"error"_s)[u"error"_s][u"code"_s].toString(), u"too-fast"_s);
        QCOMPARE(flood.count(u"pong"_s), TableLink::kMessagesPerWindow);
    }

    void switchedOffServesNothing()
    {
        const QString page = url(0);
        const quint16 port = m_link->port();
        LinkClient a(page);
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"state"_s), 1, 5000);
        m_link->stop();
        QTRY_VERIFY_WITH_TIMEOUT(a.closed, 5000);
        QVERIFY(!m_link->isListening());
        QVERIFY(m_link->url(m_sides.at(0).sideId).isEmpty());
        QNetworkAccessManager net;
        std::unique_ptr<QNetworkReply> r(get(net, u"http://127.0.0.1:%1/"_s.arg(port)));
        QVERIFY(r->error() != QNetworkReply::NoError);
        QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 0);
    }
};

} // namespace adj

QTEST_MAIN(adj::TestTableLink)
#include "tst_tablelink.moc"
