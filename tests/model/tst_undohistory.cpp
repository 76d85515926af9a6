// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The undo history read from the event log (UndoHistory): actions, undos, redos and a new
// action after undos that drops the redo branch, as QUndoStack does; the row changes read back
// for the undo after a restart; the history of a battle closed and opened again; and the
// history the battle file keeps in its log (v6, issue 30), held to UndoHistory's rule through
// random actions, undos and redos of two writers, and filled by the migration from version 6.
#include "battledocument.h"
#include "edits.h"
#include "schema.h"
#include "support/datarows.h"
#include "support/randomedits.h"
#include "undohistory.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
Event action(qint64 seq)
{
    Event e;
    e.seq = seq;
    e.kind = u"unit.edit"_s;
    e.summary = u"action %1"_s.arg(seq);
    const RowChange c{Table::Units, 7, {{u"strength"_s, int(seq)}}, {{u"strength"_s, int(seq) + 1}}};
    e.changes = QJsonArray{c.toJson()};
    return e;
}

Event step(qint64 seq, const QString &kind, qint64 target)
{
    Event e;
    e.seq = seq;
    e.kind = kind;
    e.target = target;
    return e;
}

QList<qint64> seqs(const UndoHistory &h)
{
    QList<qint64> out;
    for (const UndoHistory::Step &s : h.steps())
        out << s.seq;
    return out;
}
} // namespace

class TestUndoHistory : public QObject
{
    Q_OBJECT

private slots:
    void fromEvents_data();
    void fromEvents();
    void readsTheRowChanges();
    void survivesClosingTheBattle();
    void fileKeepsTheRule();
    void migrationFillsTheHistory();
};

struct FromEventsRow
{
    QList<Event> log;
    QList<qint64> steps;
    int index;
    qint64 toUndo;
    qint64 toRedo;
};

void TestUndoHistory::fromEvents_data()
{
    testing::addRows<FromEventsRow>({
        {"empty log", {QList<Event>{}, QList<qint64>{}, 0, qint64(0), qint64(0)}},
        {"three actions",
         {QList<Event>{action(1), action(2), action(3)}, QList<qint64>{1, 2, 3}, 3, qint64(3), qint64(0)}},
        {"two undos",
         {QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 3), step(5, u"undo"_s, 2)},
          QList<qint64>{1, 2, 3}, 1, qint64(1), qint64(2)}},
        {"undo, undo, redo",
         {QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 3), step(5, u"undo"_s, 2),
                       step(6, u"redo"_s, 2)},
          QList<qint64>{1, 2, 3}, 2, qint64(2), qint64(3)}},
        {"a new action drops the redo branch",
         {QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 3), step(5, u"undo"_s, 2),
                       step(6, u"redo"_s, 2), action(7)},
          QList<qint64>{1, 2, 7}, 3, qint64(7), qint64(0)}},
        {"everything undone",
         {QList<Event>{action(1), action(2), step(3, u"undo"_s, 2), step(4, u"undo"_s, 1)},
          QList<qint64>{1, 2}, 0, qint64(0), qint64(1)}},
        // Another writer undid an earlier action: it joins the redo branch, the later one stands.
        {"another writer's undo of an earlier action",
         {QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 2)}, QList<qint64>{1, 3, 2}, 2,
          qint64(3), qint64(2)}},
        {"an undo of what is not standing is ignored",
         {QList<Event>{action(1), step(2, u"undo"_s, 1), step(3, u"undo"_s, 1)}, QList<qint64>{1}, 0,
          qint64(0), qint64(1)}},
    });
}

void TestUndoHistory::fromEvents()
{
    const auto [log, steps, index, toUndo, toRedo] = testing::fetchRow<FromEventsRow>();
    const UndoHistory h = UndoHistory::fromEvents(log);
    QCOMPARE(seqs(h), steps);
    QCOMPARE(h.index(), index);
    QCOMPARE(h.toUndo() ? h.toUndo()->seq : 0, toUndo);
    QCOMPARE(h.toRedo() ? h.toRedo()->seq : 0, toRedo);
}

