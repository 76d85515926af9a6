// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgterrain.h"

#include "core/diesource.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kSetup = u"Setup"_s;

HgDeckStep refuse(const HgTerrainDeck &d, const QString &m)
{
    return {d, m, {}};
}

QJsonArray cardsJson(const QList<HgTerrainCard> &l)
{
    QJsonArray a;
    for (const HgTerrainCard &c : l)
        a.append(QJsonObject{{u"name"_s, c.name}, {u"secondary"_s, c.secondary}});
    return a;
}

QList<HgTerrainCard> cardsOf(const QJsonValue &v)
{
    QList<HgTerrainCard> l;
    for (const QJsonValue &e : v.toArray())
        l.append({e.toObject().value(u"name"_s).toString(), e.toObject().value(u"secondary"_s).toBool()});
    return l;
}

QString cardName(const HgTerrainCard &c)
{
    return c.secondary ? QCoreApplication::translate("adj::HgTerrain", "%1 (Secondary)").arg(c.name) : c.name;
}

} // namespace

QJsonObject HgTerrainDeck::toJson() const
{
    QJsonObject dl, vt;
    for (auto it = dealt.cbegin(); it != dealt.cend(); ++it)
        dl.insert(it.key(), cardsJson(it.value()));
    for (auto it = vetoes.cbegin(); it != vetoes.cend(); ++it)
        vt.insert(it.key(), it.value());
    return {{u"cards"_s, cardsJson(cards)},
            {u"setAside"_s, cardsJson(setAside)},
            {u"dealt"_s, dl},
            {u"vetoes"_s, vt},
            {u"order"_s, QJsonArray::fromStringList(order)}};
}

HgTerrainDeck HgTerrainDeck::fromJson(const QJsonObject &o, QString *error)
{
    HgTerrainDeck d;
    d.cards = cardsOf(o.value(u"cards"_s));
    d.setAside = cardsOf(o.value(u"setAside"_s));
    const QJsonObject dl = o.value(u"dealt"_s).toObject();
    for (auto it = dl.constBegin(); it != dl.constEnd(); ++it)
        d.dealt.insert(it.key(), cardsOf(it.value()));
    const QJsonObject vt = o.value(u"vetoes"_s).toObject();
    for (auto it = vt.constBegin(); it != vt.constEnd(); ++it) {
        if (it.value().toInt(-1) < 0) {
            if (error)
                *error = tr("vetoes of %1 must be 0 or more").arg(it.key());
            return {};
        }
        d.vetoes.insert(it.key(), it.value().toInt());
    }
    for (const QJsonValue &v : o.value(u"order"_s).toArray())
        d.order.append(v.toString());
    QStringList names;
    for (const auto *l : {&d.cards, &d.setAside})
        for (const HgTerrainCard &c : *l)
            names.append(c.name);
    for (const auto &l : std::as_const(d.dealt))
        for (const HgTerrainCard &c : l)
            names.append(c.name);
    for (const QString &n : std::as_const(names))
        if (n.isEmpty() || names.count(n) > 1) {
            if (error)
                *error = n.isEmpty() ? tr("a Terrain Card has no name")
                                     : tr("Terrain Card %1 appears twice").arg(n);
            return {};
        }
    return d;
}

HgDeckStep HgTerrain::make(const QList<HgTerrainCard> &cards)
{
    QStringList names;
    bool primary = false;
    for (const HgTerrainCard &c : cards) {
        if (c.name.trimmed().isEmpty())
            return refuse({}, tr("a Terrain Card has no name"));
        if (names.contains(c.name))
            return refuse({}, tr("Terrain Card %1 appears twice in the deck").arg(c.name));
        names.append(c.name);
        primary = primary || !c.secondary;
    }
    if (!primary)
        return refuse({}, tr("the Terrain deck has no non-Secondary Terrain Card"));
    HgDeckStep s;
    s.deck.cards = cards;
    return s;
}

QList<DiceStep> HgTerrain::deckSteps()
{
    return {dice::upTo(u"shuffle"_s, DieSpec{}, 1,
                       tr("the shuffle, one die per card, each with as many faces as cards left"), kSetup,
                       tr("when Adjutant shuffles")),
            dice::step(u"cut"_s, DieSpec{}, 1, tr("the cut, one die with a face per card that may be lifted"),
                       kSetup, tr("when no cut is given")),
            dice::upTo(u"draw"_s, DieSpec{}, 1, tr("a card drawn from the shuffled deck, one die per card"),
                       kSetup, tr("for each card dealt from a deck shuffled by Adjutant"))};
}

HgDeckStep HgTerrain::shuffle(const HgTerrainDeck &d, DiceSource &dice)
{
    HgDeckStep s{d, {}, {}};
    QList<HgTerrainCard> &c = s.deck.cards;
    const bool text = dice.wantsText();
    QStringList rolls;
    for (qsizetype i = 0; i + 1 < c.size(); ++i) {
        const int left = int(c.size() - i);
        const int v = dice.forStep("shuffle").roll(left, text ? tr("shuffle: card %1 from the top").arg(i + 1)
                                                              : QString());
        std::swap(c[i], c[i + v - 1]);
        rolls.append(QString::number(v));
        if (text)
            s.rolls.append(Roll{u"shuffle"_s, {v}}.meaning(c[i].name)); // the card now at place i + 1
    }
    if (text)
        s.trace.append({tr("The One shuffles the Terrain deck (%1 cards; dice %2)")
                            .arg(c.size())
                            .arg(rolls.join(u","_s)),
                        kSetup});
    return s;
}

