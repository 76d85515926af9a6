// Victory conditions and the end of a battle (model/victory.h) and a campaign's standing
// (model/campaign/): every refusal names what is wrong and builds nothing; the end is one edit that
// reverts; a rule set without a campaign rule of its own totals its measure (Glory) battle by battle.
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaign/campaignstanding.h"
#include "edits.h"
#include "labels.h"
#include "scenario.h"
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
    void gloryTotalledBattleByBattle();

private:
    std::unique_ptr<BattleDocument> battle(const QString &name, const QByteArray &scenario);
    QTemporaryDir m_dir;
};

std::unique_ptr<BattleDocument> TestVictory::battle(const QString &name, const QByteArray &scenario)
{
    const QString path = m_dir.filePath(name);
    QString error;
    QJsonObject json;
    if (!Scenario::parse(scenario, name, &json, &error) || !Scenario::createBattle(path, json, &error)) {
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

void TestVictory::endRefusals_data()
{
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown ending") << u"surrender"_s << u"Red"_s
                                    << u"ending: \"surrender\" is not victory, time or referee"_s;
    QTest::newRow("unknown side") << u"victory"_s << u"Green"_s
                                  << u"winner: there is no side called \"Green\""_s;
    QTest::newRow("time without a winner")
        << u"time"_s << QString() << u"needs the side that won (--winner)"_s;
}

void TestVictory::endRefusals()
{
    QFETCH(QString, ending);
    QFETCH(QString, winner);
    QFETCH(QString, message);
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

void TestVictory::endCitesItsRule_data()
{
    // The end's trace names why the battle ended and the rule behind it: a scenario's victory
    // conditions (10) and its time constraints (10.C) in For Honor and Glory; the referee's own
    // call and a rule set whose text has no victory rule (One If By Land) cite none.
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("turnLimit");
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("rule");
    QTest::newRow("VP reached") << u"fhg-land"_s << 0 << u"victory"_s << u"Red"_s
                                << u"Red reached the 3 VP needed to win"_s << u"10"_s;
    QTest::newRow("victory called") << u"fhg-land"_s << 0 << u"victory"_s << u"Blue"_s
                                    << u"Blue won; the referee recorded the victory"_s << u"10"_s;
    QTest::newRow("time ran out") << u"fhg-land"_s << 1 << u"time"_s << u"Blue"_s
                                  << u"the time ran out (turn 1 of 1): Blue won on time"_s << u"10.C"_s;
    QTest::newRow("time called early")
        << u"fhg-land"_s << 8 << u"time"_s << u"Blue"_s
        << u"the referee called time on turn 1, before the turn limit 8: Blue won on time"_s << u"10.C"_s;
    QTest::newRow("time without a limit") << u"fhg-land"_s << 0 << u"time"_s << u"Blue"_s
                                          << u"the referee called time: Blue won on time"_s << u"10.C"_s;
    QTest::newRow("referee") << u"fhg-land"_s << 0 << u"referee"_s << QString()
                             << u"the referee ended the battle"_s << QString();
    QTest::newRow("no victory rule") << u"oneifbyland"_s << 0 << u"victory"_s << u"Red"_s
                                     << u"Red reached the 3 VP needed to win"_s << QString();
}

void TestVictory::endCitesItsRule()
{
    QFETCH(QString, ruleset);
    QFETCH(int, turnLimit);
    QFETCH(QString, ending);
    QFETCH(QString, winner);
    QFETCH(QString, text);
    QFETCH(QString, rule);
    const QByteArray scenario =
        u"{\"name\": \"C\", \"ruleset\": \"%1\", \"victory\": {\"vpToWin\": 3, "
        u"\"turnLimit\": %2}, \"sides\": [{\"name\": \"Red\", \"counters\": {\"VP\": 3}}, "
        u"{\"name\": \"Blue\", \"counters\": {\"VP\": 1}}]}"_s.arg(ruleset)
            .arg(turnLimit)
            .toUtf8();
    auto doc = battle(
        u"cites-%1.adjutant"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'), scenario);
    QVERIFY(doc);
    QString error;
    const Edit e = Victory::endBattle(doc->state(), doc->profile(), ending, winner, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QCOMPARE(e.trace.size(), 1);
    QCOMPARE(e.trace.first().toObject().value(u"text"_s).toString(), text);
    QCOMPARE(e.trace.first().toObject().value(u"rule"_s).toString(), rule);
}

void TestVictory::scenarioVictoryRefused_data()
{
    QTest::addColumn<QByteArray>("victory");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative") << QByteArray(R"({"vpToWin": -1})")
                              << u"victory.vpToWin: must be a whole number from 0"_s;
    QTest::newRow("text") << QByteArray(R"({"turnLimit": "eight"})")
                          << u"victory.turnLimit: must be a whole number"_s;
    QTest::newRow("unknown key") << QByteArray(R"({"vpToLose": 3})")
                                 << u"victory.vpToLose: not a victory condition"_s;
    QTest::newRow("not an object") << QByteArray("7") << u"victory: 7 is not an object"_s;
}

void TestVictory::scenarioVictoryRefused()
{
    QFETCH(QByteArray, victory);
    QFETCH(QString, message);
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
