// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory (cards): the Terrain deck of the Setup (shuffle, cut, deal, Secondary Terrain, veto).
#include "core/diesource.h"
#include "honourglory/hgterrain.h"
#include "support/datarows.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

// Top first; a trailing '*' marks a Secondary Terrain.
HgTerrainDeck deckOf(const QString &spec)
{
    QList<HgTerrainCard> cards;
    for (QString c : spec.split(u',')) {
        c = c.trimmed();
        const bool sec = c.endsWith(u'*');
        cards.append({sec ? c.chopped(1) : c, sec});
    }
    const HgDeckStep s = HgTerrain::make(cards);
    if (!s.ok())
        qFatal("deck: %s", qPrintable(s.error));
    return s.deck;
}

QString names(const QList<HgTerrainCard> &l)
{
    QStringList n;
    for (const HgTerrainCard &c : l)
        n.append(c.name);
    return n.join(u',');
}

} // namespace

class TstHgTerrain : public QObject
{
    Q_OBJECT
private slots:
    void deal_data();
    void deal();
    void twoSecondariesAndVetoes();
    void cut_data();
    void cut();
    void shuffle();
    void refused();
    void moveTerrain();
    void json();
};

struct DealRow
{
    QString deck;
    QStringList dealt; // per player Ann, Ben, Cat
    QString left;
};

void TstHgTerrain::deal_data()
{
    addRows<DealRow>({
        {"Setup one card each",
         {u"Forest,Hill,Town,Wood"_s, QStringList{u"Forest"_s, u"Hill"_s, u"Town"_s}, u"Wood"_s}},
        {"Setup a Secondary gets another card",
         {u"Forest,Marsh*,Hill,Town,Wood"_s, QStringList{u"Forest"_s, u"Marsh,Hill"_s, u"Town"_s},
          u"Wood"_s}},
        {"Setup two Secondary Terrains in a row: the second to the bottom",
         {u"Forest,Marsh*,Ford*,Hill,Town,Ruins*,Plain,Wood"_s,
          QStringList{u"Forest"_s, u"Marsh,Hill"_s, u"Town"_s}, u"Ruins,Plain,Wood,Ford"_s}},
        {"Setup three Secondary in a row: both extra ones go under in order",
         {u"Marsh*,Ford*,Ruins*,Hill,Town,Wood"_s, QStringList{u"Marsh,Hill"_s, u"Town"_s, u"Wood"_s},
          u"Ford,Ruins"_s}},
    });
}

void TstHgTerrain::deal()
{
    const auto [deck, dealt, left] = fetchRow<DealRow>();
    const HgDeckStep s = HgTerrain::deal(deckOf(deck), {u"Ann"_s, u"Ben"_s, u"Cat"_s}, 1);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(names(s.deck.dealt.value(u"Ann"_s)), dealt.at(0));
    QCOMPARE(names(s.deck.dealt.value(u"Ben"_s)), dealt.at(1));
    QCOMPARE(names(s.deck.dealt.value(u"Cat"_s)), dealt.at(2));
    QCOMPARE(names(s.deck.cards), left);
    // The Unit stands on the last, non-Secondary card.
    for (const auto &l : s.deck.dealt)
        QVERIFY(!l.last().secondary);
}

void TstHgTerrain::twoSecondariesAndVetoes()
{
    const HgTerrainDeck d = deckOf(u"Forest,Marsh*,Ford*,Hill,Town,Ruins*,Plain,Wood"_s);
    const HgDeckStep dealt = HgTerrain::deal(d, {u"Ann"_s, u"Ben"_s, u"Cat"_s}, 1);
    QVERIFY(dealt.ok());
    // Deck now Ruins*, Plain, Wood, Ford*. Cat vetoes Town; cut 2: Wood, Ford*, Ruins*, Plain.
    const HgDeckStep cat = HgTerrain::veto(dealt.deck, u"Cat"_s, 2);
    QVERIFY2(cat.ok(), qPrintable(cat.error));
    QCOMPARE(names(cat.deck.dealt.value(u"Cat"_s)), u"Wood"_s);
    QCOMPARE(names(cat.deck.setAside), u"Town"_s);
    QCOMPARE(cat.deck.vetoes.value(u"Cat"_s), 0);
    // Ben vetoes Marsh+Hill; cut 1: Ruins*, Plain, Ford*: Ruins is Secondary, then Plain.
    const HgDeckStep ben = HgTerrain::veto(cat.deck, u"Ben"_s, 1);
    QVERIFY2(ben.ok(), qPrintable(ben.error));
    QCOMPARE(names(ben.deck.dealt.value(u"Ben"_s)), u"Ruins,Plain"_s);
    QCOMPARE(names(ben.deck.setAside), u"Town,Marsh,Hill"_s);
    QCOMPARE(names(ben.deck.cards), u"Ford"_s);
    // One veto each.
    const HgDeckStep again = HgTerrain::veto(ben.deck, u"Cat"_s, 1);
    QVERIFY(again.error.contains(u"used his veto"_s));
    QCOMPARE(again.deck, ben.deck);
}

