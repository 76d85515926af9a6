// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kKey = u"recentFiles"_s;
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    const QStringList stored = QSettings().value(kKey).toStringList();
    QStringList present;
    for (const QString &f : stored)
        if (QFileInfo::exists(f) && !present.contains(f))
            present << f;
    while (present.size() > kMax)
        present.removeLast();
    if (present != stored)
        store(present);
    return present;
}

void RecentFiles::add(const QString &path)
{
    const QString canonical = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(canonical);
    list.prepend(canonical);
    while (list.size() > kMax)
        list.removeLast();
    if (list == files())
        return; // reopening the last battle: the list and its menu stay, and nothing is written
    store(list);
    rebuildMenu();
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(QFileInfo(path).absoluteFilePath()) == 0)
        return;
    store(list);
    rebuildMenu();
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(kKey, files);
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    int n = 0;
    for (const QString &f : list) {
        ++n;
        // &1 .. &8: a key for each, as the menus of most programs have.
        QAction *a = m_menu->addAction(tr("&%1 %2").arg(n).arg(QFileInfo(f).fileName()));
        a->setStatusTip(QDir::toNativeSeparators(f));
        a->setToolTip(QDir::toNativeSeparators(f));
        connect(a, &QAction::triggered, this, [this, f] { emit openRequested(f); });
    }
    if (list.isEmpty()) {
        m_menu->addAction(tr("No recent battles"))->setEnabled(false);
        return;
    }
    m_menu->addSeparator();
    QAction *clear = m_menu->addAction(tr("&Clear List"));
    clear->setStatusTip(tr("Empties this list; the battle files stay where they are."));
    connect(clear, &QAction::triggered, this, [this] {
        store({});
        rebuildMenu();
    });
}

} // namespace adj
