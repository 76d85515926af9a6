// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// For Honor and Glory 6.2.5's worked example through adjutant-cli move: "an infantry unit
// starting a turn with a leader could move through 1 hex of clear terrain and then 1 hex of
// forest at the expenditure of 2 AP. However, if the first hex entered was forest, the unit
// could not move a second hex". Each row on a battle of its own.
#include "support/clirun.h"
#include "support/datarows.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// A regular infantry unit (1 hex a move, 6.2.1) with its leader, 9 AP for the side.
const char kScenario[] = R"({"name": "6.2.5", "ruleset": "fhg-land", "sides": [
  {"name": "American", "counters": {"command-AP": 3, "AP": 9}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0304"}],
   "leaders": [{"name": "Scott", "unit": "13th"}]},
  {"name": "British", "units": [{"name": "41st", "type": "regular", "strength": 3, "position": "0808"}]}]})";
} // namespace

class TestCliMoveExample : public QObject
{
    Q_OBJECT

private slots:
    void example_data();
    void example();

private:
    QTemporaryDir m_dir;
    int m_run = 0;
};

struct ExampleRow
{
    QString forest;
    QStringList args;
    int exit;
    QString text;
    QString endsAt;
    int apLeft;
};

void TestCliMoveExample::example_data()
{
    addRows<ExampleRow>({
        {"6.2.5 clear, then forest, for 2 AP",
         {u"0306"_s, QStringList{u"--path"_s, u"0305 0306"_s, u"--leader-bonus"_s}, 0,
          u"13th moves 2 hexes, 0304 to 0306: 2 AP (6.2.5)"_s, u"0306"_s, 7}},
        {"6.2.5 the same to a destination, the path found",
         {u"0306"_s, QStringList{u"--to"_s, u"0306"_s, u"--leader-bonus"_s}, 0,
          u"13th moves 2 hexes, 0304 to 0306: 2 AP (6.2.5)"_s, u"0306"_s, 7}},
        {"6.2.5 the forest stops the unit (2.3.5)",
         {u"0306"_s, QStringList{u"--path"_s, u"0305 0306"_s, u"--leader-bonus"_s}, 0,
          u"0306 forest: hex 2 of 2, stop (2.3.5)"_s, u"0306"_s, 7}},
        {"6.2.5 forest first: no second hex",
         {u"0305"_s, QStringList{u"--path"_s, u"0305 0306"_s, u"--leader-bonus"_s}, 1,
          u"the move ends in 0305 (forest, 2.3.5): it cannot go on to 0306"_s, u"0304"_s, 9}},
        {"6.2.1 without the leader's extra hex, one hex only",
         {u"0306"_s, QStringList{u"--path"_s, u"0305 0306"_s}, 1,
          u"0306 would be hex 2 of the move: 13th may move no more than 1 (7.1)"_s, u"0304"_s, 9}},
    });
}

void TestCliMoveExample::example()
{
    const auto [forest, args, exit, text, endsAt, apLeft] = fetchRow<ExampleRow>();
    const QString battle = battleFrom(m_dir.path(), u"example%1"_s.arg(++m_run), kScenario, u"actions-a"_s);
    QVERIFY(!battle.isEmpty());
    const CliRun board =
        cli({u"board"_s, battle, u"--size"_s, u"10x10"_s, u"--terrain"_s, forest + u"=forest"_s});
    QVERIFY2(board.exit == 0, qPrintable(board.err));
    const QByteArray before = digest(battle);
    const CliRun r = cli(QStringList{u"move"_s, battle, u"--unit"_s, u"13th"_s} + args);
    QCOMPARE(r.exit, exit);
    QVERIFY2((exit == 0 ? r.out : r.err).contains(text), qPrintable(r.out + r.err));
    if (exit != 0)
        QCOMPARE(digest(battle), before);
    const QJsonObject state = cli({u"show"_s, battle, u"--json"_s}).json();
    QCOMPARE(unitNamed(state, u"13th"_s).value(u"position"_s).toString(), endsAt);
    const QJsonObject american = state.value(u"sides"_s).toArray().at(0).toObject();
    QCOMPARE(american.value(u"counters"_s).toObject().value(u"AP"_s).toInt(), apLeft);
    // Scott goes with the unit (6.2.6).
    QCOMPARE(american.value(u"leaders"_s).toArray().at(0).toObject().value(u"unit"_s).toString(), u"13th"_s);
}

QTEST_GUILESS_MAIN(TestCliMoveExample)
#include "tst_climoveexample.moc"
