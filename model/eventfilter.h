// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "event.h"

#include <QBitArray>

namespace adj {

class BattleStore;

// What the log shows: events of one turn, by one side's units, by one unit, of one kind.
// An empty field lets everything through. The store answers it in SQL, so a log of
// 100,000 events is filtered without reading them (bench_roster measures it).
struct EventFilter
{
    int turn = 0; // 0: every turn
    Id side = 0;  // 0: every side; else events whose actor is the side or one of its units
    QString unit; // empty: everyone; else events whose actor's name contains this (any case)
    QString kind; // empty: every kind; else this event kind ("marker.place", "resolve.fire")

    bool isEmpty() const { return turn == 0 && side == 0 && unit.isEmpty() && kind.isEmpty(); }
    // The same test in memory, for an event appended after the store was asked.
    bool matches(const Event &e, const BattleState &state) const;
    // One bit per event (bit seq - 1) of the first `count` events, set when it matches.
    QBitArray matching(const BattleStore &store, qint64 count) const;
    bool operator==(const EventFilter &) const = default;
};

} // namespace adj
