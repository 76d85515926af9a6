#include "fhgcommand.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "fhginputs.h"

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

Runner FhgCommand::bindRandomAp(const Inputs &in, const RuleTable &table)
{
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return refuse(tr("the AP roll needs the fhg-land rule table"));
    const bool equal = getBool(in, u"opt11_13"_s);
    if (equal && !in.value(u"highestCommandAp"_s).isDouble())
        return refuse(tr("input \"highestCommandAp\" is required with optional rule 11.13"));
    if (equal && getInt(in, u"highestCommandAp"_s) < getInt(in, u"commandAp"_s))
        return refuse(tr("input \"highestCommandAp\" (%1) is below this side's own command AP (%2) (11.13)")
                          .arg(getInt(in, u"highestCommandAp"_s))
                          .arg(getInt(in, u"commandAp"_s)));
    if (!getBool(in, u"opt11_14"_s) && getInt(in, u"commandApAdjustment"_s) != 0)
        return refuse(tr("input \"commandApAdjustment\" needs optional rule 11.14 (opt11_14)"));
    const CommandAp c = commandAp(getInt(in, u"commandAp"_s), getInt(in, u"leadersLost"_s),
                                  t->leaderApPenalty, equal, getInt(in, u"highestCommandAp"_s),
                                  getBool(in, u"opt11_14"_s), getInt(in, u"commandApAdjustment"_s));
    const int apLeft = getInt(in, u"apLeft"_s);
    const QString side = in.value(u"side"_s).toString();
    return [t, c, apLeft, side](DiceSource &dice, Resolution &out) {
        DieClasses classes;
        for (int f = 1; f <= t->sides; ++f)
            classes.append(quint8(t->randomAp.at(f - 1)));
        const bool text = dice.wantsText();
        const int v =
            dice.forStep("random-ap")
                .roll(DieSpec{t->sides, false}, text ? tr("random action points") : QString(), classes);
        const int random = t->randomAp.at(v - 1);
        const int total = c.value + random;
        out.outcome(u"ap="_s + QString::number(total));
        if (out.quiet())
            return;
        out.line(tr("command AP %1 = %2").arg(c.why).arg(c.value), u"6.1"_s);
        out.line(tr("random AP: the die shows %1: +%2; %3 AP this turn").arg(v).arg(random).arg(total),
                 u"6.1.1"_s);
        Effect e;
        e.kind = Effect::Kind::ChangeCounter;
        e.subject = u"side"_s;
        e.side = side;
        e.counter = u"AP"_s;
        e.amount = total - apLeft;
        e.rule = u"6.1.1"_s;
        e.text = tr("%1 AP for this turn").arg(total);
        out.effect(e);
    };
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
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit to rally (optional).")),
        enumInput(u"unitType"_s, fhgTypeIds(), {}, tr("Unit type"), tr("Type of the unit to rally."),
                  u"9.4"_s, true),
        intInput(u"currentMp"_s, 1, 20, {}, tr("Current MP"), tr("The unit's MP now."), u"9.4"_s, true),
        intInput(u"startMp"_s, 1, 20, {}, tr("Starting MP"),
                 tr("The unit's MP at the start of the scenario: never exceeded."), u"9.4"_s, true),
        boolInput(u"leaderInHex"_s, true, tr("Leader with the unit"),
                  tr("The leader began the turn with the unit and stays."), u"9.4"_s),
        unitInput(u"leader"_s, tr("Leader"), tr("The battle's leader who rallies (optional).")),
        boolInput(u"movedThisTurn"_s, false, tr("Unit or leader moved"),
                  tr("Neither may move in a turn they rally."), u"9.4"_s),
        boolInput(u"firedThisTurn"_s, false, tr("Unit fired"),
                  tr("A rallied unit may not fire in the same turn."), u"9.4"_s),
        intInput(u"ralliedThisTurn"_s, 0, 20, 0, tr("MP already rallied this turn"),
                 tr("At most 1 MP per unit per turn."), u"9.4"_s),
        boolInput(u"firedOnThisTurn"_s, false, tr("Fired on this turn"),
                  tr("With 11.2 a unit fired on this turn cannot rally."), u"11.2"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"), tr("The side's AP left this turn (optional)."),
                 u"6.2.8"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the rallying side.")),
        boolInput(u"opt11_2"_s, false, tr("11.2 rally only if not fired on"),
                  tr("Only units not fired on this turn may rally."), u"11.2"_s, u"11.2"_s),
    };
    return s;
}

