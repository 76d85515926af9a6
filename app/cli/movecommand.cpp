// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli move: a unit (or a leader alone) moved hex by hex on the battle's board, checked
// by the rule set's move action and committed as one logged, undoable action - or nothing. A unit that
// owes a hex (a retreat, BoardRules::hexChoice) is placed there by the action that settles it.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "core/boardrules.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "runner/actionrunner.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

class MoveCommand final : public CliCommand
{
    const QCommandLineOption m_unit{u"unit"_s, Cli::tr("The unit, or the leader alone, that moves."),
                                    Cli::tr("name")};
    const QCommandLineOption m_to{u"to"_s, Cli::tr("The hex to reach; the shortest legal path is found."),
                                  Cli::tr("hex")};
    const QCommandLineOption m_path{u"path"_s, Cli::tr("The hexes entered in order, e.g. \"0405 0406\"."),
                                    Cli::tr("hexes")};
    const QCommandLineOption m_bonus{
        u"leader-bonus"_s, Cli::tr("Use the leader's extra hex (1 more AP; no fire or close combat after).")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Moves a unit, with the leaders who go with it, or a leader alone, hex by hex on the battle's "
            "board. The rule set checks every hex (terrain, hex limits, enemy units, AP) and the move is "
            "committed as one undoable action; a refused move changes nothing."));
        parser.addOptions({m_unit, m_to, m_path, m_bonus});
    }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_unit))
            return c.usage(Cli::tr("move needs --unit NAME"));
        if (!c.parser.isSet(m_to) && !c.parser.isSet(m_path))
            return c.usage(Cli::tr("move needs --to HEX or --path \"HEX HEX ...\""));
        return Go;
    }

    int run(CliCall &c) override
    {
        BattleDocument &doc = *c.doc;
        const QCommandLineParser &p = c.parser;
        const QString rulesetId = doc.state().info.ruleset;
        const RuleSet *rs = RuleSets::find(rulesetId);
        if (!rs || !rs->action(u"move"_s))
            return c.failed(
                Cli::tr("%1 has no move action in this version of Adjutant: move the figures by hand")
                    .arg(Profiles::label(doc.profile().name)));
        QString action = u"move"_s;
        QJsonObject given{{u"unit"_s, p.value(m_unit)}};
        if (p.isSet(m_to))
            given.insert(u"to"_s, p.value(m_to));
        if (p.isSet(m_path))
            given.insert(u"path"_s, p.value(m_path));
        if (p.isSet(m_bonus))
            given.insert(u"leaderBonus"_s, true);
        // A unit or leader the rules owe a hex (a retreat after close combat): moved there by that action.
        const BattleState &state = doc.state();
        const BoardRules *board = rs->boardRules();
        Refusal noTable;
        const RuleTable table = ActionRunner::table(state, &noTable);
        if (board && !noTable) {
            const Unit *u = state.unitByName(p.value(m_unit));
            const Leader *l = nullptr;
            for (const Leader &x : state.leaders)
                if (!u && x.name.compare(p.value(m_unit), Qt::CaseInsensitive) == 0)
                    l = &x;
            const BoardRules::HexChoice choice =
                u || l ? board->hexChoice(state, table, u ? u->id : l->id, !u) : BoardRules::HexChoice{};
            if (!choice.action.isEmpty()) {
                if (!p.isSet(m_to))
                    return c.usage(Cli::tr("%1: give the hex with --to").arg(choice.text));
                action = choice.action;
                given = choice.inputs;
                given.insert(choice.hexInput, p.value(m_to));
            }
        }
        ScriptedDice none({}); // a move rolls no dice
        // The one runner, inside the write transaction: the battle as it is in the file then.
        const ActionOutcome out = ActionRunner::run(doc, ActionRequest{action, given}, none);
        if (!out.ok())
            return c.failed(out.refusal.toJson());
        return c.done({{u"resolution"_s, out.resolution.toJson()},
                       {u"applied"_s, QJsonObject{{u"battle"_s, c.battle},
                                                  {u"event"_s, out.event},
                                                  {u"summary"_s, out.edit.summary}}}},
                      out.resolution.traceText());
    }
};

} // namespace

namespace commands {
const CliCommandEntry move{
    "move",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "move a unit (or a leader alone) hex by hex, checked by the rules, as one action"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<MoveCommand>};
} // namespace commands

} // namespace adj
