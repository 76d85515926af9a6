// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfacommand.h"

#include "core/inputbuilders.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "wfainputs.h"
#include "wfaplotactions.h"

#include <QJsonArray>

#include <functional>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {
const QString kCommand = u"wfa.command"_s;

// The tracker's one-line label: "Command: British lost HMS Macedonian in turn 1".
QString commandLabel(const QJsonObject &state, const std::function<QString(const QString &)> &sideName)
{
    QStringList parts;
    for (const QString &k : {u"a"_s, u"b"_s})
        if (state.contains(k))
            parts << QCoreApplication::translate("adj::WfaCommand", "%1 lost %2 in turn %3")
                         .arg(sideName(k), state.value(k).toObject().value(u"ship"_s).toString())
                         .arg(state.value(k).toObject().value(u"lostTurn"_s).toInt());
    return QCoreApplication::translate("adj::WfaCommand", "Command: %1").arg(parts.join(u", "_s));
}
} // namespace

WfaCommand::Loss WfaCommand::loss(const QJsonObject &tracker, const QString &side, int turn)
{
    const QJsonObject o = tracker.value(side).toObject();
    Loss l;
    if (o.isEmpty())
        return l;
    const int lost = o.value(u"lostTurn"_s).toInt();
    if (lost > turn)
        return l; // recorded for a later turn: not yet
    l.thisTurn = lost == turn;
    l.lastTurn = lost == turn - 1;
    l.crippled = o.value(u"crippled"_s).toBool();
    l.ship = o.value(u"ship"_s).toString();
    return l;
}

ActionSchema WfaCommand::schema()
{
    ActionSchema s;
    s.id = u"command-lost"_s;
    s.name = tr("Command ship lost");
    s.rule = u"9.5"_s;
    s.help =
        tr("The squadron command ship was sunk or captured: designate another. For the rest of this turn the "
           "side makes single-ship moves only; next turn it gets one plotted move fewer; the move lost for "
           "a crippled original command ship remains.");
    s.outcomes = {u"lost:a"_s, u"lost:b"_s};
    s.inputs = {stringInput(u"side"_s, tr("Side"),
                            tr("The side that lost its command ship: its name, or a / b."), u"9.5"_s),
                unitInput(u"newCommand"_s, tr("New command ship"),
                          tr("The ship designated as the squadron command ship (optional)."))};
    s.inputs.first().required = true;
    s.inputs +=
        enumInput(u"crippled"_s, {u"auto"_s, u"yes"_s, u"no"_s}, u"auto"_s, tr("Original had fallen to half"),
                  tr("Whether the lost command ship had fallen to half damage (auto: yes when sunk, no when "
                     "captured)."),
                  u"9.5"_s);
    s.inputs += inputs::stateInput(u"command"_s, kCommand, tr("Command losses"),
                                   tr("The battle's command ship losses (wfa.command)."));
    s.inputs += inputs::stateInput(u"fleet"_s, {}, tr("Ships on the board"),
                                   tr("The battle's ships, board and turn."));
    return s;
}

struct WfaCommand::LostSpec
{
    QString side;           // "a" or "b"
    QList<TraceLine> lines; // 9.5
    Effects effects;        // the command marks and the tracker
};

Action::Bind WfaCommand::bind()
{
    return parseThenResolve(&parse, &resolve);
}

