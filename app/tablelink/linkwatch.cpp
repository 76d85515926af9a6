// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkwatch.h"

#include "linklimits.h"
#include "tablelink.h"

#include <QTimer>

#include <utility>

namespace adj {

LinkWatch::LinkWatch(LinkStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &LinkWatch::look);
}

void LinkWatch::start()
{
    m_store.othersWrote();
    m_marks = m_store.marks();
    m_timer->start(LinkLimits::kWatchMs);
}

void LinkWatch::stop()
{
    m_timer->stop();
}

void LinkWatch::noteOwnWrite()
{
    m_marks = m_store.marks();
}

void LinkWatch::look()
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
    if (now.tokens != before.tokens)
        emit codesChanged();
    if (now.sealed != before.sealed)
        emit choicesChanged();
}

bool LinkWatch::fileIsServed()
{
    if (!m_failure.isEmpty())
        return false;
    const QString lost = m_store.isOpen() ? m_store.lost() : QString();
    if (lost.isEmpty())
        return true;
    // Said in the link's words (its translations' context).
    m_failure =
        TableLink::tr("%1 while the table link served it: nothing more is accepted from the pages; open "
                      "the battle again and switch the link on")
            .arg(lost);
    m_released = m_store.release();
    emit failed(m_failure);
    return false;
}

} // namespace adj
