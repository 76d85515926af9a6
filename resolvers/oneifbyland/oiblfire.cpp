#include "oiblfire.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"
#include "oiblrules.h"

#include <memory>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;

namespace {
// Units that may combine their fire in one shot: the firer and up to two more (inputs "...2", "...3").
constexpr int kCombinedSlots = 3;
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
    };
    // The units combining their fire with the first (Fire and Melee Combat): no defaults, so a slot is
    // in the shot only when its figures, quality, range or unit are given.
    for (int n = 2; n <= kCombinedSlots; ++n) {
        const QString k = QString::number(n);
        const QString rule = u"Fire and Melee Combat"_s;
        const qsizetype first = s.inputs.size();
        s.inputs += {
            unitInput(u"firer"_s + k, tr("Firer %1 (combined)").arg(n),
                      tr("The battle's unit combining its fire with the first (optional).")),
            intInput(u"figures"_s + k, 0, 1000, {}, tr("Firer %1: figures").arg(n),
                     tr("Its figures (the formation decides how many fire)."), rule),
            enumInput(u"firerQuality"_s + k, oiblQualityIds(), {}, tr("Firer %1: quality").arg(n),
                      tr("Poor -2, Wretched -4 on the whole combined shot."), u"Firing modifiers"_s),
            enumInput(u"firerFormation"_s + k, {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"none"_s},
                      {}, tr("Firer %1: formation").arg(n), tr("Close order when not given."),
                      u"Fire Combat"_s),
            intInput(u"frontFigures"_s + k, 0, 1000, {}, tr("Firer %1: front-rank figures").arg(n),
                     tr("A column fires its front rank only."), u"Column"_s),
            enumInput(u"weapon"_s + k, {u"musket"_s, u"carbine"_s, u"jaeger"_s, u"long-rifle"_s}, {},
                      tr("Firer %1: weapon").arg(n), tr("Musket when not given; cannon never combine."),
                      u"Weapon Ranges"_s),
            realInput(u"range"_s + k, 0, 10000, {}, tr("Firer %1: range").arg(n),
                      tr("Its own measured range to the target (same unit as the first)."),
                      u"Weapon Ranges"_s),
            boolInput(u"marksmen"_s + k, false, tr("Firer %1: marksmen").arg(n), tr("+2 on the whole shot."),
                      u"Firing modifiers"_s),
            boolInput(u"flankOrRear"_s + k, false, tr("Firer %1: on flank or rear").arg(n),
                      tr("+2 on the whole shot."), u"Firing modifiers"_s),
            enumInput(u"fireState"_s + k, {u"normal"_s, u"moved"_s, u"failed-by-1"_s, u"reforming"_s}, {},
                      tr("Firer %1: firing state").arg(n), tr("Normal when not given."), u"Morale Results"_s),
        };
        for (qsizetype i = first; i < s.inputs.size(); ++i)
            s.inputs[i].slot = u"firer"_s + k; // added by the referee, unit by unit
    }
    s.inputs += {
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
    s.inputs += commandInputs();
    s.asked = {u"marksmen"_s,    u"targetColumn"_s, u"targetMountedCavalry"_s,   u"flankOrRear"_s,
               u"targetCover"_s, u"fireState"_s,    u"figuresFiredOnThisTurn"_s, u"prolonged"_s};
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
    QJsonObject command; // the general's command: a killed general's units get panic markers
    QList<TraceLine> preamble;
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
};

