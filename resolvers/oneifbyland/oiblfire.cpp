#include "oiblfire.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"
#include "oiblrules.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;

ActionSchema OiblFire::schema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire");
    s.rule = u"Fire Combat"_s;
    s.help = tr("A unit (or combined units) fires at one target at a measured range: figures by formation, "
                "one roll per 30 figures on the Combat Chart.");
    s.outcomes = {u"casualties=N"_s,      u"cannon-destroyed"_s,      u"panic:target"_s,
                  u"eliminated:target"_s, u"general-wounded-light"_s, u"general-wounded-serious"_s,
                  u"general-killed"_s};
    s.inputs = {
        unitInput(u"firer"_s, tr("Firing unit"), tr("The battle's unit that fires (optional).")),
        enumInput(u"weapon"_s, {u"musket"_s, u"carbine"_s, u"jaeger"_s, u"long-rifle"_s, u"cannon"_s},
                  u"musket"_s, tr("Weapon"),
                  tr("Range: carbine 5\", musket 7\", jaeger 10\", rifle 12\", artillery 40\"."),
                  u"Weapon Ranges"_s),
        enumInput(u"firerQuality"_s, oiblQualityIds(), {}, tr("Firer quality"), tr("Poor -2, Wretched -4."),
                  u"Firing modifiers"_s, true),
        enumInput(
            u"firerFormation"_s,
            {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"unlimbered"_s, u"limbered"_s, u"none"_s},
            u"close"_s, tr("Firer formation"),
            tr("Close order fires two ranks (the whole line), open order one stand deep, a column only "
               "its front rank; artillery must be unlimbered."),
            u"Fire Combat"_s),
        intInput(u"figures"_s, 0, 1000, {}, tr("Figures"),
                 tr("Figures of the firer (combined units: their sum; skirmishers: the stands firing at this "
                    "target)."),
                 u"Fire Combat"_s),
        intInput(u"frontFigures"_s, 0, 1000, {}, tr("Front-rank figures"),
                 tr("A column fires its front rank only."), u"Column"_s),
        intInput(u"gunPounds"_s, 1, 48, {}, tr("Gun weight (lb)"),
                 tr("Light (3-4 lb) 5 figures, medium (6-9 lb) 10, heavy (12 lb and up) 15."),
                 u"Artillery Firepower"_s),
        enumInput(
            u"fireState"_s, {u"normal"_s, u"moved"_s, u"failed-by-1"_s, u"reforming"_s}, u"normal"_s,
            tr("Firing state"),
            tr("moved: skirmishers after half a move fire half (rounded up); failed-by-1: Elite/Veteran/"
               "Regular fire half (rounded up), Poor/Wretched not at all; reforming after a rally: half "
               "(rounded down)."),
            u"Morale Results"_s),
        boolInput(u"prolonged"_s, false, tr("Artillery prolonged"),
                  tr("Artillery may not fire after prolonge."), u"Movement"_s),
        realInput(u"range"_s, 0, 10000, {}, tr("Range"), tr("Measured range from firer to target."),
                  u"Weapon Ranges"_s, true),
        enumInput(u"rangeUnit"_s, {u"in"_s, u"cm"_s}, u"in"_s, tr("Range unit"), tr("Inches or centimetres."),
                  u"Ground Scale"_s),
        boolInput(u"marksmen"_s, false, tr("Marksmen"), tr("Firer is \"Marksmen\" as per scenario: +2."),
                  u"Firing modifiers"_s),
        boolInput(
            u"combined"_s, false, tr("Combined fire"),
            tr("Several units fire together with all modifiers applying to the shot (cannon never combine)."),
            u"Fire and Melee Combat"_s),
        unitInput(u"target"_s, tr("Target unit"), tr("The battle's unit fired at (optional).")),
        boolInput(u"targetColumn"_s, false, tr("Target in column"), tr("+2."), u"Firing modifiers"_s),
        boolInput(u"targetMountedCavalry"_s, false, tr("Target is mounted cavalry"), tr("+2."),
                  u"Firing modifiers"_s),
        boolInput(u"flankOrRear"_s, false, tr("Fire on flank or rear"), tr("+2."), u"Firing modifiers"_s),
        enumInput(u"targetCover"_s, {u"none"_s, u"light"_s, u"heavy"_s}, u"none"_s, tr("Target cover"),
                  tr("Light cover (woods, buildings) -2, heavy cover (redoubt) -4."), u"Firing modifiers"_s),
        boolInput(u"targetArtillery"_s, false, tr("Target is artillery"),
                  tr("Counter-battery: a casualty caused by a cannon rolls 1d10, 8 or 9 destroys the target "
                     "cannon."),
                  u"Counter-battery"_s),
        enumInput(u"targetQuality"_s, QStringList{u"unknown"_s} + oiblQualityIds(), u"unknown"_s,
                  tr("Target quality"),
                  tr("Poor or Wretched targets fired on by 6+ figures get a panic marker."),
                  u"Panic Markers"_s),
        intInput(u"targetFigures"_s, 0, 1000, {}, tr("Target figures"),
                 tr("Figures of the target now; casualties stop there (optional)."), u"Fire Combat"_s),
        boolInput(u"targetPanic"_s, false, tr("Target already has a panic marker"),
                  tr("Panic markers are not cumulative."), u"Panic Markers"_s),
        intInput(u"figuresFiredOnThisTurn"_s, 0, 10000, 0, tr("Figures that fired on it earlier this turn"),
                 tr("For the 6+ figures trigger on Poor and Wretched units."), u"Panic Markers"_s),
        boolInput(u"generalWithTarget"_s, false, tr("General with the target"),
                  tr("Rolls 1d10 per two hits; on a 1 the d6 wound table."), u"Risk to Generals"_s),
        unitInput(u"general"_s, tr("General"), tr("The battle's general with the target (optional).")),
    };
    return s;
}

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
    QList<TraceLine> preamble;
};

} // namespace

