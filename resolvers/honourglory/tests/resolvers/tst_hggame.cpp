// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory (cards): the game's bookkeeping as pure transitions (rounds, durations, win).
#include "core/ruletable.h"
#include "hgrulestest.h"
#include "honourglory/hgrules.h"
#include "honourglory/hgterrain.h"
#include "support/datarows.h"
#include "support/jsonpath.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

using Cols = std::array<QList<HgTroop>, kHgColumns>;

HgPlayerSetup setup(const QString &name, const QString &colour, int ml, const Cols &cols, int cost = 40)
{
    return {.name = name, .colour = colour, .armyCost = cost, .tacticsMl = ml, .columns = cols};
}

// The One (Kael) against Ann, Ben and Cat. Ann has 6 Troop Cards, Ben 3, Cat 4.
HgGame threeOpponents(const HgTable &t)
{
    const HgPlayerSetup one =
        setup(u"Kael"_s, u"black"_s, 4,
              Cols{QList<HgTroop>{{u"Pikes"_s, 10, {}}, {u"Bows"_s, 5, {}}},
                   QList<HgTroop>{{u"Horse"_s, 8, {}}}, QList<HgTroop>{{u"Guard"_s, 12, {}}}});
    const HgPlayerSetup ann = setup(u"Ann"_s, u"red"_s, 3,
                                    Cols{QList<HgTroop>{{u"A1"_s, 3, {}}, {u"A2"_s, 3, {}}},
                                         QList<HgTroop>{{u"A3"_s, 4, {}}, {u"A4"_s, 4, {}}},
                                         QList<HgTroop>{{u"A5"_s, 5, {}}, {u"A6"_s, 5, {}}}});
    const HgPlayerSetup ben = setup(u"Ben"_s, u"blue"_s, 2,
                                    Cols{QList<HgTroop>{{u"B1"_s, 3, {}}}, QList<HgTroop>{{u"B2"_s, 4, {}}},
                                         QList<HgTroop>{{u"B3"_s, 5, {}}}});
    const HgPlayerSetup cat = setup(u"Cat"_s, u"green"_s, 5,
                                    Cols{QList<HgTroop>{{u"C1"_s, 3, {}}, {u"C2"_s, 3, {}}},
                                         QList<HgTroop>{{u"C3"_s, 4, {}}}, QList<HgTroop>{{u"C4"_s, 5, {}}}});
    const HgStep s = HgRules::newGame(one, {ann, ben, cat}, t);
    if (!s.ok())
        qFatal("setup: %s", qPrintable(s.error));
    return s.game;
}

HgPairOutcome pair(const QString &who, int oneMp, int mp = 0, int toOne = 0, int toMany = 0,
                   HgPairOutcome::Side winner = HgPairOutcome::Side::None)
{
    return {.opponent = who,
            .winner = winner,
            .oneMp = oneMp,
            .mp = mp,
            .damageToOne = toOne,
            .damageToMany = toMany};
}

HgRound roundOf(const QList<HgPairOutcome> &pairs)
{
    HgRound r;
    r.pairs = pairs;
    return r;
}

int glory(const HgGame &g, const QString &n)
{
    return g.player(n)->glory;
}

} // namespace

Q_DECLARE_METATYPE(HgRound)

class TstHgGame : public HgRulesTest
{
    Q_OBJECT
private slots:
    void setupCounters();
    void absorb_data();
    void absorb();
    void round_data();
    void round();
    void roundRefused_data();
    void roundRefused();
    void columnsPerRound_data();
    void columnsPerRound();
    void endOfDuration_data();
    void endOfDuration();
    void durationWinsAndSwaps();
    void winConditions_data();
    void winConditions();
    void badSetup_data();
    void badSetup();
    void jsonRoundTrip();
    void terrainAndLevels();
    void repeatedTroopNames();
    void standings_data();
    void standings();
};

