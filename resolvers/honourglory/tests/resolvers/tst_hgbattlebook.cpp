// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory played through a real battle file: the game kept in tracker "hg.game", the
// Glory, MP and Damage counters of each side written with it, bad inputs refused with nothing
// changed, and undo restoring both.
#include "hgbattlebook.h"
#include "support/datarows.h"
#include "support/jsonpath.h"

#include "core/rulechecks.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstHgBattleBook : public HgBattleBook
{
    Q_OBJECT
private slots:
    void init() { setUpBattle(); }
    void setupFromTheBattle();
    void setupRefused_data();
    void setupRefused();
    void armyOver40();
    void roundAbsorbsOncePerOpponent();
    void discardValueTimesOpponents();
    void rescuedCardCreditsBoth();
    void rescueLimits_data();
    void rescueLimits();
    void gloryTheft_data();
    void gloryTheft();
    void cardsPerOpponent();
    void winConditions_data();
    void winConditions();
    void badInputsChangeNothing_data();
    void badInputsChangeNothing();
    void undoRestoresGameAndCounters();
    void withoutABattle();
};

void TstHgBattleBook::setupFromTheBattle()
{
    mustPlay(u"game-setup"_s, {});
    // Setup: one MP counter of 50 per opponent, Glory from 0.
    QCOMPARE(player(u"Kael"_s).value(u"mpStack"_s).toArray(), QJsonArray({50, 50, 50}));
    QCOMPARE(player(u"Ann"_s).value(u"columns"_s).toObject().value(u"right"_s).toArray().size(), 2);
    QCOMPARE(player(u"Ben"_s).value(u"colour"_s).toString(), u"blue"_s);
    QCOMPARE(counter(u"Kael"_s, u"MP"_s), 150);
    QCOMPARE(counter(u"Ann"_s, u"MP"_s), 50);
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 0);
    QCOMPARE(m_doc->state().tracker(u"hg.game"_s)->label,
             u"Duration 1 begins: The One 150 MP left; Glory: Ann 0, Ben 0, Cat 0"_s);
    // A second setup would throw the game away: only when asked.
    const Played again = play(u"game-setup"_s, {});
    QVERIFY2(again.error.contains(u"restart"_s), qPrintable(again.error));
}

struct SetupRefusedRow
{
    QString attribute;
    QJsonValue value;
    QString message;
};

void TstHgBattleBook::setupRefused_data()
{
    addRows<SetupRefusedRow>({
        {"Setup: army over a house rule's 38",
         {u"armyCost"_s, QJsonValue(40), u"Unit Host (Kael): army cost 40 is over 38"_s}},
        {"Setup: a Troop Card without a Discard Value",
         {u"troopsLeft"_s, QJsonValue(u"Blades"_s),
          u"Unit Household (Ben), troopsLeft: \"Blades\" must read"_s}},
        {"Setup: a Unit without Troop Cards",
         {u"troopsRight"_s, QJsonValue(u""_s), u"Ben's Unit has no Troop Cards"_s}},
    });
}

void TstHgBattleBook::setupRefused()
{
    const auto [attribute, value, message] = fetchRow<SetupRefusedRow>();
    QString error;
    Unit ben = *m_doc->state().unitByName(u"Household"_s);
    ben.attrs.insert(attribute, value);
    if (attribute == u"troopsRight"_s)
        ben.attrs.insert(u"troopsLeft"_s, u""_s);
    if (ben != *m_doc->state().unitByName(u"Household"_s))
        QVERIFY2(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), ben, &error), &error) > 0,
                 qPrintable(error));
    const BattleState before = m_doc->state();
    const RuleTable plain = m_table;
    QVERIFY2(m_table.applyOverrides({{u"players.armyCost"_s, 38}}, &error), qPrintable(error));
    if (attribute != u"armyCost"_s)
        m_table = plain;
    const Played p = play(u"game-setup"_s, {});
    m_table = plain;
    QCOMPARE(p.seq, 0);
    QVERIFY2(p.error.contains(message), qPrintable(p.error));
    QCOMPARE(m_doc->state(), before);
}

