// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wars for America against a real battle file: the wind kept and rolled once a turn (3.1), plots
// recorded and refused (5.6, 5.9, 5.10, 9.4), the reveal moving the ships on the board with the
// stacking limit (3.4, 5.8, 8.2), squadron moves (9.2, 9.3), plots never reused in a later turn,
// and undo restoring positions, headings and the trackers. The battle: wfabattlebook.h.
#include "support/datarows.h"
#include "wfabattlebook.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstWfaBattleBook : public WfaBattleBook
{
    Q_OBJECT

private slots:
    void init() { setUpBattle(); }
    void windKept();
    void plotRefused_data();
    void plotRefused();
    void plotsOfTheTurn();
    void revealWithStackingAndSquadron();
    void revealRefused_data();
    void revealRefused();
    void undoRestores();
    void pastTurnPlotsNotReused();
    void tracesNameShips();
    void stackingChecked();
    void plottedMovesFromBattle();
    void commandLost();
    void sideWithoutShips();
};

void TstWfaBattleBook::windKept()
{
    // No wind kept yet and none given: refused.
    QVERIFY(run(u"wind-change"_s, {}, {3}).error().contains(u"keeps none yet"_s));
    QString error;
    // The scenario's wind 1; turn 1 rolls 6: one hex side left, wrapping 1 → 6 (3.1).
    auto [first, firstSeq] = apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {6}, &error);
    QVERIFY2(firstSeq > 0, qPrintable(error));
    const Tracker *w = m_doc->state().tracker(u"wfa.wind"_s);
    QVERIFY(w);
    // 3.1.1: wind 6 enters through the rear hex sides of the Macedonian (heading 1: 6, 1, 2), not those
    // of the United States (heading 4: 3, 4, 5): side a has the gauge and decides who moves first,
    // which the battle keeps with the wind.
    QCOMPARE(w->value, (QJsonObject{{u"wind"_s, 6}, {u"turn"_s, 1}, {u"chooser"_s, u"a"_s}}));
    QVERIFY2(w->label.startsWith(u"Wind 6 (rolled for turn 1); "_s), qPrintable(w->label));
    QVERIFY2(w->label.endsWith(u" decides who moves and declares fire first"_s), qPrintable(w->label));
    // Once a turn.
    const Resolution again = run(u"wind-change"_s, {}, {1});
    QVERIFY(!again.ok());
    QVERIFY2(again.error().contains(u"already been rolled for turn 1"_s), qPrintable(again.error()));
    // Turn 2 rolls 1 from the kept wind 6: one hex side right, wrapping 6 → 1.
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    const Resolution turn2 = run(u"wind-change"_s, {}, {1});
    QVERIFY2(turn2.ok(), qPrintable(turn2.error()));
    QVERIFY(turn2.outcomes().contains(u"wind=1"_s));
    // Both command ships' headings come from the battle: Macedonian 1 has the gauge with wind 1,
    // United States 4 has not: the British decide who moves first (3.1.1).
    QVERIFY(turn2.outcomes().contains(u"gauge:a"_s));
    QVERIFY(!turn2.outcomes().contains(u"gauge:b"_s));
    QVERIFY(turn2.outcomes().contains(u"chooser:a"_s));
    auto [second, secondSeq] = apply(u"wind-change"_s, {}, {1}, &error);
    QVERIFY2(secondSeq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().tracker(u"wfa.wind"_s)->value,
             (QJsonObject{{u"wind"_s, 1}, {u"turn"_s, 2}, {u"chooser"_s, u"a"_s}}));
    // Undo restores the wind of turn 1.
    QVERIFY(m_doc->revert(second, secondSeq, &error) > 0);
    QCOMPARE(m_doc->state().tracker(u"wfa.wind"_s)->value,
             (QJsonObject{{u"wind"_s, 6}, {u"turn"_s, 1}, {u"chooser"_s, u"a"_s}}));
}

struct PlotRefusedRow
{
    QString side;
    QString markers;
    QStringList errorHas;
};

