#pragma once

#include "edit.h"
#include "event.h"

#include <QList>

namespace adj {

class BattleStore;

// The undo history of a battle as its event log tells it, so that it survives closing the
// battle: the actions in the order of an undo stack and how many of them stand. Every event
// but "undo" and "redo" is an action; an "undo" takes back the action it names, a "redo" puts
// it back, and a new action after undos drops the actions undone (the redo branch), as
// QUndoStack does. The GUI rebuilds its stack from it and the command line undoes with it.
class UndoHistory final
{
public:
    struct Step
    {
        qint64 seq = 0; // the action's event
        Edit edit;      // as it was written, with its row changes
    };

    static UndoHistory fromEvents(const QList<Event> &events);
    // Reads the whole log; false with `error` when it cannot be read.
    static bool read(const BattleStore &store, UndoHistory *out, QString *error);
    // The edit an event logged, as BattleDocument::revert and reapply take it.
    static Edit editOf(const Event &event);

    const QList<Step> &steps() const { return m_steps; }
    // How many steps, from the first, stand: the rest is the redo branch.
    int index() const { return m_index; }
    // The step an undo takes back and the one a redo puts back; null when there is none.
    const Step *toUndo() const { return m_index > 0 ? &m_steps.at(m_index - 1) : nullptr; }
    const Step *toRedo() const { return m_index < m_steps.size() ? &m_steps.at(m_index) : nullptr; }

private:
    void take(const Event &event);
    int find(qint64 seq, int from, int to) const;

    QList<Step> m_steps;
    int m_index = 0;
};

} // namespace adj
