// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory (cards): cards per opponent, To The Rescue and Glory Theft as pure transitions.
#include "core/ruletable.h"
#include "hgrulestest.h"
#include "honourglory/hgrules.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

using Cols = std::array<QList<HgTroop>, kHgColumns>;

// `n` Troop Cards named prefix1..prefixN spread over the three columns.
Cols troops(const QString &prefix, int n)
{
    Cols c;
    for (int i = 0; i < n; ++i)
        c[size_t(i % 3)].append({prefix + QString::number(i + 1), 3, {}});
    return c;
}

HgPlayerSetup setup(const QString &name, const QString &colour, int ml, int cards)
{
    HgPlayerSetup s;
    s.name = name;
    s.colour = colour;
    s.armyCost = 40;
    s.tacticsMl = ml;
    s.columns = troops(name.left(1), cards);
    return s;
}

// Kael (The One, Tactics ML 4) against Ann (6 cards, ML 3), Ben (3 cards, ML 2), Cat (4 cards, ML 5).
HgGame game(const HgTable &t)
{
    const HgStep s = HgRules::newGame(setup(u"Kael"_s, u"black"_s, 4, 6),
                                      {setup(u"Ann"_s, u"red"_s, 3, 6), setup(u"Ben"_s, u"blue"_s, 2, 3),
                                       setup(u"Cat"_s, u"green"_s, 5, 4)},
                                      t);
    if (!s.ok())
        qFatal("setup: %s", qPrintable(s.error));
    return s.game;
}

} // namespace

Q_DECLARE_METATYPE(QList<HgRescueOffer>)

class TstHgCards : public HgRulesTest
{
    Q_OBJECT
private slots:
    void standardOncePerOpponent();
    void stratagemBudget_data();
    void stratagemBudget();
    void tctsTurnsOrReturns();
    void rescue_data();
    void rescue();
    void rescuedCardSharesGlory();
    void theft_data();
    void theft();
    void theftCounterPlacement();
};

void TstHgCards::standardOncePerOpponent()
{
    const HgGame g = game(*m_t);
    const HgStep a = HgRules::useStandard(g, u"Ann"_s, u"Banner"_s);
    QVERIFY2(a.ok(), qPrintable(a.error));
    const HgStep again = HgRules::useStandard(a.game, u"Ann"_s, u"Banner"_s);
    QVERIFY(again.error.contains(u"once per opponent"_s));
    QCOMPARE(again.game, a.game);
    const HgStep b = HgRules::useStandard(a.game, u"Ben"_s, u"Banner"_s); // another opponent: allowed
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(b.game.standardUsed.value(u"Ann"_s), QStringList{u"Banner"_s});
    QCOMPARE(b.game.standardUsed.value(u"Ben"_s), QStringList{u"Banner"_s});
    QVERIFY(!HgRules::useStandard(b.game, u"Kael"_s, u"Drum"_s).ok()); // not an opponent
}

struct StratagemBudgetRow
{
    QList<int> costs;
    bool ok;
};

void TstHgCards::stratagemBudget_data()
{
    addRows<StratagemBudgetRow>({
        {"Stratagem Cards cost 4 within Tactics ML 4", {QList<int>{1, 3}, true}},
        {"Stratagem Cards cost 5 over Tactics ML 4", {QList<int>{2, 3}, false}},
        {"Stratagem Cards none chosen", {QList<int>{}, true}},
    });
}

