// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Opening a battle file from anyone: every check before anything can write (issue 16), the
// read-only mode, and the copies of Save As.
#include "battlestore.h"

#include "rulesetprofile.h"
#include "schema.h"
#include "schemacheck.h"
#include "sqlitelink.h"

#include <QFile>
#include <QFileInfo>
#include <QPromise>
#include <QSqlError>
#include <QSqlRecord>
#include <QTemporaryFile>
#include <QtEndian>
#include <QUrl>

#include <atomic>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
std::atomic<int> s_checkCounter{0};
// The nice value of the thread that checks a long battle's log after it opened (issue 30).
constexpr int kLogCheckNice = 10;

bool canWrite(const QString &path, int mode = W_OK)
{
    // The effective user's rights, as SQLite's own open() will meet them.
    return faccessat(AT_FDCWD, QFile::encodeName(path).constData(), mode, AT_EACCESS) == 0;
}

// Why a battle cannot be written, or empty when it can.
QString whyReadOnly(const QString &path)
{
    if (!canWrite(path))
        return BattleStore::tr("the file is read-only");
    // SQLite writes its -wal and -shm files beside the battle: without them it needs the folder.
    const QString folder = QFileInfo(path).absolutePath();
    if (!canWrite(folder, W_OK | X_OK)) {
        for (const QString &side : {u"-wal"_s, u"-shm"_s})
            if (!QFileInfo::exists(path + side) || !canWrite(path + side))
                return BattleStore::tr("its folder %1 is not writable").arg(folder);
    }
    return {};
}

// The side files SQLite may leave beside a battle, and which of them were there before.
struct SideFiles
{
    explicit SideFiles(const QString &path)
        : m_path(path)
        , m_wal(QFileInfo::exists(path + u"-wal"_s))
        , m_shm(QFileInfo::exists(path + u"-shm"_s))
    {}
    bool any() const { return m_wal || m_shm; }
    // A refusal leaves nothing beside the file that was not there.
    void removeNew() const
    {
        if (!m_wal && QFileInfo(m_path + u"-wal"_s).size() == 0)
            QFile::remove(m_path + u"-wal"_s);
        if (!m_shm)
            QFile::remove(m_path + u"-shm"_s);
    }

private:
    QString m_path;
    bool m_wal;
    bool m_shm;
};

QList<SchemaCheck::Object> schemaObjects(QSqlDatabase &db, QSqlError *error)
{
    QList<SchemaCheck::Object> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT type, name, tbl_name, sql FROM sqlite_schema"_s)) {
        *error = q.lastError();
        return out;
    }
    while (q.next())
        out << SchemaCheck::Object{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                   q.value(3).toString()};
    return out;
}
} // namespace

int BattleStore::probe(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists()) {
        *error = tr("%1: no such file.").arg(path);
        return 0;
    }
    // The SQLite header: magic at 0, user_version at 60, application_id at 68 (big-endian).
    // Read through SQLite's file layer: this process may have the battle open already.
    QByteArray header;
    if (!sqlite::readStart(path, 100, &header)) {
        const QString why = file.open(QIODevice::ReadOnly) ? tr("read error") : file.errorString();
        *error = tr("%1: cannot be read (%2).").arg(path, why);
        return 0;
    }
    if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16))) {
        *error = tr("%1 is not an Adjutant battle: it is not a SQLite database.").arg(path);
        return 0;
    }
    const auto *bytes = reinterpret_cast<const uchar *>(header.constData());
    const quint32 version = qFromBigEndian<quint32>(bytes + 60);
    const quint32 appId = qFromBigEndian<quint32>(bytes + 68);
    if (appId != schema::kApplicationId) {
        *error = tr("%1 is a SQLite database but not an Adjutant battle.").arg(path);
        return 0;
    }
    if (version > quint32(schema::kVersion)) {
        *error = tr("%1 was written by a newer Adjutant (battle file version %2; this version reads up "
                    "to %3). It was left unchanged.")
                     .arg(path)
                     .arg(version)
                     .arg(schema::kVersion);
        return 0;
    }
    if (version < 1) {
        *error = tr("%1 is an Adjutant battle without a schema version: it is damaged.").arg(path);
        return 0;
    }
    return int(version);
}

