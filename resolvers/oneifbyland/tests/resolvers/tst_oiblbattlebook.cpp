// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land against a real battle: the brigade-card deck shuffled and drawn through the
// battle's trackers (oibl.deck, oibl.sequence), division cards, entered cards refused, the
// sequence stepped, a new turn's deck, undo of a draw, a killed general's panic markers on his
// whole command, and combined fire of mixed qualities read off the battle.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "support/newbattle.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
struct Done
{
    Resolution r;
    Edit edit;
    qint64 seq = 0;
    QString error;
};
QStringList strings(const QJsonValue &v)
{
    QStringList l;
    for (const QJsonValue &x : v.toArray())
        l.append(x.isObject() ? x.toObject().value(u"name"_s).toString() : x.toString());
    return l;
}
} // namespace

class TstOiblBattleBook : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void shuffleBuildsTheDeckFromTheBattle();
    void divisionCardAfterItsBrigade();
    void armyCardAfterBrigadeAndDivision();
    void enteredCardRefused_data();
    void enteredCardRefused();
    void sequenceSteps();
    void shuffleRefused();
    void enteredDiceShuffle();
    void newTurnNeedsNewDeck();
    void undoOfADraw();
    void killedGeneralPanicsHisCommand();
    void combinedFireOffTheBattle();
    void meleeGroupsOffTheBattle();

private:
    Done run(const QString &action, const QJsonObject &given, DiceSource &dice, bool commit = true);
    Id unit(const QString &name) const { return m_doc->state().unitByName(name)->id; }
    bool panic(const QString &name) const;
    QJsonObject tracker(const QString &key) const
    {
        const Tracker *t = m_doc->state().tracker(key);
        return t ? t->value : QJsonObject();
    }
    QString label(const QString &key) const
    {
        const Tracker *t = m_doc->state().tracker(key);
        return t ? t->label : QString();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    RuleTable m_table;
};

void TstOiblBattleBook::init()
{
    m_table = oiblTable();
    if (!newBattle(m_doc, m_dir.filePath(u"b.adjutant"_s), {.name = u"Camden"_s, .ruleset = u"oneifbyland"_s},
                   {u"American"_s, u"British"_s}))
        return;
    QString error;
    auto commit = [&](const Edit &e) { mustCommit(*m_doc, e, &error); };
    auto add = [&](const QString &side, const QString &name, const QString &quality, int figures,
                   const QString &brigade, const QString &division, const QString &formation = u"close"_s) {
        QJsonObject attrs{{u"quality"_s, quality},
                          {u"formation"_s, formation},
                          {u"brigade"_s, brigade},
                          {u"division"_s, division},
                          {u"army"_s, side == u"American"_s ? u"Gates"_s : u"Cornwallis"_s}};
        commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                              {side,
                               name,
                               side == u"American"_s ? u"continental"_s : u"british"_s,
                               figures,
                               figures,
                               attrs,
                               {}},
                              &error));
    };
    add(u"American"_s, u"1st Maryland"_s, u"regular"_s, 24, u"Smallwood"_s, u"Kalb"_s);
    add(u"American"_s, u"2nd Maryland"_s, u"regular"_s, 20, u"Smallwood"_s, u"Kalb"_s);
    add(u"American"_s, u"Delaware"_s, u"veteran"_s, 16, u"Gist"_s, u"Kalb"_s);
    add(u"American"_s, u"Kalb's guard"_s, u"elite"_s, 8, {},
        u"Kalb"_s); // under the division's direct command
    add(u"American"_s, u"Virginia"_s, u"poor"_s, 18, u"Stevens"_s, u"Greene"_s, u"open"_s);
    add(u"British"_s, u"23rd Foot"_s, u"veteran"_s, 20, u"Webster"_s, u"Cornwallis's wing"_s);
    add(u"British"_s, u"33rd Foot"_s, u"veteran"_s, 20, u"Webster"_s, u"Cornwallis's wing"_s);
    commit(Edits::placeMarker(m_doc->state(), m_doc->profile(), unit(u"2nd Maryland"_s), u"panic"_s, &error));
    commit(Edits::addLeader(m_doc->state(), u"American"_s, u"Smallwood"_s, 1, u"1st Maryland"_s, &error));
    commit(Edits::setOptions(m_doc->state(), m_doc->profile(), {u"division-cards"_s}, &error));
}

