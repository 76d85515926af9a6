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

#include <QVarLengthArray>

#include <array>
#include <atomic>
#include <cstdio>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
std::atomic<int> s_connectionCounter{0};

// How often a write transaction that found the battle busy for the whole busy timeout (5 s)
// is tried again before the action is refused.
constexpr int kWriteAttempts = 3;

// A null QString binds as SQL NULL; our text columns are NOT NULL, empty is "".
QVariant bindable(const QVariant &v)
{
    if (v.typeId() == QMetaType::QString && v.toString().isNull())
        return QString(u""_s);
    return v;
}

// The time now as Qt::ISODateWithMs writes it in UTC ("2026-12-02T21:24:17.123Z"), without the
// locale-aware formatter: every commit stamps its event.
QString utcNow()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDate d = now.date();
    const QTime t = now.time();
    char text[32];
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", d.year(), d.month(), d.day(),
                  t.hour(), t.minute(), t.second(), t.msec());
    return QString::fromLatin1(text);
}

// An event's row as append() writes it: the event, without its JSON members, and their text.
struct LoggedEvent
{
    Event event;
    EventText text;
};

// `joined` is the battle's "SELECT COUNT(*) FROM club", `out` its insert into the outbox.
bool toOutbox(sqlite::Statement &joined, sqlite::Statement &out, const LoggedEvent &logged, QString *error)
{
    // A battle that joined a club (docs/club.md) keeps each event's digest in its outbox, in the
    // event's own transaction; the mirror sends it later and never holds the table up.
    if (!joined.run()) {
        *error = BattleStore::tr("%1: the last action was not saved").arg(sqlite::explain(joined.failure()));
        return false;
    }
    const bool isJoined = joined.integer(0) > 0;
    joined.finish();
    if (!isJoined)
        return true;
    // The event as it is read back from the file, so that the mirror's payload is the same.
    out.bind(0, logged.event.seq);
    out.bind(1, club::digest(club::payload(logged.event, logged.text)));
    if (!out.run()) {
        *error = BattleStore::tr("%1: the last action was not saved").arg(sqlite::explain(out.failure()));
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
    m_rowWrites.clear();
    m_statements.clear(); // finalized before their connection closes
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

sqlite::Statement &BattleStore::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end() || !it->second->isPrepared()) // one that failed is tried anew
        it = m_statements.insert_or_assign(sql, std::make_unique<sqlite::Statement>(m_db, sql)).first;
    return *it->second;
}

namespace {
// A table as a row of it is written: its name, its columns and their rules, looked up once.
struct TableWrite
{
    QString name;
    QStringList columns;
    SchemaCheck::Columns rules;
    QString deleteSql;

    explicit TableWrite(Table t)
        : name(tableName(t))
        , columns(schema::columns(name))
        , rules(name, columns)
        , deleteSql(u"DELETE FROM %1 WHERE id = ?"_s.arg(name))
    {
        Q_ASSERT(columns.size() <= 32); // rowWrite() names a row's columns by the bits of a quint32
    }
};

const TableWrite &tableWrite(Table t)
{
    static const std::array<TableWrite, 8> tables{TableWrite(Table::Battle),  TableWrite(Table::Sides),
                                                  TableWrite(Table::Units),   TableWrite(Table::Leaders),
                                                  TableWrite(Table::Markers), TableWrite(Table::Counters),
                                                  TableWrite(Table::Ranges),  TableWrite(Table::Trackers)};
    return tables.at(std::size_t(t));
}
} // namespace