void TstHgGame::setupCounters()
{
    const HgGame g = threeOpponents(*m_t);
    QCOMPARE(g.one().mpStack, (QList<int>{50, 50, 50})); // Setup: one counter per opponent on 50
    QCOMPARE(g.one().damage, 0);
    for (const QString &n : g.many()) {
        QCOMPARE(glory(g, n), 0); // Glory Counter on 0
        QCOMPARE(g.player(n)->vetoesLeft, 1);
    }
    QCOMPARE(g.check(*m_t), QString());
}

struct AbsorbRow
{
    QList<int> stack;
    int amount;
    QList<int> after;
    int unabsorbed;
};

void TstHgGame::absorb_data()
{
    addRows<AbsorbRow>({
        {"Resolving Rounds 3 x 20 = 60: top to 0, next to 40",
         {QList<int>{50, 50, 50}, 60, QList<int>{0, 40, 50}, 0}},
        {"Resolving Rounds a spent counter is skipped", {QList<int>{0, 40, 50}, 45, QList<int>{0, 0, 45}, 0}},
        {"Resolving Rounds all counters to 0, 5 beyond", {QList<int>{0, 0, 45}, 50, QList<int>{0, 0, 0}, 5}},
        {"Resolving Rounds nothing absorbed", {QList<int>{50, 50}, 0, QList<int>{50, 50}, 0}},
    });
}

void TstHgGame::absorb()
{
    const auto [stack, amount, after, unabsorbed] = fetchRow<AbsorbRow>();
    const HgRules::Absorbed a = HgRules::absorb(stack, amount);
    QCOMPARE(a.stack, after);
    QCOMPARE(a.unabsorbed, unabsorbed);
}

struct RoundRow
{
    HgRound round;
    QList<int> stack;
    int oneDamage;
    QList<int> glory; // Ann, Ben, Cat
    QList<int> mp;    // Ann, Ben, Cat
    int effects;
};

void TstHgGame::round_data()
{
    QTest::addColumn<RoundRow>("row");
    using S = HgPairOutcome::Side;
    QTest::newRow("Resolving Rounds The One absorbs 20 MP from each of three: 60")
        << RoundRow{roundOf({pair(u"Ann"_s, 20), pair(u"Ben"_s, 20), pair(u"Cat"_s, 20)}),
                    QList<int>{0, 40, 50},
                    0,
                    QList<int>{0, 0, 0},
                    QList<int>{50, 50, 50},
                    1};
    QTest::newRow("Glory Damage to The One raises that player's Glory")
        << RoundRow{roundOf({pair(u"Ann"_s, 5, 3, 7, 0, S::Many), pair(u"Ben"_s, 5, 4, 0, 6, S::One),
                             pair(u"Cat"_s, 0, 0, 2)}),
                    QList<int>{40, 50, 50},
                    9,
                    QList<int>{7, 0, 2},
                    QList<int>{47, 46, 50},
                    8};
    HgRound rescued = roundOf({pair(u"Ann"_s, 0), pair(u"Ben"_s, 0, 0, 4), pair(u"Cat"_s, 0)});
    rescued.pairs[1].rescuedFrom = u"Ann"_s;
    QTest::newRow("To The Rescue Damage with a rescued card credits the giver too")
        << RoundRow{rescued, QList<int>{50, 50, 50}, 4, QList<int>{4, 4, 0}, QList<int>{50, 50, 50}, 3};
}

