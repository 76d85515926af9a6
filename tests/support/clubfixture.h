// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The throwaway PostgreSQL cluster of the club's tests (scripts/club-server, started by CTest's
// fixture club/server_start; docs/club.md). A test binary run on its own starts one of its own.
#include "club/clubaddress.h"
#include "club/clubserver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

namespace adj::testing {

// What the server holds of a battle: its events' count, whether they are 1..n each once, and
// whether they arrived in the order of their numbers.
struct Arrived
{
    qint64 count = 0;
    bool contiguous = false;
    bool inOrder = false;
};

// The laptop the club's code acts as: its key is the file ADJ_CLUB_KEY_FILE names.
inline void useKeyFile(const QString &path)
{
    qputenv("ADJ_CLUB_KEY_FILE", path.toUtf8());
}

class ClubCluster
{
public:
    // Finds the fixture's cluster, or starts one (stopped by the destructor).
    bool up(QString *error)
    {
        m_pointer = qEnvironmentVariable("ADJ_CLUB_POINTER");
        if (m_pointer.isEmpty() || !QFile::exists(m_pointer)) {
            m_pointer = m_own.path() + QStringLiteral("/pointer");
            m_started = true;
            if (!control(QStringLiteral("start"))) {
                *error = QStringLiteral("scripts/club-server start failed");
                return false;
            }
        }
        QFile f(m_pointer);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("no cluster: ") + m_pointer;
            return false;
        }
        m_dir = QString::fromUtf8(f.readAll()).trimmed();
        return true;
    }
    ~ClubCluster()
    {
        if (m_started)
            control(QStringLiteral("stop"));
    }
    QString url(const QString &db, const QString &user) const
    {
        return QStringLiteral("postgresql:///%1?host=%2/sock&user=%3").arg(db, m_dir, user);
    }
    // kill, halt, resume: the server as a power cut, a clean stop and a start would leave it.
    bool control(const QString &command) const
    {
        QProcess p;
        p.start(QStringLiteral(ADJ_SOURCE_DIR "/scripts/club-server"), {command, m_pointer});
        return p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }
    // A database of its own for a test, dropped first when it is there, with the club's schema and
    // `club` in it (made by the cluster's superuser, as an organiser runs club init).
    bool freshClub(const QString &db, const QString &club, QString *error) const
    {
        {
            QSqlDatabase admin = connection(QStringLiteral("club"));
            if (!admin.open()) {
                *error = admin.lastError().text();
                return false;
            }
            QSqlQuery q(admin);
            if (!q.exec(QStringLiteral("DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)").arg(db)) ||
                !q.exec(QStringLiteral("CREATE DATABASE \"%1\"").arg(db))) {
                *error = q.lastError().text();
                return false;
            }
        }
        QSqlDatabase::removeDatabase(m_admin);
        ClubAddress a;
        ClubServer s;
        ClubServer::Failure f;
        QStringList done;
        if (!ClubAddress::parse(url(db, QStringLiteral("postgres")), &a, error))
            return false;
        if (!s.connect(a, &f) || !s.init(club, &done, &f)) {
            *error = f.message;
            return false;
        }
        return true;
    }
    // The cluster up and a fresh club "harbour" in the database `db`: the table's address
    // (adjutant_table) that joins it, or empty with `error` saying why.
    QString upWithFreshClub(const QString &db, QString *error)
    {
        if (!up(error) || !freshClub(db, QStringLiteral("harbour"), error))
            return {};
        return url(db, QStringLiteral("adjutant_table"));
    }
    // A superuser's connection to `db`, to look at what arrived (the tests' own eyes).
    QSqlDatabase connection(const QString &db) const
    {
        m_admin = QStringLiteral("club-admin-") + QUuid::createUuid().toString(QUuid::Id128);
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_admin);
        d.setDatabaseName(db);
        d.setUserName(QStringLiteral("postgres"));
        d.setHostName(m_dir + QStringLiteral("/sock"));
        return d;
    }
    // What arrived in `db` of the battle `battleId`; nothing when the server could not be asked.
    Arrived arrived(const QString &db, const QString &battleId) const
    {
        QSqlDatabase d = connection(db);
        Arrived a;
        if (!d.open())
            return a;
        QSqlQuery q(d);
        q.prepare(QStringLiteral(
            "SELECT count(*), COALESCE(max(seq), 0) = count(*) AND COALESCE(min(seq), 1) = 1"
            " AND count(DISTINCT seq) = count(*), COALESCE(bool_and(ok), true) FROM (SELECT seq,"
            " arrival > lag(arrival, 1, 0::bigint) OVER (ORDER BY seq) AS ok FROM adjutant.events"
            " WHERE battle = ?::uuid) e"));
        q.addBindValue(battleId);
        if (q.exec() && q.next())
            a = {q.value(0).toLongLong(), q.value(1).toBool(), q.value(2).toBool()};
        return a;
    }
    QString dir() const { return m_dir; }

private:
    QTemporaryDir m_own;
    QString m_pointer;
    QString m_dir;
    mutable QString m_admin;
    bool m_started = false;
};

} // namespace adj::testing
