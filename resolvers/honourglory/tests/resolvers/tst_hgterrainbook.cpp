// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory played through a real battle file, the Terrain deck: the deal with a Secondary
// Terrain and a veto (Setup), the Move Terrain Stratagem, and the exact odds of a shuffled deal.
#include "hgbattlebook.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstHgTerrainBook : public HgBattleBook
{
    Q_OBJECT
private slots:
    void init() { setUpBattle(); }
    void terrainDealAndVeto();
    void moveTerrain();
    void terrainDealOdds();
};

void TstHgTerrainBook::terrainDealAndVeto()
{
    const Played deal = dealTheSetupExample();
    QVERIFY2(deal.seq > 0, qPrintable(deal.error));
    QVERIFY(deal.r.outcomes().contains(u"Ann=Marsh+Hill"_s));
    QVERIFY(deal.r.outcomes().contains(u"Ben=Forest"_s));
    QVERIFY(deal.r.outcomes().contains(u"Cat=Plain"_s));
    QCOMPARE(player(u"Ann"_s).value(u"combatLevel"_s).toString(), u"Ballistic"_s);
    // Ben vetoes: Forest set aside; River, Wood, Ford cut at 2 → Ford, River, Wood: Ford (Secondary) + River.
    mustPlay(u"game-terrain-veto"_s, obj(R"({"player":"Ben","cut":2})"));
    QCOMPARE(player(u"Ben"_s).value(u"terrain"_s).toArray(), QJsonArray({u"Ford"_s, u"River"_s}));
    QCOMPARE(player(u"Ben"_s).value(u"vetoesLeft"_s).toInt(), 0);
    const Played again = play(u"game-terrain-veto"_s, obj(R"({"player":"Ben","cut":1})"));
    QVERIFY2(again.error.contains(u"used his veto"_s), qPrintable(again.error));
    const Played redeal = play(u"game-terrain-deal"_s, obj(R"({"deck":"Hill","shuffle":false,"cut":0})"));
    QVERIFY2(redeal.error.contains(u"already dealt"_s), qPrintable(redeal.error));
    mustPlay(u"game-combat-level"_s, obj(R"({"player":"Ann","level":"Melee"})"));
    QCOMPARE(player(u"Ann"_s).value(u"combatLevel"_s).toString(), u"Melee"_s);
    // Move Terrain Stratagem: the deck holds Wood alone now (Forest is set aside): it cannot be cut.
    const Played tooSmall = play(u"game-move-terrain"_s, obj(R"({"player":"Ann","cut":1})"));
    QVERIFY2(tooSmall.error.contains(u"cannot be cut"_s), qPrintable(tooSmall.error));
}

void TstHgTerrainBook::moveTerrain()
{
    mustPlay(u"game-setup"_s, {});
    // Cut at 2 → Hill, Forest, Plain, River, Wood, Marsh: Ann Hill, Ben Forest, Cat Plain; River, Wood, Marsh
    // left.
    mustPlay(
        u"game-terrain-deal"_s,
        obj(R"({"deck":"Wood, Marsh, Hill, Forest, Plain, River","secondary":"Marsh","shuffle":false,"cut":2})"));
    QCOMPARE(player(u"Ann"_s).value(u"terrain"_s).toArray(), QJsonArray({u"Hill"_s}));
    mustPlay(u"game-combat-level"_s, obj(R"({"player":"Ann","level":"Melee"})"));
    // Move Terrain: River, Wood, Marsh cut at 1 → Wood, Marsh, River: Hill is replaced by Wood and
    // goes to the bottom; Ann stays at Melee.
    mustPlay(u"game-move-terrain"_s, obj(R"({"player":"Ann","cut":1})"));
    QCOMPARE(player(u"Ann"_s).value(u"terrain"_s).toArray(), QJsonArray({u"Wood"_s}));
    QCOMPARE(player(u"Ann"_s).value(u"combatLevel"_s).toString(), u"Melee"_s);
    QCOMPARE(player(u"Ben"_s).value(u"combatLevel"_s).toString(), u"Ballistic"_s);
    QCOMPARE(game().value(u"terrainDeck"_s).toObject().value(u"cards"_s).toArray().size(), 3);
}

void TstHgTerrainBook::terrainDealOdds()
{
    // Exact odds of a shuffled deck of four plain cards: Ann, dealt first, holds each with 1/4.
    mustPlay(u"game-setup"_s, {});
    QString error;
    const QJsonObject in = BattleResolution::inputs(
        u"game-terrain-deal"_s, obj(R"({"deck":"Hill, Wood, Ford, Marsh","shuffle":true,"cut":1})"),
        m_doc->state(), m_table, &error);
    const Distribution d = adj::odds(u"honour-glory"_s, u"game-terrain-deal"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(u"Ann=Hill"_s), Fraction(1, 4));
    QCOMPARE(d.marginal(u"Cat=Marsh"_s), Fraction(1, 4));
}

QTEST_GUILESS_MAIN(TstHgTerrainBook)
#include "tst_hgterrainbook.moc"
