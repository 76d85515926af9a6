#pragma once

#include "hgterrain.h"

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

    const QMap<QString, QList<HgTerrainCard>> &dealt() const { return m_dealt; }
    const QList<TraceLine> &trace() const { return m_trace; }
    // Each die read, in order, with the card it brought (kept only while the dice want text).
    const QList<Roll> &rolls() const { return m_rolls; }

private:
    int drawTop(DiceSource &dice); // index into m_cards
    bool dealOne(const QString &player, DiceSource &dice, QString *error);

    QList<HgTerrainCard> m_cards;
    QList<int> m_slots; // top first: a card index, or -1 while unseen
    QList<int> m_pool;  // cards not yet seen, for the unseen slots
    QMap<QString, QList<HgTerrainCard>> m_dealt;
    QMap<QString, int> m_vetoes;
    QList<TraceLine> m_trace;
    QList<Roll> m_rolls;
};

} // namespace adj
