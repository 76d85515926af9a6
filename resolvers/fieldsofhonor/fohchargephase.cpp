// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohchargephase.h"

#include "core/inputbuilders.h"

#include "core/resolution.h"
#include "fohcharges.h"
#include "fohinputs.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

namespace {

const QString kRule = u"Charge Phase"_s;
const QStringList kArms{u"infantry"_s, u"cavalry"_s, u"artillery"_s};

InputSpec stateInput()
{
    return inputs::stateInput(u"charges"_s, FohChargePhase::trackerKey(),
                              QCoreApplication::translate("adj::FohChargePhase", "Charge Phase"),
                              QCoreApplication::translate(
                                  "adj::FohChargePhase",
                                  "The written charges and how far each is resolved: the battle's tracker."));
}

InputSpec turnInput()
{
    return intInput(u"turn"_s, 1, 9999, 1, QCoreApplication::translate("adj::FohChargePhase", "Turn"),
                    QCoreApplication::translate("adj::FohChargePhase", "The battle's turn."), kRule);
}

Effect tracker(const FohCharges &c)
{
    return Effect::setTracker(FohChargePhase::trackerKey(), c.toJson(), c.label(), kRule);
}

Effect note(const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::Note;
    e.rule = kRule;
    e.text = text;
    return e;
}

Effect setAttribute(qint64 unit, const QString &attribute, const QString &value, const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::SetAttribute;
    e.subject = u"defender"_s;
    e.unit = unit;
    e.attribute = attribute;
    e.value = value;
    e.rule = kRule;
    e.text = text;
    return e;
}

// The tracker of this turn, or a fresh phase: a new turn writes new charges.
bool readCharges(const Inputs &in, FohCharges *charges, QString *error)
{
    const int turn = getInt(in, u"turn"_s, 1);
    const QJsonObject state = in.value(u"charges"_s).toObject();
    *charges = state.isEmpty() || state.value(u"turn"_s).toInt() != turn ? FohCharges::fresh(turn)
                                                                         : FohCharges::fromJson(state, error);
    return error->isEmpty();
}

QString flankText(const FohCharge &c)
{
    return c.toJson().value(u"flank"_s).toBool() ? u" "_s + FohChargePhase::tr("(from the flank)")
                                                 : QString();
}

struct WriteSpec
{
    FohCharges::Entry entry;
    QString attacker, defender; // the units' names
    FohCharges next;
};

ParsedInputs<WriteSpec> parseWrite(const Inputs &in, const RuleTable &)
{
    FohCharges charges;
    QString error;
    if (!readCharges(in, &charges, &error))
        return ParsedInputs<WriteSpec>::refused(error);
    WriteSpec s;
    const qint64 attackerId = getId(in, u"attacker"_s), defenderId = getId(in, u"defender"_s);
    s.attacker = has(in, u"attackerName"_s) ? getString(in, u"attackerName"_s)
                                            : FohChargePhase::tr("unit %1").arg(attackerId);
    s.defender = has(in, u"defenderName"_s) ? getString(in, u"defenderName"_s)
                                            : FohChargePhase::tr("unit %1").arg(defenderId);
    if (getString(in, u"attackerArm"_s) == u"artillery"_s)
        return ParsedInputs<WriteSpec>::refused(
            FohChargePhase::tr("%1 is artillery; only infantry and cavalry charge").arg(s.attacker));
    FohCharges::Entry &e = s.entry;
    e.side = getString(in, u"side"_s);
    e.defenderSide = getString(in, u"defenderSide"_s);
    e.attackerId = attackerId;
    e.defenderId = defenderId;
    e.defenderArm = getString(in, u"defenderArm"_s);
    e.charge = FohCharge::declare(s.attacker, s.defender, getBool(in, u"flank"_s));
    s.next = charges.write(e, &error);
    if (!error.isEmpty())
        return ParsedInputs<WriteSpec>::refused(error);
    return s;
}

void resolveWrite(const WriteSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"written"_s);
    const QString text =
        s.entry.side.isEmpty()
            ? FohChargePhase::tr("written: %1 charges %2").arg(s.attacker, s.defender)
            : FohChargePhase::tr("%1 writes: %2 charges %3").arg(s.entry.side, s.attacker, s.defender);
    out.line(text + flankText(s.entry.charge), kRule);
    out.effect(tracker(s.next));
}

