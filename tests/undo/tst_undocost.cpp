// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 30's guard: opening a battle costs the same whatever the length of its log. A battle of
// 10,000 events and one of 100 are opened as the window opens them (the document, its undo
// history for Edit ▸ Undo and Redo, the log view's model): the undo holds two actions at most and
// none of their row changes, and the heap held after opening the long battle is the short one's,
// within SQLite's page cache. Counted by the allocator, never timed: it cannot flake on a busy
// machine, and it fails as soon as anything reads the whole log again when a battle opens (the
// undo stack rebuilt from 10,000 events held tens of megabytes).
#include "battledocument.h"
#include "eventlogmodel.h"
#include "support/heapbytes.h"
#include "support/longbattle.h"
#include "undohistory.h"
#include "undosink.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestUndoCost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void undoHoldsTwoActions();
    void openingHoldsWhatAShortLogDoes();

private:
    struct Opened
    {
        qint64 heapHeld = 0; // bytes, with the battle open
        int heldSteps = 0;
        qint64 undoSeq = 0;
        qint64 redoSeq = 0;
    };
    Opened open(const QString &path);

    testing::ShortAndLongBattles m_battles;
};

void TestUndoCost::initTestCase()
{
    QString error;
    QVERIFY2(m_battles.write(&error), qPrintable(error));
}

TestUndoCost::Opened TestUndoCost::open(const QString &path)
{
    Opened o;
    const qint64 before = testing::heapBytesInUse();
    {
        QString error;
        auto doc = BattleDocument::open(path, &error);
        if (!doc)
            qFatal("%s", qPrintable(error));
        UndoSink sink(doc.get());
        if (!sink.reload(&error))
            qFatal("%s", qPrintable(error));
        EventLogModel log(doc.get());
        // What the window shows at once: the Edit menu's texts and how long the log is.
        if (sink.undoText().isEmpty() || log.rowCount() != doc->store().eventCount())
            qFatal("%s: no undo offered, or the log view is not the log", qPrintable(path));
        o.heapHeld = testing::heapBytesInUse() - before;
        o.heldSteps = sink.heldSteps();
        o.undoSeq = sink.undoSeq();
        o.redoSeq = sink.redoSeq();
    }
    return o;
}

void TestUndoCost::undoHoldsTwoActions()
{
    const Opened o = open(m_battles.longBattle);
    QCOMPARE(o.heldSteps, 2); // the last action that stands, the last one undone
    // ... and they are the ends of the history the whole log tells (UndoHistory's rule).
    QString error;
    auto doc = BattleDocument::open(m_battles.longBattle, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->store().eventCount(), qint64(10'000));
    const UndoHistory history = UndoHistory::fromEvents(doc->store().events(1, 10'000));
    QVERIFY(history.toUndo() && history.toRedo());
    QCOMPARE(o.undoSeq, history.toUndo()->seq);
    QCOMPARE(o.redoSeq, history.toRedo()->seq);
}

void TestUndoCost::openingHoldsWhatAShortLogDoes()
{
    open(m_battles.shortBattle); // what any first open costs once: the rule set's tables, SQLite's own start
    const Opened shortLog = open(m_battles.shortBattle);
    const Opened longLog = open(m_battles.longBattle);
    const Opened shortAgain = open(m_battles.shortBattle);
    const qint64 shortHeld = std::max(shortLog.heapHeld, shortAgain.heapHeld);
    // SQLite's page cache (2 MB at most a connection) is filled by what is read, whatever the log.
    constexpr qint64 kSlack = 128 * 1024;
    qInfo("heap held with the battle open: %lld bytes for 100 events, %lld for 10,000",
          static_cast<long long>(shortHeld), static_cast<long long>(longLog.heapHeld));
    QVERIFY2(
        longLog.heapHeld <= shortHeld + kSlack,
        qPrintable(
            u"opening 10,000 events holds %1 bytes, 100 events %2"_s.arg(longLog.heapHeld).arg(shortHeld)));
    QCOMPARE(longLog.heldSteps, shortLog.heldSteps);
}

QTEST_GUILESS_MAIN(TestUndoCost)
#include "tst_undocost.moc"
