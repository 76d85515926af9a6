// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clubaddress.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>

namespace adj {

// A connection to a club's PostgreSQL server (docs/club.md), through Qt's QPSQL driver, with
// prepared statements only. What the server refuses comes back as a Failure with its code
// ("not-writer", "digest", "conflict", "gap", "no-club", "no-battle", "other-club"), "offline"
// when the server cannot be reached, "server" for anything else it said.
class ClubServer final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubServer)
    Q_DISABLE_COPY_MOVE(ClubServer)

public:
    struct Failure
    {
        QString code;
        QString hint; // what the server named: the writer's laptop, the event number
        QString message;
    };
    struct Battle
    {
        QString id;
        QString club;
        QString name;
        QString ruleset;
        QString writerName;
        bool isWriter = false; // this laptop's key is the battle's writer
        QString origin;        // the battle before its first event (JSON)
        qint64 lastSeq = 0;
        QJsonObject standing;
        QString updatedAt;
        bool left = false;
    };
    struct Stored
    {
        qint64 seq = 0;
        QByteArray payload;
        QString digest;
    };

    ClubServer();
    ~ClubServer();

    bool connect(const ClubAddress &address, Failure *failure);
    void disconnect();
    bool isConnected() const { return m_db.isOpen(); }
    QSqlDatabase database() const { return m_db; }
    const ClubAddress &address() const { return m_address; }

    // The schema's version on the server: 0 when there is none yet, -1 on a failure.
    int version(Failure *failure);
    // Creates or migrates the schema, the two roles and what they may do, and the club (the
    // connecting user must own the database or be its superuser). `done` tells what it did.
    bool init(const QString &club, QStringList *done, Failure *failure);

    // The battle's number on the server so far (0 for a new battle).
    qint64 join(const Battle &battle, const QString &key, Failure *failure);
    // Sends events (in order) and the battle's standing; returns the battle's last number then.
    qint64 append(const QString &battleId, const QString &key, const QList<Stored> &events,
                  const QJsonObject &standing, Failure *failure);
    qint64 takeOver(const QString &battleId, const QString &key, const QString &writerName, Failure *failure);
    bool leave(const QString &battleId, const QString &key, Failure *failure);
    // A battle as the server holds it; false with code "no-battle" when it has none of that id.
    bool battle(const QString &battleId, const QString &key, Battle *out, Failure *failure);
    // The battle's events from `from` on, in order, at most `limit`.
    QList<Stored> events(const QString &battleId, qint64 from, int limit, Failure *failure);
    // Every battle of the club that has not left it, in the order they joined.
    QList<Battle> battles(const QString &club, Failure *failure);
    bool hasClub(const QString &club, Failure *failure);

private:
    bool run(QSqlQuery &q, Failure *failure);
    Failure failureOf(const QSqlQuery &q) const;
    QString m_connection;
    QSqlDatabase m_db;
    ClubAddress m_address;
};

} // namespace adj
