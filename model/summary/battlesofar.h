// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QList>
#include <QString>

namespace adj {

// The battle so far at any size (issue 19): a summary of the whole battle folded turn by turn
// and unit by unit, so that its print grows with the turns and the units, not with the events
// (the resolutions, the markers, the units' changes are counted here; every resolution is
// printed only on request). Pure: read from a TurnSummary, for the referee's report or a
// players' one (whose enemy sides carry no figures: they have no columns and no units here).
class BattleSoFar final
{
public:
    struct TurnRow
    {
        int turn = 0;
        // One entry per side whose figures the reader may see (TurnSummary::SideLine::exact),
        // in the summary's order: lost, regained, and the strength at the end of the turn.
        QList<int> lost;
        QList<int> regained;
        QList<int> strength;
        int resolutions = 0;
        int unitsOut = 0; // units eliminated, routed, captured or sunk in the turn
        int markersPlaced = 0;
        int markersLifted = 0;
        int bookkeeping = 0; // cards drawn, the wind, the order of play changed
        int notes = 0;
    };
    struct UnitRow
    {
        int side = 0; // index in TurnSummary::sides
        QString unit;
        bool strengthChanged = false; // false: the figures below are not known from the summary
        int atStart = 0;
        int lost = 0;
        int regained = 0;
        int strength = 0;
        QString status; // its last change of status in the period, and the turn of it
        int statusTurn = 0;
        int markersPlaced = 0;
        int markersLifted = 0;
    };
    // Turn 1 to lastTurn, every one (a quiet turn is a row of zeros).
    static QList<TurnRow> byTurn(const TurnSummary &s);
    // Every unit something happened to in the period, side by side in the summary's order, each
    // side's units in the order of its losses, then those whose status or markers alone changed.
    static QList<UnitRow> byUnit(const TurnSummary &s);
    // The indexes in `s.sides` of the sides whose figures the reader may see.
    static QList<int> exactSides(const TurnSummary &s);
};

} // namespace adj
