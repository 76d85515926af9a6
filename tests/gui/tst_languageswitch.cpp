// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One language at a time, switched without a restart (issue 31): installing another language's
// translations retranslates the open main window at once (Qt's LanguageChange): its menus, its docks'
// titles, the centre's tabs, the turn bar, and the action panel with the action chosen, its units and
// its form, which keep what was chosen.
#include "actionpanel.h"
#include "battledocument.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "mainwindow.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/guitest.h"
#include "support/uilanguage.h"
#include "turnbar.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QTabWidget>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestLanguageSwitch final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void switchesTheOpenWindow();
    void logReadsTheNewLanguage();

private:
    QStringList words(MainWindow &window) const;

    testing::UiLanguage m_language;
};

// What a person reads first: the menus, the docks' titles, the tabs, the turn bar's buttons, the
// action panel's action and its first unit's label.
QStringList TestLanguageSwitch::words(MainWindow &window) const
{
    QStringList out;
    for (QAction *a : window.menuBar()->actions())
        out << a->text();
    for (const char *dock : {"rosterDock", "eventLogDock", "actionDock", "summaryDock"})
        out << window.findChild<QDockWidget *>(QString::fromLatin1(dock))->windowTitle();
    auto *tabs = window.findChild<QTabWidget *>(u"centralTabs"_s);
    out << tabs->tabText(0) << tabs->tabText(1);
    out << window.turnBar()->nextPhaseAction()->text();
    out << window.actionPanel()->findChild<QComboBox *>(u"actionCombo"_s)->currentText();
    out << window.actionPanel()->findChild<QLabel *>(u"actorLabel"_s)->text();
    return out;
}

void TestLanguageSwitch::switchesTheOpenWindow()
{
    QString error;
    const QString path = m_dir.filePath(u"switch.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, path, &error, u"actions-a"_s),
             qPrintable(error));
    const std::unique_ptr<MainWindow> windowShown = testing::shownWindowOn(path);
    QVERIFY(windowShown);
    MainWindow &window = *windowShown;
    ActionPanel *panel = window.actionPanel();
    QVERIFY(panel->chooseAction(u"fire"_s));
    const BattleState &s = window.document()->state();
    const Id firer = s.unitByName(u"Wool's Regulars"_s)->id;
    const Id target = s.unitByName(u"Redan battery"_s)->id;
    panel->chooseUnits(firer, target);
    const QStringList english = words(window);
    QCOMPARE(english.first(), u"&File"_s);

    for (const QString &language : {u"de"_s, u"fr"_s}) {
        QVERIFY(m_language.use(language));
        // As a window opened after a restart in that language reads, the same action chosen.
        const std::unique_ptr<MainWindow> restartedShown = testing::shownWindowOn(path);
        QVERIFY(restartedShown);
        MainWindow &restarted = *restartedShown;
        QVERIFY(restarted.actionPanel()->chooseAction(u"fire"_s));
        restarted.actionPanel()->chooseUnits(firer, target);
        const QStringList now = words(window);
        QCOMPARE(now, words(restarted));
        QVERIFY2(now.first() != english.first(), qPrintable(now.first()));
        // The action and its units stay chosen.
        QCOMPARE(panel->actionId(), u"fire"_s);
        QCOMPARE(panel->inputs().value(u"firer"_s).toInteger(), firer);
        QCOMPARE(panel->inputs().value(u"target"_s).toInteger(), target);
    }
    QVERIFY(m_language.use(u"en"_s));
    // Qt posts LanguageChange to the windows: the window reads English once it has had it.
    QTRY_COMPARE(words(window), english);
}

// The log's lines are read in the language of the moment (issue 31): the roster's import, an action, a
// phase advance and an undo logged in English read, once the language is German, as the same entries
// logged in German read, and in English again after switching back.
void TestLanguageSwitch::logReadsTheNewLanguage()
{
    QString error;
    const QString english = m_dir.filePath(u"log-en.adjutant"_s);
    const QString german = m_dir.filePath(u"log-de.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, english, &error), qPrintable(error));
    // The same three entries, in whatever language is installed: written to the battle's file.
    auto play = [](MainWindow &window) {
        const BattleState &s = window.document()->state();
        ActionPanel *panel = window.actionPanel();
        // The American rolls his AP (6.1.1), the turn goes on to his actions, Wool's Regulars fire
        // at the Redan battery, and the fire is taken back.
        QVERIFY(panel->chooseAction(u"random-ap"_s));
        QVERIFY2(panel->enterDice(u"6"_s), qPrintable(panel->message()));
        QVERIFY2(panel->apply(), qPrintable(panel->message()));
        window.turnBar()->nextPhaseAction()->trigger();
        QVERIFY(panel->chooseAction(u"fire"_s));
        panel->chooseUnits(s.unitByName(u"Wool's Regulars"_s)->id, s.unitByName(u"Redan battery"_s)->id);
        QVERIFY2(panel->enterDice(u"556"_s), qPrintable(panel->message()));
        QVERIFY2(panel->apply(), qPrintable(panel->message()));
        QString why;
        QVERIFY2(window.document()->undo(&why) > 0, qPrintable(why));
    };
    auto shown = [](MainWindow &window) {
        EventLogModel *log = window.eventLogView()->logModel();
        QStringList out;
        for (int row = 0; row < log->rowCount(); ++row)
            out << log->index(row, EventLogModel::Summary).data().toString();
        return out;
    };
    auto written = [](MainWindow &window) {
        QStringList out;
        for (const Event &e : window.document()->store().events(1, 1000))
            out << (e.undone ? EventLogModel::tr("%1 (undone)").arg(e.summary) : e.summary);
        return out;
    };

    const std::unique_ptr<MainWindow> windowShown = testing::shownWindowOn(english);
    QVERIFY(windowShown);
    MainWindow &window = *windowShown;
    play(window);
    if (QTest::currentTestFailed())
        return;
    const QStringList inEnglish = shown(window);
    QCOMPARE(inEnglish, written(window));
    QCOMPARE(inEnglish.size(), 5);

    QVERIFY(m_language.use(u"de"_s));
    // The same battle begun in German: its roster's import is logged in German too.
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, german, &error), qPrintable(error));
    const std::unique_ptr<MainWindow> inGermanShown = testing::shownWindowOn(german);
    QVERIFY(inGermanShown);
    MainWindow &inGerman = *inGermanShown;
    play(inGerman);
    if (QTest::currentTestFailed())
        return;
    const QStringList germanWritten = written(inGerman);
    QCOMPARE(germanWritten.size(), inEnglish.size());
    // Every entry, the roster's import and the four this test made, reads otherwise in German.
    for (qsizetype i = 0; i < inEnglish.size(); ++i)
        QVERIFY2(germanWritten.at(i) != inEnglish.at(i), qPrintable(germanWritten.at(i)));
    QTRY_COMPARE(shown(window), germanWritten);

    QVERIFY(m_language.use(u"en"_s));
    QTRY_COMPARE(shown(window), inEnglish);
}

} // namespace adj

QTEST_MAIN(adj::TestLanguageSwitch)
#include "support/moc_guitest.cpp"
#include "tst_languageswitch.moc"
