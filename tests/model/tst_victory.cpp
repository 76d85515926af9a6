// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory conditions and the end of a battle (model/victory.h) and a campaign's standing
// (model/campaign/): every refusal names what is wrong and builds nothing; the end is one edit that
// reverts; a rule set without a campaign rule of its own totals its measure (Glory) battle by battle.
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaign/campaignstanding.h"
#include "edits.h"
#include "labels.h"
#include "scenario.h"
#include "support/datarows.h"
#include "support/demobattlefile.h"
#include "victory.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestVictory : public QObject
{
    Q_OBJECT

private slots:
    void measureIsTheRuleSetsStanding();
    void endRefusals_data();
    void endRefusals();
    void endReverts();
    void endCitesItsRule_data();
    void endCitesItsRule();
    void scenarioVictoryRefused_data();
    void scenarioVictoryRefused();
    void sideConditionsWrittenAsRead();
    void timeUpAtTheLastTurnsCheck_data();
    void timeUpAtTheLastTurnsCheck();
    void timeWinGivenByTheConditions();
    void timeWinRefusals_data();
    void timeWinRefusals();
    void shortVictoryAsksFirst_data();
    void shortVictoryAsksFirst();
    void olderEndsReadByTheRules_data();
    void olderEndsReadByTheRules();
    void conditionsSideBySide();
    void gloryTotalledBattleByBattle();

private:
    std::unique_ptr<BattleDocument> battle(const QString &name, const QByteArray &scenario);
    QTemporaryDir m_dir;
};

std::unique_ptr<BattleDocument> TestVictory::battle(const QString &name, const QByteArray &scenario)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!testing::writeScenarioBattle(scenario, path, &error, name)) {
        qWarning() << error;
        return nullptr;
    }
    return BattleDocument::open(path, &error);
}

void TestVictory::measureIsTheRuleSetsStanding()
{
    QCOMPARE(Victory::measure(*Profiles::find(u"fhg-land"_s)), u"VP"_s);
    QCOMPARE(Victory::measure(*Profiles::find(u"honour-glory"_s)), u"Glory"_s);
    QCOMPARE(Victory::measure(*Profiles::find(u"wfa-naval"_s)), u"VP"_s);
}

struct EndRefusalsRow
{
    QString ending;
    QString winner;
    QString message;
};

void TestVictory::endRefusals_data()
{
    testing::addRows<EndRefusalsRow>({
        {"unknown ending",
         {u"surrender"_s, u"Red"_s, u"ending: \"surrender\" is not victory, time or referee"_s}},
        {"unknown side", {u"victory"_s, u"Green"_s, u"winner: there is no side called \"Green\""_s}},
        {"victory without a winner", {u"victory"_s, QString(), u"needs the side that won (--winner)"_s}},
    });
}

void TestVictory::endRefusals()
{
    const auto [ending, winner, message] = testing::fetchRow<EndRefusalsRow>();
    auto doc =
        battle(u"refusals-%1.adjutant"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'),
               R"({"name": "R", "ruleset": "fhg-land", "sides": [{"name": "Red"}, {"name": "Blue"}]})");
    QVERIFY(doc);
    QString error;
    const Edit e = Victory::endBattle(doc->state(), doc->profile(), ending, winner, &error);
    QVERIFY(e.isEmpty());
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!Victory::end(doc->state()).isEnded());
}