void TstHgCards::stratagemBudget()
{
    const auto [costs, ok] = fetchRow<StratagemBudgetRow>();
    const HgGame g = game(*m_t);
    QList<HgStratagem> cards;
    for (int i = 0; i < costs.size(); ++i)
        cards.append({u"S%1"_s.arg(i), costs.at(i), false});
    // The budget is per opponent: Ann's selection does not spend Ben's.
    const HgStep ann = HgRules::chooseStratagems(g, u"Ann"_s, cards);
    QCOMPARE(ann.ok(), ok);
    if (!ok) {
        QVERIFY2(ann.error.contains(u"Tactics ML allows 4"_s), qPrintable(ann.error));
        QCOMPARE(ann.game, g);
        return;
    }
    const HgStep ben = HgRules::chooseStratagems(ann.game, u"Ben"_s, cards);
    QVERIFY2(ben.ok(), qPrintable(ben.error));
    QCOMPARE(ben.game.stratagems.value(u"Ann"_s).size(), costs.size());
    QCOMPARE(ben.game.stratagems.value(u"Ben"_s).size(), costs.size());
    QCOMPARE(ben.game.check(*m_t), QString());
}

void TstHgCards::tctsTurnsOrReturns()
{
    using S = HgPairOutcome::Side;
    HgGame g = game(*m_t);
    g = HgRules::chooseStratagems(g, u"Ann"_s, {{u"Feint"_s, 2, false}}).game;
    g = HgRules::chooseStratagems(g, u"Ben"_s, {{u"Ambush"_s, 4, false}}).game;
    HgRound r;
    r.oneTcts = true;
    HgPairOutcome a{u"Ann"_s, {}, S::One, S::None, 0, 0, 0, 0, false, {}};
    HgPairOutcome b{u"Ben"_s, {}, S::Many, S::None, 0, 0, 0, 0, false, {}};
    HgPairOutcome c{u"Cat"_s, {}, S::None, S::None, 0, 0, 0, 0, false, {}};
    r.pairs = {a, b, c};
    const HgStep s = HgRules::resolveRound(g, r, *m_t);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.stratagems.value(u"Ann"_s), (QList<HgStratagem>{{u"Feint"_s, 2, true}})); // turned over
    QVERIFY(!s.game.stratagems.contains(u"Ben"_s));                                           // returned
    // A new selection keeps the turned card in play and budgets only the new face-down cards.
    const HgStep next = HgRules::chooseStratagems(s.game, u"Ann"_s, {{u"Ruse"_s, 4, false}});
    QVERIFY2(next.ok(), qPrintable(next.error));
    QCOMPARE(next.game.stratagems.value(u"Ann"_s).size(), 2);
    QCOMPARE(next.game.check(*m_t), QString());
    // Without 'tcts' nothing moves.
    r.oneTcts = false;
    QCOMPARE(HgRules::resolveRound(g, r, *m_t).game.stratagems, g.stratagems);
}

struct RescueRow
{
    QString receiver;
    QList<HgRescueOffer> offers;
    QString pick;
    QString errorHas; // empty: accepted
    QString giver;
};

void TstHgCards::rescue_data()
{
    addRows<RescueRow>({
        {"To The Rescue Ann (6) gives Ben (3) one card: 5 and 4",
         {u"Ben"_s, QList<HgRescueOffer>{{u"Ann"_s, {u"A1"_s}, HgColumn::Left}}, QString(), QString(),
          u"Ann"_s}},
        {"To The Rescue two cards would leave Ben with more than Ann",
         {u"Ben"_s, QList<HgRescueOffer>{{u"Ann"_s, {u"A1"_s, u"A2"_s}, HgColumn::Left}}, QString(),
          u"never ends with more"_s, QString()}},
        {"To The Rescue Cat (4) has only 1 more than Ben (3)",
         {u"Ben"_s, QList<HgRescueOffer>{{u"Cat"_s, {u"C1"_s}, HgColumn::Left}}, QString(),
          u"2 or more cards more"_s, QString()}},
        {"To The Rescue Ann (6) and Cat (4) both offer: Ben must pick",
         {u"Ben"_s,
          QList<HgRescueOffer>{{u"Ann"_s, {u"A1"_s}, HgColumn::Left}, {u"Cat"_s, {u"C1"_s}, HgColumn::Left}},
          QString(), u"must pick one"_s, QString()}},
        {"To The Rescue Ben picks Ann among two offers",
         {u"Ben"_s,
          QList<HgRescueOffer>{{u"Cat"_s, {u"C1"_s}, HgColumn::Left},
                               {u"Ann"_s, {u"A1"_s}, HgColumn::Centre}},
          u"Ann"_s, QString(), u"Ann"_s}},
        {"To The Rescue only The Many: The One receives nothing",
         {u"Kael"_s, QList<HgRescueOffer>{{u"Ann"_s, {u"A1"_s}, HgColumn::Left}}, QString(),
          u"only applies to The Many"_s, QString()}},
        {"To The Rescue only The Many: The One gives nothing",
         {u"Ben"_s, QList<HgRescueOffer>{{u"Kael"_s, {u"K1"_s}, HgColumn::Left}}, QString(),
          u"only applies to The Many"_s, QString()}},
        {"To The Rescue a card the giver does not have",
         {u"Ben"_s, QList<HgRescueOffer>{{u"Ann"_s, {u"Z9"_s}, HgColumn::Left}}, QString(), u"Z9"_s,
          QString()}},
    });
}

