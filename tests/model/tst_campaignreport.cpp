// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The campaign summary as data (issue 19): its JSON, the running totals of rule 12's credits, who
// leads, and a players' version that keeps the enemy's losses in words only.
#include "summary/campaignreport.h"
#include "support/campaignfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestCampaignReport final : public QObject
{
    Q_OBJECT

private slots:
    void refereeJson();
    void runningTotalsAndLeader();
    void playersVersionHidesTheEnemy();
    void playersVersionRefusesBadInput();
    void stateInWords();
};

namespace {
QJsonObject sideOf(const QJsonObject &battle, const QString &side)
{
    for (const QJsonValue &v : battle.value(u"sides"_s).toArray())
        if (v.toObject().value(u"side"_s).toString() == side)
            return v.toObject();
    return {};
}
} // namespace

void TestCampaignReport::refereeJson()
{
    const QJsonObject o = campaignJson(testing::handMadeCampaign());
    QCOMPARE(o.value(u"campaign"_s).toString(), u"Niagara <frontier> & beyond"_s);
    QCOMPARE(o.value(u"rule"_s).toString(), u"12"_s);
    QCOMPARE(o.value(u"sides"_s).toArray(), (QJsonArray{u"American"_s, u"British"_s}));
    QVERIFY(!o.contains(u"forSide"_s));
    const QJsonArray battles = o.value(u"battles"_s).toArray();
    QCOMPARE(battles.size(), 3);
    // Rule 12's time win: the victor credited the 8 VP the scenario needed, not the 5 it earned.
    const QJsonObject lundys = battles.at(1).toObject();
    QCOMPARE(lundys.value(u"ending"_s).toString(), u"time"_s);
    QCOMPARE(lundys.value(u"winner"_s).toString(), u"American"_s);
    QCOMPARE(sideOf(lundys, u"American"_s).value(u"earned"_s).toInt(), 5);
    QCOMPARE(sideOf(lundys, u"American"_s).value(u"credited"_s).toInt(), 8);
    QCOMPARE(sideOf(lundys, u"British"_s).value(u"lost"_s).toInt(), 15);
    QCOMPARE(sideOf(lundys, u"British"_s).value(u"strengthStart"_s).toInt(), 32);
    QVERIFY(sideOf(lundys, u"British"_s).value(u"exact"_s).toBool());
    QVERIFY(!battles.at(2).toObject().contains(u"ending"_s)); // in progress
    const QJsonArray totals = o.value(u"totals"_s).toArray();
    QCOMPARE(totals.at(0).toObject().value(u"total"_s).toInt(), 14);
    QCOMPARE(totals.at(1).toObject().value(u"total"_s).toInt(), 13);
    QCOMPARE(totals.at(0).toObject().value(u"lost"_s).toInt(), 12 + 7 + 0);
    QCOMPARE(totals.at(1).toObject().value(u"lost"_s).toInt(), 3 + 15 + 2);
    QCOMPARE(totals.at(1).toObject().value(u"running"_s).toArray(), (QJsonArray{9, 12, 13}));
    QCOMPARE(o.value(u"leader"_s).toString(), u"American"_s);
}

void TestCampaignReport::runningTotalsAndLeader()
{
    CampaignSummary s = testing::handMadeCampaign();
    QCOMPARE(CampaignReport::runningTotals(s, u"American"_s), (QList<int>{4, 12, 14}));
    QCOMPARE(CampaignReport::runningTotals(s, u"British"_s), (QList<int>{9, 12, 13}));
    QCOMPARE(CampaignReport::leaderText(s), u"American leads by 1 VP"_s);
    s.totals[u"British"_s] = 14;
    s.leader.clear();
    QCOMPARE(CampaignReport::leaderText(s), u"The sides are level on 14 VP"_s);
    QCOMPARE(campaignJson(s).value(u"leader"_s), QJsonValue(QJsonValue::Null));
    QCOMPARE(CampaignReport::runningTotals(CampaignSummary{}, u"American"_s), QList<int>{});
}

