// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario files carry the board (issue 14): its size, layout and terrain, every unit's hex, a ship's
// heading and a leader standing alone in his hex, into a new battle and out again unchanged.
#include "battledocument.h"
#include "scenario.h"
#include "support/datarows.h"
#include "support/demobattlefile.h"
#include "support/scenariobattle.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstScenarioBoard : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void leaderAlone();
};

void TstScenarioBoard::roundTrip_data()
{
    addRows<QString>({{"fhg-queenston", u":/demo/fhg-queenston.json"_s},
                      {"wfa-lake-erie", u":/demo/wfa-lake-erie.json"_s}});
}

void TstScenarioBoard::roundTrip()
{
    const QString resource = fetchRow<QString>();
    QTemporaryDir dir;
    QJsonObject json;
    QString error;
    QVERIFY2(readDemoScenario(resource, &json, &error), qPrintable(error));
    QVERIFY(json.contains(u"board"_s));
    auto first = openScenario(dir.filePath(u"a.adjutant"_s), json, &error);
    QVERIFY2(first, qPrintable(error));
    const BattleState &a = first->state();
    QCOMPARE(a.info.board, json.value(u"board"_s).toObject());
    QVERIFY(!a.info.board.value(u"tiles"_s).toObject().isEmpty());
    // Out as a scenario and into a new battle: the same board, the same hexes, the same headings.
    auto second = openScenario(dir.filePath(u"b.adjutant"_s), Scenario::exportJson(a), &error);
    QVERIFY2(second, qPrintable(error));
    const BattleState &b = second->state();
    QCOMPARE(b.info.board, a.info.board);
    QCOMPARE(b.units.size(), a.units.size());
    for (const Unit &u : a.units) {
        const Unit *v = b.unitByName(u.name);
        QVERIFY2(v, qPrintable(u.name));
        QVERIFY(!u.position.isEmpty());
        QCOMPARE(v->position, u.position);
        QCOMPARE(v->attrs.value(u"heading"_s), u.attrs.value(u"heading"_s));
    }
}

void TstScenarioBoard::leaderAlone()
{
    // Brock rides alone at 0505; Sheaffe is with the 41st.
    const QJsonObject json{
        {u"name"_s, u"Leaders"_s},
        {u"ruleset"_s, u"fhg-land"_s},
        {u"board"_s, QJsonObject{{u"width"_s, 8}, {u"height"_s, 8}, {u"layout"_s, u"odd-q"_s}}},
        {u"sides"_s,
         QJsonArray{QJsonObject{
             {u"name"_s, u"British"_s},
             {u"units"_s, QJsonArray{QJsonObject{{u"name"_s, u"41st"_s},
                                                 {u"type"_s, u"regular"_s},
                                                 {u"strength"_s, 3},
                                                 {u"position"_s, u"0303"_s}}}},
             {u"leaders"_s, QJsonArray{QJsonObject{{u"name"_s, u"Brock"_s}, {u"position"_s, u"0505"_s}},
                                       QJsonObject{{u"name"_s, u"Sheaffe"_s}, {u"unit"_s, u"41st"_s}}}}}}}};
    QTemporaryDir dir;
    QString error;
    auto first = openScenario(dir.filePath(u"a.adjutant"_s), json, &error);
    QVERIFY2(first, qPrintable(error));
    auto leader = [](const BattleState &s, const QString &name) {
        for (const Leader &l : s.leaders)
            if (l.name == name)
                return l;
        return Leader();
    };
    QCOMPARE(leader(first->state(), u"Brock"_s).position, u"0505"_s);
    QCOMPARE(leader(first->state(), u"Brock"_s).unit, Id(0));
    const QJsonObject out = Scenario::exportJson(first->state());
    auto second = openScenario(dir.filePath(u"b.adjutant"_s), out, &error);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(leader(second->state(), u"Brock"_s).position, u"0505"_s);
    QCOMPARE(leader(second->state(), u"Sheaffe"_s).unit, second->state().unitByName(u"41st"_s)->id);
}

QTEST_GUILESS_MAIN(TstScenarioBoard)
#include "tst_scenarioboard.moc"
