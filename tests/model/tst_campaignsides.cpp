// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A campaign's sides across its battles and its unreadable battles (issue 29, model/campaign/):
// sides matched by name, a side of one battle only named, the referee saying which sides are the
// same (kept in the campaign file, version 2 only when said), every refusal naming what is wrong
// and leaving the campaign as it was; a battle file that is there but cannot be read is damaged,
// with its reason, never missing.
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaign/campaignstanding.h"
#include "scenario.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestCampaignSides : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sideOfOneBattleNamedThenSaidTheSame();
    void sameSideRefusals_data();
    void sameSideRefusals();
    void separateSide();
    void sameSidesInTheFile_data();
    void sameSidesInTheFile();
    void damagedBattleIsDamaged();

private:
    QString battle(const QString &name, const QString &a, int aVp, const QString &b, int bVp);
    Campaign niagara() const;
    QTemporaryDir m_dir;
    QString m_campaign;
};

QString TestCampaignSides::battle(const QString &name, const QString &a, int aVp, const QString &b, int bVp)
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    const QJsonObject json{
        {u"name"_s, name},
        {u"ruleset"_s, u"fhg-land"_s},
        {u"sides"_s, QJsonArray{QJsonObject{{u"name"_s, a}, {u"counters"_s, QJsonObject{{u"VP"_s, aVp}}}},
                                QJsonObject{{u"name"_s, b}, {u"counters"_s, QJsonObject{{u"VP"_s, bVp}}}}}}};
    QString error;
    return Scenario::createBattle(path, json, &error) ? path : QString();
}

void TestCampaignSides::initTestCase()
{
    QVERIFY(!battle(u"chippawa"_s, u"American"_s, 6, u"British"_s, 3).isEmpty());
    // The same army under the name its own scenario gives it.
    QVERIFY(!battle(u"lundys"_s, u"United States"_s, 4, u"British"_s, 2).isEmpty());
    m_campaign = m_dir.filePath(u"niagara.adjcampaign"_s);
}

Campaign TestCampaignSides::niagara() const
{
    Campaign c;
    c.name = u"Niagara"_s;
    c.ruleset = u"fhg-land"_s;
    c.battles = {{u"chippawa.adjutant"_s, u"Chippawa"_s}, {u"lundys.adjutant"_s, u"Lundy's Lane"_s}};
    return c;
}

void TestCampaignSides::sideOfOneBattleNamedThenSaidTheSame()
{
    Campaign c = niagara();
    CampaignSummary s = CampaignStanding::build(c, m_campaign);
    // Matched by name: "United States" is a third side, and the summary says both lone names.
    QCOMPARE(s.sides, (QStringList{u"American"_s, u"British"_s, u"United States"_s}));
    QCOMPARE(s.seenOnce.size(), 2);
    QCOMPARE(s.seenOnce.at(0).side, u"American"_s);
    QCOMPARE(s.seenOnce.at(0).battle, 1);
    QCOMPARE(s.seenOnce.at(1).side, u"United States"_s);
    QCOMPARE(s.seenOnce.at(1).name, u"Lundy's Lane"_s);
    // Rule 12, both battles in progress, each side what it has: American 6, British 3 + 2 = 5,
    // United States 4.
    QCOMPARE(s.totals, (QMap<QString, int>{{u"American"_s, 6}, {u"British"_s, 5}, {u"United States"_s, 4}}));
    QString error;
    QVERIFY2(c.sameSide(m_campaign, {u"American"_s, u"United States"_s}, &error), qPrintable(error));
    QCOMPARE(c.sideName(u"United States"_s), u"American"_s);
    s = CampaignStanding::build(c, m_campaign);
    // One side now: American 6 + 4 = 10, British 5; nobody is a side of one battle only.
    QCOMPARE(s.sides, (QStringList{u"American"_s, u"British"_s}));
    QVERIFY(s.seenOnce.isEmpty());
    QCOMPARE(s.totals, (QMap<QString, int>{{u"American"_s, 10}, {u"British"_s, 5}}));
    QCOMPARE(s.battles.at(1).earned.value(u"American"_s), 4);
    QCOMPARE(s.battles.at(1).sidesAs.value(u"American"_s), u"United States"_s);
    QCOMPARE(CampaignStanding::toJson(s).value(u"sameSides"_s).toArray().at(0).toArray(),
             (QJsonArray{u"American"_s, u"United States"_s}));
}

void TestCampaignSides::sameSideRefusals_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("message");
    QTest::newRow("one name") << QStringList{u"American"_s}
                              << u"name the sides that are one side, two or more"_s;
    QTest::newRow("no such side")
        << QStringList{u"American"_s, u"Americans"_s}
        << u"no battle of the campaign has a side called \"Americans\" (its sides: American, British, United "
           "States)"_s;
    QTest::newRow("two sides of one battle") << QStringList{u"United States"_s, u"British"_s}
                                             << u"United States and British both fight in battle 2 "
                                                u"(\"Lundy's Lane\"): two sides of one battle are "
                                                "never one side"_s;
    QTest::newRow("already one side") << QStringList{u"American"_s, u"United States"_s}
                                      << u"American, United States are already one side, shown as American"_s;
}

