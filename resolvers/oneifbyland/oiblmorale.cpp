// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblmorale.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"
#include "oiblfire.h"
#include "oiblrisk.h"
#include "oiblturnparts.h"

#include "core/inputbuilders.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;

ActionSchema OiblMorale::moraleSchema()
{
    ActionSchema s;
    s.id = u"morale-test"_s;
    s.name = tr("Morale test");
    s.rule = u"Morale Tests"_s;
    s.help =
        tr("1d10 (0-9) plus modifiers, passed at or below the Morale Number. Failed by 1: no advance, half "
           "fire; failed by 2 or more: rout and a panic marker. A routing unit that passes rallies.");
    s.outcomes = {u"passed"_s, u"failed-by-1"_s, u"routed"_s, u"rallied"_s, u"still-routing"_s};
    s.dice = {dice::step(u"morale"_s, DieSpec{10, true}, 1, tr("morale test"), u"Morale Tests"_s)};
    s.inputs = {unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit that tests (optional)."))
                    .as(InputSpec::Role::Actor)};
    s.inputs += moraleInputs(QString(), true);
    s.inputs += {
        enumInput(u"occasion"_s, {u"other"_s, u"charge"_s, u"melee"_s}, u"other"_s, tr("Occasion"),
                  tr("Charging or melee: Indians test one quality higher."), u"Indians"_s),
        enumInput(
            u"chargedBy"_s, {u"none"_s, u"cavalry"_s, u"infantry"_s}, u"none"_s, tr("Charged by"),
            tr("Open order charged by cavalry +1, skirmishers by cavalry +2 or by close/open infantry +1, "
               "artillery by cavalry +1."),
            u"Morale Tests"_s),
        boolInput(
            u"routing"_s, false, tr("Routing"),
            tr("A routing unit tests to rally: it reforms for a turn if it passes, else keeps routing."),
            u"Morale Results"_s)
            .heldOf(u"unit"_s),
        boolInput(u"hasPanic"_s, false, tr("Already has a panic marker"),
                  tr("Panic markers are not cumulative."), u"Panic Markers"_s)
            .heldOf(u"unit"_s),
        // The card in play: a panic-marked unit of it tests first (Sequence of Play).
        inputs::stateInput(u"sequence"_s, oiblturn::kSequence, tr("The card in play"),
                           tr("The card being played and its step (oibl.sequence)."), u"Sequence of Play"_s),
    };
    s.asked = {u"occasion"_s,   u"chargedBy"_s,     u"cover"_s,          u"inWoods"_s,
               u"outflanked"_s, u"friendRouting"_s, u"officerWithUnit"_s};
    return s;
}

