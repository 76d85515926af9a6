#include "undosink.h"

#include "editcommand.h"
#include "undohistory.h"

namespace adj {

UndoSink::UndoSink(BattleDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    doc->setEditSink(this);
}

bool UndoSink::rebuildFromLog(QString *error)
{
    m_stack.clear();
    UndoHistory history;
    // A log that cannot be read leaves the stack empty: an undo that cannot be offered is
    // better than one built on half a history.
    if (!m_doc || !UndoHistory::read(m_doc->store(), &history, error))
        return false;
    QList<EditCommand *> commands;
    for (int i = 0; i < history.steps().size(); ++i) {
        const UndoHistory::Step &step = history.steps().at(i);
        commands << new EditCommand(m_doc, step.edit, step.seq, i < history.index());
        m_stack.push(commands.last()); // its redo() writes nothing while it is being restored
    }
    m_stack.setIndex(history.index()); // the undo()s of the redo branch write nothing either
    for (EditCommand *c : std::as_const(commands))
        c->restored();
    m_stack.setClean();
    return true;
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
