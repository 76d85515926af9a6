// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Undo: every edit is committed through the window's undo sink; undo and redo are logged, never
// rewrite, and take back and put back the actions the battle's log keeps in its history.
#include "battledocument.h"
#include "edits.h"
#include "rostermodel.h"
#include "support/randomedits.h"
#include "support/rivaledits.h"
#include "undosink.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestUndoStack : public QObject
{
    Q_OBJECT

private slots:
    void thousandRandomEditsUndoAndRedo();
    void undoIsLoggedAndMarksTheTarget();
    void failedEditIsNotPushed();
    void rosterModelPushesCommands();
};

namespace {
std::unique_ptr<BattleDocument> battle(const QString &path)
{
    QString error;
    auto doc = BattleDocument::create(path, {u"Undo"_s, u"fhg-land"_s}, &error);
    Q_ASSERT(doc);
    for (const QString &side : {u"American"_s, u"British"_s})
        doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error);
    for (int i = 0; i < 6; ++i)
        doc->commit(
            Edits::addUnit(
                doc->state(), doc->profile(),
                {i % 2 ? u"British"_s : u"American"_s, u"Start %1"_s.arg(i), u"regular"_s, 4, 4, {}, {}},
                &error),
            &error);
    return doc;
}
} // namespace

void TestUndoStack::thousandRandomEditsUndoAndRedo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"undo.adjutant"_s);
    auto doc = battle(path);
    UndoSink sink(doc.get());
    const BattleState start = doc->state();
    const qint64 eventsAtStart = doc->store().eventCount();
    std::mt19937 rng(20261121);
    QString error;
    for (int i = 0; i < 1000; ++i) {
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, i);
        QVERIFY2(doc->submit(e, &error) > 0, qPrintable(u"edit %1 (%2): %3"_s.arg(i).arg(e.kind, error)));
    }
    QCOMPARE(sink.undoSeq(), eventsAtStart + 1000);
    const BattleState end = doc->state();
    QVERIFY(end != start);

    // The history holds the battle's setup too: the thousand edits are taken back, and no more.
    for (int i = 0; i < 1000; ++i)
        QVERIFY2(sink.undo(&error), qPrintable(error));
    QCOMPARE(doc->state(), start);
    QCOMPARE(sink.undoSeq(), eventsAtStart);
    QCOMPARE(sink.redoSeq(), eventsAtStart + 1);
    while (sink.canRedo())
        QVERIFY2(sink.redo(&error), qPrintable(error));
    QCOMPARE(doc->state(), end);
    QCOMPARE(sink.heldSteps(), 1); // the last edit; never what the history holds behind it

    // The log only grew: 1000 edits, 1000 undos, 1000 redos.
    QCOMPARE(doc->store().eventCount(), eventsAtStart + 3000);
    const Event first = doc->store().events(eventsAtStart + 1, 1).value(0);
    QVERIFY(first.kind != u"undo"_s);
    QCOMPARE(first.undone, false); // redone in the end
    doc.reset();
    QString openError;
    auto reopened = BattleDocument::open(path, &openError);
    QVERIFY2(reopened, qPrintable(openError));
    QCOMPARE(reopened->state(), end);
}

void TestUndoStack::undoIsLoggedAndMarksTheTarget()
{
    QTemporaryDir dir;
    auto doc = battle(dir.filePath(u"u.adjutant"_s));
    UndoSink sink(doc.get());
    QString error;
    Unit u = doc->state().units.value(1);
    u.strength = 1;
    const qint64 seq = doc->submit(Edits::updateUnit(doc->state(), doc->profile(), u, &error), &error);
    QVERIFY(seq > 0);
    QCOMPARE(doc->state().units.value(1).strength, 1);
    QVERIFY(sink.undo(&error));
    QCOMPARE(doc->state().units.value(1).strength, 4);
    const Event undo = doc->store().events(seq + 1, 1).value(0);
    QCOMPARE(undo.kind, u"undo"_s);
    QCOMPARE(undo.target, seq);
    QVERIFY(undo.summary.startsWith(u"Undo: "_s));
    QCOMPARE(doc->store().events(seq, 1).value(0).undone, true);
    QVERIFY(sink.redo(&error));
    QCOMPARE(doc->state().units.value(1).strength, 1);
    QCOMPARE(doc->store().events(seq, 1).value(0).undone, false);
    QCOMPARE(doc->store().events(seq + 2, 1).value(0).kind, u"redo"_s);
}

void TestUndoStack::failedEditIsNotPushed()
{
    QTemporaryDir dir;
    auto doc = battle(dir.filePath(u"f.adjutant"_s));
    UndoSink sink(doc.get());
    QString error;
    const auto [stale, fresh] = testing::rivalEdits(doc->state(), doc->profile(), 1, 2, 3, &error);
    QVERIFY(doc->submit(fresh, &error) > 0);
    const qint64 events = doc->store().eventCount();
    const qint64 offered = sink.undoSeq();
    QCOMPARE(doc->submit(stale, &error), 0);
    QVERIFY(!error.isEmpty());
    QCOMPARE(sink.undoSeq(), offered);
    QCOMPARE(doc->store().eventCount(), events);
    QCOMPARE(doc->state().units.value(1).strength, 3);
}

void TestUndoStack::rosterModelPushesCommands()
{
    QTemporaryDir dir;
    auto doc = battle(dir.filePath(u"r.adjutant"_s));
    UndoSink sink(doc.get());
    RosterModel model(doc.get());
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex strength = model.indexOfUnit(3, RosterModel::Strength);
    QVERIFY(strength.isValid());
    QVERIFY(model.setData(strength, 2));
    QCOMPARE(doc->state().units.value(3).strength, 2);
    const qint64 edited = doc->store().eventCount();
    QCOMPARE(sink.undoSeq(), edited);
    QVERIFY(!model.setData(strength, 9)); // above the start strength
    QVERIFY2(model.lastError().contains(u"strength"_s), qPrintable(model.lastError()));
    QCOMPARE(sink.undoSeq(), edited);
    QString error;
    QVERIFY(sink.undo(&error));
    QCOMPARE(model.data(strength, Qt::EditRole).toInt(), 4);
}

QTEST_GUILESS_MAIN(TestUndoStack)
#include "tst_undostack.moc"