Runner FhgCommand::bindRally(const Inputs &in, const RuleTable &table)
{
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return refuse(tr("rally needs the fhg-land rule table"));
    const FhgType type = getType(in, u"unitType"_s);
    const QString name = fhgTypeName(type);
    const int mp = getInt(in, u"currentMp"_s), start = getInt(in, u"startMp"_s);
    if (!t->unit(type).rally)
        return refuse(tr("%1 cannot be rallied (9.4)").arg(name));
    if (start > t->unit(type).maxMp)
        return refuse(tr("input \"startMp\" is %1, but %2 have at most %3 MP (3.4)")
                          .arg(start)
                          .arg(name)
                          .arg(t->unit(type).maxMp));
    if (mp > start)
        return refuse(tr("input \"currentMp\" (%1) is above the starting MP (%2)").arg(mp).arg(start));
    if (mp >= start)
        return refuse(
            tr("the unit is at its starting %1 MP: rallied units never exceed it (9.4)").arg(start));
    if (!getBool(in, u"leaderInHex"_s))
        return refuse(tr("a unit rallies only with a leader that began and ends the turn in its hex (9.4)"));
    if (getBool(in, u"movedThisTurn"_s))
        return refuse(tr("the unit and the leader may not move in the turn they rally (9.4)"));
    if (getBool(in, u"firedThisTurn"_s))
        return refuse(tr("a rallied unit may not fire in the turn it rallies (9.4)"));
    if (getInt(in, u"ralliedThisTurn"_s) + t->rallyMp > t->rallyPerTurn)
        return refuse(tr("only %1 MP per unit per turn may be recovered (9.4)").arg(t->rallyPerTurn));
    if (getBool(in, u"opt11_2"_s) && getBool(in, u"firedOnThisTurn"_s))
        return refuse(tr("the unit was fired on this turn and cannot be rallied (11.2)"));
    const QJsonValue ap = in.value(u"apAvailable"_s);
    if (ap.isDouble() && ap.toInt() < t->apRally)
        return refuse(
            tr("not enough AP: rally costs %1 AP and %2 are left (9.4)").arg(t->apRally).arg(ap.toInt()));
    const int gain = std::min(t->rallyMp, start - mp);
    const qint64 unit = getId(in, u"unit"_s), leader = getId(in, u"leader"_s);
    const QString side = in.value(u"side"_s).toString();
    return [t, gain, mp, unit, leader, side, name](DiceSource &, Resolution &out) {
        out.outcome(u"rallied"_s);
        if (out.quiet())
            return;
        out.line(tr("the leader rallies the %1: %2 to %3 MP").arg(name).arg(mp).arg(mp + gain), u"9.4"_s);
        Effect spend;
        spend.kind = Effect::Kind::SpendAp;
        spend.subject = u"leader"_s;
        spend.unit = leader;
        spend.side = side;
        spend.amount = t->apRally;
        spend.rule = u"9.4"_s;
        spend.text = tr("spend %1 AP to rally").arg(t->apRally);
        out.effect(spend);
        Effect e;
        e.kind = Effect::Kind::GainStrength;
        e.subject = u"unit"_s;
        e.unit = unit;
        e.amount = gain;
        e.rule = u"9.4"_s;
        e.text = tr("%1 regains %2 MP; it may not move or fire this turn").arg(name).arg(gain);
        out.effect(e);
    };
}

} // namespace adj
