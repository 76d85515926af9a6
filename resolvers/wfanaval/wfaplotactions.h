// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/resolution.h"
#include "core/ruleset.h"
#include "wfaplot.h"
#include "wfawind.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

// The plotted movement of a turn as battle actions (4.1 steps 3-4, 5, 9.2-9.6): "plot" records a
// side's markers in the tracker "wfa.plots" after checking the count (5.6, 9.4, 9.5) and the
// markers (5.10, 1.2.1); "reveal" turns the next marker of both plots and moves the ships on the
// board (single-ship or squadron moves, two ships a hex at most, 3.4, 8.2).
//
// Tracker "wfa.plots": {"turn": 3, "revealed": 1,
//                       "plots": {"a": {"markers": ["straight", ...], "allotted": 4}, "b": {...}}}.
// A tracker of another turn is a past turn's: it is never reused.
// State input "fleet" (filled by the battle, WfaBattle::fleet): {"turn", "sides": {"a","b"},
// "board": {...}, "ships": [WfaShip JSON]}.
class WfaPlotActions
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaPlotActions)
public:
    static ActionSchema plotSchema();
    static ActionSchema revealSchema();
    static Action::Bind bindPlot();
    static Action::Bind bindReveal();

    // "shipNames": the battle's names of the ships an action's roles name ({"firer": "HMS Java"}),
    // filled by the battle (WfaBattle::fillFire, ...) so traces say names, not roles; never a form field.
    static InputSpec shipNamesInput();

    // The ships on the board, the turn and the side names read from a "fleet" input.
    struct Fleet
    {
        WfaNavalState state;
        int turn = 0;
    };
    static bool readFleet(const QJsonObject &fleet, Fleet *out, QString *error);
    // The side's squadron command ship, or its only ship on the board; null when neither.
    static const WfaShip *commandShip(const WfaNavalState &s, const QString &side);

    // What a side is asked to plot now (wfasecret.cpp): the count of markers, or that it has
    // plotted this turn, or what must come first (the wind, a command ship).
    struct Allotment
    {
        QString side; // "a" or "b"
        int turn = 0;
        int count = 0;
        bool plotted = false;
        QString waitingFor;
    };
    static Allotment allotment(const Inputs &in, const RuleTable &table, const QString &side);

private:
    struct PlotSpec;
    static ParsedInputs<PlotSpec> parsePlot(const Inputs &in, const RuleTable &table);
    static void resolvePlot(const PlotSpec &s, DiceSource &dice, Resolution &out);
    // 3.1: this turn's wind, given or kept (rolled this turn); a refusal when neither.
    static QString windOfTheTurn(const Inputs &in, int turn, int *wind);
    // 5.6, 9.4, 9.5: the side's plotted moves from its command ship, the wind and its losses.
    static WfaWind::Moves movesOfTheSide(const Inputs &in, const WfaTable &t, int turn, const QString &side,
                                         const WfaShip &cmd, int wind);
    // 5.1, 5.7: the markers input, a list of marker ids; its text form is ids or letters ("SRS").
    static InputSpec markersInput();
    static QStringList markersFromText(const QString &markers);
    static bool readMarkers(const QStringList &markers, WfaPlot *plot, QString *error);
    static Effect plotsTracker(const Fleet &f, const QJsonObject &state);

    struct Revealed; // what the reveal has read so far
    struct RevealSpec;
    static ParsedInputs<RevealSpec> parseReveal(const Inputs &in, const RuleTable &table);
    static void resolveReveal(const RevealSpec &s, DiceSource &dice, Resolution &out);
    // 4.1, 5.7, 5.8: both sides' plots and the marker to reveal.
    static QString readPlots(const Inputs &in, Revealed *r);
    // 3.1.1, 7.1, 9.6: the side moving first, given or from the wind gauge.
    static QString whoMovesFirst(const Inputs &in, const WfaTable &t, Revealed *r);
    static RevealSpec revealed(const Revealed &r, const WfaNavalState &after,
                               const WfaNavalState::Step &step);
    // 5.2, 5.3: the new positions and headings.
    static Effects moveEffects(const WfaNavalState &before, const WfaNavalState &after);
    // 5.8, 3.4: who sailed, turned or was held; the held ships' "stopped:<ship>" outcomes.
    static TraceLine resultLine(const Revealed &r, const WfaNavalState &after, QStringList *stoppedIds);
};

} // namespace adj
