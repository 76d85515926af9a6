// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardmoves.h"

#include "core/boardrules.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "runner/actionrunner.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
BoardMoves::Outcome refused(const QString &why)
{
    BoardMoves::Outcome out;
    out.text = why;
    return out;
}
} // namespace

QString BoardMoves::checked(const BattleState &s, const RuleSet *rules, const RuleTable &table, const Edit &e)
{
    // The rule set's limits (stacking, 4.3; two ships a hex, 3.4) as the document will check them.
    return rules && table.isValid() ? rules->checkChanges(s, e.changes, table) : QString();
}

BoardMoves::Outcome BoardMoves::act(const BattleState &s, const RuleSetProfile &p, const RuleTable &table,
                                    const QString &action, const QJsonObject &given)
{
    // The one runner, as the action panel and the command line: checked, AP spent, one event.
    const PreparedAction prepared = ActionRunner::prepare(s, action, given, table);
    EnteredDice none(QList<int>{}); // a move rolls no dice: one that asked for a die would fail here
    const ActionOutcome done = ActionRunner::resolve(prepared, s, p, none);
    QString error = done.refusal.message;
    if (error.isEmpty() && done.edit.changes.isEmpty())
        error = tr("the move changes nothing");
    if (!error.isEmpty())
        return refused(error);
    Outcome out;
    out.ok = true;
    out.edit = done.edit;
    QStringList lines;
    for (const TraceLine &l : done.resolution.trace())
        lines << (l.rule.isEmpty() ? l.text : tr("%1 (%2)").arg(l.text, l.rule));
    out.trace = lines.join(u'\n');
    out.text = lines.isEmpty() ? done.edit.summary : lines.last(); // the move and its cost
    return out;
}

BoardMoves::Outcome BoardMoves::move(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                                     const RuleTable &table, const Board &board, Id unit,
                                     const QList<Hex> &path)
{
    const auto u = s.units.constFind(unit);
    if (u == s.units.cend())
        return refused(tr("there is no unit %1").arg(unit));
    if (path.isEmpty())
        return refused(tr("%1 stays where it is").arg(u->name));
    const BoardRules *br = rules ? rules->boardRules() : nullptr;
    // A hex the rules owe the unit (a retreat after close combat): the hex it is let go in is that one.
    if (br && table.isValid())
        if (const BoardRules::HexChoice c = br->hexChoice(s, table, unit, false);
            !c.action.isEmpty() && rules->action(c.action)) {
            QJsonObject given = c.inputs;
            given.insert(c.hexInput, board.label(path.last()));
            return act(s, p, table, c.action, given);
        }
    const QString action = br ? br->moveAction() : QString();
    if (action.isEmpty() || !rules->action(action) || !table.isValid())
        return place(s, p, rules, table, unit, board.label(path.last()));
    QStringList labels;
    for (const Hex &h : path)
        labels << board.label(h);
    // One hex not next to the unit (typed, or picked from a menu): the action finds the way there.
    Hex from;
    QString to;
    if (path.size() == 1 && board.parseLabel(u->position, &from) && board.distance(from, path.first()) > 1) {
        to = labels.first();
        labels.clear();
    }
    QString firstError;
    for (const QJsonObject &given : br->moveInputs(unit, labels, to)) {
        const Outcome out = act(s, p, table, action, given);
        if (out.ok)
            return out;
        if (firstError.isEmpty())
            firstError = out.text;
    }
    return refused(firstError);
}

BoardMoves::Outcome BoardMoves::place(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                                      const RuleTable &table, Id unit, const QString &label)
{
    const auto u = s.units.constFind(unit);
    if (u == s.units.cend())
        return refused(tr("there is no unit %1").arg(unit));
    if (u->position == label)
        return refused(label.isEmpty() ? tr("%1 is not on the board").arg(u->name)
                                       : tr("%1 is already at %2").arg(u->name, label));
    Unit changed = *u;
    changed.position = label;
    QString error;
    Edit e = Edits::updateUnit(s, p, changed, &error);
    if (e.isEmpty())
        return refused(error);
    e.summary = label.isEmpty() ? tr("%1 taken off the board").arg(u->name)
                                : tr("%1 placed at %2").arg(u->name, label);
    if (const QString breach = checked(s, rules, table, e); !breach.isEmpty())
        return refused(breach);
    Outcome out;
    out.ok = true;
    out.edit = e;
    out.text = e.summary;
    return out;
}

