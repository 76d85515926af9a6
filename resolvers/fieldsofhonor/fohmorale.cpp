// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohmorale.h"

#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohcasualties.h"
#include "fohinputs.h"
#include "fohrecord.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

namespace {

const QStringList kStates{u"good"_s, u"suppressed"_s, u"shaken"_s, u"routed"_s};

QString stateName(const QString &s)
{
    if (s == u"suppressed"_s)
        return FohMorale::tr("Suppressed");
    if (s == u"shaken"_s)
        return FohMorale::tr("Shaken");
    if (s == u"routed"_s)
        return FohMorale::tr("Routed");
    return FohMorale::tr("good order");
}

// The Morale Number's inputs: the unit's rating and its casualties (FohCasualties).
QList<InputSpec> moraleNumberInputs()
{
    QList<InputSpec> in{
        unitInput(u"unit"_s, FohMorale::tr("Unit"), FohMorale::tr("The battle's unit that tests (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"moraleRating"_s, FohTable::qualities(), {}, FohMorale::tr("Morale rating"),
                  FohMorale::tr("Morale Quality A-E."), u"Morale Phase"_s, true)
            .withTerm(u"quality"_s)
            .heldOf(u"unit"_s),
    };
    in += FohCasualties::inputs();
    in += {
        listInput(u"modifiers"_s, FohMorale::tr("Morale Number modifiers"),
                  FohMorale::tr("Table ids, comma separated: caused-more, friends-near, commander, ..."),
                  u"Morale Phase"_s),
        intInput(u"otherModifier"_s, -10, 10, 0, FohMorale::tr("Other modifier"),
                 FohMorale::tr("A modifier the text names without a value (suppressed, received a charge, "
                               "formation ...)."),
                 u"Morale Phase"_s),
        stringInput(u"otherReason"_s, FohMorale::tr("Reason"), FohMorale::tr("Why, for the log.")),
        boolInput(u"calamityFortune"_s, false, FohMorale::tr("Calamity and Fortune"),
                  FohMorale::tr("Advanced rule: double 1 is a Calamity, double 6 a Fortune."),
                  u"Calamity and Fortune"_s, u"calamity-fortune"_s),
        FohRecord::input(),
    };
    return in;
}

struct TestSpec
{
    int need = 0;
    QString needText;
    QString casualtyText;
    FohRecord record;
    QString mode; // "morale", "rally"
    QString current;
    bool calamityFortune = false;
    qint64 unitId = 0;
    int failSuppressed = 1, failShaken = 2, failRouted = 3;
};

ParsedInputs<TestSpec> parseTest(const Inputs &in, const RuleTable &table, const QString &mode)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<TestSpec>::refused(
            FohMorale::tr("the morale actions need the fields-of-honor rule table"));
    QStringList mods;
    QString error;
    if (!modifierList(in, u"modifiers"_s, t->morale.modifiers, &mods, &error))
        return ParsedInputs<TestSpec>::refused(error);
    QList<std::pair<QString, int>> extra;
    FohCasualties casualties;
    if (!FohCasualties::count(in, *t, &casualties, &error))
        return ParsedInputs<TestSpec>::refused(error);
    const int pct = casualties.percent;
    for (auto it = t->casualtyBands.crbegin(); it != t->casualtyBands.crend(); ++it)
        if (pct >= it->first) {
            extra.append({FohMorale::tr("%1% casualties").arg(it->first) + u", Morale Phase"_s, it->second});
            break;
        }
    const TargetNumber n =
        targetNumber(t->morale, FohMorale::tr("Morale Quality %1") + u", Morale Phase"_s,
                     in.value(u"moraleRating"_s).toString(), mods, extra, getInt(in, u"otherModifier"_s),
                     in.value(u"otherReason"_s).toString());
    TestSpec s;
    s.need = n.value;
    s.needText = n.text;
    s.casualtyText = casualties.text;
    s.record = FohRecord::fromJson(in.value(u"record"_s).toObject());
    s.mode = mode;
    s.current = in.value(u"state"_s).toString();
    s.calamityFortune = getBool(in, u"calamityFortune"_s);
    s.unitId = getId(in, u"unit"_s);
    s.failSuppressed = t->failSuppressed;
    s.failShaken = t->failShaken;
    s.failRouted = t->failRouted;
    if (mode == u"rally"_s && s.current != u"shaken"_s && s.current != u"routed"_s)
        return ParsedInputs<TestSpec>::refused(
            FohMorale::tr("input \"state\": only Shaken and Routed units rally (Recovering Morale)"));
    return s;
}

ParsedInputs<TestSpec> parseMorale(const Inputs &in, const RuleTable &table)
{
    return parseTest(in, table, u"morale"_s);
}

ParsedInputs<TestSpec> parseRally(const Inputs &in, const RuleTable &table)
{
    return parseTest(in, table, u"rally"_s);
}

Effect stateEffect(qint64 unit, const QString &state, const QString &rule)
{
    Effect e;
    e.kind = Effect::Kind::SetAttribute;
    e.subject = u"unit"_s;
    e.unit = unit;
    e.attribute = u"moraleState"_s;
    e.value = state;
    e.rule = rule;
    e.text = FohMorale::tr("morale state: %1").arg(stateName(state));
    return e;
}

Effect note(qint64 unit, const QString &text, const QString &rule)
{
    Effect e;
    e.kind = Effect::Kind::Note;
    e.subject = u"unit"_s;
    e.unit = unit;
    e.rule = rule;
    e.text = text;
    return e;
}

// The state after a test and the tags of its outcome, shared by the runner and the exact odds.
struct TestResult
{
    QString state;    // new morale state
    QStringList tags; // outcome tags
    bool removed = false;
};

TestResult judge(const TestSpec &s, int d1, int d2)
{
    TestResult r;
    const int total = d1 + d2;
    const QString result =
        FohMorale::moraleResult(total, s.need, s.failSuppressed, s.failShaken, s.failRouted);
    if (s.mode == u"rally"_s) {
        const bool passed = result == u"passed"_s;
        r.tags.append(passed ? u"rally=passed"_s : u"rally=failed"_s);
        if (s.current == u"shaken"_s)
            r.state = passed ? u"suppressed"_s : u"shaken"_s;
        else if (passed)
            r.state = u"shaken"_s;
        else {
            r.state = u"routed"_s;
            r.removed = true;
            r.tags.append(u"removed"_s);
        }
    } else {
        r.tags.append(u"morale="_s + result);
        r.state = result == u"passed"_s ? s.current : FohMorale::worse(s.current, result);
    }
    if (s.calamityFortune && d1 == d2 && (d1 == 1 || d1 == 6))
        r.tags.append(d1 == 1 ? u"calamity"_s : u"fortune"_s);
    return r;
}

// values: the Morale Number, the 2d6 as one roll, the result and the state the unit ends in.
void testValues(const TestSpec &s, int d1, int d2, const TestResult &r, Resolution &out)
{
    const QString result =
        FohMorale::moraleResult(d1 + d2, s.need, s.failSuppressed, s.failShaken, s.failRouted);
    const bool rally = s.mode == u"rally"_s;
    const QString word = rally ? (result == u"passed"_s ? u"passed"_s : u"failed"_s) : result;
    out.roll(Roll{u"morale"_s, {d1, d2}}.to(d1 + d2).against(s.need).meaning(word).by(u"unit"_s));
    out.set(u"moraleNumber"_s, s.need);
    out.set(u"morale"_s, word);
    if (s.unitId > 0)
        out.unit(u"unit"_s, u"unit"_s, s.unitId);
    out.unit(u"unit"_s, u"morale"_s, r.state);
    out.unit(u"unit"_s, u"eliminated"_s, r.removed);
    if (!rally && result != u"passed"_s && r.state != u"suppressed"_s) // it turns into a mob
        out.unit(u"unit"_s, u"formation"_s, u"mob"_s);
    if (r.tags.contains(u"calamity"_s) || r.tags.contains(u"fortune"_s))
        out.set(u"calamityFortune"_s, r.tags.contains(u"calamity"_s) ? u"calamity"_s : u"fortune"_s);
}

// The turn keeps the Morale Phase's test and the rally tried (what the turn owes reads them).
void recordTest(const TestSpec &s, Resolution &out)
{
    if (!s.record.kept() || s.unitId <= 0)
        return;
    FohRecord next = s.record;
    QList<qint64> &done = s.mode == u"rally"_s ? next.rallied : next.tested;
    if (s.mode == u"rally"_s || s.record.phase == u"morale"_s) {
        if (!done.contains(s.unitId))
            done.append(s.unitId);
        out.effect(next.effect());
    }
}

void runTest(const TestSpec &s, DiceSource &dice, Resolution &out)
{
    const QString rule = s.mode == u"rally"_s ? u"Recovering Morale"_s : u"Morale Phase"_s;
    out.line(s.casualtyText, u"Morale Phase"_s);
    out.line(FohMorale::tr("Morale Number %1").arg(s.needText), u"Morale Phase"_s);
    // The two dice are asked one by one: a double 1 or 6 matters with Calamity and Fortune.
    dice.forStep("morale");
    const int d1 = dice.roll(DieSpec{}, dice.wantsText() ? FohMorale::tr("morale test") : QString());
    const int d2 = dice.roll(DieSpec{}, dice.wantsText() ? FohMorale::tr("morale test") : QString());
    const TestResult r = judge(s, d1, d2);
    for (const QString &t : r.tags)
        out.outcome(t);
    if (out.quiet())
        return;
    testValues(s, d1, d2, r, out);
    recordTest(s, out);
    const int total = d1 + d2;
    QString text = FohMorale::tr("2d6 %1,%2 = %3 against %4: ").arg(d1).arg(d2).arg(total).arg(s.need);
    if (total >= s.need)
        text += FohMorale::tr("passed");
    else
        text += FohMorale::tr("failed by %1").arg(s.need - total);
    if (s.mode == u"rally"_s)
        text += FohMorale::tr("; %1 becomes %2").arg(stateName(s.current), stateName(r.state));
    else if (total < s.need)
        text += u": "_s + stateName(r.state);
    out.line(text, rule);
    if (r.state != s.current)
        out.effect(stateEffect(s.unitId, r.state, rule));
    if (s.mode == u"rally"_s) {
        if (r.removed) {
            Effect e;
            e.kind = Effect::Kind::Eliminate;
            e.subject = u"unit"_s;
            e.unit = s.unitId;
            e.rule = rule;
            e.text = FohMorale::tr("the routed unit fails to rally and is removed from play");
            out.effect(e);
        } else if (r.state == u"shaken"_s && s.current == u"routed"_s) {
            out.effect(note(s.unitId, FohMorale::tr("it halts in the nearest place of safety"), rule));
        } else if (r.state == u"shaken"_s) {
            out.effect(
                note(s.unitId, FohMorale::tr("unless it is in a safe place it must flee again"), rule));
        }
    } else if (total < s.need) {
        if (r.state == u"suppressed"_s)
            out.effect(
                note(s.unitId,
                     FohMorale::tr("it moves away from the enemy half its movement rate; formation changes "
                                   "cost more and later morale tests are penalised while suppressed"),
                     rule));
        else {
            if (r.state != s.current) {
                Effect mob;
                mob.kind = Effect::Kind::SetAttribute;
                mob.subject = u"unit"_s;
                mob.unit = s.unitId;
                mob.attribute = u"kind"_s;
                mob.value = u"mob"_s;
                mob.rule = rule;
                mob.text = FohMorale::tr("the unit becomes a mob");
                out.effect(mob);
            }
            out.effect(note(s.unitId, FohMorale::tr("it turns into a mob, about faces and runs away"), rule));
        }
    }
    if (r.tags.contains(u"calamity"_s))
        out.line(FohMorale::tr("double 1: a Calamity; roll on the Calamity table"),
                 u"Calamity and Fortune"_s);
    if (r.tags.contains(u"fortune"_s))
        out.line(FohMorale::tr("double 6: good Fortune; roll on the Fortune table"),
                 u"Calamity and Fortune"_s);
}

FohOdds testOdds(const TestSpec &s)
{
    FohOdds o;
    o.setPower(2);
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            o.add(judge(s, a, b).tags.join(u' '), Integer(1));
    return o;
}

struct ChargeSpec
{
    int need = 0;
    QString needText;
    bool countercharge = false;
    qint64 unitId = 0;
};

ParsedInputs<ChargeSpec> parseCharge(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<ChargeSpec>::refused(
            FohMorale::tr("the charge test needs the fields-of-honor rule table"));
    QStringList mods;
    QString error;
    if (!modifierList(in, u"modifiers"_s, t->charge.modifiers, &mods, &error))
        return ParsedInputs<ChargeSpec>::refused(error);
    if (getBool(in, u"mounted"_s)) // the battle's cavalry (Charge Phase)
        implyModifier(t->charge.modifiers, u"cavalry"_s, &mods);
    const TargetNumber n =
        targetNumber(t->charge, FohMorale::tr("Morale Quality %1") + u", Charge Phase"_s,
                     in.value(u"moraleRating"_s).toString(), mods, {}, getInt(in, u"otherModifier"_s),
                     in.value(u"otherReason"_s).toString());
    ChargeSpec s;
    s.need = n.value;
    s.needText = n.text;
    s.countercharge = getBool(in, u"countercharge"_s);
    s.unitId = getId(in, u"unit"_s);
    return s;
}

// 1d6 at or above the Charge Number; what passing or failing obliges the unit to.
void resolveCharge(const ChargeSpec &s, DiceSource &dice, Resolution &out)
{
    out.line(FohMorale::tr("Charge Number %1").arg(s.needText), u"Charge Phase"_s);
    DieClasses classes;
    for (int f = 1; f <= 6; ++f)
        classes.append(quint8(f >= s.need ? 1 : 0));
    const int d = dice.forStep("charge").roll(
        DieSpec{}, dice.wantsText() ? FohMorale::tr("charge test") : QString(), classes);
    const bool passed = d >= s.need;
    out.outcome(passed ? u"charge=passed"_s : u"charge=failed"_s);
    if (out.quiet())
        return;
    out.roll(
        Roll{u"charge"_s, {d}}.against(s.need).meaning(passed ? u"passed"_s : u"failed"_s).by(u"unit"_s));
    out.set(u"chargeNumber"_s, s.need);
    if (s.unitId > 0)
        out.unit(u"unit"_s, u"unit"_s, s.unitId);
    out.line(FohMorale::tr("1d6 %1 against %2: %3")
                 .arg(d)
                 .arg(s.need)
                 .arg(passed ? FohMorale::tr("passed") : FohMorale::tr("failed")),
             u"Charge Phase"_s);
    QString text;
    if (s.countercharge)
        text = passed ? FohMorale::tr("it advances to meet its attacker")
                      : FohMorale::tr("it remains where it is");
    else
        text = passed ? FohMorale::tr(
                            "it must charge: move its Charge rate without measuring first; if it falls "
                            "short it cannot move or fire for the rest of the turn")
                      : FohMorale::tr("it stays where it is; next Movement Phase at half speed and only half "
                                      "its stands attack in the next Fire Phase");
    out.effect(note(s.unitId, text, u"Charge Phase"_s));
}

struct RecoverSpec
{
    bool casualties = false;
    bool moved = false;
    qint64 unit = 0;
    FohRecord record;
};

ParsedInputs<RecoverSpec> parseRecover(const Inputs &in, const RuleTable &)
{
    const QString state = in.value(u"state"_s).toString();
    if (state != u"suppressed"_s)
        return ParsedInputs<RecoverSpec>::refused(
            FohMorale::tr("input \"state\": only a Suppressed unit recovers on its own; a %1 unit must rally")
                .arg(stateName(state)));
    return RecoverSpec{getBool(in, u"tookCasualties"_s), getBool(in, u"moved"_s), getId(in, u"unit"_s),
                       FohRecord::fromJson(in.value(u"record"_s).toObject())};
}

// A Suppressed unit that neither took casualties nor moved is back in good order (Recovering Morale).
void resolveRecover(const RecoverSpec &s, DiceSource &, Resolution &out)
{
    const bool recovers = !s.casualties && !s.moved;
    out.outcome(recovers ? u"recovered"_s : u"still-suppressed"_s);
    if (!out.quiet()) {
        if (s.unit > 0)
            out.unit(u"unit"_s, u"unit"_s, s.unit);
        out.unit(u"unit"_s, u"morale"_s, recovers ? u"good"_s : u"suppressed"_s);
        if (s.record.kept() && s.unit > 0 && !s.record.recovered.contains(s.unit)) {
            FohRecord next = s.record;
            next.recovered.append(s.unit);
            out.effect(next.effect());
        }
    }
    if (recovers) {
        out.line(FohMorale::tr("no casualties and no movement this turn: back to good order"),
                 u"Recovering Morale"_s);
        out.effect(stateEffect(s.unit, u"good"_s, u"Recovering Morale"_s));
    } else {
        out.line(s.casualties ? FohMorale::tr("it took casualties this turn: still Suppressed")
                              : FohMorale::tr("it moved this turn: still Suppressed"),
                 u"Recovering Morale"_s);
    }
}

} // namespace

