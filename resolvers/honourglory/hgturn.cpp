// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgturn.h"

#include "core/ruletable.h"
#include "hgbook.h"
#include "hgmastery.h"
#include "model/battlestate.h"

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

const QString kRounds = u"Resolving Rounds"_s;
const QString kEnd = u"Resolving the End of Duration"_s;
constexpr int kRoundPhases = 3; // the profile's round-1 .. round-3 (hgprofile.cpp)

void inPhases(Action &a, const QStringList &phases, const QString &rule)
{
    a.phases = phases;
    a.phaseRule = rule;
}

// The game kept in the battle, or nothing when none is set up (or it cannot be read).
std::optional<HgBook> gameOf(const BattleState &battle, const HgTable &t)
{
    const Tracker *tracker = battle.tracker(HgBook::kGameKey);
    HgBook book;
    QString ignored;
    if (!tracker || !HgBook::fromJson(tracker->value, t, &book, &ignored) || book.game.players.isEmpty())
        return std::nullopt;
    return book;
}

// Every round each player still in the game places a Mastery Card (Resolving Rounds), then The
// One's card is resolved against each of The Many.
QList<Owed> roundOwed(const BattleState &battle, const HgGame &g)
{
    QList<Owed> owed;
    const Tracker *m = battle.tracker(HgMastery::kTrackerKey);
    const QJsonObject placed = HgMastery::placedThisRound(m ? m->value : QJsonObject(), g);
    for (const HgPlayer &p : g.players)
        if (!p.beaten && !placed.contains(p.name))
            owed.append({u"game-mastery"_s,
                         {{u"player"_s, p.name}},
                         HgTurn::tr("%1: select and place a Mastery Card for round %2 of Duration %3")
                             .arg(p.name)
                             .arg(g.round)
                             .arg(g.duration),
                         kRounds,
                         p.name});
    owed.append(
        {u"game-round"_s,
         {},
         HgTurn::tr("Round %1 of Duration %2: resolve The One's Mastery Card against each of The Many")
             .arg(g.round)
             .arg(g.duration),
         kRounds,
         {}});
    return owed;
}

// What winning the last Duration earned (Moving Columns in a Unit, Conflict Cards): the game keeps it
// until it is used or the next Duration ends.
QList<Owed> durationWonOwed(const HgGame &g)
{
    QList<Owed> owed;
    for (const HgSwap &w : g.swapsOwed)
        owed.append(
            {u"game-swap-columns"_s,
             {{u"by"_s, w.by}, {u"owner"_s, w.owner}},
             HgTurn::tr("%1 won the Duration against %2: he may swap two neighbour columns of %2's Unit")
                 .arg(w.by, w.owner),
             u"Moving Columns in a Unit"_s,
             w.by});
    for (const QString &opponent : g.conflictOwed)
        owed.append(
            {u"game-conflict-card"_s,
             {{u"opponent"_s, opponent}},
             HgTurn::tr("The One won the Duration against %1: he may pick a Unit Conflict Card against him")
                 .arg(opponent),
             u"Conflict Cards"_s,
             g.one().name});
    return owed;
}

} // namespace

const QString HgTurn::kEndPhase = u"end-of-duration"_s;

QString HgTurn::roundPhase(int round)
{
    return round >= 1 && round <= kRoundPhases ? u"round-%1"_s.arg(round) : QString();
}

std::optional<Effect> HgTurn::next(const HgGame &before, const HgGame &after, const HgTable &t)
{
    if (after.over)
        return std::nullopt;
    if (after.duration > before.duration)
        return Effect::setPhase(
            roundPhase(1), after.duration - before.duration,
            tr("Duration %1 ends: Duration %2 begins with round 1").arg(before.duration).arg(after.duration),
            kEnd);
    if (after.round == before.round)
        return std::nullopt;
    if (after.round > t.rounds)
        return Effect::setPhase(kEndPhase, 0,
                                tr("round %1 was the last of Duration %2: the End of Duration is next")
                                    .arg(before.round)
                                    .arg(after.duration),
                                kRounds);
    const QString phase = roundPhase(after.round);
    if (phase.isEmpty())
        return std::nullopt; // a house rule's longer Duration: its later rounds share the last phase
    return Effect::setPhase(
        phase, 0, tr("round %1 of Duration %2 is next").arg(after.round).arg(after.duration), kRounds);
}

void HgTurn::declarePhases(QList<Action> &actions)
{
    QStringList rounds;
    for (int r = 1; r <= kRoundPhases; ++r)
        rounds << roundPhase(r);
    for (Action &a : actions) {
        const QString &id = a.schema.id;
        if (id == u"game-round"_s || id == u"game-mastery"_s)
            inPhases(a, rounds, kRounds); // "Every round, each player selects a Mastery Card"
        else if (id == u"game-theft"_s)
            inPhases(a, rounds, u"Glory Theft"_s); // "The round when you play your 'tcts'"
        else if (id == u"game-theft-counter"_s)
            inPhases(a, {roundPhase(1)}, u"Glory Theft"_s); // "At the beginning of a Duration"
        else if (id == u"game-end-of-duration"_s)
            inPhases(a, {kEndPhase}, kEnd);
    }
}

QList<Owed> HgTurn::owed(const BattleState &battle, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return {};
    const std::optional<HgBook> book = gameOf(battle, *t);
    if (!book)
        return {{u"game-setup"_s,
                 {},
                 tr("The game is not set up: one player a side, The One's MP counters on 50"),
                 u"Setup"_s,
                 {}}};
    const HgGame &g = book->game;
    if (g.over)
        return {};
    QList<Owed> owed = durationWonOwed(g);
    if (g.round <= t->rounds)
        owed += roundOwed(battle, g);
    else
        owed.append({u"game-end-of-duration"_s,
                     {},
                     tr("End of Duration %1: the discards, Damage above MP, and who won the Duration")
                         .arg(g.duration),
                     kEnd,
                     {}});
    return owed;
}

} // namespace adj::hg
