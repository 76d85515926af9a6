// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/resolution.h"
#include "hggame.h"
#include "hgterrain.h"

#include <QHash>
#include <QMap>

// The typed results of Honour & Glory's actions (issue 17, docs/values/honourglory.md): the
// shared words where they fit (units.<role>.strengthBefore/After in MP, casualties, eliminated,
// markers, winner, rolls) and the rule set's own (The One's stack of MP counters, Glory and
// Damage counters, discards, column swaps, the Terrain Cards dealt).
namespace adj::hg {

// The role each player has in an action, by name: "one", "p1" .. "p6", "thief", "victim", ...
using HgRoles = QHash<QString, QString>;

// The words Honour & Glory declares of its own (RuleSet::ownValues()).
QList<ValueSpec> ownValues();

// The One as "one" and The Many as p1..pN in `many`'s order (a round's slots).
HgRoles slotRoles(const QString &one, const QStringList &many);

// What a transition from `before` (null: no game yet) to `after` did to the players that have a
// role: their MP (strength), Damage, Glory, whether beaten, Shaken markers placed, The One's
// stack, the discards and swaps of `step`, and how the game stands. Nothing when quiet.
void gameValues(const HgGame *before, const HgStep &step, const HgRoles &roles, Resolution &out);

// The Terrain Cards each player was dealt, by player name as the outcome tags name them.
void dealtValue(const QMap<QString, QList<HgTerrainCard>> &dealt, const QStringList &players,
                Resolution &out);

// Each die a deck step read, in order.
void rollValues(const QList<Roll> &rolls, Resolution &out);

} // namespace adj::hg
