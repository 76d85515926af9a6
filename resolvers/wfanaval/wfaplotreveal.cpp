// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The reveal ("reveal", 4.1, 5.8, 9.2-9.6): both sides' next plotted marker turned, the side
// moving first found, the ships moved on the board.
#include "wfaplotactions.h"

#include "core/ruletable.h"
#include "wfacommand.h"
#include "wfainputs.h"
#include "wfaplottrackers.h"
#include "wfawind.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

ActionSchema WfaPlotActions::revealSchema()
{
    ActionSchema s;
    s.id = u"reveal"_s;
    s.name = tr("Reveal the next marker");
    s.rule = u"5.8"_s;
    s.help = tr(
        "Both sides reveal their next plotted move marker; the side moving first moves first (3.1.1, 9.6). "
        "Each marker moves one ship, or the squadron command ship and any ships of its squadron with the "
        "same move (9.2, 9.3). A third ship's move into a hex becomes a stop (3.4, 8.2).");
    s.outcomes = {u"marker=N"_s, u"first:a"_s, u"first:b"_s, u"stopped:<ship>"_s};
    s.inputs = {
        enumInput(
            u"first"_s, kSides, {}, tr("Side moving first"),
            tr("Chosen by the side with the wind gauge, else by the side with the commander's advantage "
               "(3.1.1, 7.1, 9.6). Left empty: that side moves first."),
            u"9.6"_s),
        enumInput(u"advantage"_s, kSides, {}, tr("Commander's advantage"),
                  tr("The scenario's side with the commander's advantage (else the battle's house rule "
                     "scenario.commanderAdvantage)."),
                  u"7.1"_s),
    };
    for (const QString &side : kSides) {
        const QString up = side.toUpper();
        s.inputs += {
            unitInput(side + u"Ship"_s, tr("Side %1 ship").arg(up),
                      tr("The ship side %1's marker moves (its only ship, or its command ship in a squadron "
                         "move, when left empty).")
                          .arg(up)),
            boolInput(side + u"Squadron"_s, false, tr("Side %1 squadron move").arg(up),
                      tr("The command ship moves and the ships named as followers make the exact same move."),
                      u"9.3"_s),
            inputs::listInput(
                side + u"Followers"_s, tr("Side %1 followers").arg(up),
                tr("Ships of the command ship's squadron following its move, separated by commas."),
                u"9.2"_s),
        };
    }
    s.inputs += {
        inputs::stateInput(u"plots"_s, kPlots, tr("Plots of the turn"),
                           tr("The battle's plots (wfa.plots).")),
        inputs::stateInput(u"fleet"_s, {}, // no tracker: the ships read off the battle
                           tr("Ships on the board"), tr("The battle's ships, board and turn.")),
        inputs::stateInput(u"command"_s, u"wfa.command"_s, tr("Command losses"),
                           tr("The battle's command ship losses (wfa.command, 9.5).")),
        inputs::stateInput(u"windState"_s, kWind, tr("Wind kept"), tr("The battle's wind (wfa.wind).")),
    };
    return s;
}

