// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlestore.h"

#include "club/clubevent.h"
#include "schema.h"
#include "schemacheck.h"
#include "sqlitelink.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlRecord>
#include <QThread>

#include <sqlite3.h>

#include <atomic>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
std::atomic<int> s_connectionCounter{0};

// How often a write transaction that found the battle busy for the whole busy timeout (5 s)
// is tried again before the action is refused.
constexpr int kWriteAttempts = 3;

QString jsonText(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}
QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
// A null QString binds as SQL NULL; our text columns are NOT NULL, empty is "".
QVariant bindable(const QVariant &v)
{
    if (v.typeId() == QMetaType::QString && v.toString().isNull())
        return QString(u""_s);
    return v;
}

// `joined` is the battle's prepared "SELECT COUNT(*) FROM club".
bool toOutbox(const QSqlDatabase &db, QSqlQuery &joined, const QVariantList &values, QString *error)
{
    // A battle that joined a club (docs/club.md) keeps each event's digest in its outbox, in the
    // event's own transaction; the mirror sends it later and never holds the table up.
    if (!joined.exec() || !joined.next()) {
        *error =
            BattleStore::tr("%1: the last action was not saved").arg(sqlite::explain(joined.lastError()));
        return false;
    }
    const bool isJoined = joined.value(0).toLongLong() > 0;
    joined.finish();
    if (!isJoined)
        return true;
    const auto array = [](const QVariant &v) {
        return QJsonDocument::fromJson(v.toString().toUtf8()).array();
    };
    Event e; // as it is read back from the file, so that the mirror's payload is the same
    e.seq = values.at(0).toLongLong();
    e.turn = values.at(1).toInt();
    e.phase = values.at(2).toString();
    e.kind = values.at(3).toString();
    e.actor = values.at(4).toString();
    e.summary = values.at(5).toString();
    e.inputs = QJsonDocument::fromJson(values.at(6).toString().toUtf8()).object();
    e.dice = array(values.at(7));
    e.trace = array(values.at(8));
    e.effects = array(values.at(9));
    e.changes = array(values.at(10));
    e.target = values.at(12).toLongLong();
    e.createdAt = values.at(13).toString();
    QSqlQuery out(db);
    out.prepare(u"INSERT INTO club_outbox (seq, digest) VALUES (?, ?)"_s);
    out.bindValue(0, e.seq);
    out.bindValue(1, club::digest(club::payload(e)));
    if (!out.exec()) {
        *error = BattleStore::tr("%1: the last action was not saved").arg(sqlite::explain(out.lastError()));
        return false;
    }
    return true;
}
} // namespace

BattleStore::BattleStore()
    : m_connection(u"adj-store-%1"_s.arg(s_connectionCounter.fetch_add(1)))
{}

BattleStore::~BattleStore()
{
    close();
}

bool BattleStore::create(const QString &path, const BattleInfo &info, QString *error)
{
    close();
    if (QFileInfo::exists(path)) {
        *error = tr("%1 already exists; a new battle never overwrites a file.").arg(path);
        return false;
    }
    if (!openConnection(path, false, error))
        return false;
    auto fail = [&](const QString &message) {
        *error = tr("%1 could not be created: %2").arg(path, message);
        close();
        QFile::remove(path);
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        QFile::remove(path + u"-journal"_s);
        return false;
    };
    QString why;
    if (!exec(u"PRAGMA application_id = %1"_s.arg(schema::kApplicationId), &why) ||
        !exec(u"PRAGMA journal_mode = WAL"_s, &why) || !exec(u"PRAGMA synchronous = FULL"_s, &why))
        return fail(why);
    if (!exec(u"BEGIN IMMEDIATE"_s, &why))
        return fail(why);
    for (const QString &sql : schema::createStatements()) {
        if (!exec(sql, &why)) {
            exec(u"ROLLBACK"_s, &why);
            return fail(why);
        }
    }
    if (!exec(u"PRAGMA user_version = %1"_s.arg(schema::kVersion), &why) ||
        !applyChange(RowChange{Table::Battle, 1, {}, info.toRow()}, &why) || !exec(u"COMMIT"_s, &why)) {
        QString ignored;
        exec(u"ROLLBACK"_s, &ignored);
        return fail(why);
    }
    close();
    return open(path, error);
}