namespace {

struct MoraleSpec
{
    const OiblTable *t = nullptr;
    OiblMoraleSpec test;
    bool routing = false, hasPanic = false;
    qint64 unit = 0;
    QJsonObject sequence; // the card in play (oibl.sequence)
};

// The card's first step: a panic-marked unit of the card in play that tests has taken its test
// (Sequence of Play); the card keeps who has, so that the turn no longer owes it.
void panicTestTaken(const MoraleSpec &s, Resolution &out)
{
    QJsonObject seq = s.sequence;
    const QJsonArray steps = seq.value(u"steps"_s).toArray();
    const int step = seq.value(u"step"_s).toInt();
    if (s.unit <= 0 || step < 1 || step > steps.size())
        return;
    const QJsonObject now = steps.at(step - 1).toObject();
    bool listed = false;
    for (const QJsonValue &v : now.value(u"units"_s).toArray())
        listed = listed || v.toObject().value(u"id"_s).toInteger() == s.unit;
    QJsonArray tested = seq.value(u"tested"_s).toArray();
    if (now.value(u"id"_s).toString() != u"panic"_s || !listed || tested.contains(double(s.unit)))
        return;
    tested.append(double(s.unit));
    seq.insert(u"tested"_s, tested);
    out.effect(oiblturn::tracker(oiblturn::kSequence, seq, oiblturn::sequenceLabel(seq)));
}

ParsedInputs<MoraleSpec> parseMorale(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<MoraleSpec>;
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return Parsed::refused(OiblMorale::tr("the morale test needs the oneifbyland rule table"));
    OiblMoraleIn m = moraleIn(in, QString(), u"unit"_s);
    const QString error = finishMoraleIn(*t, &m, QString());
    if (!error.isEmpty())
        return Parsed::refused(error);
    const QString occasion = in.value(u"occasion"_s).toString();
    m.chargeOrMelee = occasion != u"other"_s;
    m.chargedBy = in.value(u"chargedBy"_s).toString();
    MoraleSpec s;
    s.t = t;
    s.test = OiblCombat::moraleSpec(*t, m);
    s.routing = in.value(u"routing"_s).toBool();
    s.hasPanic = in.value(u"hasPanic"_s).toBool();
    s.unit = in.value(u"unit"_s).toInteger();
    s.sequence = in.value(u"sequence"_s).toObject();
    return s;
}

// Morale Results: a routing unit that passes rallies and reforms for a turn, else keeps routing.
void rally(const MoraleSpec &s, const OiblMoraleResult &r, Resolution &out)
{
    const bool quiet = out.quiet();
    if (r.band != OiblMoraleBand::Pass) {
        out.outcome(u"still-routing"_s);
        if (!quiet) {
            out.set(u"morale"_s, u"still-routing"_s);
            out.unit(u"unit"_s, u"morale"_s, u"routing"_s);
        }
        if (!quiet)
            out.line(OiblMorale::tr("fails while routing: it continues to rout"), u"Morale Results"_s);
        return;
    }
    out.outcome(u"rallied"_s);
    if (quiet)
        return;
    out.set(u"morale"_s, u"rallied"_s);
    out.unit(u"unit"_s, u"morale"_s, u"reforming"_s);
    OiblCombat::markerValue(out, u"unit"_s, u"reforming"_s);
    out.line(
        OiblMorale::tr("rallies: it spends one turn reforming in place, firing half its figures (rounded "
                       "down) and defending normally"),
        u"Morale Results"_s);
    Effect lift;
    lift.kind = Effect::Kind::LiftMarker;
    lift.subject = u"unit"_s;
    lift.unit = s.unit;
    lift.marker = u"routing"_s;
    lift.rule = u"Morale Results"_s;
    lift.text = OiblMorale::tr("the unit stops routing");
    out.effect(lift);
    out.effect(OiblCombat::marker(u"unit"_s, s.unit, u"reforming"_s, u"Morale Results"_s,
                                  OiblMorale::tr("the unit reforms in place for one turn")));
}

void resolveMorale(const MoraleSpec &s, DiceSource &dice, Resolution &out)
{
    const OiblMoraleResult r = OiblCombat::moraleTest(*s.t, s.test, OiblMorale::tr("the unit"),
                                                      dice.forStep("morale"), out, {}, u"unit"_s);
    if (!out.quiet()) {
        out.set(u"moraleNumber"_s, s.test.number);
        if (s.unit > 0)
            out.unit(u"unit"_s, u"unit"_s, s.unit);
    }
    if (!out.quiet())
        panicTestTaken(s, out);
    if (s.routing) {
        rally(s, r, out);
        return;
    }
    out.outcome(OiblCombat::bandTag(r.band));
    if (out.quiet())
        return;
    out.set(u"morale"_s, OiblCombat::bandTag(r.band));
    out.unit(u"unit"_s, u"morale"_s,
             r.band == OiblMoraleBand::Rout ? u"routing"_s : OiblCombat::bandTag(r.band));
    if (r.band == OiblMoraleBand::Rout) {
        OiblCombat::markerValue(out, u"unit"_s, u"routing"_s);
        if (!s.hasPanic)
            OiblCombat::markerValue(out, u"unit"_s, u"panic"_s);
    }
    if (r.band == OiblMoraleBand::FailBy1) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = u"unit"_s;
        e.unit = s.unit;
        e.rule = u"Morale Results"_s;
        e.text = OiblMorale::tr(
            "failed by 1: the unit may not advance but may withdraw or change formation in place "
            "(except defending against a charge); Elite, Veteran and Regular fire half their figures "
            "(rounded up), Poor and Wretched may not fire");
        out.effect(e);
    } else if (r.band == OiblMoraleBand::Rout) {
        out.effect(OiblCombat::marker(u"unit"_s, s.unit, u"routing"_s, u"Morale Results"_s,
                                      OiblMorale::tr("the unit routs away from the enemy in no formation")));
        if (s.hasPanic)
            out.line(OiblMorale::tr("it keeps its one panic marker"), u"Panic Markers"_s);
        else
            out.effect(OiblCombat::marker(u"unit"_s, s.unit, u"panic"_s, u"Morale Results"_s,
                                          OiblMorale::tr("the routing unit receives a panic marker")));
    }
}

} // namespace