void TstWfaBattleBook::plotRefused_data()
{
    addRows<PlotRefusedRow>({
        {"5.10 two turns in a row",
         {u"British"_s, u"straight, port, starboard, stop"_s,
          QStringList{u"markers 2 (port turn) and 3 (starboard turn) are both turns"_s, u"(5.10)"_s}}},
        {"5.6 three markers for four moves, with the reasons",
         {u"British"_s, u"straight, port, straight"_s,
          QStringList{u"3 markers but the side has 4 plotted moves"_s,
                      u"has the wind gauge with the wind at 1: +1"_s, u"(3.1.1)"_s}}},
        {"6.6 crippled command ship: three markers for two moves",
         {u"American"_s, u"straight, stop, stop"_s,
          QStringList{u"3 markers but the side has 2 plotted moves"_s, u"half damage or less (3 of 7): -1"_s,
                      u"(6.6)"_s}}},
        {"1.2.1 four straight markers",
         {u"British"_s, u"straight straight straight straight"_s,
          QStringList{u"4 straight markers"_s, u"(1.2.1"_s}}},
        {"a marker that does not exist",
         {u"British"_s, u"straight, left, straight, stop"_s, QStringList{u"\"left\""_s}}},
        {"a side that does not exist",
         {u"French"_s, u"straight"_s, QStringList{u"British (a) and American (b)"_s}}},
    });
}

void TstWfaBattleBook::plotRefused()
{
    const auto [side, markers, errorHas] = fetchRow<PlotRefusedRow>();
    QString error;
    QVERIFY(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3}, &error).second > 0);
    const BattleState before = m_doc->state();
    const qint64 events = m_doc->store().eventCount();
    const Resolution r = run(u"plot"_s, QJsonObject{{u"side"_s, side}, {u"markers"_s, markers}});
    QVERIFY(!r.ok());
    for (const QString &part : errorHas)
        QVERIFY2(r.error().contains(part), qPrintable(r.error()));
    QVERIFY(r.effects().isEmpty());
    QCOMPARE(m_doc->store().eventCount(), events);
    QVERIFY(m_doc->state() == before);
}

void TstWfaBattleBook::plotsOfTheTurn()
{
    QString error;
    // Before the wind of the turn is rolled: refused (3.1, 4.1).
    const Resolution early = run(u"plot"_s, QJsonObject{{u"side"_s, u"British"_s},
                                                        {u"markers"_s, u"straight, port, straight, stop"_s}});
    QVERIFY2(early.error().contains(u"keeps no wind"_s), qPrintable(early.error()));
    QVERIFY(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3}, &error).second > 0);
    const Resolution r = run(u"plot"_s, QJsonObject{{u"side"_s, u"British"_s},
                                                    {u"markers"_s, u"straight, port, straight, stop"_s}});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY(r.traceText().contains(u"4 plotted moves this turn"_s));
    QVERIFY(apply(u"plot"_s,
                  QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, port, straight, stop"_s}},
                  {}, &error)
                .second > 0);
    const Tracker *t = m_doc->state().tracker(u"wfa.plots"_s);
    QVERIFY(t);
    QCOMPARE(t->label, u"Plots, turn 1: British 4 of 4, American not yet"_s);
    QCOMPARE(t->value.value(u"turn"_s).toInt(), 1);
    QCOMPARE(t->value.value(u"plots"_s).toObject().value(u"a"_s).toObject().value(u"markers"_s).toArray(),
             (QJsonArray{u"straight"_s, u"port"_s, u"straight"_s, u"stop"_s}));
    // 5.9: a plot is not cancelled by plotting again.
    const Resolution twice =
        run(u"plot"_s, QJsonObject{{u"side"_s, u"a"_s}, {u"markers"_s, u"stop, stop, straight, straight"_s}});
    QVERIFY2(twice.error().contains(u"already plotted turn 1"_s), qPrintable(twice.error()));
    auto [american, americanSeq] = apply(
        u"plot"_s, QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, u"straight, stop"_s}}, {}, &error);
    QVERIFY2(americanSeq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->label,
             u"Plots, turn 1: British 4 of 4, American 2 of 2"_s);
    // Undoing the American plot gives the tracker back as it was; the Americans may plot again.
    QVERIFY(m_doc->revert(american, americanSeq, &error) > 0);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->label,
             u"Plots, turn 1: British 4 of 4, American not yet"_s);
    QVERIFY(
        run(u"plot"_s, QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, u"stop, straight"_s}}).ok());
}

