// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory: the typed results of its actions (issue 17, docs/values/honourglory.md). The rule
// texts' worked examples pinned in tst_hgactions, tst_hgbattlebook and tst_hgterrainbook give their
// values here (MP stack, strength, Glory, Damage, discards, who won), and every die of the Terrain
// deck's actions is in values.rolls exactly once, in the order it was read.
#include "core/ruleset.h"
#include "hgbattlebook.h"
#include "hgtheft.h"
#include "support/datarows.h"
#include "support/resolutionvalues.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// The three-opponent base of the round calculator: every MP counter at 50 (tst_hgactions).
QJsonObject three(const char *extra)
{
    QJsonObject o = obj(R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat",
                            "p1MpLeft":50,"p2MpLeft":50,"p3MpLeft":50})");
    const QJsonObject more = obj(extra);
    for (auto it = more.begin(); it != more.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

int valueIn(const Resolution &r, const QString &key, const QString &role)
{
    return r.values().value(key).toObject().value(role).toInt(-1);
}

// Every key the resolution sets is declared (the check adj::resolve makes in builds with assertions).
void declared(const Resolution &r)
{
    const RuleSet *rs = RuleSets::find(u"honour-glory"_s);
    QVERIFY(rs);
    const QString key = ResultValues::undeclared(r.values(), rs->ownValues());
    QVERIFY2(key.isEmpty(), qPrintable(key));
}

// The dice in values.rolls are the dice the resolution used, one roll per die, in order and step.
void rollsAreTheDice(const Resolution &r)
{
    const QJsonArray rolls = r.values().value(u"rolls"_s).toArray();
    QCOMPARE(rolls.size(), r.dice().size());
    for (int i = 0; i < rolls.size(); ++i) {
        const QJsonObject roll = rolls.at(i).toObject();
        QCOMPARE(roll.value(u"dice"_s).toArray(), QJsonArray{r.dice().at(i).value});
        QCOMPARE(roll.value(u"step"_s).toString(), r.dice().at(i).step);
    }
}

} // namespace

class TstHgValues : public HgBattleBook
{
    Q_OBJECT
private slots:
    void init() { setUpBattle(); }
    void ownWordsDeclared();
    void roundStack();
    void roundGloryAndRescue();
    void roundWinConditions();
    void endOfDurationDiscardValue();
    void endOfDurationBeaten();
    void theftCalculator_data();
    void theftCalculator();
    void gameRound();
    void gameDiscardAndSwaps();
    void gameTheft();
    void terrainDealExample();
    void terrainCalculatorDice_data();
    void terrainCalculatorDice();
    void terrainGameDice();

private:
    Resolution playWith(const QString &action, const QJsonObject &given, DiceSource &dice, bool commit);
};

Resolution TstHgValues::playWith(const QString &action, const QJsonObject &given, DiceSource &dice,
                                 bool commit)
{
    QString error;
    const QJsonObject in = BattleResolution::inputs(action, given, m_doc->state(), m_table, &error);
    Resolution r = adj::resolve(u"honour-glory"_s, action, in, dice, m_table);
    if (commit && r.ok()) {
        const Edit e = BattleResolution::edit(r, m_doc->state(), m_doc->profile(), &error);
        if (e.isEmpty() || m_doc->commit(e, &error) <= 0)
            qWarning("%s: %s", qPrintable(action), qPrintable(error));
    }
    return r;
}

void TstHgValues::ownWordsDeclared()
{
    const RuleSet *rs = RuleSets::find(u"honour-glory"_s);
    QVERIFY(rs);
    QStringList keys;
    for (const ValueSpec &v : rs->ownValues()) {
        QVERIFY2(!v.rule.isEmpty() && !v.about.isEmpty() && !v.schema.isEmpty(), qPrintable(v.key));
        for (const ValueSpec &s : ResultValues::shared())
            QVERIFY2(s.key != v.key, qPrintable(v.key)); // an own word never shadows a shared one
        keys << v.key;
    }
    QCOMPARE(keys, (QStringList{u"mpStack"_s, u"glory"_s, u"damage"_s, u"shaken"_s, u"gameOver"_s, u"tie"_s,
                                u"discards"_s, u"columnSwaps"_s, u"dealt"_s}));
}