QSqlDatabase BattleStore::connectReadOnly(const QString &name, const QString &path, QString *error)
{
    // A WAL battle nobody has open has no -wal or -shm beside it. Read as immutable, SQLite
    // creates neither (a plain read-only connection would, and leave them): nothing is left
    // beside a refused file, and a battle in a read-only folder can still be read. Never while
    // a -wal or -shm is there: an immutable connection takes no locks and closes its descriptor
    // at once, which would drop the locks of this process's own connection to the battle.
    QByteArray header;
    const bool immutable = !SideFiles(path).any() && sqlite::readStart(path, 100, &header) &&
                           header.size() > 18 && header.at(18) == 2;
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
    if (immutable) {
        QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
        url.setQuery(u"immutable=1"_s);
        db.setDatabaseName(url.toString(QUrl::FullyEncoded));
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"_s);
    } else {
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
    }
    if (!db.open()) {
        *error = tr("%1 cannot be opened: %2").arg(path, sqlite::explain(db.lastError()));
        return db;
    }
    if (!sqlite::harden(db)) {
        db.close();
        *error = tr("%1 cannot be opened: this Adjutant's SQLite cannot be made safe for files from others.")
                     .arg(path);
    }
    return db;
}

bool BattleStore::checkFile(QSqlDatabase &db, int version, const QString &path, QString *error, Scope scope,
                            bool valuesByLoad)
{
    // 1. The schema: nothing but what this version writes (no trigger, no view, no other table).
    QSqlError sqlError;
    const QList<SchemaCheck::Object> objects = schemaObjects(db, &sqlError);
    if (sqlError.isValid()) {
        *error = tr("%1 cannot be read and was left unchanged: %2").arg(path, sqlite::explain(sqlError));
        return false;
    }
    if (const QString why = SchemaCheck::compare(version, objects); !why.isEmpty()) {
        *error = tr("%1 is not a battle Adjutant opens, and was left unchanged: %2").arg(path, why);
        return false;
    }
    // The state's tables: those whose every value is checked below.
    QStringList tables;
    for (const SchemaCheck::Object &o : objects)
        if (o.type == u"table"_s && !schema::columns(o.name).isEmpty())
            tables << o.name;
    // 2. SQLite's own check of its pages: of the whole file, or of the state's tables and their
    // indexes alone (SQLite checks one table at a time since 3.33).
    const QStringList checks = scope == Scope::Whole ? QStringList{u"PRAGMA quick_check"_s} : [&] {
        QStringList one;
        for (const QString &table : std::as_const(tables))
            one << u"PRAGMA quick_check(%1)"_s.arg(table);
        return one;
    }();
    for (const QString &sql : checks) {
        QSqlQuery check(db);
        if (!check.exec(sql) || !check.next() || check.value(0).toString() != u"ok"_s) {
            const int code = sqlite::code(check.lastError());
            *error =
                code != 0 && sqlite::isDiskError(code)
                    ? tr("%1 cannot be read and was left unchanged: %2").arg(path, sqlite::explain(code))
                    : tr("%1 is damaged (SQLite's integrity check failed) and was left unchanged.").arg(path);
            return false;
        }
    }
    // 3. Every value of the state in its range before it sizes anything (left to the load that
    // follows at once, when the caller asked so; the battle's one row is checked here all the same).
    for (const QString &table : std::as_const(tables)) {
        if (valuesByLoad && table != u"battle"_s)
            continue;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT * FROM %1"_s.arg(table))) {
            *error =
                tr("%1 cannot be read and was left unchanged: %2").arg(path, sqlite::explain(q.lastError()));
            return false;
        }
        qint64 rows = 0;
        // The column names once: a QSqlRecord per row builds a QSqlField per value (a third of the check).
        const QSqlRecord columns = q.record();
        QStringList names;
        for (int i = 0; i < columns.count(); ++i)
            names << columns.fieldName(i);
        const int idColumn = names.indexOf(u"id"_s);
        const int rulesetColumn = names.indexOf(u"ruleset"_s);
        const SchemaCheck::Columns rules(table, names); // each column's rule looked up once
        while (q.next()) {
            if (++rows > SchemaCheck::kMaxRows) {
                *error = tr("%1 was refused and left unchanged: the table %2 has more than %3 rows.")
                             .arg(path, table)
                             .arg(SchemaCheck::kMaxRows);
                return false;
            }
            for (int i = 0; i < names.size(); ++i) {
                const QString bad = rules.check(i, q.value(i));
                if (!bad.isEmpty()) {
                    *error = tr("%1 was refused and left unchanged: it holds a value Adjutant does not "
                                "accept: %2 (row %3).")
                                 .arg(path, bad)
                                 .arg(idColumn < 0 ? QString() : q.value(idColumn).toString().left(20));
                    return false;
                }
            }
            if (table == u"battle"_s) {
                const QString ruleset = rulesetColumn < 0 ? QString() : q.value(rulesetColumn).toString();
                if (!Profiles::find(ruleset)) {
                    *error = tr("%1 uses the rule set \"%2\", which this Adjutant does not know. It was left "
                                "unchanged.")
                                 .arg(path, ruleset.left(60));
                    return false;
                }
            }
        }
        if (table == u"battle"_s && rows != 1) {
            *error = tr("%1 has no battle record: it is damaged. It was left unchanged.").arg(path);
            return false;
        }
    }
    if (scope == Scope::State)
        return true; // the log is not read
    // 4. The log: numbered 1, 2, 3, ... without a gap, turns in range, undo targets earlier, and
    // (v7) the undo history: an action stands since itself or a later event, or can be redone since
    // a later undo; never both, never an undo or a redo, never past the log. One pass over the log.
    const QString targets = version >= 2 ? u"SUM(target_seq IS NOT NULL AND (typeof(target_seq) != 'integer'"
                                           " OR target_seq < 1 OR target_seq >= seq))"_s
                                         : u"0"_s;
    const QString history =
        version >= 7
            ? u"SUM((undo_order IS NOT NULL AND (typeof(undo_order) != 'integer' OR undo_order < seq OR"
              " undo_order > (SELECT MAX(seq) FROM events) OR redo_order IS NOT NULL OR kind IN ('undo',"
              " 'redo'))) OR (redo_order IS NOT NULL AND (typeof(redo_order) != 'integer' OR redo_order"
              " <= seq OR redo_order > (SELECT MAX(seq) FROM events) OR kind IN ('undo', 'redo'))))"_s
            : u"0"_s;
    QSqlQuery log(db);
    if (!log.exec(u"SELECT COUNT(*), COALESCE(MIN(seq), 1), COALESCE(MAX(seq), 0), COALESCE(MIN(turn), 1),"
                  " COALESCE(MAX(turn), 1), SUM(typeof(turn) != 'integer'), %1, %2 FROM events"_s.arg(
                      targets, history)) ||
        !log.next()) {
        *error =
            tr("%1 cannot be read and was left unchanged: %2").arg(path, sqlite::explain(log.lastError()));
        return false;
    }
    const qint64 count = log.value(0).toLongLong();
    const qint64 first = log.value(1).toLongLong();
    const qint64 last = log.value(2).toLongLong();
    if (count > 0 && (first != 1 || last != count || last > SchemaCheck::kMaxSeq)) {
        *error =
            tr("%1 was refused and left unchanged: its log is not numbered 1 to %2 (it runs from %3 to %4).")
                .arg(path)
                .arg(count)
                .arg(first)
                .arg(last);
        return false;
    }
    if (log.value(5).toLongLong() > 0 || log.value(3).toLongLong() < 1 ||
        log.value(4).toLongLong() > SchemaCheck::kMaxTurn) {
        *error = tr("%1 was refused and left unchanged: its log holds a turn outside 1 to %2.")
                     .arg(path)
                     .arg(SchemaCheck::kMaxTurn);
        return false;
    }
    if (log.value(6).toLongLong() > 0) {
        *error = tr("%1 was refused and left unchanged: an undo or redo in its log names an event that "
                    "does not come before it.")
                     .arg(path);
        return false;
    }
    if (log.value(7).toLongLong() > 0) {
        *error = tr("%1 was refused and left unchanged: its undo history names an event that is not an "
                    "action of its log.")
                     .arg(path);
        return false;
    }
    return true;
}