void TstHgBattleBook::armyOver40()
{
    // Setup: "Each player ... has an Army Cost of 40". The battle's Unit cannot hold 41 (the rule
    // set's check of every edit, against the table's players.armyCost); the game refuses it too
    // when the sides come as input, without a battle.
    QString error;
    RuleChecks::install(*m_doc);
    Unit ben = *m_doc->state().unitByName(u"Household"_s);
    ben.attrs.insert(u"armyCost"_s, 41);
    const Edit over = Edits::updateUnit(m_doc->state(), m_doc->profile(), ben, &error);
    QVERIFY2(!over.isEmpty(), qPrintable(error));
    QCOMPARE(m_doc->commit(over, &error), qint64(0));
    QVERIFY2(
        error.contains(u"Unit Household: army cost 41 is over the Army Cost of 40 each player has (Setup"_s),
        qPrintable(error));
    const QJsonObject battle = withValueAt(HgBook::battleJson(m_doc->state()),
                                           {u"sides"_s, 2, u"units"_s, 0, u"attrs"_s, u"armyCost"_s}, 41);
    ScriptedDice dice({});
    const Resolution r =
        adj::resolve(u"honour-glory"_s, u"game-setup"_s, {{u"battle"_s, battle}}, dice, m_table);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(u"Unit Household (Ben): army cost 41 is over 40"_s), qPrintable(r.error()));
}

void TstHgBattleBook::roundAbsorbsOncePerOpponent()
{
    mustPlay(u"game-setup"_s, {});
    // Resolving Rounds: 20 MP from each of three opponents is 60 from his stack: 50 → 0, 50 → 40.
    // Glory: Damage done to The One raises that player's Glory.
    mustPlay(u"game-round"_s, obj(R"({"p1Winner":"many","p1OneMp":20,"p1DamageToOne":7,"p1Shaken":true,
                                      "p2Winner":"one","p2OneMp":20,"p2Mp":15,"p2DamageToMany":4,
                                      "p3OneMp":20})"));
    QCOMPARE(player(u"Kael"_s).value(u"mpStack"_s).toArray(), QJsonArray({0, 40, 50}));
    QCOMPARE(counter(u"Kael"_s, u"MP"_s), 90);
    QCOMPARE(m_doc->state().unitByName(u"Host"_s)->strength, 90);
    QCOMPARE(counter(u"Kael"_s, u"Damage"_s), 7);
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 7);
    QCOMPARE(counter(u"Ben"_s, u"MP"_s), 35);
    QCOMPARE(counter(u"Ben"_s, u"Damage"_s), 4);
    QCOMPARE(m_doc->state().unitByName(u"Household"_s)->attrs.value(u"damage"_s).toInt(), 4);
    QCOMPARE(player(u"Ann"_s).value(u"glory"_s).toInt(), 7);
    QCOMPARE(m_doc->state().tracker(u"hg.game"_s)->label,
             u"Duration 1, round 1: The One 90 MP left; Glory: Ann 7, Ben 0, Cat 0"_s);
    // Shaken: the marker opposite Ann, on her Unit.
    const Id ann = m_doc->state().unitByName(u"Levy"_s)->id;
    QCOMPARE(m_doc->state().activeMarkers(ann).value(0).kind, u"shaken"_s);
    QCOMPARE(game().value(u"round"_s).toInt(), 2);
}

