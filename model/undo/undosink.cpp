#include "undosink.h"

#include "editcommand.h"

namespace adj {

UndoSink::UndoSink(BattleDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    doc->setEditSink(this);
}

UndoSink::~UndoSink()
{
    if (m_doc)
        m_doc->setEditSink(nullptr);
}

qint64 UndoSink::submit(const Edit &edit, QString *error)
{
    auto *cmd = new EditCommand(m_doc, edit);
    cmd->redo();
    const qint64 seq = cmd->seq();
    if (seq == 0) {
        *error = cmd->error();
        delete cmd;
        emit failed(*error);
        return 0;
    }
    m_stack.push(cmd); // push() runs redo() again, which does nothing: it is applied
    return seq;
}

bool UndoSink::undo(QString *error)
{
    if (!m_stack.canUndo())
        return false;
    // The command says whether it was written: the event count may also grow by other writers'.
    const auto *cmd = static_cast<const EditCommand *>(m_stack.command(m_stack.index() - 1));
    const int index = m_stack.index();
    m_stack.undo();
    if (cmd->applied()) {
        // The reason first: the redo that setIndex() runs clears it.
        *error = tr("The undo could not be saved: %1. The battle is as it was before it.").arg(cmd->error());
        // Put the stack back where the battle is: the command knows it is still applied,
        // so that redo does nothing.
        m_stack.setIndex(index);
        emit failed(*error);
        return false;
    }
    return true;
}

bool UndoSink::redo(QString *error)
{
    if (!m_stack.canRedo())
        return false;
    const auto *cmd = static_cast<const EditCommand *>(m_stack.command(m_stack.index()));
    const int index = m_stack.index();
    m_stack.redo();
    if (!cmd->applied()) {
        *error = tr("The redo could not be saved: %1. The battle is as it was before it.").arg(cmd->error());
        m_stack.setIndex(index);
        emit failed(*error);
        return false;
    }
    return true;
}

} // namespace adj
