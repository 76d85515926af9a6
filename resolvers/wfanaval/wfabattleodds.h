// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/fraction.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

namespace adj {

// The boarding battle (8.6) as an absorbing Markov chain, solved exactly. States are (attacker MP,
// defender MP) with the attacker to roll; the defender's first roll hits on 5-6, later rolls of
// both sides on 6; a round with no hits on either side loops, which the chain sums in closed form
// (1 / (1 - P(no hits) P(no hits))). Every other round lowers the level (the MP left), so the
// probability flows forward level by level: one whole numerator per state over the product of the
// loop denominators of the levels above, and one reduction per outcome at the end.
struct WfaBattleSetup
{
    int attacker = 1;   // attacking marines' MP
    int defender = 0;   // defending marines' MP; 0: the ship's intrinsic defence (8.6.1)
    int breakOffAt = 0; // the attacker breaks off before a roll when at this MP or fewer
    // Whose roll comes next: the defender's first (5-6, the start of the battle), the attacker's, or
    // a later defender roll (6).
    enum class Next { DefenderFirst, Attacker, Defender };
    Next next = Next::DefenderFirst;
};

struct WfaBattleOdds
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaBattleOdds)
public:
    Fraction captured, repulsed, brokeOff;
    // Each end with the MP left, keyed as the boarding-battle action's outcome keys:
    // "captured attacker=4", "repulsed defender=2", "broke-off attacker=1 defender=3".
    QMap<QString, Fraction> outcomes;

    // {"captured":{"fraction","p"},"repulsed":...,"broke-off":...,"outcomes":[{"key","fraction","p"}]}
    QJsonObject toJson() const;
    QString summary() const; // translated: "captured 4/11 (36.4%), ..."

    static WfaBattleOdds exact(const WfaTable &t, const WfaBattleSetup &s);
};

} // namespace adj
