// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory by the rules from the command line (issue 29): For Honor and Glory's 10.C side by side
// (which side must reach how many VP by which turn; the other wins on time when it does not), the
// time win given by the conditions at the last turn's check of victory (5, step 5) and never
// confused with the referee's call, a victory for a side short of its VP and behind asking first
// (--confirm), and whole turns played through adjutant-cli with the values worked out by hand.
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// A picket line: American must take 1 VP by turn 1 (10.C); the British pickets (1 MP) stand next to
// the 13th (4 MP regulars) on an 8x8 board of clear terrain. Play starts in player A's actions.
const char kPickets[] = R"({"name": "Pickets", "ruleset": "fhg-land", "phase": "actions-a",
  "board": {"width": 8, "height": 8},
  "victory": {"sides": [{"side": "American", "vpToWin": 1, "byTurn": 1}]}, "sides": [
  {"name": "American", "counters": {"command-AP": 3, "AP": 2}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0305"}]},
  {"name": "British", "counters": {"command-AP": 3}, "units": [
    {"name": "Pickets", "type": "regular", "strength": 1, "position": "0304"}]}]})";

QJsonObject victoryOf(const QString &battle)
{
    return cli({u"show"_s, battle, u"--json"_s}).json().value(u"victory"_s).toObject();
}

QJsonObject lastEvent(const QString &battle)
{
    return cli({u"log"_s, battle, u"--json"_s}).json().value(u"events"_s).toArray().last().toObject();
}
} // namespace

class TestCliVictory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sideConditionsFromTheCommandLine();
    void wonByTheConditionsInAWholeTurn();
    void lostOnTimeInAWholeTurn();
    void timeCalledEarlyIsTheReferees();
    void shortVictoryAsksFirst();

private:
    QString copy(const QString &name) const;
    QTemporaryDir m_dir;
    QString m_pickets;
};

void TestCliVictory::initTestCase()
{
    m_pickets = battleFrom(m_dir.path(), u"pickets"_s, kPickets);
    QVERIFY(!m_pickets.isEmpty());
}

QString TestCliVictory::copy(const QString &name) const
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    return QFile::copy(m_pickets, path) ? path : QString();
}

void TestCliVictory::sideConditionsFromTheCommandLine()
{
    const QString b = m_dir.filePath(u"sides.adjutant"_s);
    // A new battle without sides yet keeps the conditions by the side's name.
    const CliRun made = cli({u"new"_s, b, u"--ruleset"_s, u"fhg-land"_s, u"--side"_s, u"American"_s,
                             u"--vp-to-win"_s, u"5"_s, u"--turn-limit"_s, u"8"_s, u"--json"_s});
    QVERIFY2(made.exit == 0, qPrintable(made.out));
    for (const QString &side : {u"American"_s, u"British"_s})
        QCOMPARE(cli({u"add-side"_s, b, u"--name"_s, side}).exit, 0);
    QJsonObject v = victoryOf(b);
    QCOMPARE(v.value(u"bound"_s).toString(), u"American"_s);
    QCOMPARE(v.value(u"turnLimit"_s).toInt(), 8);
    QCOMPARE(v.value(u"sides"_s).toArray().at(0).toObject().value(u"vpToWin"_s).toInt(), 5);
    // British's own VP to win; a second time constraint refused while American has one; the file as it was.
    QCOMPARE(cli({u"victory"_s, b, u"--side"_s, u"British"_s, u"--vp-to-win"_s, u"4"_s}).exit, 0);
    QVERIFY(cli({u"victory"_s, b}).out.contains(u"American 5 VP by turn 8 (10.C), British 4 VP"_s));
    const QByteArray before = digest(b);
    const CliRun second =
        cli({u"victory"_s, b, u"--side"_s, u"British"_s, u"--turn-limit"_s, u"6"_s, u"--json"_s});
    QCOMPARE(second.exit, 1);
    QVERIFY2(
        second.json()[u"error"_s][u"message"_s].toString().contains(u"American is already bound by turn 8"_s),
        qPrintable(second.out));
    const CliRun unknown = cli({u"victory"_s, b, u"--side"_s, u"Canadian"_s, u"--vp-to-win"_s, u"2"_s});
    QCOMPARE(unknown.exit, 1);
    QVERIFY2(
        unknown.err.contains(u"no side called \"Canadian\" in this battle (its sides: American, British)"_s),
        qPrintable(unknown.err));
    const CliRun oneForAll = cli({u"victory"_s, b, u"--vp-to-win"_s, u"3"_s});
    QCOMPARE(oneForAll.exit, 1);
    QVERIFY2(oneForAll.err.contains(u"set side by side"_s), qPrintable(oneForAll.err));
    QCOMPARE(digest(b), before);
    // A new battle whose conditions are refused leaves no file behind.
    const QString refused = m_dir.filePath(u"refused.adjutant"_s);
    QCOMPARE(cli({u"new"_s, refused, u"--scenario"_s, m_dir.filePath(u"pickets.json"_s), u"--side"_s,
                  u"Canadian"_s, u"--vp-to-win"_s, u"2"_s})
                 .exit,
             1);
    QVERIFY(!QFile::exists(refused));
}

