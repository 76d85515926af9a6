// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablelinkmenu.h"

#include "battledocument.h"
#include "mainwindow.h"
#include "tablelink.h"
#include "tablelinkwindow.h"

#include <QAction>
#include <QMessageBox>

namespace adj {

TableLinkWindow *showTableLink(MainWindow &window)
{
    BattleDocument *doc = window.document();
    if (!doc) {
        QMessageBox::information(
            &window, adj::TableLinkWindow::tr("Table Link"),
            adj::TableLinkWindow::tr("Open a battle first: the link serves the battle open."));
        return nullptr;
    }
    auto *w = window.findChild<TableLinkWindow *>();
    if (w && w->document() != doc) {
        delete w;
        w = nullptr;
    }
    if (!w) {
        w = new TableLinkWindow(doc, &window);
        // The battle closes: its link stops at once, before anything could reach a closed battle.
        QObject::connect(doc, &QObject::destroyed, w, [w] {
            w->link()->stop();
            w->deleteLater();
        });
    }
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

void connectTableLink(MainWindow &window)
{
    QObject::connect(window.tableLinkAction(), &QAction::triggered, &window,
                     [&window] { showTableLink(window); });
}

} // namespace adj
