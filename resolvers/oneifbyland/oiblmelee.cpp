#include "oiblmelee.h"
#include "oiblmeleespec.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"

#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;
using namespace oiblmelee;

namespace {

// `slot`: a unit joining the melee; none of its inputs is required (it is in the melee when its
// figures, quality, front or unit are given) and it has no fire of its own at the charger.
QList<InputSpec> sideInputs(const QString &p, const QString &who, bool slot = false)
{
    QList<InputSpec> l{unitInput(key(p, u"unit"_s), OiblMelee::tr("%1 unit").arg(who),
                                 OiblMelee::tr("The battle's unit (optional)."))};
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
                  u"Melee modifiers"_s),
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
            u"Melee modifiers"_s),
        boolInput(key(p, u"panic"_s), false, OiblMelee::tr("Has a panic marker"),
                  OiblMelee::tr("The opponent gets +1."), u"Melee modifiers"_s),
        boolInput(key(p, u"routing"_s), false, OiblMelee::tr("Routing"), OiblMelee::tr("-4."),
                  u"Melee modifiers"_s),
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
    if (!slot)
        return l;
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
    s.asked = {u"fromContact"_s,   u"flankOrRear"_s,     u"defenderFiredOrMoved"_s, u"aFrontFigures"_s,
               u"dFrontFigures"_s, u"aOverlapFigures"_s, u"dOverlapFigures"_s,      u"aCover"_s,
               u"dCover"_s,        u"aOutflanked"_s,     u"dOutflanked"_s,          u"aFriendRouting"_s,
               u"dFriendRouting"_s};
    return s;
}