struct CutRow
{
    int at;
    QString after; // empty: refused
};

void TstHgTerrain::cut_data()
{
    addRows<CutRow>({
        {"Setup cut 1", {1, u"B,C,D,A"_s}},
        {"Setup cut 3", {3, u"D,A,B,C"_s}},
        {"Setup cut 0 refused", {0, QString()}},
        {"Setup cut the whole deck refused", {4, QString()}},
    });
}

void TstHgTerrain::cut()
{
    const auto [at, after] = fetchRow<CutRow>();
    const HgTerrainDeck d = deckOf(u"A,B,C,D"_s);
    const HgDeckStep s = HgTerrain::cut(d, at);
    if (after.isEmpty()) {
        QVERIFY(s.error.contains(u"1 to 3"_s));
        QCOMPARE(s.deck, d);
        return;
    }
    QVERIFY(s.ok());
    QCOMPARE(names(s.deck.cards), after);
}

void TstHgTerrain::shuffle()
{
    const HgTerrainDeck d = deckOf(u"A,B,C,D"_s);
    // Fisher-Yates from the top: d4 = 3 swaps A and C, d3 = 1 keeps B, d2 = 2 swaps A and D.
    ScriptedDice dice({3, 1, 2});
    const HgDeckStep s = HgTerrain::shuffle(d, dice);
    QCOMPARE(names(s.deck.cards), u"C,B,D,A"_s);
    QCOMPARE(dice.used().size(), 3);
    QCOMPARE(dice.used().at(0).die.sides, 4);
    QCOMPARE(dice.used().at(2).die.sides, 2);
    // Seeded: the same seed, the same order, and always the same cards.
    SeededDice a(42), b(42);
    const HgTerrainDeck big = deckOf(u"A,B,C,D,E,F,G,H,I,J"_s);
    const HgDeckStep x = HgTerrain::shuffle(big, a), y = HgTerrain::shuffle(big, b);
    QCOMPARE(x.deck, y.deck);
    QStringList sorted = names(x.deck.cards).split(u',');
    sorted.sort();
    QCOMPARE(sorted.join(u','), names(big.cards));
}

void TstHgTerrain::refused()
{
    QVERIFY(HgTerrain::make({{u"Marsh"_s, true}}).error.contains(u"no non-Secondary"_s));
    QVERIFY(HgTerrain::make({{u"A"_s, false}, {u"A"_s, false}}).error.contains(u"twice"_s));
    // Only Secondary cards left for the last player.
    const HgDeckStep s = HgTerrain::deal(deckOf(u"A,B*,C*"_s), {u"Ann"_s, u"Ben"_s}, 1);
    QVERIFY2(s.error.contains(u"Ben"_s), qPrintable(s.error));
    QVERIFY(s.deck.dealt.isEmpty());                               // nothing changed
    QVERIFY(!HgTerrain::veto(deckOf(u"A,B"_s), u"Ann"_s, 1).ok()); // not dealt yet
}

void TstHgTerrain::moveTerrain()
{
    const HgDeckStep dealt = HgTerrain::deal(deckOf(u"A,B,C,D,E"_s), {u"Ann"_s, u"Ben"_s}, 1);
    // Deck C, D, E; cut 1 -> D, E, C; Ann's A is replaced by D and goes under.
    const HgDeckStep m = HgTerrain::moveTerrain(dealt.deck, u"Ann"_s, 1);
    QVERIFY2(m.ok(), qPrintable(m.error));
    QCOMPARE(names(m.deck.dealt.value(u"Ann"_s)), u"D"_s);
    QCOMPARE(names(m.deck.cards), u"E,C,A"_s);
}

void TstHgTerrain::json()
{
    const HgDeckStep dealt =
        HgTerrain::deal(deckOf(u"Forest,Marsh*,Ford*,Hill,Town,Wood"_s), {u"Ann"_s, u"Ben"_s}, 1);
    const HgDeckStep v = HgTerrain::veto(dealt.deck, u"Ann"_s, 1);
    QString error;
    const HgTerrainDeck back = HgTerrainDeck::fromJson(v.deck.toJson(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(back, v.deck);
    QJsonObject bad = v.deck.toJson();
    bad.insert(u"setAside"_s, QJsonArray{QJsonObject{{u"name"_s, u"Hill"_s}}}); // Hill is Ben's
    HgTerrainDeck::fromJson(bad, &error);
    QVERIFY2(error.contains(u"twice"_s), qPrintable(error));
}

QTEST_APPLESS_MAIN(TstHgTerrain)
#include "tst_hgterrain.moc"
