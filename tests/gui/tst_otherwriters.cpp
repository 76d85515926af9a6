// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window and another writer (issue 16): adjutant-cli, a second process, writes the battle
// the window has open. The window notices (it looks for other writers' commits every
// MainWindow::kWatchMs, well within a second) and shows them in the roster, the turn bar, the
// log and the board; its next edit and its undo work. A read-only battle says so.
#include "battledocument.h"
#include "battlestore.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "edits.h"
#include "eventlogview.h"
#include "mainwindow.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "summaryview.h"
#include "support/demobattlefile.h"
#include "turnbar.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"
#include "undosink.h"

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
QStringList turnBarTexts(TurnBar *bar)
{
    QStringList out;
    for (const QLabel *l : bar->findChildren<QLabel *>())
        out << l->text();
    return out;
}

bool rosterShows(RosterView *view, const QString &name)
{
    const QAbstractItemModel *m = view->rosterModel();
    for (int side = 0; side < m->rowCount(); ++side) {
        const QModelIndex parent = m->index(side, 0);
        for (int row = 0; row < m->rowCount(parent); ++row)
            if (m->index(row, 0, parent).data().toString() == name)
                return true;
    }
    return false;
}
} // namespace

class TestOtherWriters : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anotherProcessWritesTheOpenBattle();
    void readOnlyBattleSaysSo();
    void summaryShownStillSeesOtherWriters();
    void copiesAndSecondReadersKeepTheWindowInStep();

private:
    int cli(const QStringList &args, QString *out);
    QString addUnitElsewhere(const QString &side, const QString &unit, const QStringList &more = {});
    QTemporaryDir m_dir;
    QString m_path;
};

void TestOtherWriters::initTestCase()
{
    testing::isolateSettings(u"tst_otherwriters"_s);
    m_path = m_dir.filePath(u"queenston.adjutant"_s);
    QString error;
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, m_path, &error), qPrintable(error));
}

int TestOtherWriters::cli(const QStringList &args, QString *out)
{
    const testing::CliRun r = testing::cli(args);
    *out = r.out + r.err; // both, as a referee at a terminal reads them
    return r.exit;
}

// Another process, the command line, adds the regular unit `unit` (`more`: where it stands) to `side`
// of the battle: what it said when it failed, or empty.
QString TestOtherWriters::addUnitElsewhere(const QString &side, const QString &unit, const QStringList &more)
{
    QString out;
    const int exit = cli(
        QStringList{u"add-unit"_s, m_path, u"--side"_s, side, u"--name"_s, unit, u"--type"_s, u"regular"_s} +
            more,
        &out);
    return exit == 0 ? QString() : u"add-unit exits %1: %2"_s.arg(exit).arg(out);
}

