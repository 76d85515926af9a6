// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/resolution.h"
#include "hex/board.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace adj {

// Plotted movement (5) and the per-turn books of a naval battle as pure value types with JSON and
// pure transitions: a side's plot, the ships on the board, the reveal one marker at a time with
// single-ship and squadron moves (9.2, 9.3), and the once-per-turn trackers (6.1, 8.7, 9.5).
// The battle keeps the plots in the tracker "wfa.plots" and the ships on its units (WfaPlotActions).

enum class WfaMarker { Straight, Port, Starboard, Stop }; // 5.2-5.5

QString wfaMarkerId(WfaMarker m); // "straight", "port", "starboard", "stop"
bool wfaMarkerFromId(const QString &id, WfaMarker *out);

// One side's plot for a turn, left to right (5.7).
struct WfaPlot
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaPlot)
public:
    QList<WfaMarker> markers;

    // 5.6, 5.10, 1.2.1: the allotted count, no two turns in a row, at most 3 markers of a kind.
    // Empty when the plot may be used, else a message naming the marker.
    QString validate(const WfaTable &t, int allotted) const;

    QJsonArray toJson() const; // ["straight","port",...]
    static bool fromJson(const QJsonArray &a, WfaPlot *out, QString *error);
};

struct WfaShip
{
    qint64 id = 0;
    QString side;     // "a" or "b"
    QString squadron; // empty: none
    bool command = false;
    Hex hex;
    int heading = 1;
    QString name;              // the battle's name for traces; empty: "ship <id>"
    int damage = 0, start = 0; // current and starting damage rating (6.6), 0 when not known

    // How traces name the ship: its name, else "ship <id>".
    QString display() const;

    QJsonObject toJson(const Board &board) const;
    static bool fromJson(const QJsonObject &o, const Board &board, WfaShip *out, QString *error);
};

// What one revealed marker moves (9.3): a single ship, or the squadron command ship and any of
// its squadron with the exact same move.
struct WfaMoveOrder
{
    bool squadron = false;
    qint64 ship = 0;         // the single ship, or the command ship
    QList<qint64> followers; // squadron moves only
};

// The ships on the board and the per-turn books.
struct WfaNavalState
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaNavalState)
public:
    Board board; // size and layout; ships are kept here, not on the board's units
    QList<WfaShip> ships;
    QSet<QString> fired;        // "<ship id>:port" / ":starboard" this turn (6.1)
    QSet<QString> boardedHexes; // hex labels with a boarding action this turn (8.7)
    QSet<QString> commandLostThisTurn, commandLostLastTurn; // sides (9.5)
    QHash<QString, QString> sideNames;                      // "a" -> "British", for traces

    QString sideName(const QString &side) const { return sideNames.value(side, side); }

    const WfaShip *ship(qint64 id) const;
    int shipsIn(Hex h) const;

    // 3.2, 3.4, 8.2, 9.2, 9.3, 9.5: one revealed marker for one side. On error the state is unchanged.
    struct Step
    {
        bool ok = false;
        QString error;
        QList<TraceLine> trace;
    };
    Step apply(const WfaTable &t, const QString &side, WfaMarker marker, const WfaMoveOrder &order);

    // 5.8, 5.8.1: reveal marker `index` of both plots, the side that moves first (3.1.1, 7.1) first;
    // a side whose plot has run out does nothing. All or nothing.
    Step reveal(const WfaTable &t, int index, const QString &first, const WfaPlot &plotA,
                const WfaMoveOrder &orderA, const WfaPlot &plotB, const WfaMoveOrder &orderB);

    // 6.1: records a side firing; an error when it has fired this turn.
    QString fire(qint64 ship, const QString &side);
    // 8.7: records a boarding action in a hex; an error when one was made there this turn.
    QString boarding(Hex hex);
    // 9.5: the command ship of `side` is lost: the rest of this turn has no squadron moves and the
    // next turn one plotted move fewer.
    void loseCommand(const QString &side);
    // A new turn: the trackers of 6.1 and 8.7 clear; the 9.5 penalty moves on by one turn.
    void nextTurn();

    QJsonObject toJson() const;
    static bool fromJson(const QJsonObject &o, WfaNavalState *out, QString *error);

private:
    // apply()'s steps: 9.2, 9.3, 9.5 the ships one marker moves (an error when it may not);
    // 5.3-5.5 a turn or a stop; 3.2, 3.4, 8.2 straight ahead (false with the error in `st`).
    QString movingShips(const QString &side, const WfaMoveOrder &order, QList<qint64> *moving) const;
    WfaShip &shipRef(qint64 id);
    void turnOrStop(WfaMarker marker, const QList<qint64> &moving, QList<TraceLine> *trace);
    bool sailStraight(const WfaTable &t, const QList<qint64> &moving, Step *st);
};

} // namespace adj
