// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"

#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include "actionpanel.h"
#include "battlecopier.h"
#include "battleoverview.h"
#include "boardpanel.h"
#include "endbattledialog.h"
#include "eventlogview.h"
#include "houserulesdialog.h"
#include "layoutonce.h"
#include "logpanel.h"
#include "preferencesdialog.h"
#include "rangespanel.h"
#include "recentfiles.h"
#include "rosteractions.h"
#include "rostermodel.h"
#include "rosterpanel.h"
#include "rosterview.h"
#include "summarydialog.h"
#include "summaryview.h"
#include "turnbar.h"
#include "undosink.h"
#include "victory.h"
#include "windowlayout.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace adj {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_overview(new BattleOverview(this))
    , m_board(new BoardPanel)
    , m_central(new QTabWidget)
    , m_roster(new RosterView)
    , m_rosterPanel(new RosterPanel(m_roster))
    , m_log(new LogPanel)
    , m_ranges(new RangesPanel)
    , m_turnBar(new TurnBar(this))
    , m_action(new ActionPanel)
    , m_summaryView(new SummaryView)
    , m_fileLabel(new QLabel(this))
    , m_copier(new BattleCopier(this))
    , m_copyBusy(new QProgressBar(this))
    , m_layout(std::make_unique<WindowLayout>(this, m_action))
{
    setObjectName(u"mainWindow"_s);
    setWindowIcon(QIcon(u":/icons/adjutant.svg"_s));
    // The centre: the hex board for the rule sets played on one, the battle's overview beside it.
    m_central->setObjectName(u"centralTabs"_s);
    m_central->setDocumentMode(true);
    // Tab reaches its tab bar in the place orderFocusChain gives it; the widget itself, whose focus
    // proxy is that bar, would otherwise lead Tab back into the centre at the end of the chain.
    m_central->setFocusPolicy(Qt::NoFocus);
    m_central->setUsesScrollButtons(false); // two tabs always fit; an arrow would only take a Tab stop
    m_central->addTab(m_board, tr("Board"));
    m_central->addTab(m_overview, tr("Overview"));
    setCentralWidget(m_central);
    connect(m_board, &BoardPanel::unitsSelected, this, &MainWindow::onBoardSelectionChanged);
    connect(m_board, &BoardPanel::actRequested, this, &MainWindow::actFromBoard);
    connect(m_turnBar, &TurnBar::owedRequested, this, [this](const Owed &owed) {
        if (!m_action->openOwed(owed)) {
            statusBar()->showMessage(tr("Still owed, to settle by hand: %1").arg(owed.text), kStatusTimeout);
            return;
        }
        if (auto *dock = findChild<QDockWidget *>(u"actionDock"_s)) {
            dock->show();
            dock->raise();
        }
        // The unit it falls on selected on the board too: where the rules let it go shows there.
        const RuleSet *rs = document() ? RuleSets::find(document()->state().info.ruleset) : nullptr;
        const ActionSchema *schema = rs ? rs->action(owed.action) : nullptr;
        const InputSpec *actor = schema ? schema->inputOf(InputSpec::Role::Actor) : nullptr;
        if (actor && !actor->leader && owed.inputs.value(actor->id).isDouble())
            m_board->setSelectedUnits({owed.inputs.value(actor->id).toInteger()});
        statusBar()->showMessage(tr("Owed: %1").arg(owed.text), kStatusTimeout);
    });
    addToolBar(Qt::TopToolBarArea, m_turnBar);
    createDocks();
    createActions();
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(m_fileLabel);
    // Save As runs on a worker: a busy bar while it does, and the window stays usable.
    m_copyBusy->setObjectName(u"copyBusy"_s);
    m_copyBusy->setRange(0, 0);
    m_copyBusy->setMaximumWidth(120);
    m_copyBusy->hide();
    statusBar()->addPermanentWidget(m_copyBusy);
    connect(m_copier, &BattleCopier::finished, this, &MainWindow::onCopyFinished);
    connect(m_roster, &RosterView::editRefused, this, &MainWindow::onEditRefused);
    connect(m_roster, &RosterView::markerActionsChanged, this, &MainWindow::rebuildMarkersMenu);
    rebuildMarkersMenu();
    orderFocusChain();
    m_layout->restore();
    updateTitle();
    updateUndoActions();
    statusBar()->showMessage(tr("Double-click a unit's strength to record losses; right-click a unit for "
                                "markers; Ins adds a unit, F2 opens one; F6 moves to the next phase."));
}