void TstHgValues::roundStack()
{
    // Resolving Rounds: 20 MP from each of three is 60 from his stack: the top counter 50 → 0, the
    // next 50 → 40.
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"round"_s,
                                 three(R"({"p1OneMp":20,"p2OneMp":20,"p3OneMp":20})"), dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    declared(r);
    QCOMPARE(r.values().value(u"mpStack"_s).toArray(), QJsonArray({0, 40, 50}));
    const QJsonObject one = unitOf(r, u"one"_s);
    QCOMPARE(one.value(u"strengthBefore"_s).toInt(), 150);
    QCOMPARE(one.value(u"strengthAfter"_s).toInt(), 90);
    QCOMPARE(one.value(u"casualties"_s).toInt(), 60);
    QCOMPARE(one.value(u"eliminated"_s).toBool(true), false);
    QCOMPARE(unitOf(r, u"p2"_s).value(u"strengthAfter"_s).toInt(), 50);
    QCOMPARE(r.values().value(u"gameOver"_s).toBool(true), false);
    QVERIFY(!r.values().contains(u"rolls"_s)); // the outcomes are entered: no dice
    // From a stack already at 0,40,50: 45 more leave 0,0,45.
    const Resolution s =
        resolve(u"honour-glory"_s, u"round"_s,
                three(R"({"mpStack":"0,40,50","p1OneMp":20,"p2OneMp":20,"p3OneMp":5})"), dice, m_table);
    QCOMPARE(s.values().value(u"mpStack"_s).toArray(), QJsonArray({0, 0, 45}));
    QCOMPARE(unitOf(s, u"one"_s).value(u"strengthBefore"_s).toInt(), 90);
    QCOMPARE(unitOf(s, u"one"_s).value(u"casualties"_s).toInt(), 45);
}

void TstHgValues::roundGloryAndRescue()
{
    ScriptedDice dice({});
    // Glory: Damage done to The One raises that player's Glory; The One's Damage counter adds up.
    const Resolution g = resolve(u"honour-glory"_s, u"round"_s,
                                 three(R"({"p1DamageToOne":4,"p3DamageToOne":2,"p2DamageToMany":5,
                                           "p1Shaken":true})"),
                                 dice, m_table);
    QVERIFY2(g.ok(), qPrintable(g.error()));
    declared(g);
    QCOMPARE(valueIn(g, u"glory"_s, u"p1"_s), 4);
    QCOMPARE(valueIn(g, u"glory"_s, u"p2"_s), 0);
    QCOMPARE(valueIn(g, u"glory"_s, u"p3"_s), 2);
    QCOMPARE(valueIn(g, u"damage"_s, u"one"_s), 6);
    QCOMPARE(valueIn(g, u"damage"_s, u"p2"_s), 5);
    QVERIFY(!g.values().value(u"glory"_s).toObject().contains(u"one"_s)); // The One has no Glory
    // Shaken: the marker opposite Ann (p1).
    QCOMPARE(unitOf(g, u"p1"_s).value(u"markers"_s).toArray(), QJsonArray{u"shaken"_s});
    QVERIFY(!unitOf(g, u"p2"_s).contains(u"markers"_s));
    QCOMPARE(g.values().value(u"shaken"_s).toArray(), QJsonArray{u"p1"_s});
    // To The Rescue: Damage done with Ann's card by Ben credits both.
    const Resolution t = resolve(u"honour-glory"_s, u"round"_s,
                                 three(R"({"p2DamageToOne":6,"p2RescuedFrom":"Ann"})"), dice, m_table);
    QCOMPARE(valueIn(t, u"glory"_s, u"p1"_s), 6);
    QCOMPARE(valueIn(t, u"glory"_s, u"p2"_s), 6);
}

