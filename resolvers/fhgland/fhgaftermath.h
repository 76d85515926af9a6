// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fhgretreat.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace adj {

class Inputs;
class Resolution;

// A unit of the attacked hex as the aftermath sees it: where it could retreat alone (with the leaders
// attached to it) and with every leader of the hex along (8.3.2).
struct FhgHexUnit
{
    QString role; // "defender", "second", "target"
    FhgPiece piece;
    FhgUnitRoom solo, withLeaders;
    QString soloBlocked, withLeadersBlocked; // the trace line when it has no hex to retreat to
};

// What becomes of the attacked hex after fire or close combat (8.3.2, 8.4.1-8.4.5), worked out from
// the battle's ground before any die: where each of its units could retreat and where its leaders
// could; applied once the dice said who retreats, who is eliminated and whether a leader fell. Null
// (FhgAftermath::read) without a board with the units on it: the referee then places retreats by hand.
class FhgAftermath
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgAftermath)
public:
    enum class Fate { Stays, Retreats, Eliminated };

    // From the checked inputs "ground" and "retreats": the unit in `attackerRole`, the hex's units in
    // `roles` (the first names the hex).
    static std::shared_ptr<const FhgAftermath> read(const FhgTable &t, const Inputs &in,
                                                    const QString &attackerRole, const QStringList &roles);

    // The unit in `role` as the ground has it, or null.
    const FhgHexUnit *unit(const QString &role) const;
    // Whether the unit in `role` is blocked (8.4.2, 8.4.3) when it retreats with every leader of the
    // hex along (`withLeaders`) or alone; the trace line saying so.
    bool blocked(const QString &role, bool withLeaders) const;
    QString blockedLine(const QString &role, bool withLeaders) const;
    QString blockedRule(const QString &role, bool withLeaders) const;

    // The retreats owed and the leaders' fates (8.3.2, 8.4.5), with the tracker that keeps what is owed.
    // `fates` by role, in the order the units retreat; `lostLeader` the leader the casualty check
    // eliminated (0: none); `by` the attacking side, which earns the VP of a leader blocked (10 A).
    // `rule` the retreat's rule ("8.4.1", "11.12"). Returns the leaders eliminated with no way out.
    int apply(const QList<std::pair<QString, Fate>> &fates, qint64 lostLeader, const QString &by,
              const QString &rule, Resolution &out) const;

    const QList<FhgPiece> &leaders() const { return m_leaders; }

private:
    bool leaderFate(const FhgPiece &leader, int index, const QList<std::pair<QString, Fate>> &fates,
                    const QString &by, QList<FhgOwedRetreat> &pending, int owner, Resolution &out) const;

    const FhgTable *m_t = nullptr;
    FhgGround m_ground;
    std::optional<FhgPiece> m_attacker;
    QList<FhgHexUnit> m_units;
    QList<FhgPiece> m_leaders;          // the defending side's leaders in the hex
    QList<FhgLeaderRoom> m_leaderRooms; // by leader, up to the table's hexes (8.4.5)
    QList<FhgOwedRetreat> m_pending;    // owed before this action
};

} // namespace adj
