// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wars for America against a real battle file, who commands: who moves first from the wind gauge or
// the commander's advantage (3.1.1, 7.1, 9.6); the wind trace naming the sides; a command ship sunk
// by fire or captured by boarding recorded as lost (9.5), with undo. The battle: wfabattlebook.h.
#include "support/datarows.h"
#include "wfabattlebook.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstWfaCommandBook : public WfaBattleBook
{
    Q_OBJECT

private slots:
    void init() { setUpBattle(); }
    void firstToMove_data();
    void firstToMove();
    void windTraceNamesSides();
    void commandSunkByFire();
    void commandCaptured_data();
    void commandCaptured();
    void bothCommandShipsSunk();
    void rollOffAdvantage();
};

struct FirstToMoveRow
{
    int usHeading;
    int wind;
    int british;
    int american;
    QString houseRule; // scenario.commanderAdvantage, "" for none
    QJsonObject given;
    QString first; // the outcome, or empty when refused
    QStringList has;
};

void TstWfaCommandBook::firstToMove_data()
{
    addRows<FirstToMoveRow>({
        // Macedonian (British command, heading 1) has the gauge with the wind at 6, 1, 2; United States
        // (American command, heading 4, crippled) with the wind at 3, 4, 5 (3.1.1,
        // docs/manual/rulesets/wfa-naval.md); moved to heading 1 the two tie. Counts: base 3, +1 gauge, -1
        // crippled United States.
        {"3.1.1 only the British have the gauge",
         {4, 1, 4, 2, QString(), QJsonObject(), u"a"_s,
          QStringList{
              u"wind 1: British's command ship HMS Macedonian heading 1: wind gauge; American's "
              u"command ship USS United States heading 4: no wind gauge (3.1.1)"_s,
              u"only British has the wind gauge: it decides who moves and declares fire first (3.1.1)"_s,
              u"British moves first (it may let American move first: input \"first\") (9.6)"_s}}},
        {"3.1.1 only the Americans have the gauge, whatever the advantage",
         {4, 4, 3, 3, u"a"_s, QJsonObject(), u"b"_s,
          QStringList{u"only American has the wind gauge"_s, u"American moves first"_s}}},
        {"7.1 both have the gauge: the house rule's advantage",
         {1, 1, 4, 3, u"b"_s, QJsonObject(), u"b"_s,
          QStringList{u"both sides have the wind gauge: American has the commander's advantage and decides "
                      u"who moves and declares fire first (7.1)"_s}}},
        {"7.1 neither has the gauge: the input's advantage over the house rule",
         {1, 4, 3, 2, u"b"_s, QJsonObject{{u"advantage"_s, u"a"_s}}, u"a"_s,
          QStringList{u"neither side has the wind gauge: British has the commander's advantage"_s}}},
        {"9.6 the referee overrides the default",
         {4, 1, 4, 2, QString(), QJsonObject{{u"first"_s, u"b"_s}}, u"b"_s,
          QStringList{u"American moves first, as the referee chose (9.6)"_s}}},
        {"7.1 a tie and no advantage: refused",
         {1, 1, 4, 3, QString(), QJsonObject(), QString(),
          QStringList{u"who moves first: both sides have the wind gauge: the scenario names no commander's "
                      u"advantage"_s,
                      u"Give the input \"first\" or \"advantage\", or set the battle's house rule "
                      u"scenario.commanderAdvantage (7.1, 9.6)"_s}}},
    });
}

