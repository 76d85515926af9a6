// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "fhgtable.h"
#include "hex/board.h"
#include "model/battlestate.h"

#include <QHash>
#include <QJsonObject>

#include <optional>

namespace adj {

// What the battle knows of the units an action names, filled into its inputs (fhgbattle.cpp).
class FhgFill
{
public:
    FhgFill(const BattleState &battle, const FhgTable *table, QJsonObject &in, const ActionSchema *schema);

    const BattleState &battle;
    const FhgTable *table;
    std::optional<Board> board;
    QJsonObject &in;
    const ActionSchema *schema = nullptr; // only its inputs are filled in

    const Unit *unit(const QString &key) const;
    void put(const QString &key, const QJsonValue &v);
    std::optional<Hex> hexOf(const Unit &u) const;
    QString terrainOf(const Unit &u) const;
    bool inColumn(const Unit &u) const;
    QList<Leader> leadersWith(const Unit &u) const;
    // The other combat unit of the same side in the same hex (8.1.2, 8.4.4).
    const Unit *stackedWith(const Unit &u) const;
    void describe(const Unit &u, const QString &prefix);
    void sideAndAp(Id sideId);
    void sideAndAp(const Unit &u);
    bool hasMarker(const Unit &u, const QString &kind) const;
    // A unit's active markers, read from the battle once per fill: a fill asks of the same units
    // several times, and the battle's markers are walked whole for each unit (issue 30: 15,000
    // markers on the big battle, asked again after every undo).
    const QList<Marker> &markersOf(Id unit) const;
    const Leader *leader(const QString &key) const;
    // Where a leader stands: with his unit, or on his own hex.
    QString leaderHex(const Leader &l) const;
    // 7.1.1: the leaders who moved this turn, kept by the move action.
    bool leaderMoved(Id leader) const;
    // The board and everyone on it, for the move action's "ground" input.
    QJsonObject ground() const;
    void fillMove();

private:
    mutable QHash<Id, QList<Marker>> m_markers;
};

} // namespace adj
