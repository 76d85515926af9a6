// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the board view asks of a rule set (BoardRules): terrain by name and whether it blocks line of
// sight (2.3, 8.2), rockets seeing over everything (3.4.9), a VP unit not blocking; ships' headings,
// arcs, crossing the T (3.1, 6.4), the wind kept by the battle and the wind gauge (3.1.1); the move
// action and the reveal's events; rule sets without a board have none.
#include "core/boardrules.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battlestate.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

Q_DECLARE_METATYPE(adj::BoardRules::Arc)

namespace {
const BoardRules *rulesOf(const QString &id)
{
    const RuleSet *rs = RuleSets::find(id);
    return rs ? rs->boardRules() : nullptr;
}

Hex at(const Board &b, const QString &label)
{
    Hex h;
    b.parseLabel(label, &h);
    return h;
}
} // namespace

class TstBoardRules : public QObject
{
    Q_OBJECT
private slots:
    void whichRuleSetsHaveABoard();
    void fhgTerrain();
    void fhgLineOfSight();
    void fhgMove();
    void wfaHeadings();
    void wfaArcs_data();
    void wfaArcs();
    void wfaCrossingTheT();
    void wfaWind();
};

void TstBoardRules::whichRuleSetsHaveABoard()
{
    QVERIFY(rulesOf(u"fhg-land"_s));
    QVERIFY(rulesOf(u"wfa-naval"_s));
    for (const QString &id : {u"oneifbyland"_s, u"fields-of-honor"_s, u"honour-glory"_s})
        QVERIFY2(!rulesOf(id), qPrintable(id));
}

void TstBoardRules::fhgTerrain()
{
    const BoardRules *r = rulesOf(u"fhg-land"_s);
    const QList<BoardRules::Terrain> kinds = r->terrain(testing::rulesetTable(u"fhg-land"_s));
    QCOMPARE(kinds.size(), 10); // 2.3.1-2.3.10
    QCOMPARE(kinds.first().id, u"clear"_s);
    QSet<QString> blocking;
    for (const BoardRules::Terrain &t : kinds) {
        QVERIFY(!t.name.isEmpty());
        if (t.blocksLos)
            blocking << t.id;
    }
    // 8.2: forest, hills, town, entrenchment (and the fort, 2.3.10) block; fences and water do not.
    QCOMPARE(blocking, (QSet<QString>{u"forest"_s, u"hill"_s, u"town"_s, u"entrenchment"_s, u"fort"_s}));
    QCOMPARE(r->losRule(), u"8.2"_s);
    QCOMPARE(r->heading(Unit{}), 0);
    QCOMPARE(r->wind(BattleState{}), 0);
    QCOMPARE(r->broadsideRange(testing::rulesetTable(u"fhg-land"_s)), 0);
}

void TstBoardRules::fhgLineOfSight()
{
    const BoardRules *r = rulesOf(u"fhg-land"_s);
    const RuleTable t = testing::rulesetTable(u"fhg-land"_s);
    Board b(8, 8);
    b.setTerrain(at(b, u"0304"_s), u"forest"_s);
    Unit infantry;
    infantry.type = u"regular"_s;
    Unit rockets;
    rockets.type = u"rocket"_s;
    const LineOfSight blocked = r->lineOfSight(t, b, infantry, at(b, u"0305"_s), at(b, u"0303"_s));
    QVERIFY(!blocked.clear);
    QCOMPARE(blocked.blockedBy, QList<Hex>{at(b, u"0304"_s)});
    // 3.4.9: rockets ignore line of sight.
    QVERIFY(r->lineOfSight(t, b, rockets, at(b, u"0305"_s), at(b, u"0303"_s)).clear);
    // A VP unit blocks nothing; a body of troops does.
    Unit vp;
    vp.type = u"vp"_s;
    QVERIFY(!r->blocksLos(vp));
    QVERIFY(r->blocksLos(infantry));
}

void TstBoardRules::fhgMove()
{
    const BoardRules *r = rulesOf(u"fhg-land"_s);
    QCOMPARE(r->moveAction(), u"move"_s);
    QVERIFY(RuleSets::find(u"fhg-land"_s)->action(r->moveAction()));
    // A path as typed, then the same with the leader's extra hex (6.2.5); one hex asks for the way.
    const QList<QJsonObject> two = r->moveInputs(7, {u"0405"_s, u"0406"_s});
    QCOMPARE(two.size(), 2);
    QCOMPARE(two.at(0).value(u"unit"_s).toInteger(), 7);
    QCOMPARE(two.at(0).value(u"path"_s).toArray(), QJsonArray({u"0405"_s, u"0406"_s})); // a list (issue 17)
    QVERIFY(!two.at(0).value(u"leaderBonus"_s).toBool());
    QVERIFY(two.at(1).value(u"leaderBonus"_s).toBool());
    const QList<QJsonObject> far = r->moveInputs(7, {}, u"0609"_s);
    QCOMPARE(far.value(0).value(u"to"_s).toString(), u"0609"_s);
    QVERIFY(!far.value(0).contains(u"path"_s));
    QVERIFY(r->pathEventKinds().isEmpty());
}

