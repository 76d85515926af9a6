#include "editcommand.h"

namespace adj {

EditCommand::EditCommand(BattleDocument *doc, Edit edit)
    : QUndoCommand(edit.summary)
    , m_doc(doc)
    , m_edit(std::move(edit))
{}

EditCommand::EditCommand(BattleDocument *doc, Edit edit, qint64 seq, bool applied)
    : QUndoCommand(edit.summary)
    , m_doc(doc)
    , m_edit(std::move(edit))
    , m_seq(seq)
    , m_applied(applied)
    , m_restoring(true)
{}

void EditCommand::redo()
{
    m_error.clear();
    if (m_applied || m_restoring)
        return;
    if (m_seq == 0) {
        // Keeps the edit as written: its new rows may have been renumbered after another
        // writer's, and undo must take back those.
        m_seq = m_doc->commit(m_edit, &m_error, &m_edit);
        // A commit that failed never happened: the stack drops the command.
        if (m_seq == 0)
            setObsolete(true);
        m_applied = m_seq != 0;
        return;
    }
    m_applied = m_doc->reapply(m_edit, m_seq, &m_error) != 0;
}

void EditCommand::undo()
{
    m_error.clear();
    if (!m_applied || m_restoring)
        return;
    m_applied = m_doc->revert(m_edit, m_seq, &m_error) == 0;
}

} // namespace adj
