// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkhttp.h"

#include "linkhost.h"
#include "linklistener.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpSocket>

#include <memory>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

struct Asset
{
    const char *resource;
    QByteArray type;
};

// What a side's page is made of: /s/TOKEN/ and its three files, from the program's resources.
const QHash<QString, Asset> &assets()
{
    static const QHash<QString, Asset> kAssets{
        {QString(), {":/tablelink/page.html", "text/html; charset=utf-8"}},
        {u"form.js"_s, {":/tablelink/form.js", "text/javascript; charset=utf-8"}},
        {u"page.js"_s, {":/tablelink/page.js", "text/javascript; charset=utf-8"}},
        {u"page.css"_s, {":/tablelink/page.css", "text/css; charset=utf-8"}},
    };
    return kAssets;
}

QByteArray read(const char *resource)
{
    QFile f(QString::fromLatin1(resource));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes the answer with the security headers, then closes the connection once it is sent.
void answer(QHttpServerResponder &r, QTcpSocket *socket, const QByteArray &body, LinkHttp::Headers headers,
            QHttpServerResponder::StatusCode status = QHttpServerResponder::StatusCode::Ok)
{
    headers += LinkHttp::securityHeaders();
    headers.emplaceBack("Connection", "close");
    headers.emplaceBack("Content-Length", QByteArray::number(body.size()));
    r.writeStatusLine(status);
    for (const auto &[name, value] : std::as_const(headers))
        r.writeHeader(name, value);
    r.writeBody(body);
    socket->disconnectFromHost();
}

} // namespace

LinkHttp::LinkHttp(LinkHost *host)
    : m_host(host)
{}

LinkHttp::~LinkHttp()
{
    delete m_listener; // while Qt's WebSocket server can still take back what it holds
}

quint16 LinkHttp::start(const QHostAddress &address, quint16 port)
{
    auto listener = std::make_unique<LinkListener>();
    if (!listener->listen(address, port))
        return 0;
    m_listener = listener.release();
    bind(m_listener); // parented to this server
    return m_listener->serverPort();
}

QByteArray LinkHttp::contentSecurityPolicy()
{
    return "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
           "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}

LinkHttp::Headers LinkHttp::securityHeaders()
{
    return {{"Content-Security-Policy", contentSecurityPolicy()},
            {"X-Content-Type-Options", "nosniff"},
            {"Referrer-Policy", "no-referrer"},
            {"X-Frame-Options", "DENY"},
            {"Cache-Control", "no-store"}};
}

bool LinkHttp::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // Qt 6.4 hands a WebSocket upgrade to its WebSocket server after this: nothing may be written
    // here. Its code is checked when the socket arrives (TableLink::acceptSocket: 4401 when bad).
    if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
        return true;
    QHttpServerResponder r = makeResponder(request, socket);
    const QStringList parts = request.url().path().split(u'/');
    // "", "s", TOKEN[, FILE]
    const bool shape = request.method() == QHttpServerRequest::Method::Get && parts.size() >= 3 &&
                       parts.size() <= 4 && parts.at(0).isEmpty() && parts.at(1) == u"s"_s;
    const auto asset = shape ? assets().constFind(parts.value(3)) : assets().cend();
    if (asset == assets().cend() || m_host->sideOfToken(parts.at(2)) == 0) {
        answer(r, socket, QByteArray(), {{"Content-Type", "text/plain"}},
               QHttpServerResponder::StatusCode::NotFound);
        return true;
    }
    if (parts.size() == 3) { // the page lives at /s/TOKEN/: its files are beside it
        answer(r, socket, QByteArray(), {{"Location", "/s/" + parts.at(2).toLatin1() + '/'}},
               QHttpServerResponder::StatusCode::MovedPermanently);
        return true;
    }
    answer(r, socket, read(asset->resource), {{"Content-Type", asset->type}});
    return true;
}

void LinkHttp::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder r = makeResponder(request, socket);
    answer(r, socket, QByteArray(), {{"Content-Type", "text/plain"}},
           QHttpServerResponder::StatusCode::NotFound);
}

} // namespace adj
