// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli track: a value the rule set keeps (Wars for America's wind, 3.1) set directly as
// one logged action that can be undone; an unknown name or a value the rule set cannot hold is
// refused naming it, and the battle stays byte for byte as it was.
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
const char kNaval[] = R"({"name": "Wind", "ruleset": "wfa-naval", "sides": [
  {"name": "United States", "units": [{"name": "USS Lawrence", "type": "brig", "strength": 5,
    "attributes": {"guns": 4, "marines": 2, "heading": 2, "command": true}}]},
  {"name": "Royal Navy", "units": [{"name": "HMS Detroit", "type": "brig", "strength": 5,
    "attributes": {"guns": 4, "marines": 2, "heading": 5, "command": true}}]}]})";
const char kLand[] = R"({"name": "Land", "ruleset": "fhg-land", "sides": [{"name": "American"}]})";
} // namespace

class TestCliTrack : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void setsTheStartingWind();
    void refused_data();
    void refused();
    void listsWhatCanBeSet();

private:
    QTemporaryDir m_dir;
    QString m_naval;
    QString m_land;
};

void TestCliTrack::initTestCase()
{
    m_naval = battleFrom(m_dir.path(), u"naval"_s, kNaval);
    m_land = battleFrom(m_dir.path(), u"land"_s, kLand);
    QVERIFY(!m_naval.isEmpty() && !m_land.isEmpty());
}

void TestCliTrack::setsTheStartingWind()
{
    const qint64 events = cli({u"show"_s, m_naval, u"--json"_s}).json().value(u"events"_s).toInteger();
    const CliRun r = cli({u"track"_s, m_naval, u"--set"_s, u"wind=4"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), u"Wind 4 (set by the referee)"_s);
    QJsonObject battle = cli({u"show"_s, m_naval, u"--json"_s}).json();
    QCOMPARE(battle.value(u"events"_s).toInteger(), events + 1);
    const QJsonObject wind = battle.value(u"trackers"_s).toObject().value(u"wfa.wind"_s).toObject();
    QCOMPARE(wind.value(u"value"_s).toObject().value(u"wind"_s).toInt(), 4);
    // Logged with its rule, and what the wind-change action reads from now on (3.1).
    const QJsonArray log = loggedEvents(m_naval);
    const QJsonObject last = log.last().toObject();
    QCOMPARE(last.value(u"kind"_s).toString(), u"tracker.set"_s);
    QCOMPARE(last.value(u"trace"_s).toArray().first().toObject().value(u"rule"_s).toString(), u"3.1"_s);
    const CliRun roll = cli({u"resolve"_s, u"--battle"_s, m_naval, u"--action"_s, u"wind-change"_s,
                             u"--input"_s, u"{}"_s, u"--dice"_s, u"1"_s});
    QVERIFY2(roll.exit == 0, qPrintable(roll.err));
    QVERIFY2(roll.out.contains(u"wind 4, roll 1: one hex side to the right → 5"_s), qPrintable(roll.out));
    // Undone like any action: the battle keeps no wind again.
    QCOMPARE(cli({u"undo"_s, m_naval}).exit, 0);
    battle = cli({u"show"_s, m_naval, u"--json"_s}).json();
    QVERIFY(!battle.value(u"trackers"_s).toObject().contains(u"wfa.wind"_s));
}

void TestCliTrack::refused_data()
{
    QTest::addColumn<bool>("naval");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QString>("message");
    QTest::newRow("3.1 a wind of 7") << true << QStringList{u"--set"_s, u"wind=7"_s} << 1
                                     << u"wind \"7\": the wind is a direction, a hex side 1 to 6 (3.1)"_s;
    QTest::newRow("3.1 a wind that is no number")
        << true << QStringList{u"--set"_s, u"wind=NW"_s} << 1 << u"wind \"NW\""_s;
    QTest::newRow("an unknown name")
        << true << QStringList{u"--set"_s, u"gust=3"_s} << 1
        << u"keeps no value called \"gust\"; it can set: wind (a wind direction, a hex side 1 to 6 (3.1))"_s;
    QTest::newRow("a rule set without any") << false << QStringList{u"--set"_s, u"wind=3"_s} << 1
                                            << u"keeps no value that can be set directly, so not \"wind\""_s;
    QTest::newRow("one bad of two sets nothing")
        << true << QStringList{u"--set"_s, u"wind=3"_s, u"--set"_s, u"wind=0"_s} << 1 << u"wind \"0\""_s;
    QTest::newRow("usage: no value") << true << QStringList{u"--set"_s, u"wind"_s} << 2
                                     << u"--set takes name=value, not \"wind\""_s;
}

void TestCliTrack::refused()
{
    QFETCH(bool, naval);
    QFETCH(QStringList, args);
    QFETCH(int, exit);
    QFETCH(QString, message);
    const QString battle = naval ? m_naval : m_land;
    QCOMPARE(refusedUnchanged(battle, QStringList{u"track"_s, battle} + args, exit, message), QString());
}

void TestCliTrack::listsWhatCanBeSet()
{
    const CliRun r = cli({u"track"_s, m_naval});
    QCOMPARE(r.exit, 0);
    QCOMPARE(r.out.trimmed(), u"wind  a wind direction, a hex side 1 to 6 (3.1)"_s);
}

QTEST_GUILESS_MAIN(TestCliTrack)
#include "tst_clitrack.moc"
