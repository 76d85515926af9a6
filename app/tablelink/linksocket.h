// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHostAddress>
#include <QPointer>
#include <QTcpSocket>

class QTimer;

namespace adj {

class LinkListener;

// One TCP connection to the table link, watched from its first byte (docs/tablelink.md "Limits").
// Qt's HTTP server reads a request itself, without bounds, so it gets the connection only once
// its one request (line and headers, no body) has come whole, within LinkLimits: until then
// this class reads nothing, it only looks at what came. A page's WebSocket keeps it: the pongs
// it writes tell the page's rate of the pings it received, which Qt WebSockets does not signal.
class LinkSocket final : public QTcpSocket
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkSocket)

public:
    enum class Stage {
        Request, // its request is awaited
        Answer,  // with Qt's HTTP server, being answered
        Upgrade, // a WebSocket handshake, with Qt's WebSocket server
        Page,    // a page whose code was valid
        Refused, // refused: the refusal is sent, nothing more is read, then it is cut
    };

    LinkSocket(LinkListener *listener, quint64 order);
    ~LinkSocket() override;

    // Takes the accepted descriptor; false (descriptor closed) when it cannot.
    bool adopt(qintptr descriptor);
    Stage stage() const { return m_stage; }
    // The peer, kept after the connection is gone (IPv4 clients of a dual-stack listener as IPv4).
    const QHostAddress &address() const { return m_address; }
    quint16 port() const { return m_port; }
    quint64 order() const { return m_order; }
    // The connection is a page with a valid code: no longer timed or given way.
    void becomePage();
    // Cut at once, without an answer (another connection needs its place).
    void cut();
    // A page's WebSocket closing (its close frame written): this end is closed for writing once the
    // frame is out, and what the page still sends is read and dropped until it closes its end, or
    // for LinkLimits::kCloseGraceMs. A frame of a flood arriving after the close would otherwise
    // meet a closed socket and reset the connection, and the page would lose the close's code
    // (4429 read as 1006). Any other connection closes at once.
    void close() override;

signals:
    // A WebSocket ping was received (and answered): counted against the page's rate.
    void pinged();

protected:
    qint64 writeData(const char *data, qint64 size) override;

private:
    void inspect();
    void refuse(const char *status);
    void expire();
    void handOver(bool upgrade);

    QPointer<LinkListener> m_listener;
    quint64 m_order;
    Stage m_stage = Stage::Request;
    QHostAddress m_address;
    quint16 m_port = 0;
    QTimer *m_timer;
    QMetaObject::Connection m_ownDelete;
    bool m_lingering = false;
};

} // namespace adj
