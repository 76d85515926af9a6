// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The boarding battle (8.6): marines roll as many dice as their MP, the defender first on 5-6,
// then both sides on 6, hits at once; the intrinsic defence of 1 (8.6.1); the attacker may break off.
#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "wfabattleodds.h"
#include "wfaboarding.h"

#include "wfainputs.h"
#include "wfaplotactions.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {
constexpr int kRollLimit = 100000; // a battle still going after this many rolls is refused, not looped

WfaBattleSetup::Next nextRoll(const QString &next)
{
    return next == u"attacker"_s   ? WfaBattleSetup::Next::Attacker
           : next == u"defender"_s ? WfaBattleSetup::Next::Defender
                                   : WfaBattleSetup::Next::DefenderFirst;
}
} // namespace

ActionSchema WfaBoarding::battleSchema()
{
    ActionSchema s;
    s.id = u"boarding-battle"_s;
    s.name = tr("Boarding battle");
    s.rule = u"8.6"_s;
    s.help =
        tr("The marines fight: the defender rolls first hitting on 5-6, then both sides hit on 6; a ship "
           "without marines defends with 1 and is captured at the first hit.");
    s.outcomes = {u"captured"_s,   u"repulsed"_s,   u"broke-off"_s,     u"continues"_s,
                  u"attacker=N"_s, u"defender=N"_s, u"next=attacker"_s, u"next=defender"_s};
    // 8.6: roll after roll, the defender first, until a side has no marines left or breaks off.
    s.dice = {dice::upTo(u"defender"_s, DieSpec{}, 1, tr("defending marines, one die per MP"), u"8.6"_s,
                         tr("each defender's roll, the first hitting on 5-6, then on 6")),
              dice::upTo(u"attacker"_s, DieSpec{}, 1, tr("boarding marines, one die per MP"), u"8.6"_s,
                         tr("each attacker's roll, hitting on 6"))};
    s.inputs = {
        unitInput(u"attacker"_s, tr("Boarding ship"), tr("The battle's ship whose marines board (optional)."))
            .as(InputSpec::Role::Actor),
        unitInput(u"defender"_s, tr("Boarded ship"), tr("The battle's ship boarded (optional)."))
            .as(InputSpec::Role::Target),
        intInput(u"attackerMarines"_s, 0, 12, {}, tr("Attacking marines (MP)"),
                 tr("Current MP of the boarders."), u"8.6"_s, true)
            .heldOf(u"attacker"_s),
        intInput(u"defenderMarines"_s, 0, 12, {}, tr("Defending marines (MP)"),
                 tr("0: no marines left, the ship defends with its intrinsic 1 (8.6.1)."), u"8.6.1"_s, true)
            .heldOf(u"defender"_s),
        intInput(u"breakOffAt"_s, 0, 12, 0, tr("Break off at"),
                 tr("The attacker breaks off before its roll once its marines are at this MP or fewer (0: "
                    "never)."),
                 u"8.6"_s),
        enumInput(
            u"next"_s, {u"defender-first"_s, u"attacker"_s, u"defender"_s}, u"defender-first"_s,
            tr("Next roll"),
            tr("Whose roll comes next: the defender's first (5-6) at the start, then the attacker's and the "
               "defender's in turn (6)."),
            u"8.6"_s),
        intInput(u"rolls"_s, 0, 1000, 0, tr("Rolls"),
                 tr("How many rolls to make now (round by round); 0: fight to the end."), u"8.6"_s),
        WfaPlotActions::shipNamesInput(),
    };
    s.asked = {u"breakOffAt"_s, u"rolls"_s, u"next"_s};
    return s;
}

