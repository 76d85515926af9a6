// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblmeleespec.h"

#include "oiblmelee.h"

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

namespace adj::oiblmelee {

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

// The figures of `s` fighting in a round with `figures` left (Melee 7, 8).
int roundFigures(const OiblTable &t, const Side &s, int figures, int round)
{
    if (round == 2) {
        if (s.skirmish() && !s.m.indian)
            return qMin(s.front + s.overlap, figures); // 8a
        return figures;                                // 8, 8b
    }
    int n = s.front;
    if (s.m.indian)
        n += s.overlap + t.meleeMod(u"indianOverlapPerFlank"_s) * s.flanks; // 7c
    else if (s.overlap > 0 && s.m.quality != OiblQuality::Poor && s.m.quality != OiblQuality::Wretched &&
             !s.skirmish())
        n += s.overlap; // 7, 7a, 7b
    return qMin(n, figures);
}

namespace {

Prepared refused(const QString &msg) // the charge refused before any die
{
    Prepared p;
    p.error = msg;
    return p;
}

// Every unit of the melee: its front no more than its figures.
QString checkFront(const QString &p, const Side &s)
{
    if (s.front > s.m.figures)
        return OiblMelee::tr("input \"%1\" is %2, more than the %3 figures of the %4")
            .arg(key(p, u"frontFigures"_s))
            .arg(s.front)
            .arg(s.m.figures)
            .arg(s.name);
    return {};
}

// The first attacker ("a") or defender ("d"): its morale, arm, front and, for the defender, the
// figures that fire at the charger (Melee 4, Artillery Firepower).
QString firstUnit(const OiblTable &t, const Inputs &in, const QString &p, Side &s)
{
    s.name = p == u"a"_s ? OiblMelee::tr("attacker") : OiblMelee::tr("defender");
    s.m = moraleIn(in, p, p == u"a"_s ? u"attacker"_s : u"defender"_s);
    s.m.chargeOrMelee = true;
    if (s.m.start <= 0)
        s.m.start = s.m.figures; // no start given: no casualty percentage before this fight
    const QString error = finishMoraleIn(t, &s.m, p);
    if (!error.isEmpty())
        return error;
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
    if (const QString e = checkFront(p, s); !e.isEmpty())
        return e;
    if (s.m.indian && s.m.formation != u"skirmish"_s)
        return OiblMelee::tr("input \"%1\": Indian warbands always assume skirmish formation")
            .arg(key(p, u"formation"_s));
    if (s.type == u"artillery"_s) {
        if (p == u"a"_s)
            return OiblMelee::tr("artillery may not charge (Charge Movement)");
        if (!in.value(u"dGunPounds"_s).isDouble())
            return OiblMelee::tr("input \"dGunPounds\" is required for an artillery defender");
        const int lb = in.value(u"dGunPounds"_s).toInt();
        s.fireFigures =
            lb >= t.heavyFromPounds ? t.gunHeavy : (lb >= t.mediumFromPounds ? t.gunMedium : t.gunLight);
    } else {
        s.fireFigures = in.value(key(p, u"fireFigures"_s)).toInt(s.m.figures);
        if (s.fireFigures > s.m.figures)
            return OiblMelee::tr("input \"%1\" is more than the unit's figures")
                .arg(key(p, u"fireFigures"_s));
    }
    return {};
}

// The inputs of a unit joining the melee (Fire and Melee Combat), read once it is known to join.
void joiningInputs(const Inputs &in, const QString &p, Side &s)
{
    s.type = in.value(key(p, u"type"_s)).toString(u"infantry"_s);
    s.isSkirmish = s.m.formation == u"skirmish"_s;
    s.isCavalry = s.type == u"cavalry"_s;
    s.isInfantry = s.type == u"infantry"_s;
    s.front = in.value(key(p, u"frontFigures"_s)).toInt();
    s.overlap = in.value(key(p, u"overlapFigures"_s)).toInt();
    s.flanks = in.value(key(p, u"overlapFlanks"_s)).toInt(2);
    s.bayonets = in.value(key(p, u"bayonets"_s)).toBool(true);
    s.panic = in.value(key(p, u"panic"_s)).toBool();
    s.routing = in.value(key(p, u"routing"_s)).toBool();
    s.id = in.value(key(p, u"unit"_s)).toInteger();
}

// A unit joining the melee beside the first ones in slot `p` (Fire and Melee Combat), when given.
QString joiningUnit(const OiblTable &t, const Inputs &in, const QString &p, MeleeSpec &spec)
{
    if (!in.contains(key(p, u"figures"_s)) && !in.contains(key(p, u"quality"_s)) &&
        !in.contains(key(p, u"frontFigures"_s)) && !in.contains(key(p, u"unit"_s)))
        return {};
    const bool attacker = p.startsWith(u'a');
    Side s;
    s.name =
        attacker ? OiblMelee::tr("attacker %1").arg(p.mid(1)) : OiblMelee::tr("defender %1").arg(p.mid(1));
    for (const QString &id : {u"quality"_s, u"figures"_s, u"frontFigures"_s})
        if (!in.contains(key(p, id)))
            return OiblMelee::tr("input \"%1\" is required for the %2 joining the melee")
                .arg(key(p, id), s.name);
    if (!spec.fromContact)
        return OiblMelee::tr("input \"%1\": a unit joins the melee only with \"fromContact\" (each "
                             "unit's own charge tests and fire come first)")
            .arg(key(p, u"figures"_s));
    s.m = moraleIn(in, p, (attacker ? u"attacker"_s : u"defender"_s) + p.mid(1));
    s.m.chargeOrMelee = true;
    if (s.m.start <= 0)
        s.m.start = s.m.figures;
    const QString error = finishMoraleIn(t, &s.m, p);
    if (!error.isEmpty())
        return error;
    joiningInputs(in, p, s);
    if (const QString e = checkFront(p, s); !e.isEmpty())
        return e;
    if (s.m.indian && !s.isSkirmish)
        return OiblMelee::tr("input \"%1\": Indian warbands always assume skirmish formation")
            .arg(key(p, u"formation"_s));
    if (attacker && s.type == u"artillery"_s)
        return OiblMelee::tr("input \"%1\": artillery may not charge (Charge Movement)")
            .arg(key(p, u"type"_s));
    if (s.id != 0)
        for (const Side *o : {&spec.a, &spec.d})
            if (o->id == s.id)
                return OiblMelee::tr("input \"%1\": unit %2 is already the %3")
                    .arg(key(p, u"unit"_s))
                    .arg(s.id)
                    .arg(o->name);
    (attacker ? spec.aMore : spec.dMore).append(s);
    return {};
}

// Charge Movement: only close or open order infantry, cavalry in any formation, and Indians charge;
// and some figures must be in contact.
QString chargeMovement(const MeleeSpec &spec)
{
    const Side &att = spec.a;
    if (!spec.fromContact) {
        const bool canCharge =
            att.cavalry() || att.m.indian || att.m.formation == u"close"_s || att.m.formation == u"open"_s;
        if (!canCharge)
            return OiblMelee::tr(
                       "a unit in %1 order may not charge; only close or open order infantry, cavalry and "
                       "Indians may (Charge Movement)")
                .arg(att.m.formation);
        if (att.routing)
            return OiblMelee::tr("a routing unit may not charge");
    }
    int moreFront = 0;
    for (const Side &s : spec.aMore + spec.dMore)
        moreFront += s.front;
    if (att.front <= 0 && spec.d.front <= 0 && moreFront <= 0)
        return OiblMelee::tr(
            "no figures are in contact: inputs \"aFrontFigures\" and \"dFrontFigures\" are 0");
    return {};
}

// The morale tests' numbers for the exact-odds walk: worked out once, casualties added per branch.
// The defender is charged by cavalry or by close/open order infantry (Morale Tests).
void moraleNumbers(const OiblTable &t, MeleeSpec &spec)
{
    spec.chargedBy = spec.a.cavalry()                                                        ? u"cavalry"_s
                     : (spec.a.m.formation == u"close"_s || spec.a.m.formation == u"open"_s) ? u"infantry"_s
                                                                                             : u"none"_s;
    QList<Side *> everyone{&spec.a, &spec.d};
    for (Side &s : spec.aMore)
        everyone.append(&s);
    for (Side &s : spec.dMore)
        everyone.append(&s);
    for (Side *s : everyone) {
        OiblMoraleIn m = s->m;
        m.figures = m.start;
        m.chargedBy = u"none"_s;
        s->quietBase = OiblCombat::moraleSpec(t, m, false);
        m.chargedBy = s == &spec.d ? spec.chargedBy : u"none"_s;
        s->quietCharged = OiblCombat::moraleSpec(t, m, false);
    }
}

// Melee modifiers. By contact both sides carry a panic marker after a full charge (attempting /
// being charged).
void meleeModifiers(const OiblTable &t, MeleeSpec &spec)
{
    const bool aPanic = spec.fromContact ? spec.a.panic : true;
    const bool dPanic = spec.fromContact ? spec.d.panic : true;
    spec.aMods = meleeMods(t, spec.a, spec.d, true, spec.flank, aPanic, dPanic);
    spec.dMods = meleeMods(t, spec.d, spec.a, false, spec.flank, dPanic, aPanic);
    spec.a.mods = spec.aMods;
    spec.d.mods = spec.dMods;
    // A joining unit's modifiers are its own against the opposing side's first unit (READING).
    for (Side &s : spec.aMore)
        s.mods = meleeMods(t, s, spec.d, true, spec.flank, s.panic, dPanic);
    for (Side &s : spec.dMore)
        s.mods = meleeMods(t, s, spec.a, false, spec.flank, s.panic, aPanic);
}

// Fire and Melee Combat: units of one quality combine their attack, with the same modifiers;
// units of another quality attack individually.
QString qualityGroups(const Side &first, const QList<Side> &more, QList<QList<int>> &groups)
{
    auto unit = [&](int i) -> const Side & { return i == 0 ? first : more.at(i - 1); };
    for (int i = 0; i <= more.size(); ++i) {
        bool placed = false;
        for (QList<int> &g : groups)
            if (unit(g.first()).m.quality == unit(i).m.quality) {
                const QString m0 = OiblCombat::modsText(unit(g.first()).mods),
                              mi = OiblCombat::modsText(unit(i).mods);
                if (m0 != mi)
                    return OiblMelee::tr("the %1 and the %2 are both %3 and must combine their attack, but "
                                         "their melee modifiers differ (%4 / %5): resolve them as one unit "
                                         "or correct the inputs (Fire and Melee Combat)")
                        .arg(unit(g.first()).name, unit(i).name, oiblQualityName(unit(i).m.quality),
                             m0.isEmpty() ? OiblMelee::tr("none") : m0,
                             mi.isEmpty() ? OiblMelee::tr("none") : mi);
                g.append(i);
                placed = true;
                break;
            }
        if (!placed)
            groups.append(QList<int>{i});
    }
    return {};
}

// The defender's fire at 2" (Melee 4) with the firing modifiers that can apply.
QList<OiblMod> defenderFireMods(const OiblTable &t, const MeleeSpec &spec)
{
    QList<OiblMod> mods;
    if (spec.d.type != u"artillery"_s && t.fireMod(u"pointBlank"_s) != 0)
        mods.append(OiblMod{t.fireMod(u"pointBlank"_s), OiblMelee::tr("point blank"), u"Firing modifiers"_s});
    if (spec.d.marksmen)
        mods.append(OiblMod{t.fireMod(u"marksmen"_s), OiblMelee::tr("marksmen"), u"Firing modifiers"_s});
    if (spec.a.cavalry() || spec.a.m.formation == u"column"_s)
        mods.append(OiblMod{t.fireMod(u"targetColumnOrCavalry"_s),
                            spec.a.cavalry() ? OiblMelee::tr("target is mounted cavalry")
                                             : OiblMelee::tr("target in column"),
                            u"Firing modifiers"_s});
    if (spec.d.m.quality == OiblQuality::Poor)
        mods.append(
            OiblMod{t.fireMod(u"firerPoor"_s), OiblMelee::tr("firer is Poor"), u"Firing modifiers"_s});
    else if (spec.d.m.quality == OiblQuality::Wretched)
        mods.append(OiblMod{t.fireMod(u"firerWretched"_s), OiblMelee::tr("firer is Wretched"),
                            u"Firing modifiers"_s});
    return mods;
}

// The units of the melee read and checked, in the order of their refusals.
QString units(const OiblTable &t, const Inputs &in, MeleeSpec &spec)
{
    for (const QString &p : {u"a"_s, u"d"_s})
        if (const QString e = firstUnit(t, in, p, p == u"a"_s ? spec.a : spec.d); !e.isEmpty())
            return e;
    // Units joining the melee beside the first ones (Fire and Melee Combat).
    for (const QString &p : kSlots)
        if (const QString e = joiningUnit(t, in, p, spec); !e.isEmpty())
            return e;
    return chargeMovement(spec);
}

} // namespace

Prepared prepare(const Inputs &in, const RuleTable &table)
{
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return refused(OiblMelee::tr("the charge needs the oneifbyland rule table"));
    auto spec = std::make_shared<MeleeSpec>();
    spec->t = t;
    spec->fromContact = in.value(u"fromContact"_s).toBool();
    spec->flank = in.value(u"flankOrRear"_s).toBool();
    if (const QString e = units(*t, in, *spec); !e.isEmpty())
        return refused(e);
    moraleNumbers(*t, *spec);
    meleeModifiers(*t, *spec);
    if (const QString e = qualityGroups(spec->a, spec->aMore, spec->aGroups); !e.isEmpty())
        return refused(e);
    if (const QString e = qualityGroups(spec->d, spec->dMore, spec->dGroups); !e.isEmpty())
        return refused(e);
    spec->fireMods = defenderFireMods(*t, *spec);
    Prepared ready;
    ready.spec = spec;
    // Skirmishers charged test and evade (Special Rules 3); Indians stand and fight.
    ready.evader = spec->d.skirmish() && !spec->d.m.indian && !spec->d.cavalry();
    ready.cavalryEvader = spec->d.skirmish() && spec->d.cavalry() && !spec->a.cavalry();
    ready.firedOrMoved = in.value(u"defenderFiredOrMoved"_s).toBool();
    return ready;
}

} // namespace adj::oiblmelee
