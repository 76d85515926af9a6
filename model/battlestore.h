// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "event.h"

#include <QCoreApplication>
#include <QFuture>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>

#include <functional>
#include <memory>
#include <unordered_map>

namespace adj::sqlite {
class Statement;
}

namespace adj {

// The battle file: one SQLite database (".adjutant"), kept as qBittorrent keeps its own:
// a schema version, stepwise migrations in a transaction, WAL, foreign keys, prepared
// statements with bound values only, and one named connection per store.
//
// Many writers, one file (issue 16): any number of stores (the GUI, command lines, a table
// link) may write one battle. Each action is written inside its own immediate write
// transaction (beginWrite ... endWrite), which waits for the other writers (busy timeout,
// bounded retries), and its event is numbered there, after the last one in the file.
// othersWrote() says when another connection has committed since this one last looked.
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
    // Opens an existing battle, migrating it when it is older. Every check (the header, the
    // schema against this version's, SQLite's quick_check, every value's range) runs on a
    // read-only connection first: a file that is refused is left byte for byte as it was,
    // with no file left beside it. A file that cannot be written (read-only, or in a folder
    // that is not writable) opens read-only (`forceReadOnly`: always).
    // `Scope::State`: a command that shows the state and writes nothing (`adjutant-cli show`):
    // read-only, SQLite's check and every value's range for the state's tables alone, the log
    // neither checked nor read, so that it costs the same whatever the log's length (issue 30).
    // `Scope::LogBehind`: the main window's open (issue 30). The state is checked as for
    // `Scope::State` and the battle opens for writing; the rest of the file (SQLite's check of every
    // page, the log's numbering and undo history) is checked on a thread of its own, so that the
    // window shows at the same cost whatever the length of the log. Nothing is written before that
    // check has passed: every write waits for it (awaitLogCheck), and a file it refuses is never
    // written. A file of an older version is checked whole first, as it is migrated at once.
    enum class Scope { Whole, State, LogBehind };
    // `Values::CheckedByLoad`: the caller calls load() at once, whose check of every value then
    // stands for open's, so a long battle's state is read once, not twice (issue 30). Only for a
    // file of this version already in WAL mode, which opening writes nothing to; any other file
    // has its values checked by open as always. A value load() refuses then refuses the open, with
    // open's words.
    enum class Values { Checked, CheckedByLoad };
    bool open(const QString &path, QString *error, bool forceReadOnly = false, Scope scope = Scope::Whole,
              Values values = Values::Checked);
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    // The verdict of the check left behind by `Scope::LogBehind`: empty when the file passed (or was
    // checked whole before it opened), else why it was refused. `awaitLogCheck` waits for it and is
    // false with `error` set when the file was refused.
    QFuture<QString> logCheck() const { return m_logCheck; }
    bool checksLogBehind() const { return bool(m_logChecker); }
    bool awaitLogCheck(QString *error);
    QString path() const { return m_path; }
    int migratedFrom() const { return m_migratedFrom; }
    bool isReadOnly() const { return !m_readOnly.isEmpty(); }
    // Why the battle is read-only ("the file is read-only"); empty when it is not.
    QString readOnlyReason() const { return m_readOnly; }

    // Reads the whole state, every value checked, as one snapshot; remembers the last event
    // number and SQLite's data version of that snapshot.
    bool load(BattleState *state, QString *error);
    // True when another connection (process) has committed since the last load() or write.
    bool othersWrote();

    // One write transaction: BEGIN IMMEDIATE (waits for other writers), then append(), then
    // endWrite() or abortWrite(). A failure's message says what is wrong in the referee's words.
    bool beginWrite(QString *error);
    // Applies the row changes and appends the event numbered after the file's last one.
    // Returns the new event's number, or 0 with `error` set (the caller aborts).
    qint64 append(const QList<RowChange> &changes, const Event &event, QString *error);
    bool endWrite(QString *error);
    void abortWrite();
    bool inWrite() const { return m_inWrite; }

