// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablelink.h"

#include "battledocument.h"
#include "core/secretchoices.h"
#include "linkhttp.h"
#include "linklistener.h"
#include "linkpage.h"
#include "linksocket.h"
#include "refusal.h"

#include <QJsonDocument>
#include <QTimer>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace adj {

TableLink::TableLink(BattleDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_broadcast(*this, *doc, m_store, m_pages)
{
    connect(&m_watch, &LinkWatch::codesChanged, this, [this] {
        closeRevoked();
        emit codesChanged();
    });
    // The cached states are stale: every page is sent its own again.
    connect(&m_watch, &LinkWatch::choicesChanged, this, &TableLink::scheduleBroadcast);
    connect(&m_watch, &LinkWatch::failed, this, [this](const QString &message) {
        emit failed(message);
        scheduleBroadcast(); // every page is told (its state carries the failure, and no form)
    });
    // Whatever changes the battle, here or from another writer, reaches every page.
    connect(doc, &BattleDocument::changed, this, &TableLink::scheduleBroadcast);
    connect(doc, &BattleDocument::eventAppended, this, &TableLink::scheduleBroadcast);
    connect(doc, &BattleDocument::externalChanges, this, &TableLink::scheduleBroadcast);
}

TableLink::~TableLink()
{
    blockSignals(true); // nobody is told about a link that is going away
    stop();
}

qint64 TableLink::seq() const
{
    return m_doc->store().eventCount();
}

bool TableLink::start(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    if (m_doc->isReadOnly()) {
        *error = tr("the table link writes the players' choices into the battle, which is read-only: %1")
                     .arg(m_doc->readOnlyReason());
        return false;
    }
    if (!m_store.isOpen() && !m_store.open(m_doc->path(), error))
        return false;
    if (!m_watch.failure().isEmpty()) {
        *error = m_watch.failure();
        return false;
    }
    for (const Side &s : m_doc->state().sides)
        if (m_store.token(s.id, error).isEmpty())
            return false;
    m_http = std::make_unique<LinkHttp>(static_cast<LinkHost *>(this));
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, [this] {
        while (m_http && m_http->hasPendingWebSocketConnections())
            acceptSocket(m_http->nextPendingWebSocketConnection());
    });
    m_port = m_http->start(address, port);
    if (m_port == 0) {
        *error = tr("the table link cannot listen on %1, port %2: is another program using it?")
                     .arg(address.toString())
                     .arg(port);
        m_http.reset();
        return false;
    }
    m_address = address;
    m_watch.start();
    emit statusChanged();
    return true;
}

void TableLink::stop()
{
    m_watch.stop();
    const QList<LinkPage *> pages = std::exchange(m_pages, {});
    for (LinkPage *p : pages) {
        p->close(1001, u"the table link was switched off"_s);
        p->deleteLater();
    }
    m_http.reset();
    m_port = 0;
    if (!pages.isEmpty())
        emit statusChanged();
}

bool TableLink::isListening() const
{
    return m_http != nullptr;
}

QString TableLink::baseUrl() const
{
    if (!isListening())
        return {};
    // An IPv6 address is written in brackets in a URL (RFC 3986 3.2.2): http://[::1]:8765/.
    const QString host = m_address.protocol() == QAbstractSocket::IPv6Protocol
                             ? u"[%1]"_s.arg(m_address.toString())
                             : m_address.toString();
    return u"http://%1:%2/"_s.arg(host).arg(m_port);
}

QString TableLink::url(qint64 sideId)
{
    if (!isListening())
        return {};
    QString error;
    return baseUrl() + u"s/%1/"_s.arg(m_store.token(sideId, &error));
}

bool TableLink::renewToken(qint64 sideId, QString *error)
{
    if (!m_store.isOpen() && !m_store.open(m_doc->path(), error))
        return false;
    if (!m_watch.fileIsServed()) {
        *error = m_watch.failure();
        return false;
    }
    if (m_store.renewToken(sideId, error).isEmpty())
        return false;
    m_watch.noteOwnWrite();
    closeSide(sideId);
    emit codesChanged();
    emit statusChanged();
    return true;
}