bool BattleStore::open(const QString &path, QString *error, bool forceReadOnly, Scope scope, Values values)
{
    m_valuesUnchecked = false;
    if (scope == Scope::State)
        forceReadOnly = true;
    close();
    const int version = probe(path, error);
    if (version == 0)
        return false;
    // A file of this version already in WAL mode (the header's read and write versions are 2) is
    // written nothing by opening it: its log may be checked behind (Scope::LogBehind) and its values
    // by the load (Values::CheckedByLoad). Any other file is changed at once, so is checked whole first.
    QByteArray header;
    const bool walNow = version == schema::kVersion && sqlite::readStart(path, 20, &header) &&
                        header.size() >= 20 && header.at(18) == 2 && header.at(19) == 2;
    // What is checked before open returns; the log's check of Scope::LogBehind follows it.
    const bool logBehind = scope == Scope::LogBehind && walNow;
    const Scope now = logBehind ? Scope::State : scope == Scope::LogBehind ? Scope::Whole : scope;

    // Every check on a read-only connection first: a refused file is left as it was.
    const SideFiles sides(path);
    QString refused;
    for (int attempt = 0; attempt < 2; ++attempt) {
        const QString name = u"adj-check-%1"_s.arg(s_checkCounter.fetch_add(1));
        {
            QSqlDatabase db = connectReadOnly(name, path, &refused);
            if (db.isOpen()) {
                refused.clear();
                const bool byLoad = values == Values::CheckedByLoad && walNow;
                if (checkFile(db, version, path, &refused, now, byLoad))
                    m_valuesUnchecked = byLoad;
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        // Read as immutable while another program began to write it: read it again as it is.
        if (refused.isEmpty() || sides.any() || !SideFiles(path).any())
            break;
    }
    if (!refused.isEmpty()) {
        sides.removeNew();
        *error = refused;
        return false;
    }

    const QString readOnly = forceReadOnly ? tr("it was opened read-only") : whyReadOnly(path);
    if (!readOnly.isEmpty()) {
        if (version < schema::kVersion) {
            *error = tr("%1 was written by an older Adjutant and must be brought up to date, but %2: copy it "
                        "into a folder you can write to. It was left unchanged.")
                         .arg(path, readOnly);
            sides.removeNew();
            return false;
        }
        if (!openConnection(path, true, error)) {
            sides.removeNew();
            return false;
        }
        m_readOnly = readOnly;
        m_migratedFrom = 0;
        m_path = path;
        if (logBehind)
            checkLogBehind(version);
        return true;
    }

    if (!openConnection(path, false, error))
        return false;
    QString why;
    if (!exec(u"PRAGMA foreign_keys = ON"_s, &why) || !exec(u"PRAGMA synchronous = FULL"_s, &why)) {
        *error = tr("%1 cannot be opened for writing: %2").arg(path, why);
        close();
        return false;
    }
    m_migratedFrom = 0;
    if (version < schema::kVersion) {
        if (!migrate(version, &why)) {
            *error = tr("%1 could not be brought up to date and was left as it was: %2").arg(path, why);
            close();
            return false;
        }
        m_migratedFrom = version;
    }
    // Only now, with every check passed: WAL, so that readers never block the writers.
    if (!exec(u"PRAGMA journal_mode = WAL"_s, &why)) {
        *error = tr("%1 cannot be opened for writing: %2").arg(path, why);
        close();
        return false;
    }
    m_path = path;
    if (logBehind)
        checkLogBehind(version);
    return true;
}

void BattleStore::checkLogBehind(int version)
{
    // The whole file's check, as Scope::Whole's, on a connection of the thread's own; the state's
    // values were checked already (by the load, or by open).
    auto verdict = std::make_shared<QPromise<QString>>();
    m_logCheck = verdict->future();
    verdict->start();
    const QString path = m_path;
    m_logChecker.reset(QThread::create([verdict, path, version] {
        // Behind the window's start and the display server on the other core, never starved: a
        // nice thread still runs at full speed on a core nobody else wants, as when a write
        // waits for its verdict.
        setpriority(PRIO_PROCESS, pid_t(gettid()), kLogCheckNice);
        const QString name = u"adj-logcheck-%1"_s.arg(s_checkCounter.fetch_add(1));
        QString why;
        {
            QSqlDatabase db = connectReadOnly(name, path, &why);
            if (db.isOpen()) {
                why.clear();
                checkFile(db, version, path, &why, Scope::Whole, true);
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        verdict->addResult(why);
        verdict->finish();
    }));
    m_logChecker->start();
}

bool BattleStore::awaitLogCheck(QString *error)
{
    if (!m_logChecker)
        return true;
    m_logCheck.waitForFinished();
    const QString why = m_logCheck.resultCount() > 0 ? m_logCheck.result() : QString();
    if (why.isEmpty())
        return true;
    *error = why;
    return false;
}

bool BattleStore::saveCopy(const QString &path, QString *error)
{
    return copyBattle(m_path, path, error);
}

bool BattleStore::copyBattle(const QString &source, const QString &dest, QString *error)
{
    if (QFileInfo::exists(dest)) {
        *error = tr("%1 already exists; choose another name or remove it first.").arg(dest);
        return false;
    }
    // An empty file reserves a unique name beside `dest` (VACUUM INTO accepts an empty file), so
    // the rename at the end stays on one file system and cannot clash with another copy.
    QTemporaryFile part(dest + u".XXXXXX.part"_s);
    if (!part.open()) {
        *error = tr("The battle could not be copied to %1: %2").arg(dest, part.errorString());
        return false;
    }
    part.close();
    const QString partPath = part.fileName();
    const QString name = u"adj-copy-%1"_s.arg(s_checkCounter.fetch_add(1));
    bool ok = false;
    {
        QSqlDatabase db = connectReadOnly(name, source, error);
        if (db.isOpen()) {
            QSqlQuery q(db);
            q.prepare(u"VACUUM INTO ?"_s);
            q.addBindValue(partPath);
            ok = q.exec();
            if (!ok)
                *error =
                    tr("The battle could not be copied to %1: %2").arg(dest, sqlite::explain(q.lastError()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (ok)
        ok = checkCopy(partPath, dest, error);
    if (ok && !part.rename(dest)) {
        *error = tr("The copy could not be renamed to %1: %2").arg(dest, part.errorString());
        ok = false;
    }
    if (ok)
        part.setAutoRemove(false);
    return ok;
}

bool BattleStore::checkCopy(const QString &path, const QString &dest, QString *error)
{
    QString why;
    const int version = probe(path, &why);
    if (version == 0) {
        *error = tr("The copy written for %1 is not a valid battle: %2").arg(dest, why);
        return false;
    }
    const QString name = u"adj-check-%1"_s.arg(s_checkCounter.fetch_add(1));
    {
        QSqlDatabase db = connectReadOnly(name, path, &why);
        if (db.isOpen()) {
            why.clear();
            checkFile(db, version, path, &why);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!why.isEmpty()) {
        *error = tr("The copy written for %1 is damaged: %2").arg(dest, why);
        return false;
    }
    return true;
}

} // namespace adj