void TestUndoHistory::readsTheRowChanges()
{
    const Edit e = UndoHistory::editOf(action(2));
    QCOMPARE(e.kind, u"unit.edit"_s);
    QCOMPARE(e.summary, u"action 2"_s);
    QCOMPARE(e.changes.size(), 1);
    QCOMPARE(e.changes.first().table, Table::Units);
    QCOMPARE(e.changes.first().id, qint64(7));
    QCOMPARE(e.changes.first().before.value(u"strength"_s).toInt(), 2);
    QCOMPARE(e.changes.first().after.value(u"strength"_s).toInt(), 3);
    // A SQL NULL (a leader with no unit) comes back as the state holds it, an invalid QVariant:
    // otherwise its undo would be refused as a conflict with the row as it stands.
    Event alone = action(3);
    alone.changes = QJsonArray{QJsonObject{{u"table"_s, u"leaders"_s},
                                           {u"id"_s, 4},
                                           {u"after"_s, QJsonObject{{u"unit_id"_s, QJsonValue::Null}}}}};
    const RowChange c = UndoHistory::editOf(alone).changes.value(0);
    QCOMPARE(c.table, Table::Leaders);
    QCOMPARE(c.after.value(u"unit_id"_s), QVariant());
    QVERIFY(c.after.contains(u"unit_id"_s));
}

void TestUndoHistory::survivesClosingTheBattle()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.adjutant"_s);
    QString error;
    BattleState afterFirst;
    {
        auto doc = BattleDocument::create(path, {u"History"_s, u"fhg-land"_s}, &error);
        QVERIFY2(doc, qPrintable(error));
        QVERIFY(doc->commit(Edits::addSide(doc->state(), u"American"_s, {}, &error), &error) == 1);
        afterFirst = doc->state();
        QVERIFY(doc->commit(Edits::addSide(doc->state(), u"British"_s, {}, &error), &error) == 2);
    }
    {
        auto doc = BattleDocument::open(path, &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(doc->store().toUndo().seq, qint64(2));
        QCOMPARE(doc->store().toUndo().summary, doc->store().events(2, 1).value(0).summary);
        QCOMPARE(doc->store().toRedo().seq, qint64(0));
        // The edit read back from the log undoes the second side, as the GUI's stack did.
        qint64 target = 0;
        QCOMPARE(doc->undo(&error, 0, &target), qint64(3));
        QCOMPARE(target, qint64(2));
        QCOMPARE(doc->state().sides, afterFirst.sides);
    }
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->store().toUndo().seq, qint64(1));
    QCOMPARE(doc->store().toRedo().seq, qint64(2));
    QCOMPARE(doc->store().eventCount(), qint64(3)); // reading wrote nothing
    // An undo offered before another writer moved the history writes nothing.
    QCOMPARE(doc->undo(&error, 2), qint64(0));
    QVERIFY2(error.contains(u"undo history"_s), qPrintable(error));
    QCOMPARE(doc->store().eventCount(), qint64(3));
    QCOMPARE(doc->redo(&error, 2), qint64(4));
    QCOMPARE(doc->redo(&error), qint64(0));
    QVERIFY2(error.contains(u"nothing to redo"_s), qPrintable(error));
}

namespace {
using Ends = std::pair<qint64, qint64>; // the action an undo takes back, and a redo puts back

// The whole log replayed by UndoHistory's rule, as the file's two ends should say.
Ends replayedEnds(const BattleStore &store)
{
    const UndoHistory h = UndoHistory::fromEvents(store.events(1, int(store.eventCount())));
    return {h.toUndo() ? h.toUndo()->seq : 0, h.toRedo() ? h.toRedo()->seq : 0};
}

Ends fileEnds(const BattleStore &store)
{
    return {store.toUndo().seq, store.toRedo().seq};
}
} // namespace

