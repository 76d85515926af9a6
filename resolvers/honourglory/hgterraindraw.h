// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hgterrain.h"

#include <QVarLengthArray>

namespace adj {

class DiceSource;

// The Terrain deal as the registered action runs it: a shuffled deck is turned over lazily, one
// die per card actually dealt (a d(cards not yet seen)), so the exact odds of a full deck walk
// only the cards dealt; a cut of a deck whose order is still unknown is one branch. The
// deal, Secondary and veto rules are those of HgTerrain.
class HgTerrainDraw
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTerrainDraw)
public:
    // `text`: the trace is written (false while the exact odds walk every branch).
    HgTerrainDraw(const QList<HgTerrainCard> &cards, bool shuffled, bool text);

    // Cut at `at` (1..n-1); 0 rolls the cut on a d(n-1). False with `error` when impossible.
    bool cut(int at, DiceSource &dice, QString *error);
    bool deal(const QStringList &players, int vetoes, DiceSource &dice, QString *error);
    bool veto(const QString &player, int cutAt, DiceSource &dice, QString *error);

    // What each player was dealt (built for the trace and values; the odds read cardsOf).
    QMap<QString, QList<HgTerrainCard>> dealt() const;
    // The cards dealt to `player`, as indices into the deck given (empty: not dealt).
    QVarLengthArray<int, 2> cardsOf(const QString &player) const;
    const QList<HgTerrainCard> &cards() const { return m_cards; }
    const QList<TraceLine> &trace() const { return m_trace; }
    // Each die read, in order, with the card it brought (kept only while the dice want text).
    const QList<Roll> &rolls() const { return m_rolls; }

private:
    int drawTop(DiceSource &dice); // index into m_cards
    bool dealOne(const QString &player, DiceSource &dice, QString *error);

    // A player's hand: kept inline, not in maps, because the exact odds build one draw per branch
    // (a thousand branches for a deck of 20) and a map's nodes were most of a branch's cost.
    struct Hand
    {
        QString player;
        QVarLengthArray<int, 2> cards; // indices into m_cards
        int vetoes = 0;
    };
    Hand *handOf(const QString &player);
    const Hand *handOf(const QString &player) const;

    QList<HgTerrainCard> m_cards;
    QList<int> m_slots; // top first: a card index, or -1 while unseen
    QList<int> m_pool;  // cards not yet seen, for the unseen slots
    int m_known = 0;    // slots whose card is known: while none is, a cut changes nothing
    QVarLengthArray<Hand, 6> m_hands;
    QList<TraceLine> m_trace;
    QList<Roll> m_rolls;
};

} // namespace adj
