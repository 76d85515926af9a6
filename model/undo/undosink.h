#pragma once

#include "battledocument.h"

#include <QObject>
#include <QPointer>
#include <QUndoStack>

namespace adj {

// Routes a document's edits onto one QUndoStack per battle, and reports failures of
// commits, undos and redos (a full disk, a file gone) instead of pretending success.
class UndoSink final : public QObject, public EditSink
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UndoSink)

public:
    explicit UndoSink(BattleDocument *doc, QObject *parent = nullptr);
    ~UndoSink() override;

    QUndoStack *stack() { return &m_stack; }
    // Puts the stack where the battle's log says (UndoHistory), for a battle just opened: an undo
    // then takes back the last action that stands, as before the battle was closed. Writes
    // nothing. False with `error` when the log cannot be read (the stack is then empty).
    bool rebuildFromLog(QString *error);
    qint64 submit(const Edit &edit, QString *error) override;
    // Undo and redo that say whether they were committed.
    bool undo(QString *error);
    bool redo(QString *error);

signals:
    void failed(const QString &message);

private:
    // Guarded: a sink outliving its battle (found by UBSan in tst_undostack) must not touch it.
    QPointer<BattleDocument> m_doc;
    QUndoStack m_stack;
};

} // namespace adj
