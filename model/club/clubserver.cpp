// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubserver.h"

#include "clubschema.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kUtc = u"to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"_s;

QString keyHash(const QString &key)
{
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

ClubServer::ClubServer()
    : m_connection(u"adj-club-server-"_s + QUuid::createUuid().toString(QUuid::Id128))
{}

ClubServer::~ClubServer()
{
    disconnect();
}

bool ClubServer::connect(const ClubAddress &address, Failure *failure)
{
    disconnect();
    m_address = address;
    m_db = address.connection(m_connection);
    if (!m_db.isValid()) {
        *failure = {u"offline"_s,
                    {},
                    tr("this Adjutant cannot reach PostgreSQL: Qt's QPSQL driver is not installed "
                       "(Debian: libqt6sql6-psql)")};
        return false;
    }
    if (!m_db.open()) {
        const QString why = m_db.lastError().driverText() + u' ' + m_db.lastError().databaseText();
        *failure = {u"offline"_s,
                    {},
                    tr("the club's server %1 cannot be reached: %2").arg(address.where(), why.simplified())};
        disconnect();
        return false;
    }
    return true;
}

void ClubServer::disconnect()
{
    if (!m_db.isValid())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

ClubServer::Failure ClubServer::failureOf(const QSqlQuery &q) const
{
    const QSqlError e = q.lastError();
    const QString text = e.databaseText();
    static const QRegularExpression kCode(u"adjutant:([a-z-]+)"_s);
    static const QRegularExpression kHint(u"HINT:\\s*(.*)"_s);
    const QString code = kCode.match(text).captured(1);
    const QString hint = kHint.match(text).captured(1).trimmed();
    if (code == u"not-writer"_s)
        return {code, hint,
                tr("the club's server takes this battle's events from another laptop (%1): take it over "
                   "(club takeover) to write it from here")
                    .arg(hint)};
    if (code == u"digest"_s)
        return {code, hint,
                tr("event %1 does not match its digest: it changed after it was written").arg(hint)};
    if (code == u"conflict"_s)
        return {code, hint,
                tr("the club's server holds another event %1 for this battle: this file is not the "
                   "battle the club has (pull it again)")
                    .arg(hint)};
    if (code == u"gap"_s)
        return {code, hint, tr("the club's server has this battle's events up to %1 only").arg(hint)};
    if (code == u"no-club"_s)
        return {code, hint, tr("the server has no club \"%1\" (club init makes one)").arg(hint)};
    if (code == u"other-club"_s)
        return {code, hint, tr("this battle belongs to the club \"%1\" on that server").arg(hint)};
    if (code == u"no-battle"_s)
        return {code, hint, tr("the club's server has no such battle")};
    if (!m_db.isOpen() || e.type() == QSqlError::ConnectionError || text.contains(u"terminat"_s) ||
        text.contains(u"connection"_s, Qt::CaseInsensitive))
        return {u"offline"_s,
                {},
                tr("the club's server %1 was lost: %2").arg(m_address.where(), text.simplified())};
    const QString said = text + u' ' + e.driverText();
    return {u"server"_s, {}, tr("the club's server said: %1").arg(said.simplified())};
}

bool ClubServer::run(QSqlQuery &q, Failure *failure)
{
    if (q.exec())
        return true;
    *failure = failureOf(q);
    return false;
}

int ClubServer::version(Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT to_regclass('adjutant.meta') IS NOT NULL"_s);
    if (!run(q, failure) || !q.next())
        return -1;
    if (!q.value(0).toBool())
        return 0;
    QSqlQuery v(m_db);
    v.prepare(u"SELECT value FROM adjutant.meta WHERE key = 'version'"_s);
    if (!run(v, failure))
        return -1;
    return v.next() ? v.value(0).toInt() : 0;
}

bool ClubServer::init(const QString &club, QStringList *done, Failure *failure)
{
    const int from = version(failure);
    if (from < 0)
        return false;
    if (from > club::kServerVersion) {
        *failure = {
            u"newer"_s,
            {},
            tr("the club's schema on the server is of a newer Adjutant (version %1; this one knows %2)")
                .arg(from)
                .arg(club::kServerVersion)};
        return false;
    }
    QStringList steps{
        u"BEGIN"_s, u"CREATE SCHEMA IF NOT EXISTS adjutant"_s,
        u"CREATE TABLE IF NOT EXISTS adjutant.meta (key text PRIMARY KEY, value text NOT NULL)"_s};
    for (const char *role : {club::kTableRole, club::kBoardRole})
        steps << uR"(DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN
                     CREATE ROLE %1 LOGIN; END IF; END $r$)"_s.arg(QLatin1StringView(role));
    for (int v = from; v < club::kServerVersion; ++v)
        steps << club::serverSteps(v);
    steps << club::serverGrants();
    for (const QString &sql : std::as_const(steps)) {
        QSqlQuery q(m_db);
        if (!q.exec(sql)) { // the schema's own statements: constants, no value of anyone's in them
            *failure = failureOf(q);
            QSqlQuery(m_db).exec(u"ROLLBACK"_s);
            return false;
        }
    }
    QSqlQuery meta(m_db);
    meta.prepare(u"INSERT INTO adjutant.meta (key, value) VALUES ('version', ?)"
                 " ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value"_s);
    meta.addBindValue(QString::number(club::kServerVersion));
    QSqlQuery add(m_db);
    add.prepare(u"INSERT INTO adjutant.clubs (name) VALUES (?) ON CONFLICT DO NOTHING"_s);
    add.addBindValue(club);
    if (!run(meta, failure) || !run(add, failure) || !QSqlQuery(m_db).exec(u"COMMIT"_s)) {
        QSqlQuery(m_db).exec(u"ROLLBACK"_s);
        return false;
    }
    if (from < club::kServerVersion)
        *done << tr("the club's schema %1 version %2")
                     .arg(from == 0 ? tr("created at") : tr("migrated to"))
                     .arg(club::kServerVersion);
    *done << tr("the roles %1 (tables: their own battles' events, and reading) and %2 (the board: reading)")
                 .arg(QLatin1StringView(club::kTableRole), QLatin1StringView(club::kBoardRole));
    *done << (add.numRowsAffected() > 0 ? tr("the club \"%1\" created").arg(club)
                                        : tr("the club \"%1\" was there already").arg(club));
    return true;
}

bool ClubServer::hasClub(const QString &club, Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT 1 FROM adjutant.clubs WHERE name = ?"_s);
    q.addBindValue(club);
    return run(q, failure) && q.next();
}

qint64 ClubServer::join(const Battle &b, const QString &key, Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT adjutant.join_battle(?::uuid, ?, ?, ?, ?, ?, ?)"_s);
    for (const QString &v : {b.id, b.club, b.name, b.ruleset, key, b.writerName, b.origin})
        q.addBindValue(v);
    if (!run(q, failure) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 ClubServer::append(const QString &battleId, const QString &key, const QList<Stored> &events,
                          const QJsonObject &standing, Failure *failure)
{
    // One round trip for the batch: [[seq, payload, digest], ...] (the payload as text, so that its
    // digest is checked on the very bytes that were written).
    QJsonArray batch;
    for (const Stored &e : events)
        batch.append(QJsonArray{e.seq, QString::fromUtf8(e.payload), e.digest});
    QSqlQuery q(m_db);
    q.prepare(u"SELECT adjutant.append_events(?::uuid, ?, ?, ?)"_s);
    q.addBindValue(battleId);
    q.addBindValue(key);
    q.addBindValue(QString::fromUtf8(QJsonDocument(batch).toJson(QJsonDocument::Compact)));
    q.addBindValue(standing.isEmpty()
                       ? QString(u""_s)
                       : QString::fromUtf8(QJsonDocument(standing).toJson(QJsonDocument::Compact)));
    if (!run(q, failure) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 ClubServer::takeOver(const QString &battleId, const QString &key, const QString &writerName,
                            Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT adjutant.take_over(?::uuid, ?, ?)"_s);
    q.addBindValue(battleId);
    q.addBindValue(key);
    q.addBindValue(writerName);
    if (!run(q, failure) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

bool ClubServer::leave(const QString &battleId, const QString &key, Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT adjutant.leave_battle(?::uuid, ?)"_s);
    q.addBindValue(battleId);
    q.addBindValue(key);
    return run(q, failure);
}

bool ClubServer::battle(const QString &battleId, const QString &key, Battle *out, Failure *failure)
{
    QSqlQuery q(m_db);
    q.prepare(
        u"SELECT id::text, club, name, ruleset, writer, writer_name, origin, last_seq, standing::text, %1,"
        " left_at IS NOT NULL FROM adjutant.battles WHERE id = ?::uuid"_s.arg(kUtc.arg(u"updated_at"_s)));
    q.addBindValue(battleId);
    if (!run(q, failure))
        return false;
    if (!q.next()) {
        *failure = {u"no-battle"_s, {}, tr("the club's server has no battle %1").arg(battleId)};
        return false;
    }
    Battle b;
    b.id = q.value(0).toString();
    b.club = q.value(1).toString();
    b.name = q.value(2).toString();
    b.ruleset = q.value(3).toString();
    b.isWriter = q.value(4).toString() == keyHash(key);
    b.writerName = q.value(5).toString();
    b.origin = q.value(6).toString();
    b.lastSeq = q.value(7).toLongLong();
    b.standing = QJsonDocument::fromJson(q.value(8).toString().toUtf8()).object();
    b.updatedAt = q.value(9).toString();
    b.left = q.value(10).toBool();
    *out = b;
    return true;
}

QList<ClubServer::Stored> ClubServer::events(const QString &battleId, qint64 from, int limit,
                                             Failure *failure)
{
    QList<Stored> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT seq, payload, digest FROM adjutant.events WHERE battle = ?::uuid AND seq >= ?"
              " ORDER BY seq LIMIT ?"_s);
    q.addBindValue(battleId);
    q.addBindValue(from);
    q.addBindValue(limit);
    if (!run(q, failure))
        return {};
    while (q.next())
        out << Stored{q.value(0).toLongLong(), q.value(1).toString().toUtf8(), q.value(2).toString()};
    return out;
}

QList<ClubServer::Battle> ClubServer::battles(const QString &club, Failure *failure)
{
    // The board's role reads these columns and no others.
    QList<Battle> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id::text, name, ruleset, last_seq, standing::text, %1 FROM adjutant.battles"
              " WHERE club = ? AND left_at IS NULL ORDER BY name, id"_s.arg(kUtc.arg(u"updated_at"_s)));
    q.addBindValue(club);
    if (!run(q, failure))
        return {};
    while (q.next()) {
        Battle b;
        b.id = q.value(0).toString();
        b.club = club;
        b.name = q.value(1).toString();
        b.ruleset = q.value(2).toString();
        b.lastSeq = q.value(3).toLongLong();
        b.standing = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
        b.updatedAt = q.value(5).toString();
        out << b;
    }
    return out;
}

} // namespace adj
