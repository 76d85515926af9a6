// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A whole turn of For Honor and Glory through adjutant-cli, as a referee scripts it: new from a scenario,
// random AP (6.1.1), fire (8.1.1's own example), close combat with a failed retreat check (8.3.2), the
// retreat owed and carried out (8.4.1), the other player's step, undo, and the next turn; `owed`,
// `show --json` and `log --json` read after each step. Every value is worked out by hand from the rule
// text in the comments.
//
// Board 10 x 10, odd-q: the neighbours of 0504 are 0604 0603 0503 0403 0404 0505, those of 0505 are
// 0605 0604 0504 0404 0405 0506. 0302 is a hill.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
using Run = CliRun;

const char kScenario[] = R"({"name": "A turn at the ford", "ruleset": "fhg-land",
  "board": {"width": 10, "height": 10, "layout": "odd-q", "tiles": {"0302": "hill"}},
  "sides": [
    {"name": "American", "counters": {"command-AP": 3, "VP": 0}, "units": [
      {"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0505"},
      {"name": "U.S. Artillery", "type": "artillery", "strength": 2, "position": "0304"}]},
    {"name": "British", "counters": {"command-AP": 2, "VP": 0}, "units": [
      {"name": "41st Foot", "type": "regular", "strength": 4, "position": "0504"},
      {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0302"}]}]})";
} // namespace

class TestFhgCliTurn : public QObject
{
    Q_OBJECT

private slots:
    void aWholeTurn();

private:
    Run ok(const QStringList &args);
    QJsonArray owed();
    int counter(const QString &side, const QString &kind);
    QJsonObject unit(const QString &name);
    // The steps of the turn (5), each on the battle the one before left.
    void americanAp();
    void americanActions();
    void retreatOwed();
    void britishSteps();
    void nextTurn();

    QTemporaryDir m_dir;
    QString m_battle;
};

Run TestFhgCliTurn::ok(const QStringList &args)
{
    const Run r = cli(args);
    if (r.exit != 0)
        qWarning("%s: %s%s", qPrintable(args.join(u' ')), qPrintable(r.out), qPrintable(r.err));
    return r;
}

QJsonArray TestFhgCliTurn::owed()
{
    return cli({u"owed"_s, m_battle, u"--json"_s}).json().value(u"owed"_s).toArray();
}

int TestFhgCliTurn::counter(const QString &side, const QString &kind)
{
    const QJsonObject show = cli({u"show"_s, m_battle, u"--json"_s}).json();
    for (const auto &s : show.value(u"sides"_s).toArray())
        if (s.toObject().value(u"name"_s).toString() == side)
            return s.toObject().value(u"counters"_s).toObject().value(kind).toInt();
    return -1;
}

QJsonObject TestFhgCliTurn::unit(const QString &name)
{
    return unitNamed(cli({u"show"_s, m_battle, u"--json"_s}).json(), name);
}

void TestFhgCliTurn::aWholeTurn()
{
    m_battle = battleFrom(m_dir.path(), u"ford"_s, kScenario);
    QVERIFY(!m_battle.isEmpty());
    for (void (TestFhgCliTurn::*step)() :
         {&TestFhgCliTurn::americanAp, &TestFhgCliTurn::americanActions, &TestFhgCliTurn::retreatOwed,
          &TestFhgCliTurn::britishSteps, &TestFhgCliTurn::nextTurn}) {
        (this->*step)();
        if (QTest::currentTestFailed())
            return;
    }
}

void TestFhgCliTurn::americanAp()
{
    // Turn 1, step 1: the American rolls his random AP (6.1.1).
    QJsonArray o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"action"_s].toString(), u"random-ap"_s);
    QCOMPARE(o.at(0)[u"inputs"_s].toObject(), (QJsonObject{{u"side"_s, u"American"_s}}));
    QCOMPARE(o.at(0)[u"rule"_s].toString(), u"6.1.1"_s);
    // A 4 on the chart: +2 AP, with 3 command AP: 5 AP.
    Run r = ok({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"random-ap"_s, u"--input"_s,
                u"{\"side\":\"American\"}"_s, u"--dice"_s, u"4"_s, u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 5);
    QVERIFY(owed().isEmpty());
    // Rolled twice in a turn: refused before any die (6.1.1), nothing written.
    QByteArray before = digest(m_battle);
    r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"random-ap"_s, u"--input"_s,
             u"{\"side\":\"American\"}"_s, u"--dice"_s, u"6"_s, u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json()[u"error"_s][u"rule"_s].toString(), u"6.1.1"_s);
    QCOMPARE(digest(m_battle), before);
}

void TestFhgCliTurn::americanActions()
{
    // Step 2: his actions. 2 units, 5 AP.
    QCOMPARE(ok({u"advance"_s, m_battle}).exit, 0);
    const QJsonArray o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"text"_s].toString(), u"American: 5 AP left, 2 units not yet activated"_s);
    QVERIFY(o.at(0)[u"action"_s].isNull());
    // 8.1.1's own example: artillery at 2 hexes from infantry on a hill rolls 5, 5, 6; the hill takes 1
    // off each die (2.3.6): 4, 4, 5 against 5-6 at 2 hexes: 1 hit. The Royal Scots 4 -> 3 MP; 1 AP.
    Run r = ok({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                u"{\"firer\":\"U.S. Artillery\",\"target\":\"Royal Scots\"}"_s, u"--dice"_s, u"5,5,6"_s,
                u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    QCOMPARE(unit(u"Royal Scots"_s)[u"strength"_s].toInt(), 3);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 4);
    // Close combat, 2 AP: 4 - 2 = 2 left. The 41st Foot, 4 MP in the clear without a leader, retreats on
    // a die above 4 (8.3.2): a 5. The 13th's 3 dice hit on 4-6 (8.3.3): 4, 5, 1 are 2 hits, 4 -> 2 MP.
    // A 1 was rolled but no leader stands there (9.3.1): no further die.
    r = ok({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"close-combat"_s, u"--input"_s,
            u"{\"attacker\":\"13th U.S.\",\"defender\":\"41st Foot\"}"_s, u"--dice"_s, u"5,4,5,1"_s,
            u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    const QJsonObject foot = unit(u"41st Foot"_s);
    QCOMPARE(foot[u"strength"_s].toInt(), 2);
    QCOMPARE(foot[u"position"_s].toString(), u"0504"_s);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 2);
}

void TestFhgCliTurn::retreatOwed()
{
    const QJsonObject foot = unit(u"41st Foot"_s);
    // 8.4.1: from 0504, 0505 holds the attacker, 0604 and 0404 are next to it; 0603, 0503 and 0403 lead
    // away from it, north towards the British side (the British stand north of the Americans).
    // Both American units have acted (6.1.4): the 2 AP left are owed to nobody; only the retreat is.
    const QJsonArray o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"action"_s].toString(), u"retreat"_s);
    QCOMPARE(o.at(0)[u"text"_s].toString(), u"41st Foot must retreat 1 hex"_s);
    QCOMPARE(o.at(0)[u"rule"_s].toString(), u"8.4.1"_s);
    QCOMPARE(o.at(0)[u"side"_s].toString(), u"British"_s);
    QCOMPARE(o.at(0)[u"inputs"_s][u"unit"_s].toInt(), foot[u"id"_s].toInt());
    // A hex next to the attacker is refused with its rule, the file untouched.
    const QByteArray before = digest(m_battle);
    Run r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"retreat"_s, u"--input"_s,
                 u"{\"unit\":\"41st Foot\",\"to\":\"0604\"}"_s, u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json()[u"error"_s][u"code"_s].toString(), u"refused"_s);
    QCOMPARE(r.json()[u"error"_s][u"rule"_s].toString(), u"8.4.1"_s);
    QVERIFY2(r.json()[u"error"_s][u"message"_s].toString().startsWith(
                 u"41st Foot may retreat to 0603, 0503, 0403"_s),
             qPrintable(r.out));
    QCOMPARE(digest(m_battle), before);
    // `move` knows the unit owes a retreat: the other hex next to the attacker is refused the same way,
    // and the hex named is taken by the retreat (no AP, 1 hex).
    r = cli({u"move"_s, m_battle, u"--unit"_s, u"41st Foot"_s, u"--to"_s, u"0404"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json()[u"error"_s][u"rule"_s].toString(), u"8.4.1"_s);
    QCOMPARE(digest(m_battle), before);
    r = ok({u"move"_s, m_battle, u"--unit"_s, u"41st Foot"_s, u"--to"_s, u"0503"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    QCOMPARE(r.json()[u"resolution"_s][u"action"_s].toString(), u"retreat"_s);
    QCOMPARE(unit(u"41st Foot"_s)[u"position"_s].toString(), u"0503"_s);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 2); // a retreat costs no AP
    QVERIFY(owed().isEmpty());
}

void TestFhgCliTurn::britishSteps()
{
    // Step 3: the British AP: a 1 adds 1 to the 2 command AP: 3 AP.
    QCOMPARE(ok({u"advance"_s, m_battle}).exit, 0);
    QJsonArray o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"inputs"_s].toObject(), (QJsonObject{{u"side"_s, u"British"_s}}));
    QCOMPARE(ok({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"random-ap"_s, u"--dice"_s, u"1"_s,
                 u"--apply"_s})
                 .exit,
             0);
    QCOMPARE(counter(u"British"_s, u"AP"_s), 3);
    // Step 4: the Royal Scots (3 MP now) fire back at the artillery 2 hexes off in the clear: 3 dice hit on
    // 6 (8.1.1): 6, 3, 2 are 1 hit, 2 -> 1 MP; 1 AP. Undone, both are as they were.
    QCOMPARE(ok({u"advance"_s, m_battle}).exit, 0);
    o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"text"_s].toString(), u"British: 3 AP left, 2 units not yet activated"_s);
    QCOMPARE(ok({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                 u"{\"firer\":\"Royal Scots\",\"target\":\"U.S. Artillery\"}"_s, u"--dice"_s, u"6,3,2"_s,
                 u"--apply"_s})
                 .exit,
             0);
    QCOMPARE(unit(u"U.S. Artillery"_s)[u"strength"_s].toInt(), 1);
    QCOMPARE(counter(u"British"_s, u"AP"_s), 2);
    QCOMPARE(owed().at(0)[u"text"_s].toString(), u"British: 2 AP left, 1 unit not yet activated"_s);
    QCOMPARE(ok({u"undo"_s, m_battle}).exit, 0);
    QCOMPARE(unit(u"U.S. Artillery"_s)[u"strength"_s].toInt(), 2);
    QCOMPARE(counter(u"British"_s, u"AP"_s), 3);
}