std::optional<Distribution> WfaBoarding::battleOdds(const Inputs &in, const RuleTable &table)
{
    const WfaTable *t = WfaTable::of(table);
    if (!t || getInt(in, u"rolls"_s) != 0 || getInt(in, u"attackerMarines"_s) <= 0)
        return std::nullopt; // round by round, or refused: the generic walk says why
    WfaBattleSetup setup;
    setup.attacker = getInt(in, u"attackerMarines"_s);
    setup.defender = getInt(in, u"defenderMarines"_s);
    setup.breakOffAt = getInt(in, u"breakOffAt"_s);
    setup.next = nextRoll(getString(in, u"next"_s));
    // The chain's exact fractions; the ends' tags sum into the captured, repulsed and broke-off marginals.
    const WfaBattleOdds chain = WfaBattleOdds::exact(*t, setup);
    Distribution d;
    for (auto it = chain.outcomes.cbegin(); it != chain.outcomes.cend(); ++it)
        d.add(it.key().split(u' '), it.value());
    return d;
}

// Where a boarding battle stands between two rolls (8.6).
struct WfaBoarding::Fight
{
    int a = 0, d = 0; // the attacking and defending marines (the intrinsic defence, 8.6.1)
    bool intrinsic = false;
    bool first = false; // the defender's first roll, hitting on 5-6
    bool defenderTurn = true;
    int rolled = 0;
    QString result; // captured, repulsed, broke-off, continues; empty while it goes on
};

struct WfaBoarding::BattleSpec
{
    WfaTable t;
    WfaBattleSetup setup;
    int rolls = 0; // 0: to the end
    qint64 attackerId = 0, defenderId = 0;
    QString attackerName, defenderName; // the battle's ships, when the inputs named them
};

Action::Bind WfaBoarding::bindBattle()
{
    return parseThenResolve(&parseBattle, &resolveBattle);
}

ParsedInputs<WfaBoarding::BattleSpec> WfaBoarding::parseBattle(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<BattleSpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the boarding battle needs the wfa-naval rule table"));
    BattleSpec s;
    s.t = *t;
    s.setup.attacker = getInt(in, u"attackerMarines"_s);
    s.setup.defender = getInt(in, u"defenderMarines"_s);
    s.setup.breakOffAt = getInt(in, u"breakOffAt"_s);
    s.setup.next = nextRoll(getString(in, u"next"_s));
    s.rolls = getInt(in, u"rolls"_s);
    s.attackerId = getId(in, u"attacker"_s);
    s.defenderId = getId(in, u"defender"_s);
    s.attackerName = shipName(in, u"attacker"_s, {});
    s.defenderName = shipName(in, u"defender"_s, {});
    if (s.setup.attacker <= 0)
        return Parsed::refused(
            tr("input \"attackerMarines\" is 0: only a ship with marines aboard can board (8.1)"));
    return s;
}

void WfaBoarding::resolveBattle(const BattleSpec &spec, DiceSource &dice, Resolution &out)
{
    const WfaTable &tt = spec.t;
    const bool text = dice.wantsText();
    if (spec.rolls == 0 && !text) {
        // A battle to the end has no last branch to walk: its odds come from the chain (battleOdds).
        out.fail(tr("the exact odds of a whole boarding battle come from its chain (WfaBattleOdds), not "
                    "from walking its dice; give \"rolls\" to enumerate that many rolls"));
        return;
    }
    if (spec.rolls == 0 && !out.quiet())
        out.line(tr("exact odds of this battle: %1").arg(WfaBattleOdds::exact(tt, spec.setup).summary()),
                 u"8.6"_s);
    Fight f;
    f.intrinsic = spec.setup.defender <= 0;
    f.a = spec.setup.attacker;
    f.d = f.intrinsic ? tt.intrinsicDefence : spec.setup.defender;
    f.first = spec.setup.next == WfaBattleSetup::Next::DefenderFirst;
    f.defenderTurn = spec.setup.next != WfaBattleSetup::Next::Attacker;
    if (text)
        boardingStarts(spec, out);
    while (f.result.isEmpty()) {
        if (spec.rolls > 0 && f.rolled >= spec.rolls) {
            f.result = u"continues"_s;
            break;
        }
        if (f.rolled >= kRollLimit) {
            out.fail(tr("the boarding battle is still going after %1 rolls").arg(kRollLimit));
            return;
        }
        if (!f.defenderTurn && f.a <= spec.setup.breakOffAt) {
            f.result = u"broke-off"_s;
            if (text)
                out.line(tr("the attacking marines, down to %1 MP, break off").arg(f.a), u"8.6"_s);
            break;
        }
        marinesRoll(spec, f, dice, out);
        f.defenderTurn = !f.defenderTurn;
    }
    out.outcome(f.result);
    // The MP left, as WfaBattleOdds keys the ends.
    if (f.result != u"repulsed"_s)
        out.outcome(u"attacker=%1"_s.arg(f.a));
    if (f.result != u"captured"_s)
        out.outcome(u"defender=%1"_s.arg(f.intrinsic ? 0 : f.d));
    if (f.result == u"continues"_s)
        out.outcome(f.defenderTurn ? u"next=defender"_s : u"next=attacker"_s);
    if (!out.quiet())
        battleEffects(spec, f, out);
    if (!out.quiet())
        battleValues(spec, f, out);
}