bool BattleStore::openConnection(const QString &path, bool readOnly, QString *error)
{
    if (readOnly) {
        m_db = connectReadOnly(m_connection, path, error);
        if (!m_db.isOpen()) {
            close();
            return false;
        }
        return true;
    }
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!m_db.open()) {
        *error = tr("%1 cannot be opened: %2").arg(path, sqlite::explain(m_db.lastError()));
        close();
        return false;
    }
    if (!sqlite::harden(m_db)) {
        *error = tr("%1 cannot be opened: this Adjutant's SQLite cannot be made safe for files from others.")
                     .arg(path);
        close();
        return false;
    }
    return true;
}

bool BattleStore::migrate(int from, QString *error)
{
    // All steps in one transaction: a failure anywhere leaves the file at its old version.
    if (!exec(u"BEGIN IMMEDIATE"_s, error))
        return false;
    QString ignored;
    for (int v = from; v < schema::kVersion; ++v) {
        for (const QString &sql : schema::migrationStatements(v)) {
            if (!exec(sql, error)) {
                exec(u"ROLLBACK"_s, &ignored);
                return false;
            }
        }
        if (v == 6 && !fillUndoHistory(error)) {
            exec(u"ROLLBACK"_s, &ignored);
            return false;
        }
    }
    if (!exec(u"PRAGMA user_version = %1"_s.arg(schema::kVersion), error) || !exec(u"COMMIT"_s, error)) {
        exec(u"ROLLBACK"_s, &ignored);
        return false;
    }
    return true;
}

void BattleStore::close()
{
    if (m_logChecker) { // its connection is its own, but it reads this file
        m_logChecker->wait();
        m_logChecker.reset();
    }
    m_logCheck = QFuture<QString>();
    m_queries.clear();
    if (m_db.isValid()) {
        if (m_inWrite)
            abortWrite();
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_path.clear();
    m_readOnly.clear();
    m_eventCount = 0;
    m_dataVersion = -1;
    m_inWrite = false;
}

bool BattleStore::exec(const QString &sql, QString *error)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql)) {
        *error = describeFailure(q);
        return false;
    }
    return true;
}

QSqlQuery &BattleStore::prepared(const QString &sql)
{
    auto it = m_queries.find(sql);
    if (it == m_queries.end()) {
        QSqlQuery q(m_db);
        q.prepare(sql);
        it = m_queries.insert(sql, q);
    }
    return *it;
}

QString BattleStore::notSaved(const QSqlQuery &q) const
{
    return tr("%1: the last action was not saved").arg(describeFailure(q));
}

QString BattleStore::failedWrite(const QSqlQuery &q) const
{
    // A full disk or an I/O error says so, and that the action is not saved: told by SQLite's
    // code, never by comparing its translated text.
    const int code = sqlite::code(q.lastError());
    const QString why = describeFailure(q);
    return code == SQLITE_FULL || code == SQLITE_IOERR ? tr("%1: the last action was not saved").arg(why)
                                                       : why;
}

QString BattleStore::describeFailure(const QSqlQuery &q) const
{
    // Never SQLite's own text: what is wrong, in the referee's words.
    return sqlite::explain(q.lastError());
}

qint64 BattleStore::dataVersion()
{
    QSqlQuery &q = prepared(u"PRAGMA data_version"_s);
    if (!q.exec() || !q.next())
        return -1;
    const qint64 version = q.value(0).toLongLong();
    q.finish(); // no statement left open between the battle's transactions
    return version;
}

bool BattleStore::othersWrote()
{
    if (!m_db.isOpen())
        return false;
    const qint64 v = dataVersion();
    return v != m_dataVersion;
}

