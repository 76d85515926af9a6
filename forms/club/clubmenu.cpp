// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubmenu.h"

#include "battledocument.h"
#include "clubdialog.h"
#include "clubstatus.h"
#include "mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The File menu's action after which Club… goes: the Campaign submenu's.
QMenu *fileMenu(MainWindow &window, QAction **after)
{
    const QList<QAction *> top = window.menuBar()->actions();
    QMenu *file = top.isEmpty() ? nullptr : top.first()->menu();
    *after = nullptr;
    if (!file)
        return nullptr;
    for (QAction *a : file->actions())
        if (a->objectName() == u"campaignMenu"_s)
            *after = a;
    return file;
}

} // namespace

ClubStatus *clubStatus(MainWindow &window)
{
    return window.findChild<ClubStatus *>(u"clubStatusKeeper"_s);
}

void installClub(MainWindow &window)
{
    auto *label = new QLabel(&window);
    label->setObjectName(u"clubStatus"_s);
    window.statusBar()->addPermanentWidget(label);
    auto *status = new ClubStatus(label, &window);
    status->setObjectName(u"clubStatusKeeper"_s);

    QAction *after = nullptr;
    QMenu *file = fileMenu(window, &after);
    auto *club = new QAction(ClubDialog::tr("C&lub…"), &window);
    club->setObjectName(u"clubAction"_s);
    club->setStatusTip(ClubDialog::tr("Joins this battle to a club's server: its tables on one board, the "
                                      "campaign's totals, another laptop able to carry on."));
    if (file) {
        const QList<QAction *> actions = file->actions();
        const qsizetype at = actions.indexOf(after);
        file->insertAction(at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr, club);
    }
    QObject::connect(club, &QAction::triggered, &window, [&window, status] {
        BattleDocument *doc = window.document();
        if (!doc) {
            QMessageBox::information(
                &window, ClubDialog::tr("Club"),
                ClubDialog::tr("Open a battle first: it is the battle that joins a club."));
            return;
        }
        ClubDialog dialog(doc, &window);
        QObject::connect(&dialog, &ClubDialog::membershipChanged, status,
                         [&window, status] { status->setDocument(window.document()); });
        dialog.exec();
    });
    // The window's title changes whenever another battle is shown: look whether it is in a club.
    auto *shown = new QPointer<BattleDocument>(window.document());
    status->setDocument(window.document());
    QObject::connect(&window, &QWidget::windowTitleChanged, status, [&window, status, shown] {
        if (*shown != window.document()) {
            *shown = window.document();
            status->setDocument(window.document());
        }
    });
    QObject::connect(status, &QObject::destroyed, [shown] { delete shown; });
}

} // namespace adj
