// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli move: a unit (or a leader alone) moved hex by hex on the battle's board, checked
// by the rule set's move action and committed as one logged, undoable action - or nothing. A unit that
// owes a hex (a retreat, BoardRules::hexChoice) is placed there by the action that settles it.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/boardrules.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "runner/actionrunner.h"

using namespace Qt::StringLiterals;

namespace adj {

int Cli::cmdMove(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Moves a unit, with the leaders who go with it, or a leader alone, hex by hex on the battle's "
           "board. The rule set checks every hex (terrain, hex limits, enemy units, AP) and the move is "
           "committed as one undoable action; a refused move changes nothing."));
    const QCommandLineOption unit(u"unit"_s, tr("The unit, or the leader alone, that moves."), tr("name"));
    const QCommandLineOption to(u"to"_s, tr("The hex to reach; the shortest legal path is found."),
                                tr("hex"));
    const QCommandLineOption path(u"path"_s, tr("The hexes entered in order, e.g. \"0405 0406\"."),
                                  tr("hexes"));
    const QCommandLineOption bonus(
        u"leader-bonus"_s, tr("Use the leader's extra hex (1 more AP; no fire or close combat after)."));
    p.parser.addOptions({unit, to, path, bonus});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(unit))
        return usage(tr("move needs --unit NAME"));
    if (!p.parser.isSet(to) && !p.parser.isSet(path))
        return usage(tr("move needs --to HEX or --path \"HEX HEX ...\""));

    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const QString rulesetId = doc->state().info.ruleset;
    const RuleSet *rs = RuleSets::find(rulesetId);
    if (!rs || !rs->action(u"move"_s))
        return failed(tr("%1 has no move action in this version of Adjutant: move the figures by hand")
                          .arg(Profiles::label(doc->profile().name)));
    QString action = u"move"_s;
    QJsonObject given{{u"unit"_s, p.parser.value(unit)}};
    if (p.parser.isSet(to))
        given.insert(u"to"_s, p.parser.value(to));
    if (p.parser.isSet(path))
        given.insert(u"path"_s, p.parser.value(path));
    if (p.parser.isSet(bonus))
        given.insert(u"leaderBonus"_s, true);
    // A unit or leader the rules owe a hex (a retreat after close combat): moved there by that action.
    const BattleState &state = doc->state();
    const BoardRules *board = rs->boardRules();
    Refusal noTable;
    const RuleTable table = ActionRunner::table(state, &noTable);
    if (board && !noTable) {
        const Unit *u = state.unitByName(p.parser.value(unit));
        const Leader *l = nullptr;
        for (const Leader &x : state.leaders)
            if (!u && x.name.compare(p.parser.value(unit), Qt::CaseInsensitive) == 0)
                l = &x;
        const BoardRules::HexChoice c =
            u || l ? board->hexChoice(state, table, u ? u->id : l->id, !u) : BoardRules::HexChoice{};
        if (!c.action.isEmpty()) {
            if (!p.parser.isSet(to))
                return usage(tr("%1: give the hex with --to").arg(c.text));
            action = c.action;
            given = c.inputs;
            given.insert(c.hexInput, p.parser.value(to));
        }
    }
    ScriptedDice none({}); // a move rolls no dice
    // The one runner, inside the write transaction: the battle as it is in the file then.
    const ActionOutcome out = ActionRunner::run(*doc, ActionRequest{action, given}, none);
    if (!out.ok())
        return failed(out.refusal.toJson());
    return done(
        {{u"resolution"_s, out.resolution.toJson()},
         {u"applied"_s,
          QJsonObject{{u"battle"_s, p.battle}, {u"event"_s, out.event}, {u"summary"_s, out.edit.summary}}}},
        out.resolution.traceText());
}

} // namespace adj