void TstWfaBattleBook::revealWithStackingAndSquadron()
{
    plotBoth();
    QString error;
    // Marker 1: British straight as a squadron move (Macedonian and Alert, each on its heading);
    // American straight with United States: 0805 already holds Java and Argus, so it stops (3.4, 8.2).
    auto [e1, s1] = apply(u"reveal"_s,
                          QJsonObject{{u"aSquadron"_s, true},
                                      {u"aFollowers"_s, u"HMS Alert"_s},
                                      {u"bShip"_s, u"USS United States"_s}},
                          {}, &error);
    QVERIFY2(s1 > 0, qPrintable(error));
    QCOMPARE(pos(u"HMS Macedonian"_s), u"0305"_s);
    QCOMPARE(pos(u"HMS Alert"_s), u"0507"_s);
    QCOMPARE(pos(u"USS United States"_s), u"0804"_s);
    QCOMPARE(pos(u"HMS Java"_s), u"0805"_s);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->label, u"Reveal, turn 1: marker 1 of 4"_s);
    QStringList texts;
    for (const QJsonValue &v : e1.trace)
        texts << v.toObject().value(u"text"_s).toString();
    const QString all = texts.join(u'\n');
    QVERIFY2(all.contains(u"HMS Macedonian sails straight from 0306 to 0305"_s), qPrintable(all));
    QVERIFY2(all.contains(
                 u"USS United States stays in 0804: 0805 already holds 2 ships, the move counts as a stop"_s),
             qPrintable(all));
    QCOMPARE(e1.summary,
             u"Reveal the next marker: marker 1 of 4: sailed: HMS Macedonian, HMS Alert; held by two "
             u"ships a hex: USS United States"_s);
    QVERIFY(e1.inputs.contains(u"fleet"_s));
    // Against a battle the ships are always the battle's: a fleet given in the inputs is replaced.
    const Resolution spoofed =
        run(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"fleet"_s, QJsonObject()}});
    QVERIFY2(spoofed.ok(), qPrintable(spoofed.error()));
    // Marker 2: British port turn for Java (heading 1 → 6); American stop.
    auto [e2, s2] = apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}}, {}, &error);
    QVERIFY2(s2 > 0, qPrintable(error));
    QCOMPARE(heading(u"HMS Java"_s), 6);
    QCOMPARE(pos(u"HMS Java"_s), u"0805"_s);
    // Marker 3: American plot has run out (5.8.1); Macedonian straight again.
    const Resolution r3 = run(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Macedonian"_s}});
    QVERIFY2(r3.ok(), qPrintable(r3.error()));
    QVERIFY(r3.traceText().contains(u"American has no plotted move left"_s));
    auto [e3, s3] = apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Macedonian"_s}}, {}, &error);
    QVERIFY2(s3 > 0, qPrintable(error));
    QCOMPARE(pos(u"HMS Macedonian"_s), u"0304"_s);
    // Marker 4: a stop; then every marker is revealed.
    QVERIFY(apply(u"reveal"_s, {}, {}, &error).second > 0);
    QCOMPARE(pos(u"HMS Macedonian"_s), u"0304"_s);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->label, u"Reveal, turn 1: marker 4 of 4"_s);
    const Resolution done = run(u"reveal"_s, {});
    QVERIFY2(done.error().contains(u"all 4 markers of turn 1 have been revealed"_s),
             qPrintable(done.error()));
}

struct RevealRefusedRow
{
    QJsonObject given;
    QString errorHas;
};

void TstWfaBattleBook::revealRefused_data()
{
    addRows<RevealRefusedRow>({
        {"9.3 several ships, none named",
         {QJsonObject{{u"aShip"_s, u"HMS Java"_s}}, u"American has 2 ships on the board: name the ship"_s}},
        {"9.2 a follower of another squadron",
         {QJsonObject{{u"aSquadron"_s, true}, {u"aFollowers"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}},
          u"HMS Java is not another ship of the command ship's squadron (9.2)"_s}},
        {"9.3 a squadron move led by another ship",
         {QJsonObject{{u"aSquadron"_s, true}, {u"aShip"_s, u"HMS Alert"_s}, {u"bShip"_s, u"USS Argus"_s}},
          u"HMS Alert is not the squadron command ship"_s}},
        {"9.3 followers without a squadron move",
         {QJsonObject{
              {u"aShip"_s, u"HMS Alert"_s}, {u"aFollowers"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}},
          u"followers move only in a squadron move"_s}},
        {"a ship of the other side",
         {QJsonObject{{u"aShip"_s, u"USS Argus"_s}, {u"bShip"_s, u"USS Argus"_s}},
          u"USS Argus is not a ship of British on the board"_s}},
    });
}