void TstWfaCommandBook::firstToMove()
{
    auto [usHeading, wind, british, american, houseRule, given, first, has] = fetchRow<FirstToMoveRow>();
    QString error;
    if (!houseRule.isEmpty())
        QVERIFY2(m_table.applyOverrides(QJsonObject{{u"scenario.commanderAdvantage"_s, houseRule}}, &error),
                 qPrintable(error));
    setHeading(u"USS United States"_s, usHeading);
    plotCounts(wind, british, american);
    given.insert(u"aShip"_s, u"HMS Java"_s);
    given.insert(u"bShip"_s, u"USS Argus"_s);
    const BattleState before = m_doc->state();
    const Resolution r = run(u"reveal"_s, given);
    if (first.isEmpty()) {
        QVERIFY(!r.ok());
        for (const QString &h : has)
            QVERIFY2(r.error().contains(h), qPrintable(r.error()));
        QVERIFY(m_doc->state() == before);
        // The referee's choice settles it.
        given.insert(u"first"_s, u"b"_s);
        QVERIFY(run(u"reveal"_s, given).outcomes().contains(u"first:b"_s));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY2(r.outcomes().contains(u"first:"_s + first), qPrintable(r.outcomes().join(u' ')));
    const QString trace = r.traceText();
    for (const QString &h : has)
        QVERIFY2(trace.contains(h), qPrintable(trace));
    const QString name = first == u"a"_s ? u"British"_s : u"American"_s;
    QVERIFY2(trace.contains(u"; %1 moves first"_s.arg(name)), qPrintable(trace));
    // Committed and undone: the marker is hidden again and the same side moves first.
    auto [edit, seq] = apply(u"reveal"_s, given, {}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().tracker(u"wfa.plots"_s)->value.value(u"revealed"_s).toInt(), 1);
    QVERIFY(m_doc->revert(edit, seq, &error) > 0);
    QVERIFY(m_doc->state() == before);
    QVERIFY(run(u"reveal"_s, given).outcomes().contains(u"first:"_s + first));
}

void TstWfaCommandBook::windTraceNamesSides()
{
    QString error;
    // The house rule is checked like any table entry.
    RuleTable bad = m_table;
    QVERIFY(!bad.applyOverrides(QJsonObject{{u"scenario.commanderAdvantage"_s, u"c"_s}}, &error));
    QVERIFY2(error.contains(u"scenario.commanderAdvantage"_s), qPrintable(error));
    // 3.1, 3.1.1, 9.7 with the battle's side names.
    const Resolution r = run(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    const QString trace = r.traceText();
    QVERIFY2(trace.contains(u"British heading 1: wind gauge; American heading 4: no wind gauge (3.1.1)"_s),
             qPrintable(trace));
    QVERIFY2(trace.contains(u"only British has the wind gauge"_s), qPrintable(trace));
    QVERIFY2(
        trace.contains(
            u"in multiple ship actions American, without the wind gauge, declares its fire first (9.7)"_s),
        qPrintable(trace));
    QVERIFY2(!trace.contains(u"side A"_s) && !trace.contains(u"side B"_s), qPrintable(trace));
    // A tie with the house rule's advantage names the side; without one no side is the chooser.
    setHeading(u"USS United States"_s, 1);
    const Resolution tie = run(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3});
    QVERIFY2(tie.traceText().contains(u"the scenario names no commander's advantage"_s),
             qPrintable(tie.traceText()));
    QVERIFY(!tie.outcomes().contains(u"chooser:a"_s) && !tie.outcomes().contains(u"chooser:b"_s));
    QVERIFY(m_table.applyOverrides(QJsonObject{{u"scenario.commanderAdvantage"_s, u"b"_s}}, &error));
    const Resolution adv = run(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3});
    QVERIFY2(adv.traceText().contains(u"both sides have the wind gauge: American has the commander's "
                                      u"advantage"_s),
             qPrintable(adv.traceText()));
    QVERIFY(adv.outcomes().contains(u"chooser:b"_s));
}

