// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace adj {

class BattleState;

// The club's own rows in a battle file (schema v6, docs/club.md): the club the battle joined and
// the outbox of its events (number and digest) not yet known to be on the server. Like the table
// link's, they are not the battle's state: never undone, never logged. A connection of its own to
// the file, as the table link's, so that the battle's writers are not disturbed.
class ClubStore final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubStore)

public:
    struct Membership
    {
        QString battleId; // the battle's id on the server (a UUID)
        QString club;
        QString server; // the address as given, never with a password
        QString joinedAt;
        bool isJoined() const { return !battleId.isEmpty(); }
    };
    struct Outgoing
    {
        qint64 seq = 0;
        QByteArray payload;
        QString digest;
    };

    ClubStore() = default;
    ~ClubStore();
    ClubStore(const ClubStore &) = delete;
    ClubStore &operator=(const ClubStore &) = delete;

    // Opens the battle file (already at schema v6: open it with BattleDocument first).
    bool open(const QString &battlePath, QString *error);
    bool isOpen() const { return m_db.isOpen(); }
    QString path() const { return m_path; }

    Membership membership(QString *error = nullptr);
    // Joins: writes the membership and puts every event of the log in the outbox, in one write
    // transaction (the events from now on are put there by their own commits).
    bool join(const Membership &m, QString *error);
    // Leaves: the membership and the outbox go; the battle is as it was.
    bool leave(QString *error);
    // Writes the membership of a battle rebuilt from the server; its events are all there already.
    bool adopt(const Membership &m, QString *error);

    // The outbox's events after `after`, in order, at most `limit`, each with its payload as read
    // from the log now and the digest written at its commit.
    QList<Outgoing> outgoing(qint64 after, int limit, QString *error);
    // How many events of the outbox come after `after`; -1 on a failure.
    qint64 waiting(qint64 after);
    // The last number in the outbox (0 when empty).
    qint64 lastQueued();
    // Drops the outbox's rows up to `seq` (they are on the server).
    bool prune(qint64 seq, QString *error);

private:
    bool exec(const QString &sql, const QVariantList &binds, QString *error);
    QString m_connection;
    QString m_path;
    QSqlDatabase m_db;
};

} // namespace adj