MainWindow::~MainWindow()
{
    // The views and the undo sink refer to the document: let go of them first.
    m_roster->setDocument(nullptr);
    m_log->setDocument(nullptr);
    m_ranges->setDocument(nullptr);
    m_turnBar->setDocument(nullptr);
    m_overview->setDocument(nullptr);
    m_board->setDocument(nullptr);
    m_action->setDocument(nullptr);
    m_summaryView->setDocument(nullptr);
    delete m_sink;
}

void MainWindow::createDocks()
{
    auto *rosterDock = new QDockWidget(this);
    rosterDock->setObjectName(u"rosterDock"_s);
    rosterDock->setWidget(m_rosterPanel);
    addDockWidget(Qt::LeftDockWidgetArea, rosterDock);

    auto *logDock = new QDockWidget(this);
    logDock->setObjectName(u"eventLogDock"_s);
    logDock->setWidget(m_log);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);

    // Behind the log at the bottom: on a laptop screen the roster keeps the whole left edge for
    // its rows, and the ranges are a tab away (F4 brings them to the front).
    auto *rangesDock = new QDockWidget(this);
    rangesDock->setObjectName(u"rangesDock"_s);
    rangesDock->setWidget(m_ranges);
    addDockWidget(Qt::BottomDockWidgetArea, rangesDock);
    tabifyDockWidget(logDock, rangesDock);

    auto *actionDock = new QDockWidget(this);
    actionDock->setObjectName(u"actionDock"_s);
    actionDock->setWidget(m_action);
    addDockWidget(Qt::RightDockWidgetArea, actionDock);
    // The turn summary shares the log's wide bottom edge, behind it at first. It is built only
    // while it shows (SummaryView), so a hidden one costs nothing as the battle goes on.
    auto *summaryDock = new QDockWidget(this);
    summaryDock->setObjectName(u"summaryDock"_s);
    summaryDock->setWidget(m_summaryView);
    addDockWidget(Qt::BottomDockWidgetArea, summaryDock);
    tabifyDockWidget(logDock, summaryDock);
    connect(summaryDock, &QDockWidget::visibilityChanged, m_summaryView, &SummaryView::setInFront);
    connect(m_summaryView, &SummaryView::written, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Summary written to %1; the Summary's link opens its folder.")
                                     .arg(QDir::toNativeSeparators(path)),
                                 kStatusTimeout);
    });
    QAction *toggleSummary = summaryDock->toggleViewAction();
    toggleSummary->setShortcut(QKeySequence(Qt::Key_F9));
    toggleSummary->setStatusTip(tr("Shows or hides the turn summary with its charts, print and export."));

    nameDocks();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        bringForwardFirst(dock);
    // The action panel is tall (choices, form, odds, dice, trace): it keeps the whole right edge.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
}

void MainWindow::nameDocks()
{
    const QList<std::pair<const char *, QString>> titles{{"rosterDock", tr("Roster")},
                                                         {"eventLogDock", tr("Event Log")},
                                                         {"rangesDock", tr("Measured Ranges")},
                                                         {"actionDock", tr("Action")},
                                                         {"summaryDock", tr("Summary")}};
    for (const auto &[name, title] : titles)
        if (auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name)))
            dock->setWindowTitle(title);
}