void TstWfaCommandBook::commandSunkByFire()
{
    plotBoth();
    QString error;
    // 4.1, 6.1: a ship fires after a plotted move. Marker 1: Macedonian sails straight (0306 to 0305);
    // United States straight into 0805, which holds Java and Argus already: it stops at 0804 (3.4, 8.2).
    QVERIFY2(apply(u"reveal"_s,
                   QJsonObject{{u"aShip"_s, u"HMS Macedonian"_s}, {u"bShip"_s, u"USS United States"_s}}, {},
                   &error)
                     .second > 0,
             qPrintable(error));
    QCOMPARE(pos(u"USS United States"_s), u"0804"_s);
    // Alert beside United States (3 of 7, the American command ship): 3 dice at 1 hex need 5-6.
    Unit alert = *m_doc->state().unitByName(u"HMS Alert"_s);
    alert.position = u"0704"_s;
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), alert, &error), &error) > 0);
    const BattleState before = m_doc->state();
    auto [fire, fireSeq] =
        apply(u"fire"_s, QJsonObject{{u"firer"_s, u"HMS Alert"_s}, {u"target"_s, u"USS United States"_s}},
              {6, 6, 6}, &error);
    QVERIFY2(fireSeq > 0, qPrintable(error));
    const Unit *us = m_doc->state().unitByName(u"USS United States"_s);
    QCOMPARE(us->status, u"sunk"_s);
    QVERIFY(!us->attrs.value(u"command"_s).toBool());
    const Tracker *cmd = m_doc->state().tracker(u"wfa.command"_s);
    QVERIFY(cmd);
    QCOMPARE(cmd->value, (QJsonObject{{u"b"_s, QJsonObject{{u"lostTurn"_s, 1},
                                                           {u"crippled"_s, true},
                                                           {u"ship"_s, u"USS United States"_s}}}}));
    QCOMPARE(cmd->label, u"Command: American lost USS United States in turn 1"_s);
    QStringList texts;
    for (const QJsonValue &v : fire.trace)
        texts << v.toObject().value(u"text"_s).toString() + u" ("_s +
                     v.toObject().value(u"rule"_s).toString() + u')';
    const QString all = texts.join(u'\n');
    QVERIFY2(all.contains(u"USS United States was American's squadron command ship, now sunk: American may "
                          u"designate another (its command mark); single-ship moves only for the rest of "
                          u"turn 1, one plotted move fewer in turn 2 (9.5)"_s),
             qPrintable(all));
    QVERIFY2(
        all.contains(u"USS United States had fallen to half damage: its plotted move lost remains (9.5)"_s),
        qPrintable(all));
    // Undo gives back the ship, its mark and no loss; the fire again records it again.
    QVERIFY(m_doc->revert(fire, fireSeq, &error) > 0);
    QVERIFY(m_doc->state() == before);
    QVERIFY(!m_doc->state().tracker(u"wfa.command"_s));
    QVERIFY(apply(u"fire"_s, QJsonObject{{u"firer"_s, u"HMS Alert"_s}, {u"target"_s, u"USS United States"_s}},
                  {6, 6, 6}, &error)
                .second > 0);
    QCOMPARE(m_doc->state().tracker(u"wfa.command"_s)->label,
             u"Command: American lost USS United States in turn 1"_s);
    // Recorded once: the manual action finds nothing left to record.
    QVERIFY(run(u"command-lost"_s, QJsonObject{{u"side"_s, u"American"_s}})
                .error()
                .contains(u"no sunk or captured squadron command ship"_s));
    // 9.5: the rest of the turn, single-ship moves only. (Argus is now the Americans' only ship,
    // so it is named.)
    const Resolution squadron =
        run(u"reveal"_s,
            QJsonObject{{u"aShip"_s, u"HMS Java"_s}, {u"bShip"_s, u"USS Argus"_s}, {u"bSquadron"_s, true}});
    QVERIFY2(squadron.error().contains(
                 u"American lost its command ship this turn: single-ship moves only (9.5)"_s),
             qPrintable(squadron.error()));
    // Turn 2: Argus, the only American ship, heading 4 without the gauge (wind 1): 3 - 1 (lost last
    // turn) - 1 (the sunk original fell below half) = 1 marker.
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    QVERIFY2(apply(u"wind-change"_s, {}, {3}, &error).second > 0, qPrintable(error));
    const Resolution two =
        run(u"plot"_s, QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, u"straight, stop"_s}});
    QVERIFY2(two.error().contains(u"1 plotted moves this turn"_s), qPrintable(two.error()));
    QVERIFY2(two.error().contains(u"the squadron command ship was lost last turn: -1 (9.5)"_s),
             qPrintable(two.error()));
    QVERIFY(run(u"plot"_s, QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, u"straight"_s}}).ok());
}

struct CommandCapturedRow
{
    QString attacker;
    QString defender;
    QString side;
    QString sideName;
    bool crippled;
};

void TstWfaCommandBook::commandCaptured_data()
{
    addRows<CommandCapturedRow>({
        // 8.6: the defender's 2 dice miss (1, 1); the attacker's 2 dice hit on 6 (6, 6): captured.
        {"9.5 a crippled command ship captured (3 of 7)",
         {u"HMS Java"_s, u"USS United States"_s, u"b"_s, u"American"_s, true}},
        {"9.5 a whole command ship captured (7 of 7)",
         {u"USS Argus"_s, u"HMS Macedonian"_s, u"a"_s, u"British"_s, false}},
    });
}

void TstWfaCommandBook::commandCaptured()
{
    const auto [attacker, defender, side, sideName, crippled] = fetchRow<CommandCapturedRow>();
    QString error;
    const BattleState before = m_doc->state();
    auto [edit, seq] =
        apply(u"boarding-battle"_s, QJsonObject{{u"attacker"_s, attacker}, {u"defender"_s, defender}},
              {1, 1, 6, 6}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().unitByName(defender)->status, u"captured"_s);
    QVERIFY(!m_doc->state().unitByName(defender)->attrs.value(u"command"_s).toBool());
    const Tracker *cmd = m_doc->state().tracker(u"wfa.command"_s);
    QVERIFY(cmd);
    QCOMPARE(cmd->value,
             (QJsonObject{
                 {side, QJsonObject{{u"lostTurn"_s, 1}, {u"crippled"_s, crippled}, {u"ship"_s, defender}}}}));
    QCOMPARE(cmd->label, u"Command: %1 lost %2 in turn 1"_s.arg(sideName, defender));
    QString trace;
    for (const QJsonValue &v : edit.trace)
        trace += v.toObject().value(u"text"_s).toString() + u'\n';
    QVERIFY2(trace.contains(u"%1 was %2's squadron command ship, now captured"_s.arg(defender, sideName)),
             qPrintable(trace));
    QCOMPARE(trace.contains(u"had fallen to half damage"_s), crippled);
    // Undo: the ship, its command mark and no loss recorded.
    QVERIFY(m_doc->revert(edit, seq, &error) > 0);
    QVERIFY(m_doc->state() == before);
    QVERIFY(!m_doc->state().tracker(u"wfa.command"_s));
    // A ship that is not a command ship records nothing.
    const Resolution plain =
        run(u"boarding-battle"_s, QJsonObject{{u"attacker"_s, defender}, {u"defender"_s, u"HMS Alert"_s}},
            {1, 1, 6, 6});
    QVERIFY2(plain.ok(), qPrintable(plain.error()));
    for (const Effect &e : plain.effects())
        QVERIFY(e.kind != Effect::Kind::SetTracker);
}

