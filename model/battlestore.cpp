#include "battlestore.h"

#include "schema.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlRecord>
#include <QTemporaryFile>
#include <QtEndian>

#include <atomic>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
std::atomic<int> s_connectionCounter{0};

QString jsonText(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}
QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
QJsonArray jsonArray(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).array();
}

// A null QString binds as SQL NULL; our text columns are NOT NULL, empty is "".
QVariant bindable(const QVariant &v)
{
    if (v.typeId() == QMetaType::QString && v.toString().isNull())
        return QString(u""_s);
    return v;
}

QVariantMap recordMap(const QSqlRecord &rec)
{
    QVariantMap m;
    for (int i = 0; i < rec.count(); ++i)
        m.insert(rec.fieldName(i), rec.value(i));
    return m;
}

Event eventFrom(const QSqlQuery &q)
{
    Event e;
    e.seq = q.value(0).toLongLong();
    e.turn = q.value(1).toInt();
    e.phase = q.value(2).toString();
    e.kind = q.value(3).toString();
    e.actor = q.value(4).toString();
    e.summary = q.value(5).toString();
    e.inputs = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
    e.dice = jsonArray(q.value(7));
    e.trace = jsonArray(q.value(8));
    e.effects = jsonArray(q.value(9));
    e.changes = jsonArray(q.value(10));
    e.undone = q.value(11).toBool();
    e.target = q.value(12).toLongLong();
    e.createdAt = q.value(13).toString();
    return e;
}

const QString kEventColumns = u"seq, turn, phase, kind, actor, summary, inputs, dice, trace, effects,"
                              " changes, undone, target_seq, created_at"_s;
} // namespace

BattleStore::BattleStore()
    : m_connection(u"adj-store-%1"_s.arg(s_connectionCounter.fetch_add(1)))
{}

BattleStore::~BattleStore()
{
    close();
}

int BattleStore::probe(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists()) {
        *error = tr("%1: no such file.").arg(path);
        return 0;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot be read (%2).").arg(path, file.errorString());
        return 0;
    }
    // The SQLite header: magic at 0, user_version at 60, application_id at 68 (big-endian).
    const QByteArray header = file.read(100);
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

bool BattleStore::openConnection(const QString &path, bool readOnly, QString *error)
{
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(readOnly ? u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s
                                    : u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!m_db.open()) {
        *error = tr("%1 cannot be opened: %2").arg(path, m_db.lastError().text());
        close();
        return false;
    }
    return true;
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
        *error = message;
        close();
        QFile::remove(path);
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        return false;
    };
    QString why;
    if (!exec(u"PRAGMA application_id = %1"_s.arg(schema::kApplicationId), &why) ||
        !exec(u"PRAGMA journal_mode = WAL"_s, &why))
        return fail(why);
    if (!m_db.transaction())
        return fail(m_db.lastError().text());
    for (const QString &sql : schema::createStatements()) {
        if (!exec(sql, &why)) {
            m_db.rollback();
            return fail(why);
        }
    }
    if (!exec(u"PRAGMA user_version = %1"_s.arg(schema::kVersion), &why) ||
        !applyChange(RowChange{Table::Battle, 1, {}, info.toRow()}, &why)) {
        m_db.rollback();
        return fail(why);
    }
    if (!m_db.commit())
        return fail(m_db.lastError().text());
    close();
    return open(path, error);
}

bool BattleStore::open(const QString &path, QString *error)
{
    close();
    const int version = probe(path, error);
    if (version == 0)
        return false;

    // A read-only look first: a damaged file is refused before anything could write to it.
    if (!openConnection(path, true, error))
        return false;
    {
        QSqlQuery check(m_db);
        if (!check.exec(u"PRAGMA quick_check"_s) || !check.next() || check.value(0).toString() != u"ok"_s) {
            const QString detail =
                check.lastError().isValid() ? check.lastError().text() : check.value(0).toString();
            *error = tr("%1 is damaged and was left unchanged: %2").arg(path, detail);
            check.finish();
            close();
            return false;
        }
    }
    close();

    if (!openConnection(path, false, error))
        return false;
    QString why;
    if (!exec(u"PRAGMA foreign_keys = ON"_s, &why) || !exec(u"PRAGMA journal_mode = WAL"_s, &why) ||
        !exec(u"PRAGMA synchronous = FULL"_s, &why)) {
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
    QSqlQuery count(m_db);
    if (!count.exec(u"SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM events"_s) || !count.next()) {
        *error = tr("%1 has no event log: %2").arg(path, count.lastError().text());
        close();
        return false;
    }
    m_eventCount = count.value(1).toLongLong();
    m_path = path;
    return true;
}

bool BattleStore::migrate(int from, QString *error)
{
    // All steps in one transaction: a failure anywhere leaves the file at its old version.
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return false;
    }
    for (int v = from; v < schema::kVersion; ++v) {
        for (const QString &sql : schema::migrationStatements(v)) {
            if (!exec(sql, error)) {
                m_db.rollback();
                return false;
            }
        }
    }
    if (!exec(u"PRAGMA user_version = %1"_s.arg(schema::kVersion), error)) {
        m_db.rollback();
        return false;
    }
    if (!m_db.commit()) {
        *error = m_db.lastError().text();
        m_db.rollback();
        return false;
    }
    return true;
}

void BattleStore::close()
{
    m_queries.clear();
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_path.clear();
    m_eventCount = 0;
}

