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

RuleSet::Runner failing(const QString &msg)
{
    return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
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

bool FohChargePhase::handles(const QString &action)
{
    return action == u"charge-write"_s || action == u"charge-reveal"_s || action == u"charge-step"_s;
}

QList<ActionSchema> FohChargePhase::schemas()
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
        unitInput(u"attacker"_s, tr("Charging unit"), tr("The BMU that charges.")),
        unitInput(u"defender"_s, tr("Target"), tr("The enemy BMU it charges.")),
        boolInput(u"flank"_s, false, tr("From the flank"),
                  tr("The charge comes from the target's flank: forming square is its only choice."), kRule),
        stringInput(u"side"_s, tr("Side"), tr("The charging side (from the battle)."), kRule),
        stringInput(u"defenderSide"_s, tr("Target's side"), tr("From the battle."), kRule),
        stringInput(u"attackerName"_s, tr("Charging unit's name"), tr("From the battle."), kRule),
        stringInput(u"defenderName"_s, tr("Target's name"), tr("From the battle."), kRule),
        enumInput(u"attackerArm"_s, kArms, {}, tr("Charger's arm"), tr("From the battle."), kRule),
        enumInput(u"defenderArm"_s, kArms, {}, tr("Target's arm"), tr("From the battle."), kRule),
    };
    write.inputs[2].required = true;
    write.inputs[3].required = true;

    ActionSchema reveal;
    reveal.id = u"charge-reveal"_s;
    reveal.name = tr("Charge: reveal the written charges");
    reveal.rule = kRule;
    reveal.help = tr("The written charges are revealed at the same time; then each is resolved in turn.");
    reveal.outcomes = {u"charges=N"_s};
    reveal.inputs = {stateInput(), turnInput()};

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
        unitInput(u"attacker"_s, tr("Charging unit"), tr("The BMU whose charge is resolved.")),
        enumInput(u"step"_s, steps(), {}, tr("Step"), tr("What happened at this step of the charge."), kRule,
                  true),
        intInput(u"hits"_s, 0, 999, 0, tr("Hits"), tr("Hits the opportunity fire caused on the charger."),
                 kRule),
    };
    step.inputs[2].required = true;
    return {write, reveal, step};
}

