// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory conditions, the end of a battle and campaigns from the command line (issue 19):
// For Honor and Glory's rule 12 with hand-worked totals (a battle won outright, one won on time),
// the end of a battle undone, and every bad input refused with a message that names it while the
// campaign file stays byte for byte as it was.
#include "support/clirun.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// Two scenarios of the Niagara campaign (rule 12), each with its victory conditions (rule 10).
const char kChippawa[] = R"({"name": "Chippawa", "ruleset": "fhg-land",
  "victory": {"vpToWin": 5, "turnLimit": 8}, "sides": [
  {"name": "American", "counters": {"VP": 6}}, {"name": "British", "counters": {"VP": 3}}]})";
// 10.C side by side: the Americans must take 8 VP by turn 10; the battle is at turn 10's check of
// victory (5, step 5), so its time is up.
const char kLundys[] = R"({"name": "Lundy\u0027s Lane", "ruleset": "fhg-land", "turn": 10, "phase": "victory",
  "victory": {"sides": [{"side": "American", "vpToWin": 8, "byTurn": 10}]}, "sides": [
  {"name": "American", "counters": {"VP": 4}}, {"name": "British", "counters": {"VP": 2}}]})";
// The Americans must take 6 VP by turn 5; at turn 1 they have 1, the British 3.
const char kBladensburg[] = R"({"name": "Bladensburg", "ruleset": "fhg-land",
  "victory": {"sides": [{"side": "American", "vpToWin": 6, "byTurn": 5}]}, "sides": [
  {"name": "American", "counters": {"VP": 1}}, {"name": "British", "counters": {"VP": 3}}]})";
// The same army as Chippawa's Americans, under the name its own scenario gives it.
const char kFortErie[] = R"({"name": "Fort Erie", "ruleset": "fhg-land", "sides": [
  {"name": "United States", "counters": {"VP": 2}}, {"name": "British", "counters": {"VP": 1}}]})";
const char kOibl[] = R"({"name": "Lexington", "ruleset": "oneifbyland", "sides": [{"name": "Crown"}]})";
} // namespace

class TestCliCampaign : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void victoryConditionsFromTheScenario();
    void victoryCommandSetsAndSaysWhenMet();
    void endIsOneUndoableEvent();
    void rule12BothEndings();
    void badInput_data();
    void badInput();
    void movedBattleIsNamedAndRelinked();
    void damagedOrNewerCampaign_data();
    void damagedOrNewerCampaign();
    void timeCalledEarlyCountsAsTheReferees();
    void sidesMatchedAndSaidTheSame();
    void damagedBattleIsCalledDamaged();

private:
    QString path(const QString &name) const { return m_dir.path() + u'/' + name; }
    static QString campaignOf(const QString &campaign, const QString &name,
                              const QList<QStringList> &battles);
    QTemporaryDir m_dir;
    QString m_chippawa, m_lundys, m_oibl, m_campaign;
};

void TestCliCampaign::initTestCase()
{
    m_chippawa = battleFrom(m_dir.path(), u"chippawa"_s, kChippawa);
    m_lundys = battleFrom(m_dir.path(), u"lundys"_s, kLundys);
    m_oibl = battleFrom(m_dir.path(), u"lexington"_s, kOibl);
    QVERIFY(!m_chippawa.isEmpty() && !m_lundys.isEmpty());
    QVERIFY2(!m_oibl.isEmpty(), "the One If By Land battle");
    m_campaign = path(u"niagara.adjcampaign"_s);
}

// `campaign new` of a For Honor and Glory campaign `name` at `campaign`, then `campaign add` of each of
// `battles`: a battle's path and what else its add says ({battle, u"--name"_s, name}). What failed, or
// empty: a test reads QCOMPARE(campaignOf(...), QString()).
QString TestCliCampaign::campaignOf(const QString &campaign, const QString &name,
                                    const QList<QStringList> &battles)
{
    const CliRun made =
        cli({u"campaign"_s, u"new"_s, campaign, u"--name"_s, name, u"--ruleset"_s, u"fhg-land"_s});
    if (made.exit != 0)
        return u"campaign new exits %1: %2"_s.arg(made.exit).arg(made.err);
    for (const QStringList &battle : battles) {
        const CliRun added = cli(QStringList{u"campaign"_s, u"add"_s, campaign, u"--battle"_s} + battle);
        if (added.exit != 0)
            return u"campaign add %1 exits %2: %3"_s.arg(battle.join(u' ')).arg(added.exit).arg(added.err);
    }
    return {};
}