QString OiblFire::generalRisk(const OiblTable &t, int hits, qint64 general, DiceSource &dice, Resolution &out)
{
    const int n = (hits + t.generalHitsPerDie - 1) / t.generalHitsPerDie;
    if (n <= 0)
        return {};
    const bool text = dice.wantsText();
    const DieSpec d = OiblCombat::d10(t);
    DieClasses danger;
    for (int f = d.low(); f <= d.high(); ++f)
        danger.append(quint8(f == t.generalDangerFace ? 1 : 0));
    DieClasses wound;
    for (int f = 1; f <= t.woundDie; ++f)
        wound.append(quint8(t.killed.contains(f) ? 2 : (t.seriousWound.contains(f) ? 1 : 0)));
    if (text)
        out.line(tr("the general with the unit rolls %1 d10 for %2 hits (one per %3, rounded up)")
                     .arg(n)
                     .arg(hits)
                     .arg(t.generalHitsPerDie),
                 u"Risk to Generals"_s);
    // The dice are rolled together; each one showing the danger face rolls on the wound table, and the
    // worst wound stands (a killed general suffers no further wound).
    const QList<int> values = dice.rollPool(n, d, text ? tr("risk to the general") : QString(), danger);
    const int ones = int(std::count(values.begin(), values.end(), t.generalDangerFace));
    if (text) {
        QStringList l;
        for (int v : values)
            l.append(QString::number(v));
        out.line(tr("general's dice %1: %n on %2", nullptr, ones)
                     .arg(l.join(u','), QString::number(t.generalDangerFace)),
                 u"Risk to Generals"_s);
    }
    int worst = 0; // 1 light, 2 serious, 3 killed
    if (ones > 0) {
        const QList<int> w =
            dice.rollPool(ones, DieSpec{t.woundDie, false}, text ? tr("general's wound") : QString(), wound);
        for (int v : w) {
            const int level = t.killed.contains(v) ? 3 : (t.seriousWound.contains(v) ? 2 : 1);
            if (text)
                out.line(tr("the wound die reads %1: %2")
                             .arg(v)
                             .arg(level == 3 ? tr("killed")
                                             : (level == 2 ? tr("serious wound") : tr("light wound"))),
                         u"Risk to Generals"_s);
            worst = qMax(worst, level);
        }
    }
    if (worst == 0)
        return {};
    Effect e;
    e.subject = u"general"_s;
    e.unit = general;
    e.rule = u"Risk to Generals"_s;
    QString result;
    if (worst == 3) {
        result = u"killed"_s;
        out.outcome(u"general-killed"_s);
        e.kind = Effect::Kind::LoseLeader;
        e.text = tr("the general is killed: every unit under his command receives a panic marker");
    } else if (worst == 2) {
        result = u"serious"_s;
        out.outcome(u"general-wounded-serious"_s);
        e.kind = Effect::Kind::SetAttribute;
        e.attribute = u"wound"_s;
        e.value = u"serious"_s;
        e.text = tr("the general is seriously wounded: he moves only 1d6 inches per turn");
    } else {
        result = u"light"_s;
        out.outcome(u"general-wounded-light"_s);
        e.kind = Effect::Kind::SetAttribute;
        e.attribute = u"wound"_s;
        e.value = u"light"_s;
        e.text = tr("the general is lightly wounded: he moves only %1 inches per turn").arg(t.lightWoundMove);
    }
    if (!out.quiet()) {
        out.line(e.text, u"Risk to Generals"_s);
        out.effect(e);
    }
    return result;
}

