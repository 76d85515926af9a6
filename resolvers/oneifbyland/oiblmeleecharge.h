// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// One branch of the charge as Melee Combat numbers its steps: oiblmelee.cpp plays it and keeps the
// units' states, oiblmeleecontact.cpp the tests and fire before contact (Melee 2 to 5),
// oiblmeleerounds.cpp the melee rounds (Melee 7, 8), oiblmeleewinner.cpp the winner (Melee 9). Not
// part of the rule set's interface.

#include "core/diesource.h"
#include "core/resolution.h"
#include "oiblcombat.h"
#include "oiblmeleespec.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace adj::oiblmelee {

using Units = QVarLengthArray<Side *, 3>;
using Figures = QVarLengthArray<int, 3>;

// One branch of the charge (the odds run it once per branch): this branch's copies of the units,
// the dice it asks and the resolution it writes, step by step as Melee Combat numbers them.
class Charge
{
public:
    Charge(const Prepared &ready, DiceSource &diceOf, Resolution &outOf)
        : spec(*ready.spec)
        , tb(*spec.t)
        , dice(diceOf)
        , out(outOf)
        , quiet(outOf.quiet())
        , evader(ready.evader)
        , cavalryEvader(ready.cavalryEvader)
        , firedOrMoved(ready.firedOrMoved)
        , a(spec.a)
        , d(spec.d)
    {}
    Charge(const Charge &) = delete;

    void run()
    {
        play();
        if (!quiet)
            values();
    }

private:
    void play();
    void values();
    void sideValues(const Side &now, const Side &before);
    void note(const QString &role, qint64 id, const QString &text, const QString &rule);
    void panic(Side &s, const char *why);
    void rout(Side &s, const QString &rule);
    int lose(Side &s, int cas);
    OiblMoraleResult test(Side &s, bool charged, OiblCombat::Same same = OiblCombat::Same::None);
    bool toContact();
    bool chargeTest();
    bool defenderTest(OiblMoraleResult *dr);
    bool skirmishersEvade(const OiblMoraleResult &dr);
    bool defenderFire(const OiblMoraleResult &dr);
    bool closeTest();
    int round1(const Side &s);
    int attack(const Units &units, const QList<QList<int>> &groups, const Figures &figs,
               const QString &sideName, int round);
    QList<OiblCombat::ChartRoll> groupRolls(const Units &units, const QList<QList<int>> &groups,
                                            const Figures &figs, const QString &sideName, int round);
    int suffer(const Units &units, const Figures &figs, int cas, const QString &sideName);
    void meleeRounds();
    void testAll(const Units &units, const QString &rule);
    void winner();
    void retreatAttackers();

    const MeleeSpec &spec;
    const OiblTable &tb;
    DiceSource &dice;
    Resolution &out;
    const bool quiet;
    const bool evader, cavalryEvader, firedOrMoved;
    Side a, d; // this branch's copies
    QList<Side> aMore, dMore;
    Units A, D;
    int aFireLoss = 0;
    int aCas = 0, dCas = 0;           // melee casualties each side suffered
    bool meleeFought = false;         // the rounds were fought (Melee 7): a winner is decided
    QHash<QString, QString> moraleOf; // the last morale result of each role (values, not quiet)
};

} // namespace adj::oiblmelee
