#include "hgterraindraw.h"

#include "core/diesource.h"

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
        const bool unknown = std::all_of(m_slots.cbegin(), m_slots.cend(), [](int s) { return s < 0; });
        for (int f = 1; f < n; ++f)
            classes.append(quint8(unknown ? 0 : std::min(f, 255)));
        at = dice.forStep("cut").roll(DieSpec{n - 1, false},
                                      dice.wantsText() ? tr("cut of the Terrain deck") : QString(), classes);
    }
    if (at < 1 || at >= n) {
        *error = tr("cut at %1: the cut takes 1 to %2 cards from the top").arg(at).arg(n - 1);
        return false;
    }
    m_slots = m_slots.mid(at) + m_slots.mid(0, at);
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
    QList<HgTerrainCard> got;
    int bottomed = 0;
    while (true) {
        if (m_slots.isEmpty() || bottomed >= m_slots.size()) {
            *error = tr("the Terrain deck has no non-Secondary Terrain Card left for %1").arg(player);
            return false;
        }
        const int i = drawTop(dice);
        const HgTerrainCard &c = m_cards.at(i);
        if (!c.secondary) {
            got.append(c);
            break;
        }
        if (got.isEmpty()) {
            got.append(c); // a Secondary Terrain: the player gets another card
            continue;
        }
        m_slots.append(i); // a second Secondary goes to the bottom, its place now known
        ++bottomed;
        if (dice.wantsText())
            m_trace.append(
                {tr("%1 is another Secondary Terrain: to the bottom of the deck").arg(c.name), kSetup});
    }
    m_dealt.insert(player, got);
    if (dice.wantsText()) {
        QStringList names;
        for (const HgTerrainCard &c : got)
            names.append(c.secondary ? tr("%1 (Secondary)").arg(c.name) : c.name);
        m_trace.append({tr("%1 is dealt %2").arg(player, names.join(u" + "_s)), kSetup});
    }
    return true;
}

bool HgTerrainDraw::deal(const QStringList &players, int vetoes, DiceSource &dice, QString *error)
{
    for (const QString &p : players) {
        if (p.trimmed().isEmpty() || m_dealt.contains(p)) {
            *error = tr("player \"%1\" is empty or named twice").arg(p);
            return false;
        }
        if (!dealOne(p, dice, error))
            return false;
        m_vetoes.insert(p, vetoes);
    }
    return true;
}

bool HgTerrainDraw::veto(const QString &player, int cutAt, DiceSource &dice, QString *error)
{
    if (!m_dealt.contains(player)) {
        *error = tr("%1 has not been dealt a Terrain Card").arg(player);
        return false;
    }
    if (m_vetoes.value(player) <= 0) {
        *error = tr("%1 has used his veto").arg(player);
        return false;
    }
    m_vetoes[player] -= 1;
    const QList<HgTerrainCard> old = m_dealt.take(player);
    if (dice.wantsText()) {
        QStringList names;
        for (const HgTerrainCard &c : old)
            names.append(c.name);
        m_trace.append({tr("%1 vetoes %2: placed to one side").arg(player, names.join(u" + "_s)), kSetup});
    }
    return cut(cutAt, dice, error) && dealOne(player, dice, error);
}

} // namespace adj
