// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Stacking (4.3), movement (7), victory points (10) and campaign totals (12) of For Honor and Glory.
#include "core/ruletable.h"
#include "fhgland/fhgrules.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFhgRules : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_rt = fhgTable();
        m_t = FhgTable::of(m_rt);
        QVERIFY(m_t);
    }
    void stacking_data();
    void stacking();
    void movement_data();
    void movement();
    void victoryPoints();
    void campaign();

private:
    RuleTable m_rt;
    const FhgTable *m_t = nullptr;
};

struct StackingRow
{
    QStringList hex;
    QString problemHas; // empty: legal
};

void TstFhgRules::stacking_data()
{
    addRows<StackingRow>({
        {"4.3 infantry + artillery + leader",
         {QStringList{u"regular"_s, u"artillery"_s, u"leader"_s}, QString()}},
        {"4.3 dragoon + rocket", {QStringList{u"dragoon"_s, u"rocket"_s}, QString()}},
        {"4.3 two dragoons", {QStringList{u"dragoon"_s, u"dragoon"_s}, u"infantry-type or dragoon"_s}},
        {"4.3 dragoon + infantry", {QStringList{u"dragoon"_s, u"militia"_s}, u"infantry-type or dragoon"_s}},
        {"4.3 infantry + artillery + leader, then a dragoon enters",
         {QStringList{u"regular"_s, u"artillery"_s, u"leader"_s, u"dragoon"_s},
          u"infantry-type or dragoon"_s}},
        {"4.3 two infantry", {QStringList{u"regular"_s, u"light"_s}, u"infantry-type or dragoon"_s}},
        {"4.3 artillery + rocket", {QStringList{u"artillery"_s, u"rocket"_s}, u"artillery/rocket"_s}},
        {"4.3 two leaders", {QStringList{u"leader"_s, u"leader"_s, u"regular"_s}, u"leaders"_s}},
        {"4.3.1 a VP unit with units",
         {QStringList{u"vp"_s, u"regular"_s, u"artillery"_s, u"leader"_s}, QString()}},
        {"4.3.1 two VP units", {QStringList{u"vp"_s, u"vp"_s}, u"(4.3.1)"_s}},
        {"unknown type", {QStringList{u"cossack"_s}, u"cossack"_s}},
    });
}

void TstFhgRules::stacking()
{
    const auto [hex, problemHas] = fetchRow<StackingRow>();
    QList<FhgRules::StackEntry> entries;
    for (const QString &k : hex)
        entries.append(FhgRules::StackEntry{k, {}});
    const QStringList problems = FhgRules::stackingProblems(*m_t, entries);
    if (problemHas.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    } else {
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(problemHas), qPrintable(problems.first()));
    }
}

struct MovementRow
{
    QString kind;
    QStringList path;
    bool column;
    bool leaderBonus;
    bool o11_11;
    int ap; // -1: refused
    QString errorHas;
};

void TstFhgRules::movement_data()
{
    addRows<MovementRow>({
        {"7.1 regular 1 hex", {u"regular"_s, QStringList{u"clear"_s}, false, false, false, 1, QString()}},
        {"7.1 regular 2 hexes",
         {u"regular"_s, QStringList{u"clear"_s, u"clear"_s}, false, false, false, -1,
          u"more than the 1 hexes"_s}},
        {"7.5 column +1 hex",
         {u"regular"_s, QStringList{u"clear"_s, u"clear"_s}, true, false, false, 1, QString()}},
        {"6.2.5 clear then forest with the leader for 2 AP",
         {u"regular"_s, QStringList{u"clear"_s, u"forest"_s}, false, true, false, 2, QString()}},
        {"6.2.5 forest first: must stop",
         {u"regular"_s, QStringList{u"forest"_s, u"clear"_s}, false, true, false, -1, u"stop"_s}},
        {"7.4 Indians do not stop in forest",
         {u"indian"_s, QStringList{u"forest"_s, u"forest"_s}, false, false, false, 1, QString()}},
        {"2.3.6 hill stops",
         {u"light"_s, QStringList{u"hill"_s, u"clear"_s}, false, false, false, -1, u"stop"_s}},
        {"11.11 hill as clear",
         {u"light"_s, QStringList{u"hill"_s, u"clear"_s}, false, false, true, 1, QString()}},
        {"2.3.2 swamp impassable",
         {u"dragoon"_s, QStringList{u"swamp"_s}, false, false, false, -1, u"impassable"_s}},
        {"2.3.3 waterway costs 2 AP",
         {u"dragoon"_s, QStringList{u"clear"_s, u"waterway"_s}, false, false, false, 2, QString()}},
        {"2.3.4 water crossing as clear",
         {u"dragoon"_s, QStringList{u"water-crossing"_s, u"clear"_s, u"clear"_s}, false, false, false, 1,
          QString()}},
        {"6.2.5 artillery gets no leader bonus",
         {u"artillery"_s, QStringList{u"clear"_s}, false, true, false, -1, u"(6.2.5)"_s}},
        {"9.1.3 no leader bonus in column",
         {u"regular"_s, QStringList{u"clear"_s}, true, true, false, -1, u"(9.1.3)"_s}},
        {"9.1 leader alone 3 hexes",
         {u"leader"_s, QStringList{u"clear"_s, u"clear"_s, u"clear"_s}, false, false, false, 1, QString()}},
    });
}

