#pragma once

#include "battledocument.h"

#include <QUndoCommand>

namespace adj {

// One committed edit on the undo stack. The first redo() commits it; undo() and later
// redo() commit its reversal and its replay, each logged as an event of its own.
class EditCommand final : public QUndoCommand
{
public:
    EditCommand(BattleDocument *doc, Edit edit);
    // A command rebuilt from the log (UndoHistory): already committed as event `seq`, standing
    // or undone as `applied` says. Until restored() is called, its undo() and redo() write
    // nothing, so that the stack can be put where the battle is.
    EditCommand(BattleDocument *doc, Edit edit, qint64 seq, bool applied);
    void restored() { m_restoring = false; }

    void redo() override;
    void undo() override;

    qint64 seq() const { return m_seq; }
    QString error() const { return m_error; }
    bool applied() const { return m_applied; }
    const Edit &edit() const { return m_edit; }

private:
    BattleDocument *m_doc;
    Edit m_edit;
    qint64 m_seq = 0;
    bool m_applied = false; // what the battle says, whatever the stack's index says
    QString m_error;
    bool m_restoring = false;
};

} // namespace adj
