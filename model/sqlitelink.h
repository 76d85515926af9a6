#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

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

} // namespace adj::sqlite