void TstWfaBattleBook::revealRefused()
{
    const auto [given, errorHas] = fetchRow<RevealRefusedRow>();
    QString error;
    // Before the plots: refused.
    QVERIFY(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3}, &error).second > 0);
    QVERIFY(run(u"reveal"_s, given).error().contains(u"has not plotted turn 1 yet"_s));
    QVERIFY(apply(u"plot"_s,
                  QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, port, straight, stop"_s}},
                  {}, &error)
                .second > 0);
    QVERIFY(apply(u"plot"_s, QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, u"straight, stop"_s}}, {},
                  &error)
                .second > 0);
    const BattleState before = m_doc->state();
    const Resolution r = run(u"reveal"_s, given);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(errorHas), qPrintable(r.error()));
    QVERIFY(m_doc->state() == before);
}

void TstWfaBattleBook::undoRestores()
{
    plotBoth();
    QString error;
    const QJsonObject plotsBefore = m_doc->state().tracker(u"wfa.plots"_s)->value;
    auto [e1, s1] = apply(
        u"reveal"_s,
        QJsonObject{{u"aSquadron"_s, true}, {u"aFollowers"_s, u"HMS Alert"_s}, {u"bShip"_s, u"USS Argus"_s}},
        {}, &error);
    QVERIFY2(s1 > 0, qPrintable(error));
    QCOMPARE(pos(u"USS Argus"_s), u"0806"_s); // Argus leaves the shared hex southwards
    auto [e2, s2] = apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Alert"_s}}, {}, &error);
    QVERIFY2(s2 > 0, qPrintable(error));
    QCOMPARE(heading(u"HMS Alert"_s), 6);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->value.value(u"revealed"_s).toInt(), 2);
    QVERIFY(m_doc->revert(e2, s2, &error) > 0);
    QCOMPARE(heading(u"HMS Alert"_s), 1);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->value.value(u"revealed"_s).toInt(), 1);
    QVERIFY(m_doc->revert(e1, s1, &error) > 0);
    QCOMPARE(pos(u"HMS Macedonian"_s), u"0306"_s);
    QCOMPARE(pos(u"HMS Alert"_s), u"0508"_s);
    QCOMPARE(pos(u"USS Argus"_s), u"0805"_s);
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->value, plotsBefore);
    // The same marker can be revealed again after the undo.
    QVERIFY(
        apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}}, {}, &error)
            .second > 0);
    QCOMPARE(pos(u"HMS Java"_s), u"0804"_s); // to United States' hex: two ships there, allowed
}

void TstWfaBattleBook::pastTurnPlotsNotReused()
{
    plotBoth();
    QString error;
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    // Turn 2: the tracker still holds turn 1's plots, which are not revealed in turn 2.
    const Resolution r =
        run(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}});
    QVERIFY2(r.error().contains(u"British has not plotted turn 2 yet"_s), qPrintable(r.error()));
    // The wind of turn 1 does not count for turn 2's plot.
    const Resolution p =
        run(u"plot"_s, QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"stop, stop, stop"_s}});
    QVERIFY2(p.error().contains(u"not been rolled for turn 2"_s), qPrintable(p.error()));
    // 3.1: wind 1 rolls 1 → 2: Macedonian heading 1 keeps the gauge (4 markers).
    QVERIFY(apply(u"wind-change"_s, {}, {1}, &error).second > 0);
    QVERIFY2(apply(u"plot"_s,
                   QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"stop, straight, port, stop"_s}},
                   {}, &error)
                     .second > 0,
             qPrintable(error));
    const Tracker *t = m_doc->state().tracker(u"wfa.plots"_s);
    QCOMPARE(t->value.value(u"turn"_s).toInt(), 2);
    QCOMPARE(t->value.value(u"revealed"_s).toInt(), 0);
    QVERIFY(!t->value.value(u"plots"_s).toObject().contains(u"b"_s));
    QCOMPARE(t->label, u"Plots, turn 2: British 4 of 4, American not yet"_s);
}

