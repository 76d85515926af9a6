// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QHostAddress>

namespace adj {

class LinkHost;
class LinkListener;

// The table link's HTTP side: a side's page and its script and style, only under a valid token;
// anything else is 404 with an empty body. Every answer carries the same security headers and
// closes its connection: each connection is one request, bounded by LinkListener before Qt's
// server reads it (docs/tablelink.md "Limits").
class LinkHttp final : public QAbstractHttpServer
{
    Q_DECLARE_TR_FUNCTIONS(adj::LinkHttp)
    Q_DISABLE_COPY_MOVE(LinkHttp)

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // `host` answers which side a code is (TableLink).
    explicit LinkHttp(LinkHost *host);
    ~LinkHttp() override;
    // Listens on `address` through a LinkListener; returns the port, or 0.
    quint16 start(const QHostAddress &address, quint16 port);
    LinkListener *listener() const { return m_listener; }

    static QByteArray contentSecurityPolicy();
    // On every answer, this server's own refusals included: CSP, nosniff, no referrer, no-store.
    static Headers securityHeaders();

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    LinkHost *m_host;
    LinkListener *m_listener = nullptr;
};

} // namespace adj