void TstHgValues::roundWinConditions()
{
    ScriptedDice dice({});
    // Goal – Win Conditions: The One and Cat beaten at the same time; Ann has the most Glory of those
    // not beaten (Cat's 20 does not count).
    const Resolution r =
        resolve(u"honour-glory"_s, u"round"_s,
                three(R"({"mpStack":"0,0,6","p1OneMp":2,"p2OneMp":2,"p3OneMp":2,"p3MpLeft":3,"p3Mp":3,
                  "p1Glory":8,"p2Glory":5,"p3Glory":20})"),
                dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    declared(r);
    QCOMPARE(r.outcomeKey(), u"oneMp=0 beaten:Kael beaten:Cat winner:Ann"_s);
    QCOMPARE(unitOf(r, u"one"_s).value(u"strengthAfter"_s).toInt(), 0);
    QCOMPARE(unitOf(r, u"one"_s).value(u"eliminated"_s).toBool(), true);
    QCOMPARE(unitOf(r, u"p3"_s).value(u"strengthBefore"_s).toInt(), 3);
    QCOMPARE(unitOf(r, u"p3"_s).value(u"strengthAfter"_s).toInt(), 0);
    QCOMPARE(unitOf(r, u"p3"_s).value(u"eliminated"_s).toBool(), true);
    QCOMPARE(unitOf(r, u"p1"_s).value(u"eliminated"_s).toBool(true), false);
    QCOMPARE(r.values().value(u"gameOver"_s).toBool(), true);
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"p1"_s);
    // The One wins when one of The Many is beaten.
    const Resolution w =
        resolve(u"honour-glory"_s, u"round"_s, three(R"({"p2MpLeft":4,"p2Mp":9})"), dice, m_table);
    QCOMPARE(w.values().value(u"winner"_s).toString(), u"one"_s);
    QCOMPARE(unitOf(w, u"p2"_s).value(u"casualties"_s).toInt(), 4); // 9 absorbed, 4 left to lose
}

void TstHgValues::endOfDurationDiscardValue()
{
    // Resolving the End of Duration: a Discard Value of 10 against 3 opponents is 3 × 10 = 30.
    ScriptedDice dice({});
    const Resolution r = resolve(
        u"honour-glory"_s, u"end-of-duration"_s,
        obj(R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat","p1Mp":50,"p2Mp":50,"p3Mp":50,
                "oneDamage":30,"oneDiscards":"Pikes=10"})"),
        dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    declared(r);
    const QJsonArray discards = r.values().value(u"discards"_s).toArray();
    QCOMPARE(discards.size(), 1);
    QCOMPARE(discards.at(0).toObject(), (QJsonObject{{u"role"_s, u"one"_s},
                                                     {u"troop"_s, u"Pikes"_s},
                                                     {u"discardValue"_s, 10},
                                                     {u"damageReduced"_s, 30}}));
    QCOMPARE(valueIn(r, u"damage"_s, u"one"_s), 0);
    // Nobody has fewer cards in his Discard Pile than The One's 1: each of The Many wins the Duration
    // and may swap two neighbour columns of his own Unit.
    const QJsonArray swaps = r.values().value(u"columnSwaps"_s).toArray();
    QCOMPARE(swaps.size(), 3);
    QCOMPARE(swaps.at(0).toObject(), (QJsonObject{{u"by"_s, u"p1"_s}, {u"owner"_s, u"p1"_s}}));
}

void TstHgValues::endOfDurationBeaten()
{
    // Damage above MP beats one of The Many (never The One): Ben (p2) has 12 Damage on 10 MP.
    ScriptedDice dice({});
    const Resolution r = resolve(
        u"honour-glory"_s, u"end-of-duration"_s,
        obj(R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat","p1Mp":50,"p2Mp":10,"p3Mp":50,
                "p2Damage":12,"p1DiscardPile":1})"),
        dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    declared(r);
    QCOMPARE(r.outcomeKey(), u"duration:Kael>Ann beaten:Ben winner:Kael"_s);
    QCOMPARE(unitOf(r, u"p2"_s).value(u"eliminated"_s).toBool(), true);
    QCOMPARE(r.values().value(u"winner"_s).toString(), u"one"_s);
    QCOMPARE(r.values().value(u"columnSwaps"_s).toArray(),
             (QJsonArray{QJsonObject{{u"by"_s, u"one"_s}, {u"owner"_s, u"p1"_s}}}));
    QVERIFY(!r.values().contains(u"discards"_s));
    // The One is not beaten by his Damage.
    const Resolution one = resolve(
        u"honour-glory"_s, u"end-of-duration"_s,
        obj(R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat","p1Mp":50,"p2Mp":50,"p3Mp":50,
                "mpStack":"0,0,5","oneDamage":80})"),
        dice, m_table);
    QCOMPARE(unitOf(one, u"one"_s).value(u"eliminated"_s).toBool(true), false);
    QCOMPARE(valueIn(one, u"damage"_s, u"one"_s), 80);
}

