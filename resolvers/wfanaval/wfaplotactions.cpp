// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The plot action ("plot", 5.6, 5.7, 9.4, 9.5) and what both plot actions read: the fleet, the
// command ship, the ship names; the reveal is in wfaplotreveal.cpp.
#include "wfaplotactions.h"

#include "core/inputbuilders.h"

#include "core/diesource.h"
#include "core/ruletable.h"
#include "wfacommand.h"
#include "wfainputs.h"
#include "wfaplottrackers.h"
#include "wfawind.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {
// "a", "b" or one of the battle's side names.
QString sideOf(const WfaNavalState &s, const QString &given)
{
    const QString g = given.trimmed();
    for (const QString &side : kSides)
        if (g.compare(side, Qt::CaseInsensitive) == 0 ||
            g.compare(s.sideName(side), Qt::CaseInsensitive) == 0)
            return side;
    return {};
}

QString markerList(const WfaPlot &p)
{
    QStringList l;
    for (WfaMarker m : p.markers)
        l.append(wfaMarkerId(m));
    return l.join(u", "_s);
}
} // namespace

InputSpec WfaPlotActions::shipNamesInput()
{
    return inputs::stateInput(u"shipNames"_s, {}, tr("Ship names"),
                              tr("The battle's names of the ships the inputs name, for the trace."));
}

bool WfaPlotActions::readFleet(const QJsonObject &fleet, Fleet *out, QString *error)
{
    if (fleet.isEmpty() || !fleet.contains(u"board"_s)) {
        *error = tr("input \"fleet\": no ships on a hex board: the battle needs a board and ships with "
                    "positions (or give the fleet JSON)");
        return false;
    }
    Fleet f;
    if (!WfaNavalState::fromJson(fleet, &f.state, error)) {
        *error = tr("input \"fleet\": %1").arg(*error);
        return false;
    }
    f.turn = fleet.value(u"turn"_s).toInt();
    if (f.turn < 1) {
        *error = tr("input \"fleet\": needs the battle's turn (1 or more)");
        return false;
    }
    *out = f;
    return true;
}

const WfaShip *WfaPlotActions::commandShip(const WfaNavalState &s, const QString &side)
{
    const QList<const WfaShip *> l = shipsOf(s, side);
    for (const WfaShip *x : l)
        if (x->command)
            return x;
    return l.size() == 1 ? l.first() : nullptr; // single ship actions: the ship itself
}

ActionSchema WfaPlotActions::plotSchema()
{
    ActionSchema s;
    s.id = u"plot"_s;
    s.name = tr("Record a plot");
    s.rule = u"5.7"_s;
    s.help =
        tr("Records one side's plotted move markers for this turn, left to right. Refused when the count "
           "is not the side's plotted moves (5.6, 9.4, 9.5), with two turns in a row (5.10), more than "
           "3 markers of a kind (1.2.1), or once the side has plotted (5.9).");
    s.outcomes = {u"plotted:a"_s, u"plotted:b"_s};
    s.inputs = {
        stringInput(u"side"_s, tr("Side"), tr("The side plotting: its name, or a / b."), u"5.7"_s),
        markersInput(),
        intInput(u"base"_s, 0, 12, {}, tr("Scenario plotted moves"),
                 tr("The scenario's plotted moves a turn (else the table's plot.base)."), u"5.6"_s),
        intInput(u"wind"_s, 1, 6, {}, tr("Wind direction"),
                 tr("This turn's wind (else the wind the battle keeps, rolled this turn)."), u"3.1"_s),
        boolInput(u"commandLostLastTurn"_s, false, tr("Command ship lost last turn"),
                  tr("The squadron command ship was destroyed during the previous turn."), u"9.5"_s),
        boolInput(u"lostCommandCrippled"_s, false, tr("Lost command ship was crippled"),
                  tr("The original command ship, now lost, had fallen to half damage: its -1 remains."),
                  u"9.5"_s),
        inputs::stateInput(u"plots"_s, kPlots, tr("Plots of the turn"),
                           tr("The battle's plots (wfa.plots).")),
        inputs::stateInput(u"windState"_s, kWind, tr("Wind kept"), tr("The battle's wind (wfa.wind).")),
        inputs::stateInput(u"fleet"_s, {}, // no tracker: the ships read off the battle
                           tr("Ships on the board"), tr("The battle's ships, board and turn.")),
        inputs::stateInput(u"command"_s, u"wfa.command"_s, tr("Command losses"),
                           tr("The battle's command ship losses (wfa.command, 9.5).")),
    };
    s.inputs[0].required = true;
    // Not refused as missing: an empty plot is told the count it owes and the letters (parsePlot).
    s.asked = {u"side"_s, u"markers"_s};
    return s;
}