ParsedInputs<FohCharges> parseReveal(const Inputs &in, const RuleTable &)
{
    FohCharges charges;
    QString error;
    if (!readCharges(in, &charges, &error))
        return ParsedInputs<FohCharges>::refused(error);
    const FohCharges next = charges.reveal(&error);
    if (!error.isEmpty())
        return ParsedInputs<FohCharges>::refused(error);
    return next;
}

void resolveReveal(const FohCharges &next, DiceSource &, Resolution &out)
{
    out.outcome(u"charges="_s + QString::number(next.entries().size()));
    out.line(FohChargePhase::tr("the written charges are revealed together: %n charge(s)", nullptr,
                                int(next.entries().size())),
             kRule);
    for (const FohCharges::Entry &e : next.entries())
        out.line(FohChargePhase::tr("%1 charges %2%3")
                     .arg(e.charge.attacker(), e.charge.defender(), flankText(e.charge)),
                 kRule);
    out.effect(tracker(next));
}

struct StepSpec
{
    FohCharges::Entry entry;
    FohCharge next; // the charge after the step
    QString step;   // the outcome tag
    QString text;   // what happened, for the log
    FohCharges after;
};

// The charge before the defender's reaction: the Charge Test and the charge move.
bool chargeSteps(const FohCharge &c, const QString &step, StepSpec *s, QString *error)
{
    if (step == u"test-passed"_s || step == u"test-failed"_s) {
        const bool ok = step == u"test-passed"_s;
        s->next = c.chargeTest(ok, error);
        s->text = ok ? FohChargePhase::tr("passes its Charge Test and must charge: it moves its Charge rate")
                     : FohChargePhase::tr("fails its Charge Test and stays where it is");
    } else if (step == u"reached"_s || step == u"fell-short"_s) {
        const bool ok = step == u"reached"_s;
        s->next = c.move(ok, error);
        s->text = ok ? FohChargePhase::tr("reaches its target; the defender chooses its reaction")
                     : FohChargePhase::tr("does not reach its target: its charge is over");
    } else {
        return false;
    }
    return true;
}

// The defender's reaction and its roll: Form Square, stand and fire, fire and retire, countercharge.
bool reactionSteps(const FohCharge &c, const QString &step, StepSpec *s, QString *error)
{
    if (step == u"form-square"_s || step == u"stand-and-fire"_s || step == u"fire-and-retire"_s ||
        step == u"countercharge"_s) {
        FohCharge::Reaction r = FohCharge::Reaction::None;
        FohCharge::reactionFromId(step, &r);
        s->next = c.react(r, error);
        s->text = step == u"form-square"_s
                      ? FohChargePhase::tr("the defender tries to form square (Form Square roll)")
                  : step == u"stand-and-fire"_s ? FohChargePhase::tr("the defender stands and fires")
                  : step == u"fire-and-retire"_s
                      ? FohChargePhase::tr("the defender will fire and retire before the charge")
                      : FohChargePhase::tr("the defender countercharges (its own Charge Test)");
    } else if (step == u"square-formed"_s || step == u"square-failed"_s) {
        const bool ok = step == u"square-formed"_s;
        s->next = c.squareRoll(ok, error);
        s->text = ok ? FohChargePhase::tr("the defender forms square")
                     : FohChargePhase::tr("the Form Square roll fails: the defender must stand and fire");
    } else if (step == u"countercharge-passed"_s || step == u"countercharge-failed"_s) {
        const bool ok = step == u"countercharge-passed"_s;
        s->next = c.counterchargeTest(ok, error);
        s->text = ok ? FohChargePhase::tr("the defender's countercharge advances to meet the charger")
                     : FohChargePhase::tr("the countercharge test fails: the defender remains where it is");
    } else {
        return false;
    }
    return true;
}