void TestUndoHistory::fileKeepsTheRule()
{
    // Two writers on one file: undos and redos of the history's ends, and undos of earlier actions
    // and redos of actions already dropped, as a stale window would send them.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"rule.adjutant"_s);
    QString error;
    auto one = BattleDocument::create(path, {u"Rule"_s, u"fhg-land"_s}, &error);
    QVERIFY2(one, qPrintable(error));
    for (const QString &side : {u"American"_s, u"British"_s})
        QVERIFY(one->commit(Edits::addSide(one->state(), side, {}, &error), &error) > 0);
    auto two = BattleDocument::open(path, &error);
    QVERIFY2(two, qPrintable(error));
    std::mt19937 rng(30);
    int undos = 0, redos = 0, strays = 0;
    for (int i = 0; i < 400; ++i) {
        BattleDocument &doc = rng() % 2 ? *one : *two;
        QVERIFY(doc.refresh(&error));
        const unsigned what = rng() % 10;
        if (what < 3) {
            undos += doc.undo(&error) > 0;
        } else if (what < 5) {
            redos += doc.redo(&error) > 0;
        } else if (what < 6) {
            // Any earlier action, taken back or put back as it was logged: the history moves it
            // only where it can (UndoHistory's rule), else the event is logged and ignored.
            const qint64 target = 1 + qint64(rng() % quint64(doc.store().eventCount()));
            const Event e = doc.store().events(target, 1).value(0);
            if (e.kind == u"undo"_s || e.kind == u"redo"_s)
                continue;
            const Edit edit = UndoHistory::editOf(e);
            strays += (e.undone ? doc.reapply(edit, target, &error) : doc.revert(edit, target, &error)) > 0;
        } else {
            const Edit e = testing::randomEdit(doc.state(), doc.profile(), rng, i, true);
            QVERIFY2(doc.commit(e, &error) > 0, qPrintable(error));
        }
        QCOMPARE(fileEnds(doc.store()), replayedEnds(doc.store()));
    }
    QVERIFY2(undos > 50 && redos > 20 && strays > 5,
             qPrintable(u"%1 undos, %2 redos, %3 others"_s.arg(undos).arg(redos).arg(strays)));
}

void TestUndoHistory::migrationFillsTheHistory()
{
    // A version 6 file: today's battle without the history's columns (its club tables kept).
    QTemporaryDir dir;
    const QString path = dir.filePath(u"v6.adjutant"_s);
    QString error;
    Ends ends;
    {
        auto doc = BattleDocument::create(path, {u"Five"_s, u"fhg-land"_s}, &error);
        QVERIFY2(doc, qPrintable(error));
        for (const QString &side : {u"American"_s, u"British"_s, u"French"_s, u"Spanish"_s})
            QVERIFY(doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error) > 0);
        QVERIFY(doc->undo(&error) > 0);
        QVERIFY(doc->undo(&error) > 0);
        QVERIFY(doc->redo(&error) > 0);
        QVERIFY(doc->undo(&error) > 0); // Spanish and French can be redone, French first
        ends = fileEnds(doc->store());
        QCOMPARE(ends, Ends(2, 3));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql :
             {u"DROP INDEX events_undo"_s, u"DROP INDEX events_redo"_s,
              u"ALTER TABLE events DROP COLUMN undo_order"_s, u"ALTER TABLE events DROP COLUMN redo_order"_s,
              u"PRAGMA user_version = 6"_s})
            QVERIFY2(q.exec(sql), qPrintable(sql));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"downgrade"_s);
    QCOMPARE(BattleStore::probe(path, &error), 6);
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->store().migratedFrom(), 6);
    QCOMPARE(fileEnds(doc->store()), ends);
    QCOMPARE(fileEnds(doc->store()), replayedEnds(doc->store()));
    // The migrated history goes on: the French put back, then a new action drops the Spanish.
    QCOMPARE(doc->redo(&error), qint64(9));
    QCOMPARE(doc->store().events(9, 1).value(0).target, qint64(3));
    QVERIFY(doc->commit(Edits::addSide(doc->state(), u"Dutch"_s, {}, &error), &error) > 0);
    QCOMPARE(fileEnds(doc->store()), Ends(10, 0));
    doc.reset(); // the header is written back from the WAL when the battle is closed
    QCOMPARE(BattleStore::probe(path, &error), schema::kVersion);
}

QTEST_GUILESS_MAIN(TestUndoHistory)
#include "tst_undohistory.moc"
