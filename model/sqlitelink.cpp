// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitelink.h"

#include "schemacheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <memory>

namespace adj::sqlite {

namespace {
sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

// `sql` prepared on `db`'s connection into `*stmt`: SQLite's primary result code of the failure
// (and `*stmt` null), 0 when it was prepared.
int prepare(const QSqlDatabase &db, const QString &sql, sqlite3_stmt **stmt)
{
    *stmt = nullptr;
    sqlite3 *h = handleOf(db);
    if (!h)
        return SQLITE_MISUSE;
    const QByteArray text = sql.toUtf8();
    const int rc = sqlite3_prepare_v2(h, text.constData(), int(text.size()), stmt, nullptr);
    if (rc == SQLITE_OK)
        return 0;
    sqlite3_finalize(*stmt);
    *stmt = nullptr;
    return rc & 0xff;
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

bool hasMoved(const QSqlDatabase &db)
{
    sqlite3 *h = handleOf(db);
    int moved = 0;
    return h && sqlite3_file_control(h, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK && moved != 0;
}

bool readStart(const QString &path, int bytes, QByteArray *out)
{
    sqlite3_vfs *vfs = sqlite3_vfs_find(nullptr);
    if (!vfs || bytes < 0)
        return false;
    // A name as SQLite makes them for its VFS (the unix VFS may look for URI parameters after it).
    const QByteArray local = QFile::encodeName(QFileInfo(path).absoluteFilePath());
    const std::unique_ptr<const char, void (*)(const char *)> name(
        sqlite3_create_filename(local.constData(), "", "", 0, nullptr),
        [](const char *n) { sqlite3_free_filename(n); });
    auto memory = std::make_unique<char[]>(size_t(vfs->szOsFile)); // zeroed: pMethods null
    auto *file = reinterpret_cast<sqlite3_file *>(memory.get());
    int flags = 0;
    if (!name ||
        vfs->xOpen(vfs, name.get(), file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, &flags) != SQLITE_OK) {
        if (file->pMethods)
            file->pMethods->xClose(file);
        return false;
    }
    sqlite3_int64 size = 0;
    bool ok = file->pMethods->xFileSize(file, &size) == SQLITE_OK;
    QByteArray data(int(std::min<sqlite3_int64>(bytes, std::max<sqlite3_int64>(size, 0))), Qt::Uninitialized);
    ok = ok && (data.isEmpty() || file->pMethods->xRead(file, data.data(), int(data.size()), 0) == SQLITE_OK);
    file->pMethods->xClose(file); // deferred by SQLite while this process holds locks on the file
    if (ok)
        *out = data;
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

Rows::Rows(const QSqlDatabase &db, const QString &sql)
    : m_failure(prepare(db, sql, &m_stmt))
{}

Rows::~Rows()
{
    sqlite3_finalize(m_stmt);
}

bool Rows::next()
{
    if (!m_stmt || m_failure != 0)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_failure = rc & 0xff;
    return false;
}

void Rows::read(QVariant *values, qsizetype count) const
{
    for (int i = 0; i < int(count); ++i) {
        switch (sqlite3_column_type(m_stmt, i)) {
        case SQLITE_INTEGER:
            values[i] = qlonglong(sqlite3_column_int64(m_stmt, i));
            break;
        case SQLITE_FLOAT:
            values[i] = sqlite3_column_double(m_stmt, i);
            break;
        case SQLITE_BLOB:
            values[i] = QByteArray(static_cast<const char *>(sqlite3_column_blob(m_stmt, i)),
                                   sqlite3_column_bytes(m_stmt, i));
            break;
        case SQLITE_NULL:
            values[i] = QVariant(QMetaType::fromType<QString>());
            break;
        default: {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, i));
            values[i] = QString::fromUtf8(text, sqlite3_column_bytes(m_stmt, i));
            break;
        }
        }
    }
}

Statement::Statement(const QSqlDatabase &db, const QString &sql)
    : m_failure(prepare(db, sql, &m_stmt))
{}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Statement::bind(int index, const QVariant &value)
{
    if (!m_stmt)
        return;
    const int i = index + 1;
    const bool null =
        !value.isValid() || value.isNull() ||
        (value.typeId() == QMetaType::QString && static_cast<const QString *>(value.constData())->isNull()) ||
        (value.typeId() == QMetaType::QByteArray &&
         static_cast<const QByteArray *>(value.constData())->isNull());
    if (null) {
        sqlite3_bind_null(m_stmt, i);
        return;
    }
    switch (value.typeId()) {
    case QMetaType::QByteArray: {
        const auto *bytes = static_cast<const QByteArray *>(value.constData());
        sqlite3_bind_blob(m_stmt, i, bytes->constData(), int(bytes->size()), SQLITE_TRANSIENT);
        break;
    }
    case QMetaType::Bool:
    case QMetaType::Int:
        sqlite3_bind_int(m_stmt, i, value.toInt());
        break;
    case QMetaType::Double:
        sqlite3_bind_double(m_stmt, i, value.toDouble());
        break;
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        sqlite3_bind_int64(m_stmt, i, value.toLongLong());
        break;
    default: {
        const QString text = value.toString();
        sqlite3_bind_text16(m_stmt, i, text.utf16(), int(text.size() * sizeof(char16_t)), SQLITE_TRANSIENT);
        break;
    }
    }
}

void Statement::bind(int index, qint64 value)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, index + 1, value);
}

void Statement::bindText(int index, const QByteArray &utf8)
{
    if (m_stmt)
        sqlite3_bind_text(m_stmt, index + 1, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

bool Statement::run()
{
    if (!m_stmt)
        return false; // m_failure says why it was not prepared
    sqlite3_reset(m_stmt);
    m_failure = 0;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE) {
        m_changes = sqlite3_changes(sqlite3_db_handle(m_stmt));
        sqlite3_reset(m_stmt);
        return true;
    }
    m_failure = rc & 0xff;
    sqlite3_reset(m_stmt);
    return false;
}

qint64 Statement::integer(int column) const
{
    return m_stmt ? sqlite3_column_int64(m_stmt, column) : 0;
}

int Statement::changes() const
{
    return m_changes;
}

void Statement::finish()
{
    if (m_stmt)
        sqlite3_reset(m_stmt);
}

} // namespace adj::sqlite