bool BattleStore::applyChange(const RowChange &c, QString *error)
{
    const QString table = tableName(c.table);
    const QStringList allowed = schema::columns(table);
    if (c.after.isEmpty()) {
        QSqlQuery &q = prepared(u"DELETE FROM %1 WHERE id = ?"_s.arg(table));
        q.bindValue(0, c.id);
        if (!q.exec()) {
            *error = failedWrite(q);
            return false;
        }
        return true;
    }
    QStringList cols;
    QVariantList values;
    for (auto it = c.after.cbegin(); it != c.after.cend(); ++it) {
        if (!allowed.contains(it.key())) {
            *error = tr("the table %1 has no column %2").arg(table, it.key());
            return false;
        }
        // The limits a file is read with are the limits it is written with.
        const QVariant value = bindable(it.value());
        if (const QString bad = SchemaCheck::checkValue(table, it.key(), value); !bad.isEmpty()) {
            *error = bad;
            return false;
        }
        if (table == u"sides"_s && it.key() == u"color"_s && !SchemaCheck::isColor(value.toString())) {
            *error = tr("the colour \"%1\" is not of the form #rrggbb").arg(value.toString().left(40));
            return false;
        }
        if (it.key() == u"id"_s)
            continue;
        cols << it.key();
        values << value;
    }
    QString sql;
    if (c.before.isEmpty()) {
        sql = u"INSERT INTO %1 (id, %2) VALUES (?%3)"_s.arg(table, cols.join(u", "_s),
                                                            u", ?"_s.repeated(cols.size()));
    } else {
        QStringList sets;
        for (const QString &col : cols)
            sets << col + u" = ?"_s;
        sql = u"UPDATE %1 SET %2 WHERE id = ?"_s.arg(table, sets.join(u", "_s));
    }
    QSqlQuery &q = prepared(sql);
    int i = 0;
    if (c.before.isEmpty())
        q.bindValue(i++, c.id);
    for (const QVariant &v : std::as_const(values))
        q.bindValue(i++, v);
    if (!c.before.isEmpty())
        q.bindValue(i++, c.id);
    if (!q.exec()) {
        *error = failedWrite(q);
        return false;
    }
    if (!c.before.isEmpty() && q.numRowsAffected() != 1) {
        *error = tr("the %1 row %2 does not exist").arg(table).arg(c.id);
        return false;
    }
    return true;
}

bool BattleStore::beginWrite(QString *error)
{
    if (!m_db.isOpen()) {
        *error = tr("no battle is open");
        return false;
    }
    if (isReadOnly()) {
        *error = tr("%1 is read-only (%2): nothing was changed").arg(m_path, m_readOnly);
        return false;
    }
    if (!awaitLogCheck(error))
        return false; // the file was refused after it opened: it is never written
    if (m_inWrite) {
        *error = tr("a write is already under way");
        return false;
    }
    // IMMEDIATE takes the write lock now, so that what is read inside is what is written on;
    // SQLite's busy timeout waits for the other writers, and a battle busy even then is tried
    // again a few times before the action is refused.
    for (int attempt = 1;; ++attempt) {
        QSqlQuery &q = prepared(u"BEGIN IMMEDIATE"_s);
        if (q.exec()) {
            m_inWrite = true;
            return true;
        }
        const int code = sqlite::code(q.lastError());
        if ((code != 5 /* SQLITE_BUSY */ && code != 6 /* SQLITE_LOCKED */) || attempt >= kWriteAttempts) {
            *error = tr("%1: the last action was not saved").arg(sqlite::explain(code));
            return false;
        }
        QThread::msleep(50);
    }
}