struct WfaPlotActions::PlotSpec
{
    WfaWind::Moves moves; // 5.6, 9.4, 9.5
    Effect plots;         // the tracker with the side's markers
    QString line;         // 5.7
    QString side;
    bool allPlotted = false; // 4.1: every side with ships has plotted: the moves are revealed next
    int turn = 0;
};

Action::Bind WfaPlotActions::bindPlot()
{
    return parseThenResolve(&parsePlot, &resolvePlot);
}

ParsedInputs<WfaPlotActions::PlotSpec> WfaPlotActions::parsePlot(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<PlotSpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the plot needs the wfa-naval rule table"));
    Fleet f;
    QString error;
    if (!readFleet(in.value(u"fleet"_s).toObject(), &f, &error))
        return Parsed::refused(error);
    const QString side = sideOf(f.state, getString(in, u"side"_s));
    if (side.isEmpty())
        return Parsed::refused(
            tr("input \"side\" is \"%1\": the sides are %2 (a) and %3 (b)")
                .arg(getString(in, u"side"_s), f.state.sideName(u"a"_s), f.state.sideName(u"b"_s)));
    const QString name = f.state.sideName(side);
    int wind = 0;
    if (const QString e = windOfTheTurn(in, f.turn, &wind); !e.isEmpty())
        return Parsed::refused(e);
    // 9.4: only the squadron command ship counts.
    const WfaShip *cmd = commandShip(f.state, side);
    if (!cmd)
        return Parsed::refused(
            tr("%1 has no squadron command ship on the board: mark one of its ships as the command "
               "ship (9.2, 9.4)")
                .arg(name));
    if (cmd->start < 1)
        return Parsed::refused(tr("the command ship %1 has no damage rating").arg(cmd->display()));
    const WfaWind::Moves moves = movesOfTheSide(in, *t, f.turn, side, *cmd, wind);
    QJsonObject state = plotsOfTurn(in.value(u"plots"_s).toObject(), f.turn);
    QJsonObject plots = state.value(u"plots"_s).toObject();
    if (state.value(u"revealed"_s).toInt() > 0)
        return Parsed::refused(
            tr("the markers of turn %1 are being revealed: a plot cannot be made or changed now (5.9)")
                .arg(f.turn));
    if (plots.contains(side))
        return Parsed::refused(
            tr("%1 has already plotted turn %2; a plot cannot be cancelled (5.9): undo it to correct "
               "a mistake")
                .arg(name)
                .arg(f.turn));
    // Before a marker is typed the form says what the side owes, as the phone's page does (issue 31).
    if (in.list(u"markers"_s).isEmpty())
        return Parsed::refused(
            tr("type %1's %n marker(s) for turn %2 left to right: S straight, R starboard, "
               "L port, X stop (5.6, 5.7)",
               nullptr, moves.count)
                .arg(name)
                .arg(f.turn));
    WfaPlot plot;
    if (!readMarkers(in.list(u"markers"_s), &plot, &error))
        return Parsed::refused(tr("input \"markers\": %1").arg(error));
    if (const QString why = plot.validate(*t, moves.count); !why.isEmpty()) {
        QStringList reasons;
        for (const TraceLine &l : moves.reasons)
            reasons.append(u"%1 (%2)"_s.arg(l.text, l.rule));
        return Parsed::refused(tr("%1's plot for turn %2 is refused: %3. Plotted moves: %4")
                                   .arg(name)
                                   .arg(f.turn)
                                   .arg(why, reasons.join(u"; "_s)));
    }
    plots.insert(side, QJsonObject{{u"markers"_s, plot.toJson()}, {u"allotted"_s, moves.count}});
    state.insert(u"plots"_s, plots);
    const QString line = tr("%1 plots %2 markers for turn %3: %4 (command ship %5)")
                             .arg(name)
                             .arg(plot.markers.size())
                             .arg(f.turn)
                             .arg(markerList(plot), cmd->display());
    bool all = true;
    for (const QString &other : kSides)
        all = all && (plots.contains(other) || shipsOf(f.state, other).isEmpty());
    return PlotSpec{moves, plotsTracker(f, state), line, side, all, f.turn};
}

QString WfaPlotActions::windOfTheTurn(const Inputs &in, int turn, int *wind)
{
    // 3.1: the wind of this turn, rolled at its start.
    *wind = getInt(in, u"wind"_s);
    if (has(in, u"wind"_s))
        return {};
    const QJsonObject ws = in.value(u"windState"_s).toObject();
    if (ws.isEmpty())
        return tr("the battle keeps no wind direction yet: resolve the wind change at the start of "
                  "the turn (3.1) or give the input \"wind\"");
    if (ws.value(u"turn"_s).toInt() != turn)
        return tr("the wind has not been rolled for turn %1 yet (last for turn %2): resolve the "
                  "wind change first (3.1, 4.1) or give the input \"wind\"")
            .arg(turn)
            .arg(ws.value(u"turn"_s).toInt());
    *wind = ws.value(u"wind"_s).toInt();
    return {};
}