// Reads the firer whose inputs end in `sfx` ("" the first, "2", "3" those combining with it).
QString firerPart(const OiblTable &t, const QJsonObject &in, const QString &sfx, FirerPart *p)
{
    auto k = [&](const QString &id) { return id + sfx; };
    const QString weapon = in.value(k(u"weapon"_s)).toString(u"musket"_s);
    const QString formation = in.value(k(u"firerFormation"_s)).toString(u"close"_s);
    const QString who = p->who.isEmpty() ? OiblFire::tr("the firing unit") : p->who;
    if (!in.value(k(u"firerQuality"_s)).isString())
        return OiblFire::tr("input \"%1\" is required for %2").arg(k(u"firerQuality"_s), who);
    p->quality = oiblQualityFromId(in.value(k(u"firerQuality"_s)).toString());
    p->cannon = weapon == u"cannon"_s;
    p->marksmen = in.value(k(u"marksmen"_s)).toBool();
    p->flankOrRear = in.value(k(u"flankOrRear"_s)).toBool();
    const QString prefix = p->who.isEmpty() ? QString() : p->who + u": "_s;
    auto line = [&](const QString &text, const QString &rule) {
        p->lines.append(TraceLine{prefix + text, rule});
    };

    // Range (Weapon Ranges), typed in inches or centimetres; each firer has its own.
    if (!in.value(k(u"range"_s)).isDouble())
        return OiblFire::tr("input \"%1\" is required for %2").arg(k(u"range"_s), who);
    const OiblRules::Range range = OiblRules::classifyRange(t, in.value(k(u"range"_s)).toDouble(),
                                                            in.value(u"rangeUnit"_s).toString(), weapon);
    if (!range.ok)
        return prefix + range.error;
    p->band = range.band;
    line(range.text, u"Weapon Ranges"_s);

    // Figures that fire.
    int figures = 0;
    if (p->cannon) {
        if (!sfx.isEmpty())
            return OiblFire::tr("input \"%1\": each cannon fires individually, without combining (Artillery)")
                .arg(k(u"weapon"_s));
        if (formation != u"unlimbered"_s)
            return OiblFire::tr("input \"firerFormation\": artillery fires only unlimbered, not %1")
                .arg(formation);
        if (in.value(u"prolonged"_s).toBool())
            return OiblFire::tr("artillery may not fire at the end of prolonge movement (Movement)");
        if (!in.value(u"gunPounds"_s).isDouble())
            return OiblFire::tr("input \"gunPounds\" is required for artillery fire");
        const int lb = in.value(u"gunPounds"_s).toInt();
        figures =
            lb >= t.heavyFromPounds ? t.gunHeavy : (lb >= t.mediumFromPounds ? t.gunMedium : t.gunLight);
        const QString kind = lb >= t.heavyFromPounds ? OiblFire::tr("heavy")
                                                     : (lb >= t.mediumFromPounds ? OiblFire::tr("medium")
                                                                                 : OiblFire::tr("light"));
        line(OiblFire::tr("%1 cannon (%2 lb) fires as %3 figures; each cannon fires alone")
                 .arg(kind)
                 .arg(lb)
                 .arg(figures),
             u"Artillery Firepower"_s);
        if (in.value(u"combined"_s).toBool())
            return OiblFire::tr(
                "input \"combined\": each cannon fires individually, without combining (Artillery)");
    } else {
        if (formation == u"limbered"_s || formation == u"unlimbered"_s)
            return OiblFire::tr("input \"%1\": %2 is an artillery formation; small arms fire in close, open, "
                                "column or skirmish order")
                .arg(k(u"firerFormation"_s), formation);
        if (formation == u"none"_s)
            return OiblFire::tr("input \"%1\": a routing unit in no formation may not fire (Morale Results)")
                .arg(k(u"firerFormation"_s));
        if (!in.value(k(u"figures"_s)).isDouble())
            return OiblFire::tr("input \"%1\" is required for small-arms fire").arg(k(u"figures"_s));
        figures = in.value(k(u"figures"_s)).toInt();
        if (formation == u"column"_s) {
            if (!in.value(k(u"frontFigures"_s)).isDouble())
                return OiblFire::tr(
                           "input \"%1\" is required for a column: only its front rank fires (Column)")
                    .arg(k(u"frontFigures"_s));
            const int front = in.value(k(u"frontFigures"_s)).toInt();
            if (front > figures)
                return OiblFire::tr("input \"%1\" is %2, more than the %3 figures of the unit")
                    .arg(k(u"frontFigures"_s))
                    .arg(front)
                    .arg(figures);
            line(OiblFire::tr("column: only the front rank fires, %1 of %2 figures").arg(front).arg(figures),
                 u"Column"_s);
            figures = front;
        } else if (formation == u"close"_s) {
            line(OiblFire::tr("close order line fires two ranks deep: %1 figures").arg(figures),
                 u"Fire Combat"_s);
        } else if (formation == u"open"_s) {
            line(OiblFire::tr("open order line fires one stand deep: %1 figures").arg(figures),
                 u"Fire Combat"_s);
        } else {
            line(OiblFire::tr("skirmishers: %1 figures fire at this target").arg(figures), u"Fire Combat"_s);
        }
    }
    const QString state = in.value(k(u"fireState"_s)).toString(u"normal"_s);
    if (state == u"moved"_s) {
        if (formation != u"skirmish"_s)
            return OiblFire::tr(
                       "input \"%1\": only units in skirmish order may move and fire (Light Infantry "
                       "Move/Fire)")
                .arg(k(u"fireState"_s));
        const int half = (figures + 1) / 2;
        line(OiblFire::tr("moved up to half its skirmish move: half the figures fire, rounded up: %1 of %2")
                 .arg(half)
                 .arg(figures),
             u"Light Infantry Move/Fire"_s);
        figures = half;
    } else if (state == u"failed-by-1"_s) {
        if (p->quality == OiblQuality::Poor || p->quality == OiblQuality::Wretched)
            return OiblFire::tr(
                       "a %1 unit that failed its morale test by 1 may not fire at all (Morale Results)")
                .arg(oiblQualityName(p->quality));
        const int half = (figures + 1) / 2;
        line(OiblFire::tr("failed its morale test by 1: half the figures fire, rounded up: %1 of %2")
                 .arg(half)
                 .arg(figures),
             u"Morale Results"_s);
        figures = half;
    } else if (state == u"reforming"_s) {
        const int half = figures / 2;
        line(OiblFire::tr("reforming after a rally: half the figures fire, rounded down: %1 of %2")
                 .arg(half)
                 .arg(figures),
             u"Morale Results"_s);
        figures = half;
    }
    p->figures = figures;
    return {};
}

} // namespace

