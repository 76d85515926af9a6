// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "hggame.h"

#include <QCoreApplication>

namespace adj::hg {

// "Every round, each player selects a Mastery Card and when all players are ready they all place
// these onto the table simultaneously." (Resolving Rounds). game-mastery records one player's
// card, Chosen Troop (from the column this round asks for) and whether it is his 'tcts' Secondary
// Mastery Card, in the tracker "hg.mastery" of the round; the table link asks every player for it
// in secret and records them all at the reveal. Which card beats which is the Unit vs. Unit rules,
// not in the text: the referee still enters each pairing's outcome in the round.
//
// Tracker "hg.mastery": {"duration": 1, "round": 2, "placed": {"Ben": {"card", "chosen", "tcts"}}}.
class HgMastery
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgMastery)

public:
    static const QString kTrackerKey;
    static Action action();
    // The column a player picks his Chosen Troop from in `round` of a Duration.
    static HgColumn column(bool one, int round);
    // The cards placed in the game's current round (empty when none or another round's).
    static QJsonObject placedThisRound(const QJsonObject &tracker, const HgGame &game);
};

} // namespace adj::hg