void TestCliCampaign::victoryConditionsFromTheScenario()
{
    const QJsonObject v = cli({u"show"_s, m_chippawa, u"--json"_s}).json().value(u"victory"_s).toObject();
    QCOMPARE(v.value(u"vpToWin"_s).toInt(), 5);
    QCOMPARE(v.value(u"turnLimit"_s).toInt(), 8);
    QCOMPARE(v.value(u"measure"_s).toString(), u"VP"_s);
    QCOMPARE(v.value(u"earned"_s).toObject().value(u"American"_s).toInt(), 6);
    // 6 VP of the 5 needed: met, and said so.
    QCOMPARE(v.value(u"reached"_s).toArray(), QJsonArray{u"American"_s});
    QVERIFY(v.value(u"met"_s).toBool());
    QVERIFY(v.value(u"end"_s).isNull());
    QVERIFY(cli({u"show"_s, m_chippawa}).out.contains(u"met: American reached 5 VP"_s));
    // new --vp-to-win --turn-limit on a battle without a scenario.
    const QString b = path(u"plain.adjutant"_s);
    const CliRun made = cli({u"new"_s, b, u"--ruleset"_s, u"fhg-land"_s, u"--vp-to-win"_s, u"7"_s,
                             u"--turn-limit"_s, u"12"_s, u"--json"_s});
    QVERIFY2(made.exit == 0, qPrintable(made.out));
    const QJsonObject w = cli({u"victory"_s, b, u"--json"_s}).json().value(u"victory"_s).toObject();
    QCOMPARE(w.value(u"vpToWin"_s).toInt(), 7);
    QCOMPARE(w.value(u"turnLimit"_s).toInt(), 12);
    QVERIFY(!w.value(u"met"_s).toBool());
    const CliRun bad =
        cli({u"new"_s, path(u"bad.adjutant"_s), u"--ruleset"_s, u"fhg-land"_s, u"--turn-limit"_s, u"soon"_s});
    QCOMPARE(bad.exit, 2);
    QVERIFY2(bad.err.contains(u"--turn-limit must be a whole number"_s), qPrintable(bad.err));
    QVERIFY(!QFile::exists(path(u"bad.adjutant"_s)));
}

void TestCliCampaign::victoryCommandSetsAndSaysWhenMet()
{
    const QString b = path(u"limit.adjutant"_s);
    QCOMPARE(cli({u"new"_s, b, u"--ruleset"_s, u"fhg-land"_s}).exit, 0);
    const CliRun set = cli({u"victory"_s, b, u"--turn-limit"_s, u"1"_s, u"--json"_s});
    QVERIFY2(set.exit == 0, qPrintable(set.out));
    QCOMPARE(set.json().value(u"kind"_s).toString(), u"victory.set"_s);
    QVERIFY(cli({u"victory"_s, b}).out.contains(u"this is the last turn"_s));
    QCOMPARE(cli({u"advance"_s, b, u"--turn"_s}).exit, 0);
    const QJsonObject v = cli({u"victory"_s, b, u"--json"_s}).json().value(u"victory"_s).toObject();
    QVERIFY(v.value(u"timeUp"_s).toBool());
    QVERIFY(v.value(u"met"_s).toBool());
    // The same conditions again change nothing and say so; the file is as it was.
    QCOMPARE(refusedUnchanged(b, {u"victory"_s, b, u"--turn-limit"_s, u"1"_s}, 1, u"already"_s), QString());
}