// The marines each side ends with, the result and its winner (8.6, 8.6.1-8.6.3).
void WfaBoarding::battleValues(const BattleSpec &spec, const Fight &f, Resolution &out)
{
    out.set(u"boardingResult"_s, f.result);
    out.set(u"marineRolls"_s, f.rolled);
    if (f.result == u"captured"_s)
        out.set(u"winner"_s, u"attacker"_s);
    else if (f.result == u"repulsed"_s || f.result == u"broke-off"_s)
        out.set(u"winner"_s, u"defender"_s);
    if (spec.attackerId != 0)
        out.unit(u"attacker"_s, u"unit"_s, spec.attackerId);
    out.unit(u"attacker"_s, u"strengthBefore"_s, spec.setup.attacker);
    out.unit(u"attacker"_s, u"strengthAfter"_s, f.a);
    out.unit(u"attacker"_s, u"casualties"_s, spec.setup.attacker - f.a);
    if (spec.defenderId != 0)
        out.unit(u"defender"_s, u"unit"_s, spec.defenderId);
    const int defenderBefore = qMax(0, spec.setup.defender);
    const int defenderAfter = f.intrinsic ? 0 : f.d;
    out.unit(u"defender"_s, u"strengthBefore"_s, defenderBefore);
    out.unit(u"defender"_s, u"strengthAfter"_s, defenderAfter);
    out.unit(u"defender"_s, u"casualties"_s, defenderBefore - defenderAfter);
    out.unit(u"defender"_s, u"eliminated"_s, f.result == u"captured"_s);
}

void WfaBoarding::boardingStarts(const BattleSpec &spec, Resolution &out)
{
    const WfaTable &tt = spec.t;
    if (!spec.attackerName.isEmpty() && !spec.defenderName.isEmpty())
        out.line(tr("%1's marines (%2 MP) board %3 (marines %4 MP)")
                     .arg(spec.attackerName)
                     .arg(spec.setup.attacker)
                     .arg(spec.defenderName)
                     .arg(spec.setup.defender),
                 u"8.6"_s);
    if (spec.setup.defender <= 0)
        out.line(
            tr("the boarded ship has no marines: it defends with its intrinsic %1, hitting on %2, and is "
               "captured at the first hit")
                .arg(tt.intrinsicDefence)
                .arg(tt.intrinsicHit),
            u"8.6.1"_s);
}

