// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's menus and their actions: every one with its shortcut shown in the menu and a
// status tip (tst_keyboard pins both).
#include "mainwindow.h"
#include "manualview.h"

#include "actionpanel.h"
#include "battlecopier.h"
#include "battleoverview.h"
#include "core/rulechecks.h"
#include "demobattles.h"
#include "eventlogview.h"
#include "houserulesdialog.h"
#include "logpanel.h"
#include "newbattledialog.h"
#include "preferencesdialog.h"
#include "rangespanel.h"
#include "recentfiles.h"
#include "rosteractions.h"
#include "rostermodel.h"
#include "rosterpanel.h"
#include "rosterview.h"
#include "summarydialog.h"
#include "summaryview.h"
#include "themeicon.h"
#include "turnbar.h"
#include "undosink.h"
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace adj {

// File ▸ Campaign (before Open Recent) and Battle ▸ End Battle… (issue 19).
void MainWindow::createCampaignActions(QMenu *file, QAction *before, QMenu *battle)
{
    auto *campaign = new QMenu(tr("&Campaign"), file);
    campaign->menuAction()->setObjectName(u"campaignMenu"_s);
    file->insertMenu(before, campaign);
    QAction *a = campaign->addAction(tr("&New Campaign…"), this, &MainWindow::newCampaign);
    a->setStatusTip(tr("Creates a campaign file that links battles and totals their victory points."));
    a = campaign->addAction(tr("&Open Campaign…"), this, &MainWindow::openCampaign);
    a->setStatusTip(tr("Opens a campaign: its battles, their state and the running totals."));
    battle->addSeparator();
    a = battle->addAction(tr("&End Battle…"), this, &MainWindow::endBattle);
    a->setObjectName(u"endBattle"_s);
    a->setStatusTip(tr("Records how the battle ended (victory, on time or the referee's call) and each "
                       "side's VP; Ctrl+Z takes it back."));
}

void MainWindow::createActions()
{
    QAction *recent = nullptr;
    QMenu *file = createFileMenu(&recent);
    createEditMenus();
    createBattleMenu(file, recent);
    m_markersMenu = menuBar()->addMenu(tr("&Markers"));
    m_markersMenu->setObjectName(u"markersMenu"_s);
    createViewMenu();
    createHelpMenu();
}

QMenu *MainWindow::createFileMenu(QAction **recentAction)
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *a =
        file->addAction(themeIcon(u"document-new"_s), tr("&New Battle…"), this, &MainWindow::newBattle);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    a->setStatusTip(tr("Creates a new battle file for one of the rule sets."));
    a = file->addAction(themeIcon(u"document-open"_s), tr("&Open…"), this, &MainWindow::open);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    a->setStatusTip(tr("Opens a battle file."));
    QMenu *demos = file->addMenu(tr("Open &Demo Battle"));
    demos->menuAction()->setStatusTip(
        tr("Opens a demo battle of one of the rule sets; it is copied into your data "
           "folder the first time and kept there with your changes."));
    for (const DemoBattle &d : DemoBattles::all()) {
        const QString id = d.id;
        QAction *demo = demos->addAction(DemoBattles::title(d), this, [this, id] { openDemoBattle(id); });
        demo->setObjectName(u"demo-"_s + id);
        demo->setStatusTip(tr("Opens the demo battle %1.").arg(DemoBattles::title(d)));
    }
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    *recentAction = recent->menuAction();
    m_recent = new RecentFiles(recent, this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString &path) { openBattle(path); });
    m_saveAs = file->addAction(themeIcon(u"document-save-as"_s), tr("Save &As…"), this, &MainWindow::saveAs);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAs->setStatusTip(tr("Writes a copy of the battle to another file. Every change is already "
                              "saved in the battle's own file as it is made."));
    file->addSeparator();
    // The summary of the turn: viewed and exported from its dialog, or printed straight away.
    m_summaryActions << file->addAction(tr("Turn &Summary…"), this, [this] {
        if (m_doc)
            SummaryDialog(m_doc.get(), this).exec();
    });
    m_summaryActions.last()->setStatusTip(
        tr("Shows what happened this turn or in the battle so far, with charts; "
           "prints it or exports it to PDF, HTML or JSON."));
    m_summaryActions << file->addAction(themeIcon(u"document-print-preview"_s), tr("Print Pre&view…"), this,
                                        [this] {
                                            if (m_doc)
                                                SummaryDialog::printPreview(m_doc.get(), this);
                                        });
    m_summaryActions.last()->setStatusTip(tr("Shows the turn's summary as it will be printed."));
    m_summaryActions << file->addAction(themeIcon(u"document-print"_s), tr("&Print…"), this, [this] {
        if (m_doc)
            SummaryDialog::print(m_doc.get(), this);
    });
    m_summaryActions.last()->setShortcut(QKeySequence::Print);
    m_summaryActions.last()->setStatusTip(tr("Prints the turn's summary."));
    file->addSeparator();
    a = file->addAction(tr("&Preferences…"), this, &MainWindow::preferences);
    a->setShortcut(QKeySequence::Preferences);
    a->setMenuRole(QAction::PreferencesRole);
    a->setStatusTip(tr("Chooses the language of Adjutant."));
    file->addSeparator();
    a = file->addAction(themeIcon(u"application-exit"_s), tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    a->setMenuRole(QAction::QuitRole);
    a->setStatusTip(tr("Closes Adjutant. The battle is already saved."));
    return file;
}

