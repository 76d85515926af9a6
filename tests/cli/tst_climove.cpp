// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli move: a unit or a leader alone moved on the battle's board with the rules'
// checks and trace, committed and logged as one action; a refused move exits 1 naming the
// rule and leaves the battle file byte for byte as it was. And resolve --action move, which
// tells the move's AP and legality without applying it.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"
#include "support/datarows.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// Board 8 x 8 (odd-q), 0306 forest, 0503 swamp. Guns is already activated (6.1.4). The tests
// run in order on the one battle: the 13th moves to 0306, the Dragoons to 0205, Winder alone
// to 0402 before the refusals.
const char kScenario[] = R"({"name": "Move test", "ruleset": "fhg-land", "sides": [
  {"name": "American", "counters": {"command-AP": 3, "AP": 9}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0304"},
    {"name": "Rifles", "type": "light", "strength": 3, "position": "0404"},
    {"name": "Dragoons", "type": "dragoon", "strength": 2, "position": "0204"},
    {"name": "Guns", "type": "artillery", "strength": 2, "position": "0604"},
    {"name": "Militia", "type": "militia", "strength": 2, "position": "0504"}],
   "leaders": [{"name": "Scott", "unit": "13th"}, {"name": "Winder", "unit": "Rifles"}]},
  {"name": "British", "counters": {"command-AP": 3, "AP": 0}, "units": [
    {"name": "41st", "type": "regular", "strength": 3, "position": "0207"}]}]})";
} // namespace

class TestCliMove : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void resolveTellsWithoutApplying();
    void movedWithTheLeaderBonus();
    void movedAsText();
    void leaderAlone();
    void refused_data();
    void refused();

private:
    QTemporaryDir m_dir;
    QString m_battle;
};

void TestCliMove::initTestCase()
{
    // 5: the American (player A) moves in his actions, after his AP (the counter holds 9).
    m_battle = battleFrom(m_dir.path(), u"m"_s, kScenario, u"actions-a"_s);
    QVERIFY(!m_battle.isEmpty());
    const CliRun board = cli({u"board"_s, m_battle, u"--size"_s, u"8x8"_s, u"--terrain"_s, u"0306=forest"_s,
                              u"--terrain"_s, u"0503=swamp"_s});
    QVERIFY2(board.exit == 0, qPrintable(board.err));
    const CliRun mark = cli({u"mark"_s, m_battle, u"--unit"_s, u"Guns"_s, u"--place"_s, u"activated"_s});
    QVERIFY2(mark.exit == 0, qPrintable(mark.err));
}

void TestCliMove::resolveTellsWithoutApplying()
{
    const QByteArray before = digest(m_battle);
    const CliRun r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"move"_s, u"--input"_s,
                          uR"({"unit": "Dragoons", "to": "0206"})"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject res = r.json().value(u"resolution"_s).toObject();
    QCOMPARE(res.value(u"outcomeKey"_s).toString(), u"hexes=2 ap=1"_s);
    QVERIFY(!r.json().contains(u"applied"_s));
    QCOMPARE(digest(m_battle), before);
    // Illegal: said so, with the rule, and nothing written.
    const CliRun bad = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"move"_s, u"--input"_s,
                            uR"({"unit": "Dragoons", "path": "0205 0206 0207"})"_s});
    QCOMPARE(bad.exit, 1);
    QVERIFY2(bad.err.contains(u"enemy units (41st) block the move (7.2)"_s), qPrintable(bad.err));
    QCOMPARE(digest(m_battle), before);
}

