// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohfire.h"

#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohinputs.h"
#include "fohrecord.h"
#include "fohscale.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

namespace {

// What the battle holds of the target: its temporary hits, its arm and its kind.
QList<InputSpec> targetInputs()
{
    return {
        intInput(u"targetTempHits"_s, 0, 999, {}, FohFire::tr("Target's temporary hits"),
                 FohFire::tr("Temporary hits the target already has this turn; the new hits add to them."),
                 u"Hit Distribution"_s)
            .heldOf(u"target"_s),
        heldBool(u"targetMounted"_s, FohFire::tr("Target is mounted"),
                 FohFire::tr("The target is cavalry: the Kill Number's mounted-target modifier."),
                 u"Small-Arms Fire"_s)
            .heldOf(u"target"_s),
        kindInput(u"targetKind"_s, FohFire::tr("Target type"), u"Small-Arms Fire"_s).heldOf(u"target"_s),
    };
}

} // namespace

ActionSchema FohFire::schema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire");
    s.rule = u"Fire Phase"_s;
    s.help = tr("Artillery or small-arms fire at one target: accuracy roll per Attack Die, then the accurate "
                "dice are summed and divided by the Kill Number.");
    s.outcomes = {u"hits=N"_s};
    s.dice = {
        dice::step(u"accuracy"_s, DieSpec{}, 3, tr("accuracy, one die per Attack Die"), u"Fire Phase"_s),
        dice::upTo(u"kill"_s, DieSpec{}, 3, tr("kill roll, one die per accurate die"), u"Fire Phase"_s,
                   tr("after the accuracy dice, for the accurate ones"))};
    s.inputs = {
        unitInput(u"firer"_s, tr("Firing unit"), tr("The battle's unit that fires (optional)."))
            .as(InputSpec::Role::Actor),
        unitInput(u"target"_s, tr("Target unit"), tr("The battle's unit fired at (optional)."))
            .as(InputSpec::Role::Target),
        enumInput(u"weapon"_s, {u"artillery"_s, u"small-arms"_s}, {}, tr("Weapon"),
                  tr("An artillery stand or a BMU's small arms."), u"Fire Phase"_s, true)
            .heldOf(u"firer"_s),
        enumInput(u"range"_s, FohTable::bandIds(), {}, tr("Range band"),
                  tr("The band the measured range falls in for this weapon."), u"Fire Phase"_s, true)
            .withTerm(u"range"_s, u"band"_s),
        enumInput(u"scale"_s, {u"section"_s, u"company"_s, u"battalion"_s, u"regiment"_s, u"brigade"_s}, {},
                  tr("Scale"), tr("The battle's scale, to show the measured range in yards (optional)."),
                  u"Flexible Scales"_s),
        [] {
            InputSpec i = intInput(u"rangeInches"_s, 0, 1000, {}, tr("Measured range (inches)"),
                                   tr("The measured range, shown in yards at the battle's scale (optional)."),
                                   u"Flexible Scales"_s)
                              .withTerm(u"range"_s, u"in"_s);
            i.type = InputSpec::Type::Real;
            return i;
        }(),
        // The gun, the stands and the small arms are held by the arm that has them (an artillery
        // unit's gun, a BMU's stands and muskets): filled when the firer has them, never for all.
        enumInput(u"gunClass"_s, {u"light"_s, u"medium"_s, u"heavy"_s, u"siege"_s}, {}, tr("Gun class"),
                  tr("Artillery: the class gives the Attack Dice."), u"Fire Phase"_s),
        enumInput(u"gunType"_s, {u"smoothbore"_s, u"rifled"_s, u"improved"_s}, {}, tr("Gun type"),
                  tr("Artillery: modifies the Accuracy Number."), u"Fire Phase"_s),
        boolInput(u"heavyDamage"_s, false, tr("Heavily damaged"),
                  tr("Artillery: the stand has taken heavy damage."), u"Fire Phase"_s),
        enumInput(u"round"_s, {u"shot"_s, u"canister"_s, u"shrapnel"_s}, u"shot"_s, tr("Round"),
                  tr("Artillery: canister only at short range; shrapnel adds a die and an accuracy penalty."),
                  u"Fire Phase"_s),
        boolInput(u"percussionShells"_s, false, tr("Percussion-detonated shells"),
                  tr("Advanced rule: no shrapnel accuracy penalty."), u"Percussion-Detonated Shells"_s,
                  u"percussion-shells"_s),
        intInput(u"stands"_s, 1, kMaxDice, {}, tr("Stands able to fire"),
                 tr("Small arms: one Attack Die per stand that can attack the target."), u"Small-Arms Fire"_s)
            .withTerm(u"strength"_s),
        enumInput(u"smallArms"_s, {u"smoothbore"_s, u"brown-bess"_s, u"rifled"_s, u"improved"_s}, {},
                  tr("Small arms"), tr("Small arms: modifies the Accuracy Number."), u"Small-Arms Fire"_s),
        intInput(u"dice"_s, 1, kMaxDice, {}, tr("Dice at this target"),
                 tr("Attack Dice used against this target when they are split (default: all)."),
                 u"Small-Arms Fire"_s),
        kindInput(u"firerKind"_s, tr("Firer type"), u"Small-Arms Fire"_s).heldOf(u"firer"_s),
        boolInput(u"closest"_s, true, tr("Closest enemy"), tr("The target is the firer's closest enemy."),
                  u"Small-Arms Fire"_s),
        enumInput(u"fireRating"_s, FohTable::qualities(), {}, tr("Fire rating"),
                  tr("The firer's Fire Quality A-E."), u"Fire Phase"_s, true)
            .withTerm(u"quality"_s)
            .heldOf(u"firer"_s),
        listInput(
            u"modifiers"_s, tr("Kill Number modifiers"),
            tr("Table ids, comma separated: flank, light-cover, heavy-cover, mounted-target, mob-target, "
               "initial-volley, opportunity-fire, ..."),
            u"Fire Phase"_s),
        intInput(u"otherModifier"_s, -10, 10, 0, tr("Other Kill Number modifier"),
                 tr("A modifier the text names without a value (moving, prone, skirmish target ...)."),
                 u"Fire Phase"_s),
        stringInput(u"otherReason"_s, tr("Reason"), tr("Why the other modifier applies, for the log.")),
    };
    s.inputs += targetInputs();
    s.inputs.append(FohRecord::input());
    s.asked = {u"range"_s,     u"weapon"_s,        u"round"_s,      u"closest"_s,
               u"modifiers"_s, u"otherModifier"_s, u"otherReason"_s};
    return s;
}

