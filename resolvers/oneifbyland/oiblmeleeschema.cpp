// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The charge's form (Melee Combat): its inputs, one set per unit of each side, the dice it asks and
// its outcomes.
#include "oiblmelee.h"
#include "oiblmeleespec.h"

#include "oiblcombat.h"
#include "oiblrisk.h"

#include "core/inputbuilders.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;
using namespace oiblmelee;

namespace {

// `slot`: a unit joining the melee; none of its inputs is required (it is in the melee when its
// figures, quality, front or unit are given) and it has no fire of its own at the charger.
QList<InputSpec> sideInputs(const QString &p, const QString &who, bool slot = false)
{
    // The first of a side acts or is charged; the units joining it stand with it (Melee 1, 7).
    const bool attacker = p.startsWith(u'a');
    const InputSpec::Role role = attacker ? (slot ? InputSpec::Role::Support : InputSpec::Role::Actor)
                                          : (slot ? InputSpec::Role::Defender : InputSpec::Role::Target);
    const QString unit = key(p, u"unit"_s);
    QList<InputSpec> l{
        unitInput(unit, OiblMelee::tr("%1 unit").arg(who), OiblMelee::tr("The battle's unit (optional)."))
            .as(role)};
    l += moraleInputs(p, true);
    for (InputSpec &s : l)
        if (s.id == key(p, u"figures"_s)) {
            s.required = true;
            s.min = 1;
            s.help =
                OiblMelee::tr("Figures now of this unit (units joining the melee are given as attacker or "
                              "defender 2 and 3).");
        }
    l += {
        enumInput(key(p, u"type"_s), {u"infantry"_s, u"cavalry"_s, u"artillery"_s}, u"infantry"_s,
                  OiblMelee::tr("%1 arm").arg(who),
                  OiblMelee::tr("Cavalry vs non-cavalry +2; no second round for cavalry against infantry."),
                  u"Melee modifiers"_s)
            .heldOf(unit),
        intInput(key(p, u"frontFigures"_s), 0, 1000, {}, OiblMelee::tr("Front-rank figures in contact"),
                 OiblMelee::tr("Figures of the front-rank stands in base-to-base contact."), u"Melee 7"_s,
                 true),
        intInput(key(p, u"overlapFigures"_s), 0, 100, 0, OiblMelee::tr("Overlap figures"),
                 OiblMelee::tr("Figures of the one stand on each flank beyond the enemy's front."),
                 u"Melee 7"_s),
        intInput(key(p, u"overlapFlanks"_s), 0, 2, 2, OiblMelee::tr("Flanks overlapping"),
                 OiblMelee::tr("Indians count 2 more figures on each overlapping flank in the first round."),
                 u"Melee 7c"_s),
        boolInput(
            key(p, u"bayonets"_s), true, OiblMelee::tr("Bayonets"),
            OiblMelee::tr(
                "Bayonets (Indians: hatchets) against none +1; militia and cavalry carbineers have none."),
            u"Melee modifiers"_s)
            .heldOf(unit),
        boolInput(key(p, u"panic"_s), false, OiblMelee::tr("Has a panic marker"),
                  OiblMelee::tr("The opponent gets +1."), u"Melee modifiers"_s)
            .heldOf(unit),
        boolInput(key(p, u"routing"_s), false, OiblMelee::tr("Routing"), OiblMelee::tr("-4."),
                  u"Melee modifiers"_s)
            .heldOf(unit),
        intInput(
            key(p, u"fireFigures"_s), 0, 1000, {}, OiblMelee::tr("Figures that may fire"),
            OiblMelee::tr("The defender's eligible figures firing at the charger at 2\" (default: all)."),
            u"Melee 4"_s),
        intInput(key(p, u"gunPounds"_s), 1, 48, {}, OiblMelee::tr("Gun weight (lb)"),
                 OiblMelee::tr("An artillery defender fires as 5, 10 or 15 figures."),
                 u"Artillery Firepower"_s),
        boolInput(key(p, u"marksmen"_s), false, OiblMelee::tr("Marksmen"),
                  OiblMelee::tr("+2 on the defender's fire."), u"Firing modifiers"_s),
    };
    if (!slot) {
        // Both sides' fields stand in one form: each says whose it is (issue 31: Cover, Overlap figures,
        // Outflanked and Friend seen routing stood twice with no attacker or defender).
        for (InputSpec &s : l)
            if (s.id != key(p, u"unit"_s) && s.id != key(p, u"type"_s))
                s.label = OiblMelee::tr("%1: %2").arg(who, s.label);
        return l;
    }
    QList<InputSpec> out;
    for (InputSpec s : l) {
        if (s.id == key(p, u"fireFigures"_s) || s.id == key(p, u"gunPounds"_s) ||
            s.id == key(p, u"marksmen"_s))
            continue;
        s.required = false;
        s.slot = key(p, u"unit"_s); // added by the referee, unit by unit
        if (s.id != key(p, u"unit"_s))
            s.label = OiblMelee::tr("%1: %2").arg(who, s.label);
        if (s.id == key(p, u"figures"_s))
            s.help = OiblMelee::tr("Figures now; a unit of the same quality as another on its side combines "
                                   "its attack with it, one of another quality attacks individually.");
        out.append(s);
    }
    return out;
}

} // namespace