void TestVictory::endReverts()
{
    auto doc = battle(u"revert.adjutant"_s, R"({"name": "R", "ruleset": "fhg-land", "victory": {"vpToWin": 3},
        "sides": [{"name": "Red", "counters": {"VP": 3}}, {"name": "Blue", "counters": {"VP": 1}}]})");
    QVERIFY(doc);
    QCOMPARE(Victory::status(doc->state(), doc->profile()).reached, QStringList{u"Red"_s});
    const BattleState before = doc->state();
    QString error;
    const Edit e = Victory::endBattle(doc->state(), doc->profile(), u"victory"_s, u"Red"_s, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    // The log names the end and the conditions in words (its kind filter lists both).
    QCOMPARE(Labels::eventKind(e.kind), u"battle ended"_s);
    QVERIFY(Labels::eventKinds().contains(u"victory.set"_s));
    QCOMPARE(Labels::eventKind(u"victory.set"_s), u"victory conditions"_s);
    const qint64 seq = doc->commit(e, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    const Victory::End end = Victory::end(doc->state());
    QCOMPARE(end.winner, u"Red"_s);
    QCOMPARE(end.earned.value(u"Blue"_s), 1);
    // Ending twice is refused; the revert (undo) is logged and leaves the battle as before the end.
    QVERIFY(Victory::endBattle(doc->state(), doc->profile(), u"referee"_s, {}, &error).isEmpty());
    QVERIFY2(error.contains(u"already ended on turn 1"_s), qPrintable(error));
    QVERIFY2(doc->revert(e, seq, &error) > seq, qPrintable(error));
    QVERIFY(!Victory::end(doc->state()).isEnded());
    QCOMPARE(doc->state().trackers, before.trackers);
}

struct EndCitesItsRuleRow
{
    QString ruleset;
    int turnLimit;
    QString phase;
    QString ending;
    QString winner;
    QString text;
    QString rule;
};

void TestVictory::endCitesItsRule_data()
{
    // The end's trace names why the battle ended and the rule behind it: a scenario's victory
    // conditions (10) and its time constraints (10.C) in For Honor and Glory; the referee's own
    // call and a rule set whose text has no victory rule (One If By Land) cite none. The time is up
    // at the last turn's "Check victory" (5, step 5); a time called before that is the referee's.
    testing::addRows<EndCitesItsRuleRow>({
        {"VP reached",
         {u"fhg-land"_s, 0, QString(), u"victory"_s, u"Red"_s, u"Red reached the 3 VP needed to win"_s,
          u"10"_s}},
        {"victory short and behind, confirmed",
         {u"fhg-land"_s, 0, QString(), u"victory"_s, u"Blue"_s,
          u"Blue has 1 of the 3 VP it needs to win and is behind Red (3 VP); the referee confirmed the "
          "victory"_s,
          u"10"_s}},
        {"victory without a target",
         {u"fhg-land"_s, -1, QString(), u"victory"_s, u"Blue"_s,
          u"Blue won; the referee recorded the victory"_s, u"10"_s}},
        {"time ran out",
         {u"fhg-land"_s, 1, u"victory"_s, u"time"_s, u"Blue"_s,
          u"the time ran out (turn 1 of 1): Blue won on time"_s, u"10.C"_s}},
        {"time called in the last turn's actions",
         {u"fhg-land"_s, 1, u"actions-b"_s, u"time"_s, u"Blue"_s,
          u"the referee called time on turn 1, before the time was up (turn limit 1): the referee's call, "
          u"not "
          "a time win"_s,
          u"10.C"_s}},
        {"time called early",
         {u"fhg-land"_s, 8, u"victory"_s, u"time"_s, u"Blue"_s,
          u"the referee called time on turn 1, before the time was up (turn "
          u"limit 8): the referee's call, not "
          "a time win"_s,
          u"10.C"_s}},
        {"time without a limit",
         {u"fhg-land"_s, 0, QString(), u"time"_s, u"Blue"_s,
          u"the referee called time; the battle has no time constraint: the referee's call"_s, u"10.C"_s}},
        {"referee",
         {u"fhg-land"_s, 0, QString(), u"referee"_s, QString(), u"the referee ended the battle"_s,
          QString()}},
        {"no victory rule",
         {u"oneifbyland"_s, 0, QString(), u"victory"_s, u"Red"_s, u"Red reached the 3 VP needed to win"_s,
          QString()}},
    });
}

void TestVictory::endCitesItsRule()
{
    const auto [ruleset, turnLimit, phase, ending, winner, text, rule] =
        testing::fetchRow<EndCitesItsRuleRow>();
    // turnLimit -1: no victory conditions at all.
    const QByteArray scenario =
        u"{\"name\": \"C\", \"ruleset\": \"%1\", %3%2\"sides\": [{\"name\": \"Red\", \"counters\": {\"VP\": "
        u"3}}, {\"name\": \"Blue\", \"counters\": {\"VP\": 1}}]}"_s.arg(ruleset)
            .arg(turnLimit < 0 ? QString()
                               : u"\"victory\": {\"vpToWin\": 3, \"turnLimit\": %1}, "_s.arg(turnLimit))
            .arg(phase.isEmpty() ? QString() : u"\"phase\": \"%1\", "_s.arg(phase))
            .toUtf8();
    auto doc = battle(
        u"cites-%1.adjutant"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'), scenario);
    QVERIFY(doc);
    QString error;
    const bool confirmed = QByteArray(QTest::currentDataTag()).contains("confirmed");
    const Edit e = Victory::endBattle(doc->state(), doc->profile(), ending, winner, &error, confirmed);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QCOMPARE(e.trace.size(), 1);
    QCOMPARE(e.trace.first().toObject().value(u"text"_s).toString(), text);
    QCOMPARE(e.trace.first().toObject().value(u"rule"_s).toString(), rule);
}

struct ScenarioVictoryRefusedRow
{
    QByteArray victory;
    QString message;
};

void TestVictory::scenarioVictoryRefused_data()
{
    testing::addRows<ScenarioVictoryRefusedRow>({
        {"negative", {QByteArray(R"({"vpToWin": -1})"), u"victory.vpToWin: must be a whole number from 0"_s}},
        {"text", {QByteArray(R"({"turnLimit": "eight"})"), u"victory.turnLimit: must be a whole number"_s}},
        {"unknown key", {QByteArray(R"({"vpToLose": 3})"), u"victory.vpToLose: not a victory condition"_s}},
        {"not an object", {QByteArray("7"), u"victory: 7 is not an object"_s}},
        // Side by side (10.C): each side its own VP, one side at most bound by a turn.
        {"both forms",
         {QByteArray(R"({"vpToWin": 3, "sides": [{"side": "Red", "vpToWin": 3}]})"),
          u"victory: give either sides"_s}},
        {"no sides", {QByteArray(R"({"sides": []})"), u"victory.sides: a list of the sides'"_s}},
        {"a side without its VP",
         {QByteArray(R"({"sides": [{"side": "Red", "byTurn": 4}]})"),
          u"victory.sides[0].vpToWin: the VP Red must reach, a whole number from 1"_s}},
        {"a side without a name",
         {QByteArray(R"({"sides": [{"vpToWin": 4}]})"),
          u"victory.sides[0].side: the side's name is missing"_s}},
        {"an unknown key",
         {QByteArray(R"({"sides": [{"side": "Red", "vpToWin": 4, "by": 2}]})"),
          u"victory.sides[0].by: not a side's victory condition"_s}},
        {"a side twice",
         {QByteArray(R"({"sides": [{"side": "Red", "vpToWin": 4}, {"side": "Red", "vpToWin": 5}]})"),
          u"victory.sides[1].side: Red is named twice"_s}},
        {"two sides bound by a turn",
         {QByteArray(
              R"({"sides": [{"side": "Red", "vpToWin": 4, "byTurn": 6}, {"side": "Blue", "vpToWin": 2,
            "byTurn": 6}]})"),
          u"victory.sides[1].byTurn: Red is already bound by turn 6"_s}},
        {"a side the scenario has not",
         {QByteArray(R"({"sides": [{"side": "Green", "vpToWin": 4}]})"),
          u"there is no side called \"Green\" in this battle (its sides: Red)"_s}},
    });
}

