#include "linkpage.h"

#include "tablelink.h"

#include <QJsonDocument>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace adj {

LinkPage::LinkPage(TableLink *link, std::unique_ptr<QWebSocket> socket, qint64 sideId)
    : m_link(link)
    , m_socket(std::move(socket))
    , m_sideId(sideId)
{
    m_clock.start();
    m_socket->setMaxAllowedIncomingMessageSize(TableLink::kMaxMessage);
    m_socket->setMaxAllowedIncomingFrameSize(TableLink::kMaxMessage);
    connect(m_socket.get(), &QWebSocket::textMessageReceived, this, &LinkPage::received);
    connect(m_socket.get(), &QWebSocket::binaryMessageReceived, this, [this] {
        send({{u"type"_s, u"error"_s},
              {u"error"_s, QJsonObject{{u"code"_s, u"malformed"_s},
                                       {u"message"_s, TableLink::tr("messages are JSON text")}}}});
    });
    connect(m_socket.get(), &QWebSocket::disconnected, this, [this] { m_link->pageGone(this); });
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
        m.insert(u"seq"_s, m_link->seq()); // every message says how far the battle is
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
}

void LinkPage::close(int code, const QString &reason)
{
    m_closing = true;
    m_socket->close(QWebSocketProtocol::CloseCode(code), reason);
}

bool LinkPage::tooFast()
{
    const qint64 now = m_clock.elapsed();
    while (!m_recent.isEmpty() && now - m_recent.first() > TableLink::kWindowMs)
        m_recent.removeFirst();
    m_recent.append(now);
    return m_recent.size() > TableLink::kMessagesPerWindow;
}

void LinkPage::received(const QString &text)
{
    if (m_closing)
        return;
    if (tooFast()) {
        send({{u"type"_s, u"error"_s},
              {u"error"_s, QJsonObject{{u"code"_s, u"too-fast"_s},
                                       {u"message"_s, TableLink::tr("more than %1 messages in %2 seconds")
                                                          .arg(TableLink::kMessagesPerWindow)
                                                          .arg(TableLink::kWindowMs / 1000)}}}});
        close(4429, u"too fast"_s);
        return;
    }
    m_link->pageMessage(this, text);
}

} // namespace adj