void MainWindow::orderFocusChain()
{
    // Tab runs through the docks as they are read: the roster on the left, the battle in the centre,
    // the log and the ranges behind it at the bottom, the action panel on the right. Each panel
    // keeps its own order (and the action panel rebuilds its form's within its place). The
    // summary, tabbed behind the log, comes last in Qt's own order: setTabOrder() across its
    // QTabWidget (whose focus proxy is its tab bar) ties the chain into a loop.
    const QList<QWidget *> panels{m_rosterPanel, m_central, m_log, m_ranges, m_action};
    QList<QWidget *> inChain;
    for (QWidget *w = nextInFocusChain(); w != this; w = w->nextInFocusChain())
        inChain << w;
    QList<QWidget *> order;
    for (QWidget *panel : panels)
        for (QWidget *w : std::as_const(inChain))
            if ((w->focusPolicy() & Qt::TabFocus) && !w->focusProxy() && panel->isAncestorOf(w))
                order << w;
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order.at(i - 1), order.at(i));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_layout->checkShown();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_copier->isRunning()) {
        // A copy cut short would be lost: close once it is written (onCopyFinished).
        m_closeAfterCopy = true;
        statusBar()->showMessage(tr("Adjutant closes once the copy to %1 is written.")
                                     .arg(QDir::toNativeSeparators(m_copier->destination())));
        event->ignore();
        return;
    }
    m_layout->save();
    event->accept();
}

bool MainWindow::openBattle(const QString &path, bool quiet)
{
    QString error;
    // The wait cursor over a shown window only: at start it would load the cursor theme before the
    // first paint, for a cursor nobody sees.
    const bool wait = isVisible();
    if (wait)
        QApplication::setOverrideCursor(Qt::WaitCursor);
    // The log is checked behind the window (issue 30): a long battle opens at the cost of its state.
    std::unique_ptr<BattleDocument> doc =
        BattleDocument::open(path, &error, false, BattleStore::Scope::LogBehind);
    if (doc)
        RuleChecks::install(*doc);
    if (wait)
        QApplication::restoreOverrideCursor();
    if (!doc) {
        if (!quiet)
            showError(tr("Cannot Open Battle"), tr("The battle file %1 could not be opened:\n\n%2")
                                                    .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    setDocument(std::move(doc));
    if (m_doc->store().migratedFrom() > 0)
        statusBar()->showMessage(tr("%1 was brought up to date from an older version of Adjutant.")
                                     .arg(QFileInfo(path).fileName()),
                                 kStatusTimeout);
    return true;
}

void MainWindow::setDocument(std::unique_ptr<BattleDocument> doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    // The old battle stays alive until the views and its undo sink have let go of it.
    std::unique_ptr<BattleDocument> old = std::move(m_doc);
    UndoSink *oldSink = m_sink;
    m_doc = std::move(doc);
    m_sink = m_doc ? new UndoSink(m_doc.get(), this) : nullptr;
    // A new battle starts clean: a filter typed for the last one would hide this one's units.
    m_rosterPanel->filterEdit()->clear();
    m_roster->setDocument(m_doc.get());
    m_roster->setFilterText(QString());
    m_log->setDocument(m_doc.get());
    m_ranges->setDocument(m_doc.get());
    m_turnBar->setDocument(m_doc.get());
    m_overview->setDocument(m_doc.get());
    m_board->setDocument(m_doc.get());
    m_action->setDocument(m_doc.get());
    m_summaryView->setDocument(m_doc.get());
    delete oldSink;
    old.reset();

    if (m_doc) {
        // Ctrl+Z after a reopen undoes the last action that stands, as before the battle was closed:
        // the history is the log's, read two rows at a time (issue 30).
        if (QString why; !m_sink->reload(&why))
            statusBar()->showMessage(tr("The undo history could not be read: %1").arg(why), kStatusTimeout);
        m_docConnections << connect(m_sink, &UndoSink::failed, this, &MainWindow::onSinkFailed)
                         << connect(m_sink, &UndoSink::changed, this, &MainWindow::updateUndoActions)
                         << connect(m_doc.get(), &BattleDocument::changed, this, &MainWindow::updateTitle)
                         // Queued: the slot closes the battle that sends it.
                         << connect(m_doc.get(), &BattleDocument::damaged, this, &MainWindow::onBattleDamaged,
                                    Qt::QueuedConnection);
        if (QItemSelectionModel *selection = m_roster->selectionModel())
            m_docConnections << connect(selection, &QItemSelectionModel::selectionChanged, this,
                                        &MainWindow::onRosterSelectionChanged);
        watchOtherWriters();
        const QString path = QFileInfo(m_doc->path()).absoluteFilePath();
        // Written only when it changes: a write syncs the settings file to disk before the first paint.
        if (QSettings settings; settings.value(lastBattleKey()).toString() != path)
            settings.setValue(lastBattleKey(), path);
        m_recent->add(path);
        statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), kStatusTimeout);
    }
    updateCentral();
    updateTitle();
    updateUndoActions();
    updateReadOnlyNotice();
}

