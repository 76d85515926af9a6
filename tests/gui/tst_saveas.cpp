// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save As off the GUI thread: the copy is written by a worker with its own connection, the window
// shows it is busy and stays usable, and the copy is a complete, valid battle before the window
// says it is saved. Closing the window meanwhile waits for the copy.
#include "battlecopier.h"
#include "battledocument.h"
#include "battlestore.h"
#include "edits.h"
#include "mainwindow.h"
#include "scenario.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/filebytes.h"
#include "support/guitest.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestSaveAs final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void copyRunsOffTheGuiThread();
    void copyNeverOverwrites();
    void closeWaitsForTheCopy();

private:
    QStringList leftovers() const;
    void setUp() override;

    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

void TestSaveAs::setUp()
{
    m_window = testing::shownDemoIn(m_dir.path(), u"fhg-queenston"_s, &m_path);
    QVERIFY(m_window);
}

// Files the copy may have left beside its destination (its temporary ".part").
QStringList TestSaveAs::leftovers() const
{
    return QDir(m_dir.path()).entryList({u"*.part"_s}, QDir::Files);
}

void TestSaveAs::copyRunsOffTheGuiThread()
{
    BattleDocument *doc = m_window->document();
    const QString dest = m_dir.filePath(u"copy.adjutant"_s);
    const qint64 events = doc->store().eventCount();
    const BattleState before = doc->state();
    QSignalSpy finished(m_window->copier(), &BattleCopier::finished);
    QVERIFY(m_window->saveCopyTo(dest));
    // Started, not done: Save As is disabled and the busy bar shown until the copy is written.
    QVERIFY(!m_window->saveAsAction()->isEnabled());
    auto *busy = m_window->findChild<QProgressBar *>(u"copyBusy"_s);
    QVERIFY(busy);
    QVERIFY(busy->isVisible());
    QVERIFY(!m_window->saveCopyTo(m_dir.filePath(u"second.adjutant"_s))); // one copy at a time
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"copy.adjutant"_s));

    // The battle stays usable meanwhile: a change made now is committed to the open battle.
    Unit changed = doc->state().units.first();
    changed.strength = qMax(1, changed.strength - 1);
    QString error;
    const Edit edit = Edits::updateUnit(doc->state(), doc->profile(), changed, &error);
    QVERIFY2(!edit.isEmpty(), qPrintable(error));
    QVERIFY2(doc->submit(edit, &error) > 0, qPrintable(error));

    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().at(0).toString(), dest);
    QCOMPARE(finished.first().at(1).toString(), QString());
    QVERIFY(m_window->saveAsAction()->isEnabled());
    QVERIFY(!busy->isVisible());
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"A copy was saved"_s));
    QVERIFY(leftovers().isEmpty());

    // The copy is a whole battle: the one before the change, or the one after it.
    auto copy = BattleDocument::open(dest, &error);
    QVERIFY2(copy, qPrintable(error));
    QVERIFY(copy->store().eventCount() == events || copy->store().eventCount() == events + 1);
    QCOMPARE(copy->state(), copy->store().eventCount() == events ? before : doc->state());
}

void TestSaveAs::copyNeverOverwrites()
{
    const QString dest = m_dir.filePath(u"taken.adjutant"_s);
    QVERIFY(testing::writeBytes(dest, "not a battle"));
    QString error;
    QVERIFY(!BattleStore::copyBattle(m_path, dest, &error));
    QVERIFY2(error.contains(u"already exists"_s), qPrintable(error));
    QFile taken(dest);
    QVERIFY(taken.open(QIODevice::ReadOnly));
    QCOMPARE(taken.readAll(), QByteArray("not a battle"));
    // A source that cannot be read leaves nothing behind either.
    QVERIFY(!BattleStore::copyBattle(m_dir.filePath(u"none.adjutant"_s), m_dir.filePath(u"n.adjutant"_s),
                                     &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(m_dir.filePath(u"n.adjutant"_s)));
    QVERIFY(leftovers().isEmpty());
}

void TestSaveAs::closeWaitsForTheCopy()
{
    const QString dest = m_dir.filePath(u"last.adjutant"_s);
    QSignalSpy finished(m_window->copier(), &BattleCopier::finished);
    QVERIFY(m_window->saveCopyTo(dest));
    QVERIFY(!m_window->close()); // refused while the copy is written
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"closes once the copy"_s));
    QVERIFY(finished.wait(20000));
    QTRY_VERIFY(!m_window->isVisible()); // then closed by itself
    QString error;
    QVERIFY2(BattleDocument::open(dest, &error), qPrintable(error));
}

} // namespace adj

QTEST_MAIN(adj::TestSaveAs)
#include "support/moc_guitest.cpp"
#include "tst_saveas.moc"
