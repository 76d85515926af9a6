// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle file: create, reopen, migrate a v1 file, and refuse what is not a battle.
#include "battledocument.h"
#include "battlestore.h"
#include "club/clubevent.h"
#include "club/clubstore.h"
#include "edits.h"
#include "effectedits.h"
#include "schema.h"
#include "schemacheck.h"
#include "support/datarows.h"
#include "support/filebytes.h"
#include "support/randomedits.h"
#include "support/rawsql.h"
#include "support/rivaledits.h"

#include <QFile>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::testing::digest;
using adj::testing::writeBytes;

namespace {
std::unique_ptr<BattleDocument> smallBattle(const QString &path)
{
    QString error;
    auto doc = BattleDocument::create(path, {u"Lundy's Lane"_s, u"fhg-land"_s}, &error);
    if (!doc)
        qFatal("create failed: %s", qPrintable(error));
    auto commit = [&](const Edit &e) {
        if (e.isEmpty() || doc->commit(e, &error) == 0)
            qFatal("edit failed: %s", qPrintable(error));
    };
    commit(Edits::addSide(doc->state(), u"American"_s, u"#2b4c9b"_s, &error));
    commit(Edits::addSide(doc->state(), u"British"_s, u"#b3261e"_s, &error));
    commit(Edits::addUnit(doc->state(), doc->profile(),
                          {u"American"_s, u"25th U.S."_s, u"regular"_s, 4, 4, {}, u"0405"_s}, &error));
    commit(Edits::addUnit(doc->state(), doc->profile(),
                          {u"British"_s, u"89th Foot"_s, u"elite"_s, 3, 4, {}, {}}, &error));
    commit(Edits::placeMarker(doc->state(), doc->profile(), 2, u"column"_s, &error));
    return doc;
}

// Writes a SQLite file with the given header values, the way another program might.
void writeSqlite(const QString &path, quint32 appId, int version)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"writer"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA application_id = %1"_s.arg(appId)));
        QVERIFY(q.exec(u"PRAGMA user_version = %1"_s.arg(version)));
        QVERIFY(q.exec(u"CREATE TABLE t (x)"_s));
        QVERIFY(q.exec(u"INSERT INTO t VALUES (1)"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"writer"_s);
}
} // namespace

class TestBattleStore : public QObject
{
    Q_OBJECT

private slots:
    void createAndReopen();
    void createNeverOverwrites();
    void migratesVersion1();
    void refusesWithBytesUnchanged_data();
    void refusesWithBytesUnchanged();
    void failedCommitChangesNothing();
    void fullTableTakesNoRow();
    void outboxDigestIsTheLoggedEvents();
    void eventsArePagedInOrder();
    void saveCopyIsABattle();
};

void TestBattleStore::createAndReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_s);
    BattleState before;
    {
        auto doc = smallBattle(path);
        before = doc->state();
        QCOMPARE(doc->store().eventCount(), 5);
    }
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->state(), before);
    QCOMPARE(doc->state().units.value(2).strength, 3);
    QCOMPARE(doc->state().activeMarkers(2).size(), 1);
    QCOMPARE(doc->store().eventCount(), 5);
    QCOMPARE(doc->store().events(2, 1).value(0).kind, u"side.add"_s);

    // What the sqlite3 client sees: our marks in the header and WAL.
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"peek"_s);
    db.setDatabaseName(path);
    QVERIFY(db.open());
    QSqlQuery q(db);
    QVERIFY(q.exec(u"PRAGMA application_id"_s) && q.next());
    QCOMPARE(q.value(0).toUInt(), schema::kApplicationId);
    QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), schema::kVersion);
    QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"wal"_s);
    QVERIFY(q.exec(u"SELECT name FROM units ORDER BY id"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"25th U.S."_s);
    q.finish();
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"peek"_s);
}

void TestBattleStore::createNeverOverwrites()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"exists.adjutant"_s);
    QVERIFY(writeBytes(path, "precious notes"));
    QString error;
    BattleInfo info{u"x"_s, u"fhg-land"_s};
    QVERIFY(!BattleDocument::create(path, info, &error));
    QVERIFY2(error.contains(u"already exists"_s), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("precious notes"));
}

