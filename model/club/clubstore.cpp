// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubstore.h"

#include "clubevent.h"
#include "sqlitelink.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonArray arrayOf(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).array();
}

// An event of the log as the store writes and reads it (BattleStore::toOutbox makes the same).
Event eventOfRow(const QSqlQuery &q)
{
    Event e;
    e.seq = q.value(0).toLongLong();
    e.turn = q.value(1).toInt();
    e.phase = q.value(2).toString();
    e.kind = q.value(3).toString();
    e.actor = q.value(4).toString();
    e.summary = q.value(5).toString();
    e.inputs = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
    e.dice = arrayOf(q.value(7));
    e.trace = arrayOf(q.value(8));
    e.effects = arrayOf(q.value(9));
    e.changes = arrayOf(q.value(10));
    e.target = q.value(11).toLongLong();
    e.createdAt = q.value(12).toString();
    return e;
}

const QString kClubEventColumns = u"e.seq, e.turn, e.phase, e.kind, e.actor, e.summary, e.inputs, e.dice, e.trace,"
                         " e.effects, e.changes, e.target_seq, e.created_at"_s;

} // namespace

ClubStore::~ClubStore()
{
    if (m_connection.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

bool ClubStore::open(const QString &battlePath, QString *error)
{
    m_path = battlePath;
    m_connection = u"adj-club-"_s + QUuid::createUuid().toString(QUuid::Id128);
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    m_db.setDatabaseName(battlePath);
    m_db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!m_db.open() || !sqlite::harden(m_db)) {
        *error =
            tr("%1 cannot be opened for the club: %2").arg(battlePath, sqlite::explain(m_db.lastError()));
        m_db.close();
        return false;
    }
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE name IN ('club', 'club_outbox')"_s) || !q.next() ||
        q.value(0).toInt() != 2) {
        *error = tr("%1 has no club tables: open it with this version of Adjutant first").arg(battlePath);
        m_db.close();
        return false;
    }
    return exec(u"PRAGMA synchronous = FULL"_s, {}, error);
}

bool ClubStore::exec(const QString &sql, const QVariantList &binds, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(sql);
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds.at(i));
    if (!q.exec()) {
        if (error)
            *error = tr("%1: the club's rows were not written").arg(sqlite::explain(q.lastError()));
        return false;
    }
    return true;
}

ClubStore::Membership ClubStore::membership(QString *error)
{
    Membership m;
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT battle_id, club, server, joined_at FROM club WHERE id = 1"_s)) {
        if (error)
            *error = tr("%1: the club's rows cannot be read: %2").arg(m_path, sqlite::explain(q.lastError()));
        return m;
    }
    if (q.next()) {
        // Read from a file that may come from anyone: an id that is not a UUID is not a membership.
        const QString id = q.value(0).toString();
        if (!QUuid::fromString(id).isNull()) {
            m.battleId = id;
            m.club = q.value(1).toString().left(200);
            m.server = q.value(2).toString().left(1000);
            m.joinedAt = q.value(3).toString().left(40);
        }
    }
    return m;
}

bool ClubStore::join(const Membership &m, QString *error)
{
    if (!exec(u"BEGIN IMMEDIATE"_s, {}, error))
        return false;
    const auto fail = [&] {
        QString ignored;
        exec(u"ROLLBACK"_s, {}, &ignored);
        return false;
    };
    if (!exec(u"DELETE FROM club"_s, {}, error) ||
        !exec(u"INSERT INTO club (id, battle_id, club, server, joined_at) VALUES (1, ?, ?, ?, ?)"_s,
              {m.battleId, m.club, m.server, m.joinedAt}, error))
        return fail();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(
            u"SELECT %1 FROM events e WHERE e.seq NOT IN (SELECT seq FROM club_outbox) ORDER BY e.seq"_s.arg(
                kClubEventColumns))) {
        *error = tr("%1: the log cannot be read: %2").arg(m_path, sqlite::explain(q.lastError()));
        return fail();
    }
    QSqlQuery ins(m_db);
    ins.prepare(u"INSERT INTO club_outbox (seq, digest) VALUES (?, ?)"_s);
    while (q.next()) {
        const Event e = eventOfRow(q);
        ins.bindValue(0, e.seq);
        ins.bindValue(1, club::digest(club::payload(e)));
        if (!ins.exec()) {
            *error = tr("%1: the club's rows were not written").arg(sqlite::explain(ins.lastError()));
            return fail();
        }
    }
    return exec(u"COMMIT"_s, {}, error) || fail();
}

bool ClubStore::adopt(const Membership &m, QString *error)
{
    return exec(u"DELETE FROM club_outbox"_s, {}, error) && exec(u"DELETE FROM club"_s, {}, error) &&
           exec(u"INSERT INTO club (id, battle_id, club, server, joined_at) VALUES (1, ?, ?, ?, ?)"_s,
                {m.battleId, m.club, m.server, m.joinedAt}, error);
}

bool ClubStore::leave(QString *error)
{
    if (!exec(u"BEGIN IMMEDIATE"_s, {}, error))
        return false;
    if (exec(u"DELETE FROM club_outbox"_s, {}, error) && exec(u"DELETE FROM club"_s, {}, error) &&
        exec(u"COMMIT"_s, {}, error))
        return true;
    QString ignored;
    exec(u"ROLLBACK"_s, {}, &ignored);
    return false;
}

QList<ClubStore::Outgoing> ClubStore::outgoing(qint64 after, int limit, QString *error)
{
    QList<Outgoing> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1, o.digest FROM club_outbox o JOIN events e ON e.seq = o.seq WHERE o.seq > ?"
              " ORDER BY o.seq LIMIT ?"_s.arg(kClubEventColumns));
    q.bindValue(0, after);
    q.bindValue(1, limit);
    if (!q.exec()) {
        *error = tr("%1: the club's outbox cannot be read: %2").arg(m_path, sqlite::explain(q.lastError()));
        return {};
    }
    while (q.next()) {
        const Event e = eventOfRow(q);
        out << Outgoing{e.seq, club::payload(e), q.value(13).toString()};
    }
    return out;
}

qint64 ClubStore::waiting(qint64 after)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT COUNT(*) FROM club_outbox WHERE seq > ?"_s);
    q.bindValue(0, after);
    return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
}

qint64 ClubStore::lastQueued()
{
    QSqlQuery q(m_db);
    return q.exec(u"SELECT COALESCE(MAX(seq), 0) FROM club_outbox"_s) && q.next() ? q.value(0).toLongLong()
                                                                                  : 0;
}

bool ClubStore::prune(qint64 seq, QString *error)
{
    return exec(u"DELETE FROM club_outbox WHERE seq <= ?"_s, {seq}, error);
}

} // namespace adj
