// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "undosink.h"

namespace adj {

UndoSink::UndoSink(BattleDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    doc->setEditSink(this);
    // Every event moves the ends, whoever wrote it; they are read again when next asked. The menu
    // is told once for a batch of other writers' events: at the last one the store knows of.
    connect(doc, &BattleDocument::eventAppended, this, &UndoSink::onEventAppended);
}

UndoSink::~UndoSink()
{
    if (m_doc)
        m_doc->setEditSink(nullptr);
}

void UndoSink::onEventAppended(qint64 seq)
{
    m_stale = true;
    if (m_doc && seq >= m_doc->store().eventCount())
        emit changed();
}

const UndoSink::Ends &UndoSink::ends() const
{
    if (m_stale) {
        m_ends = {};
        if (m_doc) {
            m_ends.undo = m_doc->store().toUndo();
            m_ends.redo = m_doc->store().toRedo();
        }
        m_stale = false;
    }
    return m_ends;
}

int UndoSink::heldSteps() const
{
    return int(m_ends.undo.seq != 0) + int(m_ends.redo.seq != 0);
}

bool UndoSink::reload(QString *error)
{
    m_stale = false;
    m_ends = {};
    bool ok = m_doc != nullptr;
    if (m_doc) {
        QString why;
        m_ends.undo = m_doc->store().toUndo(&why);
        if (why.isEmpty())
            m_ends.redo = m_doc->store().toRedo(&why);
        if (!why.isEmpty()) {
            // An undo that cannot be offered is better than one offered on a history half read.
            m_ends = {};
            *error = why;
            ok = false;
        }
    }
    emit changed();
    return ok;
}

qint64 UndoSink::submit(const Edit &edit, QString *error)
{
    const qint64 seq = m_doc ? m_doc->commit(edit, error) : 0;
    if (seq == 0) {
        if (!m_doc)
            *error = tr("no battle is open");
        emit failed(*error);
    }
    return seq;
}

bool UndoSink::step(bool redo, QString *error)
{
    if (!m_doc || !(redo ? canRedo() : canUndo()))
        return false;
    // The action the menu offers, and only that one: another writer may have moved the history.
    const qint64 offered = redo ? redoSeq() : undoSeq();
    QString why;
    if ((redo ? m_doc->redo(&why, offered) : m_doc->undo(&why, offered)) != 0)
        return true;
    *error = redo ? tr("The redo could not be saved: %1. The battle is as it was before it.").arg(why)
                  : tr("The undo could not be saved: %1. The battle is as it was before it.").arg(why);
    m_stale = true;
    emit changed();
    emit failed(*error);
    return false;
}

bool UndoSink::undo(QString *error)
{
    return step(false, error);
}

bool UndoSink::redo(QString *error)
{
    return step(true, error);
}

} // namespace adj