bool BattleStore::exec(const QString &sql, QString *error)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql)) {
        *error = describeFailure(sql, q);
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

QString BattleStore::describeFailure(const QString &what, const QSqlQuery &q) const
{
    return tr("%1 (while running: %2)").arg(q.lastError().text(), what.left(80));
}

bool BattleStore::load(BattleState *state, QString *error)
{
    BattleState loaded;
    for (Table t : {Table::Battle, Table::Sides, Table::Units, Table::Leaders, Table::Markers,
                    Table::Counters, Table::Ranges, Table::Trackers}) {
        const QString table = tableName(t);
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT %1 FROM %2 ORDER BY id"_s.arg(schema::columns(table).join(u", "_s), table))) {
            *error = tr("%1: the table %2 cannot be read: %3").arg(m_path, table, q.lastError().text());
            return false;
        }
        while (q.next()) {
            const QVariantMap row = recordMap(q.record());
            loaded.apply(RowChange{t, row.value(u"id"_s).toLongLong(), {}, row});
        }
    }
    if (loaded.info.ruleset.isEmpty()) {
        *error = tr("%1 has no battle record: it is damaged.").arg(m_path);
        return false;
    }
    *state = std::move(loaded);
    return true;
}

bool BattleStore::applyChange(const RowChange &c, QString *error)
{
    const QString table = tableName(c.table);
    const QStringList allowed = schema::columns(table);
    if (c.after.isEmpty()) {
        QSqlQuery &q = prepared(u"DELETE FROM %1 WHERE id = ?"_s.arg(table));
        q.bindValue(0, c.id);
        if (!q.exec()) {
            *error = describeFailure(q.lastQuery(), q);
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
        if (it.key() == u"id"_s)
            continue;
        cols << it.key();
        values << it.value();
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
        q.bindValue(i++, bindable(v));
    if (!c.before.isEmpty())
        q.bindValue(i++, c.id);
    if (!q.exec()) {
        *error = describeFailure(sql, q);
        return false;
    }
    if (!c.before.isEmpty() && q.numRowsAffected() != 1) {
        *error = tr("the %1 row %2 does not exist").arg(table).arg(c.id);
        return false;
    }
    return true;
}

qint64 BattleStore::commit(const QList<RowChange> &changes, const Event &event, QString *error)
{
    if (!m_db.isOpen()) {
        *error = tr("no battle is open");
        return 0;
    }
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return 0;
    }
    auto fail = [&](const QString &why) {
        *error = why;
        m_db.rollback();
        return qint64(0);
    };
    QString why;
    for (const RowChange &c : changes)
        if (!applyChange(c, &why))
            return fail(why);

    const qint64 seq = m_eventCount + 1;
    QSqlQuery &ins = prepared(
        u"INSERT INTO events (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(kEventColumns));
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
                                  : event.createdAt};
    for (int i = 0; i < values.size(); ++i)
        ins.bindValue(i, bindable(values.at(i)));
    if (!ins.exec())
        return fail(describeFailure(u"INSERT INTO events"_s, ins));

    if (event.target != 0 && (event.kind == u"undo"_s || event.kind == u"redo"_s)) {
        QSqlQuery &mark = prepared(u"UPDATE events SET undone = ? WHERE seq = ?"_s);
        mark.bindValue(0, event.kind == u"undo"_s ? 1 : 0);
        mark.bindValue(1, event.target);
        if (!mark.exec())
            return fail(describeFailure(u"UPDATE events"_s, mark));
    }
    if (!m_db.commit())
        return fail(m_db.lastError().text());
    m_eventCount = seq;
    return seq;
}

QList<Event> BattleStore::events(qint64 from, int count) const
{
    QList<Event> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM events WHERE seq >= ? AND seq < ? ORDER BY seq"_s.arg(kEventColumns));
    q.bindValue(0, from);
    q.bindValue(1, from + count);
    if (!q.exec())
        return out;
    while (q.next())
        out << eventFrom(q);
    return out;
}

QList<Event> BattleStore::eventsOfTurn(int turn) const
{
    QList<Event> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM events WHERE turn = ? ORDER BY seq"_s.arg(kEventColumns));
    q.bindValue(0, turn);
    if (!q.exec())
        return out;
    while (q.next())
        out << eventFrom(q);
    return out;
}

QList<qint64> BattleStore::eventSeqs(const QString &where, const QVariantList &binds) const
{
    QList<qint64> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT seq FROM events WHERE %1 ORDER BY seq"_s.arg(where));
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds.at(i));
    if (!q.exec())
        return out;
    while (q.next())
        out << q.value(0).toLongLong();
    return out;
}

} // namespace adj

namespace adj {

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
    const QString name = u"adj-copy-%1"_s.arg(s_connectionCounter.fetch_add(1));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(source);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
        if (!db.open()) {
            *error = tr("%1 cannot be opened: %2").arg(source, db.lastError().text());
        } else {
            QSqlQuery q(db);
            q.prepare(u"VACUUM INTO ?"_s);
            q.addBindValue(partPath);
            ok = q.exec();
            if (!ok)
                *error = tr("The battle could not be copied to %1: %2").arg(dest, q.lastError().text());
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
    if (probe(path, &why) == 0) {
        *error = tr("The copy written for %1 is not a valid battle: %2").arg(dest, why);
        return false;
    }
    const QString name = u"adj-check-%1"_s.arg(s_connectionCounter.fetch_add(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(u"PRAGMA quick_check"_s) && q.next() && q.value(0).toString() == u"ok"_s)
                why.clear();
            else
                why = q.lastError().isValid() ? q.lastError().text() : q.value(0).toString();
        } else {
            why = db.lastError().text();
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

namespace adj {

bool BattleStore::setSyncedCommits(bool synced, QString *error)
{
    return exec(synced ? u"PRAGMA synchronous = FULL"_s : u"PRAGMA synchronous = OFF"_s, error);
}

} // namespace adj
