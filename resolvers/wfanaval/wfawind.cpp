// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfawind.h"

#include "core/diesource.h"
#include "core/ruletable.h"
#include "wfageometry.h"
#include "wfainputs.h"
#include "wfaplotactions.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

int WfaWind::windAfter(const WfaTable &t, int wind, int die)
{
    if (die == t.windRightFace)
        return WfaGeometry::turnRight(wind);
    if (die == t.windLeftFace)
        return WfaGeometry::turnLeft(wind);
    return wind;
}

int WfaWind::chooser(bool gaugeA, bool gaugeB, int advantage, QString *why, const QString &nameA,
                     const QString &nameB)
{
    const QString a = nameA.isEmpty() ? tr("side %1").arg(u"A"_s) : nameA;
    const QString b = nameB.isEmpty() ? tr("side %1").arg(u"B"_s) : nameB;
    if (gaugeA != gaugeB) {
        if (why)
            *why = tr("only %1 has the wind gauge: it decides who moves and declares fire first")
                       .arg(gaugeA ? a : b);
        return gaugeA ? 0 : 1;
    }
    const QString tie = gaugeA ? tr("both sides have the wind gauge") : tr("neither side has the wind gauge");
    if (advantage < 0) {
        if (why)
            *why = tie + tr(": the scenario names no commander's advantage (input \"advantage\" or the "
                            "battle's house rule scenario.commanderAdvantage), so no side decides yet");
        return -1;
    }
    if (why)
        *why = tie + tr(": %1 has the commander's advantage and decides who moves and declares fire first")
                         .arg(advantage == 0 ? a : b);
    return advantage;
}

WfaWind::First WfaWind::firstToMove(const WfaNavalState &s, int wind, const QString &advantage)
{
    First f;
    bool gauge[2] = {false, false};
    QStringList parts;
    for (int i = 0; i < 2; ++i) {
        const QString side = i == 0 ? u"a"_s : u"b"_s;
        // 9.4: only the squadron command ship counts; a side without one has no wind gauge.
        const WfaShip *cmd = WfaPlotActions::commandShip(s, side);
        gauge[i] = cmd && WfaGeometry::hasWindGauge(cmd->heading, wind);
        parts << (cmd ? tr("%1's command ship %2 heading %3: %4")
                            .arg(s.sideName(side), cmd->display())
                            .arg(cmd->heading)
                            .arg(gauge[i] ? tr("wind gauge") : tr("no wind gauge"))
                      : tr("%1 has no squadron command ship on the board: no wind gauge")
                            .arg(s.sideName(side)));
    }
    f.why.append({tr("wind %1: %2").arg(wind).arg(parts.join(u"; "_s)), u"3.1.1"_s});
    QString why;
    const int adv = advantage == u"a"_s ? 0 : advantage == u"b"_s ? 1 : -1;
    const int c = chooser(gauge[0], gauge[1], adv, &why, s.sideName(u"a"_s), s.sideName(u"b"_s));
    f.why.append({why, gauge[0] != gauge[1] ? u"3.1.1"_s : u"7.1"_s});
    f.chooser = c < 0 ? QString() : c == 0 ? u"a"_s : u"b"_s;
    return f;
}

WfaWind::Moves WfaWind::plottedMoves(const WfaTable &t, const MovesIn &in)
{
    Moves m;
    m.count = in.base;
    m.reasons.append({tr("the scenario gives %1 plotted moves").arg(in.base), u"5.6"_s});
    if (WfaGeometry::hasWindGauge(in.commandHeading, in.wind)) {
        m.count += t.plotWindGauge;
        m.reasons.append({tr("the command ship (heading %1) has the wind gauge with the wind at %2: +%3")
                              .arg(in.commandHeading)
                              .arg(in.wind)
                              .arg(t.plotWindGauge),
                          u"3.1.1"_s});
    } else {
        m.reasons.append({tr("the command ship (heading %1) does not have the wind gauge with the wind at %2")
                              .arg(in.commandHeading)
                              .arg(in.wind),
                          u"3.1.1"_s});
    }
    if (t.crippled(in.commandDamage, in.commandStart)) {
        m.count -= t.plotCrippledCommand;
        m.reasons.append({tr("the command ship is at half damage or less (%1 of %2): -%3")
                              .arg(in.commandDamage)
                              .arg(in.commandStart)
                              .arg(t.plotCrippledCommand),
                          u"6.6"_s});
    } else if (in.lostCommandCrippled) {
        // 9.5: the reduction for the original command ship falling below half remains (counted once).
        m.count -= t.plotCrippledCommand;
        m.reasons.append({tr("the lost original command ship had fallen to half damage: -%1 remains")
                              .arg(t.plotCrippledCommand),
                          u"9.5"_s});
    }
    if (in.commandLostLastTurn) {
        m.count -= t.plotCommandLost;
        m.reasons.append(
            {tr("the squadron command ship was lost last turn: -%1").arg(t.plotCommandLost), u"9.5"_s});
    }
    if (m.count < t.plotMinimum) {
        m.count = t.plotMinimum;
        m.reasons.append({tr("never fewer than %1").arg(t.plotMinimum), u"5.6"_s});
    }
    m.reasons.append({tr("%1 plotted moves this turn").arg(m.count), u"9.4"_s});
    return m;
}

