// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "linkbroadcast.h"
#include "linkhost.h"
#include "linklimits.h"
#include "linkstore.h"
#include "linkwatch.h"

#include <memory>
#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

class QWebSocket;

namespace adj {

class BattleDocument;
class LinkHttp;
class LinkPage;

// The table link (docs/tablelink.md): a small web app on the local network, one page per side,
// for the side's secret choices and its own players' report. The battle file stays the one truth:
// everything sent is read from the document, every choice is sealed in the file before it is
// acknowledged, and the reveal commits the choices through the document as ordinary events.
// The link watches the file (LinkWatch): a code renewed by another program closes its pages,
// choices another server sealed reach every page, and once the file is deleted, moved or replaced
// nothing more is accepted and the pages are told. Its other parts (docs/tablelink.md "The
// parts"): LinkHttp serves the pages, LinkPage is one open page, LinkBroadcast sends each its state.
class TableLink final : public QObject, private LinkHost
{
    Q_OBJECT

public:
    // What the referee's window shows of a side: never the content of its choice.
    struct SideStatus
    {
        qint64 sideId = 0;
        QString name;
        QString state;      // "waiting", "sealed", "entered", "none"
        QString waitingFor; // when "none": what comes first
        int pages = 0;      // its pages connected now
    };
    // Bounds (docs/tablelink.md "Limits", all in linklimits.h).
    static constexpr int kMaxMessage = LinkLimits::kMaxMessage;
    static constexpr int kMessagesPerWindow = LinkLimits::kMessagesPerWindow;
    static constexpr int kWindowMs = LinkLimits::kWindowMs;
    static constexpr int kMaxPagesPerSide = LinkLimits::kMaxPagesPerSide;

    explicit TableLink(BattleDocument *doc, QObject *parent = nullptr);
    ~TableLink() override;

    // Listens on `address` (0: any free port). Makes each side's token when it has none.
    bool start(const QHostAddress &address, quint16 port, QString *error);
    void stop();
    bool isListening() const;
    quint16 port() const { return m_port; }
    QHostAddress address() const { return m_address; }
    // "http://192.168.1.5:8765/", "http://[::1]:8765/"; empty while not listening.
    QString baseUrl() const;
    // The side's page address, "http://192.168.1.5:8765/s/<token>/"; empty while not listening.
    QString url(qint64 sideId);
    // Why the link accepts nothing more (its battle file was deleted, moved or replaced), or empty.
    QString failure() const { return m_watch.failure(); }
    // A new code for the side: its old pages are closed and its old address serves nothing.
    bool renewToken(qint64 sideId, QString *error);

    QList<SideStatus> status();
    // True when a reveal would commit something and no side that is asked is still waiting.
    bool canReveal(QString *why);
    // Commits every sealed choice as the events the referee's own entry makes, in side order,
    // then the rule set's closing actions. Returns the events, or none with `error`.
    QList<qint64> reveal(QString *error);
    int pageCount() const { return int(m_pages.size()); }
    // The battle's last event number: every message carries it.
    qint64 seq() const override;

    // The parts the server is made of, also for the command line's `link` commands.
    static QList<SideStatus> status(BattleDocument &doc, LinkStore &store);
    static QList<qint64> reveal(BattleDocument &doc, LinkStore &store, QString *error);

signals:
    // A side's state or its pages changed (a choice sealed, a page came or went, the battle moved).
    void statusChanged();
    // A choice was sealed in the battle file (what the referee's window waits for).
    void choiceSealed(qint64 sideId);
    // A side's code changed (here or in another program): its address is another.
    void codesChanged();
    // The battle file is no longer the one served: nothing more is accepted (failure()).
    void failed(const QString &message);

private:
    // LinkHost: what LinkHttp and LinkPage call, through the LinkHost they are given.
    qint64 sideOfToken(const QString &token) override;
    void pageMessage(LinkPage *page, const QString &text) override;
    void pageGone(LinkPage *page) override;

    void acceptSocket(std::unique_ptr<QWebSocket> socket);
    // Another program renewed a code: the pages whose code is no longer valid are closed.
    void closeRevoked();
    void closePage(LinkPage *page, int code, const QString &reason);
    void submit(LinkPage *page, const QJsonObject &message);
    // The battle or the link's rows changed: every page is sent its state anew (LinkBroadcast).
    void scheduleBroadcast();
    void closeSide(qint64 sideId);

    BattleDocument *m_doc;
    LinkStore m_store;
    std::unique_ptr<LinkHttp> m_http;
    QHostAddress m_address;
    quint16 m_port = 0;
    QList<LinkPage *> m_pages;
    LinkWatch m_watch{m_store}; // the battle file looked at again, every LinkLimits::kWatchMs
    LinkBroadcast m_broadcast;  // each side's state message, to its pages
};

} // namespace adj