void MainWindow::createEditMenus()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(themeIcon(u"edit-undo"_s), tr("&Undo"), this, &MainWindow::undo);
    m_undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redo = edit->addAction(themeIcon(u"edit-redo"_s), tr("&Redo"), this, &MainWindow::redo);
    m_redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});

    // The roster's keys (Ins, F2 or Enter, Ctrl+D, Del, Ctrl+Shift+L) work while the roster has the focus.
    QMenu *roster = menuBar()->addMenu(tr("&Roster"));
    m_roster->rosterActions()->fillMenu(roster);
    connect(m_roster->rosterActions(), &RosterActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, kStatusTimeout); });
}

void MainWindow::createBattleMenu(QMenu *file, QAction *recent)
{
    QMenu *battle = menuBar()->addMenu(tr("&Battle"));
    battle->addAction(m_turnBar->nextPhaseAction());
    battle->addAction(m_turnBar->nextTurnAction());
    battle->addAction(m_turnBar->owedAction());
    battle->addSeparator();
    QAction *a = battle->addAction(tr("&Resolve an Action"), this, &MainWindow::focusActionPanel);
    a->setShortcut(QKeySequence(Qt::Key_F3)); // F2 stays the item views' edit key
    a->setStatusTip(tr("Shows the action panel and moves the keyboard there: fire, close combat, rally…"));
    a = battle->addAction(tr("&Measure a Range"), this, &MainWindow::focusRanges);
    a->setShortcut(QKeySequence(Qt::Key_F4));
    a->setStatusTip(tr("Shows the measured ranges and moves the keyboard there to record one."));
    a = battle->addAction(tr("&House Rules…"), this, &MainWindow::houseRules);
    a->setStatusTip(tr("Switches optional rules and changes rule table entries for this battle."));
    createCampaignActions(file, recent, battle);
    // One action for the life of the window, whatever the language: the program connects to it once.
    if (!m_tableLink) {
        m_tableLink = new QAction(this);
        m_tableLink->setObjectName(u"tableLinkAction"_s);
    }
    m_tableLink->setText(tr("Table &Link…"));
    battle->addAction(m_tableLink);
    m_tableLink->setStatusTip(tr("Each side's phone for its secret orders and its own report: a page on the "
                                 "local network, reached by a QR code."));
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *a = m_viewMenu->addAction(tr("&Filter the Roster"), this, &MainWindow::focusRosterFilter);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    a->setStatusTip(tr("Moves the keyboard to the roster's filter field."));
    a = m_viewMenu->addAction(tr("Filter the &Log"), this, &MainWindow::focusLogFilter);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    a->setStatusTip(tr("Moves the keyboard to the log's filter bar."));
    m_viewMenu->addSeparator();
    m_showBoard = m_viewMenu->addAction(tr("&Board"), this, &MainWindow::showBoard);
    m_showBoard->setShortcut(QKeySequence(Qt::Key_F7));
    m_showBoard->setStatusTip(tr("Shows the hex board and moves the keyboard there (hex rule sets)."));
    a = m_viewMenu->addAction(tr("Battle &Overview"), this, &MainWindow::showOverview);
    a->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F7));
    a->setStatusTip(tr("Shows the battle at a glance: sides, strength, counters and the rule set's books."));
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        m_viewMenu->addAction(dock->toggleViewAction());
        dock->toggleViewAction()->setStatusTip(tr("Shows or hides the %1 panel.").arg(dock->windowTitle()));
    }
    m_viewMenu->addAction(m_turnBar->toggleViewAction());
    m_turnBar->toggleViewAction()->setStatusTip(tr("Shows or hides the turn bar."));
}

void MainWindow::bringForwardFirst(QDockWidget *dock)
{
    // A view key (F9, or the View menu) brings a dock tabbed behind another forward; only a dock in
    // front is hidden by it (issue 31: F9 hid the Summary waiting behind the log). Told by toggled,
    // which comes before the dock hides itself on triggered.
    auto behind = std::make_shared<bool>(false);
    connect(dock->toggleViewAction(), &QAction::toggled, dock,
            [dock, behind](bool on) { *behind = !on && dock->visibleRegion().isEmpty(); });
    connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock, behind](bool on) {
        if (on || *behind) {
            dock->show();
            dock->raise();
        }
        *behind = false;
    });
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *a = help->addAction(tr("&Manual"), this, [this] {
        auto *manual = findChild<ManualView *>();
        if (!manual)
            manual = new ManualView(this);
        manual->show();
        manual->raise();
        manual->activateWindow();
    });
    a->setShortcut(QKeySequence::HelpContents);
    a->setStatusTip(tr("Opens the referee's manual: each task, each rule set and how it is read (F1)."));
    a = help->addAction(tr("&About Adjutant"), this, &MainWindow::about);
    a->setMenuRole(QAction::AboutRole);
    a->setStatusTip(tr("Shows Adjutant's version and what it does."));
    a = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    a->setMenuRole(QAction::AboutQtRole);
    a->setStatusTip(tr("Shows the version of Qt, the toolkit Adjutant is built with."));
}

void MainWindow::rebuildMarkersMenu()
{
    if (!m_markersMenu)
        return;
    m_markersMenu->clear();
    const QList<QAction *> actions = m_roster->markerActions();
    m_markersMenu->addActions(actions);
    if (actions.isEmpty())
        m_markersMenu->addAction(m_doc ? tr("No markers in this rule set") : tr("No battle open"))
            ->setEnabled(false);
}

} // namespace adj
