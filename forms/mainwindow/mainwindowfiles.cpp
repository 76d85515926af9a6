// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The File menu's work on files: battles created, opened (a demo too) and copied elsewhere
// while the battle stays open, campaigns created and opened in their own window.
#include "mainwindow.h"

#include "battlecopier.h"
#include "campaignview.h"
#include "core/rulechecks.h"
#include "demobattles.h"
#include "newbattledialog.h"
#include "newcampaign.h"
#include "recentfiles.h"
#include "victory.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace adj {

QString MainWindow::lastBattleKey()
{
    return u"lastBattle"_s;
}

QString MainWindow::battleFilter()
{
    return tr("Adjutant battles (*.adjutant);;All files (*)");
}

QString MainWindow::startFolder()
{
    const QString last = QSettings().value(lastBattleKey()).toString();
    return last.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                          : QFileInfo(last).absolutePath();
}

void MainWindow::newCampaign()
{
    const QString path = createCampaign(this, startFolder(), m_doc ? m_doc->state().info.ruleset : QString());
    if (!path.isEmpty())
        showCampaign(path);
}

void MainWindow::openCampaign()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), startFolder(),
                                                      tr("Adjutant campaigns (*.adjcampaign)"));
    if (!path.isEmpty())
        showCampaign(path);
}

CampaignView *MainWindow::showCampaign(const QString &path)
{
    QString error;
    CampaignView *view = CampaignView::open(path, this, &error);
    if (!view) {
        showError(tr("Cannot Open Campaign"), error);
        return nullptr;
    }
    connect(view, &CampaignView::openBattleRequested, this,
            [this](const QString &battle) { openBattle(battle); });
    view->show();
    return view;
}

void MainWindow::newBattle()
{
    const QString folder = QFileInfo(QSettings().value(lastBattleKey()).toString()).absolutePath();
    NewBattleDialog dialog(folder.isEmpty() || !QFileInfo(folder).isDir()
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : folder,
                           this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    std::unique_ptr<BattleDocument> doc = BattleDocument::create(dialog.path(), dialog.info(), &error);
    if (doc) {
        RuleChecks::install(*doc);
        // The victory conditions, logged as the new battle's first action.
        if (const Victory::Conditions v = dialog.victory(); v.isSet()) {
            const Edit e = Victory::setConditions(doc->state(), doc->profile(), v, &error);
            if (e.isEmpty() || doc->commit(e, &error) == 0)
                showError(tr("Cannot Set Victory Conditions"), error);
        }
    }
    if (!doc) {
        showError(tr("Cannot Create Battle"), tr("The battle file %1 could not be created:\n\n%2")
                                                  .arg(QDir::toNativeSeparators(dialog.path()), error));
        return;
    }
    setDocument(std::move(doc));
}

bool MainWindow::openDemoBattle(const QString &id)
{
    QString error;
    const QString path =
        DemoBattles::ensure(id, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), &error);
    if (path.isEmpty()) {
        showError(tr("Cannot Open Battle"), tr("The demo battle could not be prepared:\n\n%1").arg(error));
        return false;
    }
    return openBattle(path);
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Battle"), startFolder(), battleFilter());
    if (!path.isEmpty())
        openBattle(path);
}

void MainWindow::saveAs()
{
    if (!m_doc)
        return;
    QString path = QFileDialog::getSaveFileName(this, tr("Save a Copy of the Battle"), startFolder(),
                                                battleFilter(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".adjutant"_s;
    saveCopyTo(path);
}

bool MainWindow::saveCopyTo(const QString &path)
{
    if (!m_doc || m_copier->isRunning())
        return false;
    if (QFileInfo::exists(path)) {
        showError(tr("Cannot Save Copy"), tr("%1 already exists; choose another name or remove it first.")
                                              .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    m_copier->start(m_doc->path(), path);
    m_saveAs->setEnabled(false);
    m_copyBusy->show();
    statusBar()->showMessage(tr("Saving a copy to %1…").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::onCopyFinished(const QString &dest, const QString &error)
{
    m_copyBusy->hide();
    updateTitle(); // enables Save As again
    if (!error.isEmpty()) {
        statusBar()->clearMessage();
        showError(
            tr("Cannot Save Copy"),
            tr("The battle could not be copied to %1:\n\n%2").arg(QDir::toNativeSeparators(dest), error));
    } else {
        m_recent->add(dest);
        statusBar()->showMessage(
            m_doc ? tr("A copy was saved to %1; you are still working in %2.")
                        .arg(QDir::toNativeSeparators(dest), QFileInfo(m_doc->path()).fileName())
                  : tr("A copy was saved to %1.").arg(QDir::toNativeSeparators(dest)),
            kStatusTimeout * 2);
    }
    if (m_closeAfterCopy)
        close();
}

} // namespace adj
