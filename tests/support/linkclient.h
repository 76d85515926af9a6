// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A side's page as the tests see it: a Qt WebSocket client that keeps every message it was sent.
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QWebSocket>

namespace adj::testing {

class LinkClient final : public QObject
{
public:
    explicit LinkClient(const QString &pageUrl)
    {
        connect(&ws, &QWebSocket::textMessageReceived, this, [this](const QString &t) {
            got.append(QJsonDocument::fromJson(t.toUtf8()).object());
            raw.append(t);
        });
        connect(&ws, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeCode = ws.closeCode();
        });
        QString ws_url = pageUrl;
        ws_url.replace(QStringLiteral("http://"), QStringLiteral("ws://"));
        ws.open(QUrl(ws_url + QStringLiteral("ws")));
    }
    void send(const QJsonObject &o) { ws.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson())); }
    // The last message of `type`, or an empty object.
    QJsonObject last(const QString &type) const
    {
        for (qsizetype i = got.size() - 1; i >= 0; --i)
            if (got.at(i).value(QStringLiteral("type")).toString() == type)
                return got.at(i);
        return {};
    }
    int count(const QString &type) const
    {
        int n = 0;
        for (const QJsonObject &o : got)
            n += o.value(QStringLiteral("type")).toString() == type;
        return n;
    }
    QWebSocket ws;
    QList<QJsonObject> got;
    QStringList raw;
    bool closed = false;
    int closeCode = 0;
};

} // namespace adj::testing
