#include "editcommand.h"

namespace adj {

EditCommand::EditCommand(BattleDocument *doc, Edit edit)
    : QUndoCommand(edit.summary)
    , m_doc(doc)
    , m_edit(std::move(edit))
{}

void EditCommand::redo()
{
    m_error.clear();
    if (m_applied)
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
    if (!m_applied)
        return;
    m_applied = m_doc->revert(m_edit, m_seq, &m_error) == 0;
}

} // namespace adj