sqlite::Statement &BattleStore::rowWrite(Table table, bool insert, quint32 columns)
{
    const quint64 key = (quint64(table) << 33) | (quint64(insert) << 32) | columns;
    if (sqlite::Statement *known = m_rowWrites.value(key); known && known->isPrepared())
        return *known;
    const TableWrite &t = tableWrite(table);
    QStringList named;
    for (int i = 0; i < t.columns.size(); ++i)
        if (columns & (1u << i))
            named << t.columns.at(i);
    QString sql;
    if (insert) {
        sql = u"INSERT INTO %1 (id, %2) VALUES (?%3)"_s.arg(t.name, named.join(u", "_s),
                                                            u", ?"_s.repeated(named.size()));
    } else {
        for (QString &col : named)
            col += u" = ?"_s;
        sql = u"UPDATE %1 SET %2 WHERE id = ?"_s.arg(t.name, named.join(u", "_s));
    }
    sqlite::Statement &q = prepared(sql);
    m_rowWrites.insert(key, &q);
    return q;
}

QString BattleStore::notSaved(int code)
{
    return tr("%1: the last action was not saved").arg(sqlite::explain(code));
}

QString BattleStore::failedWrite(int code)
{
    // A full disk or an I/O error says so, and that the action is not saved: told by SQLite's
    // code, never by comparing its translated text.
    return code == SQLITE_FULL || code == SQLITE_IOERR ? notSaved(code) : sqlite::explain(code);
}

QString BattleStore::describeFailure(const QSqlQuery &q) const
{
    // Never SQLite's own text: what is wrong, in the referee's words.
    return sqlite::explain(q.lastError());
}