void TestOtherWriters::anotherProcessWritesTheOpenBattle()
{
    MainWindow w;
    QVERIFY(w.openBattle(m_path, true));
    w.show();
    BattleDocument *doc = w.document();
    QVERIFY(doc->watchInterval() > 0);
    QVERIFY(doc->watchInterval() <= 1000);
    const QStringList turnBefore = turnBarTexts(w.turnBar());
    const qint64 eventsBefore = doc->store().eventCount();

    QCOMPARE(addUnitElsewhere(u"American"_s, u"Stranger's Foot"_s, {u"--position"_s, u"0101"_s}), QString());
    QString out;
    QCOMPARE(cli({u"advance"_s, m_path}, &out), 0);
    QVERIFY2(out.contains(u"Phase"_s) || !out.isEmpty(), qPrintable(out));

    // Shown without anyone touching the window: roster, log, turn bar and board.
    QTRY_VERIFY_WITH_TIMEOUT(rosterShows(w.rosterView(), u"Stranger's Foot"_s), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(w.eventLogView()->model()->rowCount(), int(eventsBefore + 2), 20000);
    QVERIFY(turnBarTexts(w.turnBar()) != turnBefore);
    const Unit *stranger = doc->state().unitByName(u"Stranger's Foot"_s);
    QVERIFY(stranger);
    QVERIFY(w.boardPanel()->scene()->counter(stranger->id));

    // The window's next edit is written after the other writer's, and undone on its own.
    QString error;
    const qint64 seq = doc->submit(
        Edits::addUnit(doc->state(), doc->profile(),
                       {u"American"_s, u"Window's Own"_s, u"militia"_s, 2, 2, {}, u"0102"_s}, &error),
        &error);
    QVERIFY2(seq == eventsBefore + 3, qPrintable(error));
    QVERIFY(rosterShows(w.rosterView(), u"Window's Own"_s));
    QVERIFY(w.undoSink()->undo(&error));
    QVERIFY(!doc->state().unitByName(u"Window's Own"_s));
    QVERIFY(doc->state().unitByName(u"Stranger's Foot"_s));

    // And the other writer sees the window's work in turn.
    QCOMPARE(cli({u"show"_s, m_path}, &out), 0);
    QVERIFY(out.contains(u"Stranger's Foot"_s));
    QVERIFY(!out.contains(u"Window's Own"_s));
}

void TestOtherWriters::readOnlyBattleSaysSo()
{
    MainWindow w;
    QString error;
    auto doc = BattleDocument::open(m_path, &error, true);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(doc->isReadOnly());
    w.setDocument(std::move(doc));
    w.show();
    QVERIFY(w.windowTitle().contains(u"[read-only]"_s));
    QVERIFY(w.readOnlyNotice());
    QVERIFY(w.readOnlyNotice()->isVisible());
    QVERIFY(w.readOnlyNotice()->findChild<QLabel *>()->text().contains(u"Read-only"_s));
    // An edit is refused in words, and the battle stays as it was.
    const qint64 events = w.document()->store().eventCount();
    QCOMPARE(
        w.document()->commit(Edits::advancePhase(w.document()->state(), w.document()->profile()), &error), 0);
    QVERIFY2(error.contains(u"read-only"_s), qPrintable(error));
    QCOMPARE(w.document()->store().eventCount(), events);
    // A battle that can be written has no such notice.
    QVERIFY(w.openBattle(m_path, true));
    QVERIFY(!w.readOnlyNotice()->isVisible());
    QVERIFY(!w.windowTitle().contains(u"[read-only]"_s));
}

void TestOtherWriters::summaryShownStillSeesOtherWriters()
{
    // The Summary view builds its summary through read-only connections of its own to the file
    // (SummaryBuilder, on a worker thread): the window's connection must still notice the other
    // writers' commits after it, and the summary shows them too.
    MainWindow w;
    QVERIFY(w.openBattle(m_path, true));
    w.show();
    SummaryView *view = w.summaryView();
    view->setInFront(true);
    view->show();
    view->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isStale(), 20000);
    const int eventsBefore = view->summary().events;
    QCOMPARE(addUnitElsewhere(u"British"_s, u"Late Grenadiers"_s), QString());
    QTRY_VERIFY_WITH_TIMEOUT(rosterShows(w.rosterView(), u"Late Grenadiers"_s), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isStale() && view->summary().events > eventsBefore, 20000);
    // Twice: the second summary built, the window still sees the next commit.
    QCOMPARE(addUnitElsewhere(u"British"_s, u"Later Grenadiers"_s), QString());
    QTRY_VERIFY_WITH_TIMEOUT(rosterShows(w.rosterView(), u"Later Grenadiers"_s), 20000);
}

void TestOtherWriters::copiesAndSecondReadersKeepTheWindowInStep()
{
    // What else in this process reads the open battle: Save As's copy, and a second document on
    // the same file (a campaign reading its battles). Neither may drop the window's locks on the
    // file (POSIX locks are the process's: closing any descriptor of the file drops them), or the
    // next writer of another process deletes the -wal under the window, which then sees nothing.
    MainWindow w;
    QVERIFY(w.openBattle(m_path, true));
    w.show();
    QString error;
    const QString copy = m_dir.filePath(u"copy.adjutant"_s);
    QVERIFY2(BattleStore::copyBattle(m_path, copy, &error), qPrintable(error));
    {
        auto second = BattleDocument::open(m_path, &error, true); // read-only
        QVERIFY2(second, qPrintable(error));
    }
    QCOMPARE(addUnitElsewhere(u"American"_s, u"After the Copy"_s), QString());
    QTRY_VERIFY_WITH_TIMEOUT(rosterShows(w.rosterView(), u"After the Copy"_s), 20000);
    QCOMPARE(addUnitElsewhere(u"American"_s, u"And Another"_s), QString());
    QTRY_VERIFY_WITH_TIMEOUT(rosterShows(w.rosterView(), u"And Another"_s), 20000);
}

QTEST_MAIN(TestOtherWriters)
#include "tst_otherwriters.moc"
