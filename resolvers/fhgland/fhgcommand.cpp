// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgcommand.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "fhginputs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

ActionSchema FhgCommand::randomApSchema()
{
    ActionSchema s;
    s.id = u"random-ap"_s;
    s.name = tr("Action points");
    s.rule = u"6.1.1"_s;
    s.help = tr("At the start of his turn a player rolls 1 die on the random AP chart and adds the result "
                "to his command AP.");
    s.outcomes = {u"ap=N"_s};
    s.dice = {dice::step(u"random-ap"_s, DieSpec{}, 1, tr("random action points"), u"6.1.1"_s)};
    s.inputs = {
        intInput(u"commandAp"_s, 0, 100, {}, tr("Command AP"), tr("The scenario's command AP for this side."),
                 u"6.1"_s, true),
        intInput(u"leadersLost"_s, 0, 100, 0, tr("Leaders lost"),
                 tr("Leaders this side has lost so far: -1 command AP each, never below 0."), u"9.3.2"_s),
        intInput(u"apLeft"_s, 0, 100, 0, tr("AP on the counter"),
                 tr("AP still on the side's counter; the effect sets it to the new total."), u"6.2.8"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the side rolling.")),
        boolInput(u"opt11_13"_s, false, tr("11.13 equal command AP"),
                  tr("Both sides use the highest command AP of the scenario."), u"11.13"_s, u"11.13"_s),
        intInput(u"highestCommandAp"_s, 0, 100, {}, tr("Highest command AP"),
                 tr("With 11.13: the highest command AP in the scenario."), u"11.13"_s),
        boolInput(u"opt11_14"_s, false, tr("11.14 adjusted command AP"),
                  tr("Command AP adjusted to balance players of different skill."), u"11.14"_s, u"11.14"_s),
        intInput(u"commandApAdjustment"_s, -100, 100, 0, tr("Command AP adjustment"),
                 tr("With 11.14: AP added to (or taken from) this side's command AP."), u"11.14"_s),
    };
    return s;
}

FhgCommand::CommandAp FhgCommand::commandAp(int scenarioAp, int leadersLost, int apPenaltyPerLeader,
                                            bool equalAp, int highestAp, bool adjusted, int adjustment)
{
    CommandAp c;
    int v = equalAp ? highestAp : scenarioAp;
    QStringList why{equalAp ? tr("%1 (the scenario's highest, 11.13)").arg(highestAp)
                            : QString::number(scenarioAp)};
    if (adjusted && adjustment != 0) {
        v += adjustment;
        why.append(adjustment > 0 ? tr("+ %1 adjustment (11.14)").arg(adjustment)
                                  : tr("- %1 adjustment (11.14)").arg(-adjustment));
    }
    if (leadersLost > 0) {
        v -= leadersLost * apPenaltyPerLeader;
        why.append(
            tr("- %1 for %2 leader(s) lost (9.3.2)").arg(leadersLost * apPenaltyPerLeader).arg(leadersLost));
    }
    if (v < 0) {
        v = 0;
        why.append(tr("never below 0 (9.3.2)"));
    }
    c.value = v;
    c.why = why.join(u' ');
    return c;
}

namespace {

struct RandomApSpec
{
    const FhgTable *t = nullptr;
    FhgCommand::CommandAp command;
    int apLeft = 0;
    QString side;
};

// The side's command AP (6.1, 9.3.2, 11.13, 11.14), or the refusal.
ParsedInputs<RandomApSpec> parseRandomAp(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<RandomApSpec>;
    RandomApSpec s;
    s.t = FhgTable::of(table);
    if (!s.t)
        return Parsed::refused(FhgCommand::tr("the AP roll needs the fhg-land rule table"));
    const bool equal = getBool(in, u"opt11_13"_s);
    if (equal && !in.value(u"highestCommandAp"_s).isDouble())
        return Parsed::refused(
            FhgCommand::tr("input \"highestCommandAp\" is required with optional rule 11.13"));
    if (equal && getInt(in, u"highestCommandAp"_s) < getInt(in, u"commandAp"_s))
        return Parsed::refused(
            FhgCommand::tr("input \"highestCommandAp\" (%1) is below this side's own command AP (%2) (11.13)")
                .arg(getInt(in, u"highestCommandAp"_s))
                .arg(getInt(in, u"commandAp"_s)));
    if (!getBool(in, u"opt11_14"_s) && getInt(in, u"commandApAdjustment"_s) != 0)
        return Parsed::refused(
            FhgCommand::tr("input \"commandApAdjustment\" needs optional rule 11.14 (opt11_14)"));
    s.command = FhgCommand::commandAp(getInt(in, u"commandAp"_s), getInt(in, u"leadersLost"_s),
                                      s.t->leaderApPenalty, equal, getInt(in, u"highestCommandAp"_s),
                                      getBool(in, u"opt11_14"_s), getInt(in, u"commandApAdjustment"_s));
    s.apLeft = getInt(in, u"apLeft"_s);
    s.side = in.value(u"side"_s).toString();
    return s;
}

// 6.1.1: the random AP die added to the command AP; the side's AP counter set to the total.
void resolveRandomAp(const RandomApSpec &s, DiceSource &dice, Resolution &out)
{
    const FhgTable *t = s.t;
    DieClasses classes;
    for (int f = 1; f <= t->sides; ++f)
        classes.append(quint8(t->randomAp.at(f - 1)));
    const bool text = dice.wantsText();
    const int v = dice.forStep("random-ap")
                      .roll(DieSpec{t->sides, false},
                            text ? FhgCommand::tr("random action points") : QString(), classes);
    const int random = t->randomAp.at(v - 1);
    const int total = s.command.value + random;
    out.outcome(u"ap="_s + QString::number(total));
    if (out.quiet())
        return;
    out.roll(Roll{u"random-ap"_s, {v}}.meaning(u"+%1 AP"_s.arg(random)).by(u"side"_s));
    out.set(u"commandAp"_s, s.command.value);
    out.set(u"randomAp"_s, random);
    out.set(u"ap"_s, total);
    out.line(FhgCommand::tr("command AP %1 = %2").arg(s.command.why).arg(s.command.value), u"6.1"_s);
    out.line(
        FhgCommand::tr("random AP: the die shows %1: +%2; %3 AP this turn").arg(v).arg(random).arg(total),
        u"6.1.1"_s);
    Effect e;
    e.kind = Effect::Kind::ChangeCounter;
    e.subject = u"side"_s;
    e.side = s.side;
    e.counter = u"AP"_s;
    e.amount = total - s.apLeft;
    e.rule = u"6.1.1"_s;
    e.text = FhgCommand::tr("%1 AP for this turn").arg(total);
    out.effect(e);
}

} // namespace

Runner FhgCommand::bindRandomAp(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseRandomAp, &resolveRandomAp)(in, table);
}

