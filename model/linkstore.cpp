// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkstore.h"

#include "battlestore.h"
#include "sqlitelink.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <sys/stat.h>

#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QString sealedAt()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString newLinkToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

} // namespace

LinkStore::~LinkStore()
{
    if (m_connection.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

bool LinkStore::open(const QString &battlePath, QString *error, bool readOnly)
{
    m_connection = u"adj-link-"_s + QUuid::createUuid().toString(QUuid::Id128);
    m_path = battlePath;
    if (readOnly) {
        m_db = BattleStore::connectReadOnly(m_connection, battlePath, error);
        if (!m_db.isOpen())
            return false;
    } else {
        m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        m_db.setDatabaseName(battlePath);
        m_db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        if (!m_db.open() || !sqlite::harden(m_db)) {
            *error = tr("%1 cannot be opened for the table link: %2")
                         .arg(battlePath, sqlite::explain(m_db.lastError()));
            m_db.close();
            return false;
        }
    }
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE name IN ('link_tokens', 'link_choices')"_s) ||
        !q.next()) {
        *error =
            tr("%1 cannot be read for the table link: %2").arg(battlePath, sqlite::explain(q.lastError()));
        m_db.close();
        return false;
    }
    if (q.value(0).toInt() != 2) {
        *error =
            tr("%1 has no table link tables: open it with this version of Adjutant first").arg(battlePath);
        m_db.close();
        return false;
    }
    m_file = idOf(battlePath);
    m_wal = idOf(battlePath + u"-wal"_s);
    m_shm = idOf(battlePath + u"-shm"_s);
    othersWrote();
    return readOnly || (exec(u"PRAGMA foreign_keys = ON"_s, {}, error) &&
                        exec(u"PRAGMA synchronous = FULL"_s, {}, error));
}

LinkStore::FileId LinkStore::idOf(const QString &path)
{
    struct stat st
    {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return {quint64(st.st_dev), quint64(st.st_ino)};
}

bool LinkStore::othersWrote()
{
    QSqlQuery q(m_db);
    if (!q.exec(u"PRAGMA data_version"_s) || !q.next())
        return false;
    const qint64 v = q.value(0).toLongLong();
    return std::exchange(m_dataVersion, v) != v;
}

LinkStore::Marks LinkStore::marks()
{
    Marks m;
    QSqlQuery q(m_db);
    if (q.exec(u"SELECT group_concat(side_id || '=' || token, ' ') FROM "
               "(SELECT side_id, token FROM link_tokens ORDER BY side_id)"_s) &&
        q.next())
        m.tokens = q.value(0).toString();
    if (q.exec(u"SELECT group_concat(id, ' ') FROM (SELECT id FROM link_choices WHERE state = 'sealed' "
               "ORDER BY id)"_s) &&
        q.next())
        m.sealed = q.value(0).toString();
    return m;
}

QString LinkStore::lost()
{
    const FileId now = idOf(m_path);
    if (now == FileId())
        return tr("%1 was deleted or moved").arg(m_path);
    if (!(now == m_file))
        return tr("%1 was replaced by another file").arg(m_path);
    if (sqlite::hasMoved(m_db))
        return tr("%1 was moved").arg(m_path);
    return {};
}

bool LinkStore::release()
{
    QSqlQuery q(m_db);
    if (!q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s) || !q.next() || q.value(0).toInt() != 0)
        return false;
    for (const auto &[side, id] : {std::pair{u"-wal"_s, m_wal}, std::pair{u"-shm"_s, m_shm}})
        if (!(id == FileId()) && idOf(m_path + side) == id)
            QFile::remove(m_path + side);
    return true;
}

bool LinkStore::exec(const QString &sql, const QVariantList &binds, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(sql);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (q.exec())
        return true;
    if (error)
        *error =
            tr("the table link could not write to the battle file: %1").arg(sqlite::explain(q.lastError()));
    return false;
}

QString LinkStore::token(qint64 sideId, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT token FROM link_tokens WHERE side_id = ?"_s);
    q.addBindValue(sideId);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return renewToken(sideId, error);
}

QString LinkStore::renewToken(qint64 sideId, QString *error)
{
    const QString t = newLinkToken();
    if (!exec(
            u"INSERT INTO link_tokens (side_id, token, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT (side_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at"_s,
            {sideId, t, sealedAt()}, error))
        return {};
    return t;
}

qint64 LinkStore::sideOfToken(const QString &token)
{
    if (!isToken(token))
        return 0;
    QSqlQuery q(m_db);
    q.prepare(u"SELECT side_id FROM link_tokens WHERE token = ?"_s);
    q.addBindValue(token);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

bool LinkStore::hasSubmission(const QString &submission)
{
    QSqlQuery seen(m_db);
    seen.prepare(u"SELECT 1 FROM link_choices WHERE submission = ?"_s);
    seen.addBindValue(submission);
    return seen.exec() && seen.next();
}

LinkStore::Seal LinkStore::seal(const Choice &c, QString *error)
{
    if (hasSubmission(c.submission))
        return Seal::Duplicate;
    if (!exec(u"BEGIN IMMEDIATE"_s, {}, error))
        return Seal::Failed;
    const QByteArray inputs = QJsonDocument(c.inputs).toJson(QJsonDocument::Compact);
    if (!exec(u"UPDATE link_choices SET state = 'replaced' WHERE side_id = ? AND state = 'sealed'"_s,
              {c.sideId}, error) ||
        !exec(u"INSERT INTO link_choices (side_id, form_key, submission, inputs, state, sealed_at) "
              "VALUES (?, ?, ?, ?, 'sealed', ?)"_s,
              {c.sideId, c.formKey, c.submission, QString::fromUtf8(inputs), sealedAt()}, error) ||
        !exec(u"COMMIT"_s, {}, error)) {
        exec(u"ROLLBACK"_s, {}, nullptr);
        return Seal::Failed;
    }
    return Seal::Sealed;
}

QList<LinkStore::Choice> LinkStore::sealed(QString *error)
{
    QList<Choice> out;
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT id, side_id, form_key, submission, inputs FROM link_choices "
                "WHERE state = 'sealed' ORDER BY side_id"_s)) {
        if (error)
            *error =
                tr("the table link could not read the battle file: %1").arg(sqlite::explain(q.lastError()));
        return out;
    }
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                    q.value(3).toString(), QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object()});
    return out;
}

bool LinkStore::markRevealed(qint64 choiceId, qint64 seq, QString *error)
{
    return exec(u"UPDATE link_choices SET state = 'revealed', revealed_seq = ? WHERE id = ?"_s,
                {seq, choiceId}, error);
}

bool LinkStore::discard(qint64 sideId, QString *error)
{
    return exec(u"UPDATE link_choices SET state = 'discarded' WHERE side_id = ? AND state = 'sealed'"_s,
                {sideId}, error);
}

bool LinkStore::isToken(const QString &text)
{
    static const QRegularExpression re(u"^[0-9a-f]{32}$"_s);
    return re.match(text).hasMatch();
}

bool LinkStore::isSubmissionId(const QString &text)
{
    static const QRegularExpression re(u"^[A-Za-z0-9_-]{8,64}$"_s);
    return re.match(text).hasMatch();
}

} // namespace adj