BoardMoves::Outcome BoardMoves::turn(const BattleState &s, const RuleSetProfile &p, const RuleSet *rules,
                                     const RuleTable &table, Id unit, int by)
{
    const auto u = s.units.constFind(unit);
    if (u == s.units.cend())
        return refused(tr("there is no unit %1").arg(unit));
    // The rule set turns a unit with a facing (a ship's heading, 3.1) and words the edit.
    const BoardRules *br = rules ? rules->boardRules() : nullptr;
    const BoardRules::Turned turned =
        br && br->facing(*u) > 0 ? br->turned(*u, by) : BoardRules::Turned{*u, {}};
    if (turned.summary.isEmpty())
        return refused(tr("%1 has no facing to turn").arg(u->name));
    QString error;
    Edit e = Edits::updateUnit(s, p, turned.unit, &error);
    if (e.isEmpty())
        return refused(error);
    e.summary = turned.summary;
    Outcome out;
    out.ok = true;
    out.edit = e;
    out.text = e.summary;
    return out;
}

BoardMoves::Outcome BoardMoves::paint(const BattleState &s, const Board &board,
                                      const QHash<Hex, QString> &stroke)
{
    QJsonObject stored = s.info.board;
    QJsonObject tiles = stored.value(u"tiles"_s).toObject();
    QStringList kinds;
    int changed = 0;
    for (auto it = stroke.cbegin(); it != stroke.cend(); ++it) {
        if (!board.contains(it.key()))
            continue;
        const QString label = board.label(it.key());
        const QString was = tiles.value(label).toString(u"clear"_s);
        if (was == it.value())
            continue;
        ++changed;
        if (!kinds.contains(it.value()))
            kinds << it.value();
        if (it.value() == u"clear"_s)
            tiles.remove(label);
        else
            tiles.insert(label, it.value());
    }
    if (changed == 0)
        return refused(tr("the terrain is already so"));
    stored.insert(u"tiles"_s, tiles);
    Outcome out;
    out.ok = true;
    out.edit = Edits::setBoard(s, stored);
    out.edit.summary = tr("Terrain painted: %n hex(es), %1", nullptr, changed).arg(kinds.join(u", "_s));
    out.text = out.edit.summary;
    return out;
}

BoardMoves::Outcome BoardMoves::resize(const BattleState &s, int width, int height)
{
    if (width < 1 || height < 1 || width > 200 || height > 200)
        return refused(tr("a board is 1 to 200 hexes each way"));
    QJsonObject stored = s.info.board;
    if (stored.value(u"width"_s).toInt() == width && stored.value(u"height"_s).toInt() == height)
        return refused(tr("the board is %1 × %2 hexes already").arg(width).arg(height));
    if (!stored.contains(u"layout"_s))
        stored.insert(u"layout"_s, u"odd-q"_s);
    stored.insert(u"width"_s, width);
    stored.insert(u"height"_s, height);
    QString error;
    Board sized = Board::fromJson(
        QJsonObject{{u"width"_s, width}, {u"height"_s, height}, {u"layout"_s, stored.value(u"layout"_s)}},
        &error);
    if (!error.isEmpty())
        return refused(error);
    // Tiles off the new board go; units off it stay in the roster with their old hex, not drawn.
    QJsonObject tiles;
    const QJsonObject was = stored.value(u"tiles"_s).toObject();
    for (auto it = was.begin(); it != was.end(); ++it) {
        Hex h;
        if (sized.parseLabel(it.key(), &h))
            tiles.insert(sized.label(h), it.value());
    }
    stored.insert(u"tiles"_s, tiles);
    QStringList off;
    for (const Unit &u : s.units) {
        Hex h;
        if (!u.position.isEmpty() && u.status.isEmpty() && !sized.parseLabel(u.position, &h))
            off << u.name;
    }
    Outcome out;
    out.ok = true;
    out.edit = Edits::setBoard(s, stored);
    out.text = off.isEmpty() ? out.edit.summary
                             : tr("%1; off the new board: %2").arg(out.edit.summary, off.join(u", "_s));
    return out;
}

} // namespace adj
