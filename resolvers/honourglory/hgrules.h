// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hggame.h"
#include "hgterrain.h"

#include <QCoreApplication>

namespace adj {

// A player as entered at setup.
struct HgPlayerSetup
{
    QString name;
    QString colour;
    int armyCost = 0;
    int tacticsMl = 0;
    std::array<QList<HgTroop>, kHgColumns> columns;
    int mp = -1; // The Many: the MP counter from the standard rules; -1 takes the table default
};

// The outcome of one round between The One and one player of The Many, as the referee enters it
// from the Unit vs. Unit rules (which Mastery Card won, who Guarded, MP absorbed, Damage done).
struct HgPairOutcome
{
    enum class Side { None, One, Many };
    QString opponent;
    QString chosenTroop; // the opponent's Chosen Troop (optional; checked against the round's column)
    Side winner = Side::None;
    Side guard = Side::None; // who Guarded (recorded; the Mastery Card result is `winner`)
    int oneMp = 0;           // MP The One absorbs in this pairing
    int mp = 0;              // MP the opponent absorbs
    int damageToOne = 0;
    int damageToMany = 0;
    bool oneShaken = false; // The One is Shaken against this player
    QString rescuedFrom;    // the giver's counter on the Chosen Troop, when no troop is named
};

struct HgRound
{
    QString oneChosenTroop; // optional; checked against The One's column for the round
    bool oneTcts = false;   // The One played his 'tcts' Secondary Mastery Card
    QList<HgPairOutcome> pairs;
};

struct HgDiscard
{
    QString player;
    QString troop;
};

struct HgRescueOffer
{
    QString giver;
    QStringList troops;
    HgColumn into = HgColumn::Left; // the receiver's column the cards join
};

// The Honour & Glory bookkeeping as pure transitions: each takes a game and returns the next
// one, or the unchanged game and a message naming the input at fault. Rule references are the
// section titles of honour-and-glory-cards.md.
class HgRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgRules)
public:
    static HgStep newGame(const HgPlayerSetup &one, const QList<HgPlayerSetup> &many, const HgTable &t);

    // The column a Chosen Troop comes from in `round` (1-based).
    static HgColumn chosenColumn(int round, bool one, const HgTable &t);
    // The One's MP counters, top first, after absorbing `amount`; each counter is used until 0.
    struct Absorbed
    {
        QList<int> stack;
        QString text;       // "top counter 50 → 0, next 50 → 40"
        int unabsorbed = 0; // MP beyond the whole stack
    };
    static Absorbed absorb(const QList<int> &stack, int amount);
    // The One's Discard Value: the card's value times the number of opponents.
    static int amendedDiscardValue(int discardValue, int opponents) { return discardValue * opponents; }

    static HgStep resolveRound(const HgGame &g, const HgRound &r, const HgTable &t);
    static HgStep endDuration(const HgGame &g, const QList<HgDiscard> &discards, const HgTable &t);
    static HgStep swapColumns(const HgGame &g, const QString &by, const QString &owner, HgColumn a,
                              HgColumn b);

    static HgStep useStandard(const HgGame &g, const QString &opponent, const QString &card);
    static HgStep chooseStratagems(const HgGame &g, const QString &opponent, const QList<HgStratagem> &cards);
    static HgStep playConflict(const HgGame &g, const QString &opponent, const QString &card);
    static HgStep rescue(const HgGame &g, const QString &receiver, const QList<HgRescueOffer> &offers,
                         const QString &pick, const HgTable &t);
    static HgStep placeTheftCounter(const HgGame &g, const QString &victim, const QStringList &wanting,
                                    const QString &pick);
    static HgStep resolveTheft(const HgGame &g, const QString &thief, bool beats, bool guarded,
                               const HgTable &t);

    // Setup: the column each side places at `step` (1-3) is the column of the same round.
    static HgColumn placementColumn(int step, bool one, const HgTable &t)
    {
        return chosenColumn(step, one, t);
    }
    // Setup: each player of The Many stands on the Terrain Card he was dealt (the last, non-Secondary
    // one), at the table's starting Combat Level. Refused when a player was not dealt.
    static HgStep placeOnTerrain(const HgGame &g, const HgTerrainDeck &deck, const HgTable &t);
    // Moving Combat Levels: only The Many move; the level is entered (the levels are the base rules').
    static HgStep setCombatLevel(const HgGame &g, const QString &player, const QString &level);

    // The Glory standings for the round summary: The Many by Glory, highest first; equal Glory
    // shares a rank.
    struct Standing
    {
        int rank = 0;
        QString name;
        int glory = 0;
        bool beaten = false;
    };
    static QList<Standing> standings(const HgGame &g);

    // Sets over/winners/result from the beaten flags (Goal – Win Conditions).
    static void settle(HgGame &g, QList<TraceLine> *trace);

    static Effect counter(const QString &side, const QString &kind, int amount, const QString &rule,
                          const QString &text);

private:
    // The steps of resolveRound, in the rules' order.
    static QString oneChosenRefusal(const HgGame &g, const HgRound &r, HgColumn oneCol);
    static QString pairingRefusal(const HgGame &g, const HgPairOutcome &p, HgColumn manyCol);
    static QString pairingsRefusal(const HgGame &g, const HgRound &r, HgColumn manyCol);
    static void absorbOneMp(const HgRound &r, int opp, HgStep &s);
    static void manyTakes(const HgPairOutcome &p, HgPlayer &m, HgStep &s);
    static void damageToOne(const HgPairOutcome &p, HgPlayer &m, const QString &giver, HgStep &s);
    static void shakeOne(const HgPairOutcome &p, HgStep &s);
    static void tctsStratagems(const HgPairOutcome &p, HgStep &s);
    static void resolvePairing(const HgPairOutcome &p, const HgRound &r, HgColumn manyCol, const HgTable &t,
                               HgStep &s);
    // The steps of endDuration.
    static QString discard(const HgDiscard &d, int opp, HgStep &s);
    static void damageReminders(int opp, HgStep &s);
    static void endDurationOf(int i, HgStep &s);
    // The offers of To The Rescue, their givers in `givers`.
    static QString rescueOffersRefusal(const HgGame &g, const QString &receiver,
                                       const QList<HgRescueOffer> &offers, QStringList *givers);
};

} // namespace adj