Done TstOiblBattleBook::run(const QString &action, const QJsonObject &given, DiceSource &dice, bool commit)
{
    Done d;
    const QJsonObject in = BattleResolution::inputs(action, given, m_doc->state(), m_table, &d.error);
    if (!d.error.isEmpty())
        return d;
    d.r = resolve(u"oneifbyland"_s, action, in, dice, m_table);
    if (!d.r.ok()) {
        d.error = d.r.error();
        return d;
    }
    d.edit = BattleResolution::edit(d.r, m_doc->state(), m_doc->profile(), &d.error);
    if (d.edit.isEmpty() || !commit)
        return d;
    d.seq = m_doc->commit(d.edit, &d.error);
    return d;
}

bool TstOiblBattleBook::panic(const QString &name) const
{
    for (const Marker &m : m_doc->state().activeMarkers(unit(name)))
        if (m.kind == u"panic"_s)
            return true;
    return false;
}

void TstOiblBattleBook::shuffleBuildsTheDeckFromTheBattle()
{
    // Sequence of Play: a card per brigade; Optional Turn Sequence Rule One (on in this battle): a card
    // per division. The army card (rule two) is off: no Gates or Cornwallis card.
    SeededDice dice(7);
    const Done s = run(u"deck-shuffle"_s, {}, dice);
    QVERIFY2(s.seq > 0, qPrintable(s.error));
    QCOMPARE(s.r.dice().size(), 6); // 7 cards: one die per place from the bottom, a d7 down to a d2
    QCOMPARE(s.r.dice().first().die.sides, 7);
    const QJsonObject deck = tracker(u"oibl.deck"_s);
    QCOMPARE(deck.value(u"battleTurn"_s).toInt(), 1);
    QStringList cards;
    for (const QJsonValue &c : deck.value(u"cards"_s).toArray())
        cards.append(c.toObject().value(u"id"_s).toString() + u'/' +
                     c.toObject().value(u"kind"_s).toString());
    QCOMPARE(cards, (QStringList{u"Smallwood/brigade"_s, u"Gist/brigade"_s, u"Stevens/brigade"_s,
                                 u"Webster/brigade"_s, u"Kalb/division"_s, u"Greene/division"_s,
                                 u"Cornwallis's wing/division"_s}));
    QCOMPARE(strings(deck.value(u"pile"_s)).size(), 7);
    QVERIFY(strings(deck.value(u"drawn"_s)).isEmpty());
    QCOMPARE(label(u"oibl.deck"_s), u"Turn 1 deck: 7 cards, none drawn"_s);
    QCOMPARE(label(u"oibl.sequence"_s), u"Turn 1: no card drawn yet"_s);

    // Seeded: the same seed deals the same order.
    SeededDice again(7);
    const Done t = run(u"deck-shuffle"_s, {}, again, false);
    QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
    QCOMPARE(t.r.effects().first().value.toObject().value(u"pile"_s), deck.value(u"pile"_s));

    // Adjutant draws the top card.
    const QString top = strings(deck.value(u"pile"_s)).first();
    SeededDice none(1);
    const Done d = run(u"deck-draw"_s, {}, none);
    QVERIFY2(d.seq > 0, qPrintable(d.error));
    QVERIFY(d.r.dice().isEmpty());
    QCOMPARE(tracker(u"oibl.sequence"_s).value(u"card"_s).toString(), top);
    QCOMPARE(strings(tracker(u"oibl.deck"_s).value(u"drawn"_s)), QStringList{top});
}