void TestCliVictory::wonByTheConditionsInAWholeTurn()
{
    const QString b = copy(u"won"_s);
    QVERIFY(!b.isEmpty());
    QJsonObject v = victoryOf(b);
    QCOMPARE(v.value(u"lastTurn"_s).toBool(), true); // turn 1 of 1, its check of victory to come
    QCOMPARE(v.value(u"met"_s).toBool(), false);
    // 13th at 0305 fires at the Pickets at 0304, 1 hex, clear: regulars hit on 5-6 (8.1.1, chart):
    // 6, 6, 5 are 3 hits; the Pickets (1 MP) fall below 1 and are eliminated (8.1.2): +1 VP (10 A).
    const CliRun fire =
        cli({u"resolve"_s, u"--battle"_s, b, u"--action"_s, u"fire"_s, u"--input"_s,
             uR"({"firer":"13th","target":"Pickets"})"_s, u"--dice"_s, u"6,6,5"_s, u"--apply"_s});
    QVERIFY2(fire.exit == 0, qPrintable(fire.out + fire.err));
    v = victoryOf(b);
    QCOMPARE(v.value(u"earned"_s).toObject().value(u"American"_s).toInt(), 1);
    QCOMPARE(v.value(u"reached"_s).toArray(), QJsonArray{u"American"_s});
    // On to the check of victory (5, step 5): the time is up, but American has its VP: no time win.
    QCOMPARE(cli({u"advance"_s, b, u"--to"_s, u"victory"_s}).exit, 0);
    v = victoryOf(b);
    QVERIFY(v.value(u"timeUp"_s).toBool());
    QVERIFY(v.value(u"timeLoser"_s).isNull());
    const QByteArray before = digest(b);
    const CliRun onTime = cli({u"end"_s, b, u"--ending"_s, u"time"_s});
    QCOMPARE(onTime.exit, 1);
    QVERIFY2(onTime.err.contains(u"American reached the 1 VP it needed by turn 1: that is its victory"_s),
             qPrintable(onTime.err));
    QCOMPARE(digest(b), before);
    const CliRun won = cli({u"end"_s, b, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s});
    QVERIFY2(won.exit == 0, qPrintable(won.err));
    const QJsonObject event = lastEvent(b);
    QCOMPARE(event.value(u"kind"_s).toString(), u"battle.end"_s);
    QCOMPARE(event[u"trace"_s][0][u"text"_s].toString(), u"American reached the 1 VP needed to win"_s);
    QCOMPARE(event[u"trace"_s][0][u"rule"_s].toString(), u"10"_s);
}

void TestCliVictory::lostOnTimeInAWholeTurn()
{
    const QString b = copy(u"lost"_s);
    QVERIFY(!b.isEmpty());
    // No fire: the turn played through, American still at 0 of its 1 VP.
    for (const QString &phase : {u"ap-b"_s, u"actions-b"_s}) {
        QCOMPARE(cli({u"advance"_s, b, u"--to"_s, phase}).exit, 0);
        QVERIFY(!victoryOf(b).value(u"timeUp"_s).toBool());
    }
    // A time called in British's actions is still the referee's call, not a time win (10.C).
    CliRun early = cli({u"end"_s, b, u"--ending"_s, u"time"_s, u"--json"_s});
    QVERIFY2(early.exit == 0, qPrintable(early.out));
    QJsonObject end = victoryOf(b).value(u"end"_s).toObject();
    QCOMPARE(end.value(u"ending"_s).toString(), u"referee"_s);
    QCOMPARE(end.value(u"called"_s).toString(), u"time"_s);
    QCOMPARE(cli({u"undo"_s, b}).exit, 0);
    QVERIFY(victoryOf(b).value(u"end"_s).isNull());
    // At the check of victory of turn 1 the time is up: American loses on time, British wins on time.
    QCOMPARE(cli({u"advance"_s, b}).exit, 0);
    const QJsonObject v = victoryOf(b);
    QVERIFY(v.value(u"timeUp"_s).toBool());
    QCOMPARE(v.value(u"timeLoser"_s).toString(), u"American"_s);
    QCOMPARE(v.value(u"timeWinner"_s).toString(), u"British"_s);
    QVERIFY(
        cli({u"show"_s, b}).out.contains(u"American has 0 of the 1 VP it needed; British wins on time"_s));
    // The side that fell short is not the winner on time; the file stays as it was.
    const QByteArray before = digest(b);
    const CliRun wrong =
        cli({u"end"_s, b, u"--ending"_s, u"time"_s, u"--winner"_s, u"American"_s, u"--json"_s});
    QCOMPARE(wrong.exit, 1);
    QCOMPARE(wrong.json()[u"error"_s][u"rule"_s].toString(), u"10.C"_s);
    QCOMPARE(digest(b), before);
    // No winner typed: the conditions give it.
    const CliRun time = cli({u"end"_s, b, u"--ending"_s, u"time"_s, u"--json"_s});
    QVERIFY2(time.exit == 0, qPrintable(time.out));
    end = victoryOf(b).value(u"end"_s).toObject();
    QCOMPARE(end.value(u"ending"_s).toString(), u"time"_s);
    QCOMPARE(end.value(u"winner"_s).toString(), u"British"_s);
    QCOMPARE(end.value(u"loser"_s).toString(), u"American"_s);
    QCOMPARE(end.value(u"vpNeeded"_s).toInt(), 1);
    QCOMPARE(lastEvent(b)[u"trace"_s][0][u"text"_s].toString(),
             u"the time is up: American had to reach 1 VP by turn 1 and has 0; British wins on time"_s);
}

