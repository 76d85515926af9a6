#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"
#include "wfaplot.h"

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
    static RuleSet::Runner bindPlot(const QJsonObject &inputs, const RuleTable &table);
    static RuleSet::Runner bindReveal(const QJsonObject &inputs, const RuleTable &table);

    // "shipNames": the battle's names of the ships an action's roles name ({"firer": "HMS Java"}),
    // filled by WfaBattle::fill so traces say names, not roles; never a form field.
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
};

} // namespace adj
