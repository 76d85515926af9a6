// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QObject>
#include <QPointer>

namespace adj {

// The battle's undo history as Edit ▸ Undo and Redo offer it (issue 30). The history is the
// battle's log (BattleStore::toUndo, toRedo): this knows only its two ends, the action an undo
// takes back and the one a redo puts back, with their summaries for the menu; an action's row
// changes are read from the log when it is undone or redone, and only then. Opening a battle of
// any length costs the same, and the window, adjutant-cli and other windows share one history.
//
// It also routes the document's new edits (commits them) and reports failures of commits, undos
// and redos (a full disk, a file gone) instead of pretending success.
class UndoSink final : public QObject, public EditSink
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UndoSink)

public:
    explicit UndoSink(BattleDocument *doc, QObject *parent = nullptr);
    ~UndoSink() override;

    bool canUndo() const { return ends().undo.seq != 0; }
    bool canRedo() const { return ends().redo.seq != 0; }
    // The summary of the action an undo takes back, or a redo puts back; empty when none.
    QString undoText() const { return ends().undo.summary; }
    QString redoText() const { return ends().redo.summary; }
    // Its event number; 0 when none.
    qint64 undoSeq() const { return ends().undo.seq; }
    qint64 redoSeq() const { return ends().redo.seq; }
    // How many of the history's actions it holds in memory (their numbers and summaries): two at
    // most, whatever the length of the log. Never their row changes (tst_undocost).
    int heldSteps() const;

    // Reads the two ends again, for a battle just opened. False with `error` when the log cannot
    // be read (nothing is offered then). Writes nothing.
    bool reload(QString *error);
    qint64 submit(const Edit &edit, QString *error) override;
    // Undo and redo that say whether they were committed.
    bool undo(QString *error);
    bool redo(QString *error);

signals:
    // The ends of the history moved: an action of this window or another writer's, an undo, a redo.
    void changed();
    void failed(const QString &message);

private:
    struct Ends
    {
        BattleStore::HistoryStep undo;
        BattleStore::HistoryStep redo;
    };
    const Ends &ends() const;
    bool step(bool redo, QString *error);
    void onEventAppended(qint64 seq);

    // Guarded: a sink outliving its battle (found by UBSan in tst_undostack) must not touch it.
    QPointer<BattleDocument> m_doc;
    mutable Ends m_ends;
    mutable bool m_stale = true; // read again at the next question: an event was appended
};

} // namespace adj