namespace {
// The ship a side's marker moves (9.3, 9.6): named, else the side's only ship, else its command
// ship for a squadron move or a stop.
bool orderFor(const Inputs &in, const WfaNavalState &s, const QString &side, WfaMarker marker,
              WfaMoveOrder *order, QString *error)
{
    const QString shipKey = side + u"Ship"_s, followKey = side + u"Followers"_s;
    order->squadron = getBool(in, side + u"Squadron"_s);
    const QList<const WfaShip *> own = shipsOf(s, side);
    if (has(in, shipKey)) {
        const qint64 id = getId(in, shipKey);
        const WfaShip *ship = s.ship(id);
        if (!ship || ship->side != side) {
            *error = QCoreApplication::translate("adj::WfaPlotActions",
                                                 "input \"%1\": ship %2 is not a ship of %3 on the board")
                         .arg(shipKey, ship ? ship->display() : QString::number(id), s.sideName(side));
            return false;
        }
        order->ship = id;
    } else if (own.size() == 1) {
        order->ship = own.first()->id;
    } else if (const WfaShip *cmd = WfaPlotActions::commandShip(s, side);
               cmd && (order->squadron || marker == WfaMarker::Stop)) {
        order->ship = cmd->id;
    } else {
        *error = QCoreApplication::translate(
                     "adj::WfaPlotActions", "%1 has %2 ships on the board: name the ship its %3 marker moves "
                                            "(input \"%4\"), or make a squadron move (9.3)")
                     .arg(s.sideName(side))
                     .arg(own.size())
                     .arg(wfaMarkerId(marker), shipKey);
        return false;
    }
    const QStringList names = in.list(followKey);
    for (const QString &n : names) {
        const QString name = n.trimmed();
        if (name.isEmpty())
            continue;
        qint64 found = 0;
        for (const WfaShip &x : s.ships)
            if (x.name.compare(name, Qt::CaseInsensitive) == 0 || QString::number(x.id) == name)
                found = x.id;
        if (found == 0) {
            *error = QCoreApplication::translate("adj::WfaPlotActions",
                                                 "input \"%1\": no ship called \"%2\" on the board")
                         .arg(followKey, name);
            return false;
        }
        order->followers.append(found);
    }
    if (!order->squadron && !order->followers.isEmpty()) {
        *error = QCoreApplication::translate(
                     "adj::WfaPlotActions",
                     "input \"%1\": followers move only in a squadron move (tick \"%2\", 9.3)")
                     .arg(followKey, side + u"Squadron"_s);
        return false;
    }
    return true;
}
} // namespace

struct WfaPlotActions::Revealed
{
    Fleet f;
    QJsonObject state; // the tracker wfa.plots of this turn
    WfaPlot plot[2];
    WfaMoveOrder order[2];
    int index = 0, total = 0;
    QString first;
    QList<TraceLine> firstLines;
};

struct WfaPlotActions::RevealSpec
{
    QList<TraceLine> lines;
    Effects effects;
    int index = 0;
    QString first;
    QStringList stoppedIds; // "stopped:<ship>" (3.4)
};

Action::Bind WfaPlotActions::bindReveal()
{
    return parseThenResolve(&parseReveal, &resolveReveal);
}

ParsedInputs<WfaPlotActions::RevealSpec> WfaPlotActions::parseReveal(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<RevealSpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the reveal needs the wfa-naval rule table"));
    Revealed r;
    QString error;
    if (!readFleet(in.value(u"fleet"_s).toObject(), &r.f, &error))
        return Parsed::refused(error);
    // 9.5: a side that lost its command ship this turn makes single-ship moves only.
    for (const QString &side : kSides)
        if (WfaCommand::loss(in.value(u"command"_s).toObject(), side, r.f.turn).thisTurn)
            r.f.state.commandLostThisTurn.insert(side);
    if (const QString e = readPlots(in, &r); !e.isEmpty())
        return Parsed::refused(e);
    for (int i = 0; i < 2; ++i)
        if (r.index < r.plot[i].markers.size() && !shipsOf(r.f.state, kSides.at(i)).isEmpty() &&
            !orderFor(in, r.f.state, kSides.at(i), r.plot[i].markers.at(r.index), &r.order[i], &error))
            return Parsed::refused(error);
    if (const QString e = whoMovesFirst(in, *t, &r); !e.isEmpty())
        return Parsed::refused(e);
    WfaNavalState after = r.f.state;
    const WfaNavalState::Step step =
        after.reveal(*t, r.index, r.first, r.plot[0], r.order[0], r.plot[1], r.order[1]);
    if (!step.ok)
        return Parsed::refused(step.error);
    return revealed(r, after, step);
}