void TestCliCampaign::endIsOneUndoableEvent()
{
    const QString b = path(u"undo.adjutant"_s);
    QVERIFY(QFile::copy(m_chippawa, b));
    const qint64 events = cli({u"show"_s, b, u"--json"_s}).json().value(u"events"_s).toInteger();
    const CliRun end =
        cli({u"end"_s, b, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s, u"--json"_s});
    QVERIFY2(end.exit == 0, qPrintable(end.out));
    QCOMPARE(end.json().value(u"kind"_s).toString(), u"battle.end"_s);
    QJsonObject battle = cli({u"show"_s, b, u"--json"_s}).json();
    QCOMPARE(battle.value(u"events"_s).toInteger(), events + 1);
    const QJsonObject recorded = battle.value(u"victory"_s).toObject().value(u"end"_s).toObject();
    QCOMPARE(recorded.value(u"ending"_s).toString(), u"victory"_s);
    QCOMPARE(recorded.value(u"winner"_s).toString(), u"American"_s);
    QCOMPARE(recorded.value(u"earned"_s).toObject().value(u"British"_s).toInt(), 3);
    // A second end is refused; the undo takes the end back as an event of its own.
    const QByteArray ended = digest(b);
    const CliRun twice = cli({u"end"_s, b, u"--ending"_s, u"referee"_s});
    QCOMPARE(twice.exit, 1);
    QVERIFY2(twice.err.contains(u"already ended"_s), qPrintable(twice.err));
    QCOMPARE(digest(b), ended);
    QCOMPARE(cli({u"undo"_s, b}).exit, 0);
    battle = cli({u"show"_s, b, u"--json"_s}).json();
    QVERIFY(battle.value(u"victory"_s).toObject().value(u"end"_s).isNull());
    QCOMPARE(battle.value(u"events"_s).toInteger(), events + 2);
    QCOMPARE(cli({u"redo"_s, b}).exit, 0);
    QCOMPARE(cli({u"show"_s, b, u"--json"_s})
                 .json()
                 .value(u"victory"_s)
                 .toObject()
                 .value(u"end"_s)
                 .toObject()
                 .value(u"ending"_s),
             u"victory"_s);
}