QString FohMorale::moraleResult(int total, int need, int failSuppressed, int failShaken, int failRouted)
{
    const int by = need - total;
    if (by <= 0)
        return u"passed"_s;
    if (by >= failRouted)
        return u"routed"_s;
    if (by >= failShaken)
        return u"shaken"_s;
    if (by >= failSuppressed)
        return u"suppressed"_s;
    return u"passed"_s;
}

QString FohMorale::worse(const QString &a, const QString &b)
{
    return kStates.indexOf(a) >= kStates.indexOf(b) ? a : b;
}

ActionSchema FohMorale::chargeSchema()
{
    ActionSchema s;
    s.id = u"charge-test"_s;
    s.name = tr("Charge Test");
    s.rule = u"Charge Phase"_s;
    s.help = tr("Before charging (or countercharging) a unit rolls 1d6 at or above its Charge Number.");
    s.outcomes = {u"charge=passed"_s, u"charge=failed"_s};
    s.dice = {dice::step(u"charge"_s, DieSpec{}, 1, tr("Charge Test"), u"Charge Phase"_s)};
    s.inputs = {
        unitInput(u"unit"_s, tr("Charging unit"), tr("The battle's unit (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"moraleRating"_s, FohTable::qualities(), {}, tr("Morale rating"),
                  tr("Morale Quality A-E."), u"Charge Phase"_s, true)
            .withTerm(u"quality"_s)
            .heldOf(u"unit"_s),
        heldBool(u"mounted"_s, tr("Cavalry"),
                 tr("The charger is cavalry: the Charge Number's cavalry modifier."), u"Charge Phase"_s)
            .heldOf(u"unit"_s),
        listInput(u"modifiers"_s, tr("Charge Number modifiers"),
                  tr("Table ids, comma separated: cavalry, sub-commander, ..."), u"Charge Phase"_s),
        intInput(u"otherModifier"_s, -10, 10, 0, tr("Other modifier"),
                 tr("A modifier the text names without a value (relative size, skirmisher, mob, flank)."),
                 u"Charge Phase"_s),
        stringInput(u"otherReason"_s, tr("Reason"), tr("Why, for the log.")),
        boolInput(u"countercharge"_s, false, tr("Countercharge"),
                  tr("The defender's own Charge Test to countercharge."), u"Charge Phase"_s),
    };
    s.asked = {u"modifiers"_s, u"otherModifier"_s, u"otherReason"_s, u"countercharge"_s};
    return s;
}

ActionSchema FohMorale::moraleSchema()
{
    ActionSchema s;
    s.id = u"morale-test"_s;
    s.name = tr("Morale Test");
    s.rule = u"Morale Phase"_s;
    s.help =
        tr("2d6 at or above the Morale Number; failed by 1 Suppressed, by 2 Shaken, by 3 or more Routed.");
    s.outcomes = {u"morale=passed"_s, u"morale=suppressed"_s, u"morale=shaken"_s,
                  u"morale=routed"_s, u"calamity"_s,          u"fortune"_s};
    s.dice = {dice::step(u"morale"_s, DieSpec{}, 2, tr("Morale Test"), u"Morale Phase"_s)};
    s.inputs = moraleNumberInputs();
    s.inputs.append(enumInput(u"state"_s, kStates, {}, tr("Morale state now"),
                              tr("A failed test never leaves a unit in a better state."), u"Morale Phase"_s,
                              true)
                        .withTerm(u"morale"_s)
                        .heldOf(u"unit"_s));
    s.asked = {u"modifiers"_s, u"otherModifier"_s, u"otherReason"_s, u"calamityFortune"_s};
    return s;
}

ActionSchema FohMorale::rallySchema()
{
    ActionSchema s;
    s.id = u"rally"_s;
    s.name = tr("Rally");
    s.rule = u"Recovering Morale"_s;
    s.help =
        tr("A Shaken unit that passes a Morale Test becomes Suppressed; a Routed one becomes Shaken, and is "
           "removed from play if it fails.");
    s.outcomes = {u"rally=passed"_s, u"rally=failed"_s, u"removed"_s, u"calamity"_s, u"fortune"_s};
    s.dice = {dice::step(u"morale"_s, DieSpec{}, 2, tr("Morale Test to rally"), u"Recovering Morale"_s)};
    s.inputs = moraleNumberInputs();
    s.inputs.append(enumInput(u"state"_s, kStates, {}, tr("Morale state now"),
                              tr("Only Shaken and Routed units rally."), u"Recovering Morale"_s, true)
                        .withTerm(u"morale"_s)
                        .heldOf(u"unit"_s));
    return s;
}

ActionSchema FohMorale::recoverSchema()
{
    ActionSchema s;
    s.id = u"recover"_s;
    s.name = tr("Recover from suppression");
    s.rule = u"Recovering Morale"_s;
    s.help =
        tr("A Suppressed unit returns to good order on the first turn it takes no casualties and does not "
           "move.");
    s.outcomes = {u"recovered"_s, u"still-suppressed"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit (optional).")).as(InputSpec::Role::Actor),
        enumInput(u"state"_s, kStates, {}, tr("Morale state now"),
                  tr("Only Suppressed units recover this way."), u"Recovering Morale"_s, true)
            .withTerm(u"morale"_s)
            .heldOf(u"unit"_s),
        required(heldBool(u"tookCasualties"_s, tr("Took casualties"), tr("The unit took hits this turn."),
                          u"Recovering Morale"_s)
                     .heldOf(u"unit"_s)),
        required(heldBool(u"moved"_s, tr("Moved"), tr("The unit moved this turn (its BMUG's move)."),
                          u"Recovering Morale"_s)
                     .heldOf(u"unit"_s)),
        FohRecord::input(),
    };
    return s;
}

Action::Bind FohMorale::bindCharge()
{
    return parseThenResolve(&parseCharge, &resolveCharge);
}

Action::Bind FohMorale::bindMorale()
{
    return parseThenResolve(&parseMorale, &runTest);
}

Action::Bind FohMorale::bindRally()
{
    return parseThenResolve(&parseRally, &runTest);
}

Action::Bind FohMorale::bindRecover()
{
    return parseThenResolve(&parseRecover, &resolveRecover);
}

FohOdds FohMorale::exactCharge(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<ChargeSpec> p = parseCharge(in, table);
    if (!p.ok())
        return FohOdds::failure(p.refusal());
    FohOdds o;
    o.setPower(1);
    const int pass = std::clamp(7 - p.spec()->need, 0, 6);
    o.add(u"charge=passed"_s, Integer(pass));
    o.add(u"charge=failed"_s, Integer(6 - pass));
    return o;
}

FohOdds FohMorale::exactMorale(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<TestSpec> p = parseMorale(in, table);
    return p.ok() ? testOdds(*p.spec()) : FohOdds::failure(p.refusal());
}

FohOdds FohMorale::exactRally(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<TestSpec> p = parseRally(in, table);
    return p.ok() ? testOdds(*p.spec()) : FohOdds::failure(p.refusal());
}

} // namespace adj
