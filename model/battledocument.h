#pragma once

#include "battlestate.h"
#include "battlestore.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QObject>

#include <functional>
#include <memory>

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
class BattleDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BattleDocument)

public:
    static std::unique_ptr<BattleDocument> create(const QString &path, const BattleInfo &info,
                                                  QString *error);
    static std::unique_ptr<BattleDocument> open(const QString &path, QString *error);
    ~BattleDocument() override;

    const BattleState &state() const { return m_state; }
    const RuleSetProfile &profile() const { return *m_profile; }
    BattleStore &store() { return m_store; }
    QString path() const { return m_store.path(); }

    // A rule set's check of the state a new edit leads to (hex stacking limits, 4.3): the
    // message of the first breach, or empty. The resolvers floor installs it (RuleChecks).
    using RuleCheck = std::function<QString(const BattleState &before, const QList<RowChange> &changes)>;
    void setRuleCheck(RuleCheck check) { m_ruleCheck = std::move(check); }

    // Sends a new edit to the sink (the undo stack) or, without one, commits it.
    qint64 submit(const Edit &edit, QString *error);
    void setEditSink(EditSink *sink) { m_sink = sink; }

    // Commits an edit as a new action. Returns its event number, or 0 with `error` set
    // and neither the file nor the state changed.
    qint64 commit(const Edit &edit, QString *error);
    // Undo and redo of a committed edit; each is logged as an event of its own.
    qint64 revert(const Edit &edit, qint64 target, QString *error);
    qint64 reapply(const Edit &edit, qint64 target, QString *error);

signals:
    void changed(const QList<adj::RowChange> &changes);
    void eventAppended(qint64 seq);

private:
    BattleDocument() = default;
    qint64 write(const QList<RowChange> &changes, Event event, QString *error);
    bool checkCurrent(const QList<RowChange> &changes, QString *error) const;

    BattleStore m_store;
    BattleState m_state;
    const RuleSetProfile *m_profile = nullptr;
    EditSink *m_sink = nullptr;
    RuleCheck m_ruleCheck;
};

} // namespace adj
