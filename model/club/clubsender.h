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

    // Sends one batch at most; true when there may be more to send now.
    bool step(Status *status);
    // Steps until the outbox is sent or something stops it.
    Status drain();
    // Forgets the server's connection (after a failure, or to test a lost one).
    void disconnect();

private:
    bool openFile(Status *status);
    bool connectServer(const ClubStore::Membership &m, Status *status);
    void setWaiting(Status *status);
    QString m_path;
    BattleStore m_battle;
    ClubStore m_store;
    ClubServer m_server;
    QString m_key;
    QString m_battleId;
    qint64 m_acked = -1;      // the server's last event, -1 until asked
    qint64 m_standingOf = -1; // the event the server's standing was sent with
    qint64 m_pruned = 0;
    QElapsedTimer m_sincePrune;
};

} // namespace adj
