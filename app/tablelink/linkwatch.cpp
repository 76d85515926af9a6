// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The link's look at its battle file every LinkLimits::kWatchMs: what another program did to the
// link's own rows (a code renewed: its pages closed, 4401; a choice sealed through another server:
// every page shown it), and whether the file is still the one served. Once it was deleted, moved
// or replaced, nothing more is accepted, the referee and the pages are told why, and what the
// -wal held goes into the file this link has open, the -wal and -shm leaving the old path.
#include "tablelink.h"

#include "battledocument.h"
#include "linkpage.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

void TableLink::watchFile()
{
    if (!m_store.isOpen())
        return;
    if (!m_failure.isEmpty()) {
        if (!m_released)
            m_released = m_store.release();
        return;
    }
    if (!fileIsServed() || !m_store.othersWrote())
        return;
    const LinkStore::Marks now = m_store.marks();
    const LinkStore::Marks before = std::exchange(m_marks, now);
    if (now.tokens != before.tokens) {
        closeRevoked();
        emit codesChanged();
    }
    if (now.sealed != before.sealed)
        scheduleBroadcast(); // the cached states are stale: every page is sent its own again
}

bool TableLink::fileIsServed()
{
    if (!m_failure.isEmpty())
        return false;
    const QString lost = m_store.isOpen() ? m_store.lost() : QString();
    if (lost.isEmpty())
        return true;
    m_failure = tr("%1 while the table link served it: nothing more is accepted from the pages; open the "
                   "battle again and switch the link on")
                    .arg(lost);
    m_released = m_store.release();
    emit failed(m_failure);
    scheduleBroadcast(); // every page is told (its state carries the failure, and no form)
    return false;
}

void TableLink::closeRevoked()
{
    bool closed = false;
    const QList<LinkPage *> pages = m_pages;
    for (LinkPage *p : pages)
        if (m_store.sideOfToken(p->token()) != p->sideId()) {
            closePage(p, 4401, u"this code was renewed"_s);
            closed = true;
        }
    if (closed)
        emit statusChanged();
}

} // namespace adj
