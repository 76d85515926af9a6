// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The charge before contact (Melee 2 to 5): the attacker's test, the defender's test (skirmishers
// evade), its fire at 2" and the attacker's test to close.
#include "oiblmelee.h"
#include "oiblmeleecharge.h"

using namespace Qt::StringLiterals;

namespace adj::oiblmelee {

// Melee 2 to 5: the tests and the defender's fire before contact; false when the charge ends there.
bool Charge::toContact()
{
    if (!chargeTest())
        return false;
    OiblMoraleResult dr;
    if (!defenderTest(&dr))
        return false;
    return defenderFire(dr);
}

// 2. The attacker tests on declaring the charge (a panic marker: attempting a charge).
bool Charge::chargeTest()
{
    panic(a, QT_TRANSLATE_NOOP("adj::OiblMelee", "attempting a charge"));
    dice.forStep("charge-test");
    const OiblMoraleResult r = test(a, false, OiblCombat::Same::Failures);
    if (r.band == OiblMoraleBand::Pass)
        return true;
    out.outcome(u"charge-failed"_s);
    note(u"attacker"_s, a.id,
         OiblMelee::tr("the charge fails: the attacker makes a full move away from the enemy (backstepping, "
                       "or "
                       "about face for cavalry) facing it, and may not move, fire or change formation for "
                       "the rest "
                       "of the turn"),
         u"Melee 2"_s);
    return false;
}

// 4. The defender tests (a panic marker: being charged); skirmishers evade (Special Rules 3, 4).
bool Charge::defenderTest(OiblMoraleResult *dr)
{
    panic(d, QT_TRANSLATE_NOOP("adj::OiblMelee", "being charged"));
    if (cavalryEvader) {
        out.outcome(u"evaded"_s);
        note(u"defender"_s, d.id, OiblMelee::tr("skirmishing cavalry evade attacking infantry automatically"),
             u"Special Rules 4"_s);
        return false;
    }
    dice.forStep("defender-test");
    *dr = test(d, true);
    if (evader)
        return skirmishersEvade(*dr);
    if (dr->band == OiblMoraleBand::Rout) {
        out.outcome(u"defender-routed"_s);
        rout(d, u"Morale Results"_s);
        return false;
    }
    return true;
}

// Special Rules 3: charged skirmishers that pass evade, those that fail rout; either way no melee.
bool Charge::skirmishersEvade(const OiblMoraleResult &dr)
{
    if (dr.band == OiblMoraleBand::Pass) {
        out.outcome(u"evaded"_s);
        note(u"defender"_s, d.id,
             firedOrMoved
                 ? OiblMelee::tr("the skirmishers evade: roll an infantry retreat move and move half of it "
                                 "away, ending facing the attackers")
                 : OiblMelee::tr("the skirmishers choose: fire half their figures at the attackers and "
                                 "evade "
                                 "half an infantry retreat move, or make a full retreat move, facing the "
                                 "attackers"),
             firedOrMoved ? u"Special Rules 3b"_s : u"Special Rules 3a"_s);
    } else {
        out.outcome(u"defender-routed"_s);
        rout(d, u"Special Rules 3c"_s);
        note(u"defender"_s, d.id,
             OiblMelee::tr("the skirmishers roll an infantry rout move and rout away from the attackers"),
             u"Special Rules 3c"_s);
    }
    return false;
}

// 4. The defender's fire at 2" (half, rounded down, for Elite/Veteran/Regular infantry failing by 1);
// false when the attacker does not close.
bool Charge::defenderFire(const OiblMoraleResult &dr)
{
    int fire = d.fireFigures;
    if (dr.band == OiblMoraleBand::FailBy1) {
        const bool halfFire = d.isInfantry && qualityStep(d.m.quality) >= qualityStep(OiblQuality::Regular);
        fire = halfFire ? fire / 2 : 0;
        if (!quiet)
            out.line(
                halfFire
                    ? OiblMelee::tr("failed by 1: half the eligible figures fire, rounded down: %1").arg(fire)
                    : OiblMelee::tr("failed by 1: the defender may not fire"),
                u"Melee 4"_s);
    }
    fire = qMin(fire, d.m.figures);
    if (fire <= 0)
        return true;
    dice.forStep("defender-fire");
    const int cas = OiblCombat::rollChart(
        tb, fire, spec.fireMods,
        quiet ? QString() : OiblMelee::tr("defender's fire at %1\"").arg(tb.meleeMod(u"chargeFireRange"_s)),
        dice, out, d.m.role);
    aFireLoss = lose(a, cas);
    return aFireLoss <= 0 || closeTest();
}

// 5. Casualties from the fire: the attacker tests again to close.
bool Charge::closeTest()
{
    dice.forStep("close-test");
    const OiblMoraleResult rr = test(a, false);
    if (rr.band == OiblMoraleBand::Rout) {
        out.outcome(u"attacker-routed"_s);
        rout(a, u"Melee 5"_s);
        out.outcome(u"aCas="_s + QString::number(aFireLoss));
        return false;
    }
    if (rr.band == OiblMoraleBand::FailBy1) {
        out.outcome(u"charge-stopped"_s);
        out.outcome(u"aCas="_s + QString::number(aFireLoss));
        note(u"attacker"_s, a.id,
             OiblMelee::tr("failed by 1 to close: the charge stops and the attacker may not advance"),
             u"Melee 5"_s);
        return false;
    }
    return true;
}

} // namespace adj::oiblmelee