void TestCliCampaign::rule12BothEndings()
{
    QCOMPARE(
        campaignOf(m_campaign, u"Niagara Campaign"_s, {{m_chippawa, u"--json"_s}, {m_lundys, u"--json"_s}}),
        QString());
    // Chippawa: the Americans won outright, 6 VP to 3 (each side the VP it earned, rule 12).
    QCOMPARE(cli({u"end"_s, m_chippawa, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s}).exit, 0);
    // Lundy's Lane: the Americans, 4 VP of the 8 needed by turn 10, ran out of time; the British win
    // on time (10.C, no winner typed: the conditions say it) with 2 VP earned and are given the 8 the
    // scenario needed to win (rule 12); the Americans keep their 4.
    QCOMPARE(cli({u"end"_s, m_lundys, u"--ending"_s, u"time"_s}).exit, 0);
    const CliRun r = cli({u"campaign"_s, u"summary"_s, m_campaign, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.out));
    const QJsonObject s = r.json();
    QCOMPARE(s.value(u"rule"_s).toString(), u"12"_s);
    const QJsonArray battles = s.value(u"battles"_s).toArray();
    QCOMPARE(battles.size(), 2);
    const QJsonObject first = battles.at(0).toObject(), second = battles.at(1).toObject();
    QCOMPARE(first.value(u"state"_s).toString(), u"ended"_s);
    QCOMPARE(first.value(u"credited"_s).toObject(), (QJsonObject{{u"American"_s, 6}, {u"British"_s, 3}}));
    QCOMPARE(second.value(u"ending"_s).toString(), u"time"_s);
    QCOMPARE(second.value(u"earned"_s).toObject(), (QJsonObject{{u"American"_s, 4}, {u"British"_s, 2}}));
    QCOMPARE(second.value(u"credited"_s).toObject(), (QJsonObject{{u"American"_s, 4}, {u"British"_s, 8}}));
    // Totals by hand: American 6 + 4 = 10, British 3 + 8 = 11: the time win decides the campaign.
    QCOMPARE(s.value(u"totals"_s).toObject(), (QJsonObject{{u"American"_s, 10}, {u"British"_s, 11}}));
    QCOMPARE(s.value(u"leader"_s).toString(), u"British"_s);
    bool cited = false;
    for (const QJsonValue &line : s.value(u"trace"_s).toArray())
        cited = cited || (line[u"rule"_s].toString() == u"12"_s &&
                          line[u"text"_s].toString().contains(u"given 8 VP (earned 2)"_s));
    QVERIFY2(cited, "the trace cites rule 12 for the time win");
    const CliRun text = cli({u"campaign"_s, u"show"_s, m_campaign});
    QVERIFY2(text.out.contains(u"British leads"_s), qPrintable(text.out));
    // The summary on paper, the referee's and a side's players' version; an unknown side is refused.
    const QString pdf = m_dir.filePath(u"niagara.pdf"_s), html = m_dir.filePath(u"niagara-american.html"_s);
    const CliRun printed = cli({u"campaign"_s, u"summary"_s, m_campaign, u"--pdf"_s, pdf, u"--json"_s});
    QVERIFY2(printed.exit == 0, qPrintable(printed.out + printed.err));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly) && f.read(5) == "%PDF-");
    QCOMPARE(
        cli({u"campaign"_s, u"summary"_s, m_campaign, u"--html"_s, html, u"--side"_s, u"American"_s}).exit,
        0);
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString h = QString::fromUtf8(page.readAll());
    QVERIFY2(h.contains(u"Campaign summary: report for American"_s), qPrintable(h.left(400)));
    // The players' version as JSON: the same totals, the enemy's losses a word and never a figure.
    const CliRun players =
        cli({u"campaign"_s, u"summary"_s, m_campaign, u"--side"_s, u"American"_s, u"--json"_s});
    QVERIFY2(players.exit == 0, qPrintable(players.out + players.err));
    const QJsonObject report = players.json().value(u"report"_s).toObject();
    QCOMPARE(report.value(u"forSide"_s).toString(), u"American"_s);
    QCOMPARE(report.value(u"leader"_s).toString(), u"British"_s);
    for (const QJsonValue &t : report.value(u"totals"_s).toArray()) {
        const bool own = t[u"side"_s].toString() == u"American"_s;
        QCOMPARE(t[u"total"_s].toInt(), own ? 10 : 11);
        QCOMPARE(t.toObject().contains(u"lost"_s), own);
        QCOMPARE(t.toObject().contains(u"losses"_s), !own);
    }
    QCOMPARE(cli({u"campaign"_s, u"summary"_s, m_campaign, u"--side"_s, u"American"_s}).exit, 2); // text: no
    const CliRun nobody = cli(
        {u"campaign"_s, u"summary"_s, m_campaign, u"--pdf"_s, pdf, u"--side"_s, u"Nobody"_s, u"--json"_s});
    QCOMPARE(nobody.exit, 1);
    QCOMPARE(nobody.json()[u"error"_s][u"input"_s].toString(), u"side"_s);
}

void TestCliCampaign::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing battle file")
        << QStringList{u"add"_s, u"--battle"_s, u"nowhere.adjutant"_s} << u"there is no battle file there"_s;
    QTest::newRow("another rule set in a rule-12 campaign")
        << QStringList{u"add"_s, u"--battle"_s, u"lexington.adjutant"_s} << u"rule 12 links battles of"_s;
    QTest::newRow("the same battle twice")
        << QStringList{u"add"_s, u"--battle"_s, u"./chippawa.adjutant"_s} << u"is already battle 1"_s;
    QTest::newRow("remove a battle it does not have")
        << QStringList{u"remove"_s, u"--battle"_s, u"9"_s} << u"no battle \"9\" in the campaign"_s;
    QTest::newRow("relink to another rule set")
        << QStringList{u"relink"_s, u"--battle"_s, u"1"_s, u"--file"_s, u"lexington.adjutant"_s}
        << u"rule 12 links battles of"_s;
}

