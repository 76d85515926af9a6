// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubboard.h"

#include "club/clubschema.h"
#include "club/clubstanding.h"
#include "clubwords.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

struct Asset
{
    const char *resource;
    QByteArray type;
};

const QHash<QString, Asset> &assets()
{
    static const QHash<QString, Asset> kAssets{
        {u"/"_s, {":/clubboard/board.html", "text/html; charset=utf-8"}},
        {u"/board.js"_s, {":/clubboard/board.js", "text/javascript; charset=utf-8"}},
        {u"/board.css"_s, {":/clubboard/board.css", "text/css; charset=utf-8"}},
    };
    return kAssets;
}

QByteArray read(const char *resource)
{
    QFile f(QString::fromLatin1(resource));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray contentSecurityPolicy()
{
    return "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
           "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}

} // namespace

ClubBoard::ClubBoard(const ClubAddress &address, const QString &club, QObject *parent)
    : QObject(parent)
    , m_address(address)
    , m_club(club)
{
    m_soon.setSingleShot(true);
    m_soon.setInterval(50);
    connect(&m_soon, &QTimer::timeout, this, &ClubBoard::refresh);
    m_reconnect.setInterval(2000);
    connect(&m_reconnect, &QTimer::timeout, this, &ClubBoard::connectServer);
}

ClubBoard::~ClubBoard()
{
    for (QWebSocket *s : std::exchange(m_pages, {})) {
        s->disconnect(this);
        s->close();
        delete s;
    }
}

bool ClubBoard::start(const QHostAddress &address, quint16 port, QString *error)
{
    ClubServer::Failure f;
    if (!m_server.connect(m_address, &f)) {
        *error = f.message;
        return false;
    }
    if (!m_server.hasClub(m_club, &f)) {
        *error = f.code.isEmpty() ? ClubStanding::tr("the server has no club \"%1\"").arg(m_club) : f.message;
        return false;
    }
    m_server.disconnect();
    connectServer();
    m_http = std::make_unique<ClubBoardHttp>(this);
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, [this] {
        while (m_http && m_http->hasPendingWebSocketConnections())
            acceptSocket(m_http->nextPendingWebSocketConnection());
    });
    m_port = m_http->listen(address, port);
    if (m_port == 0) {
        *error =
            ClubStanding::tr("the club's board cannot listen on %1, port %2: is another program using it?")
                .arg(address.toString())
                .arg(port);
        m_http.reset();
        return false;
    }
    return true;
}

void ClubBoard::connectServer()
{
    ClubServer::Failure f;
    if (!m_server.connect(m_address, &f)) {
        m_problem = f.message;
        m_reconnect.start();
        broadcast();
        return;
    }
    m_reconnect.stop();
    m_problem.clear();
    QSqlDriver *driver = m_server.database().driver();
    connect(driver,
            qOverload<const QString &, QSqlDriver::NotificationSource, const QVariant &>(
                &QSqlDriver::notification),
            this, [this](const QString &, QSqlDriver::NotificationSource, const QVariant &payload) {
                if (payload.toString() == m_club)
                    m_soon.start();
            });
    driver->subscribeToNotification(QString::fromLatin1(club::kChannel));
    refresh();
}

void ClubBoard::refresh()
{
    ClubServer::Failure f;
    if (m_useReplica && !m_reader.isConnected())
        m_reader.connect(m_replica, &f);
    ClubServer &from = m_useReplica ? m_reader : m_server;
    const QList<ClubServer::Battle> battles =
        f.code.isEmpty() ? from.battles(m_club, &f) : QList<ClubServer::Battle>();
    if (!f.code.isEmpty()) {
        // Lost: the pages keep the last view and say so; the board tries again.
        m_server.disconnect();
        m_reader.disconnect();
        m_problem = f.message;
        m_reconnect.start();
        broadcast();
        return;
    }
    QList<ClubStanding::Table> tables;
    for (const ClubServer::Battle &b : battles)
        tables << ClubStanding::Table{b.id, b.name, b.ruleset, b.lastSeq, b.updatedAt, b.standing};
    m_view = ClubStanding::view(m_club, tables);
    broadcast();
    emit viewChanged();
}

QByteArray ClubBoard::message() const
{
    QJsonObject o = m_view;
    o.insert(u"type"_s, u"standings"_s);
    o.insert(u"live"_s, m_problem.isEmpty());
    o.insert(u"problem"_s, m_problem);
    o.insert(u"words"_s, ClubWords::words());
    o.insert(u"lang"_s, ClubWords::language());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void ClubBoard::broadcast()
{
    const QString text = QString::fromUtf8(message());
    for (QWebSocket *s : std::as_const(m_pages))
        s->sendTextMessage(text);
}

void ClubBoard::acceptSocket(std::unique_ptr<QWebSocket> socket)
{
    if (!socket)
        return;
    QWebSocket *s = socket.release();
    if (s->requestUrl().path() != u"/ws"_s || m_pages.size() >= kMaxPages) {
        s->close(QWebSocketProtocol::CloseCode(4404), u"no such page"_s);
        connect(s, &QWebSocket::disconnected, s, &QObject::deleteLater);
        return;
    }
    s->setParent(nullptr);
    s->setMaxAllowedIncomingMessageSize(1024); // the page sends nothing; a word at most
    m_pages.append(s);
    connect(s, &QWebSocket::disconnected, this, [this, s] {
        m_pages.removeOne(s);
        s->deleteLater();
    });
    s->sendTextMessage(QString::fromUtf8(message()));
}

bool ClubBoardHttp::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
        return true; // Qt's WebSocket server takes it from here (ClubBoard::acceptSocket)
    QHttpServerResponder r = makeResponder(request, socket);
    const QString path = request.url().path();
    const bool json = path == u"/standings.json"_s;
    const auto asset = assets().constFind(path);
    if (request.method() != QHttpServerRequest::Method::Get || (!json && asset == assets().cend())) {
        r.write(QByteArray(), {{"Content-Type", "text/plain"}, {"Cache-Control", "no-store"}},
                QHttpServerResponder::StatusCode::NotFound);
        return true;
    }
    const QByteArray type = json ? QByteArray("application/json") : asset->type;
    r.write(json ? m_board->message() : read(asset->resource),
            {{"Content-Type", type},
             {"Content-Security-Policy", contentSecurityPolicy()},
             {"X-Content-Type-Options", "nosniff"},
             {"Referrer-Policy", "no-referrer"},
             {"X-Frame-Options", "DENY"},
             {"Cache-Control", "no-store"}});
    return true;
}

void ClubBoardHttp::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}

} // namespace adj