void TstHgGame::round()
{
    const auto [round, stack, oneDamage, glory, mp, effects] = fetchRow<RoundRow>();
    const HgGame g = threeOpponents(*m_t);
    const HgStep s = HgRules::resolveRound(g, round, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.one().mpStack, stack);
    QCOMPARE(s.game.one().damage, oneDamage);
    QCOMPARE((QList<int>{::glory(s.game, u"Ann"_s), ::glory(s.game, u"Ben"_s), ::glory(s.game, u"Cat"_s)}),
             glory);
    QCOMPARE(
        (QList<int>{s.game.player(u"Ann"_s)->mp, s.game.player(u"Ben"_s)->mp, s.game.player(u"Cat"_s)->mp}),
        mp);
    QCOMPARE(s.effects.size(), effects);
    QCOMPARE(s.game.round, 2);
    QVERIFY(!s.trace.isEmpty());
    QCOMPARE(s.game.check(*m_t), QString());
    // The MP effect on The One is the whole N-fold absorption.
    int oneMp = 0, gloryTotal = 0;
    for (const Effect &e : s.effects) {
        if (e.side == u"Kael"_s && e.counter == u"MP"_s)
            oneMp += e.amount;
        if (e.counter == u"Glory"_s)
            gloryTotal += e.amount;
    }
    QCOMPARE(oneMp, s.game.one().mpLeft() - g.one().mpLeft());
    QCOMPARE(gloryTotal, glory.at(0) + glory.at(1) + glory.at(2));
}

struct RoundRefusedRow
{
    HgRound round;
    QString errorHas;
};

void TstHgGame::roundRefused_data()
{
    QTest::addColumn<RoundRefusedRow>("row");
    QTest::newRow("Resolving Rounds negative Damage refused")
        << RoundRefusedRow{roundOf({pair(u"Ann"_s, 0, 0, -3), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)}),
                           u"Damage cannot be negative"_s};
    QTest::newRow("Resolving Rounds every player of The Many needs an outcome")
        << RoundRefusedRow{roundOf({pair(u"Ann"_s, 0), pair(u"Ben"_s, 0)}), u"no outcome entered for Cat"_s};
    QTest::newRow("Resolving Rounds The One is not his own opponent") << RoundRefusedRow{
        roundOf({pair(u"Kael"_s, 0), pair(u"Ann"_s, 0), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)}),
        u"not one of The Many"_s};
    QTest::newRow("Resolving Rounds two outcomes for one player") << RoundRefusedRow{
        roundOf({pair(u"Ann"_s, 0), pair(u"Ann"_s, 0), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)}),
        u"two outcomes"_s};
    HgRound wrongCol = roundOf({pair(u"Ann"_s, 0), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)});
    wrongCol.pairs[0].chosenTroop = u"A1"_s;
    // left column; round 1 is the right column for The Many
    QTest::newRow("Resolving Rounds The Many pick from the right column in round 1")
        << RoundRefusedRow{wrongCol, u"right"_s};
    HgRound oneCol = roundOf({pair(u"Ann"_s, 0), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)});
    oneCol.oneChosenTroop = u"Guard"_s;
    // right column; round 1 is his left column
    QTest::newRow("Resolving Rounds The One picks from his left column in round 1")
        << RoundRefusedRow{oneCol, u"left"_s};
    HgRound self = roundOf({pair(u"Ann"_s, 0, 0, 3), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)});
    self.pairs[0].rescuedFrom = u"Ann"_s;
    QTest::newRow("To The Rescue a player's own counter is no rescue")
        << RoundRefusedRow{self, u"another player"_s};
}

void TstHgGame::roundRefused()
{
    const auto [round, errorHas] = fetchRow<RoundRefusedRow>();
    const HgGame g = threeOpponents(*m_t);
    const HgStep s = HgRules::resolveRound(g, round, *m_t);
    QVERIFY(!s.ok());
    QVERIFY2(s.error.contains(errorHas), qPrintable(s.error));
    QCOMPARE(s.game, g); // nothing changed
    QVERIFY(s.effects.isEmpty());
}

struct ColumnsPerRoundRow
{
    int round;
    QString oneTroop;
    QString annTroop;
};

void TstHgGame::columnsPerRound_data()
{
    addRows<ColumnsPerRoundRow>({
        {"Resolving Rounds round 1: The One left, The Many right", {1, u"Bows"_s, u"A6"_s}},
        {"Resolving Rounds round 2: centre for all", {2, u"Horse"_s, u"A4"_s}},
        {"Resolving Rounds round 3: The One right, The Many left", {3, u"Guard"_s, u"A2"_s}},
    });
}