// Opportunity fire on the charger, then the attacker's and the defender's Morale Tests.
void fireAndMoraleSteps(const FohCharge &c, const QString &step, int hits, StepSpec *s, QString *error)
{
    if (step == u"opportunity-fire"_s) {
        s->next = c.opportunityFire(hits, error);
        s->text = FohChargePhase::tr("opportunity fire on the charger: %n hit(s)", nullptr, hits);
    } else if (step == u"fire-over"_s) {
        s->next = c.endOpportunityFire(error);
        s->text = FohChargePhase::tr(
            "opportunity fire is over (%n hit(s) on the charger); the charger tests its morale", nullptr,
            c.opportunityHits());
    } else if (step == u"attacker-passed"_s || step == u"attacker-failed"_s) {
        const bool ok = step == u"attacker-passed"_s;
        s->next = c.attackerMorale(ok, error);
        s->text =
            ok ? FohChargePhase::tr("the charger passes its Morale Test and stays in contact; the defender "
                                    "tests its morale")
               : FohChargePhase::tr("the charger fails its Morale Test: the charge is over and it withdraws");
    } else {
        const bool ok = step == u"defender-passed"_s;
        s->next = c.defenderMorale(ok, error);
        s->text = !ok ? FohChargePhase::tr("the defender fails its Morale Test: it breaks and retreats")
                  : c.reaction() == FohCharge::Reaction::FireAndRetire
                      ? FohChargePhase::tr(
                            "the defender passes its Morale Test: it becomes a mob and retreats in order")
                      : FohChargePhase::tr("the defender passes its Morale Test and holds its position");
    }
}

ParsedInputs<StepSpec> parseStep(const Inputs &in, const RuleTable &)
{
    FohCharges charges;
    QString error;
    if (!readCharges(in, &charges, &error))
        return ParsedInputs<StepSpec>::refused(error);
    if (!charges.revealed())
        return ParsedInputs<StepSpec>::refused(
            FohChargePhase::tr("turn %1: the written charges are revealed together before any is resolved")
                .arg(getInt(in, u"turn"_s, 1)));
    const qint64 attackerId = getId(in, u"attacker"_s);
    const int index = charges.find(attackerId, QString());
    if (index < 0)
        return ParsedInputs<StepSpec>::refused(
            FohChargePhase::tr("input \"attacker\": unit %1 has no charge revealed this turn")
                .arg(attackerId));
    StepSpec s;
    s.entry = charges.entries()[index];
    s.step = getString(in, u"step"_s);
    const int hits = getInt(in, u"hits"_s);
    if (hits > 0 && s.step != u"opportunity-fire"_s)
        return ParsedInputs<StepSpec>::refused(
            FohChargePhase::tr("input \"hits\" belongs to the opportunity-fire step"));
    const FohCharge &c = s.entry.charge;
    if (!chargeSteps(c, s.step, &s, &error) && !reactionSteps(c, s.step, &s, &error))
        fireAndMoraleSteps(c, s.step, hits, &s, &error);
    if (!error.isEmpty())
        return ParsedInputs<StepSpec>::refused(error);
    s.after = charges.withCharge(index, s.next);
    return s;
}

