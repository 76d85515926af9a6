// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/resolution.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

// For Honor and Glory arithmetic that is not a dice action: stacking (4.3), movement (7, 2.3,
// 6.2.5, 7.5, 9.1, 11.11), victory points (10) and campaign totals (12). Pure functions.
class FhgRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgRules)
public:
    // ---- 4.3, 4.3.1 stacking
    struct StackEntry
    {
        QString kind;  // a unit type id ("regular", "artillery", ...), "leader" or "vp"
        QString label; // how messages name it, optional
    };
    // Every breach of the hex limits, each naming the units and the rule; empty when legal.
    static QStringList stackingProblems(const FhgTable &t, const QList<StackEntry> &hex);

    // ---- 8.2 line of sight on a board
    static QSet<QString> blockingTerrain(const FhgTable &t); // terrain ids whose tiles block
    // Rockets ignore line of sight (3.4.9); everything else per 8.2.
    static LineOfSight lineOfSight(const FhgTable &t, const Board &board, Hex from, Hex to, FhgType firer);

    // ---- 7 movement
    struct Move
    {
        bool ok = false;
        QString error;
        int apCost = 0;
        int allowance = 0;
        QList<TraceLine> trace;
    };
    // `kind` is a unit type id or "leader"; `path` the terrain of each hex entered, in order.
    static Move movement(const FhgTable &t, const QString &kind, const QList<FhgTerrain> &path, bool column,
                         bool leaderBonus, bool opt11_11);
    // The hexes a unit (or a leader alone) may move and the AP the move costs before terrain
    // (7.1, 7.5, 6.2.5, 9.1, 9.1.3); `ok` false with `error` when column or the bonus cannot apply.
    static Move allowance(const FhgTable &t, const QString &kind, bool column, bool leaderBonus);
    // What the terrain of a hex entered does to the move (2.3), with 7.4 and 11.11; `why` and
    // `whyRule` name an exception that applied ("Indians do not stop in forest", "7.4").
    struct Step
    {
        FhgTable::Move move = FhgTable::Move::Normal;
        QString rule; // the terrain's rule, "2.3.5"
        QString why;
        QString whyRule;
    };
    static Step terrainStep(const FhgTable &t, const QString &kind, FhgTerrain terrain, bool opt11_11);

    // ---- 10 victory points
    struct VpItem
    {
        enum class Kind { Unit, Leader, VpUnit };
        Kind kind = Kind::Unit;
        QString owner;   // the side that lost it (or, for a VP unit, started the scenario with it)
        QString takenBy; // the side that eliminated or captured it
        int value = -1;  // -1: the table's value ("1 VP unless otherwise specified")
        QString label;
    };
    struct VpTally
    {
        QMap<QString, int> bySide;
        QList<TraceLine> trace;
    };
    static VpTally victoryPoints(const FhgTable &t, const QStringList &sides, const QList<VpItem> &items);

    // ---- 12 campaigns
    struct ScenarioResult
    {
        QString scenario;
        QMap<QString, int> vp; // VP earned by each side when the scenario ended
        QString winner;
        bool lostOnTime = false;   // the loser lost to the time constraint
        int vpToWin = 0;           // the VP the scenario asks to win (used when lostOnTime)
        bool refereesCall = false; // ended by the referee, neither by victory nor on time
    };
    struct CampaignTotal
    {
        QMap<QString, int> bySide;
        QString leader; // the side with the most VP; empty on a tie
        QList<TraceLine> trace;
    };
    static CampaignTotal campaignTotals(const QList<ScenarioResult> &scenarios);
};

} // namespace adj