void MainWindow::updateTitle()
{
    m_saveAs->setEnabled(m_doc && !m_copier->isRunning());
    for (QAction *a : std::as_const(m_summaryActions))
        a->setEnabled(bool(m_doc));
    if (!m_doc) {
        setWindowTitle(tr("Adjutant"));
        m_fileLabel->clear();
        return;
    }
    setWindowTitle(m_doc->isReadOnly() ? tr("%1 [read-only] — Adjutant").arg(m_doc->state().info.name)
                                       : tr("%1 — Adjutant").arg(m_doc->state().info.name));
    m_fileLabel->setText(QDir::toNativeSeparators(m_doc->path()));
}

void MainWindow::updateUndoActions()
{
    const bool canUndo = m_sink && m_sink->canUndo();
    const bool canRedo = m_sink && m_sink->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(m_sink->undoText()) : tr("&Undo"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(m_sink->redoText()) : tr("&Redo"));
    m_undo->setStatusTip(canUndo ? tr("Takes back: %1").arg(m_sink->undoText()) : tr("Nothing to undo."));
    m_redo->setStatusTip(canRedo ? tr("Does again: %1").arg(m_sink->redoText()) : tr("Nothing to redo."));
}

void MainWindow::undo()
{
    // Every panel told of the change, then the window laid out once.
    const LayoutOnce layoutOnce(this);
    QString error; // a failure is reported through UndoSink::failed
    if (m_sink && m_sink->undo(&error))
        statusBar()->showMessage(tr("Undone; the log keeps both the action and its undo."), kStatusTimeout);
}

void MainWindow::redo()
{
    const LayoutOnce layoutOnce(this);
    QString error;
    if (m_sink && m_sink->redo(&error))
        statusBar()->showMessage(tr("Redone."), kStatusTimeout);
}

void MainWindow::focusActionPanel()
{
    if (auto *dock = findChild<QDockWidget *>(u"actionDock"_s)) {
        dock->show();
        dock->raise();
    }
    m_action->focusFirst();
}

void MainWindow::onRosterSelectionChanged()
{
    // The units selected in the roster, in the order they were selected, become the action's actor and
    // target.
    QList<Id> units;
    if (m_roster->rosterModel())
        for (const QModelIndex &index : m_roster->selectionModel()->selectedRows())
            if (const Id id = m_roster->unitAt(index))
                units << id;
    if (m_syncingSelection)
        return; // a selection being copied from the board: told once it is whole
    m_action->setRosterSelection(units);
    m_ranges->setRosterSelection(units);
    m_syncingSelection = true;
    m_board->setSelectedUnits(units);
    m_syncingSelection = false;
}

EventLogView *MainWindow::eventLogView() const
{
    return m_log->view();
}

void MainWindow::focusRanges()
{
    if (auto *dock = findChild<QDockWidget *>(u"rangesDock"_s)) {
        dock->show();
        dock->raise();
    }
    m_ranges->focusFirst();
}

void MainWindow::focusRosterFilter()
{
    if (auto *dock = findChild<QDockWidget *>(u"rosterDock"_s)) {
        dock->show();
        dock->raise();
    }
    m_rosterPanel->filterEdit()->setFocus(Qt::ShortcutFocusReason);
    m_rosterPanel->filterEdit()->selectAll();
}

void MainWindow::focusLogFilter()
{
    if (auto *dock = findChild<QDockWidget *>(u"eventLogDock"_s)) {
        dock->show();
        dock->raise();
    }
    m_log->unitFilter()->setFocus(Qt::ShortcutFocusReason);
    m_log->unitFilter()->selectAll();
}