void TestFhgCliTurn::nextTurn()
{
    // The log: the turn's actions in order, the retreat among them with its rule.
    const QJsonObject log = ok({u"log"_s, m_battle, u"--json"_s}).json();
    QStringList kinds;
    for (const auto &e : log.value(u"events"_s).toArray())
        kinds << e[u"kind"_s].toString();
    QVERIFY2(kinds.join(u' ').contains(u"resolve.random-ap phase.advance resolve.fire resolve.close-combat "
                                       u"resolve.retreat phase.advance resolve.random-ap phase.advance"_s),
             qPrintable(kinds.join(u' ')));

    // Steps 5 and 6: check victory, and turn 2 begins with the American's AP again.
    QCOMPARE(ok({u"advance"_s, m_battle, u"--to"_s, u"ap-a"_s}).exit, 0);
    const QJsonObject show = cli({u"show"_s, m_battle, u"--json"_s}).json();
    QCOMPARE(show[u"turn"_s].toInt(), 2);
    const QJsonArray o = owed();
    QCOMPARE(o.size(), 1);
    QCOMPARE(o.at(0)[u"action"_s].toString(), u"random-ap"_s);
}

QTEST_GUILESS_MAIN(TestFhgCliTurn)
#include "tst_fhgcliturn.moc"