RuleSet::Runner FohChargePhase::bind(const QString &action, const QJsonObject &in, const RuleTable &)
{
    const int turn = getInt(in, u"turn"_s, 1);
    const QJsonObject state = in.value(u"charges"_s).toObject();
    QString error;
    // The tracker of this turn, or a fresh phase: a new turn writes new charges.
    const FohCharges charges = state.isEmpty() || state.value(u"turn"_s).toInt() != turn
                                   ? FohCharges::fresh(turn)
                                   : FohCharges::fromJson(state, &error);
    if (!error.isEmpty())
        return failing(error);

    if (action == u"charge-write"_s) {
        const qint64 attackerId = getId(in, u"attacker"_s), defenderId = getId(in, u"defender"_s);
        const QString attacker =
            has(in, u"attackerName"_s) ? getString(in, u"attackerName"_s) : tr("unit %1").arg(attackerId);
        const QString defender =
            has(in, u"defenderName"_s) ? getString(in, u"defenderName"_s) : tr("unit %1").arg(defenderId);
        if (getString(in, u"attackerArm"_s) == u"artillery"_s)
            return failing(tr("%1 is artillery; only infantry and cavalry charge").arg(attacker));
        FohCharges::Entry e;
        e.side = getString(in, u"side"_s);
        e.defenderSide = getString(in, u"defenderSide"_s);
        e.attackerId = attackerId;
        e.defenderId = defenderId;
        e.defenderArm = getString(in, u"defenderArm"_s);
        e.charge = FohCharge::declare(attacker, defender, getBool(in, u"flank"_s));
        const FohCharges next = charges.write(e, &error);
        if (!error.isEmpty())
            return failing(error);
        return [=](DiceSource &, Resolution &out) {
            out.outcome(u"written"_s);
            QString text = e.side.isEmpty() ? tr("written: %1 charges %2").arg(attacker, defender)
                                            : tr("%1 writes: %2 charges %3").arg(e.side, attacker, defender);
            if (e.charge.toJson().value(u"flank"_s).toBool())
                text += u" "_s + tr("(from the flank)");
            out.line(text, kRule);
            out.effect(tracker(next));
        };
    }
    if (action == u"charge-reveal"_s) {
        const FohCharges next = charges.reveal(&error);
        if (!error.isEmpty())
            return failing(error);
        return [=](DiceSource &, Resolution &out) {
            out.outcome(u"charges="_s + QString::number(next.entries().size()));
            out.line(tr("the written charges are revealed together: %n charge(s)", nullptr,
                        int(next.entries().size())),
                     kRule);
            for (const FohCharges::Entry &e : next.entries())
                out.line(tr("%1 charges %2%3")
                             .arg(e.charge.attacker(), e.charge.defender(),
                                  e.charge.toJson().value(u"flank"_s).toBool()
                                      ? u" "_s + tr("(from the flank)")
                                      : QString()),
                         kRule);
            out.effect(tracker(next));
        };
    }
    if (action != u"charge-step"_s)
        return failing(tr("unknown action \"%1\" in rule set fields-of-honor").arg(action));

    if (!charges.revealed())
        return failing(
            tr("turn %1: the written charges are revealed together before any is resolved").arg(turn));
    const qint64 attackerId = getId(in, u"attacker"_s);
    const int index = charges.find(attackerId, QString());
    if (index < 0)
        return failing(tr("input \"attacker\": unit %1 has no charge revealed this turn").arg(attackerId));
    const FohCharges::Entry entry = charges.entries()[index];
    const FohCharge c = entry.charge;
    const QString step = getString(in, u"step"_s);
    const int hits = getInt(in, u"hits"_s);
    if (hits > 0 && step != u"opportunity-fire"_s)
        return failing(tr("input \"hits\" belongs to the opportunity-fire step"));

    FohCharge next;
    QString text;
    if (step == u"test-passed"_s || step == u"test-failed"_s) {
        const bool ok = step == u"test-passed"_s;
        next = c.chargeTest(ok, &error);
        text = ok ? tr("passes its Charge Test and must charge: it moves its Charge rate")
                  : tr("fails its Charge Test and stays where it is");
    } else if (step == u"reached"_s || step == u"fell-short"_s) {
        const bool ok = step == u"reached"_s;
        next = c.move(ok, &error);
        text = ok ? tr("reaches its target; the defender chooses its reaction")
                  : tr("does not reach its target: its charge is over");
    } else if (step == u"form-square"_s || step == u"stand-and-fire"_s || step == u"fire-and-retire"_s ||
               step == u"countercharge"_s) {
        FohCharge::Reaction r = FohCharge::Reaction::None;
        FohCharge::reactionFromId(step, &r);
        next = c.react(r, &error);
        text = step == u"form-square"_s       ? tr("the defender tries to form square (Form Square roll)")
               : step == u"stand-and-fire"_s  ? tr("the defender stands and fires")
               : step == u"fire-and-retire"_s ? tr("the defender will fire and retire before the charge")
                                              : tr("the defender countercharges (its own Charge Test)");
    } else if (step == u"square-formed"_s || step == u"square-failed"_s) {
        const bool ok = step == u"square-formed"_s;
        next = c.squareRoll(ok, &error);
        text = ok ? tr("the defender forms square")
                  : tr("the Form Square roll fails: the defender must stand and fire");
    } else if (step == u"countercharge-passed"_s || step == u"countercharge-failed"_s) {
        const bool ok = step == u"countercharge-passed"_s;
        next = c.counterchargeTest(ok, &error);
        text = ok ? tr("the defender's countercharge advances to meet the charger")
                  : tr("the countercharge test fails: the defender remains where it is");
    } else if (step == u"opportunity-fire"_s) {
        next = c.opportunityFire(hits, &error);
        text = tr("opportunity fire on the charger: %n hit(s)", nullptr, hits);
    } else if (step == u"fire-over"_s) {
        next = c.endOpportunityFire(&error);
        text = tr("opportunity fire is over (%n hit(s) on the charger); the charger tests its morale",
                  nullptr, c.opportunityHits());
    } else if (step == u"attacker-passed"_s || step == u"attacker-failed"_s) {
        const bool ok = step == u"attacker-passed"_s;
        next = c.attackerMorale(ok, &error);
        text =
            ok ? tr("the charger passes its Morale Test and stays in contact; the defender tests its morale")
               : tr("the charger fails its Morale Test: the charge is over and it withdraws");
    } else {
        const bool ok = step == u"defender-passed"_s;
        next = c.defenderMorale(ok, &error);
        text = !ok ? tr("the defender fails its Morale Test: it breaks and retreats")
               : c.reaction() == FohCharge::Reaction::FireAndRetire
                   ? tr("the defender passes its Morale Test: it becomes a mob and retreats in order")
                   : tr("the defender passes its Morale Test and holds its position");
    }
    if (!error.isEmpty())
        return failing(error);
    const FohCharges after = charges.withCharge(index, next);
    return [=](DiceSource &, Resolution &out) {
        out.outcome(step);
        out.line(tr("%1 on %2: %3").arg(c.attacker(), c.defender(), text), kRule);
        if (next.stage() == FohCharge::Stage::Done) {
            out.outcome(u"result="_s + next.toJson().value(u"result"_s).toString());
            out.line(tr("the charge of %1 is resolved: %2")
                         .arg(c.attacker(), FohCharges::resultName(next.result())),
                     kRule);
        } else {
            out.line(tr("next: %1").arg(FohCharges::stageName(next.stage())), kRule);
        }
        // What the step leaves on the units.
        if (step == u"square-formed"_s && entry.defenderId != 0 && entry.defenderArm == u"infantry"_s)
            out.effect(setAttribute(entry.defenderId, u"formation"_s, u"square"_s, tr("forms square")));
        switch (next.stage() == FohCharge::Stage::Done ? next.result() : FohCharge::Result::Pending) {
        case FohCharge::Result::TestFailed:
            out.effect(
                note(tr("%1: half speed in the next Movement Phase; only half its stands fire in the next "
                        "Fire Phase")
                         .arg(c.attacker())));
            break;
        case FohCharge::Result::FellShort:
            out.effect(note(tr("%1 cannot move or fire for the rest of this turn").arg(c.attacker())));
            break;
        case FohCharge::Result::AttackerWithdrew:
            out.effect(note(tr("%1 withdraws").arg(c.attacker())));
            break;
        case FohCharge::Result::DefenderBroke:
            out.effect(note(tr("%1 breaks morale and retreats involuntarily").arg(c.defender())));
            break;
        case FohCharge::Result::DefenderRetired:
            if (entry.defenderId != 0)
                out.effect(setAttribute(entry.defenderId, u"kind"_s, u"mob"_s, tr("becomes a mob")));
            out.effect(note(tr("%1 makes an orderly retreat away from the enemy").arg(c.defender())));
            break;
        case FohCharge::Result::Contact:
            out.effect(note(
                tr("%1 and %2 are in contact: melee in the Melee Phase").arg(c.attacker(), c.defender())));
            break;
        case FohCharge::Result::Pending:
            break;
        }
        out.effect(tracker(after));
    };
}

} // namespace adj
