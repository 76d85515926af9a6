// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/owed.h"

#include <QCoreApplication>
#include <QList>

namespace adj {

class BattleState;
class RuleSet;
class RuleTable;

// What a turn of Wars for America still owes by its sequence of play (4.1): the wind rolled and the
// wind gauge found (3.1, 3.1.1), each side's plot written (5.6, 5.7), the markers revealed one by one
// (5.8), and the broadsides still free to fire at an enemy in range, arc and line of sight (6.1).
// Read off the battle: the trackers wfa.wind and wfa.plots, the ships and their fired-side markers.
class WfaTurn
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaTurn)
public:
    static QList<Owed> owed(const RuleSet &rs, const BattleState &battle, const RuleTable &table);
};

} // namespace adj
