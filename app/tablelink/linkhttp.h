#pragma once

#include <QAbstractHttpServer>
#include <QCoreApplication>

namespace adj {

class TableLink;

// The table link's HTTP side: a side's page and its script and style, only under a valid token,
// with a strict Content-Security-Policy; anything else is 404 with an empty body.
class LinkHttp final : public QAbstractHttpServer
{
    Q_DECLARE_TR_FUNCTIONS(adj::LinkHttp)

public:
    explicit LinkHttp(TableLink *link);
    static QByteArray contentSecurityPolicy();

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    TableLink *m_link;
};

} // namespace adj
