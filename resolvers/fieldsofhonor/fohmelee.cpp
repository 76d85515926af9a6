// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohmelee.h"

#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohinputs.h"
#include "fohrecord.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

namespace {

// A side's Melee rating, Kill Number modifiers, kind and temporary hits: the rating, kind and hits
// are the battle's, of the unit `side` names.
QList<InputSpec> sideInputs(const QString &side, const QString &label)
{
    return {
        enumInput(side + u"Melee"_s, FohTable::qualities(), {}, FohMelee::tr("%1 melee rating").arg(label),
                  FohMelee::tr("Melee Quality A-E."), u"Melee Phase"_s, true)
            .withTerm(u"quality"_s)
            .heldOf(side),
        listInput(
            side + u"Modifiers"_s, FohMelee::tr("%1 Kill Number modifiers").arg(label),
            FohMelee::tr("Table ids, comma separated: light-cover, heavy-cover, just-charged, formed-vs-mob, "
                         "caused-more, rear, flank, ..."),
            u"Melee Phase"_s),
        intInput(side + u"Other"_s, -10, 10, 0, FohMelee::tr("%1 other modifier").arg(label),
                 FohMelee::tr("A Kill Number modifier the text names without a value."), u"Melee Phase"_s),
        // Whose reason: both sides' stand in one form (issue 31).
        stringInput(side + u"OtherReason"_s, FohMelee::tr("%1 other modifier's reason").arg(label),
                    FohMelee::tr("Why, for the log.")),
        kindInput(side + u"Kind"_s, FohMelee::tr("%1 type").arg(label), u"Melee Phase"_s).heldOf(side),
        intInput(side + u"TempHits"_s, 0, 999, {}, FohMelee::tr("%1 temporary hits").arg(label),
                 FohMelee::tr("Temporary hits it already has this turn; the new hits add to them."),
                 u"Hit Distribution"_s)
            .heldOf(side),
    };
}

// One side's attack: dice summed, divided by its Kill Number.
struct Attack
{
    int dice = 0;
    int kill = 2;
    QString role;  // who takes the hits
    QString by;    // who rolls
    qint64 id = 0; // battle unit taking the hits
    int tempHits = 0;
    bool known = false; // the unit's temporary hits are known (the battle's, or given)
    QString tag;        // outcome tag prefix
    QString killText;
};

// The attack of `side` on `enemy`: its Kill Number, with the formed-against-a-mob modifier the
// units' kinds imply; the hits add to the temporary hits the battle holds of a named unit.
bool readAttack(const Inputs &in, const FohTable &t, const QString &side, const QString &enemy,
                const QString &rule, Attack *a, QString *error)
{
    QStringList mods;
    if (!modifierList(in, side + u"Modifiers"_s, t.kill.modifiers, &mods, error))
        return false;
    if (in.value(side + u"Kind"_s).toString() == u"formed"_s &&
        in.value(enemy + u"Kind"_s).toString() == u"mob"_s)
        implyModifier(t.kill.modifiers, u"formed-vs-mob"_s, &mods);
    const QString hitsKey = enemy + u"TempHits"_s;
    if (a->id > 0 && !has(in, hitsKey)) {
        *error = FohMelee::tr("input \"%1\": the unit's temporary hits are needed to add the new ones "
                              "(Hit Distribution)")
                     .arg(hitsKey);
        return false;
    }
    a->tempHits = getInt(in, hitsKey);
    a->known = has(in, hitsKey);
    const TargetNumber k = targetNumber(
        t.kill, FohMelee::tr("Melee Quality %1") + u", "_s + rule, in.value(side + u"Melee"_s).toString(),
        mods, {}, getInt(in, side + u"Other"_s), in.value(side + u"OtherReason"_s).toString());
    a->kill = std::max(k.value, 1);
    a->killText = k.text;
    return true;
}

// Rolls the attack and returns its hits.
int runAttack(const Attack &a, const QString &who, DiceSource &dice, Resolution &out)
{
    const QList<int> roll = dice.rollPool(a.dice, DieSpec{}, dice.wantsText() ? who : QString());
    int sum = 0;
    for (int d : roll)
        sum += d;
    const int hits = sum / a.kill;
    out.outcome(a.tag + QString::number(hits));
    if (out.quiet())
        return hits;
    out.roll(Roll{QString::fromLatin1(dice.step()), roll}
                 .to(sum)
                 .against(a.kill)
                 .meaning(u"hits="_s + QString::number(hits))
                 .by(a.by));
    if (a.id > 0)
        out.unit(a.role, u"unit"_s, a.id);
    out.unit(a.role, u"hits"_s, hits);
    if (a.known) {
        QJsonObject temp = out.values().value(u"tempHits"_s).toObject();
        temp.insert(a.role, a.tempHits + hits);
        out.set(u"tempHits"_s, temp);
    }
    out.line(FohMelee::tr("%1 rolls %2 = %3; %3 / %4: %n hit(s)", nullptr, hits)
                 .arg(who, joinDice(roll))
                 .arg(sum)
                 .arg(a.kill),
             u"Melee Phase"_s);
    if (hits > 0) {
        // The hits join the turn's other temporary hits on the unit (Hit Distribution).
        Effect e;
        e.kind = Effect::Kind::SetAttribute;
        e.subject = a.role;
        e.unit = a.id;
        e.attribute = u"tempHits"_s;
        e.value = a.tempHits + hits;
        e.rule = u"Hit Distribution"_s;
        e.text = a.id > 0 ? FohMelee::tr("%n temporary hit(s) on the %1 (%2 in all)", nullptr, hits)
                                .arg(a.role)
                                .arg(a.tempHits + hits)
                          : FohMelee::tr("%n temporary hit(s) on the %1", nullptr, hits).arg(a.role);
        out.effect(e);
    }
    return hits;
}

FohOdds attackOdds(const Attack &a)
{
    FohOdds o;
    o.setPower(a.dice);
    const auto ways = fohexact::sumDividedWays(a.dice, a.kill);
    for (size_t h = 0; h < ways.size(); ++h)
        o.add(a.tag + QString::number(h), ways[h]);
    return o;
}

struct MeleeSpec
{
    Attack attacker; // the attacker's dice: hits on the defender
    Attack defender; // the defender's dice: hits on the attacker
    QList<TraceLine> preamble;
    FohRecord record;
};

// Each side's Attack Dice: the defender's split among its attackers, each capped at capMultiple
// times the enemy's stands (Melee Phase).
void meleeDice(const FohTable &t, int aStands, int dStands, int opponents, int order, MeleeSpec *s)
{
    int dDice = FohMelee::splitShare(dStands, opponents, order);
    int aDice = aStands;
    s->preamble.append(
        TraceLine{FohMelee::tr("attacker %1 stands: %1 Attack Dice; defender %2 stands: %2 Attack Dice")
                      .arg(aStands)
                      .arg(dStands),
                  u"Melee Phase"_s});
    if (opponents > 1)
        s->preamble.append(
            TraceLine{FohMelee::tr("the defender splits its %1 dice among %2 attackers as evenly as "
                                   "possible: %3 against this one")
                          .arg(dStands)
                          .arg(opponents)
                          .arg(dDice),
                      u"Melee Phase"_s});
    // The larger force rolls at most capMultiple times the enemy's Attack Dice.
    const int aCap = t.meleeCap * dStands;
    if (aDice > aCap) {
        s->preamble.append(TraceLine{FohMelee::tr("the attacker's %1 dice are capped at %2 x %3 = %4")
                                         .arg(aDice)
                                         .arg(t.meleeCap)
                                         .arg(dStands)
                                         .arg(aCap),
                                     u"Melee Phase"_s});
        aDice = aCap;
    }
    const int dCap = t.meleeCap * aStands;
    if (dDice > dCap) {
        s->preamble.append(TraceLine{FohMelee::tr("the defender's %1 dice are capped at %2 x %3 = %4")
                                         .arg(dDice)
                                         .arg(t.meleeCap)
                                         .arg(aStands)
                                         .arg(dCap),
                                     u"Melee Phase"_s});
        dDice = dCap;
    }
    s->attacker.dice = aDice;
    s->defender.dice = dDice;
}

ParsedInputs<MeleeSpec> parseMelee(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<MeleeSpec>::refused(
            FohMelee::tr("the melee action needs the fields-of-honor rule table"));
    const int opponents = getInt(in, u"defenderOpponents"_s, 1);
    const int order = getInt(in, u"attackerOrder"_s, 1);
    if (order > opponents)
        return ParsedInputs<MeleeSpec>::refused(
            FohMelee::tr("input \"attackerOrder\" is %1, but the defender fights only %2 attackers")
                .arg(order)
                .arg(opponents));
    MeleeSpec s;
    meleeDice(*t, getInt(in, u"attackerStands"_s), getInt(in, u"defenderStands"_s), opponents, order, &s);
    QString error;
    Attack &a = s.attacker;
    a.role = u"defender"_s;
    a.by = u"attacker"_s;
    a.id = getId(in, u"defender"_s);
    a.tag = u"defender-hits="_s;
    if (!readAttack(in, *t, u"attacker"_s, u"defender"_s, u"Melee Phase"_s, &a, &error))
        return ParsedInputs<MeleeSpec>::refused(error);
    Attack &d = s.defender;
    d.role = u"attacker"_s;
    d.by = u"defender"_s;
    d.id = getId(in, u"attacker"_s);
    d.tag = u"attacker-hits="_s;
    if (!readAttack(in, *t, u"defender"_s, u"attacker"_s, u"Melee Phase"_s, &d, &error))
        return ParsedInputs<MeleeSpec>::refused(error);
    s.record = FohRecord::fromJson(in.value(u"record"_s).toObject());
    s.preamble.append(TraceLine{FohMelee::tr("attacker's Kill Number %1").arg(a.killText), u"Melee Phase"_s});
    s.preamble.append(TraceLine{FohMelee::tr("defender's Kill Number %1").arg(d.killText), u"Melee Phase"_s});
    return s;
}

struct PursuitSpec
{
    Attack pursuer;
    qint64 pursuerId = 0;
    QList<TraceLine> preamble;
    FohRecord record;
};

ParsedInputs<PursuitSpec> parsePursuit(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<PursuitSpec>::refused(
            FohMelee::tr("the pursuit action needs the fields-of-honor rule table"));
    PursuitSpec s;
    Attack &a = s.pursuer;
    a.dice = getInt(in, u"pursuerStands"_s);
    a.role = u"target"_s;
    a.by = u"pursuer"_s;
    a.id = getId(in, u"target"_s);
    a.tag = u"hits="_s;
    QString error;
    if (!readAttack(in, *t, u"pursuer"_s, u"target"_s, u"Pursuit"_s, &a, &error))
        return ParsedInputs<PursuitSpec>::refused(error);
    s.pursuerId = getId(in, u"pursuer"_s);
    s.record = FohRecord::fromJson(in.value(u"record"_s).toObject());
    s.preamble.append(TraceLine{
        FohMelee::tr("pursuit attack: %1 Attack Dice; the routing unit cannot defend itself").arg(a.dice),
        u"Pursuit"_s});
    s.preamble.append(TraceLine{FohMelee::tr("Kill Number %1").arg(a.killText), u"Pursuit"_s});
    return s;
}

// Both sides roll at once: the attacker's dice, then the defender's (Melee Phase).
void resolveMelee(const MeleeSpec &s, DiceSource &dice, Resolution &out)
{
    if (enumerating(dice) && s.attacker.dice + s.defender.dice > kMaxEnumeratedSumDice) {
        out.fail(
            FohMelee::tr("%1 melee dice are too many for the dice-tree odds (over %2); the Fields of Honor "
                         "exact odds "
                         "give them by convolution")
                .arg(s.attacker.dice + s.defender.dice)
                .arg(kMaxEnumeratedSumDice));
        return;
    }
    for (const TraceLine &l : s.preamble)
        out.line(l.text, l.rule);
    const int onDefender = runAttack(s.attacker, FohMelee::tr("the attacker"), dice.forStep("attacker"), out);
    const int onAttacker = runAttack(s.defender, FohMelee::tr("the defender"), dice.forStep("defender"), out);
    // The turn keeps the melee fought and its hits: the Morale Phase's tests and pursuits read them.
    if (!out.quiet() && s.record.kept() && s.attacker.id > 0 && s.defender.id > 0) {
        FohRecord next = s.record.withHits(s.attacker.id, onDefender).withHits(s.defender.id, onAttacker);
        if (!next.fought(s.defender.id, s.attacker.id))
            next.melees.append({s.defender.id, s.attacker.id});
        out.effect(next.effect());
    }
}

// The pursuer rolls; the routing unit cannot strike back (Pursuit).
void resolvePursuit(const PursuitSpec &s, DiceSource &dice, Resolution &out)
{
    if (enumerating(dice) && s.pursuer.dice > kMaxEnumeratedSumDice) {
        out.fail(FohMelee::tr("%1 pursuit dice are too many for the dice-tree odds (over %2); the Fields of "
                              "Honor exact odds give them by convolution")
                     .arg(s.pursuer.dice)
                     .arg(kMaxEnumeratedSumDice));
        return;
    }
    for (const TraceLine &l : s.preamble)
        out.line(l.text, l.rule);
    const int hits = runAttack(s.pursuer, FohMelee::tr("the pursuer"), dice.forStep("pursuer"), out);
    if (!out.quiet() && s.record.kept() && s.pursuer.id > 0 && s.pursuerId > 0) {
        FohRecord next = s.record.withHits(s.pursuer.id, hits);
        next.pursuits.append({s.pursuerId, s.pursuer.id});
        out.effect(next.effect());
    }
    if (!out.quiet()) {
        out.set(u"killNumber"_s, s.pursuer.kill);
        out.set(u"hits"_s,
                out.values().value(u"units"_s).toObject().value(u"target"_s).toObject().value(u"hits"_s));
    }
}

} // namespace

