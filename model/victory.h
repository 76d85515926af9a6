// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QMap>

namespace adj {

// A battle's victory conditions and its end (issues 19 and 29), kept in two trackers of the battle
// so that both are logged and undone like every other change:
//   "battle.victory" side by side, as For Honor and Glory's 10.C states them:
//                    {sides: [{side, vpToWin, byTurn}]}: which side must reach how many VP by
//                    which turn (one side at most is bound by a turn; the other wins on time when
//                    it does not); or the older form, one target for every side and a turn limit
//                    that names no side: {vpToWin, turnLimit} (0: none), still read and written
//   "battle.end"     {ending: victory|time|referee, winner, turn, phase, earned {side: VP},
//                    loser, vpNeeded, called}
// What a side has earned is its side counter of the rule set's measure ("VP", or "Glory" where the
// rule set keeps Glory): earned() is the one place that reads it.
//
// The time win is the conditions', never the referee's: it comes when the time is up (the bound
// side's last turn has reached its check of victory, or is past) and the bound side is short of its
// VP; the other side wins on time. A time called before that is the referee's call, recorded and
// counted as one (an older file's "time" before its turn limit is read so too).
class Victory final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Victory)

public:
    static constexpr int kMaxVp = 100000;
    static constexpr int kMaxTurns = 10000;

    // One side's condition (10.C): the VP it must reach, by a turn or at any time.
    struct Target
    {
        QString side;
        int vpToWin = 0;
        int byTurn = 0; // 0: no time constraint on this side
        bool operator==(const Target &) const = default;
    };
    struct Conditions
    {
        int vpToWin = 0;     // the older form: the VP every side needs; 0: none
        int turnLimit = 0;   // the older form: the last turn, no side named; 0: none
        QList<Target> sides; // side by side (10.C); when set, vpToWin and turnLimit are 0
        bool isSet() const { return vpToWin > 0 || turnLimit > 0 || !sides.isEmpty(); }
        bool perSide() const { return !sides.isEmpty(); }
        // The VP `side` needs to win: its own target, or the older form's; 0: none.
        int target(const QString &side) const;
        const Target *targetOf(const QString &side) const;
        // The side bound by a turn (10.C), or null (the older form names none).
        const Target *timeBound() const;
        // The last turn: the bound side's, or the older form's turn limit; 0: no time constraint.
        int lastTurn() const;
        // The form a scenario's "victory" and the tracker hold.
        QJsonObject toJson() const;
        bool operator==(const Conditions &) const = default;
    };
    struct End
    {
        QString ending; // "victory", "time", "referee"; empty while the battle goes on
        QString winner; // a side's name, or empty (the referee's call without one)
        int turn = 0;
        QString phase;
        QMap<QString, int> earned;
        QString loser;          // a time win: the side that did not reach its VP by its turn (10.C)
        int vpNeeded = 0;       // a time win: the VP the scenario needed to win, given the victor (12)
        QString called;         // "time": the referee called time before it was up (his call, not a time win)
        bool confirmed = false; // a victory for a side short of its target, confirmed by the referee
        bool isEnded() const { return !ending.isEmpty(); }
        QJsonObject toJson() const;
    };
    // Whether the conditions are met now: the sides at or over their VP, and the time.
    struct Status
    {
        QStringList reached;   // sides with at least the VP they need
        bool lastTurn = false; // the battle is in its last turn, the time not yet up
        bool timeUp = false;   // the last turn has reached its check of victory, or is past
        QString bound;         // the side bound by the turn (10.C), or empty
        QString timeLoser;     // the time is up and the bound side is short of its VP
        QString timeWinner;    // ... and the other side, when there is one other
        bool met() const { return !reached.isEmpty() || timeUp; }
    };

    static QString measure(const RuleSetProfile &p); // "VP", "Glory", or empty
    static QMap<QString, int> earned(const BattleState &s, const RuleSetProfile &p);
    static Conditions conditions(const BattleState &s);
    static End end(const BattleState &s);
    static Status status(const BattleState &s, const RuleSetProfile &p);
    // Whether the time runs out with `turn` for a battle at turn s.info.turn, phase s.info.phase:
    // past it, or at its check of victory (the phase "victory"; else the turn's last phase).
    static bool timeUpAt(const BattleState &s, const RuleSetProfile &p, int turn);
    // The conditions in words: "American 5 VP by turn 8 (10.C), British 4 VP".
    static QString conditionsText(const Conditions &c, const RuleSetProfile &p);
    // One line a person reads: the conditions, how far each side is, whether they are met, the end.
    static QString describe(const BattleState &s, const RuleSetProfile &p);
    // The JSON of show and victory: {vpToWin, turnLimit, sides, measure, earned, reached, lastTurn,
    // timeUp, bound, timeWinner, met, end}.
    static QJsonObject toJson(const BattleState &s, const RuleSetProfile &p);

    // Reads a scenario's "victory" in either form; false with `error` naming the key.
    static bool readConditions(const QJsonValue &v, const QString &where, Conditions *out, QString *error);
    static bool validEnding(const QString &ending);
    // Why a victory for `winner` asks the referee first: it is short of the VP it needs and behind
    // on VP (or its time is up), named with the figures; empty when it does not.
    static QString shortfall(const BattleState &s, const RuleSetProfile &p, const QString &winner);

    // The edits: each refuses bad input with a message and builds nothing.
    static Edit setConditions(const BattleState &s, const RuleSetProfile &p, const Conditions &c,
                              QString *error);
    // `side`'s own condition set (vpToWin 0 and byTurn 0: taken away); the older form is turned
    // into one target a side first, its turn limit going to `side`.
    static bool withSide(const BattleState &s, const Conditions &old, const Target &t, bool setVp,
                         bool setTurn, Conditions *out, QString *error);
    // A time ending is derived from the conditions: without a winner the side that wins on time, a
    // time not yet up recorded as the referee's call. A victory with a shortfall() is refused
    // unless `confirmed`.
    static Edit endBattle(const BattleState &s, const RuleSetProfile &p, const QString &ending,
                          const QString &winner, QString *error, bool confirmed = false);

private:
    // The tracker row change that sets `key` to `value` (or inserts it).
    static RowChange trackerChange(const BattleState &s, const QString &key, const QJsonObject &value,
                                   const QString &label);
};

} // namespace adj