    // beginWrite, append and endWrite in one.
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
    // A read-only connection named `name` to a battle, hardened as the store's own (no
    // trigger or view runs); on a read-only folder it reads the file as immutable.
    static QSqlDatabase connectReadOnly(const QString &name, const QString &path, QString *error);

    // The last event number the store knows of (its own writes and the last load()).
    qint64 eventCount() const { return m_eventCount; }

    // Generators of large test battles (tests/bench) may commit without waiting for the
    // disk. Never used by the GUI or the command line: a referee's action is always synced.
    bool setSyncedCommits(bool synced, QString *error);
    // Events with seq in [from, from + count), in order. A log that cannot be read gives none
    // and says why in `error` (a query that fails says so; an empty list alone is no failure).
    QList<Event> events(qint64 from, int count, QString *error = nullptr) const;
    QList<Event> eventsOfTurn(int turn, QString *error = nullptr) const;
    // The events of `turn` (0: every turn), in order, handed to `each` one at a time and never
    // held together: what a long output streams (adjutant-cli log). False with `error` when the
    // log cannot be read.
    bool eachEvent(int turn, const std::function<void(const Event &)> &each, QString *error) const;
    // The battle's undo history, kept in its log (v6, issue 30; UndoHistory is its rule): the
    // action an undo takes back (the last one standing) or a redo puts back (the last one undone
    // since the last new action), with its summary; seq 0 when there is none, or when the log
    // cannot be read (`error` says why). Reads one row.
    struct HistoryStep
    {
        qint64 seq = 0;
        QString summary;
    };
    HistoryStep toUndo(QString *error = nullptr) const { return historyStep(false, error); }
    HistoryStep toRedo(QString *error = nullptr) const { return historyStep(true, error); }
    // The sequence numbers of the events that meet `where` (SQL over the events table, with
    // `binds` for its ? in order), ascending. For EventFilter: the clause is never user text.
    QList<qint64> eventSeqs(const QString &where, const QVariantList &binds, QString *error = nullptr) const;

private:
    bool openConnection(const QString &path, bool readOnly, QString *error);
    static bool checkFile(QSqlDatabase &db, int version, const QString &path, QString *error,
                          Scope scope = Scope::Whole, bool valuesByLoad = false);
    static bool checkCopy(const QString &path, const QString &dest, QString *error);
    bool migrate(int from, QString *error);
    void checkLogBehind(int version);
    bool fillUndoHistory(QString *error);
    static const QString &eventColumns(); // those an Event is read from, in eventFrom's order
    HistoryStep historyStep(bool redo, QString *error) const;
    bool exec(const QString &sql, QString *error);
    bool applyChange(const RowChange &change, QString *error);
    // What is wrong with a failed write (SQLite's code), with "the last action was not saved"
    // where the disk failed.
    static QString failedWrite(int code);
    // The write path's statements, prepared once per connection (issue 30).
    sqlite::Statement &prepared(const QString &sql);
    // The statement that writes a row of `table`'s `columns` (bits of schema::columns(table)):
    // an insert, or an update by id.
    sqlite::Statement &rowWrite(Table table, bool insert, quint32 columns);
    QString describeFailure(const QSqlQuery &q) const;
    static QString notSaved(int code);
    qint64 dataVersion();

    QString m_connection;
    QSqlDatabase m_db;
    QString m_path;
    QString m_readOnly;
    std::unordered_map<QString, std::unique_ptr<sqlite::Statement>> m_statements;
    QHash<quint64, sqlite::Statement *> m_rowWrites; // rowWrite()'s, by table, kind and columns
    qint64 m_eventCount = 0;
    qint64 m_dataVersion = -1;
    qint64 m_pendingSeq = 0;
    int m_migratedFrom = 0;
    bool m_valuesUnchecked = false; // open left the values to the first load (Values::CheckedByLoad)
    bool m_inWrite = false;
    QFuture<QString> m_logCheck; // Scope::LogBehind's check, on m_logChecker
    std::unique_ptr<QThread> m_logChecker;
};

} // namespace adj