void TstFhgRules::movement()
{
    const auto [kind, path, column, leaderBonus, o11_11, ap, errorHas] = fetchRow<MovementRow>();
    QList<FhgTerrain> terrain;
    for (const QString &p : path) {
        FhgTerrain t;
        QVERIFY(fhgTerrainFromId(p, &t));
        terrain.append(t);
    }
    const FhgRules::Move m = FhgRules::movement(*m_t, kind, terrain, column, leaderBonus, o11_11);
    if (ap < 0) {
        QVERIFY(!m.ok);
        QVERIFY2(m.error.contains(errorHas), qPrintable(m.error));
    } else {
        QVERIFY2(m.ok, qPrintable(m.error));
        QCOMPARE(m.apCost, ap);
    }
}

void TstFhgRules::victoryPoints()
{
    using K = FhgRules::VpItem::Kind;
    const QList<FhgRules::VpItem> items{
        {K::Unit, u"British"_s, u"American"_s, -1, {}},
        {K::Unit, u"British"_s, u"American"_s, -1, {}},
        {K::Leader, u"American"_s, u"British"_s, -1, {}},
        {K::VpUnit, u"British"_s, u"American"_s, -1, {}},  // taken from the opponent: counts
        {K::VpUnit, u"American"_s, u"American"_s, -1, {}}, // its own starting VP unit: never counts (3.4.11)
        {K::Unit, u"American"_s, u"British"_s, 2, {}},     // scenario says 2
    };
    const FhgRules::VpTally t = FhgRules::victoryPoints(*m_t, {u"American"_s, u"British"_s}, items);
    QCOMPARE(t.bySide.value(u"American"_s), 3);
    QCOMPARE(t.bySide.value(u"British"_s), 3);
    QCOMPARE(t.trace.size(), items.size());
    QCOMPARE(t.trace.at(4).rule, u"3.4.11"_s);
}

void TstFhgRules::campaign()
{
    QList<FhgRules::ScenarioResult> s;
    s.append({u"Chippawa"_s, {{u"American"_s, 6}, {u"British"_s, 4}}, u"American"_s, false, 6});
    // The British ran out of time at Lundy's Lane: the Americans are given the 8 VP needed.
    s.append({u"Lundy's Lane"_s, {{u"American"_s, 5}, {u"British"_s, 7}}, u"American"_s, true, 8});
    const FhgRules::CampaignTotal c = FhgRules::campaignTotals(s);
    QCOMPARE(c.bySide.value(u"American"_s), 14);
    QCOMPARE(c.bySide.value(u"British"_s), 11);
    QCOMPARE(c.leader, u"American"_s);
    QVERIFY(c.trace.at(2).text.contains(u"given 8"_s));
    QCOMPARE(m_t->campaigns.size(), 3);
    // The referee's call is neither a victory's end nor a loss on time: each side what it earned,
    // even with a time given (a time called before the turn limit): British 7, not 8.
    s[1] = {u"Lundy's Lane"_s, {{u"American"_s, 5}, {u"British"_s, 7}}, u"American"_s, false, 8, true};
    const FhgRules::CampaignTotal r = FhgRules::campaignTotals(s);
    QCOMPARE(r.bySide.value(u"American"_s), 6 + 5);
    QCOMPARE(r.bySide.value(u"British"_s), 4 + 7);
    QCOMPARE(r.leader, QString()); // 11 all
    QCOMPARE(r.trace.at(2).text,
             u"Lundy's Lane: ended by the referee's call, not on time: each side receives the "
             "VP earned"_s);
    QCOMPARE(r.trace.at(2).rule, u"12"_s);
}

QTEST_APPLESS_MAIN(TstFhgRules)
#include "tst_fhgrules.moc"