void TstHgGame::columnsPerRound()
{
    const auto [round, oneTroop, annTroop] = fetchRow<ColumnsPerRoundRow>();
    HgGame g = threeOpponents(*m_t);
    g.round = round;
    // Setup places the columns in the same order: Many right / One left first, then centre.
    QCOMPARE(HgRules::placementColumn(round, true, *m_t), HgRules::chosenColumn(round, true, *m_t));
    HgRound r = roundOf({pair(u"Ann"_s, 0), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)});
    r.oneChosenTroop = oneTroop; // The One may pick any rank (Bows is his second rank)
    r.pairs[0].chosenTroop = annTroop;
    const HgStep s = HgRules::resolveRound(g, r, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    // Any other column is refused.
    for (const QString &other : {u"Bows"_s, u"Horse"_s, u"Guard"_s}) {
        if (other == oneTroop)
            continue;
        r.oneChosenTroop = other;
        QVERIFY(!HgRules::resolveRound(g, r, *m_t).ok());
    }
    // After the last round of the Duration the End of Duration comes first.
    g.round = m_t->rounds + 1;
    r.oneChosenTroop.clear();
    QVERIFY(HgRules::resolveRound(g, r, *m_t).error.contains(u"End of Duration"_s));
}

struct EndOfDurationRow
{
    int oneDamage;
    QString troop;
    int damageAfter; // -1: refused
};

void TstHgGame::endOfDuration_data()
{
    addRows<EndOfDurationRow>({
        {"Resolving the End of Duration Discard Value 10 counts 30 against 3 opponents", {30, u"Pikes"_s, 0}},
        {"Resolving the End of Duration 35 Damage less 30 leaves 5", {35, u"Pikes"_s, 5}},
        {"Resolving the End of Duration 50 less 30 leaves 20: reaches Bows at 5 x 3 = 15",
         {50, u"Pikes"_s, 20}},
        {"Resolving the End of Duration 29 Damage is below 30: no discard", {29, u"Pikes"_s, -1}},
        {"Resolving the End of Duration Discard Value 12 counts 36", {40, u"Guard"_s, 4}},
    });
}

void TstHgGame::endOfDuration()
{
    const auto [oneDamage, troop, damageAfter] = fetchRow<EndOfDurationRow>();
    HgGame g = threeOpponents(*m_t);
    g.round = 4;
    g.players[0].damage = oneDamage;
    const HgStep s = HgRules::endDuration(g, {{u"Kael"_s, troop}}, *m_t);
    if (damageAfter < 0) {
        QVERIFY(!s.ok());
        QVERIFY2(s.error.contains(u"(30)"_s), qPrintable(s.error));
        QCOMPARE(s.game, g);
        return;
    }
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.one().damage, damageAfter);
    QCOMPARE(s.game.one().discardPile, 1);
    // The amended values of the cards left are what the Damage is compared with.
    bool reminded = false;
    for (const TraceLine &l : s.trace)
        reminded = reminded || l.text.contains(u"still reaches"_s);
    QCOMPARE(reminded, damageAfter >= 15); // Bows: 5 x 3

    QVERIFY(!s.game.one().findTroop(troop));
    QCOMPARE(s.game.round, 1);
    QCOMPARE(s.game.duration, 2);
    // The One is never beaten by his Damage counter, even far above his MP.
    HgGame high = g;
    high.players[0].mpStack = {0, 0, 10};
    high.players[0].damage = 500;
    const HgStep h = HgRules::endDuration(high, {}, *m_t);
    QVERIFY(h.ok());
    QVERIFY(!h.game.one().beaten);
    QVERIFY(!h.game.over);
}

