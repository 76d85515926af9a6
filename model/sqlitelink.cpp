#include "sqlitelink.h"

#include "schemacheck.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace adj::sqlite {

namespace {
sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}
} // namespace

bool harden(const QSqlDatabase &db)
{
    sqlite3 *h = handleOf(db);
    if (!h)
        return false;
    int on = 0;
    bool ok = sqlite3_db_config(h, SQLITE_DBCONFIG_DEFENSIVE, 1, &on) == SQLITE_OK && on == 1;
    ok = ok && sqlite3_db_config(h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &on) == SQLITE_OK && on == 0;
    ok = ok && sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &on) == SQLITE_OK && on == 0;
    ok = ok && sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &on) == SQLITE_OK && on == 0;
    ok = ok && sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &on) == SQLITE_OK && on == 0;
    sqlite3_limit(h, SQLITE_LIMIT_LENGTH, SchemaCheck::kMaxValueBytes);
    return ok;
}

int code(const QSqlError &error)
{
    bool ok = false;
    const int n = error.nativeErrorCode().toInt(&ok);
    return ok ? (n & 0xff) : 0;
}

bool isDiskError(int code)
{
    switch (code) {
    case SQLITE_FULL:
    case SQLITE_IOERR:
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
        return true;
    default:
        return false;
    }
}

QString explain(int code)
{
    const char *context = "adj::BattleStore";
    switch (code) {
    case SQLITE_FULL:
        return QCoreApplication::translate(context, "the disk is full");
    case SQLITE_IOERR:
        return QCoreApplication::translate(context,
                                           "the disk could not be read or written (an input/output error)");
    case SQLITE_READONLY:
        return QCoreApplication::translate(context, "the battle file is read-only");
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return QCoreApplication::translate(context,
                                           "another program has been writing to the battle for too long");
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_FORMAT:
        return QCoreApplication::translate(context, "the battle file is damaged");
    case SQLITE_CANTOPEN:
        return QCoreApplication::translate(context,
                                           "the battle file or its folder cannot be opened for writing");
    case SQLITE_PERM:
    case SQLITE_AUTH:
        return QCoreApplication::translate(context, "permission to the battle file was denied");
    case SQLITE_TOOBIG:
        return QCoreApplication::translate(context, "a value in the battle file is too large");
    case SQLITE_NOMEM:
        return QCoreApplication::translate(context, "there is not enough memory");
    case SQLITE_CONSTRAINT:
        return QCoreApplication::translate(context, "the change contradicts the battle's own records");
    case SQLITE_ERROR:
        return QCoreApplication::translate(context, "the battle file could not be read as a battle");
    default:
        return QCoreApplication::translate(context, "an unexpected error in the battle file (SQLite code %1)")
            .arg(code);
    }
}

} // namespace adj::sqlite
