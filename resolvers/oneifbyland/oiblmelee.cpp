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

namespace adj {

using namespace oibl;

namespace {

// Units joining the melee beside the first attacker / defender ("a2", "a3", "d2", "d3").
const QStringList kSlots{u"a2"_s, u"a3"_s, u"d2"_s, u"d3"_s};

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
        if (s.id != key(p, u"unit"_s))
            s.label = OiblMelee::tr("%1: %2").arg(who, s.label);
        if (s.id == key(p, u"figures"_s))
            s.help = OiblMelee::tr("Figures now; a unit of the same quality as another on its side combines "
                                   "its attack with it, one of another quality attacks individually.");
        out.append(s);
    }
    return out;
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
    QList<OiblMod> mods;                    // its melee modifiers against the opposing first unit
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
    // Units joining the melee (Fire and Melee Combat) and each side's quality groups: indices into
    // the side's units, 0 being the first unit. Units of one quality combine their attack.
    QList<Side> aMore, dMore;
    QList<QList<int>> aGroups, dGroups;
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
    return s;
}

namespace {

// Everything bind() works out before any die: the checked units, their modifiers and groups.
struct Prepared
{
    std::shared_ptr<MeleeSpec> spec;
    bool evader = false, cavalryEvader = false, firedOrMoved = false;
    QString error;
};

Prepared prepare(const QJsonObject &in, const RuleTable &table)
{
    auto failWith = [](const QString &msg) {
        Prepared p;
        p.error = msg;
        return p;
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
    // Units joining the melee beside the first ones (Fire and Melee Combat).
    for (const QString &p : kSlots) {
        if (!in.contains(key(p, u"figures"_s)) && !in.contains(key(p, u"quality"_s)) &&
            !in.contains(key(p, u"frontFigures"_s)) && !in.contains(key(p, u"unit"_s)))
            continue;
        const bool attacker = p.startsWith(u'a');
        Side s;
        s.name = attacker ? OiblMelee::tr("attacker %1").arg(p.mid(1))
                          : OiblMelee::tr("defender %1").arg(p.mid(1));
        for (const QString &id : {u"quality"_s, u"figures"_s, u"frontFigures"_s})
            if (!in.contains(key(p, id)))
                return failWith(OiblMelee::tr("input \"%1\" is required for the %2 joining the melee")
                                    .arg(key(p, id), s.name));
        if (!spec->fromContact)
            return failWith(
                OiblMelee::tr("input \"%1\": a unit joins the melee only with \"fromContact\" (each "
                              "unit's own charge tests and fire come first)")
                    .arg(key(p, u"figures"_s)));
        s.m = moraleIn(in, p, (attacker ? u"attacker"_s : u"defender"_s) + p.mid(1));
        s.m.chargeOrMelee = true;
        if (s.m.start <= 0)
            s.m.start = s.m.figures;
        const QString error = finishMoraleIn(*t, &s.m, p);
        if (!error.isEmpty())
            return failWith(error);
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
        if (s.front > s.m.figures)
            return failWith(OiblMelee::tr("input \"%1\" is %2, more than the %3 figures of the %4")
                                .arg(key(p, u"frontFigures"_s))
                                .arg(s.front)
                                .arg(s.m.figures)
                                .arg(s.name));
        if (s.m.indian && !s.isSkirmish)
            return failWith(OiblMelee::tr("input \"%1\": Indian warbands always assume skirmish formation")
                                .arg(key(p, u"formation"_s)));
        if (attacker && s.type == u"artillery"_s)
            return failWith(OiblMelee::tr("input \"%1\": artillery may not charge (Charge Movement)")
                                .arg(key(p, u"type"_s)));
        if (s.id != 0)
            for (const Side *o : {&spec->a, &spec->d})
                if (o->id == s.id)
                    return failWith(OiblMelee::tr("input \"%1\": unit %2 is already the %3")
                                        .arg(key(p, u"unit"_s))
                                        .arg(s.id)
                                        .arg(o->name));
        (attacker ? spec->aMore : spec->dMore).append(s);
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
    int moreFront = 0;
    for (const Side &s : spec->aMore + spec->dMore)
        moreFront += s.front;
    if (att.front <= 0 && spec->d.front <= 0 && moreFront <= 0)
        return failWith(
            OiblMelee::tr("no figures are in contact: inputs \"aFrontFigures\" and \"dFrontFigures\" are 0"));
    // The morale tests' numbers for the exact-odds walk: worked out once, casualties added per branch.
    // The defender is charged by cavalry or by close/open order infantry (Morale Tests).
    spec->chargedBy = spec->a.cavalry() ? u"cavalry"_s
                      : (spec->a.m.formation == u"close"_s || spec->a.m.formation == u"open"_s)
                          ? u"infantry"_s
                          : u"none"_s;
    QList<Side *> everyone{&spec->a, &spec->d};
    for (Side &s : spec->aMore)
        everyone.append(&s);
    for (Side &s : spec->dMore)
        everyone.append(&s);
    for (Side *s : everyone) {
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
        spec->a.mods = spec->aMods;
        spec->d.mods = spec->dMods;
        // A joining unit's modifiers are its own against the opposing side's first unit (READING).
        for (Side &s : spec->aMore)
            s.mods = meleeMods(*t, s, spec->d, true, spec->flank, s.panic, dPanic);
        for (Side &s : spec->dMore)
            s.mods = meleeMods(*t, s, spec->a, false, spec->flank, s.panic, aPanic);
    }
    // Fire and Melee Combat: units of one quality combine their attack, with the same modifiers;
    // units of another quality attack individually.
    for (const bool attacker : {true, false}) {
        const Side &first = attacker ? spec->a : spec->d;
        const QList<Side> &more = attacker ? spec->aMore : spec->dMore;
        QList<QList<int>> &groups = attacker ? spec->aGroups : spec->dGroups;
        auto unit = [&](int i) -> const Side & { return i == 0 ? first : more.at(i - 1); };
        for (int i = 0; i <= more.size(); ++i) {
            bool placed = false;
            for (QList<int> &g : groups)
                if (unit(g.first()).m.quality == unit(i).m.quality) {
                    const QString m0 = OiblCombat::modsText(unit(g.first()).mods),
                                  mi = OiblCombat::modsText(unit(i).mods);
                    if (m0 != mi)
                        return failWith(
                            OiblMelee::tr("the %1 and the %2 are both %3 and must combine their attack, but "
                                          "their melee modifiers differ (%4 / %5): resolve them as one unit "
                                          "or correct the inputs (Fire and Melee Combat)")
                                .arg(unit(g.first()).name, unit(i).name, oiblQualityName(unit(i).m.quality),
                                     m0.isEmpty() ? OiblMelee::tr("none") : m0,
                                     mi.isEmpty() ? OiblMelee::tr("none") : mi));
                    g.append(i);
                    placed = true;
                    break;
                }
            if (!placed)
                groups.append(QList<int>{i});
        }
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

    Prepared ready;
    ready.spec = spec;
    ready.evader = evader;
    ready.cavalryEvader = cavalryEvader;
    ready.firedOrMoved = firedOrMoved;
    return ready;
}

} // namespace

RuleSet::Runner OiblMelee::bind(const QJsonObject &in, const RuleTable &table)
{
    const Prepared ready = prepare(in, table);
    if (!ready.error.isEmpty()) {
        const QString msg = ready.error;
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    const std::shared_ptr<MeleeSpec> spec = ready.spec;
    const bool evader = ready.evader, cavalryEvader = ready.cavalryEvader, firedOrMoved = ready.firedOrMoved;
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
            if (!quiet && s.overlap > 0 && !s.m.indian) {
                if (s.m.quality == OiblQuality::Poor || s.m.quality == OiblQuality::Wretched)
                    out.line(OiblMelee::tr("%1: Poor and Wretched units get no overlap in the first round")
                                 .arg(s.name),
                             u"Melee 7a"_s);
                else if (s.skirmish())
                    out.line(OiblMelee::tr("%1: skirmishers get no overlap in the first round").arg(s.name),
                             u"Melee 7b"_s);
            }
            return roundFigures(tb, s, s.m.figures, 1);
        };
        auto round2 = [&](const Side &s) { return roundFigures(tb, s, s.m.figures, 2); };
        // The units of each side: the first, then those joining the melee (Fire and Melee Combat).
        QList<Side> aMore = spec->aMore, dMore = spec->dMore;
        QVarLengthArray<Side *, 3> A{&a}, D{&d};
        for (Side &s : aMore)
            A.append(&s);
        for (Side &s : dMore)
            D.append(&s);
        auto all = [](const QVarLengthArray<Side *, 3> &units, auto pred) {
            return std::all_of(units.begin(), units.end(), [&](const Side *s) { return pred(*s); });
        };
        auto any = [](const QVarLengthArray<Side *, 3> &units, auto pred) {
            return std::any_of(units.begin(), units.end(), [&](const Side *s) { return pred(*s); });
        };
        // One side's attack: one roll per quality group (its units' figures summed), the casualties added.
        auto attack = [&](const QVarLengthArray<Side *, 3> &units, const QList<QList<int>> &groups,
                          const QVarLengthArray<int, 3> &figs, const QString &sideName, int round) {
            if (groups.size() == 1 && units.size() == 1) {
                const QString what = quiet
                                         ? QString()
                                         : (units[0] == &a ? OiblMelee::tr("attacker, round %1").arg(round)
                                                           : OiblMelee::tr("defender, round %1").arg(round));
                return figs[0] > 0 ? OiblCombat::rollChart(tb, figs[0], units[0]->mods, what, dice, out) : 0;
            }
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
                if (!quiet) {
                    const QString q = oiblQualityName(units[g.first()]->m.quality);
                    r.what = OiblMelee::tr("%1 %2 (%3), round %4")
                                 .arg(sideName, q, names.join(u" + "_s))
                                 .arg(round);
                    parts.append(
                        g.size() > 1
                            ? OiblMelee::tr("%1: %2 combine their attack, %3 = %4 figures")
                                  .arg(q, names.join(u" + "_s), counts.join(u" + "_s))
                                  .arg(r.figures)
                            : OiblMelee::tr("%1: %2, %3 figures").arg(q, names.first()).arg(r.figures));
                }
                rolls.append(r);
            }
            if (!quiet)
                out.line(
                    groups.size() > 1
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
            return OiblCombat::rollGroups(tb, rolls, dice, out);
        };
        // The casualties a side suffers, shared over its units by the figures each had fighting.
        auto suffer = [&](const QVarLengthArray<Side *, 3> &units, const QVarLengthArray<int, 3> &figs,
                          int cas, const QString &sideName) {
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
                out.line(
                    OiblMelee::tr("%1 casualties on the %2, shared by the figures each unit had fighting: %3")
                        .arg(cas)
                        .arg(sideName, parts.join(u", "_s)),
                    u"Melee 7"_s);
            return taken;
        };
        auto figures = [](const QVarLengthArray<Side *, 3> &units) {
            int n = 0;
            for (const Side *s : units)
                n += s->m.figures;
            return n;
        };
        int aCas = 0, dCas = 0; // melee casualties each side suffered
        // No second round when the melee involves cavalry against infantry (Melee 7).
        const bool cavVsInf = (any(A, [](const Side &s) { return s.cavalry(); }) &&
                               any(D, [](const Side &s) { return s.isInfantry; })) ||
                              (any(D, [](const Side &s) { return s.cavalry(); }) &&
                               any(A, [](const Side &s) { return s.isInfantry; }));
        const bool secondRound = !cavVsInf;
        const QString aName = quiet ? QString() : OiblMelee::tr("attackers");
        const QString dName = quiet ? QString() : OiblMelee::tr("defenders");
        for (int round = 1; round <= (secondRound ? 2 : 1); ++round) {
            QVarLengthArray<int, 3> af, df;
            for (const Side *s : A)
                af.append(round == 1 ? round1(*s) : round2(*s));
            for (const Side *s : D)
                df.append(round == 1 ? round1(*s) : round2(*s));
            if (!quiet)
                out.line(OiblMelee::tr("melee round %1: attacker %2 figures, defender %3 figures")
                             .arg(round)
                             .arg(std::accumulate(af.begin(), af.end(), 0))
                             .arg(std::accumulate(df.begin(), df.end(), 0)),
                         round == 1 ? u"Melee 7"_s : u"Melee 8"_s);
            // Panic states are settled before contact: the modifiers were worked out once in bind().
            const int toD = attack(A, spec->aGroups, af, aName, round);
            const int toA = attack(D, spec->dGroups, df, dName, round);
            dCas += suffer(D, df, toD, dName);
            aCas += suffer(A, af, toA, aName);
            if (round == 1 && !secondRound && !quiet)
                out.line(OiblMelee::tr("cavalry against infantry: no second round"), u"Melee 7"_s);
            if (figures(A) == 0 || figures(D) == 0)
                break;
        }
        out.outcome(u"aCas="_s + QString::number(aCas + aFireLoss));
        out.outcome(u"dCas="_s + QString::number(dCas));

        // 9. The winner: the side with more casualties routs (every unit of it); each unit of the other side
        // tests if that side took any; equal: every unit of both sides tests.
        if (!quiet)
            out.line(OiblMelee::tr("melee casualties: attacker %1, defender %2").arg(aCas).arg(dCas),
                     u"Melee 9a"_s);
        auto testAll = [&](const QVarLengthArray<Side *, 3> &units, const QString &rule) {
            for (Side *s : units)
                if (s->m.figures > 0 &&
                    test(*s, false, OiblCombat::Same::NonRouts).band == OiblMoraleBand::Rout)
                    rout(*s, rule);
        };
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
        const auto gone = [](const Side &s) { return s.routing || s.m.figures == 0; };
        const bool defendersGone = all(D, gone);
        if (defendersGone)
            out.outcome(u"defender-routed"_s);
        if (all(A, gone)) {
            out.outcome(u"attacker-routed"_s);
        } else if (!defendersGone) {
            out.outcome(u"attacker-retreats"_s);
            for (Side *s : A) {
                if (gone(*s))
                    continue;
                note(s->m.role, s->id,
                     OiblMelee::tr(
                         "the defenders did not all rout: the %1 retreats a full column move (rolled) "
                         "facing them in its starting formation, ends its turn, and spends the next turn "
                         "reforming in place")
                         .arg(s->name),
                     u"Melee 9b"_s);
                if (!quiet)
                    out.effect(OiblCombat::marker(
                        s->m.role, s->id, u"reforming"_s, u"Melee 9b"_s,
                        OiblMelee::tr("the %1 must reform before it advances or charges again")
                            .arg(s->name)));
            }
        }
    };
}

} // namespace adj

namespace adj {

namespace {
using Counts = std::vector<qint64>; // casualties -> ways, out of sides^rolls

// The casualties one side's quality groups cause together: each roll's chart column convolved.
Counts sideCounts(const OiblTable &t, const QList<int> &groupFigures, const QList<int> &groupMods,
                  qint64 *outOf)
{
    Counts total{1};
    *outOf = 1;
    const DieSpec d = OiblCombat::d10(t);
    for (qsizetype g = 0; g < groupFigures.size(); ++g)
        for (int n : OiblCombat::chunks(t, groupFigures[g])) {
            const OiblTable::Row *row = t.row(n);
            Counts next(total.size(), 0);
            for (int f = d.low(); f <= d.high(); ++f) {
                const int m = f + groupMods[g];
                const int c = m < 0 ? 0 : row->casualties.at(qMin(m, t.maxRoll));
                if (next.size() < total.size() + size_t(c))
                    next.resize(total.size() + size_t(c), 0);
                for (size_t k = 0; k < total.size(); ++k)
                    next[k + size_t(c)] += total[k];
            }
            while (!next.empty() && next.back() == 0)
                next.pop_back();
            total = std::move(next);
            *outOf *= t.sides;
        }
    return total;
}
} // namespace

std::optional<Distribution> OiblMelee::groupOdds(const QJsonObject &in, const RuleTable &table)
{
    const Prepared ready = prepare(in, table);
    if (!ready.error.isEmpty() || !ready.spec->fromContact ||
        (ready.spec->aMore.isEmpty() && ready.spec->dMore.isEmpty()))
        return std::nullopt; // the walk over bind()'s runner (and its message on bad input)
    const MeleeSpec &spec = *ready.spec;
    const OiblTable &t = *spec.t;
    // The units in the order of the runner: attackers (first, joining), then defenders.
    QList<const Side *> units{&spec.a};
    for (const Side &s : spec.aMore)
        units.append(&s);
    const qsizetype nA = units.size();
    units.append(&spec.d);
    for (const Side &s : spec.dMore)
        units.append(&s);
    const qsizetype nAll = units.size();
    auto isA = [&](qsizetype i) { return i < nA; };
    bool aCav = false, aInf = false, dCav = false, dInf = false;
    for (qsizetype i = 0; i < nAll; ++i) {
        (isA(i) ? aCav : dCav) |= units[i]->cavalry();
        (isA(i) ? aInf : dInf) |= units[i]->isInfantry;
    }
    const bool secondRound = !((aCav && dInf) || (dCav && aInf));

    // Melee 7, 8: the figures of every unit after each round, identical states merged.
    using State = std::vector<int>;
    std::map<State, Fraction> states;
    {
        State s0;
        for (const Side *u : units)
            s0.push_back(u->m.figures);
        states[s0] = Fraction(1);
    }
    for (int round = 1; round <= (secondRound ? 2 : 1); ++round) {
        std::map<State, Fraction> next;
        for (const auto &[st, p] : states) {
            int aLeft = 0, dLeft = 0;
            for (qsizetype i = 0; i < nAll; ++i)
                (isA(i) ? aLeft : dLeft) += st[size_t(i)];
            if (round == 2 && (aLeft == 0 || dLeft == 0)) {
                next[st] += p;
                continue;
            }
            QList<int> fight;
            for (qsizetype i = 0; i < nAll; ++i)
                fight.append(roundFigures(t, *units[i], st[size_t(i)], round));
            auto counts = [&](bool attacker, qint64 *outOf) {
                const QList<QList<int>> &groups = attacker ? spec.aGroups : spec.dGroups;
                const qsizetype base = attacker ? 0 : nA;
                QList<int> figs, mods;
                for (const QList<int> &g : groups) {
                    int n = 0, m = 0;
                    for (int i : g)
                        n += fight[base + i];
                    for (const OiblMod &mod : units[base + g.first()]->mods)
                        m += mod.value;
                    figs.append(n);
                    mods.append(m);
                }
                return sideCounts(t, figs, mods, outOf);
            };
            qint64 outA = 1, outD = 1;
            const Counts toD = counts(true, &outA), toA = counts(false, &outD);
            auto apply = [&](State &ns, bool attacker, int cas) {
                const qsizetype from = attacker ? 0 : nA, to = attacker ? nA : nAll;
                QList<int> weights, caps;
                int fought = 0;
                for (qsizetype i = from; i < to; ++i) {
                    weights.append(fight[i]);
                    caps.append(st[size_t(i)]);
                    fought += fight[i];
                }
                if (fought == 0)
                    weights = caps;
                const QList<int> shares = OiblCombat::share(cas, weights, caps);
                for (qsizetype i = from; i < to; ++i)
                    ns[size_t(i)] -= shares[i - from];
            };
            for (size_t cd = 0; cd < toD.size(); ++cd) {
                if (toD[cd] == 0)
                    continue;
                for (size_t ca = 0; ca < toA.size(); ++ca) {
                    if (toA[ca] == 0)
                        continue;
                    State ns = st;
                    apply(ns, false, int(cd));
                    apply(ns, true, int(ca));
                    next[ns] += p * Fraction(toD[cd], outA) * Fraction(toA[ca], outD);
                }
            }
        }
        states = std::move(next);
    }

    // Melee 9: the side with more casualties routs, the units of the other test if it took any; equal:
    // every unit tests. A test routs on failing by 2 or more.
    Distribution dist;
    const DieSpec d = OiblCombat::d10(t);
    qint64 paths = 0;
    for (const auto &[st, p] : states) {
        int aCas = 0, dCas = 0;
        for (qsizetype i = 0; i < nAll; ++i)
            (isA(i) ? aCas : dCas) += units[i]->m.figures - st[size_t(i)];
        // Only whether every attacker and every defender is gone matters to the outcome: ways (out of
        // sides^testers) of each pair "all attackers gone" x "all defenders gone", unit by unit.
        std::array<qint64, 4> ways{0, 0, 0, 1}; // index: 2 = all attackers gone, 1 = all defenders gone
        qint64 outOf = 1;
        for (qsizetype i = 0; i < nAll; ++i) {
            const Side &u = *units[i];
            const bool lost = isA(i) ? aCas > dCas : dCas > aCas;
            const bool gone = u.routing || st[size_t(i)] == 0 || lost;
            const bool tests = st[size_t(i)] > 0 && !lost && (aCas == dCas || (isA(i) ? aCas : dCas) > 0);
            const int bit = isA(i) ? 2 : 1;
            std::array<qint64, 4> next{0, 0, 0, 0};
            if (!tests) {
                for (int k = 0; k < 4; ++k)
                    next[gone ? k : (k & ~bit)] += ways[k];
            } else {
                int step = 0;
                const int mod =
                    u.quietBase.modTotal + OiblCombat::casualtyModifier(t, st[size_t(i)], u.m.start, &step);
                int routs = 0;
                for (int f = d.low(); f <= d.high(); ++f)
                    if (f + mod - u.quietBase.number >= t.routBy)
                        ++routs;
                for (int k = 0; k < 4; ++k) {
                    next[k] += ways[k] * routs;
                    next[gone ? k : (k & ~bit)] += ways[k] * (t.sides - routs);
                }
                outOf *= t.sides;
            }
            ways = next;
        }
        for (int k = 0; k < 4; ++k) {
            if (ways[size_t(k)] == 0)
                continue;
            const bool aGone = k & 2, dGone = k & 1;
            QStringList tags{u"aCas="_s + QString::number(aCas), u"dCas="_s + QString::number(dCas)};
            if (dGone)
                tags.append(u"defender-routed"_s);
            if (aGone)
                tags.append(u"attacker-routed"_s);
            else if (!dGone)
                tags.append(u"attacker-retreats"_s);
            dist.add(tags, p * Fraction(ways[size_t(k)], outOf));
            ++paths;
        }
    }
    dist.setPaths(paths);
    return dist;
}

} // namespace adj
