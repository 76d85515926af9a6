// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblfire.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"
#include "oiblfirespec.h"
#include "oiblrules.h"

#include <memory>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;
using namespace oiblfire;

namespace {

struct FireSpec
{
    const OiblTable *t = nullptr;
    int figures = 0;
    QList<OiblMod> mods;
    QString what;
    bool counterBattery = false;
    int targetFigures = -1;
    bool panicOnFire = false; // Poor/Wretched fired on by 6+ figures
    bool targetPanic = false;
    bool general = false;
    qint64 firerId = 0, targetId = 0, generalId = 0;
    QJsonObject range;   // values.range: the first firer's measured range, its measure and band
    QJsonObject command; // the general's command: a killed general's units get panic markers
    QList<TraceLine> preamble;
    int firedOn = 0;         // figures that fired on the target this turn, this shot's included
    QJsonObject firedOnTurn; // the battle's count of this turn (oibl.firedOn), when it keeps one
};

// One unit's share of a shot: the figures that fire, its range band and the modifiers it brings.
struct FirerPart
{
    QString who;  // "firer 2" in a combined shot, empty alone
    QString slot; // the inputs' suffix: "" for the first firer, "2", "3"
    int figures = 0;
    OiblQuality quality = OiblQuality::Regular;
    QString band;
    bool marksmen = false, flankOrRear = false, cannon = false;
    QList<TraceLine> lines;

