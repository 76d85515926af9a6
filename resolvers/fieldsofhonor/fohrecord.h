// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "model/effect.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <utility>

namespace adj {

class BattleState;

// What a battle keeps of the turn in play (the tracker "foh.turn"), for what the turn owes: the
// temporary hits each unit took this turn from fire, opportunity fire, melee and pursuit ("any BMU
// which took hits this turn must try a Morale Test", Morale Phase), the Morale Phase's tests taken,
// the melees fought and the pursuits made, the rallies and recoveries tried. The actions that take
// part read it through their "record" input (filled from the battle with the turn and phase now)
// and write it back with their result; a record of an earlier turn reads as empty. Without a battle
// (turn 0) nothing is recorded.
class FohRecord
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohRecord)
public:
    using Pair = std::pair<qint64, qint64>;

    int turn = 0;  // 0: no battle's record
    QString phase; // the battle's phase now (read, never stored)
    QMap<qint64, int> hits;
    QList<qint64> tested; // took the Morale Phase's Morale Test
    QList<Pair> melees;   // {attacker, defender}
    QList<Pair> pursuits; // {pursuer, routing unit}
    QList<qint64> rallied, recovered;

    static QString trackerKey();
    // The State input the actions read it through.
    static InputSpec input();
    // This turn's record in the battle, with its turn and phase now.
    static QJsonObject fromBattle(const BattleState &battle);
    static FohRecord fromJson(const QJsonObject &json);
    QJsonObject toJson() const;

    bool kept() const { return turn > 0; }
    int hitsOf(qint64 unit) const { return hits.value(unit); }
    bool fought(qint64 a, qint64 b) const;
    // The record with `more` hits on `unit` (nothing when there is no unit or no hit).
    FohRecord withHits(qint64 unit, int more) const;
    QString label() const;
    // The SetTracker effect that keeps this record in the battle.
    Effect effect() const;
};

} // namespace adj