ActionSchema WfaWind::windSchema()
{
    ActionSchema s;
    s.id = u"wind-change"_s;
    s.name = tr("Wind change");
    s.rule = u"3.1"_s;
    s.help = tr(
        "At the start of a turn: 1 turns the wind one hex side right, 6 one hex side left. With the command "
        "ships' headings, says who has the wind gauge and who moves first. The battle keeps the wind.");
    s.outcomes = {u"wind=N"_s, u"gauge:a"_s, u"gauge:b"_s, u"chooser:a"_s, u"chooser:b"_s};
    s.dice = {dice::step(u"wind"_s, DieSpec{}, 1, tr("wind change"), u"3.1"_s)};
    s.inputs = {
        intInput(u"wind"_s, 1, 6, {}, tr("Wind direction"),
                 tr("Hex side the wind blows to before the roll (else the wind the battle keeps)."),
                 u"3.1"_s),
        intInput(u"aHeading"_s, 1, 6, {}, tr("Side A command ship heading"),
                 tr("Optional: for the wind gauge and who moves first."), u"3.1.1"_s),
        intInput(u"bHeading"_s, 1, 6, {}, tr("Side B command ship heading"),
                 tr("Optional: for the wind gauge and who moves first."), u"3.1.1"_s),
        enumInput(u"advantage"_s, {u"a"_s, u"b"_s}, {}, tr("Commander's advantage"),
                  tr("The scenario's side with the commander's advantage (else the battle's house rule "
                     "scenario.commanderAdvantage)."),
                  u"7.1"_s),
        stringInput(u"side"_s, tr("Counter side"), tr("Side name holding a wind counter (optional).")),
        intInput(u"turn"_s, 1, 9999, {}, tr("Turn"),
                 tr("The turn this roll starts (from the battle); the wind is rolled once a turn."),
                 u"3.1"_s),
        inputs::stateInput(u"windState"_s, u"wfa.wind"_s, tr("Wind kept"),
                           tr("The battle's wind: {\"wind\": 1-6, \"turn\": the turn it was rolled for}.")),
        inputs::stateInput(u"sideNames"_s, {}, tr("Side names"),
                           tr("The battle's names of sides a and b, for the trace.")),
    };
    return s;
}

struct WfaWind::WindSpec
{
    WfaTable t;
    int wind = 1, turn = 0;
    bool headings = false; // both command ships' headings given: the wind gauge (3.1.1)
    int ha = 0, hb = 0;
    int advantage = -1; // 7.1: 0 side A, 1 side B, -1 none
    QString side;       // a side's own wind counter
    QString nameA, nameB, labelA, labelB;
};

Action::Bind WfaWind::bindWind()
{
    return parseThenResolve(&parseWind, &resolveWind);
}

ParsedInputs<WfaWind::WindSpec> WfaWind::parseWind(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<WindSpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the wind change needs the wfa-naval rule table"));
    WindSpec s;
    s.t = *t;
    // 3.1: the wind kept in the battle, unless the referee gives it (the scenario's start).
    const QJsonObject kept = in.value(u"windState"_s).toObject();
    s.turn = getInt(in, u"turn"_s);
    if (!has(in, u"wind"_s) && kept.isEmpty())
        return Parsed::refused(
            tr("input \"wind\": give the wind direction; the battle keeps none yet (3.1)"));
    if (s.turn > 0 && !kept.isEmpty() && kept.value(u"turn"_s).toInt() == s.turn)
        return Parsed::refused(
            tr("the wind has already been rolled for turn %1 (3.1: once at the start of each turn); "
               "undo that roll to roll again")
                .arg(s.turn));
    s.wind = has(in, u"wind"_s) ? getInt(in, u"wind"_s) : kept.value(u"wind"_s).toInt();
    if (s.wind < 1 || s.wind > t->headings)
        return Parsed::refused(
            tr("the battle's wind is %1, not a hex side 1-%2").arg(s.wind).arg(t->headings));
    s.headings = has(in, u"aHeading"_s) && has(in, u"bHeading"_s);
    if (has(in, u"aHeading"_s) != has(in, u"bHeading"_s))
        return Parsed::refused(
            tr("inputs \"aHeading\" and \"bHeading\": give both command ships' headings or neither"));
    s.ha = getInt(in, u"aHeading"_s);
    s.hb = getInt(in, u"bHeading"_s);
    // 7.1: the scenario's commander's advantage: the input, else the battle's house rule.
    const QString advantage = has(in, u"advantage"_s) ? getString(in, u"advantage"_s) : t->commanderAdvantage;
    s.advantage = advantage == u"a"_s ? 0 : advantage == u"b"_s ? 1 : -1;
    s.side = getString(in, u"side"_s);
    // The battle's side names (WfaBattle::fillWind), else "side A" / "side B".
    const QJsonObject names = in.value(u"sideNames"_s).toObject();
    s.nameA = names.value(u"a"_s).toString();
    s.nameB = names.value(u"b"_s).toString();
    s.labelA = s.nameA.isEmpty() ? tr("side %1").arg(u"A"_s) : s.nameA;
    s.labelB = s.nameB.isEmpty() ? tr("side %1").arg(u"B"_s) : s.nameB;
    return s;
}