void TestCliMove::movedWithTheLeaderBonus()
{
    // 6.2.5: the 13th and Scott, clear then forest for 2 AP (the rule text's example).
    const QByteArray start = digest(m_battle);
    const CliRun r = cli({u"move"_s, u"--battle"_s, m_battle, u"--unit"_s, u"13th"_s, u"--path"_s,
                          u"0305 0306"_s, u"--leader-bonus"_s, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject applied = r.json().value(u"applied"_s).toObject();
    QVERIFY(applied.value(u"event"_s).toInteger() > 0);
    QVERIFY(digest(m_battle) != start); // committed to the file
    QCOMPARE(applied.value(u"summary"_s).toString(), u"Move: 13th moves 2 hexes, 0304 to 0306: 2 AP"_s);
    QStringList trace;
    for (const QJsonValue &l : r.json().value(u"resolution"_s).toObject().value(u"trace"_s).toArray())
        trace << l.toObject().value(u"text"_s).toString() + u" ("_s +
                     l.toObject().value(u"rule"_s).toString() + u')';
    QVERIFY2(trace.contains(u"0306 forest: hex 2 of 2, stop (2.3.5)"_s), qPrintable(trace.join(u'\n')));
    const QJsonObject battle = cli({u"show"_s, m_battle, u"--json"_s}).json();
    QCOMPARE(unitNamed(battle, u"13th"_s).value(u"position"_s).toString(), u"0306"_s);
    QCOMPARE(leaderNamed(battle, u"Scott"_s).value(u"unit"_s).toString(), u"13th"_s);
    const CliRun log = cli({u"log"_s, m_battle});
    QVERIFY2(log.out.contains(u"Move: 13th moves 2 hexes, 0304 to 0306: 2 AP"_s), qPrintable(log.out));
    // 7.1.1: once a turn, and the file is not touched by the refusal.
    QCOMPARE(refusedUnchanged(m_battle, {u"move"_s, m_battle, u"--unit"_s, u"13th"_s, u"--to"_s, u"0307"_s},
                              1, u"(6.2.1, 7.1.1)"_s),
             QString());
}

void TestCliMove::movedAsText()
{
    const CliRun r = cli({u"move"_s, m_battle, u"--unit"_s, u"Dragoons"_s, u"--to"_s, u"0205"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"0205 clear: hex 1 of 1 (7.1)\n"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"dragoons may still fire this turn for 1 more AP (6.2.3)"_s), qPrintable(r.out));
    QVERIFY2(r.out.trimmed().endsWith(u"Dragoons moves 1 hex, 0204 to 0205: 1 AP (6.2.1)"_s),
             qPrintable(r.out));
}

void TestCliMove::leaderAlone()
{
    // 9.1: Winder leaves the Rifles and moves alone, named by --unit.
    const CliRun r = cli({u"move"_s, m_battle, u"--unit"_s, u"Winder"_s, u"--path"_s, u"0403 0402"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Winder moves 2 hexes, 0404 to 0402: 1 AP (9.1)"_s), qPrintable(r.out));
    const QJsonObject battle = cli({u"show"_s, m_battle, u"--json"_s}).json();
    QVERIFY(!leaderNamed(battle, u"Winder"_s).contains(u"unit"_s));
    QCOMPARE(refusedUnchanged(m_battle, {u"move"_s, m_battle, u"--unit"_s, u"Winder"_s, u"--to"_s, u"0401"_s},
                              1, u"Winder has already moved this turn (7.1.1)"_s),
             QString());
}

void TestCliMove::refused_data()
{
    addRows<RefusedCommand>({
        {"7.1 a hex off the board",
         {u"--unit Rifles --to 0909"_s, 1, u"input \"to\": 0909 is off the 8 x 8 board (7.1)"_s}},
        {"7.1 a malformed hex", {u"--unit Rifles --path 04x5"_s, 1, u"\"04x5\" is not a hex label"_s}},
        {"a unit that is not there", {u"--unit 54th --to 0405"_s, 1, u"there is no unit called \"54th\""_s}},
        {"6.2.7 through a full hex",
         {u"--unit Rifles --path \"0504 0604\""_s, 1,
          u"0504: no more than 1 infantry-type or dragoon unit per hex: Militia, Rifles (4.3); "
          u"a move may not pass through a full hex (6.2.7, 7.2)"_s}},
        {"2.3.2 an impassable hex",
         {u"--unit Rifles --path \"0403 0503\""_s, 1, u"0503 swamp: impassable (2.3.2)"_s}},
        {"6.1.4 a unit already activated",
         {u"--unit Guns --to 0605"_s, 1, u"Guns has already been activated this turn (6.1.4)"_s}},
        {"5 the other side's unit in player A's actions",
         {u"--unit 41st --to 0208"_s, 1,
          u"41st is British's: in Player A: actions only American acts (5)"_s}},
        {"6.2.5 the extra hex needs a leader with the unit",
         {u"--unit Rifles --to 0405 --leader-bonus"_s, 1,
          u"needs a leader who began the turn with the unit (6.2.5)"_s}},
        {"usage: no destination", {u"--unit Rifles"_s, 2, u"--to HEX"_s}},
        {"usage: no unit", {u"--to 0405"_s, 2, u"--unit NAME"_s}},
    });
}

void TestCliMove::refused()
{
    const QJsonObject state = cli({u"show"_s, m_battle, u"--json"_s}).json();
    QCOMPARE(refusedUnchanged(m_battle, {u"move"_s, u"--battle"_s, m_battle}, fetchRow<RefusedCommand>()),
             QString());
    QCOMPARE(cli({u"show"_s, m_battle, u"--json"_s}).json(), state);
}

QTEST_GUILESS_MAIN(TestCliMove)
#include "tst_climove.moc"