Runner OiblMorale::bindMorale(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseMorale, &resolveMorale)(in, table);
}

ActionSchema OiblMorale::generalSchema()
{
    ActionSchema s;
    s.id = u"general-risk"_s;
    s.name = tr("Risk to a general");
    s.rule = u"Risk to Generals"_s;
    s.help =
        tr("A general with a unit that suffers casualties rolls 1d10 per two hits (rounded up); on a 1 the "
           "d6: 1-2 light wound, 3-4 serious wound, 5-6 killed.");
    s.outcomes = {u"unhurt"_s, u"general-wounded-light"_s, u"general-wounded-serious"_s, u"general-killed"_s};
    s.dice = OiblFire::generalSteps({});
    s.inputs = {
        unitInput(u"general"_s, tr("General"), tr("The battle's general (optional)."))
            .asLeader(InputSpec::Role::Actor)
            .withTerm(u"leader"_s),
        intInput(u"hits"_s, 1, 1000, {}, tr("Hits"), tr("Casualties the unit just took."),
                 u"Risk to Generals"_s, true),
    };
    s.inputs += OiblFire::commandInputs();
    s.inputs +=
        inputs::stateInput(u"risk"_s, OiblRisk::kTracker, tr("Risks owed"),
                           tr("The generals' risks owed this turn (oibl.risk)."), u"Risk to Generals"_s);
    return s;
}

namespace {

struct GeneralSpec
{
    const OiblTable *t = nullptr;
    int hits = 0;
    qint64 general = 0;
    QJsonObject command; // his command: a killed general's units get panic markers
    QJsonObject risk;    // the risks owed this turn (OiblRisk)
};

ParsedInputs<GeneralSpec> parseGeneral(const Inputs &in, const RuleTable &table)
{
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return ParsedInputs<GeneralSpec>::refused(
            OiblMorale::tr("the risk to generals needs the oneifbyland rule table"));
    return GeneralSpec{t, in.value(u"hits"_s).toInt(), in.value(u"general"_s).toInteger(),
                       in.value(u"generalCommand"_s).toObject(), in.value(u"risk"_s).toObject()};
}

void resolveGeneral(const GeneralSpec &s, DiceSource &dice, Resolution &out)
{
    if (OiblFire::generalRisk(*s.t, s.hits, s.general, s.command, dice, out).isEmpty())
        out.outcome(u"unhurt"_s);
    OiblRisk::rolled(s.risk, s.general, out);
}

} // namespace

Runner OiblMorale::bindGeneral(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseGeneral, &resolveGeneral)(in, table);
}

std::optional<Distribution> OiblMorale::generalOdds(const Inputs &in, const RuleTable &table)
{
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return std::nullopt; // the walk refuses it in words
    return OiblFire::generalRiskOdds(*t, in.value(u"hits"_s).toInt());
}