void TableLink::closeSide(qint64 sideId)
{
    const QList<LinkPage *> pages = m_pages;
    for (LinkPage *p : pages)
        if (p->sideId() == sideId)
            closePage(p, 4401, u"this code was renewed"_s);
}

void TableLink::closeRevoked()
{
    bool closed = false;
    const QList<LinkPage *> pages = m_pages;
    for (LinkPage *p : pages)
        if (m_store.sideOfToken(p->token()) != p->sideId()) {
            closePage(p, 4401, u"this code was renewed"_s);
            closed = true;
        }
    if (closed)
        emit statusChanged();
}

void TableLink::closePage(LinkPage *page, int code, const QString &reason)
{
    // Nothing more is read from it; it is deleted once it is gone (pageGone).
    m_pages.removeOne(page);
    page->close(code, reason);
}

qint64 TableLink::sideOfToken(const QString &token)
{
    return m_store.isOpen() ? m_store.sideOfToken(token) : 0;
}

void TableLink::acceptSocket(std::unique_ptr<QWebSocket> socket)
{
    if (!socket)
        return;
    const QStringList parts = socket->requestUrl().path().split(u'/');
    const bool shape = parts.size() == 4 && parts.at(1) == u"s"_s && parts.at(3) == u"ws"_s;
    const qint64 side = shape ? sideOfToken(parts.at(2)) : 0;
    LinkSocket *tcp = m_http->listener()->socketOf(socket->peerAddress(), socket->peerPort());
    int pages = 0;
    for (const LinkPage *p : std::as_const(m_pages))
        pages += p->sideId() == side;
    if (side == 0 || pages >= kMaxPagesPerSide) {
        // Nothing is sent to a page without a valid code: closed before any message.
        QWebSocket *s = socket.release();
        s->close(QWebSocketProtocol::CloseCode(side == 0 ? 4401 : 4503),
                 side == 0 ? u"unknown code"_s : u"too many pages"_s);
        connect(s, &QWebSocket::disconnected, s, &QObject::deleteLater);
        QTimer::singleShot(2000, s, &QObject::deleteLater);
        return;
    }
    if (tcp)
        tcp->becomePage();
    auto *page = new LinkPage(this, std::move(socket), side, parts.at(2), tcp, this);
    m_pages.append(page);
    m_broadcast.sendState(page);
    emit statusChanged();
}

void TableLink::pageGone(LinkPage *page)
{
    page->deleteLater();
    if (m_pages.removeOne(page))
        emit statusChanged();
}

void TableLink::pageMessage(LinkPage *page, const QString &text)
{
    // A code renewed elsewhere since the last look: nothing more from its pages is read.
    if (sideOfToken(page->token()) != page->sideId()) {
        closePage(page, 4401, u"this code was renewed"_s);
        emit statusChanged();
        return;
    }
    QJsonParseError pe;
    const QJsonDocument d = QJsonDocument::fromJson(text.toUtf8(), &pe);
    const QString type = d.object().value(u"type"_s).toString();
    if (pe.error != QJsonParseError::NoError || !d.isObject() || type.isEmpty()) {
        page->send(
            {{u"type"_s, u"error"_s},
             {u"error"_s,
              Refusal{u"malformed"_s, tr("a message is a JSON object with a \"type\""), {}, {}}.toJson()}});
        return;
    }
    if (type == u"hello"_s) {
        m_broadcast.sendState(page);
    } else if (type == u"ping"_s) {
        page->send({{u"type"_s, u"pong"_s}});
    } else if (type == u"submit"_s) {
        submit(page, d.object());
    } else {
        page->send({{u"type"_s, u"error"_s},
                    {u"error"_s,
                     Refusal{u"malformed"_s, tr("unknown message type \"%1\"").arg(type.left(40)), {}, {}}
                         .toJson()}});
    }
}

void TableLink::scheduleBroadcast()
{
    m_broadcast.schedule();
    emit statusChanged();
}

} // namespace adj