void TstHgGame::durationWinsAndSwaps()
{
    HgGame g = threeOpponents(*m_t);
    g.round = 4;
    g.players[0].discardPile = 1;
    g.players[1].discardPile = 0; // Ann: The One has more cards discarded -> Ann wins
    g.players[2].discardPile = 2; // Ben: more than The One -> The One wins
    g.players[3].discardPile = 1; // Cat: equal -> nobody
    const HgStep s = HgRules::endDuration(g, {}, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.swapsOwed, (QList<HgSwap>{{u"Ann"_s, u"Ann"_s}, {u"Kael"_s, u"Ben"_s}}));
    QCOMPARE(s.game.conflictOwed, QStringList{u"Ben"_s});
    // Nobody swaps The One's columns.
    QVERIFY(HgRules::swapColumns(s.game, u"Ann"_s, u"Kael"_s, HgColumn::Left, HgColumn::Centre)
                .error.contains(u"The One's Unit"_s));
    // Only neighbour columns.
    QVERIFY(!HgRules::swapColumns(s.game, u"Ann"_s, u"Ann"_s, HgColumn::Left, HgColumn::Right).ok());
    // Cat won nothing.
    QVERIFY(!HgRules::swapColumns(s.game, u"Cat"_s, u"Cat"_s, HgColumn::Left, HgColumn::Centre).ok());
    const HgStep a = HgRules::swapColumns(s.game, u"Ann"_s, u"Ann"_s, HgColumn::Left, HgColumn::Centre);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.game.player(u"Ann"_s)->columns[0].first().name, u"A3"_s);
    QCOMPARE(a.game.player(u"Ann"_s)->columns[1].first().name, u"A1"_s);
    QVERIFY(!HgRules::swapColumns(a.game, u"Ann"_s, u"Ann"_s, HgColumn::Left, HgColumn::Centre).ok()); // used
    const HgStep b = HgRules::swapColumns(a.game, u"Kael"_s, u"Ben"_s, HgColumn::Centre, HgColumn::Right);
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(b.game.player(u"Ben"_s)->columns[2].first().name, u"B2"_s);
    // Unit Conflict Card only against a player The One won the Duration against.
    QVERIFY(!HgRules::playConflict(b.game, u"Ann"_s, u"Ambush"_s).ok());
    const HgStep c = HgRules::playConflict(b.game, u"Ben"_s, u"Ambush"_s);
    QVERIFY2(c.ok(), qPrintable(c.error));
    QCOMPARE(c.game.conflict.value(u"Ben"_s), u"Ambush"_s);
}

struct WinConditionsRow
{
    QList<int> stack;
    QList<int> mpLeft;     // Ann, Ben, Cat before the round
    QList<int> gloryStart; // Ann, Ben, Cat
    QList<int> mpAbsorbed; // by Ann, Ben, Cat
    int oneMpEach;
    QStringList winners;
};

void TstHgGame::winConditions_data()
{
    addRows<WinConditionsRow>({
        {"Goal – Win Conditions The One wins when any of The Many is beaten",
         {QList<int>{50, 50, 50}, QList<int>{10, 50, 50}, QList<int>{9, 3, 0}, QList<int>{10, 0, 0}, 5,
          QStringList{u"Kael"_s}}},
        {"Goal – Win Conditions The One beaten: most Glory wins",
         {QList<int>{0, 0, 9}, QList<int>{50, 50, 50}, QList<int>{9, 3, 12}, QList<int>{0, 0, 0}, 3,
          QStringList{u"Cat"_s}}},
        {"Goal – Win Conditions simultaneous defeat: most Glory not beaten",
         {QList<int>{0, 0, 9}, QList<int>{50, 50, 4}, QList<int>{9, 3, 12}, QList<int>{0, 0, 4}, 3,
          QStringList{u"Ann"_s}}},
        {"Goal – Win Conditions tie on Glory reported as a tie",
         {QList<int>{0, 0, 9}, QList<int>{50, 50, 50}, QList<int>{9, 9, 2}, QList<int>{0, 0, 0}, 3,
          QStringList{u"Ann"_s, u"Ben"_s}}},
        {"Goal – Win Conditions everyone beaten at once: nobody",
         {QList<int>{0, 0, 9}, QList<int>{1, 1, 1}, QList<int>{9, 9, 2}, QList<int>{1, 1, 1}, 3,
          QStringList{}}},
    });
}