ActionSchema OiblMorale::movementSchema()
{
    ActionSchema s;
    s.id = u"movement"_s;
    s.name = tr("Movement allowance");
    s.rule = u"Movement"_s;
    s.help = tr("How many inches the unit may move this turn: 1d6 plus the base of its formation (or the "
                "optional fixed rate), with the movement modifiers.");
    s.outcomes = {u"inches=X"_s};
    s.dice = {dice::step(u"movement"_s, DieSpec{6, false}, 1, tr("movement die"), u"Movement"_s,
                         tr("for a rolled move (a rout, a retreat, an evade)"))};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit that moves (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"rate"_s,
                  {u"close"_s, u"limbered"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"cavalry"_s,
                   u"general"_s, u"infantry-retreat"_s, u"infantry-rout"_s, u"cavalry-retreat"_s,
                   u"cavalry-rout"_s, u"prolong"_s},
                  {}, tr("Movement rate"), tr("The starting formation or kind of move."), u"Movement"_s,
                  true),
        boolInput(u"fixedRate"_s, false, tr("Optional fixed rate"),
                  tr("Use the fixed rate instead of rolling."), u"Movement"_s),
        enumInput(u"generalWound"_s, {u"none"_s, u"light"_s, u"serious"_s}, u"none"_s, tr("General's wound"),
                  tr("A lightly wounded general moves only 10\" a turn, a seriously wounded one 1d6\"."),
                  u"Risk to Generals"_s),
        boolInput(u"road"_s, false, tr("Road"),
                  tr("+3\": one-stand-wide column or limbered artillery, whole move on the road."),
                  u"Road Movement"_s),
        intInput(u"columnWidth"_s, 1, 100, 1, tr("Column width (stands)"), tr("For road movement."),
                 u"Road Movement"_s),
        boolInput(u"charge"_s, false, tr("Charge"),
                  tr("+3\": close or open order infantry, cavalry, Indians."), u"Charge Movement"_s),
        boolInput(u"indian"_s, false, tr("Indians"), tr("Indians may charge in skirmish order."),
                  u"Charge Movement"_s),
        boolInput(u"militiaRetreat"_s, false, tr("Deliberate militia retreat"),
                  tr("+3\": American militia only."), u"Deliberate Militia Retreat"_s),
        boolInput(u"americanMilitia"_s, false, tr("American militia"), tr("For the deliberate retreat."),
                  u"Deliberate Militia Retreat"_s),
        intInput(u"obstacles"_s, 0, 20, 0, tr("Linear obstacles crossed"),
                 tr("Hedges, fences, walls, streams; the cost per obstacle is a reading (table)."),
                 u"Obstacles"_s),
        intInput(u"aboutFaces"_s, 0, 10, 0, tr("About faces"), tr("-2\" each."), u"About Face"_s),
        intInput(u"leftRightFaces"_s, 0, 2, 0, tr("Left or right faces"), tr("Cavalry only, -2\" each."),
                 u"Left or Right Face"_s),
        intInput(
            u"slowConditions"_s, 0, 5, 0, tr("Slow conditions"),
            tr("Wheel/oblique, woods, interpenetration, backstep, sidestep: one at 50%, two or more at 25%."),
            u"Wheels and Oblique Movement"_s),
        boolInput(u"backOrSidestep"_s, false, tr("Backstepping or sidestepping"),
                  tr("Not for an infantry column or cavalry."), u"Wheels and Oblique Movement"_s),
        boolInput(u"lineChangeAdvancing"_s, false, tr("Close/open order change while advancing"),
                  tr("Moves at 50% of the line's rate; not part of a charge."),
                  u"Close order line to open order line"_s),
        boolInput(u"formationChange"_s, false, tr("Formation change"), tr("Takes 100% of movement in place."),
                  u"Formation Changes"_s),
        boolInput(u"mounting"_s, false, tr("Mounting or dismounting"), tr("Takes 50% of movement in place."),
                  u"Cavalry Mounting or Dismounting"_s),
    };
    return s;
}

