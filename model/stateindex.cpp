// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "stateindex.h"

namespace adj::stateindex {

QHash<Id, QList<Marker>> activeMarkersByUnit(const BattleState &s)
{
    QHash<Id, QList<Marker>> out;
    for (const Marker &m : s.activeMarkers())
        out[m.unit] << m;
    return out;
}

QHash<Id, QList<Leader>> leadersByUnit(const BattleState &s)
{
    QHash<Id, QList<Leader>> out;
    for (const Leader &l : s.leaders)
        if (l.unit != 0)
            out[l.unit] << l;
    return out;
}

} // namespace adj::stateindex