void TestVictory::scenarioVictoryRefused()
{
    const auto [victory, message] = testing::fetchRow<ScenarioVictoryRefusedRow>();
    const QByteArray text =
        R"({"name": "V", "ruleset": "fhg-land", "sides": [{"name": "Red"}], "victory": )" + victory + "}";
    QJsonObject json;
    QString error;
    QVERIFY(Scenario::parse(text, u"v.json"_s, &json, &error));
    const QString path = m_dir.filePath(
        u"refused-%1.adjutant"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'));
    QVERIFY(!Scenario::createBattle(path, json, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

// A scenario's conditions side by side are kept as given and exported as read.
void TestVictory::sideConditionsWrittenAsRead()
{
    auto doc = battle(u"written.adjutant"_s, R"({"name": "W", "ruleset": "fhg-land",
        "victory": {"sides": [{"side": "American", "vpToWin": 8, "byTurn": 10}, {"side": "British", "vpToWin": 6}]},
        "sides": [{"name": "American"}, {"name": "British"}]})");
    QVERIFY(doc);
    const Victory::Conditions c = Victory::conditions(doc->state());
    QCOMPARE(c.sides.size(), 2);
    QCOMPARE(c.target(u"American"_s), 8);
    QCOMPARE(c.target(u"British"_s), 6);
    QCOMPARE(c.timeBound()->side, u"American"_s);
    QCOMPARE(c.lastTurn(), 10);
    QCOMPARE(Scenario::exportJson(doc->state()).value(u"victory"_s).toObject(), c.toJson());
    QCOMPARE(Victory::describe(doc->state(), doc->profile()),
             u"Victory conditions: American 8 VP by turn 10 (10.C), British 6 VP"_s);
}

struct TimeUpAtTheLastTurnsCheckRow
{
    int turn;
    QString phase;
    bool lastTurn;
    bool timeUp;
};

void TestVictory::timeUpAtTheLastTurnsCheck_data()
{
    // 10.C: American must have 5 VP by turn 3. Rule 5: a turn is A's AP and actions, B's AP and
    // actions, then "Check victory"; the time is up at turn 3's check, not before.
    testing::addRows<TimeUpAtTheLastTurnsCheckRow>({
        {"turn 2, check", {2, u"victory"_s, false, false}},
        {"turn 3, A's AP", {3, u"ap-a"_s, true, false}},
        {"turn 3, B's actions", {3, u"actions-b"_s, true, false}},
        {"turn 3, check", {3, u"victory"_s, false, true}},
        {"turn 4, A's AP", {4, u"ap-a"_s, false, true}},
    });
}

void TestVictory::timeUpAtTheLastTurnsCheck()
{
    const auto [turn, phase, lastTurn, timeUp] = testing::fetchRow<TimeUpAtTheLastTurnsCheckRow>();
    const QByteArray text =
        u"{\"name\": \"T\", \"ruleset\": \"fhg-land\", \"turn\": %1, \"phase\": \"%2\", "
        u"\"victory\": {\"sides\": [{\"side\": \"American\", \"vpToWin\": 5, \"byTurn\": 3}]}, "
        u"\"sides\": [{\"name\": \"American\", \"counters\": {\"VP\": 4}}, {\"name\": "
        u"\"British\", \"counters\": {\"VP\": 1}}]}"_s.arg(turn)
            .arg(phase)
            .toUtf8();
    auto doc = battle(u"up-%1-%2.adjutant"_s.arg(turn).arg(phase), text);
    QVERIFY(doc);
    const Victory::Status st = Victory::status(doc->state(), doc->profile());
    QCOMPARE(st.lastTurn, lastTurn);
    QCOMPARE(st.timeUp, timeUp);
    QCOMPARE(st.bound, u"American"_s);
    // 4 VP of the 5 needed: when the time is up American loses on time and British wins.
    QCOMPARE(st.timeLoser, timeUp ? u"American"_s : QString());
    QCOMPARE(st.timeWinner, timeUp ? u"British"_s : QString());
    QCOMPARE(st.met(), timeUp);
}

// The time win comes from the conditions: no winner typed, the side short of its VP loses on time,
// the other wins, and rule 12 will give it the VP the scenario needed (vpNeeded).
void TestVictory::timeWinGivenByTheConditions()
{
    auto doc = battle(u"timewin.adjutant"_s, R"({"name": "T", "ruleset": "fhg-land", "turn": 3,
        "phase": "victory", "victory": {"sides": [{"side": "American", "vpToWin": 5, "byTurn": 3}]},
        "sides": [{"name": "American", "counters": {"VP": 4}}, {"name": "British", "counters": {"VP": 1}}]})");
    QVERIFY(doc);
    QString error;
    const Edit e = Victory::endBattle(doc->state(), doc->profile(), u"time"_s, {}, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QCOMPARE(e.trace.first().toObject().value(u"text"_s).toString(),
             u"the time is up: American had to reach 5 VP by turn 3 and has 4; British wins on time"_s);
    QCOMPARE(e.trace.first().toObject().value(u"rule"_s).toString(), u"10.C"_s);
    QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
    const Victory::End end = Victory::end(doc->state());
    QCOMPARE(end.ending, u"time"_s);
    QCOMPARE(end.winner, u"British"_s);
    QCOMPARE(end.loser, u"American"_s);
    QCOMPARE(end.vpNeeded, 5);
    QCOMPARE(end.phase, u"victory"_s);
    // Ended, the conditions stay as they were: changing them asks for the end to be undone first.
    QVERIFY(Victory::setConditions(doc->state(), doc->profile(), {3, 0, {}}, &error).isEmpty());
    QVERIFY2(error.contains(u"undo its end"_s), qPrintable(error));
}

struct TimeWinRefusalsRow
{
    int americanVp;
    QString winner;
    QString message;
};

void TestVictory::timeWinRefusals_data()
{
    testing::addRows<TimeWinRefusalsRow>({
        {"the side that fell short",
         {4, u"American"_s,
          u"winner: American had to reach 5 VP by turn 3 and has 4: it loses on time and British wins (10.C)"_s}},
        {"the bound side reached its VP",
         {5, QString(), u"ending: American reached the 5 VP it needed by turn 3: that is its victory"_s}},
    });
}

void TestVictory::timeWinRefusals()
{
    const auto [americanVp, winner, message] = testing::fetchRow<TimeWinRefusalsRow>();
    const QByteArray text =
        u"{\"name\": \"R\", \"ruleset\": \"fhg-land\", \"turn\": 3, \"phase\": \"victory\", "
        u"\"victory\": {\"sides\": [{\"side\": \"American\", \"vpToWin\": 5, \"byTurn\": 3}]}, "
        u"\"sides\": [{\"name\": \"American\", \"counters\": {\"VP\": %1}}, {\"name\": "
        u"\"British\"}]}"_s.arg(americanVp)
            .toUtf8();
    auto doc = battle(u"timerefused-%1.adjutant"_s.arg(americanVp), text);
    QVERIFY(doc);
    QString error;
    QVERIFY(Victory::endBattle(doc->state(), doc->profile(), u"time"_s, winner, &error).isEmpty());
    QVERIFY2(error.contains(message), qPrintable(error));
}

struct ShortVictoryAsksFirstRow
{
    int american;
    int british;
    int turn;
    QString winner;
    QString shortfall;
};

void TestVictory::shortVictoryAsksFirst_data()
{
    // American needs 5 VP (British 4); a victory for a side short of its VP and behind on VP, or out
    // of time, asks first; short but ahead, or at its VP, does not.
    testing::addRows<ShortVictoryAsksFirstRow>({
        {"short and behind",
         {3, 4, 1, u"American"_s,
          u"American has 3 of the 5 VP it needs to win and is behind British (4 VP)"_s}},
        {"short and level", {3, 3, 1, u"American"_s, QString()}},
        {"short and ahead", {3, 2, 1, u"American"_s, QString()}},
        {"reached", {5, 6, 1, u"American"_s, QString()}},
        {"out of time",
         {3, 2, 9, u"American"_s, u"American had to reach 5 VP by turn 8 and has 3: it loses on time"_s}},
        {"the other side short and behind",
         {4, 2, 1, u"British"_s,
          u"British has 2 of the 4 VP it needs to win and is behind American (4 VP)"_s}},
    });
}

void TestVictory::shortVictoryAsksFirst()
{
    const auto [american, british, turn, winner, shortfall] = testing::fetchRow<ShortVictoryAsksFirstRow>();
    const QByteArray text =
        u"{\"name\": \"S\", \"ruleset\": \"fhg-land\", \"turn\": %3, \"victory\": {\"sides\": [{\"side\": "
        u"\"American\", \"vpToWin\": 5, \"byTurn\": 8}, {\"side\": \"British\", \"vpToWin\": 4}]}, "
        u"\"sides\": "
        u"[{\"name\": \"American\", \"counters\": {\"VP\": %1}}, {\"name\": \"British\", \"counters\": "
        u"{\"VP\": "
        u"%2}}]}"_s.arg(american)
            .arg(british)
            .arg(turn)
            .toUtf8();
    auto doc = battle(
        u"short-%1.adjutant"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'), text);
    QVERIFY(doc);
    QCOMPARE(Victory::shortfall(doc->state(), doc->profile(), winner), shortfall);
    QString error;
    const Edit asked = Victory::endBattle(doc->state(), doc->profile(), u"victory"_s, winner, &error);
    QCOMPARE(asked.isEmpty(), !shortfall.isEmpty());
    if (shortfall.isEmpty())
        return;
    QVERIFY2(error.contains(shortfall), qPrintable(error));
    const Edit confirmed =
        Victory::endBattle(doc->state(), doc->profile(), u"victory"_s, winner, &error, true);
    QVERIFY2(!confirmed.isEmpty(), qPrintable(error));
    QVERIFY2(doc->commit(confirmed, &error) > 0, qPrintable(error));
    QVERIFY(Victory::end(doc->state()).confirmed);
    QCOMPARE(Victory::end(doc->state()).ending, u"victory"_s);
}

struct OlderEndsReadByTheRulesRow
{
    int turn;
    int turnLimit;
    QString ending;
    int vpNeeded;
};

void TestVictory::olderEndsReadByTheRules_data()
{
    // An end written before the time win was the conditions' ({ending: time} without vpNeeded): at
    // or after the turn limit it is the time win, with the older form's VP to win; before it, or
    // with no limit, it was the referee's call.
    testing::addRows<OlderEndsReadByTheRulesRow>({
        {"turn 1 of 5", {1, 5, u"referee"_s, 0}},
        {"no turn limit", {3, 0, u"referee"_s, 0}},
        {"turn 5 of 5", {5, 5, u"time"_s, 8}},
    });
}

void TestVictory::olderEndsReadByTheRules()
{
    const auto [turn, turnLimit, ending, vpNeeded] = testing::fetchRow<OlderEndsReadByTheRulesRow>();
    const QByteArray text =
        u"{\"name\": \"O\", \"ruleset\": \"fhg-land\", \"victory\": {\"vpToWin\": 8, "
        u"\"turnLimit\": %1}, \"sides\": [{\"name\": \"American\"}, {\"name\": \"British\"}]}"_s
            .arg(turnLimit)
            .toUtf8();
    auto doc = battle(u"older-%1-%2.adjutant"_s.arg(turn).arg(turnLimit), text);
    QVERIFY(doc);
    // The end as issue 19 wrote it.
    const QJsonObject value{{u"ending"_s, u"time"_s},
                            {u"winner"_s, u"British"_s},
                            {u"turn"_s, turn},
                            {u"earned"_s, QJsonObject{{u"American"_s, 4}, {u"British"_s, 2}}}};
    const Tracker t{doc->state().nextId(Table::Trackers), u"battle.end"_s, value, {}, turn};
    Edit e;
    e.kind = u"battle.end"_s;
    e.summary = u"ended"_s;
    e.changes << RowChange{Table::Trackers, t.id, {}, t.toRow()};
    QString error;
    QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
    const Victory::End end = Victory::end(doc->state());
    QCOMPARE(end.ending, ending);
    QCOMPARE(end.called, ending == u"referee"_s ? u"time"_s : QString());
    QCOMPARE(end.winner, u"British"_s);
    QCOMPARE(end.vpNeeded, vpNeeded);
}

// The older form turned side by side: `victory --side American` binds its turn limit to American.
void TestVictory::conditionsSideBySide()
{
    auto doc = battle(u"sidebyside.adjutant"_s, R"({"name": "S", "ruleset": "fhg-land",
        "victory": {"vpToWin": 8, "turnLimit": 10}, "sides": [{"name": "American"}, {"name": "British"}]})");
    QVERIFY(doc);
    const Victory::Conditions old = Victory::conditions(doc->state());
    QVERIFY(!old.timeBound()); // who wins on time is not said
    Victory::Conditions c;
    QString error;
    QVERIFY2(Victory::withSide(doc->state(), old, {u"American"_s, 0, 0}, false, false, &c, &error),
             qPrintable(error));
    QCOMPARE(c.sides, (QList<Victory::Target>{{u"American"_s, 8, 10}, {u"British"_s, 8, 0}}));
    // British's own VP changed; then its time constraint refused while American has one.
    QVERIFY(Victory::withSide(doc->state(), c, {u"British"_s, 6, 0}, true, false, &c, &error));
    QCOMPARE(c.target(u"British"_s), 6);
    Victory::Conditions refused;
    QVERIFY(!Victory::withSide(doc->state(), c, {u"British"_s, 0, 9}, false, true, &refused, &error));
    QVERIFY2(error.contains(u"American is already bound by turn 10"_s), qPrintable(error));
    // A side that is not in the battle is refused by the edit; the battle keeps its conditions.
    QVERIFY(Victory::withSide(doc->state(), c, {u"Canadian"_s, 2, 0}, true, false, &refused, &error));
    QVERIFY(Victory::setConditions(doc->state(), doc->profile(), refused, &error).isEmpty());
    QVERIFY2(error.contains(u"no side called \"Canadian\""_s), qPrintable(error));
    const Edit e = Victory::setConditions(doc->state(), doc->profile(), c, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QCOMPARE(e.trace.size(), 2);
    QCOMPARE(e.trace.at(1).toObject().value(u"rule"_s).toString(), u"10.C"_s);
    QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
    QCOMPARE(Victory::conditions(doc->state()), c);
}

void TestVictory::gloryTotalledBattleByBattle()
{
    for (const auto &[name, one, many] : {std::tuple{u"day1"_s, 3, 5}, std::tuple{u"day2"_s, 4, 1}}) {
        const QByteArray text =
            QJsonDocument(
                QJsonObject{
                    {u"name"_s, name},
                    {u"ruleset"_s, u"honour-glory"_s},
                    {u"sides"_s, QJsonArray{QJsonObject{{u"name"_s, u"Vorgath"_s},
                                                        {u"counters"_s, QJsonObject{{u"Glory"_s, one}}}},
                                            QJsonObject{{u"name"_s, u"Aelric"_s},
                                                        {u"counters"_s, QJsonObject{{u"Glory"_s, many}}}}}}})
                .toJson();
        QVERIFY(battle(name + u".adjutant"_s, text));
    }
    Campaign c;
    c.name = u"Ladder"_s;
    c.ruleset = u"honour-glory"_s;
    const QString path = m_dir.filePath(u"ladder.adjcampaign"_s);
    QString error;
    QVERIFY2(c.addBattle(path, m_dir.filePath(u"day1.adjutant"_s), {}, &error), qPrintable(error));
    QVERIFY2(c.addBattle(path, m_dir.filePath(u"day2.adjutant"_s), {}, &error), qPrintable(error));
    QCOMPARE(c.rule(), u"total"_s);
    const CampaignSummary s = CampaignStanding::build(c, path);
    QCOMPARE(s.measure, u"Glory"_s);
    QCOMPARE(s.battles.at(0).state, u"in-progress"_s);
    // Vorgath 3 + 4 = 7, Aelric 5 + 1 = 6.
    QCOMPARE(s.totals.value(u"Vorgath"_s), 7);
    QCOMPARE(s.totals.value(u"Aelric"_s), 6);
    QCOMPARE(s.leader, u"Vorgath"_s);
}

QTEST_GUILESS_MAIN(TestVictory)
#include "tst_victory.moc"
