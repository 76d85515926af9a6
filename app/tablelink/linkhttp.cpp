#include "linkhttp.h"

#include "tablelink.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

struct Asset
{
    const char *resource;
    QByteArray type;
};

// What a side's page is made of: /s/TOKEN/ and its two files, from the program's resources.
const QHash<QString, Asset> &assets()
{
    static const QHash<QString, Asset> kAssets{
        {QString(), {":/tablelink/page.html", "text/html; charset=utf-8"}},
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

} // namespace

LinkHttp::LinkHttp(TableLink *link)
    : m_link(link)
{}

QByteArray LinkHttp::contentSecurityPolicy()
{
    return "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
           "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
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
    if (asset == assets().cend() || m_link->sideOfToken(parts.at(2)) == 0) {
        r.write(QByteArray(), {{"Content-Type", "text/plain"}, {"Cache-Control", "no-store"}},
                QHttpServerResponder::StatusCode::NotFound);
        return true;
    }
    if (parts.size() == 3) { // the page lives at /s/TOKEN/: its files are beside it
        r.write(QByteArray(),
                {{"Location", "/s/" + parts.at(2).toLatin1() + '/'}, {"Cache-Control", "no-store"}},
                QHttpServerResponder::StatusCode::MovedPermanently);
        return true;
    }
    r.write(read(asset->resource), {{"Content-Type", asset->type},
                                    {"Content-Security-Policy", contentSecurityPolicy()},
                                    {"X-Content-Type-Options", "nosniff"},
                                    {"Referrer-Policy", "no-referrer"},
                                    {"X-Frame-Options", "DENY"},
                                    {"Cache-Control", "no-store"}});
    return true;
}

void LinkHttp::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}

} // namespace adj
