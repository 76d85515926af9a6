#include "wfaplotactions.h"

#include "core/inputbuilders.h"

#include "core/diesource.h"
#include "core/ruletable.h"
#include "wfacommand.h"
#include "wfainputs.h"
#include "wfawind.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {
const QString kPlots = u"wfa.plots"_s;
const QString kWind = u"wfa.wind"_s;
const QStringList kSides{u"a"_s, u"b"_s};

QList<const WfaShip *> shipsOf(const WfaNavalState &s, const QString &side)
{
    QList<const WfaShip *> l;
    for (const WfaShip &x : s.ships)
        if (x.side == side)
            l.append(&x);
    return l;
}

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

// The plots of this turn: a tracker left from an earlier turn counts as none (plots are per turn).
QJsonObject plotsOfTurn(const QJsonObject &tracker, int turn)
{
    if (tracker.value(u"turn"_s).toInt() != turn)
        return QJsonObject{{u"turn"_s, turn}, {u"revealed"_s, 0}, {u"plots"_s, QJsonObject()}};
    return tracker;
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
    s.inputs[1].required = true;
    s.asked = {u"side"_s, u"markers"_s};
    return s;
}

struct WfaPlotActions::PlotSpec
{
    WfaWind::Moves moves; // 5.6, 9.4, 9.5
    Effect plots;         // the tracker with the side's markers
    QString line;         // 5.7
    QString side;
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
    return PlotSpec{moves, plotsTracker(f, state), line, side};
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
}

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
