// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

struct sqlite3_stmt;

namespace adj::sqlite {

// What Qt's SQL module does not reach: the connection's defences and the error codes.
// Qt's SQLite driver on Debian links the system's libsqlite3, which Adjutant links too.

// Defensive mode on (no writes to the schema or to shadow tables from SQL), untrusted schema
// off (functions in a file's schema run only if harmless), triggers and views never run, and
// no one value longer than SchemaCheck::kMaxValueBytes. False when the handle is not SQLite's.
bool harden(const QSqlDatabase &db);
// SQLite's primary result code of a failure (SQLITE_FULL, SQLITE_IOERR, ...), 0 when unknown.
int code(const QSqlError &error);
// What is wrong, in the referee's words, never SQLite's text: "the disk is full".
QString explain(int code);
inline QString explain(const QSqlError &error)
{
    return explain(code(error));
}
// True when the failure is of the disk or the file's permissions (not of the battle's data).
bool isDiskError(int code);
// SQLite's own view (SQLITE_FCNTL_HAS_MOVED): the file this connection has open is no longer the
// one at its path (deleted, renamed, or another put in its place).
bool hasMoved(const QSqlDatabase &db);
// The first `bytes` bytes of the file at `path` (fewer when it is shorter), read through SQLite's
// own file layer. A battle this process has open holds POSIX locks on its file, and closing any
// other descriptor of that file (a QFile's) drops them all: another process may then checkpoint
// and delete the -wal and -shm under the open connection, which stops seeing others' commits.
// SQLite's layer keeps such a descriptor open until the locks are released. False when the file
// cannot be opened or read.
bool readStart(const QString &path, int bytes, QByteArray *out);

// A SELECT read a row at a time through SQLite itself, each value as Qt's SQLite driver gives it
// (an integer as qlonglong, a real as double, text as QString, a blob as QByteArray, NULL as a
// null QString), without the driver's row cache and its UTF-16 copy of every text: a long
// battle's load read its 25,000 rows through QSqlQuery in twice the time (issue 30).
class Rows
{
    Q_DISABLE_COPY_MOVE(Rows)

public:
    Rows(const QSqlDatabase &db, const QString &sql);
    ~Rows();
    // The next row, false at the end or on a failure (failure() tells).
    bool next();
    // The current row's first `count` values.
    void read(QVariant *values, qsizetype count) const;
    // SQLite's primary result code of the failure, 0 when there was none.
    int failure() const { return m_failure; }

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_failure = 0;
};

// A statement prepared once on a connection and run again and again through SQLite itself: a
// referee's commit runs about ten, and Qt's driver copied each bound value and named each ? anew
// (a QString::arg per value) on every run, a third of the commit's own time (issue 30).
class Statement
{
    Q_DISABLE_COPY_MOVE(Statement)

public:
    Statement(const QSqlDatabase &db, const QString &sql);
    ~Statement();
    // False when it could not be prepared (failure() tells why).
    bool isPrepared() const { return m_stmt != nullptr; }

    // The `index`th ? (from 0), as Qt's SQLite driver binds a QVariant: NULL for an invalid or
    // null one (a null QString too), a whole number as an integer, a real as a real, a byte
    // array as a blob, anything else as its text.
    void bind(int index, const QVariant &value);
    void bind(int index, qint64 value);
    // UTF-8 text, copied.
    void bindText(int index, const QByteArray &utf8);

    // Runs it to its end, or to its first row for value(); false on a failure (failure() tells).
    bool run();
    // The first row's `column`th value as an integer.
    qint64 integer(int column) const;
    // Rows the last run inserted, updated or deleted.
    int changes() const;
    // Ends a run that stopped at a row: no statement is left open between transactions.
    void finish();
    // SQLite's primary result code of the last failure, 0 when there was none.
    int failure() const { return m_failure; }

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_failure = 0;
    int m_changes = 0;
};

} // namespace adj::sqlite