void TestCliVictory::timeCalledEarlyIsTheReferees()
{
    // Turn 1 of 5: a time called now is logged, shown and kept as the referee's call.
    const QString json = m_dir.filePath(u"early.json"_s);
    QFile f(json);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"name": "Early", "ruleset": "fhg-land", "victory": {"sides": [
        {"side": "American", "vpToWin": 6, "byTurn": 5}]}, "sides": [
        {"name": "American", "counters": {"VP": 1}}, {"name": "British", "counters": {"VP": 3}}]})");
    f.close();
    const QString b = m_dir.filePath(u"early.adjutant"_s);
    QCOMPARE(cli({u"new"_s, b, u"--scenario"_s, json}).exit, 0);
    const CliRun r = cli({u"end"_s, b, u"--ending"_s, u"time"_s, u"--winner"_s, u"British"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"(the referee's call: time called before it was up): British won"_s),
             qPrintable(r.out));
    const QJsonObject end = victoryOf(b).value(u"end"_s).toObject();
    QCOMPARE(end.value(u"ending"_s).toString(), u"referee"_s);
    QCOMPARE(end.value(u"vpNeeded"_s).toInt(), 0);
    QCOMPARE(lastEvent(b)[u"trace"_s][0][u"text"_s].toString(),
             u"the referee called time on turn 1, before the time was up (turn limit 5): the referee's call, "
             u"not a "
             "time win"_s);
}

void TestCliVictory::shortVictoryAsksFirst()
{
    const QString b = copy(u"short"_s);
    QVERIFY(!b.isEmpty());
    // American must have 1 VP by turn 1 (10.C); at turn 1's check it has 0: it has lost on time, so
    // a victory recorded for it asks first (--confirm), the file as it was until it is given.
    QCOMPARE(cli({u"advance"_s, b, u"--to"_s, u"victory"_s}).exit, 0);
    const QByteArray before = digest(b);
    const CliRun asked =
        cli({u"end"_s, b, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s, u"--json"_s});
    QCOMPARE(asked.exit, 1);
    const QJsonObject error = asked.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"code"_s).toString(), u"needs-confirmation"_s);
    QCOMPARE(error.value(u"input"_s).toString(), u"winner"_s);
    QCOMPARE(error.value(u"rule"_s).toString(), u"10"_s);
    QCOMPARE(
        error.value(u"message"_s).toString(),
        u"winner: American had to reach 1 VP by turn 1 and has 0: it loses on time; a victory for American "
        "asks first: add --confirm to record it"_s);
    QCOMPARE(digest(b), before);
    const CliRun confirmed =
        cli({u"end"_s, b, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s, u"--confirm"_s});
    QVERIFY2(confirmed.exit == 0, qPrintable(confirmed.err));
    const QJsonObject end = victoryOf(b).value(u"end"_s).toObject();
    QCOMPARE(end.value(u"ending"_s).toString(), u"victory"_s);
    QVERIFY(end.value(u"confirmed"_s).toBool());
    QCOMPARE(
        lastEvent(b)[u"trace"_s][0][u"text"_s].toString(),
        u"American had to reach 1 VP by turn 1 and has 0: it loses on time; the referee confirmed the victory"_s);
}

QTEST_GUILESS_MAIN(TestCliVictory)
#include "tst_clivictory.moc"
