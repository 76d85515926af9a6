// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "undohistory.h"

using namespace Qt::StringLiterals;

namespace adj {

Edit UndoHistory::editOf(const Event &event)
{
    Edit e;
    e.kind = event.kind;
    e.summary = event.summary;
    e.actor = event.actor;
    e.inputs = event.inputs;
    e.dice = event.dice;
    e.trace = event.trace;
    for (const auto &effect : event.effects)
        e.effects << Effect::fromJson(effect.toObject());
    for (const auto &change : event.changes)
        e.changes << RowChange::fromJson(change.toObject());
    return e;
}

int UndoHistory::find(qint64 seq, int from, int to) const
{
    for (int i = to - 1; i >= from; --i)
        if (m_steps.at(i).seq == seq)
            return i;
    return -1;
}

void UndoHistory::add(qint64 seq, QStringView kind, qint64 target)
{
    if (kind == u"undo") {
        // Normally the last standing action. Another writer's undo may have taken back an
        // earlier one: it joins the redo branch, and the actions after it still stand.
        const int i = find(target, 0, m_index);
        if (i >= 0) {
            m_steps[i].since = seq;
            m_steps.move(i, m_index - 1);
            --m_index;
        }
        return;
    }
    if (kind == u"redo") {
        const int i = find(target, m_index, int(m_steps.size()));
        if (i >= 0) {
            m_steps[i].since = seq;
            m_steps.move(i, m_index);
            ++m_index;
        }
        return;
    }
    m_steps.resize(m_index); // a new action drops the redo branch
    m_steps << Step{seq, seq};
    ++m_index;
}

UndoHistory UndoHistory::fromEvents(const QList<Event> &events)
{
    UndoHistory h;
    for (const Event &e : events)
        h.add(e.seq, e.kind, e.target);
    return h;
}

} // namespace adj