int WfaWind::rollWind(const WindSpec &s, DiceSource &dice, Resolution &out)
{
    const WfaTable &tt = s.t;
    DieClasses classes;
    for (int f = 1; f <= tt.sides; ++f)
        classes.append(quint8(f == tt.windRightFace ? 1 : f == tt.windLeftFace ? 2 : 0));
    const int die = dice.forStep("wind").roll(DieSpec{tt.sides, false},
                                              dice.wantsText() ? tr("wind change") : QString(), classes);
    const int after = windAfter(tt, s.wind, die);
    out.outcome(u"wind=%1"_s.arg(after));
    if (out.quiet())
        return after;
    out.roll(Roll{u"wind"_s, {die}}.meaning(die == tt.windRightFace  ? u"right"_s
                                            : die == tt.windLeftFace ? u"left"_s
                                                                     : u"no-change"_s));
    out.set(u"windBefore"_s, s.wind);
    out.set(u"wind"_s, after);
    const int wind = s.wind;
    out.line(die == tt.windRightFace
                 ? tr("wind %1, roll %2: one hex side to the right → %3").arg(wind).arg(die).arg(after)
             : die == tt.windLeftFace
                 ? tr("wind %1, roll %2: one hex side to the left → %3").arg(wind).arg(die).arg(after)
                 : tr("wind %1, roll %2: no change").arg(wind).arg(die),
             u"3.1"_s);
    if (after != wind && !s.side.isEmpty()) { // a side's own wind counter, when the referee keeps one
        Effect e;
        e.kind = Effect::Kind::ChangeCounter;
        e.counter = u"wind"_s;
        e.side = s.side;
        e.amount = after - wind;
        e.rule = u"3.1"_s;
        e.text = tr("wind direction %1 → %2").arg(wind).arg(after);
        out.effect(e);
    }
    return after;
}

QString WfaWind::windGauge(const WindSpec &s, int after, Resolution &out)
{
    const bool ga = WfaGeometry::hasWindGauge(s.ha, after), gb = WfaGeometry::hasWindGauge(s.hb, after);
    if (ga)
        out.outcome(u"gauge:a"_s);
    if (gb)
        out.outcome(u"gauge:b"_s);
    QString why;
    const int c = chooser(ga, gb, s.advantage, &why, s.nameA, s.nameB);
    if (c >= 0)
        out.outcome(c == 0 ? u"chooser:a"_s : u"chooser:b"_s);
    const QString decides = c < 0 ? QString() : c == 0 ? u"a"_s : u"b"_s;
    if (out.quiet())
        return decides;
    QJsonArray gauge;
    if (ga)
        gauge.append(u"a"_s);
    if (gb)
        gauge.append(u"b"_s);
    out.set(u"windGauge"_s, gauge);
    if (c >= 0)
        out.set(u"chooser"_s, c == 0 ? u"a"_s : u"b"_s);
    out.line(tr("%1 heading %2: %3; %4 heading %5: %6")
                 .arg(s.labelA)
                 .arg(s.ha)
                 .arg(ga ? tr("wind gauge") : tr("no wind gauge"))
                 .arg(s.labelB)
                 .arg(s.hb)
                 .arg(gb ? tr("wind gauge") : tr("no wind gauge")),
             u"3.1.1"_s);
    out.line(why, ga != gb ? u"3.1.1"_s : u"7.1"_s);
    if (ga != gb)
        out.line(tr("in multiple ship actions %1, without the wind gauge, declares its fire first")
                     .arg(ga ? s.labelB : s.labelA),
                 u"9.7"_s);
    return decides;
}