void TestCampaignReport::playersVersionHidesTheEnemy()
{
    const CampaignSummary referee = testing::handMadeCampaign();
    CampaignSummary american;
    QString error;
    QVERIFY2(CampaignReport::playersVersion(referee, u"American"_s, &american, &error), qPrintable(error));
    QCOMPARE(american.forSide, u"American"_s);
    // The enemy's bands, worked by hand (LossBands): 3 of 36 light, 15 of 32 crippling, 2 of 25 light.
    const QStringList bands{u"light"_s, u"crippling"_s, u"light"_s};
    for (int i = 0; i < 3; ++i)
        QCOMPARE(CampaignReport::lossBand(american.battles.at(i), u"British"_s), bands.at(i));
    const QJsonObject o = campaignJson(american);
    QCOMPARE(o.value(u"forSide"_s).toString(), u"American"_s);
    for (const QJsonValue &v : o.value(u"battles"_s).toArray()) {
        const QJsonObject british = sideOf(v.toObject(), u"British"_s);
        QCOMPARE(british.value(u"exact"_s).toBool(), false);
        // Words only: no figure of the enemy's losses or strength under any key.
        QCOMPARE(QStringList(british.keys()),
                 (QStringList{u"credited"_s, u"earned"_s, u"exact"_s, u"losses"_s, u"side"_s}));
        QVERIFY(sideOf(v.toObject(), u"American"_s).value(u"exact"_s).toBool());
    }
    QCOMPARE(
        sideOf(o.value(u"battles"_s).toArray().at(1).toObject(), u"British"_s).value(u"losses"_s).toString(),
        u"crippling"_s);
    QCOMPARE(sideOf(o.value(u"battles"_s).toArray().at(1).toObject(), u"American"_s).value(u"lost"_s).toInt(),
             7);
    const QJsonObject britishTotal = o.value(u"totals"_s).toArray().at(1).toObject();
    QVERIFY(!britishTotal.contains(u"lost"_s));
    QCOMPARE(britishTotal.value(u"losses"_s).toString(), u"heavy"_s);
    QCOMPARE(o.value(u"totals"_s).toArray().at(0).toObject().value(u"lost"_s).toInt(), 19);
    // Nothing of the enemy's figures is left in the copy itself either.
    const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Compact);
    for (const char *figure : {"\"lost\":15", "\"lost\":3,", "\"lost\":20", "32", "36", "25"})
        QVERIFY2(!text.contains(figure), figure);
    for (const CampaignSummary::Battle &b : american.battles)
        QCOMPARE(b.strengthStart.value(u"British"_s), 100);
}

void TestCampaignReport::playersVersionRefusesBadInput()
{
    const CampaignSummary referee = testing::handMadeCampaign();
    CampaignSummary out;
    out.name = u"untouched"_s;
    QString error;
    QVERIFY(!CampaignReport::playersVersion(referee, u"French"_s, &out, &error));
    QVERIFY2(error.contains(u"\"French\""_s) && error.contains(u"American, British"_s), qPrintable(error));
    QCOMPARE(out.name, u"untouched"_s);
    CampaignSummary british;
    QVERIFY(CampaignReport::playersVersion(referee, u"British"_s, &british, &error));
    error.clear();
    QVERIFY(!CampaignReport::playersVersion(british, u"American"_s, &out, &error));
    QVERIFY2(error.contains(u"British"_s), qPrintable(error));
    QCOMPARE(out.name, u"untouched"_s);
}

void TestCampaignReport::stateInWords()
{
    const CampaignSummary s = testing::handMadeCampaign();
    QCOMPARE(CampaignReport::stateText(s.battles.at(0)), u"ended: victory for British"_s);
    QCOMPARE(CampaignReport::stateText(s.battles.at(1)), u"ended on time: won by American"_s);
    QCOMPARE(CampaignReport::stateText(s.battles.at(2)), u"in progress, turn 4"_s);
    CampaignSummary::Battle missing;
    missing.state = u"missing"_s;
    QCOMPARE(CampaignReport::stateText(missing), u"battle file missing"_s);
    QVERIFY(CampaignReport::ruleText(s).contains(u"rule 12"_s));
}

} // namespace adj

QTEST_GUILESS_MAIN(adj::TestCampaignReport)
#include "tst_campaignreport.moc"