void TstOiblBattleBook::divisionCardAfterItsBrigade()
{
    SeededDice dice(3);
    QVERIFY(run(u"deck-shuffle"_s, {}, dice).seq > 0);
    SeededDice none(1);
    // The referee draws Smallwood's card from a real deck: its two regiments, the panic-marked one
    // testing first.
    const Done a = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"smallwood"_s}}, none);
    QVERIFY2(a.seq > 0, qPrintable(a.error));
    QJsonObject seq = tracker(u"oibl.sequence"_s);
    QCOMPARE(seq.value(u"card"_s).toString(), u"Smallwood"_s);
    QCOMPARE(seq.value(u"step"_s).toInt(), 1);
    const QJsonArray steps = seq.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 7);
    QCOMPARE(strings(steps.at(0).toObject().value(u"units"_s)), QStringList{u"2nd Maryland"_s});
    QCOMPARE(strings(steps.at(1).toObject().value(u"units"_s)),
             (QStringList{u"1st Maryland"_s, u"2nd Maryland"_s}));
    QCOMPARE(label(u"oibl.sequence"_s),
             u"Card: Smallwood (brigade, 6 left) — step 1 of 7: panic-marked units test: 2nd Maryland"_s);
    QVERIFY2(a.r.traceText().contains(u"step 2 of 7, charge declarations: 1st Maryland, 2nd Maryland"_s),
             qPrintable(a.r.traceText()));
    QVERIFY(a.r.traceText().contains(u"step 7 of 7, compulsory routs: none"_s));

    QVERIFY(!a.r.traceText().contains(u"the previous card"_s));
    // Kalb's division card: only the units whose brigade card is still undrawn (Delaware of Gist's
    // brigade) and those under his direct command (his guard); Smallwood's regiments had their turn.
    const Done b = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Kalb"_s}}, none);
    QVERIFY2(b.seq > 0, qPrintable(b.error));
    seq = tracker(u"oibl.sequence"_s);
    QCOMPARE(seq.value(u"kind"_s).toString(), u"division"_s);
    QCOMPARE(strings(seq.value(u"steps"_s).toArray().at(4).toObject().value(u"units"_s)),
             (QStringList{u"Delaware"_s, u"Kalb's guard"_s}));
    QCOMPARE(strings(seq.value(u"steps"_s).toArray().at(0).toObject().value(u"units"_s)), QStringList());
    QVERIFY2(b.r.traceText().contains(u"Smallwood already had its card this turn"_s),
             qPrintable(b.r.traceText()));
    QVERIFY(b.r.traceText().contains(
        u"Kalb (division): 2 units go through the sequence: Delaware, Kalb's guard"_s));

    // Gist's brigade card still comes up later this turn, but Delaware has been through the sequence
    // with its division: a unit goes through once a turn, so the card activates nobody.
    const Done c = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Gist"_s}}, none);
    QVERIFY2(c.seq > 0, qPrintable(c.error));
    QCOMPARE(strings(tracker(u"oibl.deck"_s).value(u"drawn"_s)),
             (QStringList{u"Smallwood"_s, u"Kalb"_s, u"Gist"_s}));
    QVERIFY2(c.r.traceText().contains(u"Kalb already had its card this turn"_s), qPrintable(c.r.traceText()));
    QVERIFY(c.r.traceText().contains(u"no unit goes through the sequence with this card"_s));
    QCOMPARE(tracker(u"oibl.sequence"_s).value(u"units"_s).toArray().size(), 0);
    // Greene's division card: Stevens's brigade is still undrawn, so its Virginians go through.
    const Done g = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Greene"_s}}, none);
    QVERIFY2(g.seq > 0, qPrintable(g.error));
    QCOMPARE(label(u"oibl.sequence"_s),
             u"Card: Greene (division, 3 left) — step 1 of 7: panic-marked units test: none"_s);
    QVERIFY(g.r.traceText().contains(u"Greene (division): 1 units go through the sequence: Virginia"_s));
}