struct TheftCalculatorRow
{
    QJsonObject inputs;
    int thiefGlory;
    int victimGlory;
    QString winner;
};

void TstHgValues::theftCalculator_data()
{
    addRows<TheftCalculatorRow>({
        // Glory Theft: +5 to the thief and -5 to the victim on a win; -5 to the thief otherwise.
        {"Glory Theft won", {theftWon(), 9, 5, u"thief"_s}},
        {"Glory Theft lost", {theftLost(), 3, 10, u"victim"_s}},
        {"Glory Theft guarded by a higher Tactics ML", {theftGuarded(), 3, 10, u"victim"_s}},
    });
}

void TstHgValues::theftCalculator()
{
    const auto [inputs, thiefGlory, victimGlory, winner] = fetchRow<TheftCalculatorRow>();
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"glory-theft"_s, inputs, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    declared(r);
    QCOMPARE(valueIn(r, u"glory"_s, u"thief"_s), thiefGlory);
    QCOMPARE(valueIn(r, u"glory"_s, u"victim"_s), victimGlory);
    QCOMPARE(r.values().value(u"winner"_s).toString(), winner);
    QVERIFY(!r.values().contains(u"mpStack"_s)); // The One takes no part
}

void TstHgValues::gameRound()
{
    mustPlay(u"game-setup"_s, {});
    // The round of tst_hgbattlebook: 20 MP from each of three: 50 → 0, 50 → 40; Ann's 7 Damage is
    // her Glory; Ben absorbs 15 of his 50 MP; The One is Shaken against Ann.
    const Played p = play(u"game-round"_s, obj(R"({"p1Winner":"many","p1OneMp":20,"p1DamageToOne":7,
        "p1Shaken":true,"p2Winner":"one","p2OneMp":20,"p2Mp":15,"p2DamageToMany":4,"p3OneMp":20})"));
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    declared(p.r);
    QCOMPARE(p.r.values().value(u"mpStack"_s).toArray(), QJsonArray({0, 40, 50}));
    QCOMPARE(unitOf(p.r, u"one"_s).value(u"strengthAfter"_s).toInt(), 90);
    QCOMPARE(valueIn(p.r, u"damage"_s, u"one"_s), 7);
    QCOMPARE(valueIn(p.r, u"glory"_s, u"p1"_s), 7);
    QCOMPARE(unitOf(p.r, u"p2"_s).value(u"strengthBefore"_s).toInt(), 50);
    QCOMPARE(unitOf(p.r, u"p2"_s).value(u"strengthAfter"_s).toInt(), 35);
    QCOMPARE(unitOf(p.r, u"p2"_s).value(u"casualties"_s).toInt(), 15);
    QCOMPARE(valueIn(p.r, u"damage"_s, u"p2"_s), 4);
    QCOMPARE(unitOf(p.r, u"p1"_s).value(u"markers"_s).toArray(), QJsonArray{u"shaken"_s});
    // The values are what the battle now holds.
    QCOMPARE(counter(u"Kael"_s, u"MP"_s), unitOf(p.r, u"one"_s).value(u"strengthAfter"_s).toInt());
    QCOMPARE(counter(u"Ben"_s, u"MP"_s), unitOf(p.r, u"p2"_s).value(u"strengthAfter"_s).toInt());
    // Slots name their player in any order: Ben in slot 1 is p1.
    const Played q = play(u"game-round"_s, obj(R"({"p1":"Ben","p1Mp":5})"));
    QVERIFY2(q.seq > 0, qPrintable(q.error));
    QCOMPARE(unitOf(q.r, u"p1"_s).value(u"strengthAfter"_s).toInt(), 30);
    QCOMPARE(unitOf(q.r, u"p2"_s).value(u"strengthAfter"_s).toInt(), 50); // Ann
}

