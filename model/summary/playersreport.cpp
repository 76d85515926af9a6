// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "playersreport.h"

#include "summary/lossbands.h"

#include <algorithm>

namespace adj {

bool PlayersReport::make(const TurnSummary &referee, const QString &side, TurnSummary *out, QString *error)
{
    bool found = false;
    Id own = 0;
    for (const TurnSummary::SideLine &s : referee.sides)
        if (s.name == side) {
            found = true;
            own = s.id;
        }
    if (!found) {
        *error = tr("there is no side called \"%1\"").arg(side);
        return false;
    }
    TurnSummary r = referee;
    r.forSide = side;
    // Who did what, as the table saw it; the enemy's losses in words, and no line of the
    // resolution itself where it would give them away.
    for (TurnSummary::ResolutionLine &line : r.resolutions)
        tell(line, own);
    r.notes.clear(); // the referee's own
    QList<TurnSummary::CounterLine> shared;
    for (const TurnSummary::CounterLine &c : std::as_const(r.battleCounters))
        if (c.owner.isEmpty()) // the wind is on the table for all to see; a player's score is not
            shared << c;
    r.battleCounters = shared;
    for (TurnSummary::SideLine &s : r.sides) {
        if (s.name == side)
            continue;
        TurnSummary::SideLine told;
        told.id = s.id;
        told.name = s.name;
        told.color = s.color;
        told.exact = false;
        told.lossBand = s.lossBand;
        told.inDisorder = s.inDisorder;
        s = told;
    }
    *out = r;
    return true;
}

void PlayersReport::tell(TurnSummary::ResolutionLine &line, Id own)
{
    bool told = false;
    for (TurnSummary::Outcome &u : line.outcomes) {
        if (u.side == own)
            continue;
        told = told || u.before != u.after;
        u.exact = false;
        u.lossBand = LossBands::band(std::max(0, u.before - u.after), u.full);
        u.before = u.after = u.full = 0;
    }
    if (told)
        line.result.clear();
    line.summary.clear();
    line.rules.clear(); // the referee's trace
}

} // namespace adj
