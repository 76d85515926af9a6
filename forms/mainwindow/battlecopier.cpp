// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlecopier.h"

#include "battlestore.h"

#include <QtConcurrent/QtConcurrentRun>

namespace adj {

BattleCopier::BattleCopier(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<QString>::finished, this, [this] {
        m_busy = false;
        emit finished(m_dest, m_watcher.result());
    });
}

BattleCopier::~BattleCopier()
{
    m_watcher.waitForFinished();
}

bool BattleCopier::start(const QString &source, const QString &dest)
{
    if (m_busy)
        return false;
    m_busy = true;
    m_dest = dest;
    m_watcher.setFuture(QtConcurrent::run([source, dest] {
        QString error; // set whenever the copy fails
        BattleStore::copyBattle(source, dest, &error);
        return error;
    }));
    return true;
}

} // namespace adj