WfaWind::Moves WfaPlotActions::movesOfTheSide(const Inputs &in, const WfaTable &t, int turn,
                                              const QString &side, const WfaShip &cmd, int wind)
{
    WfaWind::MovesIn m;
    m.base = has(in, u"base"_s) ? getInt(in, u"base"_s) : t.plotBase;
    m.commandHeading = cmd.heading;
    m.wind = wind;
    m.commandDamage = cmd.damage;
    m.commandStart = cmd.start;
    // 9.5: what the referee ticks, or what the battle recorded with "command-lost".
    const WfaCommand::Loss loss = WfaCommand::loss(in.value(u"command"_s).toObject(), side, turn);
    m.commandLostLastTurn = getBool(in, u"commandLostLastTurn"_s) || loss.lastTurn;
    m.lostCommandCrippled = getBool(in, u"lostCommandCrippled"_s) || (loss.crippled && !loss.thisTurn);
    return WfaWind::plottedMoves(t, m);
}

InputSpec WfaPlotActions::markersInput()
{
    InputSpec s = inputs::enumListInput(
        u"markers"_s, {u"straight"_s, u"port"_s, u"starboard"_s, u"stop"_s}, tr("Markers"),
        tr("Left to right: a letter a marker, S straight, R right (starboard), L left (port), "
           "X stop (\"SRS\"), or the words separated by commas."),
        u"5.7"_s, u", ;"_s);
    s.fromText = &markersFromText;
    s.itemFormat = tr("S straight, R starboard, L port, X stop");
    s.maxItems = 24;
    return s;
}

bool WfaPlotActions::readMarkers(const QStringList &markers, WfaPlot *plot, QString *error)
{
    QJsonArray ids;
    for (const QString &m : markers)
        ids.append(m);
    return WfaPlot::fromJson(ids, plot, error);
}

QStringList WfaPlotActions::markersFromText(const QString &markers)
{
    const QStringList tokens = markers.split(QRegularExpression(u"[,;\\s]+"_s), Qt::SkipEmptyParts);
    // Marker ids, or a letter a marker as the referee reads the arrows off the table: S straight,
    // R right turn (starboard), L left turn (port), X stop ("SRS", 5.1).
    static const QRegularExpression letters(u"^[srlx]+$"_s, QRegularExpression::CaseInsensitiveOption);
    static const QHash<QChar, QString> kLetters{
        {u's', u"straight"_s}, {u'r', u"starboard"_s}, {u'l', u"port"_s}, {u'x', u"stop"_s}};
    QStringList ids;
    for (const QString &tok : tokens) {
        const QString t = tok.toLower();
        if (t != u"stop"_s && letters.match(t).hasMatch())
            for (const QChar c : t)
                ids.append(kLetters.value(c));
        else
            ids.append(t);
    }
    return ids;
}

Effect WfaPlotActions::plotsTracker(const Fleet &f, const QJsonObject &state)
{
    const QJsonObject plots = state.value(u"plots"_s).toObject();
    QStringList parts;
    for (const QString &s : kSides) {
        const QJsonObject p = plots.value(s).toObject();
        parts.append(p.isEmpty() ? tr("%1 not yet").arg(f.state.sideName(s))
                                 : tr("%1 %2 of %3")
                                       .arg(f.state.sideName(s))
                                       .arg(p.value(u"markers"_s).toArray().size())
                                       .arg(p.value(u"allotted"_s).toInt()));
    }
    return Effect::setTracker(kPlots, state, tr("Plots, turn %1: %2").arg(f.turn).arg(parts.join(u", "_s)),
                              u"5.7"_s);
}

void WfaPlotActions::resolvePlot(const PlotSpec &s, DiceSource &, Resolution &out)
{
    for (const TraceLine &l : s.moves.reasons)
        out.line(l.text, l.rule);
    out.line(s.line, u"5.7"_s);
    out.effect(s.plots);
    out.outcome(u"plotted:"_s + s.side);
    out.set(u"plottedMoves"_s, s.moves.count);
    if (s.allPlotted && !out.quiet()) {
        // 4.1 (4): after both players have plotted, they reveal and move: the turn moves on.
        const Effect next = Effect::setPhase(
            u"move"_s, 0, tr("both sides have plotted turn %1: reveal the markers one by one").arg(s.turn),
            u"4.1"_s);
        out.effect(next);
        out.line(next.text, next.rule);
    }
}

} // namespace adj
