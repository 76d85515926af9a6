#include "oiblmelee.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;

namespace {

QList<InputSpec> sideInputs(const QString &p, const QString &who)
{
    QList<InputSpec> l{unitInput(key(p, u"unit"_s), OiblMelee::tr("%1 unit").arg(who),
                                 OiblMelee::tr("The battle's unit (optional)."))};
    l += moraleInputs(p, true);
    for (InputSpec &s : l)
        if (s.id == key(p, u"figures"_s)) {
            s.required = true;
            s.min = 1;
            s.help = OiblMelee::tr("Figures now (all units of the side that combine: same quality only).");
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
    return l;
}

struct Side
{
    OiblMoraleIn m;
    QString name;
    QString type;
    int front = 0, overlap = 0, flanks = 2;
    bool bayonets = true, panic = false, routing = false;
    int fireFigures = 0;
    bool marksmen = false;
    qint64 id = 0;
    OiblMoraleSpec quietBase, quietCharged; // numbers only, no casualty modifier (exact-odds walk)
    bool isSkirmish = false, isCavalry = false, isInfantry = true; // set once in bind()
    bool skirmish() const { return isSkirmish; }
    bool cavalry() const { return isCavalry; }
};

struct MeleeSpec
{
    const OiblTable *t = nullptr;
    Side a, d;
    bool fromContact = false;
    bool flank = false;
    QList<OiblMod> aMods, dMods; // melee modifiers, fixed once the units are in contact
    QList<OiblMod> fireMods;     // the defender's fire at the charger
    QString chargedBy;           // cavalry, infantry or none
    QList<TraceLine> preamble;
};

int qualityStep(OiblQuality q)
{
    return int(q);
}

// Modifiers of `x` fighting `y` (Melee modifiers), with the panic states of this moment.
QList<OiblMod> meleeMods(const OiblTable &t, const Side &x, const Side &y, bool attacker, bool flank,
                         bool xPanic, bool yPanic)
{
    QList<OiblMod> mods;
    const QString rule = u"Melee modifiers"_s;
    auto add = [&](const QString &id, int times, const QString &text) {
        if (t.meleeMod(id) != 0 && times > 0)
            mods.append(OiblMod{t.meleeMod(id) * times, text, rule});
    };
    Q_UNUSED(xPanic);
    const int steps = qualityStep(x.m.quality) - qualityStep(y.m.quality);
    add(u"perQualityStep"_s, steps,
        QCoreApplication::translate("adj::OiblMelee", "%n higher quality", nullptr, steps));
    add(u"opponentPanic"_s, yPanic ? 1 : 0,
        QCoreApplication::translate("adj::OiblMelee", "opponent has a panic marker"));
    if (attacker)
        add(u"attackFlankOrRear"_s, flank ? 1 : 0,
            QCoreApplication::translate("adj::OiblMelee", "attacking flank or rear"));
    const bool xArmed = x.bayonets || x.m.indian, yArmed = y.bayonets || y.m.indian;
    add(u"bayonetsVsNone"_s, xArmed && !yArmed ? 1 : 0,
        x.m.indian ? QCoreApplication::translate("adj::OiblMelee", "hatchets against none")
                   : QCoreApplication::translate("adj::OiblMelee", "bayonets against none"));
    if (!attacker) {
        add(u"defendLightCover"_s, x.m.cover == u"light"_s ? 1 : 0,
            QCoreApplication::translate("adj::OiblMelee", "defending light cover"));
        add(u"defendHeavyCover"_s, x.m.cover == u"heavy"_s ? 1 : 0,
            QCoreApplication::translate("adj::OiblMelee", "defending heavy cover"));
        add(u"attackedFlankOrRear"_s, flank ? 1 : 0,
            QCoreApplication::translate("adj::OiblMelee", "attacked in flank or rear"));
    }
    add(u"cavalryVsNonCavalry"_s, x.cavalry() && !y.cavalry() ? 1 : 0,
        QCoreApplication::translate("adj::OiblMelee", "cavalry against non-cavalry"));
    add(u"routing"_s, x.routing ? 1 : 0, QCoreApplication::translate("adj::OiblMelee", "unit is routing"));
    return mods;
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
        "and the winner. Multiple units on a side combine only when of the same quality.");
    s.outcomes = {u"charge-failed"_s,   u"charge-stopped"_s,    u"evaded"_s, u"defender-routed"_s,
                  u"attacker-routed"_s, u"attacker-retreats"_s, u"aCas=N"_s, u"dCas=N"_s};
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
    return s;
}

RuleSet::Runner OiblMelee::bind(const QJsonObject &in, const RuleTable &table)
{
    auto failWith = [](const QString &msg) -> RuleSet::Runner {
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    };
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return failWith(OiblMelee::tr("the charge needs the oneifbyland rule table"));
    auto spec = std::make_shared<MeleeSpec>();
    spec->t = t;
    spec->fromContact = in.value(u"fromContact"_s).toBool();
    spec->flank = in.value(u"flankOrRear"_s).toBool();
    const bool firedOrMoved = in.value(u"defenderFiredOrMoved"_s).toBool();
    for (const QString &p : {u"a"_s, u"d"_s}) {
        Side &s = p == u"a"_s ? spec->a : spec->d;
        s.name = p == u"a"_s ? OiblMelee::tr("attacker") : OiblMelee::tr("defender");
        s.m = moraleIn(in, p, p == u"a"_s ? u"attacker"_s : u"defender"_s);
        s.m.chargeOrMelee = true;
        if (s.m.start <= 0)
            s.m.start = s.m.figures; // no start given: no casualty percentage before this fight
        const QString error = finishMoraleIn(*t, &s.m, p);
        if (!error.isEmpty())
            return failWith(error);
        s.type = in.value(key(p, u"type"_s)).toString();
        s.isSkirmish = s.m.formation == u"skirmish"_s;
        s.isCavalry = s.type == u"cavalry"_s;
        s.isInfantry = s.type == u"infantry"_s;
        s.front = in.value(key(p, u"frontFigures"_s)).toInt();
        s.overlap = in.value(key(p, u"overlapFigures"_s)).toInt();
        s.flanks = in.value(key(p, u"overlapFlanks"_s)).toInt();
        s.bayonets = in.value(key(p, u"bayonets"_s)).toBool();
        s.panic = in.value(key(p, u"panic"_s)).toBool();
        s.routing = in.value(key(p, u"routing"_s)).toBool();
        s.marksmen = in.value(key(p, u"marksmen"_s)).toBool();
        s.id = in.value(key(p, u"unit"_s)).toInteger();
        if (s.front > s.m.figures)
            return failWith(OiblMelee::tr("input \"%1\" is %2, more than the %3 figures of the %4")
                                .arg(key(p, u"frontFigures"_s))
                                .arg(s.front)
                                .arg(s.m.figures)
                                .arg(s.name));
        if (s.m.indian && s.m.formation != u"skirmish"_s)
            return failWith(OiblMelee::tr("input \"%1\": Indian warbands always assume skirmish formation")
                                .arg(key(p, u"formation"_s)));
        if (s.type == u"artillery"_s) {
            if (p == u"a"_s)
                return failWith(OiblMelee::tr("artillery may not charge (Charge Movement)"));
            if (!in.value(u"dGunPounds"_s).isDouble())
                return failWith(OiblMelee::tr("input \"dGunPounds\" is required for an artillery defender"));
            const int lb = in.value(u"dGunPounds"_s).toInt();
            s.fireFigures = lb >= t->heavyFromPounds
                                ? t->gunHeavy
                                : (lb >= t->mediumFromPounds ? t->gunMedium : t->gunLight);
        } else {
            s.fireFigures = in.value(key(p, u"fireFigures"_s)).toInt(s.m.figures);
            if (s.fireFigures > s.m.figures)
                return failWith(OiblMelee::tr("input \"%1\" is more than the unit's figures")
                                    .arg(key(p, u"fireFigures"_s)));
        }
    }
    // Charge Movement: only close or open order infantry, cavalry in any formation, and Indians charge.
    const Side &att = spec->a;
    if (!spec->fromContact) {
        const bool canCharge =
            att.cavalry() || att.m.indian || att.m.formation == u"close"_s || att.m.formation == u"open"_s;
        if (!canCharge)
            return failWith(
                OiblMelee::tr(
                    "a unit in %1 order may not charge; only close or open order infantry, cavalry and "
                    "Indians may (Charge Movement)")
                    .arg(att.m.formation));
        if (att.routing)
            return failWith(OiblMelee::tr("a routing unit may not charge"));
    }
    if (att.front <= 0 && spec->d.front <= 0)
        return failWith(
            OiblMelee::tr("no figures are in contact: inputs \"aFrontFigures\" and \"dFrontFigures\" are 0"));
    // The morale tests' numbers for the exact-odds walk: worked out once, casualties added per branch.
    // The defender is charged by cavalry or by close/open order infantry (Morale Tests).
    spec->chargedBy = spec->a.cavalry() ? u"cavalry"_s
                      : (spec->a.m.formation == u"close"_s || spec->a.m.formation == u"open"_s)
                          ? u"infantry"_s
                          : u"none"_s;
    for (Side *s : {&spec->a, &spec->d}) {
        OiblMoraleIn m = s->m;
        m.figures = m.start;
        m.chargedBy = u"none"_s;
        s->quietBase = OiblCombat::moraleSpec(*t, m, false);
        m.chargedBy = s == &spec->d ? spec->chargedBy : u"none"_s;
        s->quietCharged = OiblCombat::moraleSpec(*t, m, false);
    }
    // By contact both sides carry a panic marker after a full charge (attempting / being charged).
    {
        const bool aPanic = spec->fromContact ? spec->a.panic : true;
        const bool dPanic = spec->fromContact ? spec->d.panic : true;
        spec->aMods = meleeMods(*t, spec->a, spec->d, true, spec->flank, aPanic, dPanic);
        spec->dMods = meleeMods(*t, spec->d, spec->a, false, spec->flank, dPanic, aPanic);
    }
    // The defender's fire at 2" (Melee 4) with the firing modifiers that can apply.
    if (spec->d.type != u"artillery"_s && t->fireMod(u"pointBlank"_s) != 0)
        spec->fireMods.append(
            OiblMod{t->fireMod(u"pointBlank"_s), OiblMelee::tr("point blank"), u"Firing modifiers"_s});
    if (spec->d.marksmen)
        spec->fireMods.append(
            OiblMod{t->fireMod(u"marksmen"_s), OiblMelee::tr("marksmen"), u"Firing modifiers"_s});
    if (spec->a.cavalry() || spec->a.m.formation == u"column"_s)
        spec->fireMods.append(OiblMod{t->fireMod(u"targetColumnOrCavalry"_s),
                                      spec->a.cavalry() ? OiblMelee::tr("target is mounted cavalry")
                                                        : OiblMelee::tr("target in column"),
                                      u"Firing modifiers"_s});
    if (spec->d.m.quality == OiblQuality::Poor)
        spec->fireMods.append(
            OiblMod{t->fireMod(u"firerPoor"_s), OiblMelee::tr("firer is Poor"), u"Firing modifiers"_s});
    else if (spec->d.m.quality == OiblQuality::Wretched)
        spec->fireMods.append(OiblMod{t->fireMod(u"firerWretched"_s), OiblMelee::tr("firer is Wretched"),
                                      u"Firing modifiers"_s});
    // Skirmishers charged test and evade (Special Rules 3); Indians stand and fight.
    const bool evader = spec->d.skirmish() && !spec->d.m.indian && !spec->d.cavalry();
    const bool cavalryEvader = spec->d.skirmish() && spec->d.cavalry() && !att.cavalry();

    return [spec, evader, cavalryEvader, firedOrMoved](DiceSource &dice, Resolution &out) {
        const OiblTable &tb = *spec->t;
        Side a = spec->a, d = spec->d; // this branch's copies
        const bool quiet = out.quiet();
        auto note = [&](const QString &role, qint64 id, const QString &text, const QString &rule) {
            if (quiet)
                return;
            Effect e;
            e.kind = Effect::Kind::Note;
            e.subject = role;
            e.unit = id;
            e.rule = rule;
            e.text = text;
            out.effect(e);
        };
        auto panic = [&](Side &s, const char *why) {
            if (s.panic)
                return;
            s.panic = true;
            if (!quiet)
                out.effect(OiblCombat::marker(
                    s.m.role, s.id, u"panic"_s, u"Panic Markers"_s,
                    OiblMelee::tr("panic marker on the %1: %2").arg(s.name, OiblMelee::tr(why))));
        };
        auto rout = [&](Side &s, const QString &rule) {
            s.routing = true;
            if (!quiet)
                out.effect(OiblCombat::marker(
                    s.m.role, s.id, u"routing"_s, rule,
                    OiblMelee::tr("the %1 routs away from the enemy in no formation").arg(s.name)));
            panic(s, QT_TR_NOOP("routing"));
        };
        auto lose = [&](Side &s, int cas) {
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
        };
        auto test = [&](Side &s, bool charged, OiblCombat::Same same = OiblCombat::Same::None) {
            if (!quiet) {
                s.m.chargedBy = charged ? spec->chargedBy : u"none"_s;
                return OiblCombat::moraleTest(tb, OiblCombat::moraleSpec(tb, s.m, true), s.name, dice, out,
                                              same);
            }
            // The exact-odds walk: the spec of bind() plus the casualty modifier of this branch.
            OiblMoraleSpec ms = charged ? s.quietCharged : s.quietBase;
            int step = 0;
            ms.modTotal += OiblCombat::casualtyModifier(tb, s.m.figures, s.m.start, &step);
            return OiblCombat::moraleTest(tb, ms, s.name, dice, out, same);
        };
        int aFireLoss = 0;

        if (!spec->fromContact) {
            // 2. The attacker tests on declaring the charge (a panic marker: attempting a charge).
            panic(a, QT_TR_NOOP("attempting a charge"));
            const OiblMoraleResult r = test(a, false, OiblCombat::Same::Failures);
            if (r.band != OiblMoraleBand::Pass) {
                out.outcome(u"charge-failed"_s);
                note(
                    u"attacker"_s, a.id,
                    OiblMelee::tr(
                        "the charge fails: the attacker makes a full move away from the enemy (backstepping, "
                        "or "
                        "about face for cavalry) facing it, and may not move, fire or change formation for "
                        "the rest "
                        "of the turn"),
                    u"Melee 2"_s);
                return;
            }
            // 4. The defender tests (a panic marker: being charged).
            panic(d, QT_TR_NOOP("being charged"));
            if (cavalryEvader) {
                out.outcome(u"evaded"_s);
                note(u"defender"_s, d.id,
                     OiblMelee::tr("skirmishing cavalry evade attacking infantry automatically"),
                     u"Special Rules 4"_s);
                return;
            }
            const OiblMoraleResult dr = test(d, true);
            if (evader) {
                if (dr.band == OiblMoraleBand::Pass) {
                    out.outcome(u"evaded"_s);
                    note(u"defender"_s, d.id,
                         firedOrMoved
                             ? OiblMelee::tr(
                                   "the skirmishers evade: roll an infantry retreat move and move half of it "
                                   "away, ending facing the attackers")
                             : OiblMelee::tr(
                                   "the skirmishers choose: fire half their figures at the attackers and "
                                   "evade "
                                   "half an infantry retreat move, or make a full retreat move, facing the "
                                   "attackers"),
                         firedOrMoved ? u"Special Rules 3b"_s : u"Special Rules 3a"_s);
                } else {
                    out.outcome(u"defender-routed"_s);
                    rout(d, u"Special Rules 3c"_s);
                    note(u"defender"_s, d.id,
                         OiblMelee::tr(
                             "the skirmishers roll an infantry rout move and rout away from the attackers"),
                         u"Special Rules 3c"_s);
                }
                return;
            }
            if (dr.band == OiblMoraleBand::Rout) {
                out.outcome(u"defender-routed"_s);
                rout(d, u"Morale Results"_s);
                return;
            }
            // 4. The defender's fire at 2" (half, rounded down, for Elite/Veteran/Regular infantry failing by
            // 1).
            int fire = d.fireFigures;
            if (dr.band == OiblMoraleBand::FailBy1) {
                const bool halfFire =
                    d.isInfantry && qualityStep(d.m.quality) >= qualityStep(OiblQuality::Regular);
                fire = halfFire ? fire / 2 : 0;
                if (!quiet)
                    out.line(halfFire ? OiblMelee::tr(
                                            "failed by 1: half the eligible figures fire, rounded down: %1")
                                            .arg(fire)
                                      : OiblMelee::tr("failed by 1: the defender may not fire"),
                             u"Melee 4"_s);
            }
            fire = qMin(fire, d.m.figures);
            if (fire > 0) {
                const int cas = OiblCombat::rollChart(
                    tb, fire, spec->fireMods,
                    quiet ? QString()
                          : OiblMelee::tr("defender's fire at %1\"").arg(tb.meleeMod(u"chargeFireRange"_s)),
                    dice, out);
                aFireLoss = lose(a, cas);
                // 5. Casualties from the fire: the attacker tests again to close.
                if (aFireLoss > 0) {
                    const OiblMoraleResult rr = test(a, false);
                    if (rr.band == OiblMoraleBand::Rout) {
                        out.outcome(u"attacker-routed"_s);
                        rout(a, u"Melee 5"_s);
                        out.outcome(u"aCas="_s + QString::number(aFireLoss));
                        return;
                    }
                    if (rr.band == OiblMoraleBand::FailBy1) {
                        out.outcome(u"charge-stopped"_s);
                        out.outcome(u"aCas="_s + QString::number(aFireLoss));
                        note(u"attacker"_s, a.id,
                             OiblMelee::tr(
                                 "failed by 1 to close: the charge stops and the attacker may not advance"),
                             u"Melee 5"_s);
                        return;
                    }
                }
            }
        }

        // 7. First melee round: front rank plus overlaps.
        auto round1 = [&](const Side &s) {
            int n = s.front;
            if (s.overlap > 0 || (s.m.indian && s.flanks > 0)) {
                if (s.m.indian) {
                    n += s.overlap + tb.meleeMod(u"indianOverlapPerFlank"_s) * s.flanks; // 7c
                } else if (s.m.quality == OiblQuality::Poor || s.m.quality == OiblQuality::Wretched) {
                    if (!quiet)
                        out.line(
                            OiblMelee::tr("%1: Poor and Wretched units get no overlap in the first round")
                                .arg(s.name),
                            u"Melee 7a"_s);
                } else if (s.skirmish()) {
                    if (!quiet)
                        out.line(
                            OiblMelee::tr("%1: skirmishers get no overlap in the first round").arg(s.name),
                            u"Melee 7b"_s);
                } else {
                    n += s.overlap;
                }
            }
            return qMin(n, s.m.figures);
        };
        auto round2 = [&](const Side &s) {
            if (s.skirmish() && !s.m.indian)
                return qMin(s.front + s.overlap, s.m.figures); // 8a
            return s.m.figures;                                // 8, 8b
        };
        int aCas = 0, dCas = 0; // melee casualties each side suffered
        const bool secondRound = !((a.cavalry() && d.isInfantry) || (d.cavalry() && a.isInfantry));
        for (int round = 1; round <= (secondRound ? 2 : 1); ++round) {
            const int af = round == 1 ? round1(a) : round2(a);
            const int df = round == 1 ? round1(d) : round2(d);
            if (!quiet)
                out.line(OiblMelee::tr("melee round %1: attacker %2 figures, defender %3 figures")
                             .arg(round)
                             .arg(af)
                             .arg(df),
                         round == 1 ? u"Melee 7"_s : u"Melee 8"_s);
            // Panic states are settled before contact: the modifiers were worked out once in bind().
            const QString aWhat = quiet ? QString() : OiblMelee::tr("attacker, round %1").arg(round);
            const QString dWhat = quiet ? QString() : OiblMelee::tr("defender, round %1").arg(round);
            const int toD = af > 0 ? OiblCombat::rollChart(tb, af, spec->aMods, aWhat, dice, out) : 0;
            const int toA = df > 0 ? OiblCombat::rollChart(tb, df, spec->dMods, dWhat, dice, out) : 0;
            dCas += lose(d, toD);
            aCas += lose(a, toA);
            if (round == 1 && !secondRound && !quiet)
                out.line(OiblMelee::tr("cavalry against infantry: no second round"), u"Melee 7"_s);
            if (a.m.figures == 0 || d.m.figures == 0)
                break;
        }
        out.outcome(u"aCas="_s + QString::number(aCas + aFireLoss));
        out.outcome(u"dCas="_s + QString::number(dCas));

        // 9. The winner: more casualties rout; the other tests if it took any; equal: both test.
        if (!quiet)
            out.line(OiblMelee::tr("melee casualties: attacker %1, defender %2").arg(aCas).arg(dCas),
                     u"Melee 9a"_s);
        if (dCas > aCas) {
            rout(d, u"Melee 9a"_s);
            if (aCas > 0 && a.m.figures > 0 &&
                test(a, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
                rout(a, u"Morale Results"_s);
        } else if (aCas > dCas) {
            rout(a, u"Melee 9a"_s);
            if (dCas > 0 && d.m.figures > 0 &&
                test(d, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
                rout(d, u"Morale Results"_s);
        } else {
            if (a.m.figures > 0 && test(a, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
                rout(a, u"Melee 9b"_s);
            if (d.m.figures > 0 && test(d, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
                rout(d, u"Melee 9b"_s);
        }
        if (d.routing || d.m.figures == 0)
            out.outcome(u"defender-routed"_s);
        if (a.routing || a.m.figures == 0) {
            out.outcome(u"attacker-routed"_s);
        } else if (!(d.routing || d.m.figures == 0)) {
            out.outcome(u"attacker-retreats"_s);
            note(u"attacker"_s, a.id,
                 OiblMelee::tr(
                     "the defenders did not all rout: the attacker retreats a full column move (rolled) "
                     "facing them in "
                     "its starting formation, ends its turn, and spends the next turn reforming in place"),
                 u"Melee 9b"_s);
            if (!quiet)
                out.effect(OiblCombat::marker(
                    u"attacker"_s, a.id, u"reforming"_s, u"Melee 9b"_s,
                    OiblMelee::tr("the attacker must reform before it advances or charges again")));
        }
    };
}

} // namespace adj
