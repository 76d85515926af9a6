// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's hex board (issue 14): in the centre beside the overview for the rule sets played
// on a board, its selection and the roster's following each other, and acting from the board.
#include "mainwindow.h"

#include "actionpanel.h"
#include "battleoverview.h"
#include "boardpanel.h"
#include "boardview.h"
#include "rangespanel.h"
#include "rosterview.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace adj {

void MainWindow::updateCentral()
{
    // Rule sets without a hex board (inches, none) have no board: the overview alone, as before.
    const bool hex = m_board->hexRuleSet();
    m_central->setTabVisible(m_central->indexOf(m_board), hex);
    m_central->tabBar()->setVisible(hex);
    m_central->setCurrentWidget(hex ? static_cast<QWidget *>(m_board) : m_overview);
    if (m_showBoard)
        m_showBoard->setEnabled(hex);
}

void MainWindow::showBoard()
{
    if (!m_board->hexRuleSet())
        return;
    m_central->setCurrentWidget(m_board);
    m_board->view()->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::showOverview()
{
    m_central->setCurrentWidget(m_overview);
    m_overview->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::onBoardSelectionChanged(const QList<Id> &units)
{
    // The board's selection becomes the roster's, in the order made; the roster then tells the
    // action panel and the ranges as for a selection made in it.
    QItemSelectionModel *selection = m_roster->selectionModel();
    if (!selection || m_syncingSelection)
        return;
    m_syncingSelection = true;
    selection->clearSelection();
    for (const Id id : units) {
        const QModelIndex index = m_roster->viewIndexOfUnit(id);
        if (index.isValid())
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    if (!units.isEmpty()) {
        const QModelIndex current = m_roster->viewIndexOfUnit(units.last());
        if (current.isValid()) {
            selection->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
            m_roster->scrollTo(current);
        }
    }
    m_syncingSelection = false;
    m_action->setRosterSelection(units);
    m_ranges->setRosterSelection(units);
}

void MainWindow::actFromBoard(const QString &action, Id actor, Id target)
{
    if (!action.isEmpty())
        m_action->chooseAction(action);
    m_action->chooseUnits(actor, target);
    if (auto *dock = findChild<QDockWidget *>(u"actionDock"_s)) {
        dock->show();
        dock->raise();
    }
    statusBar()->showMessage(
        tr("The action panel has the acting unit and the target; F3 moves the keyboard there."),
        kStatusTimeout);
}

} // namespace adj