void TstOiblBattleBook::armyCardAfterBrigadeAndDivision()
{
    // Optional Turn Sequence Rule Two as well: the army cards (Gates, Cornwallis). Smallwood's brigade
    // first, then Gates: every American unit whose brigade and division cards are undrawn (Delaware,
    // the guard, the Virginians); then Kalb's division card finds all his units through.
    QString error;
    QVERIFY(m_doc->commit(Edits::setOptions(m_doc->state(), m_doc->profile(),
                                            {u"division-cards"_s, u"army-card"_s}, &error),
                          &error) > 0);
    SeededDice dice(9), none(1);
    const Done s = run(u"deck-shuffle"_s, {}, dice);
    QVERIFY2(s.seq > 0, qPrintable(s.error));
    QCOMPARE(strings(tracker(u"oibl.deck"_s).value(u"pile"_s)).size(), 9);
    QVERIFY(run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Smallwood"_s}}, none).seq > 0);
    const Done a = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Gates"_s}}, none);
    QVERIFY2(a.seq > 0, qPrintable(a.error));
    QCOMPARE(tracker(u"oibl.sequence"_s).value(u"kind"_s).toString(), u"army"_s);
    QVERIFY2(a.r.traceText().contains(
                 u"Gates (army): 3 units go through the sequence: Delaware, Kalb's guard, Virginia"_s),
             qPrintable(a.r.traceText()));
    QVERIFY(a.r.traceText().contains(u"Virginia (Optional Turn Sequence Rule Two)"_s));
    const Done k = run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Kalb"_s}}, none);
    QVERIFY2(k.seq > 0, qPrintable(k.error));
    QVERIFY(k.r.traceText().contains(u"Kalb (division): 0 units go through the sequence: none"_s));
    QVERIFY(k.r.traceText().contains(u"Smallwood already had its card this turn"_s));
    QVERIFY(k.r.traceText().contains(u"Gates already had its card this turn"_s));
}

void TstOiblBattleBook::enteredCardRefused_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("message");
    QTest::newRow("Sequence of Play: a card already drawn this turn")
        << u"Smallwood"_s << u"card \"Smallwood\" was already drawn this turn; the cards left are: "_s;
    QTest::newRow("Sequence of Play: a card not in the deck")
        << u"Morgan"_s << u"card \"Morgan\" is not in the deck"_s;
    QTest::newRow("Optional Turn Sequence Rule Two is off: no army card")
        << u"Gates"_s << u"card \"Gates\" is not in the deck"_s;
}