void TestBattleStore::migratesVersion1()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"v1.adjutant"_s);
    QVERIFY(QFile::copy(QStringLiteral(ADJ_TEST_DATA "/battle-v1.adjutant"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QCOMPARE(BattleStore::probe(path, &error), 1);
    {
        auto doc = BattleDocument::open(path, &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(doc->store().migratedFrom(), 1);
        const BattleState &s = doc->state();
        QCOMPARE(s.info.name, u"Chippawa (v1 file)"_s);
        QCOMPARE(s.info.turn, 3);
        QCOMPARE(s.info.options, QStringList{u"11.3"_s});
        QCOMPARE(s.units.size(), 3);
        QCOMPARE(s.units.value(1).strength, 3);
        QCOMPARE(s.units.value(1).status, QString());
        QCOMPARE(s.leaders.value(1).unit, 1);
        QCOMPARE(s.activeMarkers(2).size(), 1);
        QCOMPARE(s.activeMarkers(1).size(), 0);
        QCOMPARE(doc->store().eventCount(), 2);
        // The migrated file takes the new kinds of edit: a measured range, an undoable event.
        const Edit e = Edits::recordRange(s, doc->profile(), 1, 2, 2, u"hex"_s, &error);
        QVERIFY2(!e.isEmpty(), qPrintable(error));
        QCOMPARE(doc->commit(e, &error), 3);
        QCOMPARE(doc->revert(e, 3, &error), 4);
        QCOMPARE(doc->store().events(3, 1).value(0).undone, true);
        // ... and a rule set's bookkeeping (v4), which survives reopening.
        Effect deck{Effect::Kind::SetTracker};
        deck.attribute = u"oibl.deck"_s;
        deck.value = QJsonObject{{u"drawn"_s, QJsonArray{u"1st Brigade"_s}}};
        deck.text = u"Card drawn: 1st Brigade"_s;
        const Edit t = EffectEdits::build(doc->state(), doc->profile(),
                                          {u"draw-card"_s, u"draw"_s, {}, {}, {}, {}, {deck}}, &error);
        QVERIFY2(!t.isEmpty(), qPrintable(error));
        QCOMPARE(doc->commit(t, &error), 5);
    }
    QCOMPARE(BattleStore::probe(path, &error), schema::kVersion);
    auto again = BattleDocument::open(path, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->store().migratedFrom(), 0);
    QCOMPARE(again->store().eventCount(), 5);
    const Tracker *deck = again->state().tracker(u"oibl.deck"_s);
    QVERIFY(deck);
    QCOMPARE(deck->label, u"Card drawn: 1st Brigade"_s);
    QCOMPARE(deck->turn, 3);
    QCOMPARE(deck->value.value(u"drawn"_s).toArray().first().toString(), u"1st Brigade"_s);
}

// What a refused file is: no SQLite database at all, another program's, a newer Adjutant's, or a
// battle damaged after it was written.
enum class BadFile { Text, Empty, Foreign, Newer, Corrupt, Truncated };

struct RefusedFileRow
{
    BadFile kind;
    QString message;
};

void TestBattleStore::refusesWithBytesUnchanged_data()
{
    testing::addRows<RefusedFileRow>({
        {"text file", {BadFile::Text, u"not a SQLite database"_s}},
        {"empty file", {BadFile::Empty, u"not a SQLite database"_s}},
        {"foreign SQLite", {BadFile::Foreign, u"not an Adjutant battle"_s}},
        {"newer version", {BadFile::Newer, u"newer Adjutant"_s}},
        {"corrupt page", {BadFile::Corrupt, u"damaged"_s}},
        {"truncated", {BadFile::Truncated, u"damaged"_s}},
    });
}

void TestBattleStore::refusesWithBytesUnchanged()
{
    const auto [kind, message] = testing::fetchRow<RefusedFileRow>();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.adjutant"_s);
    if (kind == BadFile::Text || kind == BadFile::Empty) {
        QVERIFY(writeBytes(path, kind == BadFile::Text ? "name,type,strength\n41st Foot,regular,4\n" : ""));
    } else if (kind == BadFile::Foreign) {
        writeSqlite(path, 0, 0);
    } else if (kind == BadFile::Newer) {
        writeSqlite(path, schema::kApplicationId, schema::kVersion + 1);
    } else {
        smallBattle(path).reset();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        QVERIFY(size >= 4 * 4096);
        if (kind == BadFile::Corrupt) {
            f.seek(2 * 4096); // the third page: a table's b-tree root
            f.write(QByteArray(4096, char(0xA5)));
        } else {
            f.resize(size / 2);
        }
    }
    const QByteArray before = digest(path);
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY(!doc);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(digest(path), before);
}

void TestBattleStore::failedCommitChangesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_s);
    auto doc = smallBattle(path);
    const BattleState before = doc->state();
    const qint64 events = doc->store().eventCount();
    QString error;

    // A stale edit: built for a unit that has changed since.
    const auto [stale, fresh] = testing::rivalEdits(doc->state(), doc->profile(), 1, 2, 1, &error);
    QVERIFY(doc->commit(fresh, &error) > 0);
    const BattleState afterFirst = doc->state();
    QCOMPARE(doc->commit(stale, &error), 0);
    QVERIFY2(error.contains(u"has changed"_s), qPrintable(error));
    QCOMPARE(doc->state(), afterFirst);

    // A change the database refuses half-way (a unit of a side that does not exist):
    // the rows before it in the same edit are rolled back too.
    Edit bad;
    bad.kind = u"test.bad"_s;
    Unit ok = doc->state().units.value(1);
    Unit changed = ok;
    changed.strength = 4;
    bad.changes << RowChange{Table::Units, 1, ok.toRow(), changed.toRow()};
    Unit orphan = ok;
    orphan.id = 99;
    orphan.side = 42;
    orphan.name = u"Orphan"_s;
    bad.changes << RowChange{Table::Units, 99, {}, orphan.toRow()};
    QCOMPARE(doc->commit(bad, &error), 0);
    // Said in the referee's words, never SQLite's ("FOREIGN KEY constraint failed").
    QVERIFY2(error.contains(u"contradicts the battle's own records"_s), qPrintable(error));
    QVERIFY2(!error.contains(u"FOREIGN KEY"_s, Qt::CaseInsensitive), qPrintable(error));
    QCOMPARE(doc->state(), afterFirst);
    QCOMPARE(doc->store().eventCount(), events + 1);
    doc.reset();
    auto reopened = BattleDocument::open(path, &error);
    QVERIFY(reopened);
    QCOMPARE(reopened->state(), afterFirst);
    QVERIFY(reopened->state() != before);
}

// A state table holds at most SchemaCheck::kMaxRows rows (a fuller file is refused when opened):
// an edit that would add one more is refused and changes nothing. Rows whose ids span the limit
// but that are fewer take a new one (the store reads the ids' span first and counts only then).
void TestBattleStore::outboxDigestIsTheLoggedEvents()
{
    // A battle in a club writes each event's digest with it, from the text it writes and not from
    // that text parsed back (issue 30): the digest must still be the SHA-256 of the payload the
    // mirror makes of the event read back, for every kind of edit, an undo and a redo, and texts
    // that JSON escapes.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"club.adjutant"_s);
    smallBattle(path).reset();
    QString error;
    QVERIFY2(
        testing::rawSql(path,
                        {u"INSERT INTO club (id, battle_id, club, server, joined_at) VALUES (1, "
                         "'00000000-0000-0000-0000-000000000001', 'harbour', 'postgresql://localhost/x', "
                         "'2026-12-02T10:00:00.000Z')"_s},
                        &error),
        qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const qint64 first = doc->store().eventCount() + 1;
    std::mt19937 rng(7);
    for (int i = 0; i < 120; ++i) {
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, 5000 + i, true);
        if (!e.isEmpty())
            QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
    }
    QVERIFY2(
        doc->commit(Edits::setNotes(doc->state(), u"\"Quoted\"\n\ttab \\ Québec — 1812 \x01"_s), &error) > 0,
        qPrintable(error));
    QVERIFY2(doc->undo(&error) > 0, qPrintable(error));
    QVERIFY2(doc->redo(&error) > 0, qPrintable(error));
    const qint64 last = doc->store().eventCount();
    doc.reset();

    ClubStore club;
    QVERIFY2(club.open(path, &error), qPrintable(error));
    const QList<ClubStore::Outgoing> out = club.outgoing(first - 1, 1000, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(out.size(), int(last - first + 1));
    BattleStore store;
    QVERIFY2(store.open(path, &error, true), qPrintable(error));
    const QList<Event> logged = store.events(first, int(out.size()), &error);
    QCOMPARE(logged.size(), out.size());
    for (int i = 0; i < out.size(); ++i) {
        QCOMPARE(out.at(i).seq, logged.at(i).seq);
        QCOMPARE(out.at(i).payload, club::payload(logged.at(i)));
        QCOMPARE(out.at(i).digest, club::digest(club::payload(logged.at(i))));
    }
}

void TestBattleStore::fullTableTakesNoRow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_s);
    smallBattle(path).reset();
    // The one marker (id 1) copied to ids 2 to kMaxRows, behind the store's back.
    QStringList copied = schema::columns(u"markers"_s);
    QCOMPARE(copied.first(), u"id"_s);
    copied.removeFirst();
    const QString fill =
        u"WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
        "INSERT INTO markers (id, %2) SELECT n.i, %3 FROM n, markers m WHERE m.id = 1"_s.arg(
            QString::number(SchemaCheck::kMaxRows), copied.join(u", "_s), u"m."_s + copied.join(u", m."_s));
    QString error;
    QVERIFY2(testing::rawSql(path, {fill}, &error), qPrintable(error));

    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->state().markers.size(), SchemaCheck::kMaxRows);
    const BattleState before = doc->state();
    const qint64 events = doc->store().eventCount();
    const Edit more = Edits::placeMarker(doc->state(), doc->profile(), 1, u"column"_s, &error);
    QVERIFY2(!more.isEmpty(), qPrintable(error));
    QCOMPARE(doc->commit(more, &error), 0);
    QCOMPARE(error, u"the battle holds 100000 rows of markers already, the most it can"_s);
    QCOMPARE(doc->state(), before);
    QCOMPARE(doc->store().eventCount(), events);
    doc.reset();

    // Two rows left, ids 1 and kMaxRows: their span is at the limit, their number far below it.
    QVERIFY2(testing::rawSql(path,
                             {u"DELETE FROM markers WHERE id > 1 AND id < %1"_s.arg(SchemaCheck::kMaxRows)},
                             &error),
             qPrintable(error));
    doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->state().markers.size(), 2);
    const Edit third = Edits::placeMarker(doc->state(), doc->profile(), 1, u"column"_s, &error);
    QVERIFY2(doc->commit(third, &error) > 0, qPrintable(error));
    QCOMPARE(doc->state().markers.size(), 3);
}