void WfaWind::resolveWind(const WindSpec &s, DiceSource &dice, Resolution &out)
{
    const int after = rollWind(s, dice, out);
    const QString decides = s.headings ? windGauge(s, after, out) : QString();
    if (out.quiet())
        return;
    // 3.1, 3.1.1: the battle keeps the wind of the turn and who decides who moves first.
    QJsonObject kept{{u"wind"_s, after}, {u"turn"_s, s.turn}};
    QString label =
        s.turn > 0 ? tr("Wind %1 (rolled for turn %2)").arg(after).arg(s.turn) : tr("Wind %1").arg(after);
    if (!decides.isEmpty()) {
        kept.insert(u"chooser"_s, decides);
        label = tr("%1; %2 decides who moves and declares fire first")
                    .arg(label, decides == u"a"_s ? s.labelA : s.labelB);
    }
    out.effect(Effect::setTracker(u"wfa.wind"_s, kept, label, u"3.1"_s));
    // 4.1 (1): the wind and the wind gauge settled, the players plot their moves next.
    const Effect next =
        Effect::setPhase(u"plot"_s, 0, tr("the wind is settled: the players plot their moves"), u"4.1"_s);
    out.effect(next);
    out.line(next.text, next.rule);
}

ActionSchema WfaWind::movesSchema()
{
    ActionSchema s;
    s.id = u"plotted-moves"_s;
    s.name = tr("Plotted moves this turn");
    s.rule = u"5.6"_s;
    s.help =
        tr("How many plotted move markers a side gets: the scenario's base, +1 with the wind gauge, -1 for a "
           "crippled command ship, -1 the turn after losing it. Only the command ship counts (9.4).");
    s.outcomes = {u"moves=N"_s};
    s.inputs = {
        stringInput(
            u"side"_s, tr("Side"),
            tr("Optional: the side (its name, or a / b) whose command ship the battle fills in, with the "
               "wind it keeps."),
            u"9.4"_s),
        intInput(u"base"_s, 0, 12, {}, tr("Scenario plotted moves"),
                 tr("The scenario's plotted moves a turn (else the table's plot.base)."), u"5.6"_s),
        intInput(
            u"commandHeading"_s, 1, 6, {}, tr("Command ship heading"),
            tr("Hex side the squadron command ship's bow points to (in a single-ship action, the ship's)."),
            u"3.1.1"_s, true),
        intInput(u"wind"_s, 1, 6, {}, tr("Wind direction"), tr("This turn's wind direction."), u"3.1"_s,
                 true),
        intInput(u"commandDamage"_s, 0, 60, {}, tr("Command ship damage rating"),
                 tr("Current damage rating."), u"6.6"_s, true)
            .withTerm(u"strength"_s),
        intInput(u"commandStart"_s, 1, 60, {}, tr("Command ship starting rating"),
                 tr("Starting damage rating."), u"6.6"_s, true)
            .withTerm(u"strength"_s),
        boolInput(u"commandLostLastTurn"_s, false, tr("Command ship lost last turn"),
                  tr("The squadron command ship was destroyed during the previous turn."), u"9.5"_s),
        boolInput(u"lostCommandCrippled"_s, false, tr("Lost command ship was crippled"),
                  tr("The original command ship, now lost, had fallen to half damage: its -1 remains."),
                  u"9.5"_s),
    };
    return s;
}

Action::Bind WfaWind::bindMoves()
{
    return parseThenResolve(&parseMoves, &resolveMoves);
}

ParsedInputs<WfaWind::Moves> WfaWind::parseMoves(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<Moves>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the plotted moves need the wfa-naval rule table"));
    MovesIn m;
    m.base = has(in, u"base"_s) ? getInt(in, u"base"_s) : t->plotBase;
    m.commandHeading = getInt(in, u"commandHeading"_s);
    m.wind = getInt(in, u"wind"_s);
    m.commandDamage = getInt(in, u"commandDamage"_s);
    m.commandStart = getInt(in, u"commandStart"_s);
    m.commandLostLastTurn = getBool(in, u"commandLostLastTurn"_s);
    m.lostCommandCrippled = getBool(in, u"lostCommandCrippled"_s);
    if (m.commandDamage > m.commandStart)
        return Parsed::refused(tr("input \"commandDamage\" is %1, above the starting rating %2")
                                   .arg(m.commandDamage)
                                   .arg(m.commandStart));
    if (m.commandDamage == 0)
        return Parsed::refused(
            tr("input \"commandDamage\" is 0: the command ship is sunk; designate another (9.5)"));
    return plottedMoves(*t, m);
}

void WfaWind::resolveMoves(const Moves &r, DiceSource &, Resolution &out)
{
    for (const TraceLine &l : r.reasons)
        out.line(l.text, l.rule);
    out.outcome(u"moves=%1"_s.arg(r.count));
    out.set(u"plottedMoves"_s, r.count);
}

} // namespace adj