ActionSchema FhgCommand::rallySchema()
{
    ActionSchema s;
    s.id = u"rally"_s;
    s.name = tr("Rally");
    s.rule = u"9.4"_s;
    s.help = tr("A leader that began the turn with a damaged unit restores 1 MP for 1 AP; neither moves.");
    s.outcomes = {u"rallied"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit to rally (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"unitType"_s, fhgTypeIds(), {}, tr("Unit type"), tr("Type of the unit to rally."),
                  u"9.4"_s, true)
            .heldOf(u"unit"_s),
        intInput(u"currentMp"_s, 1, 20, {}, tr("Current MP"), tr("The unit's MP now."), u"9.4"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"unit"_s),
        intInput(u"startMp"_s, 1, 20, {}, tr("Starting MP"),
                 tr("The unit's MP at the start of the scenario: never exceeded."), u"9.4"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"unit"_s),
        boolInput(u"leaderInHex"_s, true, tr("Leader with the unit"),
                  tr("The leader began the turn with the unit and stays."), u"9.4"_s)
            .heldOf(u"unit"_s),
        unitInput(u"leader"_s, tr("Leader"), tr("The battle's leader who rallies (optional)."))
            .asLeader(InputSpec::Role::Support)
            .withTerm(u"leader"_s),
        boolInput(u"movedThisTurn"_s, false, tr("Unit or leader moved"),
                  tr("Neither may move in a turn they rally."), u"9.4"_s)
            .heldOf(u"unit"_s),
        boolInput(u"firedThisTurn"_s, false, tr("Unit fired"),
                  tr("A rallied unit may not fire in the same turn."), u"9.4"_s)
            .heldOf(u"unit"_s),
        intInput(u"ralliedThisTurn"_s, 0, 20, 0, tr("MP already rallied this turn"),
                 tr("At most 1 MP per unit per turn."), u"9.4"_s)
            .heldOf(u"unit"_s),
        boolInput(u"firedOnThisTurn"_s, false, tr("Fired on this turn"),
                  tr("With 11.2 a unit fired on this turn cannot rally."), u"11.2"_s)
            .heldOf(u"unit"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"), tr("The side's AP left this turn (optional)."),
                 u"6.2.8"_s)
            .heldOf(u"unit"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the rallying side.")).heldOf(u"unit"_s),
        boolInput(u"opt11_2"_s, false, tr("11.2 rally only if not fired on"),
                  tr("Only units not fired on this turn may rally."), u"11.2"_s, u"11.2"_s),
    };
    return s;
}

namespace {

struct RallySpec
{
    const FhgTable *t = nullptr;
    int gain = 0, mp = 0;
    qint64 unit = 0, leader = 0;
    QString side, name;
};

// 9.4 (and 11.2): who may rally, by how much, for the AP; or the refusal.
QString rallyRefusal(const Inputs &in, const FhgTable &t, FhgType type, int mp, int start)
{
    const QString name = fhgTypeName(type);
    if (!t.unit(type).rally)
        return FhgCommand::tr("%1 cannot be rallied (9.4)").arg(name);
    if (start > t.unit(type).maxMp)
        return FhgCommand::tr("input \"startMp\" is %1, but %2 have at most %3 MP (3.4)")
            .arg(start)
            .arg(name)
            .arg(t.unit(type).maxMp);
    if (mp > start)
        return FhgCommand::tr("input \"currentMp\" (%1) is above the starting MP (%2)").arg(mp).arg(start);
    if (mp >= start)
        return FhgCommand::tr("the unit is at its starting %1 MP: rallied units never exceed it (9.4)")
            .arg(start);
    if (!getBool(in, u"leaderInHex"_s))
        return FhgCommand::tr(
            "a unit rallies only with a leader that began and ends the turn in its hex (9.4)");
    if (getBool(in, u"movedThisTurn"_s))
        return FhgCommand::tr("the unit and the leader may not move in the turn they rally (9.4)");
    if (getBool(in, u"firedThisTurn"_s))
        return FhgCommand::tr("a rallied unit may not fire in the turn it rallies (9.4)");
    if (getInt(in, u"ralliedThisTurn"_s) + t.rallyMp > t.rallyPerTurn)
        return FhgCommand::tr("only %1 MP per unit per turn may be recovered (9.4)").arg(t.rallyPerTurn);
    if (getBool(in, u"opt11_2"_s) && getBool(in, u"firedOnThisTurn"_s))
        return FhgCommand::tr("the unit was fired on this turn and cannot be rallied (11.2)");
    const QJsonValue ap = in.value(u"apAvailable"_s);
    if (ap.isDouble() && ap.toInt() < t.apRally)
        return FhgCommand::tr("not enough AP: rally costs %1 AP and %2 are left (9.4)")
            .arg(t.apRally)
            .arg(ap.toInt());
    return {};
}

ParsedInputs<RallySpec> parseRally(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<RallySpec>;
    RallySpec s;
    s.t = FhgTable::of(table);
    if (!s.t)
        return Parsed::refused(FhgCommand::tr("rally needs the fhg-land rule table"));
    const FhgType type = getType(in, u"unitType"_s);
    s.name = fhgTypeName(type);
    s.mp = getInt(in, u"currentMp"_s);
    const int start = getInt(in, u"startMp"_s);
    if (const QString why = rallyRefusal(in, *s.t, type, s.mp, start); !why.isEmpty())
        return Parsed::refused(why);
    s.gain = std::min(s.t->rallyMp, start - s.mp);
    s.unit = getId(in, u"unit"_s);
    s.leader = getId(in, u"leader"_s);
    s.side = in.value(u"side"_s).toString();
    return s;
}

void resolveRally(const RallySpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"rallied"_s);
    if (out.quiet())
        return;
    if (s.unit != 0) { // a battle's unit is activated (fhgland.cpp, 6.1.4)
        out.unit(u"unit"_s, u"unit"_s, s.unit);
        out.unit(u"unit"_s, u"markers"_s, QJsonArray{u"activated"_s});
    }
    out.unit(u"unit"_s, u"strengthBefore"_s, s.mp);
    out.unit(u"unit"_s, u"strengthAfter"_s, s.mp + s.gain);
    out.set(u"apSpent"_s, s.t->apRally);
    out.line(
        FhgCommand::tr("the leader rallies the %1: %2 to %3 MP").arg(s.name).arg(s.mp).arg(s.mp + s.gain),
        u"9.4"_s);
    Effect spend;
    spend.kind = Effect::Kind::SpendAp;
    spend.subject = u"leader"_s;
    spend.unit = s.leader;
    spend.side = s.side;
    spend.amount = s.t->apRally;
    spend.rule = u"9.4"_s;
    spend.text = FhgCommand::tr("spend %1 AP to rally").arg(s.t->apRally);
    out.effect(spend);
    Effect e;
    e.kind = Effect::Kind::GainStrength;
    e.subject = u"unit"_s;
    e.unit = s.unit;
    e.amount = s.gain;
    e.rule = u"9.4"_s;
    e.text = FhgCommand::tr("%1 regains %2 MP; it may not move or fire this turn").arg(s.name).arg(s.gain);
    out.effect(e);
}

} // namespace

Runner FhgCommand::bindRally(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseRally, &resolveRally)(in, table);
}

} // namespace adj
