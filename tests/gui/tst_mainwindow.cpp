// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI smoke test: the demo battle opens in the main window, its units are listed,
// and an edit made through the roster goes to the log, undoes and redoes.
#include "battledocument.h"
#include "edits.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "mainwindow.h"
#include "newbattledialog.h"
#include "preferencesdialog.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "scenario.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/filebytes.h"
#include "support/guitest.h"
#include "support/rawsql.h"
#include "turnbar.h"
#include "undosink.h"
#include "wraplabel.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace adj {

class TestMainWindow final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void opensDemoAndListsUnits();
    void startShowsNoOtherWindow();
    void editUndoRedoThroughRoster();
    void undoAfterReopen();
    void advancePhaseFromTurnBar();
    void turnBarMeasuresEachTextOnce();
    void refusedFileKeepsBattleOpen();
    void damagedLogClosesBattle();
    void settingsRemembered();
    void reopeningWritesNoSettings();
    void newBattleDialogScale();
    void preferencesStoreLanguage();
    void cleanupTestCase();

private:
    Event lastEvent() const;
    void setUp() override;

    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::setUp()
{
    QVERIFY(QFile::exists(u":/icons/markers/column.svg"_s));
    QVERIFY(QFile::exists(u":/icons/adjutant.svg"_s));

    m_window = testing::shownDemoIn(m_dir.path(), u"fhg-queenston"_s, &m_path);
    QVERIFY(m_window);
}

Event TestMainWindow::lastEvent() const
{
    const EventLogModel *log = m_window->eventLogView()->logModel();
    return log->eventAt(log->rowCount() - 1);
}

void TestMainWindow::opensDemoAndListsUnits()
{
    BattleDocument *doc = m_window->document();
    QVERIFY(doc);
    QVERIFY(m_window->windowTitle().startsWith(doc->state().info.name));
    QVERIFY(m_window->windowTitle().contains(u"Adjutant"_s));

    const RosterModel *roster = m_window->rosterView()->rosterModel();
    QVERIFY(roster);
    // The view shows the roster through its filter field's proxy.
    const auto *shown = qobject_cast<const QAbstractProxyModel *>(m_window->rosterView()->model());
    QVERIFY(shown);
    QCOMPARE(shown->sourceModel(), roster);
    QCOMPARE(roster->rowCount(), int(doc->state().sides.size()));
    QCOMPARE(roster->rowCount(), 2);
    int units = 0;
    for (int r = 0; r < roster->rowCount(); ++r)
        units += roster->rowCount(roster->index(r, 0));
    QCOMPARE(units, int(doc->state().units.size()));
    QCOMPARE(units, 11);

    const QModelIndexList found = roster->match(roster->index(0, 0), Qt::DisplayRole, u"41st Foot"_s, 1,
                                                Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QVERIFY(found.first().parent().isValid());
    QCOMPARE(found.first().parent().data().toString(), u"British"_s);
    // The sides are expanded: the unit's row is shown.
    QVERIFY(m_window->rosterView()->visualRect(shown->mapFromSource(found.first())).isValid());

    // The militia's column marker is there for the delegate to draw.
    const Unit *militia = doc->state().unitByName(u"New York Militia"_s);
    QVERIFY(militia);
    QCOMPARE(roster->indexOfUnit(militia->id).data(RosterModel::MarkerKindsRole).toStringList(),
             QStringList{u"column"_s});

    QCOMPARE(m_window->eventLogView()->logModel()->rowCount(), int(doc->store().eventCount()));
    // The undo history is the log's: the demo's roster import is the last action that stands.
    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(m_window->undoAction()->text().contains(lastEvent().summary));
    QVERIFY(!m_window->redoAction()->isEnabled());
}

// Every widget a window builds is shown inside it: a part shown before it has a parent becomes a
// window on the display of its own for a moment, which costs the start a round trip to the display.
void TestMainWindow::startShowsNoOtherWindow()
{
    struct WindowsShown final : QObject
    {
        QList<QWidget *> shown;
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (event->type() == QEvent::Show && watched->isWidgetType() &&
                static_cast<QWidget *>(watched)->isWindow())
                shown << static_cast<QWidget *>(watched);
            return false;
        }
    } windows;
    qApp->installEventFilter(&windows);
    MainWindow window;
    QVERIFY(window.openBattle(m_path, true));
    const QList<QWidget *> beforeShow = windows.shown;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    qApp->removeEventFilter(&windows);
    QStringList names;
    for (QWidget *w : beforeShow)
        names << QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
    QVERIFY2(beforeShow.isEmpty(), qPrintable(names.join(u", "_s)));
    QCOMPARE(windows.shown, QList<QWidget *>{&window});
}