void TstWfaBattleBook::tracesNameShips()
{
    // Traces and refusals name the battle's ships, not their roles.
    const Resolution r =
        run(u"boarding-attempt"_s,
            QJsonObject{{u"boarder"_s, u"HMS Java"_s}, {u"defender"_s, u"USS Argus"_s}}, {4, 3, 2, 1});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    // 8.4: Java 7 against Argus 5: Java adds 2; 4 + 3 + 2 = 9 against 2 + 1 = 3: margin 6, no boarding.
    QVERIFY2(r.traceText().contains(
                 u"HMS Java (rating 7) against USS Argus (rating 5): HMS Java adds the difference 2"_s),
             qPrintable(r.traceText()));
    QCOMPARE(r.outcomes().first(), u"not-boarded"_s);
    const Resolution fire =
        run(u"fire"_s, QJsonObject{{u"firer"_s, u"HMS Java"_s}, {u"target"_s, u"HMS Macedonian"_s}});
    QVERIFY(!fire.ok());
    QVERIFY2(fire.error().contains(u"HMS Java shares its hex with another ship: it may not fire"_s),
             qPrintable(fire.error()));
    const Resolution marines =
        run(u"boarding-battle"_s,
            QJsonObject{{u"attacker"_s, u"HMS Java"_s}, {u"defender"_s, u"USS Argus"_s}, {u"rolls"_s, 1}},
            {5, 1});
    QVERIFY2(marines.ok(), qPrintable(marines.error()));
    QVERIFY2(marines.traceText().contains(u"HMS Java's marines (2 MP) board USS Argus (marines 2 MP)"_s),
             qPrintable(marines.traceText()));
    QCOMPARE(marines.effects().first().text, u"HMS Java's marines: 1 MP"_s);
}

void TstWfaBattleBook::stackingChecked()
{
    // 3.4, 8.2: the rule set's check of every edit: a referee's move of a third ship into 0805 is
    // refused and changes nothing; a second ship into a hex is fine.
    const RuleSet *rs = RuleSets::find(u"wfa-naval"_s);
    const RuleTable table = m_table;
    m_doc->setRuleCheck([rs, table](const BattleState &before, const QList<RowChange> &changes) {
        return rs->checkChanges(before, changes, table);
    });
    QString error;
    Unit us = *m_doc->state().unitByName(u"USS United States"_s);
    us.position = u"0805"_s;
    const BattleState before = m_doc->state();
    const Edit move = Edits::updateUnit(m_doc->state(), m_doc->profile(), us, &error);
    QVERIFY2(!move.isEmpty(), qPrintable(error));
    QCOMPARE(m_doc->commit(move, &error), 0);
    QVERIFY2(error.contains(u"hex 0805 would hold 3 ships"_s) && error.contains(u"(3.4, 8.2)"_s),
             qPrintable(error));
    QVERIFY(m_doc->state() == before);
    us.position = u"0306"_s;
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), us, &error), &error) > 0);
    // The reveal's moves pass the same check.
    plotBoth();
    QVERIFY2(
        apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}}, {}, &error)
                .second > 0,
        qPrintable(error));
    QCOMPARE(pos(u"HMS Java"_s), u"0804"_s);
}

void TstWfaBattleBook::plottedMovesFromBattle()
{
    QString error;
    QVERIFY(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3}, &error).second > 0);
    // 9.4: only the command ship counts: Macedonian has the gauge (3 + 1); United States is crippled (3 - 1).
    const Resolution british = run(u"plotted-moves"_s, QJsonObject{{u"side"_s, u"British"_s}});
    QVERIFY2(british.ok(), qPrintable(british.error()));
    QCOMPARE(british.outcomeKey(), u"moves=4"_s);
    const Resolution american = run(u"plotted-moves"_s, QJsonObject{{u"side"_s, u"b"_s}});
    QCOMPARE(american.outcomeKey(), u"moves=2"_s);
    QVERIFY(american.traceText().contains(u"half damage or less (3 of 7): -1 (6.6)"_s));
    // The scenario's base as the battle's house rule (plot.base) or the input.
    QCOMPARE(run(u"plotted-moves"_s, QJsonObject{{u"side"_s, u"b"_s}, {u"base"_s, 4}}).outcomeKey(),
             u"moves=3"_s);
    const Resolution nobody = run(u"plotted-moves"_s, QJsonObject{{u"side"_s, u"French"_s}});
    QVERIFY2(nobody.error().contains(u"input \"side\" is \"French\""_s), qPrintable(nobody.error()));
}