void TstHgGame::winConditions()
{
    const auto [stack, mpLeft, gloryStart, mpAbsorbed, oneMpEach, winners] = fetchRow<WinConditionsRow>();
    HgGame g = threeOpponents(*m_t);
    g.players[0].mpStack = stack;
    for (int i = 0; i < 3; ++i) {
        g.players[i + 1].mp = mpLeft.at(i);
        g.players[i + 1].glory = gloryStart.at(i);
    }
    const HgStep s = HgRules::resolveRound(
        g,
        roundOf({pair(u"Ann"_s, oneMpEach, mpAbsorbed.at(0)), pair(u"Ben"_s, oneMpEach, mpAbsorbed.at(1)),
                 pair(u"Cat"_s, oneMpEach, mpAbsorbed.at(2))}),
        *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QVERIFY(s.game.over);
    QCOMPARE(s.game.winners, winners);
    QVERIFY(!s.game.result.isEmpty());
    if (winners.size() > 1)
        QVERIFY2(s.game.result.contains(u"tie"_s), qPrintable(s.game.result));
    // A game that is over takes no more rounds.
    QVERIFY(!HgRules::resolveRound(s.game, roundOf({}), *m_t).ok());
}

struct BadSetupRow
{
    int armyCost;
    int opponents;
    QString colour2;
    QString errorHas;
};

void TstHgGame::badSetup_data()
{
    addRows<BadSetupRow>({
        {"Setup army over 40 refused", {41, 2, u"blue"_s, u"Army Cost of 40"_s}},
        {"Setup one opponent is too few", {40, 1, u"blue"_s, u"2 to 6"_s}},
        {"Setup each of The Many has his own colour", {40, 2, u"red"_s, u"colour"_s}},
    });
}

void TstHgGame::badSetup()
{
    const auto [armyCost, opponents, colour2, errorHas] = fetchRow<BadSetupRow>();
    const Cols cols{QList<HgTroop>{{u"X"_s, 3, {}}}, {}, {}};
    QList<HgPlayerSetup> many{setup(u"Ann"_s, u"red"_s, 2, cols, armyCost)};
    if (opponents > 1)
        many.append(setup(u"Ben"_s, colour2, 2, cols));
    const HgStep s = HgRules::newGame(setup(u"Kael"_s, u"black"_s, 3, cols), many, *m_t);
    QVERIFY(!s.ok());
    QVERIFY2(s.error.contains(errorHas), qPrintable(s.error));
    QVERIFY(s.game.players.isEmpty());
}

void TstHgGame::jsonRoundTrip()
{
    HgGame g = threeOpponents(*m_t);
    HgRound r = roundOf({pair(u"Ann"_s, 20, 2, 5), pair(u"Ben"_s, 20), pair(u"Cat"_s, 20)});
    r.pairs[2].oneShaken = true;
    g = HgRules::resolveRound(g, r, *m_t).game;
    g = HgRules::useStandard(g, u"Ben"_s, u"Banner"_s).game;
    QString error;
    const HgGame back = HgGame::fromJson(g.toJson(), *m_t, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(back, g);
    QCOMPARE(back.shaken, QStringList{u"Cat"_s});
    // A fourth column is refused, naming it.
    const QJsonObject o = withValueAt(g.toJson(), {u"players"_s, 1, u"columns"_s, u"fourth"_s},
                                      QJsonArray{QJsonObject{{u"name"_s, u"Z"_s}, {u"discardValue"_s, 1}}});
    error.clear();
    const HgGame bad = HgGame::fromJson(o, *m_t, &error);
    QVERIFY2(error.contains(u"\"fourth\""_s), qPrintable(error));
    QVERIFY(bad.players.isEmpty());
    // A state that breaks a rule is refused on load.
    const QJsonObject over = withValueAt(g.toJson(), {u"players"_s, 0, u"armyCost"_s}, 45);
    error.clear();
    HgGame::fromJson(over, *m_t, &error);
    QVERIFY2(error.contains(u"Army Cost"_s), qPrintable(error));
}

void TstHgGame::terrainAndLevels()
{
    const HgGame g = threeOpponents(*m_t);
    const HgDeckStep made = HgTerrain::make({{u"Forest"_s, false},
                                             {u"Marsh"_s, true},
                                             {u"Hill"_s, false},
                                             {u"Town"_s, false},
                                             {u"Wood"_s, false}});
    const HgDeckStep dealt = HgTerrain::deal(made.deck, {u"Ann"_s, u"Ben"_s}, 1); // Cat not dealt
    QVERIFY(HgRules::placeOnTerrain(g, dealt.deck, *m_t).error.contains(u"Cat"_s));
    const HgDeckStep all = HgTerrain::deal(made.deck, g.many(), 1);
    const HgStep s = HgRules::placeOnTerrain(g, all.deck, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.player(u"Ben"_s)->terrain, (QStringList{u"Marsh"_s, u"Hill"_s}));
    QCOMPARE(s.game.player(u"Ann"_s)->combatLevel, u"Ballistic"_s); // Setup: at the Ballistic Combat Level
    // Only The Many move Combat Levels.
    QVERIFY(HgRules::setCombatLevel(s.game, u"Kael"_s, u"Melee"_s).error.contains(u"only The Many"_s));
    const HgStep m = HgRules::setCombatLevel(s.game, u"Cat"_s, u"Melee"_s);
    QCOMPARE(m.game.player(u"Cat"_s)->combatLevel, u"Melee"_s);
    QCOMPARE(m.game.player(u"Ann"_s)->combatLevel, u"Ballistic"_s); // each at his own level
    QString error;
    QCOMPARE(HgGame::fromJson(m.game.toJson(), *m_t, &error), m.game);
}

void TstHgGame::repeatedTroopNames()
{
    // Two "Spear" cards in Ann's Unit, left and right: round 1 takes the one in the right column.
    HgGame g = threeOpponents(*m_t);
    g.players[1].columns[0].append({u"Spear"_s, 2, {}});
    g.players[1].columns[2].append({u"Spear"_s, 2, u"Cat"_s});
    HgRound r = roundOf({pair(u"Ann"_s, 0, 0, 3), pair(u"Ben"_s, 0), pair(u"Cat"_s, 0)});
    r.pairs[0].chosenTroop = u"Spear"_s;
    const HgStep s = HgRules::resolveRound(g, r, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.player(u"Cat"_s)->glory, 3); // the right column's Spear carries Cat's counter
    // A discard removes one card only.
    HgGame e = g;
    e.round = 2;
    e.players[1].damage = 2;
    const HgStep d = HgRules::endDuration(e, {{u"Ann"_s, u"Spear"_s}}, *m_t);
    QVERIFY2(d.ok(), qPrintable(d.error));
    QCOMPARE(d.game.player(u"Ann"_s)->troopCount(), g.player(u"Ann"_s)->troopCount() - 1);
}

struct StandingsRow
{
    QList<int> glory; // Ann, Ben, Cat
    QString order;    // "rank name"
};

void TstHgGame::standings_data()
{
    addRows<StandingsRow>({
        {"Glory standings highest first", {QList<int>{3, 9, 5}, u"1 Ben,2 Cat,3 Ann"_s}},
        {"Glory standings equal Glory shares a rank", {QList<int>{7, 2, 7}, u"1 Ann,1 Cat,3 Ben"_s}},
    });
}

void TstHgGame::standings()
{
    const auto [glory, order] = fetchRow<StandingsRow>();
    HgGame g = threeOpponents(*m_t);
    for (int i = 0; i < 3; ++i)
        g.players[i + 1].glory = glory.at(i);
    QStringList got;
    for (const HgRules::Standing &s : HgRules::standings(g))
        got.append(u"%1 %2"_s.arg(s.rank).arg(s.name));
    QCOMPARE(got.join(u','), order);
}

QTEST_APPLESS_MAIN(TstHgGame)
#include "tst_hggame.moc"