void MainWindow::houseRules()
{
    if (!m_doc)
        return;
    HouseRulesDialog dialog(m_doc.get(), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("House rules saved; Ctrl+Z takes them back."), kStatusTimeout);
}

void MainWindow::endBattle()
{
    if (!m_doc)
        return;
    EndBattleDialog dialog(m_doc.get(), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(Victory::describe(m_doc->state(), m_doc->profile()), kStatusTimeout);
}

void MainWindow::preferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !dialog.languageChanged())
        return;
    // At once, without a restart (issue 31): the program installs the language's translations and
    // every window gets Qt's LanguageChange.
    if (m_switchLanguage)
        m_switchLanguage(dialog.language());
    else
        statusBar()->showMessage(tr("The new language takes effect the next time Adjutant starts."),
                                 kStatusTimeout * 2);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MainWindow::retranslate()
{
    // The menus are built anew in the new language; the old ones go once their signals are done (the
    // Preferences action that switched the language is one of theirs).
    const QList<QAction *> menus = menuBar()->actions();
    menuBar()->clear();
    for (QAction *a : menus)
        if (QMenu *m = a->menu())
            m->deleteLater();
    delete m_recent;
    m_recent = nullptr;
    m_summaryActions.clear();
    nameDocks(); // before the View menu, which names them
    createActions();
    m_central->setTabText(m_central->indexOf(m_board), tr("Board"));
    m_central->setTabText(m_central->indexOf(m_overview), tr("Overview"));
    rebuildMarkersMenu();
    updateCentral();
    updateTitle();
    updateUndoActions();
    updateReadOnlyNotice();
    // What is drawn from the battle is drawn again in the new words; the tables read their headers
    // and cells again (their models translate as they are asked).
    m_overview->setDocument(m_doc.get());
    m_summaryView->setDocument(m_doc.get());
    for (QHeaderView *header : findChildren<QHeaderView *>())
        if (header->count() > 0)
            header->headerDataChanged(header->orientation(), 0, header->count() - 1);
    for (QAbstractItemView *view : findChildren<QAbstractItemView *>())
        view->viewport()->update();
    statusBar()->clearMessage();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Adjutant"),
                       tr("<h3>Adjutant %1</h3>"
                          "<p>The referee's books for a miniatures battle: rosters and their losses, "
                          "markers and counters, measured ranges, and the resolution of fire, melee and "
                          "morale.</p><p>The figures stay on the table; Adjutant does the arithmetic "
                          "and keeps every change in the battle's file as it is made.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::showError(const QString &title, const QString &text)
{
    QMessageBox::warning(this, title, text);
}

void MainWindow::onSinkFailed(const QString &message)
{
    m_lastSinkError = message;
    showError(tr("Change Not Saved"),
              tr("The change could not be saved to %1:\n\n%2\n\nThe battle is as it was before it.")
                  .arg(m_doc ? QDir::toNativeSeparators(m_doc->path()) : QString(), message));
}

void MainWindow::onBattleDamaged(const QString &message)
{
    // The check behind the window refused the file: nothing was written to it. It is closed, as a
    // file refused at once is never opened, and no longer offered to be opened again.
    if (!m_doc)
        return;
    const QString path = QFileInfo(m_doc->path()).absoluteFilePath();
    setDocument(nullptr);
    statusBar()->clearMessage(); // "… opened" no longer holds
    if (QSettings().value(lastBattleKey()).toString() == path)
        QSettings().remove(lastBattleKey());
    m_recent->remove(path);
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Cannot Open Battle"),
        tr("The battle file %1 could not be opened:\n\n%2").arg(QDir::toNativeSeparators(path), message),
        QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): no event loop of its own inside a queued slot
}

void MainWindow::onEditRefused(const QString &message)
{
    // A failed commit was reported already by the undo sink.
    if (message == m_lastSinkError) {
        m_lastSinkError.clear();
        return;
    }
    showError(tr("Change Refused"), tr("The change was refused: %1").arg(message));
}

} // namespace adj