void TestMainWindow::editUndoRedoThroughRoster()
{
    BattleDocument *doc = m_window->document();
    RosterModel *roster = m_window->rosterView()->rosterModel();
    const EventLogModel *log = m_window->eventLogView()->logModel();
    const Unit *unit = doc->state().unitByName(u"41st Foot"_s);
    QVERIFY(unit);
    const Id id = unit->id;
    QCOMPARE(unit->strength, 4);
    const int rows = log->rowCount();

    const QModelIndex strength = roster->indexOfUnit(id, RosterModel::Strength);
    QVERIFY(strength.flags() & Qt::ItemIsEditable);
    QVERIFY2(roster->setData(strength, 3), qPrintable(roster->lastError()));
    QCOMPARE(doc->state().units.value(id).strength, 3);
    QVERIFY(roster->indexOfUnit(id, RosterModel::Strength).data().toString().startsWith(u"3 / 4"_s));
    QCOMPARE(log->rowCount(), rows + 1);
    QCOMPARE(lastEvent().kind, u"unit.edit"_s);
    QVERIFY(lastEvent().summary.contains(u"41st Foot"_s));
    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(m_window->undoAction()->text().contains(lastEvent().summary));

    // A strength the rules do not allow is refused, and nothing is logged.
    QVERIFY(!roster->setData(strength, 9));
    QVERIFY(!roster->lastError().isEmpty());
    QCOMPARE(doc->state().units.value(id).strength, 3);
    QCOMPARE(log->rowCount(), rows + 1);

    m_window->undoAction()->trigger();
    QCOMPARE(doc->state().units.value(id).strength, 4);
    QCOMPARE(log->rowCount(), rows + 2);
    QCOMPARE(lastEvent().kind, u"undo"_s);
    QVERIFY(log->index(rows, 0).data(EventLogModel::UndoneRole).toBool());
    QVERIFY(!m_window->undoAction()->text().contains(u"41st Foot"_s)); // the roster import is next
    QVERIFY(m_window->redoAction()->isEnabled());

    m_window->redoAction()->trigger();
    QCOMPARE(doc->state().units.value(id).strength, 3);
    QCOMPARE(log->rowCount(), rows + 3);
    QCOMPARE(lastEvent().kind, u"redo"_s);
    QVERIFY(!log->index(rows, 0).data(EventLogModel::UndoneRole).toBool());
    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(!m_window->redoAction()->isEnabled());
    QCOMPARE(m_window->undoSink()->undoSeq(), qint64(log->rowCount() - 2)); // the edit redone
}