void TstHgCards::rescue()
{
    const auto [receiver, offers, pick, errorHas, giver] = fetchRow<RescueRow>();
    const HgGame g = game(*m_t);
    const HgStep s = HgRules::rescue(g, receiver, offers, pick, *m_t);
    if (!errorHas.isEmpty()) {
        QVERIFY(!s.ok());
        QVERIFY2(s.error.contains(errorHas), qPrintable(s.error));
        QCOMPARE(s.game, g);
        QVERIFY(s.effects.isEmpty());
        return;
    }
    QVERIFY2(s.ok(), qPrintable(s.error));
    const HgPlayer &r = *s.game.player(receiver);
    const HgPlayer &gv = *s.game.player(giver);
    QCOMPARE(r.troopCount(), g.player(receiver)->troopCount() + 1);
    QCOMPARE(gv.troopCount(), g.player(giver)->troopCount() - 1);
    QVERIFY(r.troopCount() <= gv.troopCount());
    const HgTroop *card = r.findTroop(u"A1"_s);
    QVERIFY(card);
    QCOMPARE(card->counter, giver); // the giver's coloured counter rides on the card
    QCOMPARE(s.game.check(*m_t), QString());
}

void TstHgCards::rescuedCardSharesGlory()
{
    using S = HgPairOutcome::Side;
    HgGame g = game(*m_t);
    g = HgRules::rescue(g, u"Ben"_s, {{u"Ann"_s, {u"A1"_s}, HgColumn::Right}}, {}, *m_t).game;
    HgRound r;
    r.pairs = {HgPairOutcome{u"Ann"_s, {}, S::None, S::None, 0, 0, 0, 0, false, {}},
               HgPairOutcome{u"Ben"_s, u"A1"_s, S::Many, S::None, 0, 0, 6, 0, false, {}},
               HgPairOutcome{u"Cat"_s, {}, S::None, S::None, 0, 0, 1, 0, false, {}}};
    const HgStep s = HgRules::resolveRound(g, r, *m_t); // round 1: The Many pick from the right column
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.player(u"Ben"_s)->glory, 6);
    QCOMPARE(s.game.player(u"Ann"_s)->glory, 6); // the giver's Glory rises as well
    QCOMPARE(s.game.player(u"Cat"_s)->glory, 1);
    QCOMPARE(s.game.one().damage, 7);
    // Naming a different giver than the counter on the card is refused.
    r.pairs[1].rescuedFrom = u"Cat"_s;
    QVERIFY(HgRules::resolveRound(g, r, *m_t).error.contains(u"carries Ann"_s));
}

struct TheftRow
{
    QString thief;
    QString victim;
    int thiefGlory;
    int victimGlory;
    bool beats;
    bool guarded;
    int thiefAfter; // -1000: refused
    int victimAfter;
};

