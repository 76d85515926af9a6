#include "playersreport.h"

namespace adj {

bool PlayersReport::make(const TurnSummary &referee, const QString &side, TurnSummary *out, QString *error)
{
    bool found = false;
    for (const TurnSummary::SideLine &s : referee.sides)
        found = found || s.name == side;
    if (!found) {
        *error = tr("there is no side called \"%1\"").arg(side);
        return false;
    }
    TurnSummary r = referee;
    r.forSide = side;
    r.resolutions.clear(); // their lines name the enemy's losses
    r.notes.clear();       // the referee's own
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

} // namespace adj
