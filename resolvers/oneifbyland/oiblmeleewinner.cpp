// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The melee's winner (Melee 9): the side with more casualties routs, the other tests; attackers
// facing defenders who did not all rout retreat and reform.
#include "oiblmelee.h"
#include "oiblmeleecharge.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj::oiblmelee {

void Charge::testAll(const Units &units, const QString &rule)
{
    dice.forStep("after-melee");
    for (Side *s : units)
        if (s->m.figures > 0 && test(*s, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
            rout(*s, rule);
}

namespace {

bool gone(const Side &s)
{
    return s.routing || s.m.figures == 0;
}

} // namespace

// 9. The winner: the side with more casualties routs (every unit of it); each unit of the other side
// tests if that side took any; equal: every unit of both sides tests.
void Charge::winner()
{
    if (!quiet)
        out.line(OiblMelee::tr("melee casualties: attacker %1, defender %2").arg(aCas).arg(dCas),
                 u"Melee 9a"_s);
    if (dCas > aCas) {
        for (Side *s : D)
            rout(*s, u"Melee 9a"_s);
        if (aCas > 0)
            testAll(A, u"Morale Results"_s);
    } else if (aCas > dCas) {
        for (Side *s : A)
            rout(*s, u"Melee 9a"_s);
        if (dCas > 0)
            testAll(D, u"Morale Results"_s);
    } else {
        testAll(A, u"Melee 9b"_s);
        testAll(D, u"Melee 9b"_s);
    }
    const bool defendersGone = std::all_of(D.begin(), D.end(), [](const Side *s) { return gone(*s); });
    if (defendersGone)
        out.outcome(u"defender-routed"_s);
    if (std::all_of(A.begin(), A.end(), [](const Side *s) { return gone(*s); }))
        out.outcome(u"attacker-routed"_s);
    else if (!defendersGone)
        retreatAttackers();
}

// Melee 9b: the defenders did not all rout; the attackers still standing retreat and reform.
void Charge::retreatAttackers()
{
    out.outcome(u"attacker-retreats"_s);
    for (Side *s : A) {
        if (gone(*s))
            continue;
        note(s->m.role, s->id,
             OiblMelee::tr("the defenders did not all rout: the %1 retreats a full column move (rolled) "
                           "facing them in its starting formation, ends its turn, and spends the next turn "
                           "reforming in place")
                 .arg(s->name),
             u"Melee 9b"_s);
        OiblCombat::markerValue(out, s->m.role, u"reforming"_s);
        if (!quiet)
            out.effect(OiblCombat::marker(
                s->m.role, s->id, u"reforming"_s, u"Melee 9b"_s,
                OiblMelee::tr("the %1 must reform before it advances or charges again").arg(s->name)));
    }
}

} // namespace adj::oiblmelee