RuleSet::Runner OiblFire::bind(const QJsonObject &in, const RuleTable &table)
{
    auto failWith = [](const QString &msg) -> RuleSet::Runner {
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    };
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return failWith(tr("the fire action needs the oneifbyland rule table"));
    auto spec = std::make_shared<FireSpec>();
    spec->t = t;
    const QString weapon = in.value(u"weapon"_s).toString();
    const QString formation = in.value(u"firerFormation"_s).toString();
    const OiblQuality quality = oiblQualityFromId(in.value(u"firerQuality"_s).toString());
    const bool cannon = weapon == u"cannon"_s;

    // Range (Weapon Ranges), typed in inches or centimetres.
    const OiblRules::Range range = OiblRules::classifyRange(*t, in.value(u"range"_s).toDouble(),
                                                            in.value(u"rangeUnit"_s).toString(), weapon);
    if (!range.ok)
        return failWith(range.error);
    spec->preamble.append(TraceLine{range.text, u"Weapon Ranges"_s});

    // Figures that fire.
    int figures = 0;
    if (cannon) {
        if (formation != u"unlimbered"_s)
            return failWith(
                tr("input \"firerFormation\": artillery fires only unlimbered, not %1").arg(formation));
        if (in.value(u"prolonged"_s).toBool())
            return failWith(tr("artillery may not fire at the end of prolonge movement (Movement)"));
        if (!in.value(u"gunPounds"_s).isDouble())
            return failWith(tr("input \"gunPounds\" is required for artillery fire"));
        const int lb = in.value(u"gunPounds"_s).toInt();
        figures =
            lb >= t->heavyFromPounds ? t->gunHeavy : (lb >= t->mediumFromPounds ? t->gunMedium : t->gunLight);
        const QString kind =
            lb >= t->heavyFromPounds ? tr("heavy") : (lb >= t->mediumFromPounds ? tr("medium") : tr("light"));
        spec->preamble.append(TraceLine{tr("%1 cannon (%2 lb) fires as %3 figures; each cannon fires alone")
                                            .arg(kind)
                                            .arg(lb)
                                            .arg(figures),
                                        u"Artillery Firepower"_s});
        if (in.value(u"combined"_s).toBool())
            return failWith(
                tr("input \"combined\": each cannon fires individually, without combining (Artillery)"));
    } else {
        if (formation == u"limbered"_s || formation == u"unlimbered"_s)
            return failWith(
                tr("input \"firerFormation\": %1 is an artillery formation; small arms fire in close, "
                   "open, column or skirmish order")
                    .arg(formation));
        if (formation == u"none"_s)
            return failWith(
                tr("input \"firerFormation\": a routing unit in no formation may not fire (Morale Results)"));
        if (!in.value(u"figures"_s).isDouble())
            return failWith(tr("input \"figures\" is required for small-arms fire"));
        figures = in.value(u"figures"_s).toInt();
        if (formation == u"column"_s) {
            if (!in.value(u"frontFigures"_s).isDouble())
                return failWith(tr(
                    "input \"frontFigures\" is required for a column: only its front rank fires (Column)"));
            const int front = in.value(u"frontFigures"_s).toInt();
            if (front > figures)
                return failWith(tr("input \"frontFigures\" is %1, more than the %2 figures of the unit")
                                    .arg(front)
                                    .arg(figures));
            spec->preamble.append(
                TraceLine{tr("column: only the front rank fires, %1 of %2 figures").arg(front).arg(figures),
                          u"Column"_s});
            figures = front;
        } else if (formation == u"close"_s) {
            spec->preamble.append(TraceLine{
                tr("close order line fires two ranks deep: %1 figures").arg(figures), u"Fire Combat"_s});
        } else if (formation == u"open"_s) {
            spec->preamble.append(TraceLine{
                tr("open order line fires one stand deep: %1 figures").arg(figures), u"Fire Combat"_s});
        } else {
            spec->preamble.append(
                TraceLine{tr("skirmishers: %1 figures fire at this target").arg(figures), u"Fire Combat"_s});
        }
    }
    const QString state = in.value(u"fireState"_s).toString();
    if (state == u"moved"_s) {
        if (formation != u"skirmish"_s)
            return failWith(tr("input \"fireState\": only units in skirmish order may move and fire (Light "
                               "Infantry Move/Fire)"));
        const int half = (figures + 1) / 2;
        spec->preamble.append(
            TraceLine{tr("moved up to half its skirmish move: half the figures fire, rounded up: %1 of %2")
                          .arg(half)
                          .arg(figures),
                      u"Light Infantry Move/Fire"_s});
        figures = half;
    } else if (state == u"failed-by-1"_s) {
        if (quality == OiblQuality::Poor || quality == OiblQuality::Wretched)
            return failWith(
                tr("a %1 unit that failed its morale test by 1 may not fire at all (Morale Results)")
                    .arg(oiblQualityName(quality)));
        const int half = (figures + 1) / 2;
        spec->preamble.append(
            TraceLine{tr("failed its morale test by 1: half the figures fire, rounded up: %1 of %2")
                          .arg(half)
                          .arg(figures),
                      u"Morale Results"_s});
        figures = half;
    } else if (state == u"reforming"_s) {
        const int half = figures / 2;
        spec->preamble.append(
            TraceLine{tr("reforming after a rally: half the figures fire, rounded down: %1 of %2")
                          .arg(half)
                          .arg(figures),
                      u"Morale Results"_s});
        figures = half;
    }
    if (figures <= 0)
        return failWith(tr("no figures fire"));
    spec->figures = figures;

    // Firing modifiers.
    const QString rule = u"Firing modifiers"_s;
    auto add = [&](const QString &id, const QString &text) {
        if (t->fireMod(id) != 0)
            spec->mods.append(OiblMod{t->fireMod(id), text, rule});
    };
    if (range.band == u"point-blank"_s)
        add(u"pointBlank"_s, tr("point blank"));
    if (in.value(u"marksmen"_s).toBool())
        add(u"marksmen"_s, tr("marksmen"));
    if (in.value(u"targetColumn"_s).toBool() || in.value(u"targetMountedCavalry"_s).toBool())
        add(u"targetColumnOrCavalry"_s,
            in.value(u"targetColumn"_s).toBool() ? tr("target in column") : tr("target is mounted cavalry"));
    if (in.value(u"flankOrRear"_s).toBool())
        add(u"flankOrRear"_s, tr("fire on flank or rear"));
    if (quality == OiblQuality::Poor)
        add(u"firerPoor"_s, tr("firer is Poor"));
    else if (quality == OiblQuality::Wretched)
        add(u"firerWretched"_s, tr("firer is Wretched"));
    const QString cover = in.value(u"targetCover"_s).toString();
    if (cover == u"light"_s)
        add(u"lightCover"_s, tr("target in light cover"));
    else if (cover == u"heavy"_s)
        add(u"heavyCover"_s, tr("target in heavy cover"));
    if (range.band == u"cannon-medium"_s)
        add(u"cannonMedium"_s, tr("cannon at %1-%2\"").arg(t->cannonMedium).arg(t->cannonLong));
    else if (range.band == u"cannon-long"_s)
        add(u"cannonLong"_s, tr("cannon over %1\"").arg(t->cannonLong));

    spec->what = cannon ? tr("cannon fire") : tr("fire");
    // Counter-battery: a cannon "firing at other artillery" (Artillery); small arms only kill crew.
    spec->counterBattery = cannon && in.value(u"targetArtillery"_s).toBool();
    spec->targetFigures = in.value(u"targetFigures"_s).toInt(-1);
    spec->targetPanic = in.value(u"targetPanic"_s).toBool();
    const QString tq = in.value(u"targetQuality"_s).toString();
    const int firedOn = figures + in.value(u"figuresFiredOnThisTurn"_s).toInt();
    spec->panicOnFire =
        (tq == u"poor"_s || tq == u"wretched"_s) && firedOn >= t->fireMod(u"panicFiguresPoorWretched"_s);
    spec->general = in.value(u"generalWithTarget"_s).toBool();
    spec->firerId = in.value(u"firer"_s).toInteger();
    spec->targetId = in.value(u"target"_s).toInteger();
    spec->generalId = in.value(u"general"_s).toInteger();
    if (spec->panicOnFire)
        spec->preamble.append(
            TraceLine{tr("a %1 target fired on by %2 figures this turn (6+) gets a panic marker")
                          .arg(oiblQualityName(oiblQualityFromId(tq)))
                          .arg(firedOn),
                      u"Panic Markers"_s});

    return [spec](DiceSource &dice, Resolution &out) {
        const OiblTable &tt = *spec->t;
        if (!out.quiet())
            for (const TraceLine &l : spec->preamble)
                out.line(l.text, l.rule);
        int cas = OiblCombat::rollChart(tt, spec->figures, spec->mods, spec->what, dice, out);
        if (spec->targetFigures >= 0 && cas > spec->targetFigures) {
            if (!out.quiet())
                out.line(tr("the target has only %1 figures").arg(spec->targetFigures), u"Fire Combat"_s);
            cas = spec->targetFigures;
        }
        out.outcome(u"casualties="_s + QString::number(cas));
        const bool eliminated = spec->targetFigures >= 0 && cas > 0 && cas == spec->targetFigures;
        if (!out.quiet() && cas > 0) {
            Effect e;
            e.kind = eliminated ? Effect::Kind::Eliminate : Effect::Kind::LoseStrength;
            e.subject = u"target"_s;
            e.unit = spec->targetId;
            e.amount = cas;
            e.rule = u"Combat Chart"_s;
            e.text = eliminated ? tr("the target loses its last %1 figures").arg(cas)
                                : tr("the target loses %1 figures").arg(cas);
            out.effect(e);
        }
        if (eliminated)
            out.outcome(u"eliminated:target"_s);
        // Counter-battery: a casualty on artillery rolls 1d10; 8 or 9 destroys the cannon.
        if (spec->counterBattery && cas > 0) {
            const DieSpec d = OiblCombat::d10(tt);
            DieClasses cls;
            for (int f = d.low(); f <= d.high(); ++f)
                cls.append(quint8(tt.counterBatteryFaces.contains(f) ? 1 : 0));
            const int v = dice.roll(d, dice.wantsText() ? tr("counter-battery") : QString(), cls);
            const bool destroyed = tt.counterBatteryFaces.contains(v);
            if (!out.quiet())
                out.line(destroyed ? tr("counter-battery die %1: the target cannon is destroyed").arg(v)
                                   : tr("counter-battery die %1: the cannon survives").arg(v),
                         u"Counter-battery"_s);
            if (destroyed) {
                out.outcome(u"cannon-destroyed"_s);
                if (!out.quiet()) {
                    Effect e;
                    e.kind = Effect::Kind::SetAttribute;
                    e.subject = u"target"_s;
                    e.unit = spec->targetId;
                    e.attribute = u"cannonDestroyed"_s;
                    e.value = true;
                    e.rule = u"Counter-battery"_s;
                    e.text = tr("the target cannon is destroyed");
                    out.effect(e);
                }
            }
        }
        // Panic markers: casualties this turn, or Poor/Wretched under fire from 6+ figures.
        if ((cas > 0 || spec->panicOnFire) && !eliminated) {
            if (spec->targetPanic) {
                if (!out.quiet())
                    out.line(tr("the target already has a panic marker; they are not cumulative"),
                             u"Panic Markers"_s);
            } else {
                out.outcome(u"panic:target"_s);
                if (!out.quiet())
                    out.effect(OiblCombat::marker(
                        u"target"_s, spec->targetId, u"panic"_s, u"Panic Markers"_s,
                        cas > 0
                            ? tr("panic marker: the target lost figures this turn; it takes a morale test")
                            : tr("panic marker: Poor/Wretched fired on by 6+ figures; it takes a morale "
                                 "test")));
            }
        }
        if (spec->general && cas > 0)
            generalRisk(tt, cas, spec->generalId, dice, out);
    };
}

} // namespace adj
