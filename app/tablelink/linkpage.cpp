// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkpage.h"

#include "linkhost.h"
#include "linklimits.h"
#include "linksocket.h"
#include "refusal.h"
#include "tablelink.h"

#include <QJsonDocument>
#include <QTimer>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace adj {

LinkPage::LinkPage(LinkHost *host, std::unique_ptr<QWebSocket> socket, qint64 sideId, const QString &token,
                   LinkSocket *tcp, QObject *parent)
    : QObject(parent) // closed pages live on until they are gone, never beyond their link
    , m_host(host)
    , m_socket(std::move(socket))
    , m_sideId(sideId)
    , m_token(token)
    , m_idle(new QTimer(this))
{
    m_clock.start();
    m_socket->setMaxAllowedIncomingMessageSize(LinkLimits::kMaxMessage);
    m_socket->setMaxAllowedIncomingFrameSize(LinkLimits::kMaxMessage);
    // Every frame counts, before its message is read: a flood of any kind is closed alike.
    connect(m_socket.get(), &QWebSocket::textFrameReceived, this, &LinkPage::frame);
    connect(m_socket.get(), &QWebSocket::binaryFrameReceived, this, &LinkPage::frame);
    connect(m_socket.get(), &QWebSocket::pong, this, &LinkPage::frame);
    if (tcp) // queued: the pong is being written inside Qt WebSockets' own reading
        connect(tcp, &LinkSocket::pinged, this, &LinkPage::frame, Qt::QueuedConnection);
    connect(m_socket.get(), &QWebSocket::textMessageReceived, this, &LinkPage::received);
    connect(m_socket.get(), &QWebSocket::binaryMessageReceived, this, [this] {
        if (!m_closing)
            send({{u"type"_s, u"error"_s},
                  {u"error"_s,
                   Refusal{u"malformed"_s, TableLink::tr("messages are JSON text"), {}, {}}.toJson()}});
    });
    connect(m_socket.get(), &QWebSocket::disconnected, this, [this] { m_host->pageGone(this); });
    m_idle->setSingleShot(true);
    connect(m_idle, &QTimer::timeout, this,
            [this] { close(4408, u"nothing sent for %1 s"_s.arg(LinkLimits::kPageIdleMs / 1000)); });
    m_idle->start(LinkLimits::kPageIdleMs);
}

LinkPage::~LinkPage()
{
    m_socket->disconnect(this);
    if (m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->close();
}

void LinkPage::send(const QJsonObject &message)
{
    if (m_closing)
        return;
    QJsonObject m = message;
    if (!m.contains(u"seq"_s))
        m.insert(u"seq"_s, m_host->seq()); // every message says how far the battle is
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
}

void LinkPage::close(int code, const QString &reason)
{
    if (m_closing)
        return;
    m_closing = true;
    m_idle->stop();
    m_socket->close(QWebSocketProtocol::CloseCode(code), reason);
    QTimer::singleShot(LinkLimits::kCloseGraceMs, this, [this] { m_socket->abort(); });
}

bool LinkPage::tooFast()
{
    const qint64 now = m_clock.elapsed();
    while (!m_recent.isEmpty() && now - m_recent.first() > LinkLimits::kWindowMs)
        m_recent.removeFirst();
    m_recent.append(now);
    return m_recent.size() > LinkLimits::kMessagesPerWindow;
}

void LinkPage::frame()
{
    if (m_closing)
        return;
    m_idle->start(LinkLimits::kPageIdleMs);
    if (!tooFast())
        return;
    send({{u"type"_s, u"error"_s},
          {u"error"_s, Refusal{u"too-fast"_s,
                               TableLink::tr("more than %1 messages in %2 seconds")
                                   .arg(LinkLimits::kMessagesPerWindow)
                                   .arg(LinkLimits::kWindowMs / 1000),
                               {},
                               {}}
                           .toJson()}});
    close(4429, u"too fast"_s);
}

void LinkPage::received(const QString &text)
{
    if (!m_closing)
        m_host->pageMessage(this, text);
}

} // namespace adj
