// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/resolution.h"
#include "core/ruleset.h"
#include "wfaplot.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

class DiceSource;

// Wind (3.1), who moves and declares fire first (3.1.1, 7.1, 9.6) and the number of plotted moves a
// side gets (3.1.1, 6.6, 9.4, 9.5).
class WfaWind
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaWind)
public:
    static ActionSchema windSchema();
    static ActionSchema movesSchema();
    // 3.1, 3.1.1: the wind's roll and, with both command ships' headings, the wind gauge.
    static Action::Bind bindWind();
    // 5.6, 9.4: a side's plotted moves this turn (plottedMoves).
    static Action::Bind bindMoves();

    // 3.1: the wind after the start-of-turn roll: right on the table's right face, left on its left face.
    static int windAfter(const WfaTable &t, int wind, int die);

    // 3.1.1, 7.1: 0 when side A chooses who moves and declares first, 1 for B; `why` says why,
    // naming the sides `nameA` and `nameB` (empty: "side A", "side B"). `advantage` is the side with
    // the commander's advantage (0, 1), or -1 when the scenario names none: then a tie gives -1.
    static int chooser(bool gaugeA, bool gaugeB, int advantage, QString *why, const QString &nameA = {},
                       const QString &nameB = {});

    // 3.1.1, 7.1, 9.4, 9.6: who decides who moves and declares fire first this turn, from the
    // command ships' headings (a side's only ship in a single ship action) in `s` and `wind`;
    // `advantage` is "a", "b" or empty. `chooser` is "a", "b", or empty when the gauge ties and no
    // advantage is known; `why` the reasons with their rules.
    struct First
    {
        QString chooser;
        QList<TraceLine> why;
    };
    static First firstToMove(const WfaNavalState &s, int wind, const QString &advantage);

    struct MovesIn
    {
        int base = 3;
        int commandHeading = 1;
        int wind = 1;
        int commandDamage = 1, commandStart = 1;
        bool commandLostLastTurn = false; // 9.5: the turn after losing the command ship
        bool lostCommandCrippled = false; // 9.5: a lost command ship had fallen to half: its -1 remains
    };
    struct Moves
    {
        int count = 0;
        QList<TraceLine> reasons;
    };
    // base + wind gauge - crippled command ship - the turn after losing it (never below the minimum).
    static Moves plottedMoves(const WfaTable &t, const MovesIn &in);

private:
    struct WindSpec;
    static ParsedInputs<WindSpec> parseWind(const Inputs &in, const RuleTable &table);
    static void resolveWind(const WindSpec &s, DiceSource &dice, Resolution &out);
    static int rollWind(const WindSpec &s, DiceSource &dice, Resolution &out); // 3.1: the wind after
    // 3.1.1, 7.1, 9.7: the side that decides who moves first ("a", "b"; empty when none does).
    static QString windGauge(const WindSpec &s, int wind, Resolution &out);
    static ParsedInputs<Moves> parseMoves(const Inputs &in, const RuleTable &table);
    static void resolveMoves(const Moves &moves, DiceSource &dice, Resolution &out);
};

} // namespace adj