namespace {

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

// The charge step by step (Melee 2 to 9); values() then reads the units' end states.
void Charge::play()
{
    if (!spec.fromContact && !toContact())
        return;
    // The units of each side: the first, then those joining the melee (Fire and Melee Combat).
    aMore = spec.aMore;
    dMore = spec.dMore;
    A = {&a};
    D = {&d};
    for (Side &s : aMore)
        A.append(&s);
    for (Side &s : dMore)
        D.append(&s);
    meleeRounds();
    out.outcome(u"aCas="_s + QString::number(aCas + aFireLoss));
    out.outcome(u"dCas="_s + QString::number(dCas));
    winner();
}

// values: each unit's figures, casualties, morale and markers; the melee's winner and margin (Melee 9a).
void Charge::values()
{
    sideValues(a, spec.a);
    sideValues(d, spec.d);
    for (qsizetype i = 0; i < aMore.size(); ++i)
        sideValues(aMore[i], spec.aMore[i]);
    for (qsizetype i = 0; i < dMore.size(); ++i)
        sideValues(dMore[i], spec.dMore[i]);
    out.set(u"casualties"_s, dCas);
    if (!meleeFought)
        return;
    if (aCas != dCas) {
        out.set(u"winner"_s, aCas < dCas ? u"attacker"_s : u"defender"_s);
        out.set(u"margin"_s, qAbs(aCas - dCas));
    }
}

void Charge::sideValues(const Side &now, const Side &before)
{
    OiblCombat::strengthValues(out, now.m.role, now.id, before.m.figures, now.m.figures);
    const QString morale = now.routing ? u"routing"_s : moraleOf.value(now.m.role);
    if (!morale.isEmpty())
        out.unit(now.m.role, u"morale"_s, morale);
}

void Charge::note(const QString &role, qint64 id, const QString &text, const QString &rule)
{
    if (quiet)
        return;
    Effect e;
    e.kind = Effect::Kind::Note;
    e.subject = role;
    e.unit = id;
    e.rule = rule;
    e.text = text;
    out.effect(e);
}

void Charge::panic(Side &s, const char *why)
{
    if (s.panic)
        return;
    s.panic = true;
    OiblCombat::markerValue(out, s.m.role, u"panic"_s);
    if (!quiet)
        out.effect(
            OiblCombat::marker(s.m.role, s.id, u"panic"_s, u"Panic Markers"_s,
                               OiblMelee::tr("panic marker on the %1: %2").arg(s.name, OiblMelee::tr(why))));
}

void Charge::rout(Side &s, const QString &rule)
{
    s.routing = true;
    OiblCombat::markerValue(out, s.m.role, u"routing"_s);
    if (!quiet)
        out.effect(OiblCombat::marker(
            s.m.role, s.id, u"routing"_s, rule,
            OiblMelee::tr("the %1 routs away from the enemy in no formation").arg(s.name)));
    panic(s, QT_TRANSLATE_NOOP("adj::OiblMelee", "routing"));
}

int Charge::lose(Side &s, int cas)
{
    cas = qMin(cas, s.m.figures);
    s.m.figures -= cas;
    if (!quiet && cas > 0) {
        Effect e;
        e.kind = s.m.figures == 0 ? Effect::Kind::Eliminate : Effect::Kind::LoseStrength;
        e.subject = s.m.role;
        e.unit = s.id;
        e.amount = cas;
        e.rule = u"Combat Chart"_s;
        e.text = OiblMelee::tr("the %1 loses %2 figures").arg(s.name).arg(cas);
        out.effect(e);
    }
    return cas;
}

OiblMoraleResult Charge::test(Side &s, bool charged, OiblCombat::Same same)
{
    if (!quiet) {
        s.m.chargedBy = charged ? spec.chargedBy : u"none"_s;
        const OiblMoraleResult r = OiblCombat::moraleTest(tb, OiblCombat::moraleSpec(tb, s.m, true), s.name,
                                                          dice, out, same, s.m.role);
        moraleOf.insert(s.m.role, OiblCombat::bandTag(r.band));
        return r;
    }
    // The exact-odds walk: the spec of bind() plus the casualty modifier of this branch.
    OiblMoraleSpec ms = charged ? s.quietCharged : s.quietBase;
    int step = 0;
    ms.modTotal += OiblCombat::casualtyModifier(tb, s.m.figures, s.m.start, &step);
    return OiblCombat::moraleTest(tb, ms, s.name, dice, out, same, s.m.role);
}

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

// 7. First melee round: front rank plus overlaps.
int Charge::round1(const Side &s)
{
    if (!quiet && s.overlap > 0 && !s.m.indian) {
        if (s.m.quality == OiblQuality::Poor || s.m.quality == OiblQuality::Wretched)
            out.line(
                OiblMelee::tr("%1: Poor and Wretched units get no overlap in the first round").arg(s.name),
                u"Melee 7a"_s);
        else if (s.skirmish())
            out.line(OiblMelee::tr("%1: skirmishers get no overlap in the first round").arg(s.name),
                     u"Melee 7b"_s);
    }
    return roundFigures(tb, s, s.m.figures, 1);
}

// One side's attack: one roll per quality group (its units' figures summed), the casualties added.
int Charge::attack(const Units &units, const QList<QList<int>> &groups, const Figures &figs,
                   const QString &sideName, int round)
{
    if (groups.size() == 1 && units.size() == 1) {
        const QString what = quiet ? QString()
                                   : (units[0] == &a ? OiblMelee::tr("attacker, round %1").arg(round)
                                                     : OiblMelee::tr("defender, round %1").arg(round));
        return figs[0] > 0
                   ? OiblCombat::rollChart(tb, figs[0], units[0]->mods, what, dice, out, units[0]->m.role)
                   : 0;
    }
    return OiblCombat::rollGroups(tb, groupRolls(units, groups, figs, sideName, round), dice, out);
}

// Fire and Melee Combat: the rolls of a side's quality groups, said in one line.
QList<OiblCombat::ChartRoll> Charge::groupRolls(const Units &units, const QList<QList<int>> &groups,
                                                const Figures &figs, const QString &sideName, int round)
{
    QList<OiblCombat::ChartRoll> rolls;
    QStringList parts;
    for (const QList<int> &g : groups) {
        OiblCombat::ChartRoll r;
        QStringList names, counts;
        for (int i : g) {
            r.figures += figs[i];
            names.append(units[i]->name);
            counts.append(QString::number(figs[i]));
        }
        r.mods = units[g.first()]->mods;
        r.role = units[g.first()]->m.role;
        if (!quiet) {
            const QString q = oiblQualityName(units[g.first()]->m.quality);
            r.what = OiblMelee::tr("%1 %2 (%3), round %4").arg(sideName, q, names.join(u" + "_s)).arg(round);
            parts.append(g.size() > 1
                             ? OiblMelee::tr("%1: %2 combine their attack, %3 = %4 figures")
                                   .arg(q, names.join(u" + "_s), counts.join(u" + "_s))
                                   .arg(r.figures)
                             : OiblMelee::tr("%1: %2, %3 figures").arg(q, names.first()).arg(r.figures));
        }
        rolls.append(r);
    }
    if (!quiet)
        out.line(groups.size() > 1
                     ? OiblMelee::tr("%1, round %2: units of different quality attack individually, one "
                                     "roll for each quality: %3")
                           .arg(sideName)
                           .arg(round)
                           .arg(parts.join(u"; "_s))
                     : OiblMelee::tr("%1, round %2: units of the same quality combine their attack: %3")
                           .arg(sideName)
                           .arg(round)
                           .arg(parts.join(u"; "_s)),
                 u"Fire and Melee Combat"_s);
    return rolls;
}

// The casualties a side suffers, shared over its units by the figures each had fighting.
int Charge::suffer(const Units &units, const Figures &figs, int cas, const QString &sideName)
{
    if (units.size() == 1)
        return lose(*units[0], cas);
    QList<int> weights, caps;
    int fought = 0;
    for (qsizetype i = 0; i < units.size(); ++i) {
        weights.append(figs[i]);
        caps.append(units[i]->m.figures);
        fought += figs[i];
    }
    if (fought == 0)
        weights = caps;
    const QList<int> shares = OiblCombat::share(cas, weights, caps);
    int taken = 0;
    QStringList parts;
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (!quiet)
            parts.append(OiblMelee::tr("%1 %2").arg(units[i]->name).arg(shares[i]));
        taken += lose(*units[i], shares[i]);
    }
    if (!quiet && cas > 0)
        out.line(OiblMelee::tr("%1 casualties on the %2, shared by the figures each unit had fighting: %3")
                     .arg(cas)
                     .arg(sideName, parts.join(u", "_s)),
                 u"Melee 7"_s);
    return taken;
}