void TstBoardRules::wfaHeadings()
{
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    const RuleTable t = testing::rulesetTable(u"wfa-naval"_s);
    Unit ship;
    ship.attrs = QJsonObject{{u"heading"_s, 4}, {u"command"_s, true}};
    QCOMPARE(r->heading(ship), 4);
    QVERIFY(r->commands(ship));
    // 3.1: heading 1 is the table's first direction, then clockwise: six different hex sides.
    QSet<QPair<int, int>> sides;
    for (int h = 1; h <= 6; ++h) {
        const Hex v = r->headingVector(t, h);
        QCOMPARE(hex::length(v), 1);
        sides.insert({v.q, v.r});
    }
    QCOMPARE(sides.size(), 6);
    QCOMPARE(r->headingVector(t, 1), hex::direction(2));
    QCOMPARE(r->headingVector(t, 2), hex::direction(1));
    QCOMPARE(r->headingVector(t, 7), r->headingVector(t, 1));
    QCOMPARE(r->losRule(), u"3.3"_s);
    QCOMPARE(r->pathEventKinds(), QStringList{u"resolve.reveal"_s});
    QVERIFY(r->moveAction().isEmpty()); // ships move by their plots, not by a drag
}

void TstBoardRules::wfaArcs_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<BoardRules::Arc>("arc");
    // A ship at 0505 heading 1 (up the screen on a board of flat-topped hexes).
    QTest::newRow("dead ahead") << u"0504"_s << BoardRules::Arc::Bow;
    QTest::newRow("two ahead") << u"0503"_s << BoardRules::Arc::Bow;
    QTest::newRow("astern") << u"0506"_s << BoardRules::Arc::Stern;
    QTest::newRow("right") << u"0605"_s << BoardRules::Arc::Starboard;
    QTest::newRow("left") << u"0405"_s << BoardRules::Arc::Port;
    QTest::newRow("right behind") << u"0606"_s << BoardRules::Arc::Starboard;
}

void TstBoardRules::wfaArcs()
{
    QFETCH(QString, to);
    QFETCH(BoardRules::Arc, arc);
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    const RuleTable t = testing::rulesetTable(u"wfa-naval"_s);
    const Board b(10, 10);
    QCOMPARE(r->arcOf(t, at(b, u"0505"_s), 1, at(b, to)), arc);
    QCOMPARE(r->broadsideRange(t), 2);
    QCOMPARE(r->arcRule(), u"6.4"_s);
}

void TstBoardRules::wfaCrossingTheT()
{
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    const RuleTable t = testing::rulesetTable(u"wfa-naval"_s);
    const Board b(10, 10);
    // A target at 0505 heading 1: fire from its bow or stern line crosses its T, from the side not.
    QVERIFY(r->crossingT(t, at(b, u"0503"_s), at(b, u"0505"_s), 1));
    QVERIFY(r->crossingT(t, at(b, u"0507"_s), at(b, u"0505"_s), 1));
    QVERIFY(!r->crossingT(t, at(b, u"0605"_s), at(b, u"0505"_s), 1));
}

void TstBoardRules::wfaWind()
{
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    BattleState s;
    QCOMPARE(r->wind(s), 0); // nothing recorded yet
    Tracker wind;
    wind.id = 1;
    wind.key = u"wfa.wind"_s;
    wind.value = QJsonObject{{u"wind"_s, 4}, {u"turn"_s, 1}};
    s.trackers.insert(wind.id, wind);
    QCOMPARE(r->wind(s), 4);
    // 3.1.1: the wind through one of the three rear hex sides.
    QVERIFY(r->hasWindGauge(4, 4));
    QVERIFY(r->hasWindGauge(3, 4));
    QVERIFY(r->hasWindGauge(5, 4));
    QVERIFY(!r->hasWindGauge(1, 4));
    QCOMPARE(r->windRule(), u"3.1"_s);
}

QTEST_APPLESS_MAIN(TstBoardRules)
#include "tst_boardrules.moc"