ActionSchema OiblMelee::schema()
{
    ActionSchema s;
    s.id = u"charge"_s;
    s.name = OiblMelee::tr("Charge and melee");
    s.rule = u"Melee Combat"_s;
    s.help = OiblMelee::tr(
        "The charge sequence: attacker's test, defender's test and fire at 2\", re-test, two melee rounds "
        "and the winner. From contact, up to two more units a side may join the melee: units of the same "
        "quality combine their attack, units of different quality attack individually.");
    s.outcomes = {u"charge-failed"_s,   u"charge-stopped"_s,    u"evaded"_s, u"defender-routed"_s,
                  u"attacker-routed"_s, u"attacker-retreats"_s, u"aCas=N"_s, u"dCas=N"_s};
    const DieSpec d10{10, true};
    const QString fromDeclaring = OiblMelee::tr("unless the charge starts at the melee");
    s.dice = {
        dice::step(u"charge-test"_s, d10, 1, OiblMelee::tr("the attacker's morale test to charge"),
                   u"Melee 2"_s, fromDeclaring),
        dice::step(u"defender-test"_s, d10, 1, OiblMelee::tr("the defender's morale test"), u"Melee 4"_s,
                   OiblMelee::tr("if the attacker charges")),
        dice::upTo(u"defender-fire"_s, d10, 1, OiblMelee::tr("the defender's fire at 2\""), u"Melee 4"_s,
                   OiblMelee::tr("if the defender stands and may fire")),
        dice::step(u"close-test"_s, d10, 1, OiblMelee::tr("the attacker's test to close"), u"Melee 5"_s,
                   OiblMelee::tr("if the defender's fire caused casualties")),
        dice::upTo(u"round1-attackers"_s, d10, 1,
                   OiblMelee::tr("attackers, melee round 1, one die per quality"), u"Melee 7"_s),
        dice::upTo(u"round1-defenders"_s, d10, 1,
                   OiblMelee::tr("defenders, melee round 1, one die per quality"), u"Melee 7"_s),
        dice::upTo(u"round2-attackers"_s, d10, 1, OiblMelee::tr("attackers, melee round 2"), u"Melee 8"_s,
                   OiblMelee::tr("unless cavalry fights infantry or a side is gone")),
        dice::upTo(u"round2-defenders"_s, d10, 1, OiblMelee::tr("defenders, melee round 2"), u"Melee 8"_s,
                   OiblMelee::tr("unless cavalry fights infantry or a side is gone")),
        dice::upTo(u"after-melee"_s, d10, 1, OiblMelee::tr("morale tests after the melee, one per unit"),
                   u"Melee 9"_s,
                   OiblMelee::tr("for the units of the side with fewer casualties, or both on a tie")),
    };
    s.inputs = {
        boolInput(u"fromContact"_s, false, OiblMelee::tr("Start at the melee"),
                  OiblMelee::tr("Skip the tests and the defender's fire: the units are already in contact."),
                  u"Melee 7"_s),
        boolInput(u"flankOrRear"_s, false, OiblMelee::tr("Attack on flank or rear"),
                  OiblMelee::tr("Attacker +2, defender -4."), u"Melee modifiers"_s),
        boolInput(u"defenderFiredOrMoved"_s, false, OiblMelee::tr("Skirmishers fired or moved"),
                  OiblMelee::tr("Skirmishers that fired or moved this turn evade automatically."),
                  u"Special Rules 3b"_s)};
    s.inputs += sideInputs(u"a"_s, OiblMelee::tr("Attacker"));
    s.inputs += sideInputs(u"d"_s, OiblMelee::tr("Defender"));
    s.inputs += sideInputs(u"a2"_s, OiblMelee::tr("Attacker 2"), true);
    s.inputs += sideInputs(u"a3"_s, OiblMelee::tr("Attacker 3"), true);
    s.inputs += sideInputs(u"d2"_s, OiblMelee::tr("Defender 2"), true);
    s.inputs += sideInputs(u"d3"_s, OiblMelee::tr("Defender 3"), true);
    // Risk to Generals: the generals with the melee's units roll after it (OiblRisk).
    s.inputs += {inputs::stateInput(u"generals"_s, {}, OiblMelee::tr("Generals with the units"),
                                    OiblMelee::tr("{\"<unit id>\": leader id}: read off the battle."),
                                    u"Risk to Generals"_s),
                 inputs::stateInput(u"risk"_s, OiblRisk::kTracker, OiblMelee::tr("Risks owed"),
                                    OiblMelee::tr("The generals' risks owed this turn (oibl.risk)."),
                                    u"Risk to Generals"_s)};
    s.asked = {u"fromContact"_s,   u"flankOrRear"_s,     u"defenderFiredOrMoved"_s, u"aFrontFigures"_s,
               u"dFrontFigures"_s, u"aOverlapFigures"_s, u"dOverlapFigures"_s,      u"aCover"_s,
               u"dCover"_s,        u"aOutflanked"_s,     u"dOutflanked"_s,          u"aFriendRouting"_s,
               u"dFriendRouting"_s};
    return s;
}

} // namespace adj
