// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linklistener.h"

#include "linklimits.h"
#include "linksocket.h"

#include <QDir>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <utility>

#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

qint64 openDescriptors()
{
    return QDir(u"/proc/self/fd"_s).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot).size();
}

} // namespace

LinkListener::LinkListener(QObject *parent)
    : QTcpServer(parent)
{
    const qint64 free = raiseDescriptorLimit() - openDescriptors() - LinkLimits::kDescriptorReserve;
    m_max = int(std::clamp<qint64>(free, 8, LinkLimits::kMaxConnections));
    // Room for a burst of connections before they are accepted (Qt's default is 50; nginx 511).
    setListenBacklogSize(LinkLimits::kListenBacklog);
    // Out of descriptors all the same (the rest of the program took them): Qt stops accepting
    // then, for good. Room is made and accepting goes on.
    connect(this, &QTcpServer::acceptError, this, [this] {
        giveWay(nullptr);
        QTimer::singleShot(100, this, [this] { resumeAccepting(); });
    });
}

LinkListener::~LinkListener()
{
    const QList<LinkSocket *> sockets = std::exchange(m_sockets, {});
    m_pages.clear();
    m_waiting.clear();
    for (LinkSocket *s : sockets) {
        switch (s->stage()) {
        case LinkSocket::Stage::Request:
        case LinkSocket::Stage::Refused:
            delete s; // still its own
            break;
        case LinkSocket::Stage::Answer:
        case LinkSocket::Stage::Upgrade:
            s->abort(); // Qt's servers delete it once it is gone
            break;
        case LinkSocket::Stage::Page:
            break; // its page closes it (1001) and deletes it
        }
    }
}

qint64 LinkListener::raiseDescriptorLimit()
{
    rlimit r{};
    if (getrlimit(RLIMIT_NOFILE, &r) != 0)
        return 1024;
    if (r.rlim_cur < r.rlim_max) {
        rlimit raised = r;
        raised.rlim_cur = r.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0)
            r = raised;
    }
    return r.rlim_cur == RLIM_INFINITY ? std::numeric_limits<int>::max() : qint64(r.rlim_cur);
}

void LinkListener::incomingConnection(qintptr descriptor)
{
    auto *socket = new LinkSocket(this, m_next++);
    if (!socket->adopt(descriptor)) {
        delete socket;
        ::close(int(descriptor));
        return;
    }
    const QHostAddress from = socket->address();
    if (m_waiting.value(from) >= LinkLimits::kMaxPerAddress)
        giveWay(&from);
    if (m_sockets.size() >= m_max && !giveWay(nullptr)) {
        delete socket; // every connection is a page: the new one is closed
        return;
    }
    m_sockets.append(socket);
    ++m_waiting[from];
}

bool LinkListener::giveWay(const QHostAddress *from)
{
    for (LinkSocket *s : std::as_const(m_sockets)) {
        if (m_pages.contains(s) || (from && s->address() != *from))
            continue;
        s->cut(); // forgets it
        return true;
    }
    return false;
}

LinkSocket *LinkListener::socketOf(const QHostAddress &peer, quint16 port) const
{
    bool v4 = false;
    const quint32 ip4 = peer.toIPv4Address(&v4);
    const QHostAddress address = v4 ? QHostAddress(ip4) : peer;
    for (LinkSocket *s : m_sockets)
        if (s->port() == port && s->address() == address)
            return s;
    return nullptr;
}

void LinkListener::handOver(LinkSocket *socket)
{
    if (m_sockets.contains(socket))
        addPendingConnection(socket); // Qt's HTTP server takes it at once (pendingConnectionAvailable)
}

void LinkListener::pageMade(LinkSocket *socket)
{
    if (!m_sockets.contains(socket) || m_pages.contains(socket))
        return;
    m_pages.insert(socket);
    if (--m_waiting[socket->address()] <= 0)
        m_waiting.remove(socket->address());
}

void LinkListener::forget(LinkSocket *socket)
{
    if (!m_sockets.removeOne(socket))
        return;
    if (m_pages.remove(socket))
        return;
    if (--m_waiting[socket->address()] <= 0)
        m_waiting.remove(socket->address());
}

} // namespace adj