void TstHgBattleBook::discardValueTimesOpponents()
{
    mustPlay(u"game-setup"_s, {});
    mustPlay(u"game-round"_s, obj(R"({"p1DamageToOne":10,"p2DamageToOne":10,"p3DamageToOne":10})"));
    QCOMPARE(counter(u"Kael"_s, u"Damage"_s), 30);
    // End of Duration: Pikes' Discard Value 10 counts 3 × 10 = 30 against three opponents.
    const Played p = play(u"game-end-of-duration"_s, obj(R"({"oneDiscards":"Pikes"})"));
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    QCOMPARE(counter(u"Kael"_s, u"Damage"_s), 0);
    QCOMPARE(player(u"Kael"_s).value(u"discardPile"_s).toInt(), 1);
    QCOMPARE(m_doc->state().unitByName(u"Host"_s)->attrs.value(u"troopsLeft"_s).toString(), u"Guard=20"_s);
    bool traced = false;
    for (const TraceLine &l : p.r.trace())
        traced = traced || l.text.contains(u"Discard Value 10 × 3 opponents = 30"_s);
    QVERIFY(traced);
    // Glory stays: discarding is not Glory.
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 10);
    // The One wins the Duration against nobody (Discard Piles 0 < 1): each of The Many may swap.
    QCOMPARE(game().value(u"swapsOwed"_s).toArray().size(), 3);
    mustPlay(u"game-swap-columns"_s,
             obj(R"({"by":"Ann","owner":"Ann","columnA":"left","columnB":"centre"})"));
    QCOMPARE(m_doc->state().unitByName(u"Levy"_s)->attrs.value(u"troopsLeft"_s).toString(), u"Bows=5"_s);
    const Played onesColumns = play(
        u"game-swap-columns"_s, obj(R"({"by":"Ben","owner":"Kael","columnA":"left","columnB":"centre"})"));
    QVERIFY2(onesColumns.error.contains(u"The One's Unit"_s), qPrintable(onesColumns.error));
}

void TstHgBattleBook::rescuedCardCreditsBoth()
{
    mustPlay(u"game-setup"_s, {});
    // To The Rescue: Ann (5 cards) gives Ben (2 cards) Knights with her red counter.
    mustPlay(u"game-rescue"_s, obj(R"({"receiver":"Ben","offers":"Ann: Spears","into":"right"})"));
    QCOMPARE(m_doc->state().unitByName(u"Household"_s)->attrs.value(u"troopsRight"_s).toString(),
             u"Lances=5, Spears=5 [Ann]"_s);
    QCOMPARE(m_doc->state().unitByName(u"Levy"_s)->attrs.value(u"troopsLeft"_s).toString(), u"Axes=5"_s);
    // Round 1: The Many choose from their right column; Ben's Chosen Troop carries Ann's counter.
    // Slots may name their player in any order; the others (Ann, Cat) fill the empty slots.
    mustPlay(u"game-round"_s, obj(R"({"p1":"Ben","p1Winner":"many","p1Chosen":"Spears",
                                      "p1DamageToOne":6})"));
    QCOMPARE(counter(u"Ben"_s, u"Glory"_s), 6);
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 6);
    QCOMPARE(counter(u"Kael"_s, u"Damage"_s), 6);
}

struct RescueLimitsRow
{
    QJsonObject inputs;
    QString message;
};

void TstHgBattleBook::rescueLimits_data()
{
    addRows<RescueLimitsRow>({
        {"To The Rescue: giver needs 2 or more cards more",
         {obj(R"({"receiver":"Cat","offers":"Ben: Blades"})"), u"2 or more cards more"_s}},
        {"To The Rescue: receiver never ends with more",
         {obj(R"({"receiver":"Ben","offers":"Ann: Spears, Axes"})"),
          u"never ends with more than the giver"_s}},
        {"To The Rescue: several offers, one picked",
         {obj(R"({"receiver":"Ben","offers":"Ann: Spears; Cat: Reeds"})"), u"must pick one"_s}},
        {"To The Rescue: The One gives nothing",
         {obj(R"({"receiver":"Ben","offers":"Kael: Pikes"})"), u"The One gives no Troop Cards"_s}},
        {"offers: bad text", {obj(R"({"receiver":"Ben","offers":"Spears"})"), u"input \"offers\""_s}},
    });
}

void TstHgBattleBook::rescueLimits()
{
    const auto [inputs, message] = fetchRow<RescueLimitsRow>();
    mustPlay(u"game-setup"_s, {});
    const BattleState before = m_doc->state();
    const Played p = play(u"game-rescue"_s, inputs);
    QCOMPARE(p.seq, 0);
    QVERIFY2(p.error.contains(message), qPrintable(p.error));
    QCOMPARE(m_doc->state(), before);
}

