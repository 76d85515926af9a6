// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window and the other writers of its battle (issue 16): other windows, command lines and
// a table link may commit to the same file. The battle is looked at for their commits four times a
// second; what they did shows in the roster, the turn bar, the log and the board as if it had
// been done here, and the next edit is written on it. A battle that cannot be written opens
// read-only, says so, and offers Save As.
#include "mainwindow.h"

#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>

namespace adj {

void MainWindow::watchOtherWriters()
{
    if (!m_doc)
        return;
    m_doc->watch(kWatchMs);
    m_docConnections << connect(m_doc.get(), &BattleDocument::externalChanges, this,
                                &MainWindow::onExternalChanges)
                     << connect(m_doc.get(), &BattleDocument::refreshFailed, this,
                                [this](const QString &message) {
                                    statusBar()->showMessage(message, kStatusTimeout);
                                });
}

void MainWindow::onExternalChanges(int events)
{
    statusBar()->showMessage(
        events > 0 ? tr("Another window or program changed the battle: %n action(s) read from the file.",
                        nullptr, events)
                   : tr("Another program changed the battle; the file was read again."),
        kStatusTimeout);
}

void MainWindow::updateReadOnlyNotice()
{
    if (!m_readOnlyNotice) {
        m_readOnlyNotice = new QWidget(this);
        m_readOnlyNotice->setObjectName(QStringLiteral("readOnlyNotice"));
        auto *layout = new QHBoxLayout(m_readOnlyNotice);
        layout->setContentsMargins(0, 0, 0, 0);
        m_readOnlyText = new QLabel(m_readOnlyNotice);
        m_readOnlyText->setTextFormat(Qt::PlainText);
        auto *saveAs = new QPushButton(tr("Save As…"), m_readOnlyNotice);
        saveAs->setObjectName(QStringLiteral("readOnlySaveAs"));
        connect(saveAs, &QPushButton::clicked, this, &MainWindow::saveAs);
        layout->addWidget(m_readOnlyText);
        layout->addWidget(saveAs);
        statusBar()->insertPermanentWidget(0, m_readOnlyNotice);
    }
    const bool readOnly = m_doc && m_doc->isReadOnly();
    if (readOnly)
        m_readOnlyText->setText(tr("Read-only: %1. Nothing can be changed here; Save As keeps a copy you can "
                                   "change.")
                                    .arg(m_doc->readOnlyReason()));
    m_readOnlyNotice->setVisible(readOnly);
    if (readOnly)
        statusBar()->showMessage(tr("%1 opened read-only: %2.")
                                     .arg(QDir::toNativeSeparators(m_doc->path()), m_doc->readOnlyReason()),
                                 kStatusTimeout);
}

} // namespace adj