namespace {

struct FireSpec
{
    int dice = 0;
    int need = 0;        // Accuracy Number
    int naturalMiss = 1; // a roll at or below always misses
    int accurateFaces = 0;
    int kill = 2;
    int targetTempHits = 0;
    bool targetHitsKnown = false; // the battle's, or given
    qint64 firerId = 0, targetId = 0;
    QJsonObject range; // values.range: the band, and the measured inches when given
    QList<TraceLine> preamble;
    QString accuracyText;
    QString rule; // the section of the weapon: Fire Phase (artillery) or Small-Arms Fire
    FohRecord record;
};

// The Attack Dice the weapon has, how they were counted, and its accuracy steps.
struct AttackDice
{
    int available = 0;
    QString text;
    QList<std::pair<QString, int>> accuracySteps;
};

// An artillery stand: its gun class gives the dice; heavy damage and shrapnel change them (Fire Phase).
bool artilleryDice(const Inputs &in, const FohTable &t, AttackDice *d, QString *error)
{
    const QString band = in.value(u"range"_s).toString();
    const QString round = in.value(u"round"_s).toString();
    if (in.value(u"stands"_s).isDouble()) {
        *error = FohFire::tr("input \"stands\" is for small arms; an artillery stand's Attack Dice come from "
                             "its gun class");
        return false;
    }
    if (!t.artilleryBands.contains(band)) {
        *error = FohFire::tr("input \"range\": guns are rated for %1 range, not %2 (Fire Phase)")
                     .arg(t.artilleryBands.join(u", "_s), band);
        return false;
    }
    if (round == u"canister"_s && !t.canisterBands.contains(band)) {
        *error = FohFire::tr("input \"round\": canister can only be fired at %1 range, not %2 (Fire Phase)")
                     .arg(t.canisterBands.join(u", "_s), band);
        return false;
    }
    for (const QString &key : {u"gunClass"_s, u"gunType"_s})
        if (!has(in, key)) {
            *error =
                FohFire::tr("input \"%1\" is needed for artillery fire: the firer's gun (name the firer, or "
                            "give it) (Fire Phase)")
                    .arg(key);
            return false;
        }
    const QString gunClass = in.value(u"gunClass"_s).toString();
    d->available = t.gunDice.value(gunClass);
    d->text = FohFire::tr("%1 gun: %2 Attack Dice").arg(gunClass).arg(d->available);
    if (getBool(in, u"heavyDamage"_s)) {
        d->available += t.heavyDamageDice;
        d->text += u", "_s + FohFire::tr("heavy damage %1").arg(signedNumber(t.heavyDamageDice));
    }
    if (round == u"shrapnel"_s) {
        d->available += t.shrapnelDice;
        d->text += u", "_s + FohFire::tr("shrapnel %1").arg(signedNumber(t.shrapnelDice));
    }
    d->available = std::max(d->available, 0);
    const QString gunType = in.value(u"gunType"_s).toString();
    if (const int w = t.weapons.value(gunType); w != 0)
        d->accuracySteps.append({FohFire::tr("%1 gun").arg(gunType), w});
    if (round == u"shrapnel"_s) {
        if (getBool(in, u"percussionShells"_s))
            d->text += u"; "_s + FohFire::tr("percussion shells: no shrapnel accuracy penalty");
        else
            d->accuracySteps.append({FohFire::tr("shrapnel"), t.shrapnelAccuracy});
    }
    return true;
}

// A BMU's small arms: one Attack Die per stand that can attack the target (Small-Arms Fire).
bool smallArmsDice(const Inputs &in, const FohTable &t, AttackDice *d, QString *error)
{
    if (!in.value(u"stands"_s).isDouble()) {
        *error = FohFire::tr("input \"stands\" is required for small-arms fire: one Attack Die per stand "
                             "that can attack the target (Small-Arms Fire)");
        return false;
    }
    if (in.value(u"round"_s).toString() != u"shot"_s || getBool(in, u"heavyDamage"_s)) {
        *error = FohFire::tr("inputs \"round\" and \"heavyDamage\" are for artillery, not small arms");
        return false;
    }
    if (!has(in, u"smallArms"_s)) {
        *error =
            FohFire::tr("input \"smallArms\" is needed for small-arms fire: the firer's weapon (name the "
                        "firer, or give it) (Small-Arms Fire)");
        return false;
    }
    d->available = getInt(in, u"stands"_s);
    d->text = FohFire::tr("%1 stands: %1 Attack Dice").arg(d->available);
    const QString arms = in.value(u"smallArms"_s).toString();
    if (const int w = t.weapons.value(arms); w != 0)
        d->accuracySteps.append({arms, w});
    return true;
}

// The dice fired at this target: all by default; a mob keeps half for its closest enemy.
bool diceAtTarget(const Inputs &in, const AttackDice &d, bool artillery, FireSpec *s, QString *error)
{
    s->dice = getInt(in, u"dice"_s, d.available);
    if (s->dice > d.available) {
        *error = FohFire::tr("input \"dice\" is %1, but the firer has only %2 Attack Dice")
                     .arg(s->dice)
                     .arg(d.available);
        return false;
    }
    if (s->dice <= 0) {
        *error = FohFire::tr("the firer has no Attack Dice left to fire");
        return false;
    }
    if (!getBool(in, u"closest"_s) && !has(in, u"firerKind"_s)) {
        *error =
            FohFire::tr("input \"firerKind\": a mob fires at least half its dice at the closest enemy, so "
                        "say whether the firer is formed, skirmish or mob (Small-Arms Fire)");
        return false;
    }
    if (in.value(u"firerKind"_s).toString() == u"mob"_s && !getBool(in, u"closest"_s)) {
        const int most = d.available - (d.available + 1) / 2;
        if (s->dice > most) {
            *error =
                FohFire::tr("input \"dice\": a mob attacks the closest enemy with at least half its %1 dice, "
                            "so at most %2 may fire at another target (Small-Arms Fire)")
                    .arg(d.available)
                    .arg(most);
            return false;
        }
    }
    QString text = d.text;
    if (s->dice < d.available)
        text += u"; "_s + FohFire::tr("%1 of them at this target").arg(s->dice);
    s->preamble.append(TraceLine{text, artillery ? u"Fire Phase"_s : u"Small-Arms Fire"_s});
    return true;
}

// The measured range in yards at the battle's scale, when it was measured (Flexible Scales).
void measuredRange(const Inputs &in, FireSpec *s)
{
    const QJsonValue inches = in.value(u"rangeInches"_s);
    if (!inches.isDouble())
        return;
    QString text = FohFire::tr("measured range %1\"").arg(inches.toDouble());
    const QString scale = in.value(u"scale"_s).toString();
    if (FohScale::isScale(scale))
        text += u' ' + FohFire::tr("= %1 yards at %2 scale (1\" = %3 yards)")
                           .arg(FohScale::yards(scale, inches.toDouble()))
                           .arg(scale)
                           .arg(FohScale::yards(scale, 1));
    text += u"; "_s + FohFire::tr("%1 range for this weapon").arg(in.value(u"range"_s).toString());
    s->preamble.append(TraceLine{text, u"Flexible Scales"_s});
}

// Accuracy Number by band and weapon; a natural 1 always misses.
void accuracyNumber(const FohTable &t, const QString &band, const AttackDice &d, FireSpec *s)
{
    s->need = t.accuracyBands.value(band);
    s->accuracyText = FohFire::tr("%1 range: Accuracy Number %2").arg(band).arg(s->need);
    for (const auto &[label, v] : d.accuracySteps) {
        s->need += v;
        s->accuracyText += u' ' + signedNumber(v) + u" ("_s + label + u')';
    }
    if (!d.accuracySteps.isEmpty())
        s->accuracyText += u" = "_s + QString::number(s->need);
    s->naturalMiss = t.naturalMiss;
    for (int f = 1; f <= 6; ++f)
        if (f > s->naturalMiss && f >= s->need)
            ++s->accurateFaces;
}

// The Kill Number by Fire Quality and the named modifiers (canister counts as one).
bool killNumber(const Inputs &in, const FohTable &t, FireSpec *s, QString *error)
{
    QStringList mods;
    if (!modifierList(in, u"modifiers"_s, t.kill.modifiers, &mods, error))
        return false;
    // What the battle holds of the target: mounted, a mob (Small-Arms Fire).
    if (getBool(in, u"targetMounted"_s))
        implyModifier(t.kill.modifiers, u"mounted-target"_s, &mods);
    if (in.value(u"targetKind"_s).toString() == u"mob"_s)
        implyModifier(t.kill.modifiers, u"mob-target"_s, &mods);
    if (in.value(u"round"_s).toString() == u"canister"_s && t.kill.modifiers.contains(u"canister"_s) &&
        !mods.contains(u"canister"_s))
        mods.append(u"canister"_s);
    const TargetNumber k = targetNumber(
        t.kill, FohFire::tr("Fire Quality %1") + u", Fire Phase"_s, in.value(u"fireRating"_s).toString(),
        mods, {}, getInt(in, u"otherModifier"_s), in.value(u"otherReason"_s).toString());
    s->kill = std::max(k.value, 1);
    s->preamble.append(TraceLine{FohFire::tr("Kill Number %1").arg(k.text), s->rule});
    return true;
}

ParsedInputs<FireSpec> parse(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<FireSpec>::refused(
            FohFire::tr("the fire action needs the fields-of-honor rule table"));
    const bool artillery = in.value(u"weapon"_s).toString() == u"artillery"_s;
    FireSpec s;
    s.rule = artillery ? u"Fire Phase"_s : u"Small-Arms Fire"_s;
    AttackDice d;
    QString error;
    if (!(artillery ? artilleryDice(in, *t, &d, &error) : smallArmsDice(in, *t, &d, &error)) ||
        !diceAtTarget(in, d, artillery, &s, &error))
        return ParsedInputs<FireSpec>::refused(error);
    measuredRange(in, &s);
    accuracyNumber(*t, in.value(u"range"_s).toString(), d, &s);
    if (!killNumber(in, *t, &s, &error))
        return ParsedInputs<FireSpec>::refused(error);
    s.targetId = getId(in, u"target"_s);
    s.firerId = getId(in, u"firer"_s);
    // The new hits add to what the target has: a named target's hits are the battle's.
    if (s.targetId > 0 && !has(in, u"targetTempHits"_s))
        return ParsedInputs<FireSpec>::refused(FohFire::tr(
            "input \"targetTempHits\": the target's temporary hits are needed to add the new ones "
            "(Hit Distribution)"));
    s.targetTempHits = getInt(in, u"targetTempHits"_s);
    s.targetHitsKnown = has(in, u"targetTempHits"_s);
    s.record = FohRecord::fromJson(in.value(u"record"_s).toObject());
    s.range = in.value(u"rangeInches"_s).isDouble()
                  ? QJsonObject{{u"value"_s, in.value(u"rangeInches"_s).toDouble()},
                                {u"measure"_s, u"in"_s},
                                {u"band"_s, in.value(u"range"_s).toString()}}
                  : QJsonObject{{u"measure"_s, u"band"_s}, {u"band"_s, in.value(u"range"_s).toString()}};
    return s;
}

// values: the Accuracy and Kill Numbers, the range, the hits and the target's temporary hits after.
void fireValues(const FireSpec &s, int accurate, int hits, Resolution &out)
{
    if (out.quiet())
        return;
    out.set(u"accuracyNumber"_s, s.need);
    out.set(u"killNumber"_s, s.kill);
    out.set(u"range"_s, s.range);
    out.set(u"attackDice"_s, s.dice);
    out.set(u"accurate"_s, accurate);
    out.set(u"hits"_s, hits);
    if (s.firerId > 0)
        out.unit(u"firer"_s, u"unit"_s, s.firerId);
    if (s.targetId > 0)
        out.unit(u"target"_s, u"unit"_s, s.targetId);
    out.unit(u"target"_s, u"hits"_s, hits);
    if (s.targetHitsKnown)
        out.set(u"tempHits"_s, QJsonObject{{u"target"_s, s.targetTempHits + hits}});
}

// The accuracy roll, then the kill roll of the accurate dice; the hits go on the target.
void resolve(const FireSpec &s, DiceSource &dice, Resolution &out)
{
    if (enumerating(dice) && s.dice > kMaxEnumeratedFireDice) {
        out.fail(
            FohFire::tr("%1 attack dice are too many for the dice-tree odds (over %2); the Fields of Honor "
                        "exact odds give them by convolution")
                .arg(s.dice)
                .arg(kMaxEnumeratedFireDice));
        return;
    }
    for (const TraceLine &l : s.preamble)
        out.line(l.text, l.rule);
    const QList<int> acc =
        dice.forStep("accuracy")
            .rollPool(s.dice, DieSpec{}, dice.wantsText() ? FohFire::tr("accuracy") : QString(),
                      passClasses(s.need, s.naturalMiss));
    int accurate = 0;
    for (int d : acc) {
        const bool hit = d > s.naturalMiss && d >= s.need;
        accurate += hit ? 1 : 0;
        if (!out.quiet())
            out.roll(
                Roll{u"accuracy"_s, {d}}.against(s.need).meaning(hit ? u"hit"_s : u"miss"_s).by(u"firer"_s));
    }
    if (!out.quiet())
        out.line(FohFire::tr("%1; %2 always misses: %3: %n accurate", nullptr, accurate)
                     .arg(s.accuracyText)
                     .arg(s.naturalMiss)
                     .arg(joinDice(acc)),
                 s.rule);
    int hits = 0;
    if (accurate > 0) {
        const QList<int> kill = dice.forStep("kill").rollPool(
            accurate, DieSpec{}, dice.wantsText() ? FohFire::tr("kill roll") : QString());
        int sum = 0;
        for (int d : kill)
            sum += d;
        hits = sum / s.kill;
        if (!out.quiet())
            out.roll(Roll{u"kill"_s, kill}
                         .to(sum)
                         .against(s.kill)
                         .meaning(u"hits="_s + QString::number(hits))
                         .by(u"firer"_s));
        if (!out.quiet())
            out.line(FohFire::tr("kill roll %1 = %2; %2 / %3: %n hit(s)", nullptr, hits)
                         .arg(joinDice(kill))
                         .arg(sum)
                         .arg(s.kill),
                     s.rule);
    }
    out.outcome(u"hits="_s + QString::number(hits));
    fireValues(s, accurate, hits, out);
    if (hits > 0 && !out.quiet()) {
        // Every hit of the turn is a temporary hit on the whole unit (Hit Distribution).
        Effect e;
        e.kind = Effect::Kind::SetAttribute;
        e.subject = u"target"_s;
        e.unit = s.targetId;
        e.attribute = u"tempHits"_s;
        e.value = s.targetTempHits + hits;
        e.rule = u"Hit Distribution"_s;
        e.text = s.targetId > 0 ? FohFire::tr("%n temporary hit(s) on the target (%1 in all)", nullptr, hits)
                                      .arg(s.targetTempHits + hits)
                                : FohFire::tr("%n temporary hit(s) on the target", nullptr, hits);
        out.effect(e);
        if (s.record.kept() && s.targetId > 0)
            out.effect(s.record.withHits(s.targetId, hits).effect());
    }
}

} // namespace

Action::Bind FohFire::bind()
{
    return parseThenResolve(&parse, &resolve);
}

FohOdds FohFire::exact(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<FireSpec> p = parse(in, table);
    if (!p.ok())
        return FohOdds::failure(p.refusal());
    const FireSpec &s = *p.spec();
    FohOdds o;
    o.setPower(2 * s.dice);
    const std::vector<Integer> ways = fohexact::fireHitWays(s.dice, s.accurateFaces, s.kill);
    for (size_t h = 0; h < ways.size(); ++h)
        o.add(u"hits="_s + QString::number(h), ways[h]);
    return o;
}

} // namespace adj