struct GloryTheftRow
{
    QString thief;
    QString victim;
    bool beats;
    bool guarded;
    int thiefGlory;
    int victimGlory;
    QString outcome;
};

void TstHgBattleBook::gloryTheft_data()
{
    addRows<GloryTheftRow>({
        {"Glory Theft: won", {u"Ann"_s, u"Ben"_s, true, false, 15, 5, u"theft=won"_s}},
        {"Glory Theft: lost", {u"Ann"_s, u"Ben"_s, false, false, 5, 10, u"theft=lost"_s}},
        // Ben (ML 5) Guards against Ann (ML 4): no win.
        {"Glory Theft: guarded", {u"Ann"_s, u"Ben"_s, true, true, 5, 10, u"theft=guarded"_s}},
    });
}

void TstHgBattleBook::gloryTheft()
{
    const auto [thief, victim, beats, guarded, thiefGlory, victimGlory, outcome] = fetchRow<GloryTheftRow>();
    mustPlay(u"game-setup"_s, {});
    mustPlay(u"game-round"_s, obj(R"({"p1DamageToOne":10,"p2DamageToOne":10})"));
    mustPlay(u"game-round"_s, {});
    mustPlay(u"game-round"_s, {});
    mustPlay(u"game-end-of-duration"_s, {});
    // Glory Theft: the counter goes on at the beginning of a Duration.
    mustPlay(u"game-theft-counter"_s, QJsonObject{{u"victim"_s, victim}, {u"wanting"_s, thief}});
    QCOMPARE(player(victim).value(u"theftCounter"_s).toString(), thief);
    const Played p =
        play(u"game-theft"_s, QJsonObject{{u"thief"_s, thief}, {u"beats"_s, beats}, {u"guarded"_s, guarded}});
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    QVERIFY(p.r.outcomes().contains(outcome));
    QCOMPARE(counter(thief, u"Glory"_s), thiefGlory);
    QCOMPARE(counter(victim, u"Glory"_s), victimGlory);
    QCOMPARE(player(thief).value(u"glory"_s).toInt(), thiefGlory);
    QVERIFY(player(victim).value(u"theftCounter"_s).toString().isEmpty());
    // Cat (ML 3) cannot Guard against Ann (ML 4).
    mustPlay(u"game-round"_s, {});
    mustPlay(u"game-end-of-duration"_s, {});
    mustPlay(u"game-theft-counter"_s, obj(R"({"victim":"Cat","wanting":"Ann"})"));
    const Played low = play(u"game-theft"_s, obj(R"({"thief":"Ann","beats":true,"guarded":true})"));
    QVERIFY2(low.error.contains(u"cannot Guard"_s), qPrintable(low.error));
}

void TstHgBattleBook::cardsPerOpponent()
{
    mustPlay(u"game-setup"_s, {});
    // Standard Cards: once per opponent.
    mustPlay(u"game-standard-card"_s, obj(R"({"opponent":"Ann","card":"Rally"})"));
    mustPlay(u"game-standard-card"_s, obj(R"({"opponent":"Ben","card":"Rally"})"));
    const Played twice = play(u"game-standard-card"_s, obj(R"({"opponent":"Ann","card":"Rally"})"));
    QVERIFY2(twice.error.contains(u"once per opponent"_s), qPrintable(twice.error));
    // Stratagem Cards: within The One's Tactics ML (6) per opponent, turned on a 'tcts' win.
    const Played over = play(u"game-stratagems"_s, obj(R"({"opponent":"Ann","cards":"Ambush=4, Feint=3"})"));
    QVERIFY2(over.error.contains(u"Tactics ML allows 6"_s), qPrintable(over.error));
    mustPlay(u"game-stratagems"_s, obj(R"({"opponent":"Ann","cards":"Ambush=4, Feint=2"})"));
    mustPlay(u"game-stratagems"_s, obj(R"({"opponent":"Ben","cards":"Feint=2"})"));
    mustPlay(u"game-round"_s, obj(R"({"oneTcts":true,"p1Winner":"one","p2Winner":"many"})"));
    const QJsonObject strat = game().value(u"stratagems"_s).toObject();
    QCOMPARE(strat.value(u"Ann"_s).toArray().size(), 2);
    QVERIFY(strat.value(u"Ann"_s).toArray().at(0).toObject().value(u"turned"_s).toBool());
    QVERIFY(!strat.contains(u"Ben"_s)); // returned to his pile
    // Unit Conflict Cards: only against a player The One won the Duration against.
    const Played early = play(u"game-conflict-card"_s, obj(R"({"opponent":"Cat","card":"Flank"})"));
    QVERIFY2(early.error.contains(u"has not won the Duration"_s), qPrintable(early.error));
}

