// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Raw TCP clients that do to the table link what anyone on the network may, before any code is
// checked (docs/tablelink.md "Limits"): connections that send nothing, too slowly, or a header
// without end. Loopback only: 127.0.0.0/8 is all this machine's, so each attacker may have its
// own source address. And a side's page loaded as a phone would: the page, its files, its state.
#include "support/linkclient.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTest>

#include <algorithm>
#include <cerrno>
#include <functional>
#include <memory>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace adj::testing {

// One connection from `source` that sends `request` (maybe nothing) and keeps what comes back.
class RawClient final : public QObject
{
public:
    RawClient(const QString &source, quint16 port, const QByteArray &request = {})
    {
        age.start();
        connect(&socket, &QTcpSocket::connected, this, [this, request] {
            connected = true;
            if (!request.isEmpty())
                socket.write(request);
        });
        connect(&socket, &QTcpSocket::readyRead, this, [this] { answer += socket.readAll(); });
        connect(&socket, &QTcpSocket::stateChanged, this, [this](QAbstractSocket::SocketState s) {
            if (s == QAbstractSocket::UnconnectedState && !closed) {
                closed = true;
                closedAfterMs = age.elapsed();
            }
        });
        socket.bind(QHostAddress(source));
        socket.connectToHost(QHostAddress::LocalHost, port);
    }
    // "431" of "HTTP/1.1 431 Request Header Fields Too Large"; empty before an answer.
    QByteArray status() const { return answer.startsWith("HTTP/1.") ? answer.mid(9, 3) : QByteArray(); }
    // A header of the answer, by its name in any case; empty when it has none.
    QByteArray header(const QByteArray &name) const
    {
        const QByteArray head = answer.left(answer.indexOf("\r\n\r\n"));
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.first(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }

    QTcpSocket socket;
    QByteArray answer;
    QElapsedTimer age;
    bool connected = false;
    bool closed = false;
    qint64 closedAfterMs = -1;
};

// Connections that send nothing, as plain descriptors: no event loop of this process watches them,
// so thousands of them slow the test no more than the server.
class IdleSockets final
{
public:
    IdleSockets() = default;
    IdleSockets(const IdleSockets &) = delete;
    IdleSockets &operator=(const IdleSockets &) = delete;
    ~IdleSockets()
    {
        for (int fd : fds)
            ::close(fd);
    }

    // Opens `count` to 127.0.0.1:`port`, the i-th from `source(i)`, and waits until each is connected
    // (the system's handshake, accepted or not) or refused; false when that took over `ms`.
    bool open(int count, const std::function<QString(int)> &source, quint16 port, int ms = 10000)
    {
        for (int i = 0; i < count; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
            sockaddr_in from{}, to{};
            from.sin_family = to.sin_family = AF_INET;
            ::inet_pton(AF_INET, source(i).toLatin1().constData(), &from.sin_addr);
            ::inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
            to.sin_port = htons(port);
            if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr *>(&from), sizeof from) != 0)
                return false;
            ::connect(fd, reinterpret_cast<sockaddr *>(&to), sizeof to); // EINPROGRESS
            fds.push_back(fd);
        }
        QElapsedTimer t;
        t.start();
        std::vector<pollfd> waiting;
        for (int fd : fds)
            waiting.push_back({fd, POLLOUT, 0});
        while (!waiting.empty() && t.elapsed() < ms) {
            ::poll(waiting.data(), waiting.size(), 100);
            std::erase_if(waiting, [](const pollfd &p) { return p.revents != 0; });
        }
        return waiting.empty();
    }
    // Whether the server closed the i-th (a reset, an end, or the refusal before it, was read).
    bool closed(std::size_t i) const
    {
        char c = 0;
        const ssize_t n = ::recv(fds.at(i), &c, 1, MSG_PEEK | MSG_DONTWAIT);
        return n >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK);
    }
    int closedCount() const
    {
        int n = 0;
        for (std::size_t i = 0; i < fds.size(); ++i)
            n += closed(i);
        return n;
    }

    std::vector<int> fds;
};

// A header that never ends, streamed from `source` up to `limit` bytes a connection; each time the
// server closes the connection it comes again, while `going`.
class HeaderFlood final : public QObject
{
public:
    HeaderFlood(const QString &source, quint16 port, qint64 limit)
        : m_source(source)
        , m_port(port)
        , m_limit(limit)
        , m_chunk(64 * 1024, 'a')
    {
        connect(&socket, &QTcpSocket::connected, this, [this] {
            ++connections;
            m_sent = 0;
            m_answer.clear();
            socket.write("GET / HTTP/1.1\r\nHost: table\r\nX-Padding: ");
            feed();
        });
        connect(&socket, &QTcpSocket::bytesWritten, this, &HeaderFlood::feed);
        connect(&socket, &QTcpSocket::readyRead, this, [this] { m_answer += socket.readAll(); });
        connect(&socket, &QTcpSocket::stateChanged, this, [this](QAbstractSocket::SocketState s) {
            if (s != QAbstractSocket::UnconnectedState)
                return;
            refusals += m_answer.startsWith("HTTP/1.1 431");
            sentMost = std::max(sentMost, m_sent);
            if (going)
                QMetaObject::invokeMethod(this, &HeaderFlood::again, Qt::QueuedConnection);
        });
        again();
    }

    bool going = true;
    int connections = 0;
    int refusals = 0;    // connections answered 431
    qint64 sentMost = 0; // the most handed to one connection before it closed
    QTcpSocket socket;

private:
    void again()
    {
        if (!going || socket.state() != QAbstractSocket::UnconnectedState)
            return;
        socket.bind(QHostAddress(m_source));
        socket.connectToHost(QHostAddress::LocalHost, m_port);
    }
    void feed()
    {
        while (socket.state() == QAbstractSocket::ConnectedState && socket.bytesToWrite() < 256 * 1024 &&
               m_sent < m_limit) {
            socket.write(m_chunk);
            m_sent += m_chunk.size();
        }
    }

    QString m_source;
    quint16 m_port;
    qint64 m_limit;
    QByteArray m_chunk;
    QByteArray m_answer;
    qint64 m_sent = 0;
};

// From asking for a side's page until its first state came over its WebSocket, as a phone loads
// it (the page, then its script and style, then the socket), in ms; -1 when it did not come.
inline qint64 pageLoadMs(const QString &pageUrl, int timeoutMs = 5000)
{
    QElapsedTimer t;
    t.start();
    QNetworkAccessManager net;
    auto fetch = [&](const QString &url) {
        QNetworkRequest request{QUrl(url)};
        request.setTransferTimeout(timeoutMs);
        return std::unique_ptr<QNetworkReply>(net.get(request));
    };
    const auto page = fetch(pageUrl);
    if (!QTest::qWaitFor([&] { return page->isFinished(); }, timeoutMs) ||
        page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
        return -1;
    const auto script = fetch(pageUrl + QStringLiteral("page.js"));
    const auto style = fetch(pageUrl + QStringLiteral("page.css"));
    LinkClient socket(pageUrl);
    const bool done = QTest::qWaitFor(
        [&] {
            return script->isFinished() && style->isFinished() && socket.count(QStringLiteral("state")) > 0;
        },
        timeoutMs);
    if (!done || script->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200 ||
        style->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
        return -1;
    return t.elapsed();
}

} // namespace adj::testing
