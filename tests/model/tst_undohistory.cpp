// The undo history read from the event log (UndoHistory): actions, undos, redos and a new
// action after undos that drops the redo branch, as QUndoStack does; the row changes kept for
// the undo after a restart; and the history of a battle closed and opened again.
#include "battledocument.h"
#include "edits.h"
#include "undohistory.h"

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
    void keepsTheRowChanges();
    void survivesClosingTheBattle();
};

void TestUndoHistory::fromEvents_data()
{
    QTest::addColumn<QList<Event>>("log");
    QTest::addColumn<QList<qint64>>("steps");
    QTest::addColumn<int>("index");
    QTest::addColumn<qint64>("toUndo");
    QTest::addColumn<qint64>("toRedo");
    QTest::newRow("empty log") << QList<Event>{} << QList<qint64>{} << 0 << qint64(0) << qint64(0);
    QTest::newRow("three actions") << QList<Event>{action(1), action(2), action(3)} << QList<qint64>{1, 2, 3}
                                   << 3 << qint64(3) << qint64(0);
    QTest::newRow("two undos") << QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 3),
                                               step(5, u"undo"_s, 2)}
                               << QList<qint64>{1, 2, 3} << 1 << qint64(1) << qint64(2);
    QTest::newRow("undo, undo, redo") << QList<Event>{action(1),
                                                      action(2),
                                                      action(3),
                                                      step(4, u"undo"_s, 3),
                                                      step(5, u"undo"_s, 2),
                                                      step(6, u"redo"_s, 2)}
                                      << QList<qint64>{1, 2, 3} << 2 << qint64(2) << qint64(3);
    QTest::newRow("a new action drops the redo branch")
        << QList<Event>{action(1),
                        action(2),
                        action(3),
                        step(4, u"undo"_s, 3),
                        step(5, u"undo"_s, 2),
                        step(6, u"redo"_s, 2),
                        action(7)}
        << QList<qint64>{1, 2, 7} << 3 << qint64(7) << qint64(0);
    QTest::newRow("everything undone")
        << QList<Event>{action(1), action(2), step(3, u"undo"_s, 2), step(4, u"undo"_s, 1)}
        << QList<qint64>{1, 2} << 0 << qint64(0) << qint64(1);
    // Another writer undid an earlier action: it joins the redo branch, the later one stands.
    QTest::newRow("another writer's undo of an earlier action")
        << QList<Event>{action(1), action(2), action(3), step(4, u"undo"_s, 2)} << QList<qint64>{1, 3, 2} << 2
        << qint64(3) << qint64(2);
    QTest::newRow("an undo of what is not standing is ignored")
        << QList<Event>{action(1), step(2, u"undo"_s, 1), step(3, u"undo"_s, 1)} << QList<qint64>{1} << 0
        << qint64(0) << qint64(1);
}

void TestUndoHistory::fromEvents()
{
    QFETCH(QList<Event>, log);
    QFETCH(QList<qint64>, steps);
    QFETCH(int, index);
    QFETCH(qint64, toUndo);
    QFETCH(qint64, toRedo);
    const UndoHistory h = UndoHistory::fromEvents(log);
    QCOMPARE(seqs(h), steps);
    QCOMPARE(h.index(), index);
    QCOMPARE(h.toUndo() ? h.toUndo()->seq : 0, toUndo);
    QCOMPARE(h.toRedo() ? h.toRedo()->seq : 0, toRedo);
}

void TestUndoHistory::keepsTheRowChanges()
{
    const UndoHistory h = UndoHistory::fromEvents({action(1), action(2)});
    const Edit &e = h.toUndo()->edit;
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
        UndoHistory h;
        QVERIFY2(UndoHistory::read(doc->store(), &h, &error), qPrintable(error));
        QCOMPARE(h.toUndo()->seq, qint64(2));
        // The edit read back from the log undoes the second side, as the GUI's stack did.
        QCOMPARE(doc->revert(h.toUndo()->edit, h.toUndo()->seq, &error), qint64(3));
        QCOMPARE(doc->state().sides, afterFirst.sides);
    }
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    UndoHistory h;
    QVERIFY(UndoHistory::read(doc->store(), &h, &error));
    QCOMPARE(h.index(), 1);
    QCOMPARE(h.toUndo()->seq, qint64(1));
    QCOMPARE(h.toRedo()->seq, qint64(2));
    QCOMPARE(doc->store().eventCount(), qint64(3)); // reading wrote nothing
}

QTEST_GUILESS_MAIN(TestUndoHistory)
#include "tst_undohistory.moc"