void TstOiblBattleBook::enteredCardRefused()
{
    QFETCH(QString, card);
    QFETCH(QString, message);
    SeededDice none(1);
    // No deck yet: refused.
    const Done early = run(u"deck-draw"_s, QJsonObject{{u"card"_s, card}}, none);
    QVERIFY(early.error.contains(u"shuffle the brigade cards first"_s));
    SeededDice dice(5);
    QVERIFY(run(u"deck-shuffle"_s, {}, dice).seq > 0);
    QVERIFY(run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Smallwood"_s}}, none).seq > 0);
    const BattleState before = m_doc->state();
    const Done r = run(u"deck-draw"_s, QJsonObject{{u"card"_s, card}}, none);
    QVERIFY2(r.error.contains(message), qPrintable(r.error));
    QVERIFY(r.error.startsWith(u"input \"card\": "_s));
    QCOMPARE(r.seq, 0);
    QVERIFY(m_doc->state() == before); // nothing changed
}

void TstOiblBattleBook::sequenceSteps()
{
    SeededDice dice(5), none(1);
    QCOMPARE(run(u"deck-step"_s, {}, none).error,
             u"no card is being played: draw a brigade card first (deck-draw)"_s);
    QVERIFY(run(u"deck-shuffle"_s, {}, dice).seq > 0);
    QVERIFY(run(u"deck-draw"_s, QJsonObject{{u"card"_s, u"Smallwood"_s}}, none).seq > 0);
    const QStringList expected{
        u"Card: Smallwood (brigade, 6 left) — step 2 of 7: charge declarations: 1st Maryland, 2nd Maryland"_s,
        u"Card: Smallwood (brigade, 6 left) — step 3 of 7: charging units move into contact: 1st Maryland, 2nd Maryland"_s,
        u"Card: Smallwood (brigade, 6 left) — step 4 of 7: all other units' movement: 1st Maryland, 2nd Maryland"_s,
        u"Card: Smallwood (brigade, 6 left) — step 5 of 7: firing: 1st Maryland, 2nd Maryland"_s,
        u"Card: Smallwood (brigade, 6 left) — step 6 of 7: melee: 1st Maryland, 2nd Maryland"_s,
        u"Card: Smallwood (brigade, 6 left) — step 7 of 7: compulsory routs: 2nd Maryland"_s,
    };
    for (const QString &want : expected) {
        if (want.contains(u"step 7 of 7"_s)) {
            // The 2nd Maryland routed in the melee: it makes its compulsory rout, the battle's markers now.
            QString error;
            QVERIFY(m_doc->commit(Edits::placeMarker(m_doc->state(), m_doc->profile(),
                                                     unit(u"2nd Maryland"_s), u"routing"_s, &error),
                                  &error) > 0);
        }
        const Done s = run(u"deck-step"_s, {}, none);
        QVERIFY2(s.seq > 0, qPrintable(s.error));
        QCOMPARE(label(u"oibl.sequence"_s), want);
    }
    const Done past = run(u"deck-step"_s, {}, none);
    QCOMPARE(past.error, u"Smallwood has been through all 7 steps of the sequence: draw the next card"_s);
}

void TstOiblBattleBook::shuffleRefused()
{
    // One name for commands of both sides: the cards would mix their units.
    QString error;
    QVERIFY(m_doc->commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                                         {u"British"_s,
                                          u"71st Foot"_s,
                                          u"british"_s,
                                          16,
                                          16,
                                          QJsonObject{{u"brigade"_s, u"Gist"_s}},
                                          {}},
                                         &error),
                          &error) > 0);
    const BattleState before = m_doc->state();
    SeededDice dice(1);
    const Done r = run(u"deck-shuffle"_s, {}, dice);
    QCOMPARE(r.error, u"\"Gist\" is named by units of both sides (American and British): give each brigade, "
                      "division and army its own name"_s);
    QVERIFY(m_doc->state() == before);
    // Without a battle and without a roster: no brigade, no deck.
    SeededDice more(1);
    const Resolution bare = resolve(u"oneifbyland"_s, u"deck-shuffle"_s, {}, more, m_table);
    QVERIFY(!bare.ok());
    QVERIFY(bare.error().startsWith(u"no unit of the battle names a brigade"_s));
    QVERIFY(bare.effects().isEmpty());
}

void TstOiblBattleBook::enteredDiceShuffle()
{
    // The referee's own dice: a d7 ... d2, each 1 swaps the card at that place with the first.
    QList<int> values;
    QString error;
    QVERIFY(EnteredDice::parse(u"1,1,1,1,1,1"_s, &values, &error));
    EnteredDice dice(values);
    const Done s = run(u"deck-shuffle"_s, {}, dice);
    QVERIFY2(s.seq > 0, qPrintable(s.error));
    // [Smallwood, Gist, Stevens, Webster, Kalb, Greene, Cornwallis's wing]: swap 7<->1, 6<->1, ... 2<->1.
    QCOMPARE(strings(tracker(u"oibl.deck"_s).value(u"pile"_s)),
             (QStringList{u"Gist"_s, u"Stevens"_s, u"Webster"_s, u"Kalb"_s, u"Greene"_s,
                          u"Cornwallis's wing"_s, u"Smallwood"_s}));
    QCOMPARE(s.r.dice().first().source, DieRecord::Source::Entered);
    // A die the d2 cannot show is refused, nothing changed.
    QVERIFY(EnteredDice::parse(u"1,1,1,1,1,3"_s, &values, &error));
    const BattleState before = m_doc->state();
    EnteredDice bad(values);
    const Done b = run(u"deck-shuffle"_s, {}, bad);
    QVERIFY2(b.error.contains(u"which a d2 cannot show"_s), qPrintable(b.error));
    QVERIFY(m_doc->state() == before);
}

