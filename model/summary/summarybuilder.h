// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "event.h"
#include "rulesetprofile.h"
#include "summary/turnsummary.h"

#include <QHash>
#include <QList>
#include <QMap>

#include <functional>

namespace adj {

class BattleStore;

// Reads a turn summary out of the log and the state. Pure: nothing is written, nothing drawn.
// Undone events are counted out, and undo and redo events themselves are skipped: an undone
// event's changes are reversed by its undo, a redone event counts again once its flag clears.
class SummaryBuilder final
{
public:
    // `log`: every event of the battle in order. `turn` 0: the battle so far.
    static TurnSummary build(const BattleState &state, const RuleSetProfile &profile, const QList<Event> &log,
                             int turn);
    // The same, reading the log from the store: for one turn, the turns before it only for
    // their row changes (the series and standings), through a read-only connection of its own.
    static TurnSummary build(const BattleState &state, const RuleSetProfile &profile,
                             const BattleStore &store, int turn);

    // The same, reading the battle file at `path` through read-only connections of its own: safe
    // off the GUI thread (with a copy of the state), while the document goes on writing. Returns
    // false with `error` set when the file cannot be read.
    static bool build(const BattleState &state, const RuleSetProfile &profile, const QString &path, int turn,
                      TurnSummary *out, QString *error);

    static QString measureId(StrengthMeasure m);

    // Incremental form behind both: feed every event in order, then finish().
    SummaryBuilder(const BattleState &state, const RuleSetProfile &profile, int turn);
    void add(const Event &e);
    // Reads the period's events (and the turns before it) from the battle file at `path` through
    // read-only connections of its own, as build() does. False with `error` set when it cannot.
    bool read(const QString &path, QString *error);
    TurnSummary finish();

    // The lines that grow with the battle, handed over as they are read instead of kept: what
    // finish() returns then has no resolutions, bookkeeping or notes (`summary --json` streams
    // them, issue 30). Set before the first event.
    struct LineSink
    {
        std::function<void(const TurnSummary::ResolutionLine &)> resolution;
        std::function<void(const TurnSummary::BookkeepingLine &)> bookkeeping;
        std::function<void(const TurnSummary::NoteLine &)> note;
    };
    void setLineSink(LineSink sink) { m_sink = std::move(sink); }

private:
    TurnSummary::SideLine *side(Id id);
    void addTo(QHash<Id, QList<int>> &perTurn, Id sideId, int turn, int amount);
    bool inPeriod(int turn) const { return m_turn == 0 ? turn <= m_last : turn == m_turn; }
    // A row change as the log holds it, read without converting the rows (it is the hot path).
    struct Change
    {
        Table table = Table::Units;
        Id id = 0;
        QJsonObject before;
        QJsonObject after;
    };
    void addChanges(const Event &e, int turn);
    bool addEarlierTurns(const QString &path, int turn);
    bool addEvents(const QString &path, int turn, QString *error);
    void addUnitChange(int turn, const Change &c);
    void addOtherChange(const Event &e, int turn, const Change &c);
    void addResolution(const Event &e, int turn, QList<TurnSummary::Outcome> outcomes);
    // The names (and, with `types`, the type ids) of the units `ids` lists, as the log names them.
    QStringList unitNames(const QJsonValue &ids, QStringList *types = nullptr) const;

    const BattleState &m_state;
    const QString m_race; // the victory counter whose race is drawn (RuleSetProfile::raceTitle), or empty
    int m_turn = 0;
    int m_last = 0;
    TurnSummary m_out;
    QHash<Id, int> m_sideIndex; // side id -> m_out.sides index
    QHash<Id, Id> m_unitSide;
    QHash<Id, QString> m_unitName;
    // Per side, per turn (index turn - 1): deltas summed to series in finish().
    // m_joined: strength that joined a side (a unit added or come over) less what left it
    // (removed, gone over): with the losses and the regained, every change of its strength.
    QHash<Id, QList<int>> m_strengthDelta, m_startDelta, m_joined, m_lost, m_regained, m_raceDelta;
    QHash<Id, QString> m_unitType;
    // While a resolution's rows are read: the units it changed, for its line.
    QList<TurnSummary::Outcome> *m_outcomes = nullptr;
    struct UnitAcc
    {
        int atStart = 0; // at the start of the period, or when it joined in it
        int strength = 0;
        int strengthStart = 0;
        int lost = 0; // in the period
        int regained = 0;
        bool touched = false; // its strength changed in the period
    };
    QMap<Id, UnitAcc> m_units;
    struct CounterAcc
    {
        Id side = 0;
        QString owner;
        QString kind;
        int before = 0; // at the start of the period
        int after = 0;  // at its end
        bool seen = false;
        bool changed = false;
    };
    QMap<Id, CounterAcc> m_counters;
    LineSink m_sink;
    void keep(TurnSummary::ResolutionLine &&line);
    void keep(TurnSummary::BookkeepingLine &&line);
    void keep(TurnSummary::NoteLine &&line);
};

} // namespace adj