void TestCliCampaign::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString campaign = path(u"bad.adjcampaign"_s);
    if (!QFile::exists(campaign))
        QCOMPARE(campaignOf(campaign, u"Bad"_s, {{m_chippawa}}), QString());
    const QByteArray before = digest(campaign);
    QStringList full{u"campaign"_s, args.takeFirst(), campaign};
    for (QString &a : args)
        if (a.endsWith(u".adjutant"_s))
            a = path(a);
    full << args << u"--json"_s;
    const CliRun r = cli(full);
    QCOMPARE(r.exit, 1);
    const QString said = r.json().value(u"error"_s).toObject().value(u"message"_s).toString();
    QVERIFY2(said.contains(message), qPrintable(said));
    QCOMPARE(digest(campaign), before);
}

void TestCliCampaign::movedBattleIsNamedAndRelinked()
{
    const QString campaign = path(u"moved.adjcampaign"_s);
    const QString battle = path(u"moving.adjutant"_s);
    QVERIFY(QFile::copy(m_lundys, battle));
    QCOMPARE(campaignOf(campaign, u"Moves"_s, {{battle, u"--name"_s, u"Lundy's Lane"_s}}), QString());
    QDir().mkpath(path(u"elsewhere"_s));
    const QString moved = path(u"elsewhere/moving.adjutant"_s);
    QVERIFY(QFile::rename(battle, moved));
    const QJsonObject s = cli({u"campaign"_s, u"show"_s, campaign, u"--json"_s}).json();
    QCOMPARE(s.value(u"battles"_s).toArray().at(0).toObject().value(u"state"_s).toString(), u"missing"_s);
    const QString problem = s.value(u"problems"_s).toArray().at(0).toString();
    QVERIFY2(problem.contains(u"battle 1 (\"Lundy's Lane\")"_s) &&
                 problem.contains(u"moving.adjutant is missing"_s),
             qPrintable(problem));
    const CliRun relinked = cli({u"campaign"_s, u"relink"_s, campaign, u"--battle"_s, u"Lundy's Lane"_s,
                                 u"--file"_s, moved, u"--json"_s});
    QVERIFY2(relinked.exit == 0, qPrintable(relinked.out));
    const QJsonObject after = cli({u"campaign"_s, u"show"_s, campaign, u"--json"_s}).json();
    QCOMPARE(after.value(u"battles"_s).toArray().at(0).toObject().value(u"file"_s).toString(),
             u"elsewhere/moving.adjutant"_s);
    QVERIFY(after.value(u"problems"_s).toArray().isEmpty());
}

void TestCliCampaign::damagedOrNewerCampaign_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\"format\": \"adjutant-campaign\",")
                              << u"the campaign file is damaged"_s;
    QTest::newRow("not a campaign") << QByteArray(R"({"format": "adjutant-battle", "version": 1})")
                                    << u"not an Adjutant campaign"_s;
    QTest::newRow("newer") << QByteArray(R"({"format": "adjutant-campaign", "version": 3, "name": "N",
        "ruleset": "fhg-land", "battles": []})")
                           << u"made by a newer Adjutant (campaign version 3; this one reads version 2"_s;
    QTest::newRow("battle without a file") << QByteArray(R"({"format": "adjutant-campaign", "version": 1,
        "name": "N", "ruleset": "fhg-land", "battles": [{"name": "x"}]})")
                                           << u"battles[0].file"_s;
    QTest::newRow("the same battle twice") << QByteArray(R"({"format": "adjutant-campaign", "version": 1,
        "name": "N", "ruleset": "fhg-land", "battles": [{"file": "chippawa.adjutant", "name": "a"},
        {"file": "./chippawa.adjutant", "name": "b"}]})")
                                           << u"battles[1] is the same battle as battles[0]"_s;
}

void TestCliCampaign::damagedOrNewerCampaign()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const QString campaign = path(u"damaged.adjcampaign"_s);
    QFile f(campaign);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    const QByteArray before = digest(campaign);
    for (const QString &sub : {u"show"_s, u"add"_s}) {
        QStringList args{u"campaign"_s, sub, campaign, u"--json"_s};
        if (sub == u"add"_s)
            args << u"--battle"_s << m_lundys;
        const CliRun r = cli(args);
        QCOMPARE(r.exit, 1);
        const QJsonObject error = r.json().value(u"error"_s).toObject();
        QCOMPARE(error.value(u"code"_s).toString(), u"invalid-campaign"_s);
        QVERIFY2(error.value(u"message"_s).toString().contains(message),
                 qPrintable(error.value(u"message"_s).toString()));
        QCOMPARE(digest(campaign), before);
    }
}