void TstHgValues::gameDiscardAndSwaps()
{
    mustPlay(u"game-setup"_s, {});
    mustPlay(u"game-round"_s, obj(R"({"p1DamageToOne":10,"p2DamageToOne":10,"p3DamageToOne":10})"));
    // End of Duration: Pikes' Discard Value 10 counts 3 × 10 = 30 against three opponents.
    const Played p = play(u"game-end-of-duration"_s, obj(R"({"oneDiscards":"Pikes"})"));
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    declared(p.r);
    const QJsonObject pikes{
        {u"role"_s, u"one"_s}, {u"troop"_s, u"Pikes"_s}, {u"discardValue"_s, 10}, {u"damageReduced"_s, 30}};
    QCOMPARE(p.r.values().value(u"discards"_s).toArray(), QJsonArray{pikes});
    QCOMPARE(valueIn(p.r, u"damage"_s, u"one"_s), 0);
    QCOMPARE(p.r.values().value(u"columnSwaps"_s).toArray().size(), 3);
    // Moving Columns in a Unit: the swap the Duration earned.
    const Played swap = play(u"game-swap-columns"_s,
                             obj(R"({"by":"Ann","owner":"Ann","columnA":"left","columnB":"centre"})"));
    QVERIFY2(swap.seq > 0, qPrintable(swap.error));
    declared(swap.r);
    QCOMPARE(unitOf(swap.r, u"owner"_s).value(u"strengthAfter"_s).toInt(), 50);
}

void TstHgValues::gameTheft()
{
    mustPlay(u"game-setup"_s, {});
    mustPlay(u"game-round"_s, obj(R"({"p1DamageToOne":10,"p2DamageToOne":10})"));
    mustPlay(u"game-round"_s, {});
    mustPlay(u"game-round"_s, {});
    mustPlay(u"game-end-of-duration"_s, {});
    const Played counterOn = play(u"game-theft-counter"_s, obj(R"({"victim":"Ben","wanting":"Ann"})"));
    QVERIFY2(counterOn.seq > 0, qPrintable(counterOn.error));
    declared(counterOn.r);
    // Glory Theft won: Ann 10 → 15, Ben 10 → 5.
    const Played p = play(u"game-theft"_s, obj(R"({"thief":"Ann","beats":true})"));
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    declared(p.r);
    QCOMPARE(valueIn(p.r, u"glory"_s, u"thief"_s), 15);
    QCOMPARE(valueIn(p.r, u"glory"_s, u"victim"_s), 5);
    QCOMPARE(p.r.values().value(u"winner"_s).toString(), u"thief"_s);
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 15);
}

void TstHgValues::terrainDealExample()
{
    // The cut is given: no die, no roll.
    const Played deal = dealTheSetupExample();
    QVERIFY2(deal.seq > 0, qPrintable(deal.error));
    declared(deal.r);
    const QJsonObject dealt = deal.r.values().value(u"dealt"_s).toObject();
    QCOMPARE(dealt.value(u"Ann"_s).toArray(), QJsonArray({u"Marsh"_s, u"Hill"_s}));
    QCOMPARE(dealt.value(u"Ben"_s).toArray(), QJsonArray{u"Forest"_s});
    QCOMPARE(dealt.value(u"Cat"_s).toArray(), QJsonArray{u"Plain"_s});
    QVERIFY(!deal.r.values().contains(u"rolls"_s));
    // Ben vetoes; the cut rolled: River, Wood, Ford cut at 2 (the die) → Ford (Secondary) + River.
    ScriptedDice two({2});
    const Resolution veto = playWith(u"game-terrain-veto"_s, obj(R"({"player":"Ben"})"), two, true);
    QVERIFY2(veto.ok(), qPrintable(veto.error()));
    declared(veto);
    rollsAreTheDice(veto);
    const QJsonObject cut{{u"step"_s, u"cut"_s}, {u"dice"_s, QJsonArray{2}}, {u"result"_s, u"Ford"_s}};
    QCOMPARE(veto.values().value(u"rolls"_s).toArray(), QJsonArray{cut});
    QCOMPARE(veto.values().value(u"dealt"_s).toObject(),
             (QJsonObject{{u"Ben"_s, QJsonArray({u"Ford"_s, u"River"_s})}}));
}