qint64 BattleStore::append(const QList<RowChange> &changes, const Event &event, QString *error)
{
    if (!m_inWrite) {
        *error = tr("no write is under way");
        return 0;
    }
    QString why;
    auto fail = [&](const QString &message) {
        *error = message;
        return qint64(0);
    };
    // A table at its limit takes no new row: the file would be refused when next opened.
    QList<Table> inserted;
    for (const RowChange &c : changes)
        if (c.before.isEmpty() && !c.after.isEmpty() && !inserted.contains(c.table))
            inserted << c.table;
    for (Table t : std::as_const(inserted)) {
        // A table holds no more rows than its ids span: the span is read off the id's b-tree in
        // two steps, and the rows are counted (a walk of the whole table, which grows with the
        // battle) only when the span is not below the limit. MAX and MIN stand in subqueries of
        // their own: together in one SELECT, SQLite walks the table for them.
        const QString table = tableName(t);
        QSqlQuery &span = prepared(
            u"SELECT COALESCE((SELECT MAX(id) FROM %1) - (SELECT MIN(id) FROM %1) + 1, 0)"_s.arg(table));
        if (!span.exec() || !span.next())
            return fail(notSaved(span));
        qint64 rows = span.value(0).toLongLong();
        span.finish();
        if (rows >= SchemaCheck::kMaxRows) {
            QSqlQuery &count = prepared(u"SELECT COUNT(*) FROM %1"_s.arg(table));
            if (!count.exec() || !count.next())
                return fail(notSaved(count));
            rows = count.value(0).toLongLong();
            count.finish();
        }
        if (rows >= SchemaCheck::kMaxRows)
            return fail(tr("the battle holds %1 rows of %2 already, the most it can")
                            .arg(SchemaCheck::kMaxRows)
                            .arg(table));
    }
    for (const RowChange &c : changes) {
        if (!applyChange(c, &why)) {
            return fail(why);
        }
    }

    // Numbered here, inside the write lock: after the last event any writer committed.
    QSqlQuery &last = prepared(u"SELECT COALESCE(MAX(seq), 0) FROM events"_s);
    if (!last.exec() || !last.next())
        return fail(notSaved(last));
    const qint64 lastSeq = last.value(0).toLongLong();
    last.finish();
    if (lastSeq >= SchemaCheck::kMaxSeq)
        return fail(tr("the battle's log is full (%1 events)").arg(lastSeq));
    const qint64 seq = lastSeq + 1;
    if (event.turn < 1 || event.turn > SchemaCheck::kMaxTurn)
        return fail(tr("turn %1 is outside 1 to %2").arg(event.turn).arg(SchemaCheck::kMaxTurn));
    // The undo history (v7, issue 30): a new action stands on top of it and drops what could be
    // redone; an undo or a redo moves its target, when the history has it where it acts.
    const bool step = event.kind == u"undo"_s || event.kind == u"redo"_s;
    if (!step) {
        QSqlQuery &drop = prepared(u"UPDATE events SET redo_order = NULL WHERE redo_order IS NOT NULL"_s);
        if (!drop.exec())
            return fail(notSaved(drop));
    }
    QSqlQuery &ins = prepared(
        u"INSERT INTO events (%1, undo_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(
            eventColumns()));
    QJsonArray changeArray;
    for (const RowChange &c : changes)
        changeArray.append(c.toJson());
    const QVariantList values{seq,
                              event.turn,
                              event.phase,
                              event.kind,
                              event.actor,
                              event.summary,
                              jsonText(event.inputs),
                              jsonText(event.dice),
                              jsonText(event.trace),
                              jsonText(event.effects),
                              jsonText(changeArray),
                              0,
                              event.target == 0 ? QVariant() : QVariant(event.target),
                              event.createdAt.isEmpty()
                                  ? QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)
                                  : event.createdAt,
                              step ? QVariant(QMetaType::fromType<qint64>()) : QVariant(seq)};
    for (int i = 0; i < values.size(); ++i)
        ins.bindValue(i, bindable(values.at(i)));
    if (!ins.exec())
        return fail(notSaved(ins));
    if (!toOutbox(m_db, prepared(u"SELECT COUNT(*) FROM club"_s), values, &why))
        return fail(why);

    if (event.target != 0 && step) {
        // SET reads the row as it was: an undo moves a standing action to the redo branch, a redo
        // a redoable one back on top; anything else (already undone, dropped) stays where it is.
        QSqlQuery &mark = prepared(
            event.kind == u"undo"_s
                ? u"UPDATE events SET undone = 1, redo_order = CASE WHEN undo_order IS NULL THEN redo_order"
                  " ELSE ? END, undo_order = NULL WHERE seq = ?"_s
                : u"UPDATE events SET undone = 0, undo_order = CASE WHEN redo_order IS NULL THEN undo_order"
                  " ELSE ? END, redo_order = NULL WHERE seq = ?"_s);
        mark.bindValue(0, seq);
        mark.bindValue(1, event.target);
        if (!mark.exec())
            return fail(notSaved(mark));
    }
    m_pendingSeq = seq;
    return seq;
}

bool BattleStore::endWrite(QString *error)
{
    QSqlQuery &q = prepared(u"COMMIT"_s);
    if (!q.exec()) {
        *error = tr("%1: the last action was not saved").arg(describeFailure(q));
        abortWrite();
        return false;
    }
    m_inWrite = false;
    // Our own commit leaves the data version as it was: what others wrote before it was read
    // inside the transaction (the caller reloads when othersWrote()).
    m_eventCount = m_pendingSeq;
    return true;
}

void BattleStore::abortWrite()
{
    QSqlQuery q(m_db);
    q.exec(u"ROLLBACK"_s);
    m_inWrite = false;
}

qint64 BattleStore::commit(const QList<RowChange> &changes, const Event &event, QString *error)
{
    if (!beginWrite(error))
        return 0;
    const qint64 seq = append(changes, event, error);
    if (seq == 0) {
        abortWrite();
        return 0;
    }
    return endWrite(error) ? seq : 0;
}

bool BattleStore::setSyncedCommits(bool synced, QString *error)
{
    return exec(synced ? u"PRAGMA synchronous = FULL"_s : u"PRAGMA synchronous = OFF"_s, error);
}

} // namespace adj