int FohMelee::splitShare(int dice, int attackers, int order)
{
    if (attackers <= 0)
        return 0;
    return dice / attackers + (order <= dice % attackers ? 1 : 0);
}

ActionSchema FohMelee::meleeSchema()
{
    ActionSchema s;
    s.id = u"melee"_s;
    s.name = tr("Melee");
    s.rule = u"Melee Phase"_s;
    s.help =
        tr("Units in contact after a charge: both sides roll one die per stand, the total divided by their "
           "Kill Number gives the hits on the enemy.");
    s.outcomes = {u"defender-hits=N"_s, u"attacker-hits=N"_s};
    s.dice = {dice::step(u"attacker"_s, DieSpec{}, 1, tr("the attacker's Attack Dice, one per stand"),
                         u"Melee Phase"_s),
              dice::step(u"defender"_s, DieSpec{}, 1, tr("the defender's Attack Dice, one per stand"),
                         u"Melee Phase"_s)};
    s.inputs = {
        unitInput(u"attacker"_s, tr("Attacker"), tr("The battle's attacking unit (optional)."))
            .as(InputSpec::Role::Actor),
        unitInput(u"defender"_s, tr("Defender"), tr("The battle's defending unit (optional)."))
            .as(InputSpec::Role::Target),
        intInput(u"attackerStands"_s, 1, kMaxDice, {}, tr("Attacker stands"), tr("One Attack Die per stand."),
                 u"Melee Phase"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"attacker"_s),
        intInput(u"defenderStands"_s, 1, kMaxDice, {}, tr("Defender stands"), tr("One Attack Die per stand."),
                 u"Melee Phase"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"defender"_s),
        intInput(u"defenderOpponents"_s, 1, 12, 1, tr("Attackers on the defender"),
                 tr("A defender attacked by several units splits its dice as evenly as possible."),
                 u"Melee Phase"_s),
        intInput(u"attackerOrder"_s, 1, 12, 1, tr("This attacker's place"),
                 tr("Which of the defender's attackers this is (the first ones get the odd dice)."),
                 u"Melee Phase"_s),
    };
    s.inputs += sideInputs(u"attacker"_s, tr("Attacker"));
    s.inputs += sideInputs(u"defender"_s, tr("Defender"));
    s.inputs.append(FohRecord::input());
    s.asked = {u"attackerModifiers"_s, u"attackerOther"_s,     u"defenderModifiers"_s,
               u"defenderOther"_s,     u"defenderOpponents"_s, u"attackerOrder"_s};
    return s;
}

