// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What close combat works out before any die and rolls from (FhgCloseCombat): built by the input
// checks (fhgclosecombat.cpp), resolved in fhgclosecombatresolve.cpp. Not part of the rule set's
// interface.

#include "fhgaftermath.h"
#include "fhgcombat.h"
#include "fhgtable.h"

#include <QList>
#include <QString>

namespace adj {

struct FhgDefender
{
    FhgUnitIn unit;
    int target = 0;                  // retreats when the die is higher (8.3.2)
    QString why;                     // "2 MP + leader 1 + hill 1"
    bool checkAfterInfantry = false; // 8.4.4
};

struct FhgCloseSpec
{
    const FhgTable *t = nullptr;
    FhgAttackSpec attack;
    QList<FhgDefender> defenders; // in the order they check
    QList<FhgUnitIn> evaded;      // 11.12
    QList<FhgUnitIn> hitOrder;    // units that can take hits (8.1.2)
    QString hitsTo;
    bool attackerCheck = false; // 11.1
    int attackerTarget = 0;
    QString attackerWhy;
    qint64 attackerId = 0, leaderId = 0;
    int apCost = 2;
    QString side;
    // The hex after the combat on the battle's board: the retreats, the leaders (8.4); null without one.
    std::shared_ptr<const FhgAftermath> after;
};

// What became of one unit of the defending hex, in the order they retreat (8.4.4).
struct FhgFate
{
    QString role;
    FhgAftermath::Fate fate = FhgAftermath::Fate::Stays;
    QString rule; // of its retreat: "8.4.1", or "11.12" for dragoons that evaded
};

} // namespace adj
