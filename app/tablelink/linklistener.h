// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QSet>
#include <QTcpServer>

namespace adj {

class LinkSocket;

// The table link's listening socket (docs/tablelink.md "Limits"): it counts the connections in all
// and per address, makes the oldest that is not yet a page give way at the bounds, and hands a
// connection to Qt's HTTP server (QAbstractHttpServer::bind) only once its request has come whole.
// The process's descriptor limit is raised to its hard limit first, and the connections are
// bounded below it, a reserve kept for the battle file: an accept that failed for want of a
// descriptor would stop Qt's server from accepting at all.
class LinkListener final : public QTcpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkListener)

public:
    explicit LinkListener(QObject *parent = nullptr);
    ~LinkListener() override;

    // The connections allowed at once: LinkLimits::kMaxConnections, or fewer when this process
    // has fewer descriptors left (after raising its soft limit to the hard one).
    int maxConnections() const { return m_max; }
    int connections() const { return int(m_sockets.size()); }
    // The connection of a WebSocket's peer (its address and port), or null.
    LinkSocket *socketOf(const QHostAddress &peer, quint16 port) const;

    // For LinkSocket: its request came whole; it became a page; it is gone.
    void handOver(LinkSocket *socket);
    void pageMade(LinkSocket *socket);
    void forget(LinkSocket *socket);

    // Raises RLIMIT_NOFILE's soft limit to the hard one; returns the soft limit then.
    static qint64 raiseDescriptorLimit();

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    bool giveWay(const QHostAddress *from);

    QList<LinkSocket *> m_sockets;      // in the order they came
    QSet<LinkSocket *> m_pages;         // those that are pages
    QHash<QHostAddress, int> m_waiting; // per address, the connections that are not pages
    quint64 m_next = 0;
    int m_max = 0;
};

} // namespace adj
