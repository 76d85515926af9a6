// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "club/clubaddress.h"
#include "club/clubserver.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>

class QWebSocket;

namespace adj {

class ClubBoardHttp;

// The club's board for a projector (docs/club.md): a read-only page on the local network, with no
// code to type, that shows every table of the club and the campaign totals, and follows them live.
// It reads the server as the board's role may (the standings, nothing else), LISTENs for the
// tables' commits and sends the new standings to every page over a WebSocket. Nothing secret is on
// it: no roster, no choice, no code, no writer.
class ClubBoard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClubBoard)

public:
    static constexpr int kMaxPages = 256;
    ClubBoard(const ClubAddress &address, const QString &club, QObject *parent = nullptr);
    ~ClubBoard() override;

    // Reads the standings from a replica instead (PostgreSQL does not replicate NOTIFY: the board
    // keeps listening on the primary).
    void setReplica(const ClubAddress &replica)
    {
        m_replica = replica;
        m_useReplica = true;
    }
    bool start(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }
    // The view the pages show now ({club, tables, totals, words, lang}).
    QJsonObject view() const { return m_view; }
    int pageCount() const { return int(m_pages.size()); }

signals:
    void viewChanged();

private:
    friend class ClubBoardHttp;
    void connectServer();
    void refresh();
    void acceptSocket(std::unique_ptr<QWebSocket> socket);
    void broadcast();
    QByteArray message() const;

    ClubAddress m_address;
    QString m_club;
    ClubServer m_server;
    ClubServer m_reader; // the replica's connection, when reading from one
    ClubAddress m_replica;
    bool m_useReplica = false;
    std::unique_ptr<ClubBoardHttp> m_http;
    quint16 m_port = 0;
    QList<QWebSocket *> m_pages;
    QJsonObject m_view;
    QTimer m_soon;      // a burst of commits is read once
    QTimer m_reconnect; // the server lost: tried again every 2 s
    QString m_problem;  // why the board is not live, for the page
};

// The board's HTTP side: its page, script, style and the standings as JSON; else 404.
class ClubBoardHttp final : public QAbstractHttpServer
{
public:
    explicit ClubBoardHttp(ClubBoard *board)
        : m_board(board)
    {}

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    ClubBoard *m_board;
};

} // namespace adj