RuleSet::Runner OiblFire::bind(const QJsonObject &in, const RuleTable &table)
{
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return RuleSet::refuse(tr("the fire action needs the oneifbyland rule table"));
    auto spec = std::make_shared<FireSpec>();
    spec->t = t;

    // The firers: the first, and those combining their fire with it (Fire and Melee Combat).
    const bool combined = in.value(u"combined"_s).toBool();
    QList<FirerPart> parts(1);
    for (int n = 2; n <= kCombinedSlots; ++n) {
        const QString sfx = QString::number(n);
        bool given = false;
        for (const QString &id : {u"firer"_s, u"figures"_s, u"firerQuality"_s, u"range"_s})
            given = given || has(in, id + sfx);
        if (!given)
            continue;
        if (!combined)
            return RuleSet::refuse(
                tr("input \"figures%1\": a second firer joins the shot only with combined fire (input "
                   "\"combined\")")
                    .arg(sfx));
        FirerPart p;
        p.who = tr("firer %1").arg(n);
        p.slot = sfx;
        parts.append(p);
    }
    if (parts.size() > 1)
        parts[0].who = tr("firer 1");
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString error = firerPart(*t, in, parts[i].slot, &parts[i]);
        if (!error.isEmpty())
            return RuleSet::refuse(error);
        spec->preamble += parts[i].lines;
    }
    const bool cannon = parts[0].cannon;
    int figures = 0;
    QStringList shares;
    for (const FirerPart &p : parts) {
        figures += p.figures;
        shares.append(QString::number(p.figures));
    }
    if (parts.size() > 1)
        spec->preamble.append(
            TraceLine{tr("combined fire of %1 units: %2 = %3 figures, every firing modifier of "
                         "each firer applying to the one shot")
                          .arg(parts.size())
                          .arg(shares.join(u" + "_s))
                          .arg(figures),
                      u"Fire Combat"_s});
    if (figures <= 0)
        return RuleSet::refuse(tr("no figures fire"));
    spec->figures = figures;

    // Firing modifiers. In combined fire "all firing modifiers apply to the shot": each modifier that any
    // firer brings applies once to the whole shot (a Poor unit firing with a Regular one gives the shot
    // -2; Poor and Wretched units together give it -2 and -4).
    const QString rule = u"Firing modifiers"_s;
    auto add = [&](const QString &id, const QString &text) {
        if (t->fireMod(id) != 0)
            spec->mods.append(OiblMod{t->fireMod(id), text, rule});
    };
    auto addFromFirers = [&](const QString &id, const QString &text, auto brings) {
        QStringList who;
        for (const FirerPart &p : parts)
            if (brings(p))
                who.append(p.who);
        if (who.isEmpty())
            return;
        add(id, parts.size() > 1 ? tr("%1 (%2)").arg(text, who.join(u", "_s)) : text);
    };
    addFromFirers(u"pointBlank"_s, tr("point blank"),
                  [](const FirerPart &p) { return p.band == u"point-blank"_s; });
    addFromFirers(u"marksmen"_s, tr("marksmen"), [](const FirerPart &p) { return p.marksmen; });
    if (in.value(u"targetColumn"_s).toBool() || in.value(u"targetMountedCavalry"_s).toBool())
        add(u"targetColumnOrCavalry"_s,
            in.value(u"targetColumn"_s).toBool() ? tr("target in column") : tr("target is mounted cavalry"));
    addFromFirers(u"flankOrRear"_s, tr("fire on flank or rear"),
                  [](const FirerPart &p) { return p.flankOrRear; });
    addFromFirers(u"firerPoor"_s, tr("firer is Poor"),
                  [](const FirerPart &p) { return p.quality == OiblQuality::Poor; });
    addFromFirers(u"firerWretched"_s, tr("firer is Wretched"),
                  [](const FirerPart &p) { return p.quality == OiblQuality::Wretched; });
    const QString cover = in.value(u"targetCover"_s).toString();
    if (cover == u"light"_s)
        add(u"lightCover"_s, tr("target in light cover"));
    else if (cover == u"heavy"_s)
        add(u"heavyCover"_s, tr("target in heavy cover"));
    if (parts[0].band == u"cannon-medium"_s)
        add(u"cannonMedium"_s, tr("cannon at %1-%2\"").arg(t->cannonMedium).arg(t->cannonLong));
    else if (parts[0].band == u"cannon-long"_s)
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
    spec->command = in.value(u"generalCommand"_s).toObject();
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
        int cas = OiblCombat::rollChart(tt, spec->figures, spec->mods, spec->what, dice.forStep("fire"), out);
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
            const int v = dice.forStep("counter-battery")
                              .roll(d, dice.wantsText() ? tr("counter-battery") : QString(), cls);
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
            generalRisk(tt, cas, spec->generalId, spec->command, dice, out);
    };
}

} // namespace adj