qint64 BattleStore::dataVersion()
{
    sqlite::Statement &q = prepared(u"PRAGMA data_version"_s);
    if (!q.run())
        return -1;
    const qint64 version = q.integer(0);
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
    const TableWrite &t = tableWrite(c.table);
    if (c.after.isEmpty()) {
        sqlite::Statement &q = prepared(t.deleteSql);
        q.bind(0, c.id);
        if (!q.run()) {
            *error = failedWrite(q.failure());
            return false;
        }
        return true;
    }
    QVarLengthArray<QVariant, 16> values(t.columns.size()); // by the column's place in the table
    quint32 columns = 0;
    for (auto it = c.after.cbegin(); it != c.after.cend(); ++it) {
        const qsizetype column = t.columns.indexOf(it.key());
        if (column < 0) {
            *error = tr("the table %1 has no column %2").arg(t.name, it.key());
            return false;
        }
        // The limits a file is read with are the limits it is written with.
        const QVariant value = bindable(it.value());
        if (const QString bad = t.rules.check(column, value); !bad.isEmpty()) {
            *error = bad;
            return false;
        }
        if (c.table == Table::Sides && it.key() == u"color"_s && !SchemaCheck::isColor(value.toString())) {
            *error = tr("the colour \"%1\" is not of the form #rrggbb").arg(value.toString().left(40));
            return false;
        }
        if (it.key() == u"id"_s)
            continue;
        columns |= 1u << column;
        values[column] = value;
    }
    const bool insert = c.before.isEmpty();
    sqlite::Statement &q = rowWrite(c.table, insert, columns);
    int i = 0;
    if (insert)
        q.bind(i++, c.id);
    for (qsizetype column = 0; column < values.size(); ++column)
        if (columns & (1u << column))
            q.bind(i++, values.at(column));
    if (!insert)
        q.bind(i++, c.id);
    if (!q.run()) {
        *error = failedWrite(q.failure());
        return false;
    }
    if (!insert && q.changes() != 1) {
        *error = tr("the %1 row %2 does not exist").arg(t.name).arg(c.id);
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
        sqlite::Statement &q = prepared(u"BEGIN IMMEDIATE"_s);
        if (q.run()) {
            m_inWrite = true;
            return true;
        }
        const int code = q.failure();
        if ((code != SQLITE_BUSY && code != SQLITE_LOCKED) || attempt >= kWriteAttempts) {
            *error = notSaved(code);
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
        sqlite::Statement &span = prepared(
            u"SELECT COALESCE((SELECT MAX(id) FROM %1) - (SELECT MIN(id) FROM %1) + 1, 0)"_s.arg(table));
        if (!span.run())
            return fail(notSaved(span.failure()));
        qint64 rows = span.integer(0);
        span.finish();
        if (rows >= SchemaCheck::kMaxRows) {
            sqlite::Statement &count = prepared(u"SELECT COUNT(*) FROM %1"_s.arg(table));
            if (!count.run())
                return fail(notSaved(count.failure()));
            rows = count.integer(0);
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
    sqlite::Statement &last = prepared(u"SELECT COALESCE(MAX(seq), 0) FROM events"_s);
    if (!last.run())
        return fail(notSaved(last.failure()));
    const qint64 lastSeq = last.integer(0);
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
        sqlite::Statement &drop =
            prepared(u"UPDATE events SET redo_order = NULL WHERE redo_order IS NOT NULL"_s);
        if (!drop.run())
            return fail(notSaved(drop.failure()));
    }
    // The event's row as it is read back (eventFrom), its JSON as QJsonDocument's compact text.
    LoggedEvent logged;
    logged.event.seq = seq;
    logged.event.turn = event.turn;
    logged.event.phase = event.phase;
    logged.event.kind = event.kind;
    logged.event.actor = event.actor;
    logged.event.summary = event.summary;
    logged.event.target = event.target;
    logged.event.createdAt = event.createdAt.isEmpty() ? utcNow() : event.createdAt;
    logged.text.inputs = QJsonDocument(event.inputs).toJson(QJsonDocument::Compact);
    logged.text.dice = QJsonDocument(event.dice).toJson(QJsonDocument::Compact);
    logged.text.trace = QJsonDocument(event.trace).toJson(QJsonDocument::Compact);
    logged.text.effects = QJsonDocument(event.effects).toJson(QJsonDocument::Compact);
    logged.text.changes = RowChange::compactJson(changes).toUtf8();
    sqlite::Statement &ins = prepared(
        u"INSERT INTO events (%1, undo_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(
            eventColumns()));
    const Event &e = logged.event;
    ins.bind(0, e.seq);
    ins.bind(1, qint64(e.turn));
    ins.bind(2, bindable(e.phase));
    ins.bind(3, bindable(e.kind));
    ins.bind(4, bindable(e.actor));
    ins.bind(5, bindable(e.summary));
    ins.bindText(6, logged.text.inputs);
    ins.bindText(7, logged.text.dice);
    ins.bindText(8, logged.text.trace);
    ins.bindText(9, logged.text.effects);
    ins.bindText(10, logged.text.changes);
    ins.bind(11, qint64(0));
    ins.bind(12, e.target == 0 ? QVariant() : QVariant(e.target));
    ins.bind(13, bindable(e.createdAt));
    ins.bind(14, step ? QVariant() : QVariant(seq));
    if (!ins.run())
        return fail(notSaved(ins.failure()));
    if (!toOutbox(prepared(u"SELECT COUNT(*) FROM club"_s),
                  prepared(u"INSERT INTO club_outbox (seq, digest) VALUES (?, ?)"_s), logged, &why))
        return fail(why);

    if (event.target != 0 && step) {
        // SET reads the row as it was: an undo moves a standing action to the redo branch, a redo
        // a redoable one back on top; anything else (already undone, dropped) stays where it is.
        sqlite::Statement &mark = prepared(
            event.kind == u"undo"_s
                ? u"UPDATE events SET undone = 1, redo_order = CASE WHEN undo_order IS NULL THEN redo_order"
                  " ELSE ? END, undo_order = NULL WHERE seq = ?"_s
                : u"UPDATE events SET undone = 0, undo_order = CASE WHEN redo_order IS NULL THEN undo_order"
                  " ELSE ? END, redo_order = NULL WHERE seq = ?"_s);
        mark.bind(0, seq);
        mark.bind(1, event.target);
        if (!mark.run())
            return fail(notSaved(mark.failure()));
    }
    m_pendingSeq = seq;
    return seq;
}

bool BattleStore::endWrite(QString *error)
{
    sqlite::Statement &q = prepared(u"COMMIT"_s);
    if (!q.run()) {
        *error = notSaved(q.failure());
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