void TstHgCards::theft_data()
{
    addRows<TheftRow>({
        {"Glory Theft won: +5 / -5", {u"Ann"_s, u"Ben"_s, 4, 10, true, false, 9, 5}},
        {"Glory Theft lost: the thief -5", {u"Ann"_s, u"Ben"_s, 8, 10, false, false, 3, 10}},
        {"Glory Theft guarded by a higher Tactics ML: no win, -5",
         {u"Ann"_s, u"Cat"_s, 7, 10, true, true, 2, 10}},
        {"Glory Theft guarding needs a higher Tactics ML", {u"Ann"_s, u"Ben"_s, 7, 10, true, true, -1000, 0}},
        {"Glory Theft the victim's Glory never below 0; the thief still gains 5",
         {u"Cat"_s, u"Ben"_s, 0, 3, true, false, 5, 0}},
        {"Glory Theft the thief's Glory never below 0", {u"Ben"_s, u"Ann"_s, 2, 3, false, false, 0, 3}},
    });
}

void TstHgCards::theft()
{
    const auto [thief, victim, thiefGlory, victimGlory, beats, guarded, thiefAfter, victimAfter] =
        fetchRow<TheftRow>();
    HgGame g = game(*m_t);
    g.players[g.indexOf(thief)].glory = thiefGlory;
    g.players[g.indexOf(victim)].glory = victimGlory;
    const HgStep placed = HgRules::placeTheftCounter(g, victim, {thief}, {});
    QVERIFY2(placed.ok(), qPrintable(placed.error));
    const HgStep s = HgRules::resolveTheft(placed.game, thief, beats, guarded, *m_t);
    if (thiefAfter == -1000) {
        QVERIFY(!s.ok());
        QVERIFY2(s.error.contains(u"not higher"_s), qPrintable(s.error));
        QCOMPARE(s.game, placed.game);
        return;
    }
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.player(thief)->glory, thiefAfter);
    QCOMPARE(s.game.player(victim)->glory, victimAfter);
    QVERIFY(s.game.player(victim)->theftCounter.isEmpty()); // lifted once resolved
    int sum = 0;
    for (const Effect &e : s.effects)
        sum += e.amount;
    QCOMPARE(sum, (thiefAfter - thiefGlory) + (victimAfter - victimGlory));
}

void TstHgCards::theftCounterPlacement()
{
    const HgGame g = game(*m_t);
    QVERIFY(HgRules::placeTheftCounter(g, u"Ben"_s, {u"Ann"_s, u"Cat"_s}, {}).error.contains(u"must pick"_s));
    const HgStep s = HgRules::placeTheftCounter(g, u"Ben"_s, {u"Ann"_s, u"Cat"_s}, u"Cat"_s);
    QVERIFY2(s.ok(), qPrintable(s.error));
    QCOMPARE(s.game.player(u"Ben"_s)->theftCounter, u"Cat"_s);
    // One counter at a time on a Battle Master.
    QVERIFY(HgRules::placeTheftCounter(s.game, u"Ben"_s, {u"Ann"_s}, {}).error.contains(u"one at a time"_s));
    // Not on The One's Battle Master, not one's own, only at the beginning of a Duration.
    QVERIFY(!HgRules::placeTheftCounter(g, u"Kael"_s, {u"Ann"_s}, {}).ok());
    QVERIFY(!HgRules::placeTheftCounter(g, u"Ann"_s, {u"Ann"_s}, {}).ok());
    HgGame later = g;
    later.round = 2;
    QVERIFY(!HgRules::placeTheftCounter(later, u"Ben"_s, {u"Ann"_s}, {}).ok());
    // No counter placed: nothing to resolve.
    QVERIFY(!HgRules::resolveTheft(g, u"Ann"_s, true, false, *m_t).ok());
    // Lifted at the end of the Duration when never resolved.
    HgGame ended = s.game;
    ended.round = 2;
    QVERIFY(HgRules::endDuration(ended, {}, *m_t).game.player(u"Ben"_s)->theftCounter.isEmpty());
}

QTEST_APPLESS_MAIN(TstHgCards)
#include "tst_hgcards.moc"