ActionSchema FohMelee::pursuitSchema()
{
    ActionSchema s;
    s.id = u"pursuit"_s;
    s.name = tr("Pursuit attack");
    s.rule = u"Pursuit"_s;
    s.help =
        tr("A pursuer still in contact with a routing unit attacks it; the routing unit cannot strike back.");
    s.outcomes = {u"hits=N"_s};
    s.dice = {
        dice::step(u"pursuer"_s, DieSpec{}, 1, tr("the pursuer's Attack Dice, one per stand"), u"Pursuit"_s)};
    s.inputs = {
        unitInput(u"pursuer"_s, tr("Pursuer"), tr("The battle's pursuing unit (optional)."))
            .as(InputSpec::Role::Actor),
        unitInput(u"target"_s, tr("Routing unit"), tr("The battle's routing unit (optional)."))
            .as(InputSpec::Role::Target),
        intInput(u"pursuerStands"_s, 1, kMaxDice, {}, tr("Pursuer stands"), tr("One Attack Die per stand."),
                 u"Pursuit"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"pursuer"_s),
        intInput(u"targetTempHits"_s, 0, 999, {}, tr("Target's temporary hits"),
                 tr("Temporary hits the routing unit already has; the new hits add to them."),
                 u"Hit Distribution"_s)
            .heldOf(u"target"_s),
        kindInput(u"targetKind"_s, tr("Routing unit's type"), u"Pursuit"_s).heldOf(u"target"_s),
    };
    for (InputSpec i : sideInputs(u"pursuer"_s, tr("Pursuer"))) {
        if (i.id.endsWith(u"TempHits"_s))
            continue; // the routing unit cannot strike back: the pursuer takes no hits
        s.inputs.append(i);
    }
    s.inputs.append(FohRecord::input());
    return s;
}

Action::Bind FohMelee::bindMelee()
{
    return parseThenResolve(&parseMelee, &resolveMelee);
}

Action::Bind FohMelee::bindPursuit()
{
    return parseThenResolve(&parsePursuit, &resolvePursuit);
}

FohOdds FohMelee::exactMelee(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<MeleeSpec> p = parseMelee(in, table);
    if (!p.ok())
        return FohOdds::failure(p.refusal());
    return FohOdds::product(attackOdds(p.spec()->attacker), attackOdds(p.spec()->defender));
}

FohOdds FohMelee::exactPursuit(const Inputs &in, const RuleTable &table)
{
    const ParsedInputs<PursuitSpec> p = parsePursuit(in, table);
    if (!p.ok())
        return FohOdds::failure(p.refusal());
    return attackOdds(p.spec()->pursuer);
}

} // namespace adj