void TstOiblBattleBook::newTurnNeedsNewDeck()
{
    SeededDice dice(5), none(1);
    QVERIFY(run(u"deck-shuffle"_s, {}, dice).seq > 0);
    QVERIFY(run(u"deck-draw"_s, {}, none).seq > 0);
    // This turn's deck is in play: not shuffled again.
    const Done again = run(u"deck-shuffle"_s, {}, dice);
    QVERIFY2(again.error.contains(u"the deck of turn 1 is in play (1 cards drawn)"_s),
             qPrintable(again.error));
    QString error;
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    QCOMPARE(m_doc->state().info.turn, 2);
    const Done stale = run(u"deck-draw"_s, {}, none);
    QCOMPARE(stale.error, u"the deck was shuffled for turn 1 and this is turn 2: a new turn needs a new deck "
                          "(shuffle the brigade cards)"_s);
    QVERIFY(run(u"deck-step"_s, {}, none).error.contains(u"drawn in turn 1 and this is turn 2"_s));
    const Done fresh = run(u"deck-shuffle"_s, {}, dice);
    QVERIFY2(fresh.seq > 0, qPrintable(fresh.error));
    QCOMPARE(tracker(u"oibl.deck"_s).value(u"battleTurn"_s).toInt(), 2);
    QCOMPARE(strings(tracker(u"oibl.deck"_s).value(u"pile"_s)).size(), 7);
    QVERIFY(run(u"deck-draw"_s, {}, none).seq > 0);
}

void TstOiblBattleBook::undoOfADraw()
{
    SeededDice dice(11), none(1);
    QVERIFY(run(u"deck-shuffle"_s, {}, dice).seq > 0);
    const QJsonObject deck = tracker(u"oibl.deck"_s);
    const QJsonObject seq = tracker(u"oibl.sequence"_s);
    const QString deckLabel = label(u"oibl.deck"_s);
    const Done d = run(u"deck-draw"_s, {}, none);
    QVERIFY2(d.seq > 0, qPrintable(d.error));
    QVERIFY(tracker(u"oibl.deck"_s) != deck);
    QVERIFY(label(u"oibl.deck"_s).contains(u"6 of 7 cards left; last drawn: "_s));
    QString error;
    QVERIFY2(m_doc->revert(d.edit, d.seq, &error) > 0, qPrintable(error));
    QCOMPARE(tracker(u"oibl.deck"_s), deck);
    QCOMPARE(tracker(u"oibl.sequence"_s), seq);
    QCOMPARE(label(u"oibl.deck"_s), deckLabel);
    // The same card comes up again.
    const Done again = run(u"deck-draw"_s, {}, none);
    QCOMPARE(again.r.effects().first().value, d.r.effects().first().value);
}

