// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fhgmovepath.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace adj {

// A hex a unit may retreat into (8.4.1): how good a way it is, the friendly unit that must make room
// there (8.4.3) and where that one may go, the enemies a unit entering it takes (7.3, 3.4.11).
struct FhgRetreatHex
{
    // 8.4.1, best first: away from the attacker and towards the unit's side of the board or its main
    // group; away from the attacker; still adjacent to it ("if no other retreat path is available").
    enum class Way { Back = 1, Away = 2, Beside = 3 };
    Hex hex;
    Way way = Way::Back;
    std::optional<FhgPiece> displaced; // 8.4.3: the one friendly unit that must retreat to make room
    QList<Hex> displacedTo;            // the hexes it may retreat to
    QList<FhgPiece> leadersTaken;      // enemy leaders alone there (7.3)
    QList<FhgPiece> vpTaken;           // enemy VP units there (3.4.11)
};

// A neighbour a unit may not retreat into, and why, with the rule ("0402 swamp: impassable (8.4.2)").
struct FhgRetreatBlock
{
    Hex hex;
    bool onBoard = true;
    QString why;
    bool displacement = false; // closed because more than one unit would have to make room (8.4.3)
};

// Where a unit retreating 1 hex may go (8.4.1-8.4.3, 6.2.7).
struct FhgUnitRoom
{
    QList<FhgRetreatHex> open;
    QList<FhgRetreatBlock> blocked;
    QString edge; // its side's edge of the board, "north", "south", "east", "west"; empty when unknown
    // The hexes of the best way there is (8.4.1); empty when the retreat is blocked.
    QList<FhgRetreatHex> legal() const;
    const FhgRetreatHex *find(Hex h) const;
    const FhgRetreatBlock *blockOf(Hex h) const;
    // When blocked: 8.4.3 when only displacing more than one unit would have opened a hex, else 8.4.2.
    QString blockedRule() const;
};

// Where a leader retreating up to N hexes may end (8.4.5): every hex he reaches by a legal way.
struct FhgLeaderRoom
{
    QList<Hex> hexes;
    bool contains(Hex h) const { return hexes.contains(h); }
};

// The retreats of For Honor and Glory worked out on the ground (FhgGround): a unit's 1 hex after
// failing its close combat morale check (8.3.2, 8.4.1-8.4.3, 6.2.7) and a leader's up to 3 hexes when
// the unit he was with is eliminated (8.4.5). Pure: the ground in, the room out.
class FhgRetreat
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgRetreat)
public:
    FhgRetreat(const FhgTable &t, const FhgGround &g)
        : m_t(t)
        , m_g(g)
    {}

    // The hexes `unit` may retreat into from where it stands, away from `attacker`'s hex when known,
    // with `leaders` (beside those attached to it) going along; `displace` false for a unit that is
    // itself making room (only one unit is displaced, 8.4.3).
    FhgUnitRoom unitRoom(const FhgPiece &unit, std::optional<Hex> attacker, const QList<FhgPiece> &leaders,
                         bool displace = true) const;
    FhgLeaderRoom leaderRoom(const FhgPiece &leader, int hexes) const;

    // 8.4.1 "their side of the board as represented in the scenario setup": the edge the side's units
    // stand towards, read as the main axis from the other sides' units to its own; empty when a side
    // has no unit on the board.
    QString edgeOf(const QString &side) const;
    static QString edgeName(const QString &edge); // translated: "north"
    // The labels of `hexes`, "0402, 0502"; of the legal hexes of a room.
    QString labels(const QList<Hex> &hexes) const;
    QString labels(const QList<FhgRetreatHex> &hexes) const;
    // "41st Foot has no hex to retreat to from 0403 (0402 swamp: impassable (8.4.2, 2.3.2); ...) and is
    // eliminated"; the rule is the room's blockedRule().
    QString blockedText(const FhgPiece &unit, const FhgUnitRoom &room) const;

private:
    std::optional<FhgRetreatBlock> closed(const FhgPiece &unit, Hex n, const QList<FhgPiece> &riders,
                                          FhgRetreatHex *open, bool displace,
                                          std::optional<Hex> attacker) const;
    FhgRetreatHex::Way way(const FhgPiece &unit, Hex n, std::optional<Hex> attacker,
                           const QString &edge) const;

    const FhgTable &m_t;
    const FhgGround &m_g;
};

// A retreat owed after a combat, kept in the battle's tracker "fhg.retreats" until it is carried out
// (the retreat action) and undone with the combat that left it.
struct FhgOwedRetreat
{
    qint64 unit = 0;   // a unit retreating 1 hex (8.4.1), or
    qint64 leader = 0; // a leader retreating up to `hexes` hexes (8.4.5)
    QString name;
    QString side; // whose it is
    QString by;   // the side whose attack forced it: the VP if it is eliminated
    QString from; // the hex label
    qint64 attacker = 0;
    QString attackerName, attackerHex;
    QList<qint64> leaders; // leaders not attached to the unit who go with it (8.3.2)
    int hexes = 1;
    QString rule; // "8.4.1", "8.4.5", "11.12"

    QJsonObject toJson() const;
    static FhgOwedRetreat fromJson(const QJsonObject &o);
};

class FhgRetreats
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgRetreats)
public:
    static QString trackerKey(); // "fhg.retreats": {"pending": [FhgOwedRetreat]}
    static QList<FhgOwedRetreat> read(const QJsonObject &tracker);
    // The SetTracker effect keeping `pending`, its label the retreats still owed.
    static Effect write(const QList<FhgOwedRetreat> &pending, const QString &rule);
    // "41st Foot must retreat 1 hex", "Brock must retreat up to 3 hexes" (the rule is the retreat's).
    static QString owedText(const FhgOwedRetreat &r);
};

} // namespace adj
