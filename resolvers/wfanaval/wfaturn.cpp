// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfaturn.h"

#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "hex/board.h"
#include "model/battlestate.h"
#include "model/rulesetprofile.h"
#include "wfabattle.h"
#include "wfaplottrackers.h"
#include "wfatable.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {

// The ships on the board by side ("a", "b"), as the battle holds them.
struct Ships
{
    QJsonObject fleet;
    QJsonArray of(const QString &side) const
    {
        QJsonArray out;
        for (const QJsonValue &v : fleet.value(u"ships"_s).toArray())
            if (v.toObject().value(u"side"_s).toString() == side)
                out.append(v);
        return out;
    }
    QString name(const QString &side) const
    {
        return fleet.value(u"sides"_s).toObject().value(side).toString();
    }
};

// How far the turn has come: the profile's phase index, or every phase when the battle keeps none.
int phaseIndex(const BattleState &battle)
{
    const RuleSetProfile *p = Profiles::find(battle.info.ruleset);
    const int i = p ? p->phaseIndex(battle.info.phase) : -1;
    return i < 0 ? 1000 : i;
}

// 3.1, 4.1 (1): the wind is rolled at the start of each turn.
QList<Owed> windOwed(const BattleState &battle)
{
    const Tracker *w = battle.tracker(kWind);
    if (w && w->value.value(u"turn"_s).toInt() == battle.info.turn)
        return {};
    const QString text =
        w ? WfaTurn::tr("Turn %1: roll for the wind change (wind %2 now), then see who has the wind gauge")
                .arg(battle.info.turn)
                .arg(w->value.value(u"wind"_s).toInt())
          : WfaTurn::tr("Turn %1: the battle keeps no wind yet: give the scenario's wind and roll for the "
                        "wind change, then see who has the wind gauge")
                .arg(battle.info.turn);
    return {{u"wind-change"_s, {}, text, u"3.1"_s, {}}};
}

// 4.1 (2, 3), 5.6, 5.7: each side with ships plots its moves; the markers are then revealed (5.8).
QList<Owed> plotOwed(const BattleState &battle, const Ships &ships, int phase)
{
    const Tracker *t = battle.tracker(kPlots);
    const QJsonObject state = plotsOfTurn(t ? t->value : QJsonObject(), battle.info.turn);
    const QJsonObject plots = state.value(u"plots"_s).toObject();
    QList<Owed> owed;
    int total = 0;
    for (const QString &side : kSides) {
        total = std::max(total, int(plots.value(side).toObject().value(u"markers"_s).toArray().size()));
        if (plots.contains(side) || ships.of(side).isEmpty())
            continue;
        owed.append({u"plot"_s,
                     {{u"side"_s, ships.name(side)}},
                     WfaTurn::tr("%1 has not plotted turn %2: its plotted move markers, left to right")
                         .arg(ships.name(side))
                         .arg(battle.info.turn),
                     u"5.7"_s,
                     ships.name(side)});
    }
    const int revealed = state.value(u"revealed"_s).toInt();
    if (owed.isEmpty() && phase >= 2 && revealed < total)
        owed.append({u"reveal"_s,
                     {},
                     WfaTurn::tr("Turn %1: reveal marker %2 of %3 and move the ships")
                         .arg(battle.info.turn)
                         .arg(revealed + 1)
                         .arg(total),
                     u"5.8"_s,
                     {}});
    return owed;
}

// 6.1, 6.3, 6.4, 3.3, 3.4: the ships that may still fire a side not fired this turn at an enemy in
// range, arc and line of sight, each with the enemies it may fire at; worked out by the fire itself.
QList<Owed> fireOwed(const RuleSet &rs, const BattleState &battle, const RuleTable &table, const Ships &ships)
{
    const WfaTable *t = WfaTable::of(table);
    QString why;
    const Board board = Board::fromJson(battle.info.board, &why);
    if (!t || !why.isEmpty())
        return {};
    QList<Owed> owed;
    for (const QString &side : kSides) {
        const QJsonArray enemies = ships.of(side == u"a"_s ? u"b"_s : u"a"_s);
        for (const QJsonValue &f : ships.of(side)) {
            const QJsonObject firer = f.toObject();
            Hex hf;
            if (!board.parseLabel(firer.value(u"hex"_s).toString(), &hf))
                continue;
            QStringList targets;
            qint64 first = 0;
            for (const QJsonValue &e : enemies) {
                const QJsonObject enemy = e.toObject();
                Hex he;
                if (!board.parseLabel(enemy.value(u"hex"_s).toString(), &he) ||
                    board.distance(hf, he) > t->range)
                    continue;
                const QJsonObject given{{u"firer"_s, firer.value(u"id"_s)},
                                        {u"target"_s, enemy.value(u"id"_s)}};
                Refusal refused;
                const QJsonObject in = BattleResolution::inputs(u"fire"_s, given, battle, table, &refused);
                if (refused || plan(rs.id(), u"fire"_s, in, table).refusal)
                    continue;
                targets << enemy.value(u"name"_s).toString();
                if (first == 0)
                    first = enemy.value(u"id"_s).toInteger();
            }
            if (targets.isEmpty())
                continue;
            owed.append({u"fire"_s,
                         {{u"firer"_s, firer.value(u"id"_s)}, {u"target"_s, first}},
                         WfaTurn::tr("%1 may still fire a broadside this turn, at %2")
                             .arg(firer.value(u"name"_s).toString(), targets.join(u", "_s)),
                         u"6.1"_s,
                         ships.name(side)});
        }
    }
    return owed;
}

} // namespace

QList<Owed> WfaTurn::owed(const RuleSet &rs, const BattleState &battle, const RuleTable &table)
{
    const Ships ships{WfaBattle::fleet(battle)};
    const int phase = phaseIndex(battle); // wind 0, plot 1, move 2, boarding 3, victory 4
    QList<Owed> owed = windOwed(battle);
    if (phase < 1 || ships.fleet.isEmpty())
        return owed;
    const QList<Owed> plots = plotOwed(battle, ships, phase);
    owed += plots;
    // 4.1 (4.1), 6.1: fire follows a plotted move, in the moves and after the last of them.
    const Tracker *t = battle.tracker(kPlots);
    const QJsonObject state = plotsOfTurn(t ? t->value : QJsonObject(), battle.info.turn);
    const bool moved = state.value(u"revealed"_s).toInt() > 0 || state.value(u"plots"_s).toObject().isEmpty();
    if ((phase == 2 || phase == 3) && moved)
        owed += fireOwed(rs, battle, table, ships);
    return owed;
}

} // namespace adj
