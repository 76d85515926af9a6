// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI's undo history read from the log of a battle opened again (UndoSink): Ctrl+Z undoes
// the last action that stands, Ctrl+Y puts back what was undone before the battle was closed,
// and reading it writes nothing.
#include "battledocument.h"
#include "edits.h"
#include "undosink.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestUndoReopen : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void stackRebuiltFromTheLog();
    void newActionAfterReopenDropsTheRedoBranch();

private:
    QTemporaryDir m_dir;
    QString m_path;              // the test's battle, written by its first session
    QList<BattleState> m_states; // the first session's states, one after each action
};

// Before each test, the first session of a battle of its own: three sides added, the third undone.
void TestUndoReopen::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u".adjutant"_s);
    QString error;
    auto doc = BattleDocument::create(m_path, {u"Reopen"_s, u"fhg-land"_s}, &error);
    QVERIFY2(doc, qPrintable(error));
    UndoSink sink(doc.get());
    m_states = {doc->state()};
    for (const QString &side : {u"American"_s, u"British"_s, u"French"_s}) {
        QVERIFY2(doc->submit(Edits::addSide(doc->state(), side, {}, &error), &error) > 0, qPrintable(error));
        m_states << doc->state();
    }
    QVERIFY2(sink.undo(&error), qPrintable(error));
    QCOMPARE(doc->state(), m_states.at(2));
}

void TestUndoReopen::stackRebuiltFromTheLog()
{
    QString error;
    auto doc = BattleDocument::open(m_path, &error);
    QVERIFY2(doc, qPrintable(error));
    UndoSink sink(doc.get());
    const qint64 events = doc->store().eventCount();
    QVERIFY2(sink.reload(&error), qPrintable(error));
    QCOMPARE(doc->store().eventCount(), events); // reading wrote nothing
    QCOMPARE(doc->state(), m_states.at(2));
    QCOMPARE(sink.undoSeq(), qint64(2));
    QCOMPARE(sink.redoSeq(), qint64(3));
    QCOMPARE(sink.undoText(), u"Side British added"_s);
    QCOMPARE(sink.redoText(), u"Side French added"_s);
    // Ctrl+Z after the reopen undoes the last action that stands.
    QVERIFY2(sink.undo(&error), qPrintable(error));
    QCOMPARE(doc->state(), m_states.at(1));
    QCOMPARE(doc->store().eventCount(), events + 1);
    QCOMPARE(doc->store().events(events + 1, 1).value(0).kind, u"undo"_s);
    QVERIFY2(sink.redo(&error), qPrintable(error));
    QVERIFY2(sink.redo(&error), qPrintable(error)); // the one undone before the battle was closed
    QCOMPARE(doc->state(), m_states.at(3));
    QVERIFY(!sink.canRedo());
}

void TestUndoReopen::newActionAfterReopenDropsTheRedoBranch()
{
    QString error;
    auto doc = BattleDocument::open(m_path, &error);
    QVERIFY2(doc, qPrintable(error));
    UndoSink sink(doc.get());
    QVERIFY2(sink.reload(&error), qPrintable(error));
    QVERIFY(doc->submit(Edits::addSide(doc->state(), u"Spanish"_s, {}, &error), &error) > 0);
    QCOMPARE(sink.undoText(), u"Side Spanish added"_s);
    QVERIFY(!sink.canRedo());
    // Opened once more, the log says the same: the French are gone from the history.
    doc.reset();
    doc = BattleDocument::open(m_path, &error);
    QVERIFY2(doc, qPrintable(error));
    UndoSink again(doc.get());
    QVERIFY2(again.reload(&error), qPrintable(error));
    QCOMPARE(again.undoText(), u"Side Spanish added"_s);
    QVERIFY(!again.canRedo());
    // Undone to the start: the Spanish, the British, the Americans; the French never again.
    for (const QString &side : {u"Side Spanish added"_s, u"Side British added"_s, u"Side American added"_s}) {
        QCOMPARE(again.undoText(), side);
        QVERIFY2(again.undo(&error), qPrintable(error));
    }
    QVERIFY(!again.canUndo());
    QCOMPARE(doc->state(), m_states.at(0));
}

QTEST_GUILESS_MAIN(TestUndoReopen)
#include "tst_undoreopen.moc"
