// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "edit.h"
#include "event.h"

#include <QList>

namespace adj {

// The undo history of a battle as its event log tells it, so that it survives closing the
// battle: the actions in the order of an undo stack and how many of them stand. Every event
// but "undo" and "redo" is an action; an "undo" takes back the action it names, a "redo" puts
// it back, and a new action after undos drops the actions undone (the redo branch), as
// QUndoStack does.
//
// Since version 7 the battle file keeps this history in its log (events.undo_order and
// redo_order, written by BattleStore::append in each action's own transaction), so that opening
// a battle, Edit ▸ Undo and adjutant-cli undo read two rows instead of the whole log. This
// class is the rule those columns follow: the migration from version 5 replays the log with it
// once, and the tests hold the columns to it.
class UndoHistory final
{
public:
    struct Step
    {
        qint64 seq = 0;   // the action's event
        qint64 since = 0; // the event that put it where it is: itself, its last redo or undo
    };

    // Replays a log in order; only each event's seq, kind and target are read.
    static UndoHistory fromEvents(const QList<Event> &events);
    // The next event of the log (after every earlier one).
    void add(qint64 seq, QStringView kind, qint64 target);
    // The edit an event logged, as BattleDocument::revert and reapply take it.
    static Edit editOf(const Event &event);

    const QList<Step> &steps() const { return m_steps; }
    // How many steps, from the first, stand: the rest is the redo branch.
    int index() const { return m_index; }
    // The step an undo takes back and the one a redo puts back; null when there is none.
    const Step *toUndo() const { return m_index > 0 ? &m_steps.at(m_index - 1) : nullptr; }
    const Step *toRedo() const { return m_index < m_steps.size() ? &m_steps.at(m_index) : nullptr; }

private:
    int find(qint64 seq, int from, int to) const;

    QList<Step> m_steps;
    int m_index = 0;
};

} // namespace adj
