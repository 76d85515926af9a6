// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ruleset.h"
#include "hgrules.h"
#include "hgterrain.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

class BattleState;

// The Honour & Glory game kept in the battle file (tracker "hg.game"): the HgGame JSON plus the
// Terrain deck once it is dealt ("terrainDeck"). Every game action reads it from its State input
// "game" and writes the next one with a SetTracker effect; every change of a player's Glory, MP
// or Damage is also written to his side's counters (ChangeCounter, the difference between what
// the battle shows and the new state), so the turn bar, the summary and the standings agree with
// the game. The battle's sides and Units reach a resolver through the State input "battle",
// filled by HonourGlory::fromBattle (or given as JSON without a battle).
//
// Tracker "hg.game" value: HgGame::toJson() = {"ruleset":"honour-glory", "players":[{"name" (the
// side), "colour", "role":"one"|"many", "armyCost", "tacticsMl", "columns":{"left":[{"name",
// "discardValue","counter"?}], "centre":[...], "right":[...]}, "discardPile", "damage", "beaten",
// The One: "mpStack":[top first], The Many: "mp", "glory", "terrain":[...], "combatLevel",
// "vetoesLeft", "theftCounter"?}], "duration", "round" (next to resolve), "shaken":[...],
// "standardUsed":{opponent:[cards]}, "stratagems":{opponent:[{"name","cost","turned"}]},
// "conflict":{opponent:card}, "conflictOwed":[...], "swapsOwed":[{"by","owner"}], "over",
// "winners"?, "result"?} plus "terrainDeck" (HgTerrainDeck::toJson) once dealt.
// "battle" input: {"sides":[{"name","colour","counters":{kind:value},"units":[{"id","name",
// "type","strength","strengthStart","attrs"}]}]}.
class HgBook
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgBook)
public:
    static const QString kGameKey; // "hg.game"
    // The Unit attributes (hgprofile.cpp) holding a column's Troop Cards.
    static QString troopsAttribute(HgColumn c);

    HgGame game;
    HgTerrainDeck deck;
    bool dealt = false; // the Terrain deck has been dealt

    QJsonObject toJson() const;
    // The "game" input: refused when empty (no game set up yet) or unsound.
    static bool fromJson(const QJsonObject &o, const HgTable &t, HgBook *out, QString *error);

    // The one line the turn bar shows: "Duration 2, round 3: The One 140 MP left; Glory: Ann 15, Ben 5".
    static QString label(const HgGame &g);

    // The battle's sides, counters and Units as the "battle" input.
    static QJsonObject battleJson(const BattleState &b);
    // The players read from the "battle" input: one Unit each, The One's of type "the-one".
    static HgStep setup(const QJsonObject &battle, const HgTable &t);
    // "Pikes=10, Archers=5 [Ann]" <-> Troop Cards (a bracketed name is the giver's counter).
    static bool parseTroops(const QString &text, QList<HgTroop> *out, QString *error);
    static QString troopsText(const QList<HgTroop> &troops);

    // The effects that bring the battle in line with `after`: counters (Glory, MP, Damage) by
    // the difference from the battle's (or, without a battle, from `before`), the Units' MP,
    // Damage and columns, markers bound to the players' Units, and the tracker itself.
    static Effects write(const HgStep &step, const HgBook &after, const HgGame *before,
                         const QJsonObject &battle, const QString &rule);
};

} // namespace adj