ParsedInputs<WfaCommand::LostSpec> WfaCommand::parse(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<LostSpec>;
    const QJsonObject fleetJson = in.value(u"fleet"_s).toObject();
    WfaPlotActions::Fleet f;
    QString error;
    if (!WfaPlotActions::readFleet(fleetJson, &f, &error))
        return Parsed::refused(error);
    QString side;
    const QString given = getString(in, u"side"_s).trimmed();
    for (const QString &k : {u"a"_s, u"b"_s})
        if (given.compare(k, Qt::CaseInsensitive) == 0 ||
            given.compare(f.state.sideName(k), Qt::CaseInsensitive) == 0)
            side = k;
    if (side.isEmpty())
        return Parsed::refused(tr("input \"side\" is \"%1\": the sides are %2 (a) and %3 (b)")
                                   .arg(given, f.state.sideName(u"a"_s), f.state.sideName(u"b"_s)));
    const QString name = f.state.sideName(side);
    // The destroyed command ship: sunk or captured with the command mark.
    QJsonObject lost;
    for (const QJsonValue &v : fleetJson.value(u"lostCommand"_s).toArray())
        if (v.toObject().value(u"side"_s).toString() == side)
            lost = v.toObject();
    if (lost.isEmpty())
        return Parsed::refused(
            tr("%1 has no sunk or captured squadron command ship: 9.5 applies once the command ship "
               "is destroyed")
                .arg(name));
    const WfaShip *next = nullptr;
    if (has(in, u"newCommand"_s)) {
        next = f.state.ship(getId(in, u"newCommand"_s));
        if (!next || next->side != side)
            return Parsed::refused(
                tr("input \"newCommand\": %1 is not a ship of %2 on the board")
                    .arg(next ? next->display() : QString::number(getId(in, u"newCommand"_s)), name));
    }
    return lostCommand(in, f, side, lost, next);
}

WfaCommand::LostSpec WfaCommand::lostCommand(const Inputs &in, const WfaPlotActions::Fleet &f,
                                             const QString &side, const QJsonObject &lost,
                                             const WfaShip *next)
{
    const QString name = f.state.sideName(side);
    const QString status = lost.value(u"status"_s).toString();
    const QString c = getString(in, u"crippled"_s);
    const bool crippled = c == u"yes"_s || (c != u"no"_s && status != u"captured"_s);
    QJsonObject state = in.value(u"command"_s).toObject();
    const bool before = state.value(side).toObject().value(u"crippled"_s).toBool();
    state.insert(side, QJsonObject{{u"lostTurn"_s, f.turn},
                                   {u"crippled"_s, crippled || before},
                                   {u"ship"_s, lost.value(u"name"_s).toString()}});
    LostSpec s;
    s.side = side;
    s.lines.append(
        {tr("%1 lost its squadron command ship %2 (%3) in turn %4: single-ship moves only for the rest "
            "of the turn, one plotted move fewer next turn")
             .arg(name, lost.value(u"name"_s).toString(), status)
             .arg(f.turn),
         u"9.5"_s});
    if (crippled || before)
        s.lines.append({tr("%1 had fallen to half damage: its plotted move lost remains")
                            .arg(lost.value(u"name"_s).toString()),
                        u"9.5"_s});
    Effect unmark;
    unmark.kind = Effect::Kind::SetAttribute;
    unmark.unit = lost.value(u"id"_s).toInteger();
    unmark.attribute = u"command"_s;
    unmark.value = false;
    unmark.rule = u"9.5"_s;
    unmark.text = tr("%1 no longer commands").arg(lost.value(u"name"_s).toString());
    s.effects.append(unmark);
    if (next) {
        Effect mark = unmark;
        mark.unit = next->id;
        mark.value = true;
        mark.text = tr("%1 is the squadron command ship").arg(next->display());
        s.effects.append(mark);
        s.lines.append({tr("%1 designates %2 as its command ship").arg(name, next->display()), u"9.5"_s});
    }
    s.effects.append(Effect::setTracker(
        kCommand, state, commandLabel(state, [&f](const QString &k) { return f.state.sideName(k); }),
        u"9.5"_s));
    return s;
}

void WfaCommand::resolve(const LostSpec &s, DiceSource &, Resolution &out)
{
    for (const TraceLine &l : s.lines)
        out.line(l.text, l.rule);
    for (const Effect &e : s.effects)
        out.effect(e);
    out.outcome(u"lost:"_s + s.side);
    out.set(u"commandLost"_s, QJsonArray{s.side});
}

