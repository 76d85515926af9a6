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
    // Already done once: push() calls redo() again, which must not commit twice.
    struct Pushed final : QUndoCommand
    {
        explicit Pushed(EditCommand *inner)
            : QUndoCommand(inner->text())
            , m_inner(inner)
        {}
        ~Pushed() override { delete m_inner; }
        void redo() override
        {
            if (m_first)
                m_first = false;
            else
                m_inner->redo();
        }
        void undo() override { m_inner->undo(); }
        EditCommand *m_inner;
        bool m_first = true;
    };
    m_stack.push(new Pushed(cmd));
    return seq;
}

bool UndoSink::undo(QString *error)
{
    if (!m_stack.canUndo())
        return false;
    const qint64 before = m_doc->store().eventCount();
    m_stack.undo();
    if (m_doc->store().eventCount() == before) {
        *error = tr("The undo could not be saved; the battle is as it was before it.");
        emit failed(*error);
        return false;
    }
    return true;
}

bool UndoSink::redo(QString *error)
{
    if (!m_stack.canRedo())
        return false;
    const qint64 before = m_doc->store().eventCount();
    m_stack.redo();
    if (m_doc->store().eventCount() == before) {
        *error = tr("The redo could not be saved; the battle is as it was before it.");
        emit failed(*error);
        return false;
    }
    return true;
}

} // namespace adj