QString WfaPlotActions::readPlots(const Inputs &in, Revealed *r)
{
    r->state = plotsOfTurn(in.value(u"plots"_s).toObject(), r->f.turn);
    const QJsonObject plots = r->state.value(u"plots"_s).toObject();
    QString error;
    for (int i = 0; i < 2; ++i) {
        const QString side = kSides.at(i);
        if (!plots.contains(side) && !shipsOf(r->f.state, side).isEmpty())
            return tr("%1 has not plotted turn %2 yet: both sides plot before the reveal (4.1, 5.7)")
                .arg(r->f.state.sideName(side))
                .arg(r->f.turn);
        if (!WfaPlot::fromJson(plots.value(side).toObject().value(u"markers"_s).toArray(), &r->plot[i],
                               &error))
            return tr("the battle's plots: %1").arg(error);
    }
    r->index = r->state.value(u"revealed"_s).toInt();
    r->total = int(std::max(r->plot[0].markers.size(), r->plot[1].markers.size()));
    if (r->index >= r->total)
        return tr("all %1 markers of turn %2 have been revealed (5.8)").arg(r->total).arg(r->f.turn);
    return {};
}

QString WfaPlotActions::whoMovesFirst(const Inputs &in, const WfaTable &t, Revealed *r)
{
    // 3.1.1, 7.1, 9.6: the side with the wind gauge, else the commander's advantage, decides who
    // moves first; unless the referee says otherwise, it moves first itself.
    const Fleet &f = r->f;
    if (has(in, u"first"_s)) {
        r->first = getString(in, u"first"_s) == u"b"_s ? u"b"_s : u"a"_s;
        r->firstLines.append(
            {tr("%1 moves first, as the referee chose").arg(f.state.sideName(r->first)), u"9.6"_s});
        return {};
    }
    const QJsonObject ws = in.value(u"windState"_s).toObject();
    if (ws.isEmpty() || ws.value(u"turn"_s).toInt() != f.turn)
        return tr("who moves first: the battle keeps no wind for turn %1, so the wind gauge is "
                  "not known (3.1.1): resolve the wind change or give the input \"first\" (9.6)")
            .arg(f.turn);
    const QString adv = has(in, u"advantage"_s) ? getString(in, u"advantage"_s) : t.commanderAdvantage;
    const WfaWind::First d = WfaWind::firstToMove(f.state, ws.value(u"wind"_s).toInt(), adv);
    if (d.chooser.isEmpty())
        return tr("who moves first: %1. Give the input \"first\" or \"advantage\", or set the "
                  "battle's house rule scenario.commanderAdvantage (7.1, 9.6)")
            .arg(d.why.constLast().text);
    r->first = d.chooser;
    r->firstLines = d.why;
    r->firstLines.append(
        {tr("%1 moves first (it may let %2 move first: input \"first\")")
             .arg(f.state.sideName(r->first), f.state.sideName(r->first == u"a"_s ? u"b"_s : u"a"_s)),
         u"9.6"_s});
    return {};
}

WfaPlotActions::RevealSpec WfaPlotActions::revealed(const Revealed &r, const WfaNavalState &after,
                                                    const WfaNavalState::Step &step)
{
    const Fleet &f = r.f;
    QStringList shown;
    for (int i = 0; i < 2; ++i)
        shown.append(
            r.index < r.plot[i].markers.size()
                ? tr("%1 %2").arg(f.state.sideName(kSides.at(i)), wfaMarkerId(r.plot[i].markers.at(r.index)))
                : tr("%1 none").arg(f.state.sideName(kSides.at(i))));
    RevealSpec s;
    s.index = r.index;
    s.first = r.first;
    s.lines = {{tr("turn %1, marker %2 of %3 revealed: %4; %5 moves first")
                    .arg(f.turn)
                    .arg(r.index + 1)
                    .arg(r.total)
                    .arg(shown.join(u", "_s), f.state.sideName(r.first)),
                u"5.8"_s}};
    s.lines += r.firstLines; // 9.6: decided once the markers are revealed
    s.lines += step.trace;
    s.effects = moveEffects(f.state, after);
    QJsonObject state = r.state;
    state.insert(u"revealed"_s, r.index + 1);
    s.effects.append(Effect::setTracker(
        kPlots, state, tr("Reveal, turn %1: marker %2 of %3").arg(f.turn).arg(r.index + 1).arg(r.total),
        u"5.8"_s));
    s.lines.append(resultLine(r, after, &s.stoppedIds));
    return s;
}