void WfaBoarding::marinesRoll(const BattleSpec &spec, Fight &f, DiceSource &dice, Resolution &out)
{
    const WfaTable &tt = spec.t;
    const bool text = dice.wantsText();
    const int n = f.defenderTurn ? f.d : f.a;
    const int hit = f.defenderTurn ? (f.intrinsic ? tt.intrinsicHit
                                      : f.first   ? tt.battleFirstHit
                                                  : tt.battleHit)
                                   : tt.battleHit;
    DieClasses classes;
    for (int v = 1; v <= tt.sides; ++v)
        classes.append(quint8(v >= hit ? 1 : 0));
    // The words only when the dice want text: the exact odds run this loop on every branch.
    const QString who = !text ? QString() : f.defenderTurn ? tr("defender") : tr("attacker");
    const QList<int> values = dice.forStep(f.defenderTurn ? "defender" : "attacker")
                                  .rollPool(n, DieSpec{tt.sides, false},
                                            text ? tr("boarding battle: %1").arg(who) : QString(), classes);
    ++f.rolled;
    int hits = 0;
    for (int v : values)
        hits += v >= hit ? 1 : 0;
    if (!out.quiet()) {
        const QString role = f.defenderTurn ? u"defender"_s : u"attacker"_s;
        for (int v : values)
            out.roll(Roll{QString::fromLatin1(f.defenderTurn ? "defender" : "attacker"), {v}}
                         .against(hit)
                         .meaning(v >= hit ? u"hit"_s : u"miss"_s)
                         .by(role));
    }
    QString need, hitsText, diceN;
    if (text) {
        need = hit >= tt.sides ? QString::number(tt.sides) : u"%1-%2"_s.arg(hit).arg(tt.sides);
        hitsText = hits == 1 ? tr("1 hit") : tr("%1 hits").arg(hits);
        diceN = n == 1 ? tr("1 die") : tr("%1 dice").arg(n);
    }
    const QString rule = f.intrinsic ? u"8.6.1"_s : u"8.6"_s;
    if (f.defenderTurn) {
        const int before = f.a;
        f.a = qMax(0, f.a - hits);
        if (text)
            out.line(tr("%1: %2 need %3: %4: %5: attacking marines %6 → %7")
                         .arg(f.first ? tr("the defender's first roll") : tr("the defender"), diceN, need,
                              diceText(values), hitsText)
                         .arg(before)
                         .arg(f.a),
                     rule);
        f.first = false;
        if (f.a == 0) {
            f.result = u"repulsed"_s;
            if (text)
                out.line(tr("the attacking marines are eliminated: the boarding is over"), u"8.6.3"_s);
        }
        return;
    }
    const int before = f.d;
    f.d = f.intrinsic && hits > 0 ? 0 : qMax(0, f.d - hits);
    if (text)
        out.line(tr("the attacker: %1 need %2: %3: %4: defending %5 %6 → %7")
                     .arg(diceN, need, diceText(values), hitsText,
                          f.intrinsic ? tr("ship (intrinsic)") : tr("marines"))
                     .arg(before)
                     .arg(f.d),
                 rule);
    if (f.d == 0) {
        f.result = u"captured"_s;
        if (text)
            out.line(tr("the defenders are eliminated: the ship is captured; the attacking marines go "
                        "back to their ship"),
                     u"8.6.2"_s);
    }
}

void WfaBoarding::battleEffects(const BattleSpec &spec, const Fight &f, Resolution &out)
{
    if (f.a != spec.setup.attacker) {
        Effect e;
        e.kind = Effect::Kind::SetAttribute;
        e.subject = u"attacker"_s;
        e.unit = spec.attackerId;
        e.attribute = u"marines"_s;
        e.value = f.a;
        e.rule = u"8.6"_s;
        e.text = spec.attackerName.isEmpty() ? tr("the boarding ship's marines: %1 MP").arg(f.a)
                                             : tr("%1's marines: %2 MP").arg(spec.attackerName).arg(f.a);
        out.effect(e);
    }
    if (!f.intrinsic && f.d != spec.setup.defender) {
        Effect e;
        e.kind = Effect::Kind::SetAttribute;
        e.subject = u"defender"_s;
        e.unit = spec.defenderId;
        e.attribute = u"marines"_s;
        e.value = f.d;
        e.rule = u"8.6"_s;
        e.text = spec.defenderName.isEmpty() ? tr("the boarded ship's marines: %1 MP").arg(f.d)
                                             : tr("%1's marines: %2 MP").arg(spec.defenderName).arg(f.d);
        out.effect(e);
    }
    if (f.result == u"captured"_s) {
        Effect e;
        e.kind = Effect::Kind::Eliminate;
        e.subject = u"defender"_s;
        e.unit = spec.defenderId;
        e.attribute = u"captured"_s;
        e.rule = u"8.6.2"_s;
        e.text = tr("%1 is captured and removed from the board; it counts for victory")
                     .arg(spec.defenderName.isEmpty() ? tr("the boarded ship") : spec.defenderName);
        out.effect(e);
    }
}

} // namespace adj