bool anyOf(const Units &units, bool (*pred)(const Side &))
{
    return std::any_of(units.begin(), units.end(), [&](const Side *s) { return pred(*s); });
}

int figuresOf(const Units &units)
{
    int n = 0;
    for (const Side *s : units)
        n += s->m.figures;
    return n;
}

// 7, 8. The melee rounds; no second round when the melee involves cavalry against infantry (Melee 7).
void Charge::meleeRounds()
{
    const auto cavalry = [](const Side &s) { return s.cavalry(); };
    const auto infantry = [](const Side &s) { return s.isInfantry; };
    const bool cavVsInf =
        (anyOf(A, cavalry) && anyOf(D, infantry)) || (anyOf(D, cavalry) && anyOf(A, infantry));
    const bool secondRound = !cavVsInf;
    const QString aName = quiet ? QString() : OiblMelee::tr("attackers");
    const QString dName = quiet ? QString() : OiblMelee::tr("defenders");
    meleeFought = true;
    for (int round = 1; round <= (secondRound ? 2 : 1); ++round) {
        Figures af, df;
        for (const Side *s : A)
            af.append(round == 1 ? round1(*s) : roundFigures(tb, *s, s->m.figures, 2));
        for (const Side *s : D)
            df.append(round == 1 ? round1(*s) : roundFigures(tb, *s, s->m.figures, 2));
        if (!quiet)
            out.line(OiblMelee::tr("melee round %1: attacker %2 figures, defender %3 figures")
                         .arg(round)
                         .arg(std::accumulate(af.begin(), af.end(), 0))
                         .arg(std::accumulate(df.begin(), df.end(), 0)),
                     round == 1 ? u"Melee 7"_s : u"Melee 8"_s);
        // Panic states are settled before contact: the modifiers were worked out once in bind().
        dice.forStep(round == 1 ? "round1-attackers" : "round2-attackers");
        const int toD = attack(A, spec.aGroups, af, aName, round);
        dice.forStep(round == 1 ? "round1-defenders" : "round2-defenders");
        const int toA = attack(D, spec.dGroups, df, dName, round);
        dCas += suffer(D, df, toD, dName);
        aCas += suffer(A, af, toA, aName);
        if (round == 1 && !secondRound && !quiet)
            out.line(OiblMelee::tr("cavalry against infantry: no second round"), u"Melee 7"_s);
        if (figuresOf(A) == 0 || figuresOf(D) == 0)
            break;
    }
}

void Charge::testAll(const Units &units, const QString &rule)
{
    dice.forStep("after-melee");
    for (Side *s : units)
        if (s->m.figures > 0 && test(*s, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
            rout(*s, rule);
}

bool gone(const Side &s)
{
    return s.routing || s.m.figures == 0;
}

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

ParsedInputs<Prepared> parse(const Inputs &in, const RuleTable &table)
{
    Prepared ready = prepare(in, table);
    if (!ready.error.isEmpty())
        return ParsedInputs<Prepared>::refused(ready.error);
    return ready;
}

void resolve(const Prepared &ready, DiceSource &dice, Resolution &out)
{
    Charge(ready, dice, out).run();
}

} // namespace

Runner OiblMelee::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parse, &resolve)(in, table);
}

} // namespace adj
