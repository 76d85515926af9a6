// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Edit → Undo / Redo after an action applied from the action panel: the entries name what they
// take back ("Undo Fire combat: …"), are disabled when there is nothing to take back, follow Ctrl+Z and
// Ctrl+Shift+Z, and stay right after an undo that could not be saved (the stack is put back where
// the battle is, so the same undo is offered again).
#include "actionpanel.h"
#include "battledocument.h"
#include "edits.h"
#include "mainwindow.h"
#include "scenario.h"
#include "support/crashvfs.h"
#include "support/demobattlefile.h"
#include "undosink.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace adj {

class TestUndoMenu final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void undoRedoNameTheAction();
    void failedUndoKeepsTheMenuRight();

private:
    int strengthOf(const QString &name) const;

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    QString m_summary;
    QString m_import;
    QString m_ap;
};

void TestUndoMenu::initTestCase()
{
    testing::isolateSettings(u"tst_undomenu"_s);
    QString error;
    m_path = m_dir.filePath(u"demo.adjutant"_s);
    QVERIFY2(testing::writeQueenstonInActions(m_path, &error), qPrintable(error));
    // The battle's connection writes through a VFS that can play a full disk.
    test::CrashVfs::install();
    test::CrashVfs::arm(0);
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(m_path, true));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

int TestUndoMenu::strengthOf(const QString &name) const
{
    return m_window->document()->state().unitByName(name)->strength;
}

void TestUndoMenu::undoRedoNameTheAction()
{
    QAction *undo = m_window->undoAction();
    QAction *redo = m_window->redoAction();
    // Nothing done yet in this session: the history is the log's, so undo names the demo's roster
    // import, the last action that stands; nothing to redo.
    m_import = m_window->undoSink()->undoText();
    QVERIFY2(m_import.startsWith(u"Roster imported"_s), qPrintable(m_import));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_import));
    QVERIFY(!redo->isEnabled());
    QCOMPARE(redo->text(), u"&Redo"_s);
    QCOMPARE(undo->shortcut().toString(), u"Ctrl+Z"_s);

    // The American player has rolled 2 AP for the turn (6.2.1); set before this session's undo.
    QString error;
    BattleDocument *doc = m_window->document();
    const Edit ap = Edits::setCounter(doc->state(), doc->profile(), doc->state().sides.firstKey(), {},
                                      u"AP"_s, 2, &error);
    QVERIFY2(!ap.isEmpty() && doc->commit(ap, &error) > 0, qPrintable(error));
    // Committed past the window, as by another program: it is the battle's last action, and Edit ▸
    // Undo offers it, as adjutant-cli undo would (one history per battle, issue 30).
    m_ap = m_window->undoSink()->undoText();
    QVERIFY2(m_ap != m_import && m_ap.contains(u"AP"_s), qPrintable(m_ap));
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_ap));

    // 13th U.S. Infantry fires at 41st Foot, a hex away on a hill: 5,6,6 → 4,5,5, 2 hits (8.1.1, 2.3.6).
    ActionPanel *panel = m_window->actionPanel();
    QVERIFY(panel->chooseAction(u"fire"_s));
    const BattleState &s = m_window->document()->state();
    panel->chooseUnits(s.unitByName(u"13th U.S. Infantry"_s)->id, s.unitByName(u"41st Foot"_s)->id);
    panel->setRangeText(u"1"_s);
    QVERIFY2(panel->enterDice(u"566"_s), qPrintable(panel->message()));
    QVERIFY2(panel->apply(), qPrintable(panel->message()));
    QCOMPARE(strengthOf(u"41st Foot"_s), 2);

    m_summary = m_window->undoSink()->undoText();
    QVERIFY2(m_summary.startsWith(u"Fire combat: "_s) && m_summary.contains(u"from 4 to 2 MP"_s),
             qPrintable(m_summary));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_summary));
    QCOMPARE(undo->statusTip(), u"Takes back: %1"_s.arg(m_summary));
    QVERIFY(!redo->isEnabled());

    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(strengthOf(u"41st Foot"_s), 4);
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_ap));
    QVERIFY(redo->isEnabled());
    QCOMPARE(redo->text(), u"&Redo %1"_s.arg(m_summary));

    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(strengthOf(u"41st Foot"_s), 2);
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_summary));
    QVERIFY(!redo->isEnabled());
    QCOMPARE(redo->text(), u"&Redo"_s);
}

void TestUndoMenu::failedUndoKeepsTheMenuRight()
{
    QAction *undo = m_window->undoAction();
    QAction *redo = m_window->redoAction();
    QVERIFY(undo->isEnabled());
    const qint64 events = m_window->document()->store().eventCount();
    // Nothing can be written to the log now: the disk is full. (A planted trigger no longer
    // serves: the battle's connection runs no trigger.)
    test::CrashVfs::setFull(true);
    QString shown;
    QTimer::singleShot(0, this, [&shown] {
        // The failure is reported in a message box: read and close it.
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->close();
        }
    });
    undo->trigger();
    test::CrashVfs::setFull(false);
    QVERIFY2(shown.contains(u"could not be saved"_s) && shown.contains(u"disk is full"_s), qPrintable(shown));
    QCOMPARE(strengthOf(u"41st Foot"_s), 2);
    QCOMPARE(m_window->document()->store().eventCount(), events);
    // The same undo is offered again, and nothing to redo.
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_summary));
    QVERIFY(!redo->isEnabled());

    undo->trigger(); // room on the disk again

    QCOMPARE(strengthOf(u"41st Foot"_s), 4);
    QCOMPARE(undo->text(), u"&Undo %1"_s.arg(m_ap));
    QVERIFY(redo->isEnabled());
    QCOMPARE(redo->text(), u"&Redo %1"_s.arg(m_summary));

    // A redo on a full disk says why too (the reason was once cleared before it was read).
    test::CrashVfs::setFull(true);
    shown.clear();
    QTimer::singleShot(0, this, [&shown] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->close();
        }
    });
    redo->trigger();
    test::CrashVfs::setFull(false);
    QVERIFY2(shown.contains(u"redo could not be saved: the disk is full"_s), qPrintable(shown));
    QCOMPARE(strengthOf(u"41st Foot"_s), 4);
    QVERIFY(redo->isEnabled());
}

} // namespace adj

QTEST_MAIN(adj::TestUndoMenu)
#include "tst_undomenu.moc"