void TstWfaBattleBook::commandLost()
{
    plotBoth();
    QString error;
    // The command ship afloat: 9.5 does not apply.
    QVERIFY(run(u"command-lost"_s, QJsonObject{{u"side"_s, u"British"_s}})
                .error()
                .contains(u"no sunk or captured"_s));
    QVERIFY(
        apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}}, {}, &error)
            .second > 0);
    // Macedonian is sunk during turn 1; Java becomes the command ship.
    Unit mac = *m_doc->state().unitByName(u"HMS Macedonian"_s);
    mac.strength = 0;
    mac.status = u"sunk"_s;
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), mac, &error), &error) > 0);
    QVERIFY(run(u"command-lost"_s, QJsonObject{{u"side"_s, u"British"_s}, {u"newCommand"_s, u"USS Argus"_s}})
                .error()
                .contains(u"USS Argus is not a ship of British on the board"_s));
    auto [lost, lostSeq] =
        apply(u"command-lost"_s, QJsonObject{{u"side"_s, u"British"_s}, {u"newCommand"_s, u"HMS Java"_s}}, {},
              &error);
    QVERIFY2(lostSeq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().tracker(u"wfa.command"_s)->value,
             (QJsonObject{{u"a"_s, QJsonObject{{u"lostTurn"_s, 1},
                                               {u"crippled"_s, true},
                                               {u"ship"_s, u"HMS Macedonian"_s}}}}));
    QCOMPARE(m_doc->state().tracker(u"wfa.command"_s)->label,
             u"Command: British lost HMS Macedonian in turn 1"_s);
    QVERIFY(m_doc->state().unitByName(u"HMS Java"_s)->attrs.value(u"command"_s).toBool());
    QVERIFY(!m_doc->state().unitByName(u"HMS Macedonian"_s)->attrs.value(u"command"_s).toBool());
    // 9.5: the rest of this turn, single-ship moves only.
    const Resolution squadron = run(u"reveal"_s, QJsonObject{{u"aSquadron"_s, true}});
    QVERIFY2(
        squadron.error().contains(u"British lost its command ship this turn: single-ship moves only (9.5)"_s),
        qPrintable(squadron.error()));
    QVERIFY(apply(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Alert"_s}}, {}, &error).second > 0);
    // Turn 2: Java (heading 1, wind 1) has the gauge: 3 + 1, -1 the turn after the loss, -1 for the
    // original command ship that fell to half (sunk): 2 markers.
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    QVERIFY(apply(u"wind-change"_s, {}, {3}, &error).second > 0);
    const Resolution three =
        run(u"plot"_s, QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, stop, straight"_s}});
    QVERIFY2(three.error().contains(u"2 plotted moves this turn"_s), qPrintable(three.error()));
    QVERIFY2(three.error().contains(u"the squadron command ship was lost last turn: -1 (9.5)"_s),
             qPrintable(three.error()));
    QVERIFY2(three.error().contains(u"had fallen to half damage: -1 remains (9.5)"_s),
             qPrintable(three.error()));
    QVERIFY(apply(u"plot"_s, QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, stop"_s}}, {},
                  &error)
                .second > 0);
    // Turn 3: only the -1 for the crippled original remains: 3 markers.
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    QVERIFY(apply(u"wind-change"_s, {}, {3}, &error).second > 0);
    QVERIFY2(apply(u"plot"_s,
                   QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, stop, straight"_s}}, {},
                   &error)
                     .second > 0,
             qPrintable(error));
}

void TstWfaBattleBook::sideWithoutShips()
{
    // Both American ships are sunk after the plots: their markers move nothing (5.8); the British
    // still move.
    plotBoth();
    QString error;
    for (const QString &name : {u"USS United States"_s, u"USS Argus"_s}) {
        Unit u = *m_doc->state().unitByName(name);
        u.strength = 0;
        u.status = u"sunk"_s;
        QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), u, &error), &error) > 0);
    }
    const Resolution r = run(u"reveal"_s, QJsonObject{{u"aShip"_s, u"HMS Java"_s}});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY2(
        r.traceText().contains(u"American has no ship left on the board: its marker moves nothing (5.8)"_s),
        qPrintable(r.traceText()));
    QVERIFY(r.traceText().contains(u"HMS Java sails straight from 0805 to 0804"_s));
}

QTEST_GUILESS_MAIN(TstWfaBattleBook)
#include "tst_wfabattlebook.moc"
