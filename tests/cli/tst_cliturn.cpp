// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli's turn: `advance --to` a named phase (this turn or the next), `owed` listing what the
// turn still owes by the rules, and `advance` saying what was owed without ever refusing for it; the
// phase a scenario starts at. A bad phase is refused naming it, the battle left byte for byte.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
const char kScenario[] = R"({"name": "Turn test", "ruleset": "fhg-land", "sides": [
  {"name": "American", "counters": {"command-AP": 3}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0304"}]},
  {"name": "British", "counters": {"command-AP": 2}, "units": [
    {"name": "41st", "type": "regular", "strength": 3, "position": "0306"}]}]})";
} // namespace

class TestCliTurn : public QObject
{
    Q_OBJECT

private slots:
    void advanceToAPhase();
    void owedIsSaidNeverRefused();
    void badPhaseRefused();
    void scenarioStartsAtItsPhase();
    void owedCommandPastesIntoAShell();

private:
    QTemporaryDir m_dir;
};

void TestCliTurn::advanceToAPhase()
{
    const QString battle = battleFrom(m_dir.path(), u"advance"_s, kScenario);
    QVERIFY(!battle.isEmpty());
    auto where = [&] {
        const QJsonObject s = cli({u"show"_s, battle, u"--json"_s}).json();
        return u"%1 %2"_s.arg(s.value(u"turn"_s).toInt()).arg(s.value(u"phase"_s).toString());
    };
    QCOMPARE(where(), u"1 ap-a"_s);
    // Later this turn: one event, the phase only.
    CliRun r = cli({u"advance"_s, battle, u"--to"_s, u"actions-b"_s, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.json().value(u"kind"_s).toString(), u"phase.advance"_s);
    QCOMPARE(where(), u"1 actions-b"_s);
    // An earlier phase is the next turn's: a new turn begins there.
    r = cli({u"advance"_s, battle, u"--to"_s, u"actions-a"_s, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.json().value(u"kind"_s).toString(), u"turn.advance"_s);
    QCOMPARE(where(), u"2 actions-a"_s);
    // One undo takes it back whole.
    QCOMPARE(cli({u"undo"_s, battle}).exit, 0);
    QCOMPARE(where(), u"1 actions-b"_s);
}

void TestCliTurn::owedIsSaidNeverRefused()
{
    const QString battle = battleFrom(m_dir.path(), u"owed"_s, kScenario);
    QVERIFY(!battle.isEmpty());
    CliRun owed = cli({u"owed"_s, battle, u"--json"_s});
    QVERIFY2(owed.exit == 0, qPrintable(owed.err));
    QCOMPARE(owed.json().value(u"turn"_s).toInt(), 1);
    QCOMPARE(owed.json().value(u"phase"_s).toString(), u"ap-a"_s);
    QVERIFY(owed.json().value(u"owed"_s).isArray());
    const QJsonArray before = owed.json().value(u"owed"_s).toArray();
    // Whatever is owed, the advance goes through and says it.
    const CliRun r = cli({u"advance"_s, battle, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.json().value(u"owed"_s).toArray(), before);
    for (const auto &o : before) {
        QVERIFY(!o.toObject().value(u"text"_s).toString().isEmpty());
        QVERIFY(o.toObject().value(u"inputs"_s).isObject());
    }
    const CliRun text = cli({u"owed"_s, battle});
    QCOMPARE(text.exit, 0);
    QVERIFY2(text.out.startsWith(u"Turn 1:"_s), qPrintable(text.out));
}

void TestCliTurn::badPhaseRefused()
{
    const QString battle = battleFrom(m_dir.path(), u"bad"_s, kScenario);
    QVERIFY(!battle.isEmpty());
    const QByteArray before = digest(battle);
    const CliRun r = cli({u"advance"_s, battle, u"--to"_s, u"melee"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    const QJsonObject error = r.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"code"_s).toString(), u"invalid-input"_s);
    QCOMPARE(error.value(u"input"_s).toString(), u"to"_s);
    QVERIFY2(error.value(u"message"_s).toString().contains(u"ap-a, actions-a, ap-b, actions-b, victory"_s),
             qPrintable(error.value(u"message"_s).toString()));
    QCOMPARE(digest(battle), before);
}

void TestCliTurn::scenarioStartsAtItsPhase()
{
    QByteArray scenario = kScenario;
    scenario.replace("\"ruleset\": \"fhg-land\",",
                     "\"ruleset\": \"fhg-land\", \"turn\": 3, \"phase\": \"actions-b\",");
    const QString battle = battleFrom(m_dir.path(), u"start"_s, scenario);
    QVERIFY(!battle.isEmpty());
    const QJsonObject s = cli({u"show"_s, battle, u"--json"_s}).json();
    QCOMPARE(s.value(u"turn"_s).toInt(), 3);
    QCOMPARE(s.value(u"phase"_s).toString(), u"actions-b"_s);
    // A phase the rule set does not have is refused naming it; no file is left.
    scenario.replace("actions-b", "lunch");
    QVERIFY(battleFrom(m_dir.path(), u"lunch"_s, scenario).isEmpty());
    const CliRun r = cli(
        {u"new"_s, m_dir.filePath(u"lunch2.adjutant"_s), u"--scenario"_s, m_dir.filePath(u"lunch.json"_s)});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"phase: \"lunch\" is not a phase of For Honor and Glory"_s), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir.filePath(u"lunch2.adjutant"_s)));
}

// The command `owed` prints beside each line pastes into a POSIX shell as it reads, a quote in a
// side's name included: the shell hands --input the JSON the runner was given.
void TestCliTurn::owedCommandPastesIntoAShell()
{
    QByteArray scenario(kScenario);
    scenario.replace("\"American\"", "\"O'Brien's Americans\"");
    const QString battle = battleFrom(m_dir.path(), u"quote"_s, scenario);
    const CliRun text = cli({u"owed"_s, battle});
    QCOMPARE(text.exit, 0);
    QString command;
    for (const QString &line : text.out.split(u'\n'))
        if (line.trimmed().startsWith(u"adjutant-cli resolve"_s) && line.contains(u"O'"_s))
            command = line.trimmed();
    QVERIFY2(!command.isEmpty(), qPrintable(text.out)); // the random AP owed by 6.1.1, for that side
    // The word the shell makes of what follows --input, printed instead of run.
    QProcess sh;
    sh.start(u"/bin/sh"_s, {u"-c"_s, u"set -- "_s + command.mid(command.indexOf(u"--input"_s)) +
                                         u"; printf '%s' \"$2\""_s});
    QVERIFY(sh.waitForFinished(10'000));
    QCOMPARE(sh.exitCode(), 0);
    const QJsonObject inputs = QJsonDocument::fromJson(sh.readAllStandardOutput()).object();
    QCOMPARE(inputs.value(u"side"_s).toString(), u"O'Brien's Americans"_s);
}
QTEST_GUILESS_MAIN(TestCliTurn)
#include "tst_cliturn.moc"