namespace {
struct MoveSpec
{
    const OiblTable *t = nullptr;
    bool roll = true;
    int base = 0;
    double fixed = 0;
    int bonus = 0;
    QStringList bonusWhy;
    int divisor = 1;
    QStringList divisorWhy;
    int deduct = 0;
    QStringList deductWhy;
    bool none = false; // formation change: 100% of movement
    QString rateText;
};
QString inchesText(double v)
{
    return QString::number(v, 'g', 6);
}

// Movement: the rate of the formation or move, rolled or fixed; artillery prolonge and a wounded
// general's move (Risk to Generals).
QString moveRate(const OiblTable &t, const Inputs &in, const QString &rate, MoveSpec &s)
{
    if (rate == u"prolong"_s) {
        s.roll = false;
        s.fixed = t.prolong;
        s.rateText = OiblMorale::tr("unlimbered artillery prolonge %1\"; it may not fire after it")
                         .arg(inchesText(t.prolong));
        for (const char16_t *k : {u"road", u"charge", u"militiaRetreat", u"mounting", u"lineChangeAdvancing"})
            if (in.value(QString::fromUtf16(k)).toBool())
                return OiblMorale::tr("input \"%1\" does not apply to artillery prolonge")
                    .arg(QString::fromUtf16(k));
    } else if (in.value(u"generalWound"_s).toString() != u"none"_s) {
        if (rate != u"general"_s)
            return OiblMorale::tr("input \"generalWound\" applies to a general's move (rate \"general\")");
        if (in.value(u"generalWound"_s).toString() == u"light"_s) {
            s.roll = false;
            s.fixed = t.lightWoundMove;
            s.rateText = OiblMorale::tr("lightly wounded general: %1\" a turn").arg(t.lightWoundMove);
        } else {
            s.base = 0;
            s.rateText = OiblMorale::tr("seriously wounded general: 1d%1\"").arg(t.moveDie);
        }
    } else if (in.value(u"fixedRate"_s).toBool()) {
        s.roll = false;
        s.fixed = t.moveFixed.value(rate);
        s.rateText = OiblMorale::tr("%1: optional fixed rate %2\"").arg(rate).arg(s.fixed);
    } else {
        s.base = t.moveBase.value(rate);
        s.rateText = OiblMorale::tr("%1: 1d%2 + %3\"").arg(rate).arg(t.moveDie).arg(s.base);
    }
    return {};
}

// Road Movement, Charge Movement, Deliberate Militia Retreat: the inches added.
QString moveBonuses(const OiblTable &t, const Inputs &in, const QString &rate, MoveSpec &s)
{
    if (in.value(u"road"_s).toBool()) {
        if (!((rate == u"column"_s && in.value(u"columnWidth"_s).toInt() == 1) || rate == u"limbered"_s))
            return OiblMorale::tr(
                "input \"road\": only a one-stand-wide column or limbered artillery gets road "
                "movement (Road Movement)");
        s.bonus += t.road;
        s.bonusWhy.append(OiblMorale::tr("road +%1\" (Road Movement)").arg(t.road));
    }
    if (in.value(u"charge"_s).toBool()) {
        const bool ok = rate == u"close"_s || rate == u"open"_s || rate == u"cavalry"_s ||
                        (rate == u"skirmish"_s && in.value(u"indian"_s).toBool());
        if (!ok)
            return OiblMorale::tr(
                "input \"charge\": only close or open order infantry, cavalry and Indians may "
                "charge (Charge Movement)");
        if (in.value(u"lineChangeAdvancing"_s).toBool())
            return OiblMorale::tr(
                "input \"lineChangeAdvancing\": the change between close and open order may "
                "not be part of a charge");
        s.bonus += t.charge;
        s.bonusWhy.append(OiblMorale::tr("charge +%1\" (Charge Movement)").arg(t.charge));
    }
    if (in.value(u"militiaRetreat"_s).toBool()) {
        if (!in.value(u"americanMilitia"_s).toBool())
            return OiblMorale::tr(
                "input \"militiaRetreat\": only American militia may make a deliberate retreat");
        s.bonus += t.militiaRetreat;
        s.bonusWhy.append(
            OiblMorale::tr("deliberate militia retreat +%1\"; to stop retreating it must pass a morale test")
                .arg(t.militiaRetreat));
    }
    return {};
}

// Formation Changes, Cavalry Mounting or Dismounting, Close order line to open order line: moves
// taking all or half of the movement.
QString moveInPlace(const Inputs &in, const QString &rate, MoveSpec &s)
{
    if (in.value(u"formationChange"_s).toBool()) {
        s.none = true;
    }
    if (in.value(u"mounting"_s).toBool()) {
        if (rate != u"cavalry"_s)
            return OiblMorale::tr("input \"mounting\": only cavalry mount or dismount");
        s.divisor *= 2;
        s.divisorWhy.append(
            OiblMorale::tr("mounting or dismounting takes 50% in place (Cavalry Mounting or Dismounting)"));
    }
    if (in.value(u"lineChangeAdvancing"_s).toBool()) {
        if (rate != u"close"_s && rate != u"open"_s)
            return OiblMorale::tr(
                "input \"lineChangeAdvancing\": only a close or open order line changes while advancing");
        s.divisor *= 2;
        s.divisorWhy.append(OiblMorale::tr("changing between close and open order while advancing: 50%"));
    }
    return {};
}

// Wheels and Oblique Movement, Obstacles, About Face, Left or Right Face: what slows the move, except
// in skirmish order.
void moveSlowdowns(const OiblTable &t, const Inputs &in, const QString &rate, MoveSpec &s)
{
    const int slow = in.value(u"slowConditions"_s).toInt();
    const int faces = in.value(u"leftRightFaces"_s).toInt();
    if (rate == u"skirmish"_s) {
        if (slow > 0 || in.value(u"obstacles"_s).toInt() > 0 || in.value(u"aboutFaces"_s).toInt() > 0)
            s.deductWhy.append(
                OiblMorale::tr("skirmish order pays no terrain, wheeling or facing penalties"));
        return;
    }
    if (slow == 1) {
        s.divisor *= 2;
        s.divisorWhy.append(
            OiblMorale::tr("wheel, oblique, woods, interpenetration, backstep or sidestep: 50%"));
    } else if (slow >= 2) {
        s.divisor *= 4;
        s.divisorWhy.append(OiblMorale::tr("two or more of them: 25%"));
    }
    const int obstacles = in.value(u"obstacles"_s).toInt();
    if (obstacles > 0) {
        s.deduct += obstacles * t.obstacle;
        s.deductWhy.append(OiblMorale::tr("%1 linear obstacles -%2\" (Obstacles)")
                               .arg(obstacles)
                               .arg(obstacles * t.obstacle));
    }
    const int about = in.value(u"aboutFaces"_s).toInt();
    if (about > 0) {
        s.deduct += about * t.aboutFace;
        s.deductWhy.append(
            OiblMorale::tr("%1 about faces -%2\" (About Face)").arg(about).arg(about * t.aboutFace));
    }
    if (faces > 0) {
        s.deduct += faces * t.leftRightFace;
        s.deductWhy.append(
            OiblMorale::tr("%1 left/right faces -%2\" (Left or Right Face)%3")
                .arg(faces)
                .arg(faces * t.leftRightFace)
                .arg(faces == 1 ? OiblMorale::tr("; it must end its move in skirmish order") : QString()));
    }
}

ParsedInputs<MoveSpec> parseMovement(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<MoveSpec>;
    const OiblTable *t = OiblTable::of(table);
    if (!t)
        return Parsed::refused(OiblMorale::tr("the movement allowance needs the oneifbyland rule table"));
    MoveSpec s;
    s.t = t;
    const QString rate = in.value(u"rate"_s).toString();
    if (const QString error = moveRate(*t, in, rate, s); !error.isEmpty())
        return Parsed::refused(error);
    if (const QString error = moveBonuses(*t, in, rate, s); !error.isEmpty())
        return Parsed::refused(error);
    if (const QString error = moveInPlace(in, rate, s); !error.isEmpty())
        return Parsed::refused(error);
    if (in.value(u"backOrSidestep"_s).toBool() && (rate == u"column"_s || rate == u"cavalry"_s))
        return Parsed::refused(OiblMorale::tr(
            "input \"backOrSidestep\": an infantry column or cavalry may not backstep or sidestep"));
    if (in.value(u"leftRightFaces"_s).toInt() > 0 && rate != u"cavalry"_s)
        return Parsed::refused(OiblMorale::tr(
            "input \"leftRightFaces\": left or right faces are for cavalry columns or lines only"));
    moveSlowdowns(*t, in, rate, s);
    return s;
}

void resolveMovement(const MoveSpec &s, DiceSource &dice, Resolution &out)
{
    const OiblTable &tt = *s.t;
    double inches = s.fixed;
    int v = 0;
    if (s.roll) {
        v = dice.forStep("movement")
                .roll(DieSpec{tt.moveDie, false}, dice.wantsText() ? OiblMorale::tr("movement") : QString());
        inches = v + s.base;
    }
    double total = s.none ? 0 : qMax(0.0, (inches + s.bonus) / s.divisor - s.deduct);
    out.outcome(u"inches="_s + inchesText(total));
    if (out.quiet())
        return;
    if (s.roll)
        out.roll(Roll{u"movement"_s, {v}}.to(int(inches)));
    out.set(u"moveInches"_s, total);
    out.line(s.roll ? OiblMorale::tr("%1: rolls %2 = %3\"").arg(s.rateText).arg(v).arg(inchesText(inches))
                    : s.rateText,
             u"Movement"_s);
    for (const QString &w : s.bonusWhy)
        out.line(w, u"Movement"_s);
    for (const QString &w : s.divisorWhy)
        out.line(w, u"Movement"_s);
    for (const QString &w : s.deductWhy)
        out.line(w, u"Movement"_s);
    if (s.none)
        out.line(OiblMorale::tr("a formation change takes 100% of movement in place: no move this turn"),
                 u"Formation Changes"_s);
    out.line(OiblMorale::tr("the unit may move %1\" (%2 yards)")
                 .arg(inchesText(total))
                 .arg(inchesText(total * tt.yardsPerInch)),
             u"Movement"_s);
}

} // namespace

Runner OiblMorale::bindMovement(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseMovement, &resolveMovement)(in, table);
}

} // namespace adj
