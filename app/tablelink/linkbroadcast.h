// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>

namespace adj {

class BattleDocument;
class LinkPage;
class LinkStore;
class TableLink;

// The state message each side's page shows (docs/tablelink.md "Messages"), made once per side
// and battle event, and sent to every page whose state changed, once per turn of the event loop
// however many changes came together. A page is never sent the same state twice in a row.
class LinkBroadcast final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkBroadcast)

public:
    // `pages` are the link's open pages; `link` says the sides' states, the last event and why
    // nothing more is accepted. All outlive this.
    LinkBroadcast(TableLink &link, BattleDocument &doc, LinkStore &store, const QList<LinkPage *> &pages);

    // The side's state, from the cache while the battle has not moved.
    QJsonObject stateFor(qint64 sideId);
    // Sends the page its side's state now, as the last one it was sent.
    void sendState(LinkPage *page);
    // The battle or the link's rows changed: the cache is stale, and the pages are sent their
    // states once control returns to the event loop.
    void schedule();

private:
    void broadcast();

    TableLink &m_link;
    BattleDocument &m_doc;
    LinkStore &m_store;
    const QList<LinkPage *> &m_pages;
    bool m_due = false;
    QHash<qint64, QJsonObject> m_cache; // side -> its last state message, per seq
};

} // namespace adj
