#pragma once

#include "battlestate.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QMap>

namespace adj {

// A battle's victory conditions and its end (issue 19), kept in two trackers of the battle so that
// both are logged and undone like every other change:
//   "battle.victory" {vpToWin, turnLimit}  (0: none)
//   "battle.end"     {ending: victory|time|referee, winner, turn, earned {side: VP}}
// What a side has earned is its side counter of the rule set's measure ("VP", or "Glory" where the
// rule set keeps Glory): earned() is the one place that reads it.
class Victory final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Victory)

public:
    static constexpr int kMaxVp = 100000;
    static constexpr int kMaxTurns = 10000;

    struct Conditions
    {
        int vpToWin = 0;   // 0: no VP target
        int turnLimit = 0; // 0: no time constraint
        bool isSet() const { return vpToWin > 0 || turnLimit > 0; }
        QJsonObject toJson() const;
    };
    struct End
    {
        QString ending; // "victory", "time", "referee"; empty while the battle goes on
        QString winner; // a side's name, or empty (the referee's call without one)
        int turn = 0;
        QMap<QString, int> earned;
        bool isEnded() const { return !ending.isEmpty(); }
        QJsonObject toJson() const;
    };
    // Whether the conditions are met now: the sides at or over the VP to win, and the time.
    struct Status
    {
        QStringList reached;   // sides with at least vpToWin
        bool lastTurn = false; // the battle is in its last turn
        bool timeUp = false;   // the battle is past its turn limit
        bool met() const { return !reached.isEmpty() || timeUp; }
    };

    static QString measure(const RuleSetProfile &p); // "VP", "Glory", or empty
    static QMap<QString, int> earned(const BattleState &s, const RuleSetProfile &p);
    static Conditions conditions(const BattleState &s);
    static End end(const BattleState &s);
    static Status status(const BattleState &s, const RuleSetProfile &p);
    // One line a person reads: the conditions, how far each side is, whether they are met, the end.
    static QString describe(const BattleState &s, const RuleSetProfile &p);
    // The JSON of show and the campaign: {vpToWin, turnLimit, measure, earned, reached, timeUp, end}.
    static QJsonObject toJson(const BattleState &s, const RuleSetProfile &p);

    // Reads {"vpToWin": N, "turnLimit": N} (a scenario's "victory"); false with `error` naming the key.
    static bool readConditions(const QJsonValue &v, const QString &where, Conditions *out, QString *error);
    static bool validEnding(const QString &ending);

    // The edits: each refuses bad input with a message and builds nothing.
    static Edit setConditions(const BattleState &s, const RuleSetProfile &p, const Conditions &c,
                              QString *error);
    static Edit endBattle(const BattleState &s, const RuleSetProfile &p, const QString &ending,
                          const QString &winner, QString *error);
};

} // namespace adj
