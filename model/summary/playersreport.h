// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QCoreApplication>

namespace adj {

// A side's copy of a turn summary, for handing to its players: its own losses exactly, the
// enemy's only as the referee would tell them (LossBands: "heavy losses", "in disorder").
// Everything that could carry an enemy figure is left out: the enemy's numbers, units,
// markers, leaders, counters and series, every resolution line and the referee's notes.
// The rule set's bookkeeping (cards drawn, the wind, who moves first) stays: it was public.
class PlayersReport final
{
    Q_DECLARE_TR_FUNCTIONS(adj::PlayersReport)

public:
    // Returns false with `error` set when the battle has no such side.
    static bool make(const TurnSummary &referee, const QString &side, TurnSummary *out, QString *error);
    // One resolution line as the side `own` is told it (make() tells every line so): the enemy's
    // outcomes in words, no result that gives their losses away, no summary, no rules.
    static void tell(TurnSummary::ResolutionLine &line, Id own);
};

} // namespace adj
