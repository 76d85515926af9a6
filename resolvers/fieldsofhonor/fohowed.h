// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/owed.h"

#include <QCoreApplication>
#include <QList>

namespace adj {

class BattleState;

// What the Fields of Honor turn still owes in the phase it is in (docs/values/fieldsofhonor.md "The
// turn"): in the Charge Phase the written charges to reveal and each revealed charge's next step; in
// the Movement Phase the roll-off, the roll and every BMUG that has not moved; in the Melee Phase the
// units a charge left in contact that have not fought; in the Morale Phase the Morale Test of every
// unit that took hits this turn, then the Hit Distribution of its temporary hits, a pursuit open to
// the winner of a melee whose enemy broke, the rally of Shaken and Routed units and the recovery of
// Suppressed ones. Read off the battle (its units, the trackers foh.charges, foh.movement, foh.turn).
class FohOwed
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohOwed)
public:
    static QList<Owed> owed(const BattleState &battle);

private:
    static QList<Owed> charges(const BattleState &battle);
    static QList<Owed> movement(const BattleState &battle);
    static QList<Owed> melees(const BattleState &battle);
    static QList<Owed> morale(const BattleState &battle);
    static QList<Owed> afterTests(const BattleState &battle);
};

} // namespace adj