void TstOiblBattleBook::killedGeneralPanicsHisCommand()
{
    // Risk to Generals: Smallwood, with the 1st Maryland, is killed; every unit of his brigade gets a
    // panic marker (the 2nd Maryland keeps its one), none elsewhere.
    ScriptedDice dice({1, 6});
    const BattleState before = m_doc->state();
    const Done k = run(u"general-risk"_s, QJsonObject{{u"general"_s, u"Smallwood"_s}, {u"hits"_s, 2}}, dice);
    QVERIFY2(k.seq > 0, qPrintable(k.error));
    QCOMPARE(k.r.outcomeKey(), u"general-killed"_s);
    QVERIFY(panic(u"1st Maryland"_s));
    QVERIFY(panic(u"2nd Maryland"_s));
    QVERIFY(!panic(u"Delaware"_s));
    QVERIFY(!panic(u"Kalb's guard"_s));
    QCOMPARE(m_doc->state().leaders.first().status, u"lost"_s);
    QString error;
    QVERIFY(m_doc->revert(k.edit, k.seq, &error) > 0);
    QVERIFY(!panic(u"1st Maryland"_s));
    QVERIFY(m_doc->state().markers == before.markers);

    // As a division commander (his command named), the whole division: Smallwood's, Gist's brigades and
    // the guard; not Stevens's Virginians of Greene's division.
    ScriptedDice again({1, 5});
    const Done d = run(u"general-risk"_s,
                       QJsonObject{{u"general"_s, u"Smallwood"_s},
                                   {u"hits"_s, 1},
                                   {u"generalLevel"_s, u"division"_s},
                                   {u"generalCommandName"_s, u"Kalb"_s}},
                       again);
    QVERIFY2(d.seq > 0, qPrintable(d.error));
    for (const QString &n : {u"1st Maryland"_s, u"2nd Maryland"_s, u"Delaware"_s, u"Kalb's guard"_s})
        QVERIFY2(panic(n), qPrintable(n));
    QVERIFY(!panic(u"Virginia"_s));
    QVERIFY(!panic(u"23rd Foot"_s));

    // A general who is not in the battle.
    ScriptedDice third({1, 5});
    QCOMPARE(
        run(u"general-risk"_s, QJsonObject{{u"general"_s, u"Howe"_s}, {u"hits"_s, 1}}, third).error,
        u"general: there is no leader called \"Howe\" in this battle, nor one with a unit of that name"_s);

    // The form offers units for "general": the 1st Maryland's id names Smallwood, who is with it.
    QVERIFY(m_doc->revert(d.edit, d.seq, &error) > 0);
    ScriptedDice fourth({1, 6});
    const Done byUnit =
        run(u"general-risk"_s, QJsonObject{{u"general"_s, unit(u"1st Maryland"_s)}, {u"hits"_s, 1}}, fourth);
    QVERIFY2(byUnit.seq > 0, qPrintable(byUnit.error));
    QCOMPARE(byUnit.r.inputs().value(u"general"_s).toInteger(), m_doc->state().leaders.first().id);
    QVERIFY(panic(u"1st Maryland"_s));
    QVERIFY(!panic(u"Delaware"_s));
}

void TstOiblBattleBook::combinedFireOffTheBattle()
{
    // 1st Maryland (Regular, 24) and the Virginians (Poor, 18, open order) combine on the 23rd Foot at
    // their measured ranges: 42 figures = 30 + 12, Poor -2 on both rolls.
    QString error;
    QVERIFY(m_doc->commit(Edits::recordRange(m_doc->state(), m_doc->profile(), unit(u"1st Maryland"_s),
                                             unit(u"23rd Foot"_s), 6, u"in"_s, &error),
                          &error) > 0);
    QVERIFY(m_doc->commit(Edits::recordRange(m_doc->state(), m_doc->profile(), unit(u"Virginia"_s),
                                             unit(u"23rd Foot"_s), 2, u"in"_s, &error),
                          &error) > 0);
    ScriptedDice dice({7, 5});
    const Done f =
        run(u"fire"_s,
            QJsonObject{
                {u"firer"_s, u"1st Maryland"_s}, {u"firer2"_s, u"Virginia"_s}, {u"target"_s, u"23rd Foot"_s}},
            dice);
    QVERIFY2(f.seq > 0, qPrintable(f.error));
    const QJsonObject in = f.r.inputs();
    QCOMPARE(in.value(u"combined"_s).toBool(), true);
    QCOMPARE(in.value(u"figures2"_s).toInt(), 18);
    QCOMPARE(in.value(u"firerQuality2"_s).toString(), u"poor"_s);
    QCOMPARE(in.value(u"range2"_s).toDouble(), 2.0);
    // Roll 1, 30 figures: 7 + 2 (point blank, firer 2) - 2 (Poor, firer 2) = 7 -> 4; roll 2, 12 figures:
    // 5 -> 5 -> 1.
    QVERIFY2(f.r.traceText().contains(u"24 + 18 = 42 figures"_s), qPrintable(f.r.traceText()));
    QCOMPARE(f.r.outcomeKey(), u"casualties=5 panic:target"_s);
    QCOMPARE(m_doc->state().units.value(unit(u"23rd Foot"_s)).strength, 15);
}