struct WinConditionsRow
{
    QJsonObject round;
    QString outcome;
    QString result;
};

void TstHgBattleBook::winConditions_data()
{
    addRows<WinConditionsRow>({
        {"The One wins when one of The Many is beaten",
         {obj(R"({"p2Mp":50})"), u"winner:Kael"_s, u"The One (Kael) wins: Ben beaten"_s}},
        {"The One beaten: most Glory wins",
         {obj(R"({"p1OneMp":50,"p2OneMp":50,"p3OneMp":50,"p1DamageToOne":9,"p2DamageToOne":4})"),
          u"winner:Ann"_s, u"Ann wins with the most Glory (9)"_s}},
        {"simultaneous defeat: the beaten player cannot win",
         {obj(R"({"p1OneMp":50,"p2OneMp":50,"p3OneMp":50,"p1DamageToOne":9,"p1Mp":50,"p2DamageToOne":4})"),
          u"winner:Ben"_s, u"(Ann beaten at the same time): Ben wins with the most Glory (4)"_s}},
        {"a tie",
         {obj(R"({"p1OneMp":50,"p2OneMp":50,"p3OneMp":50,"p1DamageToOne":4,"p2DamageToOne":4})"), u"tie"_s,
          u"a tie on 4 Glory between Ann, Ben"_s}},
    });
}

void TstHgBattleBook::winConditions()
{
    const auto [round, outcome, result] = fetchRow<WinConditionsRow>();
    mustPlay(u"game-setup"_s, {});
    const Played p = play(u"game-round"_s, round);
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    QVERIFY2(p.r.outcomes().contains(outcome), qPrintable(p.r.outcomes().join(u' ')));
    QVERIFY(game().value(u"over"_s).toBool());
    QVERIFY2(game().value(u"result"_s).toString().contains(result),
             qPrintable(game().value(u"result"_s).toString()));
    QVERIFY(m_doc->state().tracker(u"hg.game"_s)->label.contains(u"Game over"_s));
    const Played after = play(u"game-round"_s, {});
    QVERIFY2(after.error.contains(u"the game is over"_s), qPrintable(after.error));
}

struct BadInputsRow
{
    QString action;
    QJsonObject inputs;
    QString message;
};

void TstHgBattleBook::badInputsChangeNothing_data()
{
    addRows<BadInputsRow>({
        {"a negative Damage", {u"game-round"_s, obj(R"({"p1DamageToOne":-5})"), u"p1DamageToOne"_s}},
        {"a fourth column",
         {u"game-swap-columns"_s, obj(R"({"by":"Ann","owner":"Ann","columnA":"fourth","columnB":"left"})"),
          u"columnA"_s}},
        {"a fourth player of The Many", {u"game-round"_s, obj(R"({"p4Winner":"one"})"), u"p4Winner"_s}},
        {"a slot naming The One", {u"game-round"_s, obj(R"({"p2":"Kael"})"), u"input \"p2\""_s}},
        {"a player in two slots",
         {u"game-round"_s, obj(R"({"p1":"Ben","p3":"Ben"})"), u"Ben already has a slot"_s}},
        {"a rescued card from The One",
         {u"game-round"_s, obj(R"({"p1RescuedFrom":"Kael"})"), u"p1RescuedFrom"_s}},
        {"a Chosen Troop from the wrong column",
         {u"game-round"_s, obj(R"({"p1Chosen":"Spears"})"), u"comes from the centre"_s}},
        {"discarding above Damage",
         {u"game-end-of-duration"_s, obj(R"({"p1Discards":"Bows"})"), u"no discard"_s}},
    });
}