// What a finished charge leaves on the units.
void resultEffects(const StepSpec &s, Resolution &out)
{
    const FohCharge &c = s.entry.charge;
    switch (s.next.stage() == FohCharge::Stage::Done ? s.next.result() : FohCharge::Result::Pending) {
    case FohCharge::Result::TestFailed:
        out.effect(
            note(FohChargePhase::tr("%1: half speed in the next Movement Phase; only half its stands fire "
                                    "in the next Fire Phase")
                     .arg(c.attacker())));
        break;
    case FohCharge::Result::FellShort:
        out.effect(
            note(FohChargePhase::tr("%1 cannot move or fire for the rest of this turn").arg(c.attacker())));
        break;
    case FohCharge::Result::AttackerWithdrew:
        out.effect(note(FohChargePhase::tr("%1 withdraws").arg(c.attacker())));
        break;
    case FohCharge::Result::DefenderBroke:
        out.effect(note(FohChargePhase::tr("%1 breaks morale and retreats involuntarily").arg(c.defender())));
        break;
    case FohCharge::Result::DefenderRetired:
        if (s.entry.defenderId != 0)
            out.effect(
                setAttribute(s.entry.defenderId, u"kind"_s, u"mob"_s, FohChargePhase::tr("becomes a mob")));
        out.effect(
            note(FohChargePhase::tr("%1 makes an orderly retreat away from the enemy").arg(c.defender())));
        break;
    case FohCharge::Result::Contact:
        out.effect(note(FohChargePhase::tr("%1 and %2 are in contact: melee in the Melee Phase")
                            .arg(c.attacker(), c.defender())));
        break;
    case FohCharge::Result::Pending:
        break;
    }
}

// values: the units' ids, a finished charge's result and the formations it leaves (Charge Phase).
void stepValues(const StepSpec &s, Resolution &out)
{
    if (out.quiet())
        return;
    if (s.entry.attackerId != 0)
        out.unit(u"attacker"_s, u"unit"_s, s.entry.attackerId);
    if (s.entry.defenderId != 0)
        out.unit(u"defender"_s, u"unit"_s, s.entry.defenderId);
    if (s.step == u"square-formed"_s && s.entry.defenderArm == u"infantry"_s)
        out.unit(u"defender"_s, u"formation"_s, u"square"_s);
    if (s.next.stage() != FohCharge::Stage::Done)
        return;
    out.set(u"chargeResult"_s, s.next.toJson().value(u"result"_s).toString());
    if (s.next.result() == FohCharge::Result::DefenderRetired)
        out.unit(u"defender"_s, u"formation"_s, u"mob"_s);
    else if (s.next.result() == FohCharge::Result::DefenderBroke)
        out.unit(u"defender"_s, u"morale"_s, u"broken"_s);
}

void resolveStep(const StepSpec &s, DiceSource &, Resolution &out)
{
    const FohCharge &c = s.entry.charge;
    out.outcome(s.step);
    out.line(FohChargePhase::tr("%1 on %2: %3").arg(c.attacker(), c.defender(), s.text), kRule);
    if (s.next.stage() == FohCharge::Stage::Done) {
        out.outcome(u"result="_s + s.next.toJson().value(u"result"_s).toString());
        out.line(FohChargePhase::tr("the charge of %1 is resolved: %2")
                     .arg(c.attacker(), FohCharges::resultName(s.next.result())),
                 kRule);
    } else {
        out.line(FohChargePhase::tr("next: %1").arg(FohCharges::stageName(s.next.stage())), kRule);
    }
    // What the step leaves on the units.
    if (s.step == u"square-formed"_s && s.entry.defenderId != 0 && s.entry.defenderArm == u"infantry"_s)
        out.effect(setAttribute(s.entry.defenderId, u"formation"_s, u"square"_s,
                                FohChargePhase::tr("forms square")));
    resultEffects(s, out);
    stepValues(s, out);
    out.effect(tracker(s.after));
}

} // namespace

QString FohChargePhase::trackerKey()
{
    return u"foh.charges"_s;
}

QStringList FohChargePhase::steps()
{
    return {u"test-passed"_s,
            u"test-failed"_s,
            u"reached"_s,
            u"fell-short"_s,
            u"form-square"_s,
            u"stand-and-fire"_s,
            u"fire-and-retire"_s,
            u"countercharge"_s,
            u"square-formed"_s,
            u"square-failed"_s,
            u"countercharge-passed"_s,
            u"countercharge-failed"_s,
            u"opportunity-fire"_s,
            u"fire-over"_s,
            u"attacker-passed"_s,
            u"attacker-failed"_s,
            u"defender-passed"_s,
            u"defender-failed"_s};
}

