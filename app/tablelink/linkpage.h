// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <memory>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

class QTimer;
class QWebSocket;

namespace adj {

class LinkHost;
class LinkSocket;

// One side's page connected over a WebSocket: its side, the code it came with, and the rate it
// may send at. Every frame counts against that rate, whatever its kind (text, binary, ping, pong).
class LinkPage final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkPage)

public:
    // `tcp` is the page's connection, whose pongs tell the pings it received (may be null);
    // `host` is told its messages and when it is gone; `parent` is its link.
    LinkPage(LinkHost *host, std::unique_ptr<QWebSocket> socket, qint64 sideId, const QString &token,
             LinkSocket *tcp, QObject *parent);
    ~LinkPage() override;

    qint64 sideId() const { return m_sideId; }
    const QString &token() const { return m_token; }
    void send(const QJsonObject &message);
    // Closes the socket with a WebSocket close code (4401: the code was renewed); a page that does
    // not close its end is cut after LinkLimits::kCloseGraceMs. Nothing it sends is read any more.
    void close(int code, const QString &reason);
    bool isClosing() const { return m_closing; }
    // The last state sent, to send none twice.
    QByteArray lastState;

private:
    void frame();
    void received(const QString &text);
    bool tooFast();

    LinkHost *m_host;
    std::unique_ptr<QWebSocket> m_socket;
    qint64 m_sideId;
    QString m_token;
    QElapsedTimer m_clock;
    QList<qint64> m_recent; // when the last frames came, ms on m_clock
    QTimer *m_idle;
    bool m_closing = false;
};

} // namespace adj
