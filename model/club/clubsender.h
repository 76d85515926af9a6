// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestore.h"
#include "clubserver.h"
#include "clubstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace adj {

// Sends a joined battle's outbox to its club's server, in order, in batches (docs/club.md): the
// events after the last one the server has, each with the digest written at its commit, and the
// battle's standing as of the last event sent. Reads the battle file on connections of its own and
// writes to it only to drop what the server holds, so the table never waits on it. Not a QObject:
// the command line runs it once (club sync), ClubMirror on a thread of its own.
class ClubSender final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubSender)
    Q_DISABLE_COPY_MOVE(ClubSender)

public:
    struct Status
    {
        // "not-joined", "offline", "refused", "sending", "up-to-date", "failed"
        QString state;
        qint64 waiting = 0; // events in the outbox not known to be on the server
        qint64 sent = 0;    // the last event the server has
        QString message;
    };
    static constexpr int kBatch = 2000;

    explicit ClubSender(const QString &battlePath);
    ~ClubSender();

    // Does what is due now: connects when it must, sends one batch at most, and drops from the
    // outbox what the server holds when that is due (pruneHeld). True when more is due at once (the
    // outbox holds events the server has not acknowledged); false when the server has all
    // ("up-to-date") or something stops it (the status says what).
    bool step(Status *status);
    // Steps until nothing more is due, and leaves in the outbox only what the server lacks (the
    // command line's join, sync and takeover, so that the file counts only what waits).
    Status drain();
    // Forgets the server's connection (after a failure, or to test a lost one). What the server
    // acknowledged is kept: the events waiting are counted from it until the server is asked again.
    void disconnect();

private:
    bool openFile(Status *status);
    bool connectServer(const ClubStore::Membership &m, Status *status);
    // Another battle (a leave and a new join): nothing the server said of the last one counts.
    void forget();
    void setWaiting(Status *status);
    // The one place the outbox is pruned: rows the server acknowledged leave it a thousand at a
    // time or ten seconds after the last drop, or all at once at the end of a drain.
    void pruneHeld(bool atOnce);
    QString m_path;
    BattleStore m_battle;
    ClubStore m_store;
    ClubServer m_server;
    QString m_key;
    QString m_battleId;
    // The server's last event as it last said (kept across a lost connection), -1 until told.
    qint64 m_acked = -1;
    qint64 m_standingOf = -1; // the event the server's standing was sent with, -1 on a new connection
    qint64 m_pruned = 0;      // the outbox holds nothing up to this event
    bool m_draining = false;
    QElapsedTimer m_sincePrune;
};

} // namespace adj
