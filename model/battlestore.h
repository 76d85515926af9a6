#pragma once

#include "battlestate.h"
#include "event.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace adj {

// The battle file: one SQLite database (".adjutant"), kept as qBittorrent keeps its own:
// a schema version, stepwise migrations in a transaction, WAL, foreign keys, prepared
// statements with bound values only, and one named connection per store.
class BattleStore final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BattleStore)
    Q_DISABLE_COPY_MOVE(BattleStore)

public:
    BattleStore();
    ~BattleStore();

    // Checks a file without writing to it: is it SQLite, is it Adjutant's, is it not
    // from a newer Adjutant. Returns the schema version, or 0 with `error` set.
    static int probe(const QString &path, QString *error);

    // Creates a new battle file; an existing file is never overwritten.
    bool create(const QString &path, const BattleInfo &info, QString *error);
    // Opens an existing battle, migrating it when it is older. A file that is refused
    // is left byte for byte as it was.
    bool open(const QString &path, QString *error);
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    QString path() const { return m_path; }
    int migratedFrom() const { return m_migratedFrom; }

    bool load(BattleState *state, QString *error);

    // Applies the row changes and appends the event in one transaction. Returns the new
    // event's sequence number, or 0 with `error` set and nothing written.
    qint64 commit(const QList<RowChange> &changes, const Event &event, QString *error);

    // Writes a consistent copy of the battle to `path` (Save As); the open file stays open.
    bool saveCopy(const QString &path, QString *error);
    // The same from any thread, with a connection of its own to `source` (the GUI runs it on a
    // worker so a large battle does not freeze the window). The copy is written under a
    // temporary name beside `dest`, checked (an Adjutant battle that passes SQLite's
    // quick_check) and only then renamed to `dest`: `dest` never holds a partial copy, and an
    // existing `dest` is never overwritten. Commits made meanwhile on the open battle are not in
    // the copy; it is the battle as it was when the copy began.
    static bool copyBattle(const QString &source, const QString &dest, QString *error);

    qint64 eventCount() const { return m_eventCount; }

    // Generators of large test battles (tests/bench) may commit without waiting for the
    // disk. Never used by the GUI or the command line: a referee's action is always synced.
    bool setSyncedCommits(bool synced, QString *error);
    // Events with seq in [from, from + count), in order.
    QList<Event> events(qint64 from, int count) const;
    QList<Event> eventsOfTurn(int turn) const;
    // The sequence numbers of the events that meet `where` (SQL over the events table, with
    // `binds` for its ? in order), ascending. For EventFilter: the clause is never user text.
    QList<qint64> eventSeqs(const QString &where, const QVariantList &binds) const;

private:
    bool openConnection(const QString &path, bool readOnly, QString *error);
    static bool checkCopy(const QString &path, const QString &dest, QString *error);
    bool migrate(int from, QString *error);
    bool exec(const QString &sql, QString *error);
    bool applyChange(const RowChange &change, QString *error);
    QSqlQuery &prepared(const QString &sql);
    QString describeFailure(const QString &what, const QSqlQuery &q) const;

    QString m_connection;
    QSqlDatabase m_db;
    QString m_path;
    QHash<QString, QSqlQuery> m_queries;
    qint64 m_eventCount = 0;
    int m_migratedFrom = 0;
};

} // namespace adj