void TestBattleStore::eventsArePagedInOrder()
{
    QTemporaryDir dir;
    auto doc = smallBattle(dir.filePath(u"b.adjutant"_s));
    QString error;
    for (int i = 0; i < 40; ++i)
        QVERIFY(doc->commit(Edits::advancePhase(doc->state(), doc->profile()), &error) > 0);
    QCOMPARE(doc->store().eventCount(), 45);
    const QList<Event> page = doc->store().events(10, 20);
    QCOMPARE(page.size(), 20);
    for (int i = 0; i < page.size(); ++i)
        QCOMPARE(page.at(i).seq, 10 + i);
    // Five phases a turn: 40 advances from turn 1 phase 1 reach turn 9.
    QCOMPARE(doc->state().info.turn, 9);
    // An advance is logged in the turn it closes; nothing has happened in turn 9 yet.
    QCOMPARE(doc->store().eventsOfTurn(9).size(), 0);
    QCOMPARE(doc->store().eventsOfTurn(2).size(), 5);
    QCOMPARE(doc->store().eventsOfTurn(1).size(), 5 + 5);
}

void TestBattleStore::saveCopyIsABattle()
{
    QTemporaryDir dir;
    auto doc = smallBattle(dir.filePath(u"b.adjutant"_s));
    QString error;
    const QString copy = dir.filePath(u"copy.adjutant"_s);
    QVERIFY2(doc->store().saveCopy(copy, &error), qPrintable(error));
    QVERIFY(!doc->store().saveCopy(copy, &error));
    auto other = BattleDocument::open(copy, &error);
    QVERIFY2(other, qPrintable(error));
    QCOMPARE(other->state(), doc->state());
    QCOMPARE(other->store().eventCount(), doc->store().eventCount());
}

QTEST_GUILESS_MAIN(TestBattleStore)
#include "tst_battlestore.moc"
