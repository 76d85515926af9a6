// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory's Army Cost (Setup: "Each player, including The One, has an Army Cost of 40")
// is the rule table's players.armyCost: add-unit and edit-unit check it, and a house rule raises
// it for one battle.
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
const char kScenario[] = R"({"name": "Army cost", "ruleset": "honour-glory", "sides": [
  {"name": "Vorgath"}, {"name": "Ann"}]})";

CliRun addUnit(const QString &battle, const QString &side, const QString &name, int cost)
{
    return cli({u"add-unit"_s, battle, u"--side"_s, side, u"--name"_s, name, u"--type"_s, u"the-many"_s,
                u"--attr"_s, u"armyCost=%1"_s.arg(cost)});
}
} // namespace

class TestCliArmyCost : public QObject
{
    Q_OBJECT

private slots:
    void fortyUnlessAHouseRuleSaysOtherwise();
};

void TestCliArmyCost::fortyUnlessAHouseRuleSaysOtherwise()
{
    QTemporaryDir dir;
    const QString battle = battleFrom(dir.path(), u"hg"_s, kScenario);
    QVERIFY(!battle.isEmpty());
    QCOMPARE(addUnit(battle, u"Vorgath"_s, u"Host"_s, 40).exit, 0);
    QByteArray before = digest(battle);
    CliRun r = addUnit(battle, u"Ann"_s, u"Ann's Unit"_s, 50);
    QCOMPARE(r.exit, 1);
    QVERIFY2(
        r.err.contains(u"Unit Ann's Unit: army cost 50 is over the Army Cost of 40 each player has (Setup"_s),
        qPrintable(r.err));
    QCOMPARE(digest(battle), before);
    r = cli({u"edit-unit"_s, battle, u"--unit"_s, u"Host"_s, u"--attr"_s, u"armyCost=41"_s});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"army cost 41 is over the Army Cost of 40"_s), qPrintable(r.err));
    QCOMPARE(digest(battle), before);
    // The players agree on 60: the house rule changes the limit the check uses.
    r = cli({u"house-rule"_s, battle, u"--set"_s, u"players.armyCost=60"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    r = addUnit(battle, u"Ann"_s, u"Ann's Unit"_s, 50);
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(unitNamed(cli({u"show"_s, battle, u"--json"_s}).json(), u"Ann's Unit"_s)
                 .value(u"attributes"_s)
                 .toObject()
                 .value(u"armyCost"_s)
                 .toInt(),
             50);
    before = digest(battle);
    r = cli({u"edit-unit"_s, battle, u"--unit"_s, u"Host"_s, u"--attr"_s, u"armyCost=61"_s});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"army cost 61 is over the Army Cost of 60"_s), qPrintable(r.err));
    QCOMPARE(digest(battle), before);
}

QTEST_GUILESS_MAIN(TestCliArmyCost)
#include "tst_cliarmycost.moc"
