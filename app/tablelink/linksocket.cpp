// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linksocket.h"

#include "linkhttp.h"
#include "linklimits.h"
#include "linklistener.h"

#include <QTimer>

#include <sys/socket.h>

namespace adj {

namespace {

// What the head of a request says, once its line and headers have all come.
struct Head
{
    qsizetype end = -1;   // where the headers end; -1 while they have not all come
    bool body = false;    // it announces a body (the pages never send one)
    bool upgrade = false; // a WebSocket handshake
};

Head readHead(const QByteArray &data)
{
    Head h;
    qsizetype pos = 0;
    while (pos < data.size() && (data.at(pos) == '\r' || data.at(pos) == '\n'))
        ++pos; // blank lines before a request are allowed (RFC 9112 2.2)
    bool first = true;
    for (;;) {
        const qsizetype newline = data.indexOf('\n', pos);
        if (newline < 0)
            return h;
        QByteArray line = data.mid(pos, newline - pos);
        if (line.endsWith('\r'))
            line.chop(1);
        pos = newline + 1;
        if (line.isEmpty()) {
            h.end = pos;
            return h;
        }
        const qsizetype colon = line.indexOf(':');
        if (!first && colon > 0) {
            const QByteArray name = line.first(colon).trimmed().toLower();
            const QByteArray value = line.mid(colon + 1).trimmed().toLower();
            if (name == "content-length")
                h.body = h.body || value != "0";
            else if (name == "transfer-encoding")
                h.body = true;
            else if (name == "upgrade")
                h.upgrade = value.contains("websocket");
        }
        first = false;
    }
}

} // namespace

LinkSocket::LinkSocket(LinkListener *listener, quint64 order)
    : m_listener(listener)
    , m_order(order)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &LinkSocket::expire);
    connect(this, &QIODevice::readyRead, this, &LinkSocket::inspect);
    // Its own until Qt's HTTP server has it; then that server (or the WebSocket) deletes it.
    m_ownDelete = connect(this, &QAbstractSocket::disconnected, this, &QObject::deleteLater);
}

LinkSocket::~LinkSocket()
{
    if (m_listener)
        m_listener->forget(this);
}

bool LinkSocket::adopt(qintptr descriptor)
{
    if (!setSocketDescriptor(descriptor))
        return false;
    // Nothing beyond a request's bound is ever read from the network until it is handed on.
    setReadBufferSize(LinkLimits::kMaxRequestBytes);
    bool v4 = false;
    const quint32 ip4 = peerAddress().toIPv4Address(&v4);
    m_address = v4 ? QHostAddress(ip4) : peerAddress();
    m_port = peerPort();
    m_timer->start(LinkLimits::kRequestMs);
    return true;
}

void LinkSocket::becomePage()
{
    if (m_stage == Stage::Page)
        return;
    m_stage = Stage::Page;
    m_timer->stop();
    if (m_listener)
        m_listener->pageMade(this);
}

void LinkSocket::cut()
{
    m_stage = Stage::Refused;
    m_timer->stop();
    if (m_listener)
        m_listener->forget(this);
    abort();
}

void LinkSocket::close()
{
    if (m_stage != Stage::Page || m_lingering || state() != ConnectedState) {
        QTcpSocket::close();
        return;
    }
    m_lingering = true;
    disconnect(this, &QIODevice::readyRead, nullptr, nullptr);
    connect(this, &QIODevice::readyRead, this, [this] { skip(bytesAvailable()); });
    const auto closeForWriting = [this] {
        if (bytesToWrite() == 0 && state() == ConnectedState)
            ::shutdown(int(socketDescriptor()), SHUT_WR);
    };
    connect(this, &QIODevice::bytesWritten, this, closeForWriting);
    flush();
    closeForWriting();
    QTimer::singleShot(LinkLimits::kCloseGraceMs, this, [this] { abort(); });
}

qint64 LinkSocket::writeData(const char *data, qint64 size)
{
    // Qt WebSockets answers each ping with a pong whose header it writes on its own (RFC 6455
    // 5.5.3): the only trace of a ping received. The page's own messages never start with 0x8A.
    if (m_stage == Stage::Page && size >= 2 && size <= 14 && uchar(data[0]) == 0x8A)
        emit pinged();
    return QTcpSocket::writeData(data, size);
}

void LinkSocket::inspect()
{
    if (!isOpen())
        return;
    if (m_stage != Stage::Request)
        return;
    const qint64 available = bytesAvailable();
    const Head head = readHead(peek(available));
    if (head.end < 0) {
        if (available >= LinkLimits::kMaxRequestBytes)
            refuse("431 Request Header Fields Too Large");
        return;
    }
    if (head.body) {
        refuse("413 Content Too Large");
        return;
    }
    handOver(head.upgrade);
}

void LinkSocket::handOver(bool upgrade)
{
    m_stage = upgrade ? Stage::Upgrade : Stage::Answer;
    m_timer->start(LinkLimits::kAnswerMs);
    // Room for a whole WebSocket frame of the largest message and its header.
    setReadBufferSize(4 * LinkLimits::kMaxMessage);
    // Outside this readyRead: the HTTP server reads the request from the buffer when told.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_listener || state() != ConnectedState)
                return;
            disconnect(m_ownDelete);
            m_listener->handOver(this);
            emit readyRead();
        },
        Qt::QueuedConnection);
}

void LinkSocket::refuse(const char *status)
{
    m_stage = Stage::Refused;
    m_timer->start(LinkLimits::kLingerMs);
    QByteArray answer = QByteArray("HTTP/1.1 ") + status + "\r\n";
    for (const auto &[name, value] : LinkHttp::securityHeaders())
        answer += name + ": " + value + "\r\n";
    answer += "Content-Length: 0\r\nConnection: close\r\n\r\n";
    // Once the refusal is out, this end is closed for writing and the other end may read it to its
    // end; nothing more is read here (the read buffer stays full: the sender is held by TCP itself,
    // at no cost to the server), and the connection is cut after LinkLimits::kLingerMs.
    connect(this, &QIODevice::bytesWritten, this, [this] {
        if (bytesToWrite() == 0 && state() == ConnectedState)
            ::shutdown(int(socketDescriptor()), SHUT_WR);
    });
    write(answer);
}

void LinkSocket::expire()
{
    if (m_stage == Stage::Request)
        refuse("408 Request Timeout");
    else if (m_stage != Stage::Page)
        cut();
}

} // namespace adj