void TstOiblBattleBook::meleeGroupsOffTheBattle()
{
    // 1st Maryland (Regular, 24) and Delaware (Veteran, 16) are in contact with the 23rd Foot (Veteran, 20):
    // different quality, so each attacks individually (Fire and Melee Combat); the battle gives each
    // unit's figures, start, quality and formation, the referee the figures in contact.
    // Round 1: Regular 8 (row 7-9): 9: 1; Veteran 8: 9: 1; 23rd 12 (row 10-12) +1 quality: 6 -> 7: 2,
    // shared 8:8. Round 2: Regular 23 (row 22-24): 9: 4; Veteran 15 (row 13-15): 9: 3; 23rd 18 (row 16-18)
    // +1: 0 -> 1: 1, to the first unit (23 of 38). 3 against 9: the 23rd routs; both attackers pass on 0.
    ScriptedDice dice({9, 9, 6, 9, 9, 0, 0, 0});
    const Done m = run(u"charge"_s,
                       QJsonObject{{u"fromContact"_s, true},
                                   {u"aUnit"_s, u"1st Maryland"_s},
                                   {u"aFrontFigures"_s, 8},
                                   {u"a2Unit"_s, u"Delaware"_s},
                                   {u"a2FrontFigures"_s, 8},
                                   {u"dUnit"_s, u"23rd Foot"_s},
                                   {u"dFrontFigures"_s, 12}},
                       dice);
    QVERIFY2(m.seq > 0, qPrintable(m.error));
    const QJsonObject in = m.r.inputs();
    QCOMPARE(in.value(u"a2Figures"_s).toInt(), 16);
    QCOMPARE(in.value(u"a2StartFigures"_s).toInt(), 16);
    QCOMPARE(in.value(u"a2Quality"_s).toString(), u"veteran"_s);
    QCOMPARE(in.value(u"aQuality"_s).toString(), u"regular"_s);
    QCOMPARE(in.value(u"dFigures"_s).toInt(), 20);
    QCOMPARE(m.r.outcomeKey(), u"aCas=3 dCas=9 defender-routed"_s);
    QVERIFY2(m.r.traceText().contains(u"units of different quality attack individually"_s),
             qPrintable(m.r.traceText()));
    QCOMPARE(dice.remaining(), 0);
    QCOMPARE(m_doc->state().units.value(unit(u"1st Maryland"_s)).strength, 22);
    QCOMPARE(m_doc->state().units.value(unit(u"Delaware"_s)).strength, 15);
    QCOMPARE(m_doc->state().units.value(unit(u"23rd Foot"_s)).strength, 11);
    bool routing = false;
    for (const Marker &mk : m_doc->state().activeMarkers(unit(u"23rd Foot"_s)))
        routing |= mk.kind == u"routing"_s;
    QVERIFY(routing);
}

QTEST_APPLESS_MAIN(TstOiblBattleBook)
#include "tst_oiblbattlebook.moc"