Effects WfaPlotActions::moveEffects(const WfaNavalState &before, const WfaNavalState &after)
{
    Effects effects;
    for (const WfaShip &s : after.ships) {
        const WfaShip *was = before.ship(s.id);
        if (s.hex != was->hex) {
            Effect e;
            e.kind = Effect::Kind::SetAttribute;
            e.unit = s.id;
            e.attribute = u"position"_s;
            e.value = after.board.label(s.hex);
            e.rule = u"5.2"_s;
            e.text = tr("%1 to %2").arg(s.display(), after.board.label(s.hex));
            effects.append(e);
        }
        if (s.heading != was->heading) {
            Effect e;
            e.kind = Effect::Kind::SetAttribute;
            e.unit = s.id;
            e.attribute = u"heading"_s;
            e.value = s.heading;
            e.rule = u"5.3"_s;
            e.text = tr("%1 heading %2").arg(s.display()).arg(s.heading);
            effects.append(e);
        }
    }
    return effects;
}

TraceLine WfaPlotActions::resultLine(const Revealed &r, const WfaNavalState &after, QStringList *stoppedIds)
{
    // Which ships sailed, turned, or were held back by the stacking limit (3.4): the result line
    // the log shows, and the outcomes.
    QStringList sailed, turned, held;
    for (const WfaShip &s : after.ships) {
        const WfaShip *was = r.f.state.ship(s.id);
        if (s.hex != was->hex)
            sailed << s.display();
        if (s.heading != was->heading)
            turned << s.display();
        for (int i = 0; i < 2; ++i) {
            const bool moved = r.order[i].ship == s.id || r.order[i].followers.contains(s.id);
            if (moved && r.index < r.plot[i].markers.size() &&
                r.plot[i].markers.at(r.index) == WfaMarker::Straight && s.hex == was->hex) {
                stoppedIds->append(u"stopped:%1"_s.arg(s.id));
                held << s.display();
            }
        }
    }
    QStringList result;
    if (!sailed.isEmpty())
        result << tr("sailed: %1").arg(sailed.join(u", "_s));
    if (!turned.isEmpty())
        result << tr("turned: %1").arg(turned.join(u", "_s));
    if (!held.isEmpty())
        result << tr("held by two ships a hex: %1").arg(held.join(u", "_s));
    return {tr("marker %1 of %2: %3")
                .arg(r.index + 1)
                .arg(r.total)
                .arg(result.isEmpty() ? tr("no ship moved") : result.join(u"; "_s)),
            u"5.8"_s};
}

void WfaPlotActions::resolveReveal(const RevealSpec &s, DiceSource &, Resolution &out)
{
    for (const TraceLine &l : s.lines)
        out.line(l.text, l.rule);
    for (const Effect &e : s.effects)
        out.effect(e);
    out.outcome(u"marker=%1"_s.arg(s.index + 1));
    out.outcome(u"first:"_s + s.first);
    for (const QString &id : s.stoppedIds)
        out.outcome(id);
    if (out.quiet())
        return;
    out.set(u"marker"_s, s.index + 1);
    out.set(u"first"_s, s.first);
    QJsonArray stopped;
    for (const QString &id : s.stoppedIds)
        stopped.append(id.mid(id.indexOf(u':') + 1).toLongLong());
    out.set(u"stopped"_s, stopped);
}

} // namespace adj