void TestMainWindow::undoAfterReopen()
{
    // The battle closed and opened again: Ctrl+Z undoes the strength edit redone above, and
    // reading the history wrote nothing.
    const qint64 events = m_window->document()->store().eventCount();
    QVERIFY(m_window->openBattle(m_path, true)); // a new document, a new undo sink
    BattleDocument *doc = m_window->document();
    const Id id = doc->state().unitByName(u"41st Foot"_s)->id;
    QCOMPARE(doc->state().units.value(id).strength, 3);
    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(m_window->undoAction()->text().contains(u"41st Foot"_s));
    QCOMPARE(doc->store().eventCount(), events);
    QCOMPARE(m_window->undoAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_window->undoAction()->trigger();
    QCOMPARE(doc->state().units.value(id).strength, 4);
    QCOMPARE(lastEvent().kind, u"undo"_s);
    QVERIFY(m_window->redoAction()->isEnabled());
}

// An undo and its redo put the turn bar's phase and counters back and forth: its labels measure
// each text once, not after every change (issue 30: the counters' rich text was laid out again
// with each undo on the big battle). Counted by the labels' own measures, never timed.
void TestMainWindow::turnBarMeasuresEachTextOnce()
{
    const QList<WrapLabel *> labels = m_window->turnBar()->findChildren<WrapLabel *>();
    QVERIFY(labels.size() >= 3);
    auto measured = [&labels] {
        int n = 0;
        for (const WrapLabel *l : labels)
            n += l->measured();
        return n;
    };
    auto settle = [this] {
        QCoreApplication::sendPostedEvents();
        m_window->repaint();
    };
    const int turn = m_window->document()->state().info.turn;
    m_window->turnBar()->nextTurnAction()->trigger(); // the phase and the turn change
    settle();
    QCOMPARE(m_window->document()->state().info.turn, turn + 1);
    m_window->undoAction()->trigger();
    settle();
    m_window->redoAction()->trigger();
    settle();
    const int once = measured();
    QVERIFY(once > 0);
    for (int round = 0; round < 3; ++round) {
        m_window->undoAction()->trigger();
        settle();
        m_window->redoAction()->trigger();
        settle();
    }
    QCOMPARE(measured(), once);
    m_window->undoAction()->trigger();
    settle();
    QCOMPARE(m_window->document()->state().info.turn, turn);
}

void TestMainWindow::advancePhaseFromTurnBar()
{
    BattleDocument *doc = m_window->document();
    const RuleSetProfile &p = doc->profile();
    QVERIFY(p.phases.size() > 2);
    const int turn = doc->state().info.turn;
    QCOMPARE(doc->state().info.phase, p.phases.at(0).id);
    const int rows = m_window->eventLogView()->logModel()->rowCount();

    QAction *next = m_window->turnBar()->nextPhaseAction();
    QVERIFY(next->isEnabled());
    // The demo opens in For Honor and Glory's step 1 with the American's random AP owed (6.1.1): the
    // first press says so and stays, the second advances anyway (the turn bar never blocks).
    QVERIFY(!m_window->turnBar()->owed().isEmpty());
    next->trigger();
    QCOMPARE(doc->state().info.phase, p.phases.at(0).id);
    next->trigger();
    QCOMPARE(doc->state().info.phase, p.phases.at(1).id);
    QCOMPARE(doc->state().info.turn, turn);
    QCOMPARE(m_window->eventLogView()->logModel()->rowCount(), rows + 1);
    QCOMPARE(lastEvent().kind, u"phase.advance"_s);

    bool shown = false;
    for (const QLabel *label : m_window->turnBar()->findChildren<QLabel *>())
        shown = shown || label->text().contains(Profiles::label(p.phases.at(1).label));
    QVERIFY(shown);

    m_window->turnBar()->nextTurnAction()->trigger();
    QCOMPARE(doc->state().info.turn, turn + 1);
    QCOMPARE(doc->state().info.phase, p.phases.at(0).id);
    m_window->undoAction()->trigger();
    QCOMPARE(doc->state().info.turn, turn);
    QCOMPARE(doc->state().info.phase, p.phases.at(1).id);

    // Markers placed show in the roster (as icons, through MarkerKindsRole).
    const Id foot = doc->state().unitByName(u"41st Foot"_s)->id;
    for (const QString &kind : {u"activated"_s, u"fired-on"_s}) {
        QString error;
        const Edit e = Edits::placeMarker(doc->state(), p, foot, kind, &error);
        QVERIFY2(!e.isEmpty(), qPrintable(error));
        QVERIFY2(doc->submit(e, &error) > 0, qPrintable(error));
    }
    QCOMPARE(m_window->rosterView()->rosterModel()->indexOfUnit(foot).data(RosterModel::MarkerKindsRole),
             QVariant(QStringList{u"activated"_s, u"fired-on"_s}));

    // ADJ_TEST_GRAB=file.png: a picture of the window after these edits, to look at.
    if (qEnvironmentVariableIsSet("ADJ_TEST_GRAB")) {
        QTest::qWait(100);
        QVERIFY(m_window->grab().save(qEnvironmentVariable("ADJ_TEST_GRAB")));
    }
}

void TestMainWindow::refusedFileKeepsBattleOpen()
{
    const QString bad = m_dir.filePath(u"not-a-battle.adjutant"_s);
    QVERIFY(testing::writeBytes(bad, "this is not a battle"));
    BattleDocument *before = m_window->document();
    QVERIFY(!m_window->openBattle(bad, true));
    QCOMPARE(m_window->document(), before);
    QCOMPARE(m_window->document()->path(), m_path);
    QCOMPARE(m_window->rosterView()->rosterModel()->rowCount(), 2);
}

void TestMainWindow::damagedLogClosesBattle()
{
    // The window checks a battle's log behind it (issue 30): a file it refuses then is closed with a
    // message, is no longer offered to reopen, and was written nothing.
    QDir(m_dir.path()).mkpath(u"mailed"_s);
    const QString bad = testing::demoBattleIn(m_dir.filePath(u"mailed"_s), u"fhg-queenston"_s);
    QString error;
    QVERIFY2(testing::rawSql(bad, {u"UPDATE events SET turn = 1000000 WHERE seq = 1"_s}, &error),
             qPrintable(error));
    const QByteArray before = testing::digest(bad);
    QVERIFY(m_window->openBattle(bad, true));
    QTRY_VERIFY(!m_window->document());
    QMessageBox *box = m_window->findChild<QMessageBox *>();
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(u"turn outside"_s), qPrintable(box->text()));
    QVERIFY(box->text().contains(QDir::toNativeSeparators(QFileInfo(bad).absoluteFilePath())));
    box->accept();
    QCOMPARE(testing::digest(bad), before);
    QVERIFY(QSettings().value(u"lastBattle"_s).toString() != QFileInfo(bad).absoluteFilePath());
    QVERIFY(!QSettings().value(u"recentFiles"_s).toStringList().contains(QFileInfo(bad).absoluteFilePath()));
    // The battle before it opens again, as the tests after this one expect.
    QVERIFY(m_window->openBattle(m_path, true));
}

