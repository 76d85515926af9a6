// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruletable.h"
#include "model/event.h"

#include <QJsonObject>

namespace adj {

class BattleDocument;

// The battle's log in the referee's language of the moment (issue 31): an entry's line (and a
// resolved action's trace) is read again from what the event keeps, so that switching the language
// switches the log. A resolved action is resolved again from its stored inputs and dice against the
// battle's rule table; its words are taken only when it comes out the same (the same dice used, the
// same effects, the same rules in its trace), else the entry reads as it was written. The turn's
// moves, markers, undo and redo are worded from their turn, phase, marker and target. An entry of
// any other kind, or of an older file without what these need, reads as it was written.
class EventReader final
{
public:
    explicit EventReader(BattleDocument *doc);

    Event read(const Event &e) const;

private:
    // A resolved action in today's words; false when it does not come out as logged.
    bool readAction(Event *e) const;
    const RuleTable *table() const;

    BattleDocument *m_doc;
    mutable RuleTable m_table;
    mutable QJsonObject m_tableFor; // the house rules m_table was built with
    mutable bool m_tableBuilt = false;
};

} // namespace adj
