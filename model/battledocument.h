// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "battlestore.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QObject>

#include <functional>
#include <memory>

class QTimer;

namespace adj {

// Where a new edit goes: the GUI pushes it onto its undo stack, the command line
// commits it at once. Both end in BattleDocument::commit().
class EditSink
{
public:
    virtual ~EditSink() = default;
    virtual qint64 submit(const Edit &edit, QString *error) = 0;
};

// An open battle: its file, its state in memory, and the one way to change them.
//
// Other writers (another window, command lines, a table link) may commit to the same file.
// Every write runs inside one write transaction on the battle as it is in the file then: what
// others committed meanwhile is read first (and announced with changed() and eventAppended() as
// if it were done here), an edit's new rows take numbers still free, and a change to a row that
// another writer changed meanwhile is refused with a sentence that names it.
class BattleDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BattleDocument)

public:
    static std::unique_ptr<BattleDocument> create(const QString &path, const BattleInfo &info,
                                                  QString *error);
    // A battle that cannot be written (a read-only file or folder), or `readOnly`, opens
    // read-only: it is shown, printed and copied, and every edit is refused saying why.
    static std::unique_ptr<BattleDocument> open(const QString &path, QString *error, bool readOnly = false);
    // The state alone, read-only, its log neither checked nor read (BattleStore::Scope::State): for
    // showing a battle, at the same cost whatever the length of its log.
    static std::unique_ptr<BattleDocument> openState(const QString &path, QString *error);
    // `BattleStore::Scope::LogBehind` (the main window): the log is checked after the battle opens,
    // and damaged() says so when the file is refused then; nothing is written to it before.
    static std::unique_ptr<BattleDocument> open(const QString &path, QString *error, bool readOnly,
                                                BattleStore::Scope scope);
    ~BattleDocument() override;

    // The log's line of an undo ("Undo: …") or a redo of the entry that read `target`.
    static QString stepSummary(bool redo, const QString &target);

    const BattleState &state() const { return m_state; }
    const RuleSetProfile &profile() const { return *m_profile; }
    BattleStore &store() { return m_store; }
    QString path() const { return m_store.path(); }
    bool isReadOnly() const { return m_store.isReadOnly(); }
    QString readOnlyReason() const { return m_store.readOnlyReason(); }

    // A rule set's check of the state a new edit leads to (hex stacking limits, 4.3): the
    // message of the first breach, or empty. The resolvers floor installs it (RuleChecks).
    using RuleCheck = std::function<QString(const BattleState &before, const QList<RowChange> &changes)>;
    void setRuleCheck(RuleCheck check) { m_ruleCheck = std::move(check); }

    // Sends a new edit to the sink (the undo stack) or, without one, commits it.
    qint64 submit(const Edit &edit, QString *error);
    void setEditSink(EditSink *sink) { m_sink = sink; }
    EditSink *editSink() const { return m_sink; }

    // Commits an edit as a new action. Returns its event number, or 0 with `error` set
    // and neither the file nor the state changed. When another writer added rows meanwhile,
    // the edit's new rows are renumbered; `committed` receives the edit as it was written.
    qint64 commit(const Edit &edit, QString *error, Edit *committed = nullptr);
    // Builds the edit from the battle as it is in the file, inside the write transaction, and
    // commits it: what the command line does, so that no other writer can come in between.
    using Builder = std::function<Edit(const BattleState &state, QString *error)>;
    qint64 commit(const Builder &build, QString *error, Edit *committed = nullptr);
    // Undo and redo of a committed edit; each is logged as an event of its own.
    qint64 revert(const Edit &edit, qint64 target, QString *error);
    qint64 reapply(const Edit &edit, qint64 target, QString *error);
    // Edit ▸ Undo and Redo, adjutant-cli undo and redo: the battle's own history (issue 30),
    // read inside the write, so that no other writer comes in between. Undo takes back the last
    // action that stands, redo puts back the last one undone; the action's row changes are read
    // from the log then, and only then. `expected`, when not 0, is the action the caller offered
    // (the menu's text): when another writer has moved the history meanwhile, nothing is written.
    // Returns the new event's number, or 0 with `error` set; `target` receives the action taken
    // back or put back (or that could not be), 0 when there was none.
    qint64 undo(QString *error, qint64 expected = 0, qint64 *target = nullptr);
    qint64 redo(QString *error, qint64 expected = 0, qint64 *target = nullptr);

    // Reads what other writers committed since the last look, if anything, and announces it.
    // False with `error` when the file could not be read (the state is then as it was).
    bool refresh(QString *error = nullptr);
    // Looks for other writers' commits every `ms` milliseconds (the GUI: well within a second).
    void watch(int ms);
    // The interval watch() was given; 0 while nothing watches.
    int watchInterval() const;

signals:
    void changed(const QList<adj::RowChange> &changes);
    void eventAppended(qint64 seq);
    // Another writer's commits were read (after changed() and eventAppended() for them).
    void externalChanges(int events);
    // The file could not be read while looking for other writers' commits.
    void refreshFailed(const QString &message);

    // The check left behind by BattleStore::Scope::LogBehind refused the file (`message` says
    // why): nothing was written to it, and every write is refused with the same words.
    void damaged(const QString &message);

private:
    BattleDocument() = default;
    using Make = std::function<bool(const BattleState &state, bool stale, QList<RowChange> *changes,
                                    Event *event, QString *error)>;
    qint64 write(const Make &make, QString *error);
    bool checkCurrent(const BattleState &state, const QList<RowChange> &changes, QString *error) const;
    bool takeFresh(BattleState fresh);
    void publish(const QList<RowChange> &changes, qint64 fromSeq, qint64 toSeq);
    Event eventOf(const Edit &edit) const;
    qint64 step(bool redo, QString *error, qint64 expected, qint64 *target);

    BattleStore m_store;
    BattleState m_state;
    const RuleSetProfile *m_profile = nullptr;
    EditSink *m_sink = nullptr;
    RuleCheck m_ruleCheck;
    QTimer *m_watch = nullptr;
    // Read from the file but not yet announced: others' rows and events found inside a write.
    QList<RowChange> m_unannounced;
    qint64 m_announcedSeq = 0;
};

} // namespace adj