void TestMainWindow::settingsRemembered()
{
    QSettings settings;
    QCOMPARE(settings.value(u"lastBattle"_s).toString(), QFileInfo(m_path).absoluteFilePath());
    const QStringList recent = settings.value(u"recentFiles"_s).toStringList();
    QCOMPARE(recent.value(0), QFileInfo(m_path).absoluteFilePath());
    QVERIFY(!recent.contains(m_dir.filePath(u"not-a-battle.adjutant"_s)));
    m_window->close();
    // Kept per screen size (issue 13): a laptop's layout is not a monitor's.
    const QSize screen = m_window->screen()->availableGeometry().size();
    const QString size = u"%1x%2"_s.arg(screen.width()).arg(screen.height());
    QVERIFY(!settings.value(u"mainWindow/state/"_s + size).toByteArray().isEmpty());
    QVERIFY(!settings.value(u"mainWindow/geometry/"_s + size).toByteArray().isEmpty());
    QVERIFY(settings.value(u"mainWindow/state/1x1"_s).toByteArray().isEmpty());
}

void TestMainWindow::reopeningWritesNoSettings()
{
    // Opening the battle that is already the last and the first of the recent ones changes no setting,
    // so nothing is written: QSettings replaces its file (a new inode) whenever it writes one.
    QVERIFY(m_window->openBattle(m_path, true));
    QSettings settings;
    settings.sync();
    const QString file = settings.fileName();
    struct stat before
    {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &before), 0);
    QVERIFY(m_window->openBattle(m_path, true));
    QSettings().sync();
    struct stat after
    {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &after), 0);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    QCOMPARE(settings.value(u"lastBattle"_s).toString(), QFileInfo(m_path).absoluteFilePath());
}

void TestMainWindow::newBattleDialogScale()
{
    NewBattleDialog dialog(m_dir.path());
    auto *ruleSet = dialog.findChild<QComboBox *>(u"ruleSet"_s);
    auto *scale = dialog.findChild<QComboBox *>(u"scale"_s);
    QVERIFY(ruleSet && scale);
    QCOMPARE(ruleSet->count(), int(Profiles::all().size()));
    ruleSet->setCurrentIndex(ruleSet->findData(u"fields-of-honor"_s));
    QVERIFY(scale->isEnabled());
    QVERIFY(scale->count() > 1);
    QCOMPARE(dialog.info().ruleset, u"fields-of-honor"_s);
    QVERIFY(!dialog.info().scale.isEmpty());
    ruleSet->setCurrentIndex(ruleSet->findData(u"fhg-land"_s));
    QVERIFY(!scale->isEnabled());
    QVERIFY(dialog.info().scale.isEmpty());
    QVERIFY(dialog.path().startsWith(m_dir.path()));
    QVERIFY(dialog.path().endsWith(u".adjutant"_s));

    // What the dialog gives is enough to create the battle.
    QString error;
    auto doc = BattleDocument::create(dialog.path(), dialog.info(), &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->state().info.ruleset, u"fhg-land"_s);
}

void TestMainWindow::preferencesStoreLanguage()
{
    PreferencesDialog dialog;
    QCOMPARE(dialog.language(), QString());
    dialog.setLanguage(u"de"_s);
    dialog.accept();
    QVERIFY(dialog.languageChanged());
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"de"_s);
    QCOMPARE(PreferencesDialog::storedLanguage(), u"de"_s);
}

void TestMainWindow::cleanupTestCase()
{
    m_window.reset();
    QSettings().clear();
}

} // namespace adj

QTEST_MAIN(adj::TestMainWindow)
#include "support/moc_guitest.cpp"
#include "tst_mainwindow.moc"