    QString key(const QString &id) const { return id + slot; }
    void line(const QString &text, const QString &rule)
    {
        lines.append(TraceLine{(who.isEmpty() ? QString() : who + u": "_s) + text, rule});
    }
};

// Artillery Firepower: a cannon fires alone, unlimbered, as 5, 10 or 15 figures by its weight.
QString cannonFigures(const OiblTable &t, const Inputs &in, const QString &formation, FirerPart *p)
{
    if (!p->slot.isEmpty())
        return OiblFire::tr("input \"%1\": each cannon fires individually, without combining (Artillery)")
            .arg(p->key(u"weapon"_s));
    if (formation != u"unlimbered"_s)
        return OiblFire::tr("input \"firerFormation\": artillery fires only unlimbered, not %1")
            .arg(formation);
    if (in.value(u"prolonged"_s).toBool())
        return OiblFire::tr("artillery may not fire at the end of prolonge movement (Movement)");
    if (!in.value(u"gunPounds"_s).isDouble())
        return OiblFire::tr("input \"gunPounds\" is required for artillery fire");
    const int lb = in.value(u"gunPounds"_s).toInt();
    p->figures = lb >= t.heavyFromPounds ? t.gunHeavy : (lb >= t.mediumFromPounds ? t.gunMedium : t.gunLight);
    const QString kind = lb >= t.heavyFromPounds
                             ? OiblFire::tr("heavy")
                             : (lb >= t.mediumFromPounds ? OiblFire::tr("medium") : OiblFire::tr("light"));
    p->line(OiblFire::tr("%1 cannon (%2 lb) fires as %3 figures; each cannon fires alone")
                .arg(kind)
                .arg(lb)
                .arg(p->figures),
            u"Artillery Firepower"_s);
    if (in.value(u"combined"_s).toBool())
        return OiblFire::tr(
            "input \"combined\": each cannon fires individually, without combining (Artillery)");
    return {};
}

// Fire Combat, Column: the figures of a small-arms unit that fire by its formation.
QString smallArmsFigures(const Inputs &in, const QString &formation, FirerPart *p)
{
    if (formation == u"limbered"_s || formation == u"unlimbered"_s)
        return OiblFire::tr("input \"%1\": %2 is an artillery formation; small arms fire in close, open, "
                            "column or skirmish order")
            .arg(p->key(u"firerFormation"_s), formation);
    if (formation == u"none"_s)
        return OiblFire::tr("input \"%1\": a routing unit in no formation may not fire (Morale Results)")
            .arg(p->key(u"firerFormation"_s));
    if (!in.value(p->key(u"figures"_s)).isDouble())
        return OiblFire::tr("input \"%1\" is required for small-arms fire").arg(p->key(u"figures"_s));
    const int figures = in.value(p->key(u"figures"_s)).toInt();
    p->figures = figures;
    if (formation == u"column"_s) {
        if (!in.value(p->key(u"frontFigures"_s)).isDouble())
            return OiblFire::tr("input \"%1\" is required for a column: only its front rank fires (Column)")
                .arg(p->key(u"frontFigures"_s));
        const int front = in.value(p->key(u"frontFigures"_s)).toInt();
        if (front > figures)
            return OiblFire::tr("input \"%1\" is %2, more than the %3 figures of the unit")
                .arg(p->key(u"frontFigures"_s))
                .arg(front)
                .arg(figures);
        p->line(OiblFire::tr("column: only the front rank fires, %1 of %2 figures").arg(front).arg(figures),
                u"Column"_s);
        p->figures = front;
    } else if (formation == u"close"_s) {
        p->line(OiblFire::tr("close order line fires two ranks deep: %1 figures").arg(figures),
                u"Fire Combat"_s);
    } else if (formation == u"open"_s) {
        p->line(OiblFire::tr("open order line fires one stand deep: %1 figures").arg(figures),
                u"Fire Combat"_s);
    } else {
        p->line(OiblFire::tr("skirmishers: %1 figures fire at this target").arg(figures), u"Fire Combat"_s);
    }
    return {};
}

// Light Infantry Move/Fire, Morale Results: the figures a unit that moved, failed by 1 or is
// reforming still fires.
QString stateFigures(const Inputs &in, const QString &formation, FirerPart *p)
{
    const int figures = p->figures;
    const QString state = in.value(p->key(u"fireState"_s)).toString(u"normal"_s);
    if (state == u"moved"_s) {
        if (formation != u"skirmish"_s)
            return OiblFire::tr(
                       "input \"%1\": only units in skirmish order may move and fire (Light Infantry "
                       "Move/Fire)")
                .arg(p->key(u"fireState"_s));
        const int half = (figures + 1) / 2;
        p->line(
            OiblFire::tr("moved up to half its skirmish move: half the figures fire, rounded up: %1 of %2")
                .arg(half)
                .arg(figures),
            u"Light Infantry Move/Fire"_s);
        p->figures = half;
    } else if (state == u"failed-by-1"_s) {
        if (p->quality == OiblQuality::Poor || p->quality == OiblQuality::Wretched)
            return OiblFire::tr(
                       "a %1 unit that failed its morale test by 1 may not fire at all (Morale Results)")
                .arg(oiblQualityName(p->quality));
        const int half = (figures + 1) / 2;
        p->line(OiblFire::tr("failed its morale test by 1: half the figures fire, rounded up: %1 of %2")
                    .arg(half)
                    .arg(figures),
                u"Morale Results"_s);
        p->figures = half;
    } else if (state == u"reforming"_s) {
        const int half = figures / 2;
        p->line(OiblFire::tr("reforming after a rally: half the figures fire, rounded down: %1 of %2")
                    .arg(half)
                    .arg(figures),
                u"Morale Results"_s);
        p->figures = half;
    }
    return {};
}

// Reads the firer whose inputs end in `p->slot` ("" the first, "2", "3" those combining with it).
QString firerPart(const OiblTable &t, const Inputs &in, FirerPart *p)
{
    const QString weapon = in.value(p->key(u"weapon"_s)).toString(u"musket"_s);
    const QString formation = in.value(p->key(u"firerFormation"_s)).toString(u"close"_s);
    const QString who = p->who.isEmpty() ? OiblFire::tr("the firing unit") : p->who;
    if (!in.value(p->key(u"firerQuality"_s)).isString())
        return OiblFire::tr("input \"%1\" is required for %2").arg(p->key(u"firerQuality"_s), who);
    p->quality = oiblQualityFromId(in.value(p->key(u"firerQuality"_s)).toString());
    p->cannon = weapon == u"cannon"_s;
    p->marksmen = in.value(p->key(u"marksmen"_s)).toBool();
    p->flankOrRear = in.value(p->key(u"flankOrRear"_s)).toBool();

    // Range (Weapon Ranges), typed in inches or centimetres; each firer has its own.
    if (!in.value(p->key(u"range"_s)).isDouble())
        return OiblFire::tr("input \"%1\" is required for %2").arg(p->key(u"range"_s), who);
    const OiblRules::Range range = OiblRules::classifyRange(t, in.value(p->key(u"range"_s)).toDouble(),
                                                            in.value(u"rangeUnit"_s).toString(), weapon);
    if (!range.ok)
        return (p->who.isEmpty() ? QString() : p->who + u": "_s) + range.error;
    p->band = range.band;
    p->line(range.text, u"Weapon Ranges"_s);

    // Figures that fire.
    const QString error = p->cannon ? cannonFigures(t, in, formation, p) : smallArmsFigures(in, formation, p);
    if (!error.isEmpty())
        return error;
    return stateFigures(in, formation, p);
}

// The firers: the first, and those combining their fire with it (Fire and Melee Combat), read into
// `parts`; their lines go to the spec's preamble.
QString firers(const OiblTable &t, const Inputs &in, QList<FirerPart> &parts, FireSpec &spec)
{
    const bool combined = in.value(u"combined"_s).toBool();
    parts = QList<FirerPart>(1);
    for (int n = 2; n <= kCombinedSlots; ++n) {
        const QString sfx = QString::number(n);
        bool given = false;
        for (const QString &id : {u"firer"_s, u"figures"_s, u"firerQuality"_s, u"range"_s})
            given = given || has(in, id + sfx);
        if (!given)
            continue;
        if (!combined)
            return OiblFire::tr(
                       "input \"figures%1\": a second firer joins the shot only with combined fire (input "
                       "\"combined\")")
                .arg(sfx);
        FirerPart p;
        p.who = OiblFire::tr("firer %1").arg(n);
        p.slot = sfx;
        parts.append(p);
    }
    if (parts.size() > 1)
        parts[0].who = OiblFire::tr("firer 1");
    for (FirerPart &p : parts) {
        const QString error = firerPart(t, in, &p);
        if (!error.isEmpty())
            return error;
        spec.preamble += p.lines;
    }
    return {};
}

// Firing modifiers. In combined fire "all firing modifiers apply to the shot": each modifier that any
// firer brings applies once to the whole shot (a Poor unit firing with a Regular one gives the shot
// -2; Poor and Wretched units together give it -2 and -4).
QList<OiblMod> firingModifiers(const OiblTable &t, const Inputs &in, const QList<FirerPart> &parts)
{
    QList<OiblMod> mods;
    const QString rule = u"Firing modifiers"_s;
    auto add = [&](const QString &id, const QString &text) {
        if (t.fireMod(id) != 0)
            mods.append(OiblMod{t.fireMod(id), text, rule});
    };
    auto addFromFirers = [&](const QString &id, const QString &text, auto brings) {
        QStringList who;
        for (const FirerPart &p : parts)
            if (brings(p))
                who.append(p.who);
        if (who.isEmpty())
            return;
        add(id, parts.size() > 1 ? OiblFire::tr("%1 (%2)").arg(text, who.join(u", "_s)) : text);
    };
    addFromFirers(u"pointBlank"_s, OiblFire::tr("point blank"),
                  [](const FirerPart &p) { return p.band == u"point-blank"_s; });
    addFromFirers(u"marksmen"_s, OiblFire::tr("marksmen"), [](const FirerPart &p) { return p.marksmen; });
    if (in.value(u"targetColumn"_s).toBool() || in.value(u"targetMountedCavalry"_s).toBool())
        add(u"targetColumnOrCavalry"_s, in.value(u"targetColumn"_s).toBool()
                                            ? OiblFire::tr("target in column")
                                            : OiblFire::tr("target is mounted cavalry"));
    addFromFirers(u"flankOrRear"_s, OiblFire::tr("fire on flank or rear"),
                  [](const FirerPart &p) { return p.flankOrRear; });
    addFromFirers(u"firerPoor"_s, OiblFire::tr("firer is Poor"),
                  [](const FirerPart &p) { return p.quality == OiblQuality::Poor; });
    addFromFirers(u"firerWretched"_s, OiblFire::tr("firer is Wretched"),
                  [](const FirerPart &p) { return p.quality == OiblQuality::Wretched; });
    const QString cover = in.value(u"targetCover"_s).toString();
    if (cover == u"light"_s)
        add(u"lightCover"_s, OiblFire::tr("target in light cover"));
    else if (cover == u"heavy"_s)
        add(u"heavyCover"_s, OiblFire::tr("target in heavy cover"));
    if (parts[0].band == u"cannon-medium"_s)
        add(u"cannonMedium"_s, OiblFire::tr("cannon at %1-%2\"").arg(t.cannonMedium).arg(t.cannonLong));
    else if (parts[0].band == u"cannon-long"_s)
        add(u"cannonLong"_s, OiblFire::tr("cannon over %1\"").arg(t.cannonLong));
    return mods;
}

// The target and the general with it: counter-battery, its figures, its panic marker (Panic
// Markers), the risk to the general.
void target(const OiblTable &t, const Inputs &in, bool cannon, FireSpec &spec)
{
    // Counter-battery: a cannon "firing at other artillery" (Artillery); small arms only kill crew.
    spec.counterBattery = cannon && in.value(u"targetArtillery"_s).toBool();
    spec.targetFigures = in.value(u"targetFigures"_s).toInt(-1);
    spec.targetPanic = in.value(u"targetPanic"_s).toBool();
    const QString tq = in.value(u"targetQuality"_s).toString();
    const int firedOn = spec.figures + in.value(u"figuresFiredOnThisTurn"_s).toInt();
    spec.firedOn = firedOn;
    spec.firedOnTurn = in.value(u"firedOn"_s).toObject();
    spec.panicOnFire =
        (tq == u"poor"_s || tq == u"wretched"_s) && firedOn >= t.fireMod(u"panicFiguresPoorWretched"_s);
    spec.general = in.value(u"generalWithTarget"_s).toBool();
    spec.firerId = in.value(u"firer"_s).toInteger();
    spec.targetId = in.value(u"target"_s).toInteger();
    spec.generalId = in.value(u"general"_s).toInteger();
    spec.command = in.value(u"generalCommand"_s).toObject();
    if (spec.panicOnFire)
        spec.preamble.append(
            TraceLine{OiblFire::tr("a %1 target fired on by %2 figures this turn (6+) gets a panic marker")
                          .arg(oiblQualityName(oiblQualityFromId(tq)))
                          .arg(firedOn),
                      u"Panic Markers"_s});
}

ParsedInputs<FireSpec> parse(const Inputs &in, const RuleTable &table)
{
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return ParsedInputs<FireSpec>::refused(
            OiblFire::tr("the fire action needs the oneifbyland rule table"));
    FireSpec spec;
    spec.t = t;
    QList<FirerPart> parts;
    if (const QString error = firers(*t, in, parts, spec); !error.isEmpty())
        return ParsedInputs<FireSpec>::refused(error);
    int figures = 0;
    QStringList shares;
    for (const FirerPart &p : parts) {
        figures += p.figures;
        shares.append(QString::number(p.figures));
    }
    if (parts.size() > 1)
        spec.preamble.append(
            TraceLine{OiblFire::tr("combined fire of %1 units: %2 = %3 figures, every firing modifier of "
                                   "each firer applying to the one shot")
                          .arg(parts.size())
                          .arg(shares.join(u" + "_s))
                          .arg(figures),
                      u"Fire Combat"_s});
    if (figures <= 0)
        return ParsedInputs<FireSpec>::refused(OiblFire::tr("no figures fire"));
    spec.figures = figures;
    spec.range = QJsonObject{{u"value"_s, in.value(u"range"_s).toDouble()},
                             {u"measure"_s, in.value(u"rangeUnit"_s).toString(u"in"_s)},
                             {u"band"_s, parts[0].band}};
    spec.mods = firingModifiers(*t, in, parts);
    const bool cannon = parts[0].cannon;
    spec.what = cannon ? OiblFire::tr("cannon fire") : OiblFire::tr("fire");
    target(*t, in, cannon, spec);
    return spec;
}

// Combat Chart: the casualties caused, no more than the target has; its figures lost.
int casualties(const FireSpec &spec, DiceSource &dice, Resolution &out, bool *eliminated)
{
    int cas = OiblCombat::rollChart(*spec.t, spec.figures, spec.mods, spec.what, dice.forStep("fire"), out,
                                    u"firer"_s);
    if (spec.targetFigures >= 0 && cas > spec.targetFigures) {
        if (!out.quiet())
            out.line(OiblFire::tr("the target has only %1 figures").arg(spec.targetFigures),
                     u"Fire Combat"_s);
        cas = spec.targetFigures;
    }
    out.outcome(u"casualties="_s + QString::number(cas));
    *eliminated = spec.targetFigures >= 0 && cas > 0 && cas == spec.targetFigures;
    if (!out.quiet() && cas > 0) {
        Effect e;
        e.kind = *eliminated ? Effect::Kind::Eliminate : Effect::Kind::LoseStrength;
        e.subject = u"target"_s;
        e.unit = spec.targetId;
        e.amount = cas;
        e.rule = u"Combat Chart"_s;
        e.text = *eliminated ? OiblFire::tr("the target loses its last %1 figures").arg(cas)
                             : OiblFire::tr("the target loses %1 figures").arg(cas);
        out.effect(e);
    }
    if (*eliminated)
        out.outcome(u"eliminated:target"_s);
    return cas;
}

// Counter-battery: a casualty on artillery rolls 1d10; 8 or 9 destroys the cannon.
void counterBattery(const FireSpec &spec, DiceSource &dice, Resolution &out)
{
    const OiblTable &tt = *spec.t;
    const DieSpec d = OiblCombat::d10(tt);
    DieClasses cls;
    for (int f = d.low(); f <= d.high(); ++f)
        cls.append(quint8(tt.counterBatteryFaces.contains(f) ? 1 : 0));
    const int v = dice.forStep("counter-battery")
                      .roll(d, dice.wantsText() ? OiblFire::tr("counter-battery") : QString(), cls);
    const bool destroyed = tt.counterBatteryFaces.contains(v);
    if (!out.quiet()) {
        out.roll(Roll{u"counter-battery"_s, {v}}
                     .meaning(destroyed ? u"destroyed"_s : u"survives"_s)
                     .by(u"firer"_s));
        out.set(u"cannonDestroyed"_s, destroyed);
    }
    if (!out.quiet())
        out.line(destroyed ? OiblFire::tr("counter-battery die %1: the target cannon is destroyed").arg(v)
                           : OiblFire::tr("counter-battery die %1: the cannon survives").arg(v),
                 u"Counter-battery"_s);
    if (!destroyed)
        return;
    out.outcome(u"cannon-destroyed"_s);
    if (out.quiet())
        return;
    Effect e;
    e.kind = Effect::Kind::SetAttribute;
    e.subject = u"target"_s;
    e.unit = spec.targetId;
    e.attribute = u"cannonDestroyed"_s;
    e.value = true;
    e.rule = u"Counter-battery"_s;
    e.text = OiblFire::tr("the target cannon is destroyed");
    out.effect(e);
}

// Panic markers: casualties this turn, or Poor/Wretched under fire from 6+ figures.
void panicMarker(const FireSpec &spec, int cas, Resolution &out)
{
    if (spec.targetPanic) {
        if (!out.quiet())
            out.line(OiblFire::tr("the target already has a panic marker; they are not cumulative"),
                     u"Panic Markers"_s);
        return;
    }
    out.outcome(u"panic:target"_s);
    OiblCombat::markerValue(out, u"target"_s, u"panic"_s);
    if (!out.quiet())
        out.effect(OiblCombat::marker(
            u"target"_s, spec.targetId, u"panic"_s, u"Panic Markers"_s,
            cas > 0 ? OiblFire::tr("panic marker: the target lost figures this turn; it takes a morale test")
                    : OiblFire::tr("panic marker: Poor/Wretched fired on by 6+ figures; it takes a morale "
                                   "test")));
}

// The shot's values: figures firing, range, casualties and the target's figures (Combat Chart).
void fireValues(const FireSpec &spec, int cas, Resolution &out)
{
    if (out.quiet())
        return;
    out.set(u"firingFigures"_s, spec.figures);
    out.set(u"range"_s, spec.range);
    out.set(u"casualties"_s, cas);
    if (spec.firerId > 0)
        out.unit(u"firer"_s, u"unit"_s, spec.firerId);
    if (spec.targetId > 0)
        out.unit(u"target"_s, u"unit"_s, spec.targetId);
    out.unit(u"target"_s, u"casualties"_s, cas);
    if (spec.targetFigures >= 0)
        OiblCombat::strengthValues(out, u"target"_s, spec.targetId, spec.targetFigures,
                                   spec.targetFigures - cas);
}

// Panic Markers: "fired on by 6+ figures in a turn": the battle keeps the figures fired at each unit
// this turn, for the next shot at it.
void countFiredOn(const FireSpec &spec, Resolution &out)
{
    if (out.quiet() || spec.targetId <= 0 || !spec.firedOnTurn.value(u"turn"_s).isDouble())
        return;
    QJsonObject kept = spec.firedOnTurn;
    QJsonObject figures = kept.value(u"figures"_s).toObject();
    figures.insert(QString::number(spec.targetId), spec.firedOn);
    kept.insert(u"figures"_s, figures);
    out.effect(Effect::setTracker(u"oibl.firedOn"_s, kept,
                                  OiblFire::tr("Turn %1: %n unit(s) fired on", nullptr, int(figures.size()))
                                      .arg(kept.value(u"turn"_s).toInt()),
                                  u"Panic Markers"_s));
}

void resolve(const FireSpec &spec, DiceSource &dice, Resolution &out)
{
    if (!out.quiet())
        for (const TraceLine &l : spec.preamble)
            out.line(l.text, l.rule);
    bool eliminated = false;
    const int cas = casualties(spec, dice, out, &eliminated);
    fireValues(spec, cas, out);
    if (spec.counterBattery && cas > 0)
        counterBattery(spec, dice, out);
    if ((cas > 0 || spec.panicOnFire) && !eliminated)
        panicMarker(spec, cas, out);
    if (spec.general && cas > 0)
        OiblFire::generalRisk(*spec.t, cas, spec.generalId, spec.command, dice, out);
    countFiredOn(spec, out);
}

} // namespace

Runner OiblFire::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parse, &resolve)(in, table);
}

} // namespace adj