void TstHgBattleBook::badInputsChangeNothing()
{
    const auto [action, inputs, message] = fetchRow<BadInputsRow>();
    mustPlay(u"game-setup"_s, {});
    mustPlay(u"game-round"_s, {});
    const BattleState before = m_doc->state();
    const Played p = play(action, inputs);
    QCOMPARE(p.seq, 0);
    QVERIFY2(p.error.contains(message), qPrintable(p.error));
    QCOMPARE(m_doc->state(), before);
}

void TstHgBattleBook::undoRestoresGameAndCounters()
{
    mustPlay(u"game-setup"_s, {});
    const QJsonObject before = game();
    const Played p = play(u"game-round"_s, obj(R"({"p1OneMp":30,"p1DamageToOne":8})"));
    QVERIFY2(p.seq > 0, qPrintable(p.error));
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 8);
    QString error;
    QVERIFY2(m_doc->revert(p.edit, p.seq, &error) > 0, qPrintable(error));
    QCOMPARE(game(), before);
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 0);
    QCOMPARE(counter(u"Kael"_s, u"MP"_s), 150);
    // A counter set by hand is brought back in line with the game by the next action.
    const Side *ann = m_doc->state().sideByName(u"Ann"_s);
    QVERIFY(
        m_doc->commit(Edits::setCounter(m_doc->state(), m_doc->profile(), ann->id, {}, u"Glory"_s, 3, &error),
                      &error) > 0);
    mustPlay(u"game-round"_s, obj(R"({"p1DamageToOne":2})"));
    QCOMPARE(counter(u"Ann"_s, u"Glory"_s), 2);
    QCOMPARE(player(u"Ann"_s).value(u"glory"_s).toInt(), 2);
}

void TstHgBattleBook::withoutABattle()
{
    // Without a battle the game comes as input (CLI --input): counters change by the difference
    // between the old and the new game.
    mustPlay(u"game-setup"_s, {});
    ScriptedDice dice({});
    const Resolution r =
        adj::resolve(u"honour-glory"_s, u"game-round"_s,
                     {{u"game"_s, game()}, {u"p3DamageToOne"_s, 4}, {u"p3OneMp"_s, 10}}, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QMap<QString, int> deltas;
    QJsonObject next;
    for (const Effect &e : r.effects()) {
        if (e.kind == Effect::Kind::ChangeCounter)
            deltas.insert(e.side + u'.' + e.counter, e.amount);
        if (e.kind == Effect::Kind::SetTracker)
            next = e.value.toObject();
    }
    QCOMPARE(deltas, (QMap<QString, int>{{u"Cat.Glory"_s, 4}, {u"Kael.Damage"_s, 4}, {u"Kael.MP"_s, -10}}));
    QCOMPARE(next.value(u"round"_s).toInt(), 2);
    // A game whose Unit has a fourth column is refused, naming the input.
    const QJsonObject bad =
        withValueAt(game(), {u"players"_s, 1, u"columns"_s, u"fourth"_s},
                    QJsonArray{QJsonObject{{u"name"_s, u"Pikes"_s}, {u"discardValue"_s, 5}}});
    const Resolution fourth =
        adj::resolve(u"honour-glory"_s, u"game-round"_s, {{u"game"_s, bad}}, dice, m_table);
    QVERIFY2(fourth.error().contains(u"input \"game\": Ann: a Unit has three columns"_s),
             qPrintable(fourth.error()));
    // No game yet: refused, naming the input.
    const Resolution none = adj::resolve(u"honour-glory"_s, u"game-round"_s, {}, dice, m_table);
    QVERIFY2(none.error().contains(u"input \"game\""_s), qPrintable(none.error()));
}

QTEST_GUILESS_MAIN(TstHgBattleBook)
#include "tst_hgbattlebook.moc"