void TstHgValues::terrainCalculatorDice_data()
{
    QTest::addColumn<QJsonObject>("inputs");
    QTest::newRow("shuffled, cut rolled")
        << obj(R"({"deck":"A,B,C,D,E,F","secondary":"C,E","players":"P,Q"})");
    QTest::newRow("shuffled, vetoes with rolled cuts")
        << obj(R"({"deck":"A,B,C,D,E,F,G,H,I,J,K,L","secondary":"C,G","players":"P,Q,R","vetoes":"P,R"})");
    QTest::newRow("in order, cut rolled, a veto cut given")
        << obj(R"({"deck":"A,B,C,D,E,F,G","secondary":"B","players":"P,Q","shuffle":false,"vetoes":"Q",
                   "vetoCuts":"2"})");
}

void TstHgValues::terrainCalculatorDice()
{
    QFETCH(QJsonObject, inputs);
    for (quint64 seed = 1; seed <= 40; ++seed) {
        SeededDice dice(seed);
        const Resolution r = resolve(u"honour-glory"_s, u"terrain-deal"_s, inputs, dice, m_table);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        declared(r);
        QVERIFY(!r.dice().isEmpty());
        rollsAreTheDice(r);
        // Each card drawn is a card of the deck; what each player holds is his outcome tag.
        const QStringList deck = inputs.value(u"deck"_s).toString().split(u',');
        for (const QJsonValue &v : r.values().value(u"rolls"_s).toArray())
            if (v.toObject().value(u"step"_s).toString() == u"draw"_s)
                QVERIFY(deck.contains(v.toObject().value(u"result"_s).toString()));
        const QJsonObject dealt = r.values().value(u"dealt"_s).toObject();
        for (const QString &tag : r.outcomes()) {
            const qsizetype eq = tag.indexOf(u'=');
            QStringList cards;
            for (const QJsonValue &c : dealt.value(tag.left(eq)).toArray())
                cards << c.toString();
            QCOMPARE(cards.join(u'+'), tag.mid(eq + 1));
        }
    }
}

void TstHgValues::terrainGameDice()
{
    // The game's deal shuffles the whole deck (one die per card but the last), cuts on a die, and a
    // veto and a Move Terrain cut again on a die: every die is one roll, in order.
    for (quint64 seed = 1; seed <= 12; ++seed) {
        setUpBattle();
        mustPlay(u"game-setup"_s, {});
        SeededDice dice(seed);
        const Resolution deal = playWith(
            u"game-terrain-deal"_s,
            obj(R"({"deck":"Wood, Marsh, Ford, Hill, Forest, Plain, River, Town, Lake","secondary":"Marsh, Ford"})"),
            dice, true);
        QVERIFY2(deal.ok(), qPrintable(deal.error()));
        declared(deal);
        rollsAreTheDice(deal);
        QCOMPARE(deal.dice().size(), 9 - 1 + 1); // the shuffle's 8 dice and the cut
        const QJsonArray rolls = deal.values().value(u"rolls"_s).toArray();
        // The shuffle's last roll brings the card at place 8; the cut's die the top card.
        QCOMPARE(rolls.last().toObject().value(u"step"_s).toString(), u"cut"_s);
        const QString top = rolls.last().toObject().value(u"result"_s).toString();
        const QString ann =
            deal.values().value(u"dealt"_s).toObject().value(u"Ann"_s).toArray().at(0).toString();
        QCOMPARE(ann, top); // Ann is dealt the top card first
        for (const char *action : {"game-terrain-veto", "game-move-terrain"}) {
            SeededDice again(seed + 100);
            const Resolution r =
                playWith(QString::fromLatin1(action), obj(R"({"player":"Ben"})"), again, true);
            QVERIFY2(r.ok(), qPrintable(r.error()));
            declared(r);
            rollsAreTheDice(r);
            QCOMPARE(r.dice().size(), 1);
        }
    }
}

QTEST_GUILESS_MAIN(TstHgValues)
#include "tst_hgvalues.moc"