void TestCliCampaign::timeCalledEarlyCountsAsTheReferees()
{
    const QString chippawa = battleFrom(m_dir.path(), u"early-chippawa"_s, kChippawa);
    QVERIFY(!chippawa.isEmpty());
    const QString bladensburg = battleFrom(m_dir.path(), u"bladensburg"_s, kBladensburg);
    QVERIFY(!bladensburg.isEmpty());
    const QString campaign = path(u"chesapeake.adjcampaign"_s);
    QCOMPARE(campaignOf(campaign, u"Early"_s, {{chippawa}, {bladensburg}}), QString());
    // Chippawa: American victory, 6 VP to 3. Bladensburg: the referee calls time on turn 1 of 5 and
    // gives it to the British: his call, not a time win (10.C), so rule 12 gives each side the VP it
    // earned: American 1, British 3 (a time win would have given the British the 6 needed).
    QCOMPARE(cli({u"end"_s, chippawa, u"--ending"_s, u"victory"_s, u"--winner"_s, u"American"_s}).exit, 0);
    QCOMPARE(cli({u"end"_s, bladensburg, u"--ending"_s, u"time"_s, u"--winner"_s, u"British"_s}).exit, 0);
    const QJsonObject s = cli({u"campaign"_s, u"summary"_s, campaign, u"--json"_s}).json();
    const QJsonObject second = s.value(u"battles"_s).toArray().at(1).toObject();
    QCOMPARE(second.value(u"ending"_s).toString(), u"referee"_s);
    QCOMPARE(second.value(u"called"_s).toString(), u"time"_s);
    QCOMPARE(second.value(u"credited"_s).toObject(), (QJsonObject{{u"American"_s, 1}, {u"British"_s, 3}}));
    // Totals by hand: American 6 + 1 = 7, British 3 + 3 = 6.
    QCOMPARE(s.value(u"totals"_s).toObject(), (QJsonObject{{u"American"_s, 7}, {u"British"_s, 6}}));
    QCOMPARE(s.value(u"leader"_s).toString(), u"American"_s);
    bool cited = false;
    for (const QJsonValue &line : s.value(u"trace"_s).toArray())
        cited =
            cited || (line[u"rule"_s].toString() == u"12"_s &&
                      line[u"text"_s].toString() == u"Bladensburg: ended by the referee's call, not on time: "
                                                    "each side receives the VP earned"_s);
    QVERIFY2(cited, "the trace says rule 12 counts the referee's call as it was earned");
    // The players' report and the text say the same.
    const QJsonObject report =
        cli({u"campaign"_s, u"summary"_s, campaign, u"--side"_s, u"British"_s, u"--json"_s})
            .json()[u"report"_s]
            .toObject();
    QCOMPARE(report[u"battles"_s][1][u"called"_s].toString(), u"time"_s);
}

