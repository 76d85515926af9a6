// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every bundled demo battle loads: its scenario is valid against its rule set's profile,
// it becomes a battle file once, and that file opens with every side and unit in it.
#include "battledocument.h"
#include "demobattles.h"
#include "rostercsv.h"
#include "scenario.h"
#include "support/datarows.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestDemoBattles : public QObject
{
    Q_OBJECT

private slots:
    void oneForEachRuleSet();
    void loads_data();
    void loads();
    void unknownId();
};

void TestDemoBattles::oneForEachRuleSet()
{
    QStringList rulesets;
    for (const DemoBattle &d : DemoBattles::all())
        rulesets << d.ruleset;
    QStringList profiles;
    for (const RuleSetProfile &p : Profiles::all())
        profiles << p.id;
    rulesets.sort();
    profiles.sort();
    QCOMPARE(rulesets, profiles);
}

// A demo's sides and units; the row is named by the demo's id.
struct LoadsRow
{
    int sides;
    int units;
};

void TestDemoBattles::loads_data()
{
    testing::addRows<LoadsRow>({
        {"fhg-queenston", {2, 11}},
        {"wfa-lake-erie", {2, 10}},
        {"oneifbyland-cowpens", {2, 13}},
        {"foh-chippawa", {2, 14}},
        {"hg-ford-of-edadh", {4, 4}},
    });
}

void TestDemoBattles::loads()
{
    const QString id = QString::fromLatin1(QTest::currentDataTag());
    const auto [sides, units] = testing::fetchRow<LoadsRow>();
    const DemoBattle *demo = DemoBattles::find(id);
    QVERIFY(demo);
    QVERIFY(!DemoBattles::title(*demo).isEmpty());
    QTemporaryDir dir;
    QString error;
    const QString path = DemoBattles::ensure(id, dir.path(), &error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));
    QCOMPARE(DemoBattles::ensure(demo->ruleset, dir.path(), &error), path); // kept, found by rule set too
    const auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const BattleState &s = doc->state();
    QCOMPARE(s.info.ruleset, demo->ruleset);
    QCOMPARE(int(s.sides.size()), sides);
    QCOMPARE(int(s.units.size()), units);
    QVERIFY(!s.leaders.isEmpty());
    for (const Unit &u : s.units) {
        QJsonObject attrs = u.attrs;
        QCOMPARE(Profiles::validateUnit(doc->profile(), u.type, u.strength, u.strengthStart, &attrs),
                 QString());
        if (doc->profile().distance == DistanceMeasure::Hexes)
            QVERIFY2(u.position.size() == 4, qPrintable(u.name));
    }
    // The roster goes out as CSV and comes back into an empty battle whole.
    BattleState fresh;
    fresh.info = s.info;
    QStringList errors;
    const Edit e = RosterCsv::importEdit(fresh, doc->profile(), RosterCsv::write(s, doc->profile()), &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QCOMPARE(int(std::count_if(e.changes.cbegin(), e.changes.cend(),
                               [](const RowChange &c) { return c.table == Table::Units; })),
             units);
}

void TestDemoBattles::unknownId()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(DemoBattles::ensure(u"austerlitz"_s, dir.path(), &error).isEmpty());
    QVERIFY(error.contains(u"austerlitz"_s));
    QVERIFY(error.contains(u"wfa-lake-erie"_s));
}

QTEST_GUILESS_MAIN(TestDemoBattles)
#include "tst_demobattles.moc"
