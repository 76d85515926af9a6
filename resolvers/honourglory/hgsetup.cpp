// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgrules.h"

using namespace Qt::StringLiterals;

// Setup on the Terrain Cards, Combat Levels and the Glory standings.
namespace adj {

namespace {

HgStep refuse(const HgGame &g, const QString &message)
{
    HgStep s;
    s.game = g;
    s.error = message;
    return s;
}

} // namespace

HgStep HgRules::placeOnTerrain(const HgGame &g, const HgTerrainDeck &deck, const HgTable &t)
{
    HgStep s;
    s.game = g;
    for (int i = 1; i < g.players.size(); ++i) {
        HgPlayer &p = s.game.players[i];
        const QList<HgTerrainCard> cards = deck.dealt.value(p.name);
        if (cards.isEmpty())
            return refuse(g, tr("%1 has not been dealt a Terrain Card").arg(p.name));
        p.terrain.clear();
        for (const HgTerrainCard &c : cards)
            p.terrain.append(c.name);
        p.combatLevel = t.startCombatLevel;
        p.vetoesLeft = deck.vetoes.value(p.name, p.vetoesLeft);
        s.trace.append({tr("%1's Unit moves onto %2 at the %3 Combat Level")
                            .arg(p.name, p.terrain.join(u" + "_s), t.startCombatLevel),
                        u"Setup"_s});
    }
    const QString e = s.game.check(t);
    if (!e.isEmpty())
        return refuse(g, e);
    return s;
}

HgStep HgRules::setCombatLevel(const HgGame &g, const QString &player, const QString &level)
{
    const int i = g.indexOf(player);
    if (i == 0)
        return refuse(g, tr("The One's Unit is on no Terrain Card: only The Many move Combat Levels"));
    if (i < 0)
        return refuse(g, tr("no player \"%1\"").arg(player));
    if (level.trimmed().isEmpty())
        return refuse(g, tr("the Combat Level has no name"));
    HgStep s;
    s.game = g;
    s.game.players[i].combatLevel = level;
    s.trace.append({tr("%1 moves to the %2 Combat Level; The One uses %1's terrain modifiers against him")
                        .arg(player, level),
                    u"Moving Combat Levels & Terrain Modifiers"_s});
    return s;
}

QList<HgRules::Standing> HgRules::standings(const HgGame &g)
{
    QList<Standing> l;
    for (int i = 1; i < g.players.size(); ++i)
        l.append({0, g.players.at(i).name, g.players.at(i).glory, g.players.at(i).beaten});
    std::stable_sort(l.begin(), l.end(),
                     [](const Standing &a, const Standing &b) { return a.glory > b.glory; });
    for (int i = 0; i < l.size(); ++i)
        l[i].rank = i > 0 && l.at(i).glory == l.at(i - 1).glory ? l.at(i - 1).rank : i + 1;
    return l;
}

} // namespace adj