void TestCliCampaign::sidesMatchedAndSaidTheSame()
{
    const QString erie = battleFrom(m_dir.path(), u"fort-erie"_s, kFortErie);
    QVERIFY(!erie.isEmpty());
    const QString chippawa = path(u"sides-chippawa.adjutant"_s);
    QVERIFY(QFile::copy(m_chippawa, chippawa));
    const QString campaign = path(u"sides.adjcampaign"_s);
    QCOMPARE(campaignOf(campaign, u"Sides"_s, {{chippawa}, {erie}}), QString());
    // Matched by name: "United States" and "American" are two sides, each of one battle only, and said so.
    QJsonObject s = cli({u"campaign"_s, u"show"_s, campaign, u"--json"_s}).json();
    QCOMPARE(s.value(u"sides"_s).toArray(), (QJsonArray{u"American"_s, u"British"_s, u"United States"_s}));
    QCOMPARE(s.value(u"seenOnce"_s).toArray().size(), 2);
    QCOMPARE(s[u"seenOnce"_s][1][u"side"_s].toString(), u"United States"_s);
    QCOMPARE(s[u"seenOnce"_s][1][u"battle"_s].toInt(), 2);
    const CliRun text = cli({u"campaign"_s, u"show"_s, campaign});
    QVERIFY2(text.out.contains(u"United States fights in battle 2 (\"Fort Erie\") only"_s),
             qPrintable(text.out));
    // Two sides of one battle are never one side; a name no battle has is refused: the file as it was.
    const QByteArray before = digest(campaign);
    const CliRun both = cli({u"campaign"_s, u"same-side"_s, campaign, u"--side"_s, u"United States"_s,
                             u"--side"_s, u"British"_s, u"--json"_s});
    QCOMPARE(both.exit, 1);
    QCOMPARE(both.json()[u"error"_s][u"input"_s].toString(), u"side"_s);
    QVERIFY2(both.json()[u"error"_s][u"message"_s].toString().contains(u"both fight in battle 2"_s),
             qPrintable(both.out));
    QCOMPARE(
        cli({u"campaign"_s, u"same-side"_s, campaign, u"--side"_s, u"American"_s, u"--side"_s, u"Yankees"_s})
            .exit,
        1);
    QCOMPARE(cli({u"campaign"_s, u"same-side"_s, campaign, u"--side"_s, u"American"_s}).exit, 2);
    QCOMPARE(digest(campaign), before);
    // Said the same: one side, American (shown first); in progress, rule 12 counts what each has:
    // American 6 + 2 = 8, British 3 + 1 = 4.
    const CliRun same = cli({u"campaign"_s, u"same-side"_s, campaign, u"--side"_s, u"American"_s, u"--side"_s,
                             u"United States"_s, u"--json"_s});
    QVERIFY2(same.exit == 0, qPrintable(same.out));
    s = cli({u"campaign"_s, u"summary"_s, campaign, u"--json"_s}).json();
    QCOMPARE(s.value(u"totals"_s).toObject(), (QJsonObject{{u"American"_s, 8}, {u"British"_s, 4}}));
    QVERIFY(s.value(u"seenOnce"_s).toArray().isEmpty());
    QCOMPARE(s[u"battles"_s][1][u"sidesAs"_s][u"American"_s].toString(), u"United States"_s);
    QVERIFY(
        cli({u"campaign"_s, u"show"_s, campaign}).out.contains(u"American fights here as United States"_s));
    // Back apart.
    QCOMPARE(cli({u"campaign"_s, u"separate-side"_s, campaign, u"--side"_s, u"United States"_s}).exit, 0);
    s = cli({u"campaign"_s, u"show"_s, campaign, u"--json"_s}).json();
    QCOMPARE(s.value(u"totals"_s).toObject(),
             (QJsonObject{{u"American"_s, 6}, {u"British"_s, 4}, {u"United States"_s, 2}}));
}

void TestCliCampaign::damagedBattleIsCalledDamaged()
{
    const QString battle = path(u"to-damage.adjutant"_s);
    QVERIFY(QFile::copy(m_chippawa, battle));
    const QString campaign = path(u"damaged-battle.adjcampaign"_s);
    QCOMPARE(campaignOf(campaign, u"D"_s, {{battle, u"--name"_s, u"Chippawa"_s}}), QString());
    QFile f(battle);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QByteArray(4096, '\x5a'));
    f.close();
    const QJsonObject s = cli({u"campaign"_s, u"show"_s, campaign, u"--json"_s}).json();
    const QJsonObject b = s.value(u"battles"_s).toArray().at(0).toObject();
    QCOMPARE(b.value(u"state"_s).toString(), u"damaged"_s);
    QVERIFY2(b.value(u"problem"_s).toString().startsWith(u"its file to-damage.adjutant is damaged: "_s),
             qPrintable(b.value(u"problem"_s).toString()));
    const CliRun text = cli({u"campaign"_s, u"show"_s, campaign});
    QVERIFY2(text.out.contains(u"1. Chippawa (to-damage.adjutant) — damaged"_s), qPrintable(text.out));
    QVERIFY2(!text.out.contains(u"relink"_s) && !text.out.contains(u"moved"_s), qPrintable(text.out));
}

QTEST_GUILESS_MAIN(TestCliCampaign)
#include "tst_clicampaign.moc"
