// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgterraindraw.h"

#include "core/diesource.h"

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kSetup = u"Setup"_s;
}

HgTerrainDraw::HgTerrainDraw(const QList<HgTerrainCard> &cards, bool shuffled, bool text)
    : m_cards(cards)
{
    // Built once per branch of the exact odds: one allocation each, not one per card.
    m_slots.reserve(cards.size() + 1); // + 1: a Secondary sent to the bottom
    if (shuffled)
        m_pool.reserve(cards.size());
    for (int i = 0; i < cards.size(); ++i) {
        m_slots.append(shuffled ? -1 : i);
        if (shuffled)
            m_pool.append(i);
    }
    m_known = shuffled ? 0 : int(cards.size());
    if (shuffled && text)
        m_trace.append({tr("The One shuffles the Terrain deck (%1 cards)").arg(cards.size()), kSetup});
}

bool HgTerrainDraw::cut(int at, DiceSource &dice, QString *error)
{
    const int n = int(m_slots.size());
    if (n < 2) {
        *error = tr("a deck of %1 card(s) cannot be cut").arg(n);
        return false;
    }
    const bool rolled = at == 0;
    if (rolled) {
        // While no card's place is known every cut gives the same deck: one class of faces.
        DieClasses classes;
        const bool unknown = m_known == 0;
        for (int f = 1; f < n; ++f)
            classes.append(quint8(unknown ? 0 : std::min(f, 255)));
        at = dice.forStep("cut").roll(DieSpec{n - 1, false},
                                      dice.wantsText() ? tr("cut of the Terrain deck") : QString(), classes);
    }
    if (at < 1 || at >= n) {
        *error = tr("cut at %1: the cut takes 1 to %2 cards from the top").arg(at).arg(n - 1);
        return false;
    }
    if (m_known > 0) // an unknown deck cut is the same unknown deck
        std::rotate(m_slots.begin(), m_slots.begin() + at, m_slots.end());
    if (rolled && dice.wantsText()) {
        const int top = m_slots.first();
        m_rolls.append(HgTerrain::cutRoll(at, top < 0 ? QString() : m_cards.at(top).name));
    }
    if (dice.wantsText())
        m_trace.append(
            {tr("the Terrain deck is cut: %1 cards from the top go to the bottom").arg(at), kSetup});
    return true;
}

int HgTerrainDraw::drawTop(DiceSource &dice)
{
    int c = m_slots.takeFirst();
    if (c >= 0)
        --m_known;
    if (c < 0) {
        const int v = dice.forStep("draw").roll(
            int(m_pool.size()),
            dice.wantsText()
                ? tr("shuffled deck: the card on top (1-%1 of the unseen cards)").arg(m_pool.size())
                : QString());
        c = m_pool.takeAt(v - 1);
        if (dice.wantsText())
            m_rolls.append(Roll{u"draw"_s, {v}}.meaning(m_cards.at(c).name));
    }
    return c;
}

bool HgTerrainDraw::dealOne(const QString &player, DiceSource &dice, QString *error)
{
    QVarLengthArray<int, 2> got;
    int bottomed = 0;
    while (true) {
        if (m_slots.isEmpty() || bottomed >= m_slots.size()) {
            *error = tr("the Terrain deck has no non-Secondary Terrain Card left for %1").arg(player);
            return false;
        }
        const int i = drawTop(dice);
        const HgTerrainCard &c = m_cards.at(i);
        if (!c.secondary) {
            got.append(i);
            break;
        }
        if (got.isEmpty()) {
            got.append(i); // a Secondary Terrain: the player gets another card
            continue;
        }
        m_slots.append(i); // a second Secondary goes to the bottom, its place now known
        ++m_known;
        ++bottomed;
        if (dice.wantsText())
            m_trace.append(
                {tr("%1 is another Secondary Terrain: to the bottom of the deck").arg(c.name), kSetup});
    }
    if (Hand *h = handOf(player))
        h->cards = got;
    else
        m_hands.append(Hand{player, got, 0});
    if (dice.wantsText()) {
        QStringList names;
        for (int i : std::as_const(got)) {
            const HgTerrainCard &c = m_cards.at(i);
            names.append(c.secondary ? tr("%1 (Secondary)").arg(c.name) : c.name);
        }
        m_trace.append({tr("%1 is dealt %2").arg(player, names.join(u" + "_s)), kSetup});
    }
    return true;
}

bool HgTerrainDraw::deal(const QStringList &players, int vetoes, DiceSource &dice, QString *error)
{
    for (const QString &p : players) {
        if (p.trimmed().isEmpty() || handOf(p)) {
            *error = tr("player \"%1\" is empty or named twice").arg(p);
            return false;
        }
        if (!dealOne(p, dice, error))
            return false;
        handOf(p)->vetoes = vetoes;
    }
    return true;
}

bool HgTerrainDraw::veto(const QString &player, int cutAt, DiceSource &dice, QString *error)
{
    Hand *hand = handOf(player);
    if (!hand || hand->cards.isEmpty()) {
        *error = tr("%1 has not been dealt a Terrain Card").arg(player);
        return false;
    }
    if (hand->vetoes <= 0) {
        *error = tr("%1 has used his veto").arg(player);
        return false;
    }
    hand->vetoes -= 1;
    const QVarLengthArray<int, 2> old = std::exchange(hand->cards, {});
    if (dice.wantsText()) {
        QStringList names;
        for (int i : old)
            names.append(m_cards.at(i).name);
        m_trace.append({tr("%1 vetoes %2: placed to one side").arg(player, names.join(u" + "_s)), kSetup});
    }
    return cut(cutAt, dice, error) && dealOne(player, dice, error);
}

HgTerrainDraw::Hand *HgTerrainDraw::handOf(const QString &player)
{
    for (Hand &h : m_hands)
        if (h.player == player)
            return &h;
    return nullptr;
}

const HgTerrainDraw::Hand *HgTerrainDraw::handOf(const QString &player) const
{
    return const_cast<HgTerrainDraw *>(this)->handOf(player);
}

QVarLengthArray<int, 2> HgTerrainDraw::cardsOf(const QString &player) const
{
    const Hand *h = handOf(player);
    return h ? h->cards : QVarLengthArray<int, 2>{};
}

QMap<QString, QList<HgTerrainCard>> HgTerrainDraw::dealt() const
{
    QMap<QString, QList<HgTerrainCard>> out;
    for (const Hand &h : m_hands) {
        if (h.cards.isEmpty())
            continue; // vetoed and not yet dealt again
        QList<HgTerrainCard> cards;
        for (int i : h.cards)
            cards.append(m_cards.at(i));
        out.insert(h.player, cards);
    }
    return out;
}

} // namespace adj