void TestCampaignSides::sameSideRefusals()
{
    QFETCH(QStringList, names);
    QFETCH(QString, message);
    Campaign c = niagara();
    QString error;
    if (QByteArray(QTest::currentDataTag()) == "already one side")
        QVERIFY(c.sameSide(m_campaign, names, &error));
    const Campaign before = c;
    QVERIFY(!c.sameSide(m_campaign, names, &error));
    QCOMPARE(error, message);
    QCOMPARE(c.sameSides, before.sameSides);
}

void TestCampaignSides::separateSide()
{
    Campaign c = niagara();
    QString error;
    QVERIFY(c.sameSide(m_campaign, {u"United States"_s, u"American"_s}, &error));
    QCOMPARE(c.sideName(u"American"_s), u"United States"_s); // the first named is the one shown
    QVERIFY2(c.separateSide(u"American"_s, &error), qPrintable(error));
    QVERIFY(c.sameSides.isEmpty());
    QCOMPARE(c.sideName(u"American"_s), u"American"_s);
    QVERIFY(!c.separateSide(u"American"_s, &error));
    QVERIFY2(error.contains(u"\"American\" was not said to be the same side as another"_s),
             qPrintable(error));
}

void TestCampaignSides::sameSidesInTheFile_data()
{
    QTest::addColumn<QByteArray>("sameSides");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a list") << QByteArray(R"("American")")
                                << u"sameSides: the campaign file is damaged"_s;
    QTest::newRow("one name") << QByteArray(R"([["American"]])")
                              << u"sameSides[0]: a side's names, two or more"_s;
    QTest::newRow("a name twice") << QByteArray(R"([["American", "US"], ["British", "US"]])")
                                  << u"sameSides[1]: \"US\" is named twice"_s;
}

void TestCampaignSides::sameSidesInTheFile()
{
    QFETCH(QByteArray, sameSides);
    QFETCH(QString, message);
    // Kept in the campaign file: version 2 with them (an older Adjutant refuses it as newer rather
    // than totalling two sides), version 1 without (an older Adjutant still reads it).
    Campaign c = niagara();
    const QString path = m_dir.filePath(u"sides.adjcampaign"_s);
    QString error;
    QVERIFY(c.save(path, &error));
    QCOMPARE(QJsonDocument::fromJson(c.toJson()).object().value(u"version"_s).toInt(), 1);
    QVERIFY(c.sameSide(path, {u"American"_s, u"United States"_s}, &error));
    QVERIFY(c.save(path, &error));
    QCOMPARE(QJsonDocument::fromJson(c.toJson()).object().value(u"version"_s).toInt(), 2);
    Campaign read;
    QVERIFY2(Campaign::load(path, &read, &error), qPrintable(error));
    QCOMPARE(read.sameSides, c.sameSides);
    // A damaged list is refused, naming where.
    QByteArray text = c.toJson();
    text.replace(R"("sameSides": [)", "\"was\": [");
    const QByteArray withList = "\"sameSides\": " + sameSides + ", \"format\"";
    text.replace("\"format\"", withList);
    QVERIFY(!Campaign::parse(text, u"f"_s, &read, &error));
    QVERIFY2(error.contains(u"f: "_s + message), qPrintable(error));
}

void TestCampaignSides::damagedBattleIsDamaged()
{
    const QString path = battle(u"damaged"_s, u"American"_s, 1, u"British"_s, 1);
    QVERIFY(!path.isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QByteArray(8192, 'x'));
    f.close();
    Campaign c = niagara();
    c.battles.append({u"damaged.adjutant"_s, u"Fort Erie"_s});
    QStringList problems;
    const CampaignSummary s = CampaignStanding::build(c, m_campaign, nullptr, &problems);
    const CampaignSummary::Battle &b = s.battles.at(2);
    QCOMPARE(b.state, u"damaged"_s);
    QVERIFY2(b.problem.startsWith(u"its file damaged.adjutant is damaged: "_s), qPrintable(b.problem));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().startsWith(u"battle 3 (\"Fort Erie\"): its file damaged.adjutant is damaged"_s),
             qPrintable(problems.first()));
    QVERIFY(!problems.first().contains(u"moved"_s));
    QVERIFY(c.missing(m_campaign).isEmpty()); // not missing: no "point to where it is now"
    // A file that is not there at all is missing, as before.
    c.battles.append({u"gone.adjutant"_s, u"Bladensburg"_s});
    const CampaignSummary t = CampaignStanding::build(c, m_campaign);
    QCOMPARE(t.battles.at(3).state, u"missing"_s);
    QCOMPARE(c.missing(m_campaign).size(), 1);
}

QTEST_GUILESS_MAIN(TestCampaignSides)
#include "tst_campaignsides.moc"