void TstWfaCommandBook::bothCommandShipsSunk()
{
    // Macedonian (2 of 7) beside United States (2 of 7): both crippled, 2 dice each at 1 hex need
    // 5-6; both sink in the same exchange (5.11.1) and both sides lose their command ship (9.5).
    QString error;
    for (const QString &name : {u"HMS Macedonian"_s, u"USS United States"_s}) {
        Unit u = *m_doc->state().unitByName(name);
        u.strength = 2;
        if (name == u"HMS Macedonian"_s)
            u.position = u"0704"_s;
        QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), u, &error), &error) > 0);
    }
    const BattleState before = m_doc->state();
    auto [edit, seq] = apply(u"exchange"_s,
                             QJsonObject{{u"a"_s, u"HMS Macedonian"_s},
                                         {u"b"_s, u"USS United States"_s},
                                         {u"aSide"_s, u"auto"_s},
                                         {u"bSide"_s, u"auto"_s}},
                             {6, 5, 6, 6}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().unitByName(u"HMS Macedonian"_s)->status, u"sunk"_s);
    QCOMPARE(m_doc->state().unitByName(u"USS United States"_s)->status, u"sunk"_s);
    const Tracker *cmd = m_doc->state().tracker(u"wfa.command"_s);
    QVERIFY(cmd);
    QCOMPARE(cmd->value.value(u"a"_s).toObject().value(u"ship"_s).toString(), u"HMS Macedonian"_s);
    QCOMPARE(cmd->value.value(u"b"_s).toObject().value(u"ship"_s).toString(), u"USS United States"_s);
    QCOMPARE(cmd->label,
             u"Command: British lost HMS Macedonian in turn 1, American lost USS United States in turn 1"_s);
    QVERIFY(m_doc->revert(edit, seq, &error) > 0);
    QVERIFY(m_doc->state() == before);
}

void TstWfaCommandBook::rollOffAdvantage()
{
    // 8.5: Java (British, 7) against Argus (American, 5): Java adds 2; 1 + 1 + 2 = 4 against
    // 2 + 2 = 4, a tie, which goes to the commander's advantage (7.1).
    const QJsonObject given{{u"a"_s, u"HMS Java"_s}, {u"b"_s, u"USS Argus"_s}, {u"thenAttempt"_s, false}};
    QVERIFY2(run(u"boarding-rolloff"_s, given, {1, 1, 2, 2}).error().contains(u"advantage"_s),
             qPrintable(run(u"boarding-rolloff"_s, given, {1, 1, 2, 2}).error()));
    QString error;
    QVERIFY(m_table.applyOverrides(QJsonObject{{u"scenario.commanderAdvantage"_s, u"b"_s}}, &error));
    const Resolution r = run(u"boarding-rolloff"_s, given, {1, 1, 2, 2});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"boarder:b"_s);
    QVERIFY2(r.traceText().contains(u"a tie: USS Argus has the commander's advantage"_s),
             qPrintable(r.traceText()));
    // The roles swapped: the American ship is now "a" (the higher-rated Java still rolls first).
    const QJsonObject swapped{{u"a"_s, u"USS Argus"_s}, {u"b"_s, u"HMS Java"_s}, {u"thenAttempt"_s, false}};
    QCOMPARE(run(u"boarding-rolloff"_s, swapped, {1, 1, 2, 2}).outcomeKey(), u"boarder:a"_s);
    // The referee's input stays.
    QJsonObject chosen = given;
    chosen.insert(u"advantage"_s, u"a"_s);
    QCOMPARE(run(u"boarding-rolloff"_s, chosen, {1, 1, 2, 2}).outcomeKey(), u"boarder:a"_s);
}

QTEST_GUILESS_MAIN(TstWfaCommandBook)
#include "tst_wfacommandbook.moc"