ActionSchema WfaCommand::withLossInputs(ActionSchema schema)
{
    schema.inputs += inputs::stateInput(u"command"_s, kCommand, tr("Command losses"),
                                        tr("The battle's command ship losses (wfa.command, 9.5)."));
    schema.inputs +=
        inputs::stateInput(u"commandShips"_s, {}, tr("Command ships named"),
                           tr("The squadron command ships among the ships the inputs name (9.5)."));
    return schema;
}

Action::Bind WfaCommand::withLosses(Action::Bind inner)
{
    return
        [inner](const Inputs &in, const RuleTable &table) { return withLosses(inner(in, table), in, table); };
}

Runner WfaCommand::withLosses(Runner inner, const Inputs &in, const RuleTable &table)
{
    const QJsonObject ships = in.value(u"commandShips"_s).toObject();
    const QJsonObject roles = ships.value(u"roles"_s).toObject();
    const int turn = ships.value(u"turn"_s).toInt();
    const WfaTable *t = WfaTable::of(table);
    if (roles.isEmpty() || turn < 1 || !t)
        return inner; // no command ship named, or no battle: the action alone
    const WfaTable tt = *t;
    const QJsonObject before = in.value(u"command"_s).toObject();
    const QJsonObject names = ships.value(u"sides"_s).toObject();
    return [inner, roles, turn, tt, before, names](DiceSource &dice, Resolution &out) {
        inner(dice, out);
        if (!out.ok() || out.quiet())
            return;
        auto sideName = [&names](const QString &k) {
            const QString n = names.value(k).toString();
            return n.isEmpty() ? k : n;
        };
        QJsonObject state = before;
        Effects effects;
        QJsonArray lostSides;
        for (auto it = roles.constBegin(); it != roles.constEnd(); ++it) {
            const QJsonObject ship = it.value().toObject();
            const bool sunk = out.outcomes().contains(u"sunk:"_s + it.key());
            const bool captured = it.key() == u"defender"_s && out.outcomes().contains(u"captured"_s);
            const QString side = ship.value(u"side"_s).toString();
            if ((!sunk && !captured) || (side != u"a"_s && side != u"b"_s))
                continue;
            const QString name = ship.value(u"name"_s).toString();
            // 9.5: a sunk ship fell below half; a captured one only if it was at half or less.
            const bool crippled =
                sunk || tt.crippled(ship.value(u"damage"_s).toInt(), ship.value(u"start"_s).toInt());
            const bool wasCrippled = state.value(side).toObject().value(u"crippled"_s).toBool();
            lostSides.append(side);
            state.insert(side, QJsonObject{{u"lostTurn"_s, turn},
                                           {u"crippled"_s, crippled || wasCrippled},
                                           {u"ship"_s, name}});
            out.line(tr("%1 was %2's squadron command ship, now %3: %2 may designate another (its command "
                        "mark); single-ship moves only for the rest of turn %4, one plotted move fewer "
                        "in turn %5")
                         .arg(name, sideName(side), sunk ? tr("sunk") : tr("captured"))
                         .arg(turn)
                         .arg(turn + 1),
                     u"9.5"_s);
            if (crippled || wasCrippled)
                out.line(tr("%1 had fallen to half damage: its plotted move lost remains").arg(name),
                         u"9.5"_s);
            Effect unmark;
            unmark.kind = Effect::Kind::SetAttribute;
            unmark.unit = ship.value(u"id"_s).toInteger();
            unmark.subject = it.key();
            unmark.attribute = u"command"_s;
            unmark.value = false;
            unmark.rule = u"9.5"_s;
            unmark.text = tr("%1 no longer commands").arg(name);
            effects.append(unmark);
        }
        if (effects.isEmpty())
            return;
        out.set(u"commandLost"_s, lostSides);
        effects.append(Effect::setTracker(kCommand, state, commandLabel(state, sideName), u"9.5"_s));
        for (const Effect &e : std::as_const(effects))
            out.effect(e);
    };
}

} // namespace adj