Action FohChargePhase::write()
{
    ActionSchema write;
    write.id = u"charge-write"_s;
    write.name = tr("Charge: write a charge");
    write.rule = kRule;
    write.help = tr("At the start of the Charge Phase both players write their charges; they are revealed "
                    "together. Only infantry and cavalry charge.");
    write.outcomes = {u"written"_s};
    write.inputs = {
        stateInput(),
        turnInput(),
        unitInput(u"attacker"_s, tr("Charging unit"), tr("The BMU that charges.")).as(InputSpec::Role::Actor),
        unitInput(u"defender"_s, tr("Target"), tr("The enemy BMU it charges.")).as(InputSpec::Role::Target),
        boolInput(u"flank"_s, false, tr("From the flank"),
                  tr("The charge comes from the target's flank: forming square is its only choice."), kRule),
        stringInput(u"side"_s, tr("Side"), tr("The charging side (from the battle)."), kRule)
            .heldOf(u"attacker"_s),
        stringInput(u"defenderSide"_s, tr("Target's side"), tr("From the battle."), kRule)
            .heldOf(u"defender"_s),
        stringInput(u"attackerName"_s, tr("Charging unit's name"), tr("From the battle."), kRule)
            .heldOf(u"attacker"_s),
        stringInput(u"defenderName"_s, tr("Target's name"), tr("From the battle."), kRule)
            .heldOf(u"defender"_s),
        enumInput(u"attackerArm"_s, kArms, {}, tr("Charger's arm"), tr("From the battle."), kRule)
            .heldOf(u"attacker"_s),
        enumInput(u"defenderArm"_s, kArms, {}, tr("Target's arm"), tr("From the battle."), kRule)
            .heldOf(u"defender"_s),
    };
    write.inputs[2].required = true;
    write.inputs[3].required = true;
    return Action{write, parseThenResolve(&parseWrite, &resolveWrite), {}, {}, {}};
}

Action FohChargePhase::reveal()
{
    ActionSchema reveal;
    reveal.id = u"charge-reveal"_s;
    reveal.name = tr("Charge: reveal the written charges");
    reveal.rule = kRule;
    reveal.help = tr("The written charges are revealed at the same time; then each is resolved in turn.");
    reveal.outcomes = {u"charges=N"_s};
    reveal.inputs = {stateInput(), turnInput()};
    return Action{reveal, parseThenResolve(&parseReveal, &resolveReveal), {}, {}, {}};
}

Action FohChargePhase::step()
{
    ActionSchema step;
    step.id = u"charge-step"_s;
    step.name = tr("Charge: next step");
    step.rule = kRule;
    step.help =
        tr("Records the next step of a revealed charge, in order: the Charge Test, the charge move, the "
           "defender's choice (and its Form Square or countercharge test), opportunity fire, the "
           "attacker's and then the defender's Morale Test. Roll the tests with their own actions.");
    step.outcomes = {u"STEP"_s, u"result=RESULT"_s};
    step.inputs = {
        stateInput(),
        turnInput(),
        unitInput(u"attacker"_s, tr("Charging unit"), tr("The BMU whose charge is resolved."))
            .as(InputSpec::Role::Actor),
        enumInput(u"step"_s, steps(), {}, tr("Step"), tr("What happened at this step of the charge."), kRule,
                  true),
        intInput(u"hits"_s, 0, 999, 0, tr("Hits"), tr("Hits the opportunity fire caused on the charger."),
                 kRule),
    };
    step.inputs[2].required = true;
    return Action{step, parseThenResolve(&parseStep, &resolveStep), {}, {}, {}};
}

} // namespace adj
