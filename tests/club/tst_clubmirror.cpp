// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The club's mirror on a real PostgreSQL server (docs/club.md, issue 34): the outbox written in
// the event's own transaction, sent in order and once, by many tables at once; the writer checked;
// the digest checked; nothing secret sent.
#include "club/clubevent.h"
#include "club/clubmirror.h"
#include "club/clubstore.h"
#include "linkstore.h"

#include "clubbattles.h"
#include "support/clubtest.h"
#include "support/rawsql.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TestClubMirror : public ClubTest
{
    Q_OBJECT

public:
    TestClubMirror()
        : ClubTest(u"mirror"_s)
    {}

private:
    QString path(const QString &name) const { return m_dir.filePath(name + u".adjutant"_s); }
    qint64 outboxRows(const QString &battle)
    {
        ClubStore s;
        QString error;
        return s.open(battle, &error) ? s.waiting(0) : -1;
    }
    QString battleId(const QString &battle)
    {
        ClubStore s;
        QString error;
        return s.open(battle, &error) ? s.membership().battleId : QString();
    }

private slots:
    void outboxInTheEventsTransaction()
    {
        const QString file = path(u"outbox"_s);
        auto doc = newBattle(file, u"Outbox"_s);
        QVERIFY(doc);
        QVERIFY(note(*doc, u"before joining"_s) > 0);
        QCOMPARE(outboxRows(file), 0); // a battle of no club keeps no outbox
        QString error;
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        QCOMPARE(outboxRows(file), 1); // the log so far, put there by the join
        const qint64 seq = note(*doc, u"after joining"_s);
        QCOMPARE(seq, 2);
        QCOMPARE(outboxRows(file), 2);
        // The digest written with the event is the SHA-256 of the event as the log holds it.
        ClubStore s;
        QVERIFY(s.open(file, &error));
        const QList<ClubStore::Outgoing> out = s.outgoing(1, 10, &error);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.first().digest, club::digest(club::payload(doc->store().events(2, 1).first())));
        // An action that is refused writes neither its event nor an outbox row.
        Edit bad = Edits::setNotes(doc->state(), u"stale"_s);
        bad.changes.first().before.insert(u"notes"_s, u"not what the file holds"_s);
        QCOMPARE(doc->commit(bad, &error), 0);
        QCOMPARE(outboxRows(file), 2);
        ClubSender sender(file);
        const ClubSender::Status st = sender.drain();
        QCOMPARE(st.state, u"up-to-date"_s);
        QCOMPARE(st.sent, 2);
        QCOMPARE(st.waiting, 0);
        QCOMPARE(arrived(battleId(file)).count, 2);
    }

    void stepSaysWhatIsDue()
    {
        // A step says itself whether more is due: the one that sends the last batch is up to date.
        // What the server holds leaves the outbox a thousand rows at a time, or all at once when a
        // drain ends; the events waiting are those the server lacks, pruned or not.
        const QString file = path(u"steps"_s);
        auto doc = newBattle(file, u"Steps"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY(doc->store().setSyncedCommits(false, &error));
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        constexpr int kEvents = ClubSender::kBatch + 100;
        for (int i = 1; i <= kEvents; ++i)
            QCOMPARE(note(*doc, u"action %1"_s.arg(i)), i);
        ClubSender sender(file);
        ClubSender::Status st;
        QVERIFY(sender.step(&st)); // a batch: more is due
        QCOMPARE(st.state, u"sending"_s);
        QCOMPARE(st.sent, ClubSender::kBatch);
        QCOMPARE(st.waiting, 100);
        QCOMPARE(outboxRows(file), 100); // 2,000 acknowledged: a bunch due, dropped
        QVERIFY(!sender.step(&st));      // the last batch: nothing more
        QCOMPARE(st.state, u"up-to-date"_s);
        QCOMPARE(st.sent, kEvents);
        QCOMPARE(st.waiting, 0);
        QCOMPARE(outboxRows(file), 100); // 100 acknowledged: not yet a bunch
        // After a lost connection the server is asked again and sent what it lacks (while it cannot
        // be reached, the rows it acknowledged do not count as waiting: tst_clubrestart).
        sender.disconnect();
        QCOMPARE(note(*doc, u"one more"_s), kEvents + 1);
        QCOMPARE(outboxRows(file), 101);
        QVERIFY(!sender.step(&st));
        QCOMPARE(st.state, u"up-to-date"_s);
        QCOMPARE(st.sent, kEvents + 1);
        // A drain ends with the outbox holding only what the server lacks.
        st = sender.drain();
        QCOMPARE(st.state, u"up-to-date"_s);
        QCOMPARE(outboxRows(file), 0);
        QCOMPARE(arrived(battleId(file)).count, kEvents + 1);
    }

    void twentyTablesAtOnce()
    {
        // 20 tables, each with its own mirror running while its referee commits 500 actions: every
        // event arrives once and in the order of its number.
        constexpr int kTables = 20;
        constexpr int kEvents = 500;
        std::vector<std::unique_ptr<BattleDocument>> docs;
        std::vector<std::unique_ptr<ClubMirror>> mirrors;
        QString error;
        for (int t = 0; t < kTables; ++t) {
            docs.push_back(newBattle(path(u"table%1"_s.arg(t)), u"Table %1"_s.arg(t)));
            QVERIFY(docs.back());
            QVERIFY(docs.back()->store().setSyncedCommits(false, &error));
            QVERIFY2(join(*docs.back(), m_url, u"harbour"_s, &error), qPrintable(error));
            mirrors.push_back(std::make_unique<ClubMirror>(docs.back()->path()));
        }
        for (int i = 1; i <= kEvents; ++i)
            for (int t = 0; t < kTables; ++t) {
                QCOMPARE(note(*docs[t], u"action %1"_s.arg(i)), i);
                if (i % 50 == 0)
                    QCoreApplication::processEvents();
            }
        for (int t = 0; t < kTables; ++t)
            QTRY_VERIFY_WITH_TIMEOUT(
                mirrors[t]->status().sent == kEvents && mirrors[t]->status().waiting == 0, 120000);
        for (int t = 0; t < kTables; ++t) {
            const Arrived a = arrived(battleId(docs[t]->path()));
            QCOMPARE(a.count, kEvents);
            QVERIFY(a.contiguous);
            QVERIFY(a.inOrder);
        }
        // The server holds each event as the table's log does: digest for digest.
        QSqlDatabase db = m_cluster.connection(u"mirror"_s);
        QVERIFY(db.open());
        QSqlQuery q(db);
        q.prepare(u"SELECT seq, digest FROM adjutant.events WHERE battle = ?::uuid ORDER BY seq"_s);
        q.addBindValue(battleId(docs[7]->path()));
        QVERIFY(q.exec());
        const QList<Event> events = docs[7]->store().events(1, kEvents);
        int n = 0;
        while (q.next())
            QCOMPARE(q.value(1).toString(), club::digest(club::payload(events.at(n++))));
        QCOMPARE(n, kEvents);
        QCOMPARE(mirrors[0]->statusText(mirrors[0]->status()), u"club: up to date"_s);
    }

    void secondLaptopRefusedUntilTakeover()
    {
        const QString a = path(u"takeover-a"_s);
        auto doc = newBattle(a, u"Hand-over"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        // A's log is this one event: joining adds none (outboxInTheEventsTransaction).
        QCOMPARE(note(*doc, u"turn 1"_s), 1);
        QCOMPARE(ClubSender(a).drain().state, u"up-to-date"_s);
        QCOMPARE(arrived(battleId(a)).count, 1);
        doc.reset();
        // Laptop B has a copy of the file (carried on a stick) and a key of its own.
        const QString b = path(u"takeover-b"_s);
        QVERIFY(QFile::copy(a, b));
        useKeyFile(m_dir.filePath(u"laptop-b.key"_s));
        auto copy = BattleDocument::open(b, &error);
        QVERIFY(copy);
        QCOMPARE(note(*copy, u"written on laptop B"_s), 2);
        ClubSender fromB(b);
        ClubSender::Status st = fromB.drain();
        QCOMPARE(st.state, u"refused"_s);
        QVERIFY2(st.message.contains(u"another laptop"_s), qPrintable(st.message));
        QCOMPARE(st.waiting, 1);
        QCOMPARE(arrived(battleId(b)).count, 1); // A's event, nothing of B's
        // The takeover: B writes from now on, and what it wrote meanwhile follows.
        ClubStore rows;
        QVERIFY(rows.open(b, &error));
        QVERIFY2(ClubJoin::takeOver(copy->store(), rows.membership(), &error), qPrintable(error));
        st = fromB.drain();
        QCOMPARE(st.state, u"up-to-date"_s);
        QCOMPARE(st.sent, 2);
        QCOMPARE(st.waiting, 0);
        QCOMPARE(arrived(battleId(b)).count, 2);
        // Laptop A, come back, is refused now.
        useKeyFile(m_dir.filePath(u"laptop-a.key"_s));
        auto back = BattleDocument::open(a, &error);
        QVERIFY(back);
        QVERIFY(note(*back, u"written on laptop A after the hand-over"_s) > 0);
        QCOMPARE(ClubSender(a).drain().state, u"refused"_s);
        QCOMPARE(arrived(battleId(a)).count, 2);
    }

    void digestChecked()
    {
        // An event changed in the file after its commit no longer matches the digest written with
        // it: the server refuses it and the mirror says so.
        const QString file = path(u"tampered"_s);
        auto doc = newBattle(file, u"Tampered"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        QVERIFY(note(*doc, u"honest"_s) > 0);
        doc.reset();
        QVERIFY2(rawSql(file, {u"UPDATE events SET summary = 'forged' WHERE seq = 1"_s}, &error),
                 qPrintable(error));
        const ClubSender::Status st = ClubSender(file).drain();
        QCOMPARE(st.state, u"refused"_s);
        QVERIFY2(st.message.contains(u"digest"_s), qPrintable(st.message));
        QCOMPARE(arrived(battleId(file)).count, 0);
    }

    void secretsNeverLeaveTheFile()
    {
        // A side's link code and its sealed choice stay in the battle file.
        const QString file = path(u"secrets"_s);
        auto doc = newBattle(file, u"Secrets"_s);
        QVERIFY(doc);
        QString error;
        QVERIFY(doc->commit(Edits::addSide(doc->state(), u"Blue"_s, u"#2b4c9b"_s, &error), &error) > 0);
        LinkStore link;
        QVERIFY(link.open(file, &error));
        const QString token = link.token(doc->state().sides.firstKey(), &error);
        QVERIFY(!token.isEmpty());
        const QString submission = u"0123456789abcdef0123456789abcdef"_s;
        QCOMPARE(link.seal({0, doc->state().sides.firstKey(), u"plot"_s, submission,
                            QJsonObject{{u"secret"_s, u"north-by-northwest"_s}}},
                           &error),
                 LinkStore::Seal::Sealed);
        QVERIFY2(join(*doc, m_url, u"harbour"_s, &error), qPrintable(error));
        QVERIFY(note(*doc, u"played on"_s) > 0);
        QCOMPARE(ClubSender(file).drain().state, u"up-to-date"_s);
        QSqlDatabase db = m_cluster.connection(u"mirror"_s);
        QVERIFY(db.open());
        QSqlQuery q(db);
        q.prepare(
            u"SELECT count(*) FROM adjutant.events WHERE payload LIKE ? OR payload LIKE ? OR payload LIKE ?"_s);
        q.addBindValue(QString(u"%"_s + token + u"%"_s));
        q.addBindValue(QString(u"%"_s + submission + u"%"_s));
        q.addBindValue(u"%north-by-northwest%"_s);
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QCOMPARE(arrived(battleId(file)).count, 2);
    }

    void addressNeverHoldsAPassword()
    {
        ClubAddress a;
        QString error;
        QVERIFY(!ClubAddress::parse(u"postgresql://table:secret@club.example.org/club"_s, &a, &error));
        QVERIFY2(error.contains(u".pgpass"_s), qPrintable(error));
        QVERIFY(!ClubAddress::parse(u"postgresql://club.example.org/club?password=secret"_s, &a, &error));
        QVERIFY(!ClubAddress::parse(u"club.example.org"_s, &a, &error));
        QVERIFY(ClubAddress::parse(u"postgresql://table@club.example.org:5433/club?sslmode=require"_s, &a,
                                   &error));
        QCOMPARE(a.where(), u"club.example.org:5433/club"_s);
    }
};

QTEST_GUILESS_MAIN(TestClubMirror)
#include "support/moc_clubtest.cpp"
#include "tst_clubmirror.moc"
