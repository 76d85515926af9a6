// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The fire's form (Fire Combat): the firer, the units combining their fire with it, the target and
// the general with it; the dice it asks and its outcomes.
#include "oiblfire.h"
#include "oiblfirespec.h"

#include "oiblcombat.h"
#include "oiblrules.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;
using namespace oiblfire;

namespace {

// The first firer: its unit, weapon, quality, formation, figures, state and range.
QList<InputSpec> firerInputs()
{
    return {
        unitInput(u"firer"_s, OiblFire::tr("Firing unit"),
                  OiblFire::tr("The battle's unit that fires (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"weapon"_s, {u"musket"_s, u"carbine"_s, u"jaeger"_s, u"long-rifle"_s, u"cannon"_s},
                  u"musket"_s, OiblFire::tr("Weapon"),
                  OiblFire::tr("Range: carbine 5\", musket 7\", jaeger 10\", rifle 12\", artillery 40\"."),
                  u"Weapon Ranges"_s)
            .heldOf(u"firer"_s),
        enumInput(u"firerQuality"_s, oiblQualityIds(), {}, OiblFire::tr("Firer quality"),
                  OiblFire::tr("Poor -2, Wretched -4."), u"Firing modifiers"_s, true)
            .withTerm(u"quality"_s)
            .heldOf(u"firer"_s),
        enumInput(
            u"firerFormation"_s,
            {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"unlimbered"_s, u"limbered"_s, u"none"_s},
            u"close"_s, OiblFire::tr("Firer formation"),
            OiblFire::tr(
                "Close order fires two ranks (the whole line), open order one stand deep, a column only "
                "its front rank; artillery must be unlimbered."),
            u"Fire Combat"_s)
            .withTerm(u"formation"_s)
            .heldOf(u"firer"_s),
        intInput(
            u"figures"_s, 0, 1000, {}, OiblFire::tr("Figures"),
            OiblFire::tr(
                "Figures of the firer (combined units: their sum; skirmishers: the stands firing at this "
                "target)."),
            u"Fire Combat"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"firer"_s),
        intInput(u"frontFigures"_s, 0, 1000, {}, OiblFire::tr("Front-rank figures"),
                 OiblFire::tr("A column fires its front rank only."), u"Column"_s),
        intInput(u"gunPounds"_s, 1, 48, {}, OiblFire::tr("Gun weight (lb)"),
                 OiblFire::tr("Light (3-4 lb) 5 figures, medium (6-9 lb) 10, heavy (12 lb and up) 15."),
                 u"Artillery Firepower"_s),
        enumInput(
            u"fireState"_s, {u"normal"_s, u"moved"_s, u"failed-by-1"_s, u"reforming"_s}, u"normal"_s,
            OiblFire::tr("Firing state"),
            OiblFire::tr(
                "moved: skirmishers after half a move fire half (rounded up); failed-by-1: Elite/Veteran/"
                "Regular fire half (rounded up), Poor/Wretched not at all; reforming after a rally: half "
                "(rounded down)."),
            u"Morale Results"_s),
        boolInput(u"prolonged"_s, false, OiblFire::tr("Artillery prolonged"),
                  OiblFire::tr("Artillery may not fire after prolonge."), u"Movement"_s),
        realInput(u"range"_s, 0, 10000, {}, OiblFire::tr("Range"),
                  OiblFire::tr("Measured range from firer to target."), u"Weapon Ranges"_s, true)
            .withTerm(u"range"_s, u"in"_s),
        enumInput(u"rangeUnit"_s, {u"in"_s, u"cm"_s}, u"in"_s, OiblFire::tr("Range unit"),
                  OiblFire::tr("Inches or centimetres."), u"Ground Scale"_s)
            .withTerm(u"range"_s),
        boolInput(u"marksmen"_s, false, OiblFire::tr("Marksmen"),
                  OiblFire::tr("Firer is \"Marksmen\" as per scenario: +2."), u"Firing modifiers"_s),
        boolInput(u"combined"_s, false, OiblFire::tr("Combined fire"),
                  OiblFire::tr("Several units fire together with all modifiers applying to the shot (cannon "
                               "never combine)."),
                  u"Fire and Melee Combat"_s),
    };
}

// Firer `n` combining its fire with the first (Fire and Melee Combat): no defaults, so the slot is
// in the shot only when its figures, quality, range or unit are given.
QList<InputSpec> combinedInputs(int n)
{
    const QString k = QString::number(n);
    const QString rule = u"Fire and Melee Combat"_s;
    QList<InputSpec> l{
        unitInput(u"firer"_s + k, OiblFire::tr("Firer %1 (combined)").arg(n),
                  OiblFire::tr("The battle's unit combining its fire with the first (optional)."))
            .as(InputSpec::Role::Support),
        intInput(u"figures"_s + k, 0, 1000, {}, OiblFire::tr("Firer %1: figures").arg(n),
                 OiblFire::tr("Its figures (the formation decides how many fire)."), rule)
            .withTerm(u"strength"_s)
            .heldOf(u"firer"_s + k),
        enumInput(u"firerQuality"_s + k, oiblQualityIds(), {}, OiblFire::tr("Firer %1: quality").arg(n),
                  OiblFire::tr("Poor -2, Wretched -4 on the whole combined shot."), u"Firing modifiers"_s)
            .withTerm(u"quality"_s)
            .heldOf(u"firer"_s + k),
        enumInput(u"firerFormation"_s + k, {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"none"_s}, {},
                  OiblFire::tr("Firer %1: formation").arg(n), OiblFire::tr("Close order when not given."),
                  u"Fire Combat"_s)
            .withTerm(u"formation"_s)
            .heldOf(u"firer"_s + k),
        intInput(u"frontFigures"_s + k, 0, 1000, {}, OiblFire::tr("Firer %1: front-rank figures").arg(n),
                 OiblFire::tr("A column fires its front rank only."), u"Column"_s),
        enumInput(u"weapon"_s + k, {u"musket"_s, u"carbine"_s, u"jaeger"_s, u"long-rifle"_s}, {},
                  OiblFire::tr("Firer %1: weapon").arg(n),
                  OiblFire::tr("Musket when not given; cannon never combine."), u"Weapon Ranges"_s)
            .heldOf(u"firer"_s + k),
        realInput(u"range"_s + k, 0, 10000, {}, OiblFire::tr("Firer %1: range").arg(n),
                  OiblFire::tr("Its own measured range to the target (same unit as the first)."),
                  u"Weapon Ranges"_s)
            .withTerm(u"range"_s, u"in"_s),
        boolInput(u"marksmen"_s + k, false, OiblFire::tr("Firer %1: marksmen").arg(n),
                  OiblFire::tr("+2 on the whole shot."), u"Firing modifiers"_s),
        boolInput(u"flankOrRear"_s + k, false, OiblFire::tr("Firer %1: on flank or rear").arg(n),
                  OiblFire::tr("+2 on the whole shot."), u"Firing modifiers"_s),
        enumInput(u"fireState"_s + k, {u"normal"_s, u"moved"_s, u"failed-by-1"_s, u"reforming"_s}, {},
                  OiblFire::tr("Firer %1: firing state").arg(n), OiblFire::tr("Normal when not given."),
                  u"Morale Results"_s),
    };
    for (InputSpec &in : l)
        in.slot = u"firer"_s + k; // added by the referee, unit by unit
    return l;
}

// The target: its unit, formation, cover, quality, figures, markers and the general with it.
QList<InputSpec> targetInputs()
{
    return {
        unitInput(u"target"_s, OiblFire::tr("Target unit"),
                  OiblFire::tr("The battle's unit fired at (optional)."))
            .as(InputSpec::Role::Target),
        boolInput(u"targetColumn"_s, false, OiblFire::tr("Target in column"), OiblFire::tr("+2."),
                  u"Firing modifiers"_s)
            .heldOf(u"target"_s),
        boolInput(u"targetMountedCavalry"_s, false, OiblFire::tr("Target is mounted cavalry"),
                  OiblFire::tr("+2."), u"Firing modifiers"_s)
            .heldOf(u"target"_s),
        boolInput(u"flankOrRear"_s, false, OiblFire::tr("Fire on flank or rear"), OiblFire::tr("+2."),
                  u"Firing modifiers"_s),
        enumInput(u"targetCover"_s, {u"none"_s, u"light"_s, u"heavy"_s}, u"none"_s,
                  OiblFire::tr("Target cover"),
                  OiblFire::tr("Light cover (woods, buildings) -2, heavy cover (redoubt) -4."),
                  u"Firing modifiers"_s)
            .withTerm(u"cover"_s),
        boolInput(u"targetArtillery"_s, false, OiblFire::tr("Target is artillery"),
                  OiblFire::tr(
                      "Counter-battery: a casualty caused by a cannon rolls 1d10, 8 or 9 destroys the target "
                      "cannon."),
                  u"Counter-battery"_s)
            .heldOf(u"target"_s),
        enumInput(u"targetQuality"_s, QStringList{u"unknown"_s} + oiblQualityIds(), u"unknown"_s,
                  OiblFire::tr("Target quality"),
                  OiblFire::tr("Poor or Wretched targets fired on by 6+ figures get a panic marker."),
                  u"Panic Markers"_s)
            .withTerm(u"quality"_s)
            .heldOf(u"target"_s),
        intInput(u"targetFigures"_s, 0, 1000, {}, OiblFire::tr("Target figures"),
                 OiblFire::tr("Figures of the target now; casualties stop there (optional)."),
                 u"Fire Combat"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"target"_s),
        boolInput(u"targetPanic"_s, false, OiblFire::tr("Target already has a panic marker"),
                  OiblFire::tr("Panic markers are not cumulative."), u"Panic Markers"_s)
            .heldOf(u"target"_s),
        intInput(u"figuresFiredOnThisTurn"_s, 0, 10000, 0,
                 OiblFire::tr("Figures that fired on it earlier this turn"),
                 OiblFire::tr("For the 6+ figures trigger on Poor and Wretched units."), u"Panic Markers"_s)
            .heldOf(u"target"_s),
        inputs::stateInput(u"firedOn"_s, u"oibl.firedOn"_s, OiblFire::tr("Figures fired on units this turn"),
                           OiblFire::tr("{\"turn\", \"figures\": {unit id: figures}}: read off the battle."),
                           u"Panic Markers"_s),
        boolInput(u"generalWithTarget"_s, false, OiblFire::tr("General with the target"),
                  OiblFire::tr("Rolls 1d10 per two hits; on a 1 the d6 wound table."), u"Risk to Generals"_s)
            .heldOf(u"target"_s),
        unitInput(u"general"_s, OiblFire::tr("General"),
                  OiblFire::tr("The battle's general with the target (optional)."))
            .asLeader(InputSpec::Role::Defender)
            .withTerm(u"leader"_s),
    };
}

} // namespace

ActionSchema OiblFire::schema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire");
    s.rule = u"Fire Combat"_s;
    s.help = tr("A unit (or combined units) fires at one target at a measured range: figures by formation, "
                "one roll per 30 figures on the Combat Chart.");
    s.dice = {dice::upTo(u"fire"_s, DieSpec{10, true}, 1, tr("Combat Chart, one die per 30 figures firing"),
                         u"Combat Chart"_s),
              dice::onlyIf(dice::step(u"counter-battery"_s, DieSpec{10, true}, 1, tr("counter-battery"),
                                      u"Counter-battery"_s, tr("if a cannon's fire causes a casualty")),
                           u"targetArtillery"_s)};
    for (DiceStep step : OiblFire::generalSteps(tr("if the fire causes casualties")))
        s.dice << dice::onlyIf(step, u"generalWithTarget"_s);
    s.outcomes = {u"casualties=N"_s,      u"cannon-destroyed"_s,      u"panic:target"_s,
                  u"eliminated:target"_s, u"general-wounded-light"_s, u"general-wounded-serious"_s,
                  u"general-killed"_s};
    s.inputs = firerInputs();
    // The units combining their fire with the first (Fire and Melee Combat).
    for (int n = 2; n <= kCombinedSlots; ++n)
        s.inputs += combinedInputs(n);
    s.inputs += targetInputs();
    s.inputs += commandInputs();
    s.asked = {u"marksmen"_s,    u"targetColumn"_s, u"targetMountedCavalry"_s,   u"flankOrRear"_s,
               u"targetCover"_s, u"fireState"_s,    u"figuresFiredOnThisTurn"_s, u"prolonged"_s};
    return s;
}

} // namespace adj
