// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "records.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// What happened in one turn, or in the battle so far, read from the log and the state:
// the data behind the referee's report, the players' reports, the charts and the JSON export.
// Names and notes are kept as typed; whoever renders them escapes them.
struct TurnSummary
{
    struct UnitLine // a unit whose status changed: eliminated, routed, captured, sunk
    {
        QString unit;
        QString status;
        int turn = 0;
        Id unitId = 0; // the unit, whatever it was called: the battle so far's lines by unit
    };
    struct LossLine // a unit whose strength changed in the period
    {
        QString unit;
        int lost = 0;
        int regained = 0;
        int atStart = 0;       // at the start of the period, or when the unit joined in it
        int strength = 0;      // at the end of the period: atStart - lost + regained
        int strengthStart = 0; // full strength
        Id unitId = 0;
    };
    struct MarkerLine // a marker placed or lifted
    {
        QString unit;
        QString marker;
        int turn = 0;
        Id unitId = 0;
    };
    struct LeaderLine // a leader lost or wounded
    {
        QString leader;
        QString status;
        int turn = 0;
    };
    struct CounterLine // a counter's standing at the end of the period, and where it began
    {
        QString kind;
        QString owner; // a player's name, when not a side's
        int before = 0;
        int after = 0;
        bool changed = false;
    };
    // A unit whose strength or status a resolution changed.
    struct Outcome
    {
        QString unit;
        QString type; // the unit's type id
        Id side = 0;
        int before = 0;
        int after = 0;
        int full = 0;      // its full strength
        QString status;    // its new status, when it changed ("routed")
        bool exact = true; // false: an enemy unit in a players' report, told in words (lossBand)
        QString lossBand;
    };
    struct ResolutionLine // one resolve.* event
    {
        qint64 seq = 0;
        int turn = 0;
        QString phase;
        QString action; // "fire", "close-combat", ...
        QString actor;
        QString summary;         // the log's line, as written when it was resolved
        QStringList rules;       // the rule numbers its trace cites, in order, once each
        QStringList actors;      // the acting units (else the acting side), named as the battle names them
        QStringList targets;     // the units it was aimed at, by name
        QStringList targetTypes; // their types' ids, in the same order
        QList<Outcome> outcomes;
        QString result; // the resolution's last line ("die 3 + 2 = 5 AP"); empty where it would
                        // tell an enemy's losses in a players' report
    };
    // A rule set's bookkeeping changed (a card drawn, the wind, who moves first): the tracker's
    // new one-line label. Public: the players saw it happen on the table.
    struct BookkeepingLine
    {
        qint64 seq = 0;
        int turn = 0;
        QString key; // the tracker: "oibl.deck", "wfa.wind", ...
        QString label;
    };
    struct NoteLine
    {
        qint64 seq = 0;
        int turn = 0;
        QString text;
    };
    struct SideLine
    {
        Id id = 0;
        QString name;
        QString color;
        // Players' reports: false for an enemy side, whose figures are left out (zero, empty)
        // and told only through `lossBand` and `inDisorder`.
        bool exact = true;
        int strengthStart = 0; // full strength of the side's units, in the rule set's measure
        int atStart = 0;       // at the start of the period, with the units that joined in it
        int strengthBegan = 0; // at the start of turn 1, as set up (the strength chart's first point)
        int strength = 0;      // at the end of the period: atStart - lost + regained
        int lost = 0;          // in the period
        int regained = 0;      // in the period (rallies)
        int lostSoFar = 0;     // from the start to the end of the period
        QString lossBand;      // LossBands id of `lost` against `strengthStart`
        bool inDisorder = false;
        QList<LossLine> losses; // unit by unit, in the order of the roster
        QList<UnitLine> units;
        QList<MarkerLine> placed;
        QList<MarkerLine> lifted;
        QList<LeaderLine> leaders;
        QList<CounterLine> counters;
        // Per turn 1..lastTurn: casualties, strength and the victory counter raced (hasRace()) at
        // the end of the turn.
        QList<int> casualtiesPerTurn;
        QList<int> regainedPerTurn; // the battle so far's turn-by-turn table (not in the JSON)
        QList<int> strengthPerTurn;
        QList<int> racePerTurn;
    };

    QString battle;
    QString ruleset;  // rule set id
    QString measure;  // the strength measure's id: "MP", "figures", "stands", "damage-points"
    int turn = 0;     // 0: the battle so far
    int lastTurn = 0; // the last turn the period covers (the series run 1..lastTurn)
    QString forSide;  // a players' report: the side it is for; empty for the referee's
    QList<SideLine> sides;
    QList<CounterLine> battleCounters; // counters of nobody's side (wind, a player's)
    QList<ResolutionLine> resolutions;
    QList<BookkeepingLine> bookkeeping; // in the order of the log
    QList<NoteLine> notes;
    int events = 0; // events of the period counted (undone ones and undo/redo left out)

    bool isPlayersReport() const { return !forSide.isEmpty(); }
    // The rule set draws its victory counter turn by turn (RuleSetProfile::raceTitle: Honour &
    // Glory's Glory race); raceKind() is that counter, raceTitle() the chart's title.
    bool hasRace() const;
    QString raceKind() const;
    QString raceTitle() const;
    QJsonObject toJson() const;
    // One line of the JSON's lists, as toJson() writes it (the command line streams them).
    static QJsonObject resolutionJson(const ResolutionLine &r, bool playersReport);
    static QJsonObject bookkeepingJson(const BookkeepingLine &b);
    static QJsonObject noteJson(const NoteLine &n);
};

} // namespace adj
