#pragma once

#include <memory>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>

class QWebSocket;

namespace adj {

class TableLink;

// One side's page connected over a WebSocket: its side, and the rate it may send at.
class LinkPage final : public QObject
{
    Q_OBJECT

public:
    LinkPage(TableLink *link, std::unique_ptr<QWebSocket> socket, qint64 sideId);
    ~LinkPage() override;

    qint64 sideId() const { return m_sideId; }
    void send(const QJsonObject &message);
    // Closes the socket with a WebSocket close code (4401: the code was renewed).
    void close(int code, const QString &reason);
    // The last state sent, to send none twice.
    QByteArray lastState;

private:
    void received(const QString &text);
    bool tooFast();

    TableLink *m_link;
    std::unique_ptr<QWebSocket> m_socket;
    qint64 m_sideId;
    QElapsedTimer m_clock;
    QList<qint64> m_recent; // when the last messages came, ms on m_clock
    bool m_closing = false;
};

} // namespace adj