HgDeckStep HgTerrain::cut(const HgTerrainDeck &d, int at)
{
    const int n = int(d.cards.size());
    if (n < 2)
        return refuse(d, tr("a deck of %1 card(s) cannot be cut").arg(n));
    if (at < 1 || at >= n)
        return refuse(d, tr("cut at %1: the cut takes 1 to %2 cards from the top").arg(at).arg(n - 1));
    HgDeckStep s{d, {}, {}};
    s.deck.cards = d.cards.mid(at) + d.cards.mid(0, at);
    s.trace.append({tr("the Terrain deck is cut: %1 cards from the top go to the bottom").arg(at), kSetup});
    return s;
}

Roll HgTerrain::cutRoll(int at, const QString &top)
{
    Roll r{u"cut"_s, {at}};
    return top.isEmpty() ? r : r.meaning(top);
}

HgDeckStep HgTerrain::cut(const HgTerrainDeck &d, DiceSource &dice)
{
    const int n = int(d.cards.size());
    if (n < 2)
        return refuse(d, tr("a deck of %1 card(s) cannot be cut").arg(n));
    const int at =
        dice.forStep("cut").roll(n - 1, dice.wantsText() ? tr("cut of the Terrain deck") : QString());
    HgDeckStep s = cut(d, at);
    if (dice.wantsText())
        s.rolls.append(cutRoll(at, s.deck.cards.value(0).name));
    return s;
}

QString HgTerrain::dealOne(HgTerrainDeck &d, const QString &player, QList<TraceLine> *trace)
{
    QList<HgTerrainCard> got;
    int bottomed = 0;
    while (true) {
        if (d.cards.isEmpty() || bottomed >= d.cards.size())
            return tr("the Terrain deck has no non-Secondary Terrain Card left for %1").arg(player);
        const HgTerrainCard c = d.cards.takeFirst();
        if (!c.secondary) {
            got.append(c);
            break;
        }
        if (got.isEmpty()) {
            got.append(c); // a Secondary Terrain: the player gets another card
            continue;
        }
        d.cards.append(c); // a second Secondary goes to the bottom
        ++bottomed;
        if (trace)
            trace->append(
                {tr("%1 is another Secondary Terrain: to the bottom of the deck").arg(c.name), kSetup});
    }
    QStringList names;
    for (const HgTerrainCard &c : got)
        names.append(cardName(c));
    d.dealt.insert(player, got);
    if (!d.order.contains(player))
        d.order.append(player);
    if (trace)
        trace->append({tr("%1 is dealt %2").arg(player, names.join(u" + "_s)), kSetup});
    return {};
}

HgDeckStep HgTerrain::deal(const HgTerrainDeck &d, const QStringList &players, int vetoes)
{
    if (players.isEmpty())
        return refuse(d, tr("no players to deal Terrain Cards to"));
    if (!d.dealt.isEmpty())
        return refuse(d, tr("the Terrain Cards have already been dealt"));
    HgDeckStep s{d, {}, {}};
    for (const QString &p : players) {
        if (p.trimmed().isEmpty() || s.deck.dealt.contains(p))
            return refuse(d, tr("player \"%1\" is empty or named twice").arg(p));
        const QString e = dealOne(s.deck, p, &s.trace);
        if (!e.isEmpty())
            return refuse(d, e);
        s.deck.vetoes.insert(p, vetoes);
    }
    return s;
}

HgDeckStep HgTerrain::veto(const HgTerrainDeck &d, const QString &player, int cutAt)
{
    if (!d.dealt.contains(player))
        return refuse(d, tr("%1 has not been dealt a Terrain Card").arg(player));
    if (d.vetoes.value(player) <= 0)
        return refuse(d, tr("%1 has used his veto").arg(player));
    HgDeckStep s{d, {}, {}};
    const QList<HgTerrainCard> old = s.deck.dealt.take(player);
    s.deck.setAside += old;
    s.deck.vetoes[player] -= 1;
    QStringList names;
    for (const HgTerrainCard &c : old)
        names.append(cardName(c));
    s.trace.append({tr("%1 vetoes %2: placed to one side").arg(player, names.join(u" + "_s)), kSetup});
    const HgDeckStep c = cut(s.deck, cutAt);
    if (!c.ok())
        return refuse(d, c.error);
    s.deck = c.deck;
    s.trace += c.trace;
    const QString e = dealOne(s.deck, player, &s.trace);
    if (!e.isEmpty())
        return refuse(d, e);
    return s;
}

HgDeckStep HgTerrain::moveTerrain(const HgTerrainDeck &d, const QString &player, int cutAt)
{
    if (!d.dealt.contains(player))
        return refuse(d, tr("%1 is on no Terrain Card").arg(player));
    HgDeckStep s = cut(d, cutAt);
    if (!s.ok())
        return s;
    QList<HgTerrainCard> &mine = s.deck.dealt[player];
    const HgTerrainCard next = s.deck.cards.takeFirst();
    const HgTerrainCard old = mine.takeLast();
    s.deck.cards.append(old);
    mine.append(next);
    s.trace.append({tr("Move Terrain: %1's %2 is replaced by %3; the Unit keeps its Combat Level")
                        .arg(player, old.name, cardName(next)),
                    u"Move Terrain Stratagem"_s});
    return s;
}

} // namespace adj
