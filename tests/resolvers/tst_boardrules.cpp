// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the board view asks of a rule set (BoardRules): terrain by name and whether it blocks line of
// sight (2.3, 8.2), rockets seeing over everything (3.4.9), a VP unit not blocking; the rule set's own
// marks, Wars for America's: ships' headings as facings and their turning, the command ship's star,
// broadside arcs as zones and crossing the T on a line of sight (3.1, 6.4), the wind kept by the
// battle as the board's indicator and the wind gauge (3.1.1); the move action and the reveal's
// events; rule sets without a board have none.
#include "core/boardrules.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battlestate.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

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

Unit ship(Id id, Id side, int heading, const QString &name)
{
    Unit u;
    u.id = id;
    u.side = side;
    u.name = name;
    u.attrs = QJsonObject{{u"heading"_s, heading}};
    return u;
}

// The look of the zone `h` lies in, empty when none.
QString zoneOf(const QList<BoardRules::Zone> &zones, Hex h)
{
    for (const BoardRules::Zone &z : zones)
        if (z.hexes.contains(h))
            return z.look;
    return {};
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
    // No marks of its own: no facing, badges, zones, notes or indicator.
    const Board b(8, 8);
    QCOMPARE(r->facing(Unit{}), 0);
    QVERIFY(r->turned(Unit{}, 1).summary.isEmpty());
    QVERIFY(r->unitMarks(BattleState{}, Unit{}).badges.isEmpty());
    QVERIFY(r->unitMarks(BattleState{}, Unit{}).lines.isEmpty());
    QVERIFY(r->zones(testing::rulesetTable(u"fhg-land"_s), b, Unit{}, at(b, u"0405"_s)).isEmpty());
    QVERIFY(r->sightNote(BattleState{}, testing::rulesetTable(u"fhg-land"_s), Unit{}, at(b, u"0405"_s),
                         at(b, u"0407"_s), {})
                .text.isEmpty());
    QVERIFY(r->indicator(BattleState{}, {}).caption.isEmpty());
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
    Unit lawrence = ship(1, 1, 4, u"Lawrence"_s);
    lawrence.attrs.insert(u"command"_s, true);
    lawrence.attrs.insert(u"squadron"_s, u"Perry"_s);
    QCOMPARE(r->facing(lawrence), 4);
    // 9.2: the command ship carries a star; its tooltip says so after the heading and squadron.
    const BoardRules::UnitMarks marks = r->unitMarks(BattleState{}, lawrence);
    QCOMPARE(marks.badges, QStringList{u"star"_s});
    QCOMPARE(marks.lines, QStringList{u"heading 4, squadron Perry, command ship"_s});
    QVERIFY(r->unitMarks(BattleState{}, ship(2, 1, 1, u"Ariel"_s)).badges.isEmpty());
    // 3.1: heading 1 is the table's first direction, then clockwise: six different hex sides.
    QSet<QPair<int, int>> sides;
    for (int h = 1; h <= 6; ++h) {
        const Hex v = r->facingVector(t, h);
        QCOMPARE(hex::length(v), 1);
        sides.insert({v.q, v.r});
    }
    QCOMPARE(sides.size(), 6);
    QCOMPARE(r->facingVector(t, 1), hex::direction(2));
    QCOMPARE(r->facingVector(t, 2), hex::direction(1));
    QCOMPARE(r->facingVector(t, 7), r->facingVector(t, 1));
    // Turned a hex side right or left, wrapping 6 <-> 1, with the log's words.
    const BoardRules::Turned right = r->turned(ship(3, 1, 6, u"Niagara"_s), 1);
    QCOMPARE(right.unit.attrs.value(u"heading"_s).toInt(), 1);
    QCOMPARE(right.summary, u"Niagara turned to heading 1"_s);
    QCOMPARE(r->turned(ship(3, 1, 1, u"Niagara"_s), -1).unit.attrs.value(u"heading"_s).toInt(), 6);
    QCOMPARE(r->losRule(), u"3.3"_s);
    QCOMPARE(r->pathEventKinds(), QStringList{u"resolve.reveal"_s});
    QVERIFY(r->moveAction().isEmpty()); // ships move by their plots, not by a drag
}

struct WfaArcsRow
{
    QString to;
    QString look;
};

void TstBoardRules::wfaArcs_data()
{
    testing::addRows<WfaArcsRow>({
        // A ship at 0505 heading 1 (up the screen on a board of flat-topped hexes): port red, starboard
        // green, the bow and stern lines hatched.
        {"dead ahead", {u"0504"_s, u"hatch"_s}},
        {"two ahead", {u"0503"_s, u"hatch"_s}},
        {"astern", {u"0506"_s, u"hatch"_s}},
        {"right", {u"0605"_s, u"green"_s}},
        {"left", {u"0405"_s, u"red"_s}},
        {"right behind", {u"0606"_s, u"green"_s}},
        {"beyond range", {u"0502"_s, QString()}},
    });
}

void TstBoardRules::wfaArcs()
{
    const auto [to, look] = testing::fetchRow<WfaArcsRow>();
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    const RuleTable t = testing::rulesetTable(u"wfa-naval"_s);
    const Board b(10, 10);
    const QList<BoardRules::Zone> zones = r->zones(t, b, ship(1, 1, 1, u"Lawrence"_s), at(b, u"0505"_s));
    QCOMPARE(zoneOf(zones, at(b, to)), look);
    // A broadside's range is 2 (6.4): the 18 hexes around, each in one zone; only port says so.
    int hexes = 0;
    for (const BoardRules::Zone &z : zones) {
        hexes += int(z.hexes.size());
        QCOMPARE(z.toolTip, z.look == u"red"_s ? u"port broadside arc (6.4)"_s : QString());
    }
    QCOMPARE(hexes, 18);
    // At the board's edge, only the hexes on the board.
    int edge = 0;
    for (const BoardRules::Zone &z : r->zones(t, b, ship(1, 1, 1, u"Lawrence"_s), at(b, u"0101"_s)))
        for (const Hex &h : z.hexes) {
            QVERIFY(b.contains(h));
            ++edge;
        }
    QVERIFY(edge > 0 && edge < 18);
}

void TstBoardRules::wfaCrossingTheT()
{
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    const RuleTable t = testing::rulesetTable(u"wfa-naval"_s);
    const Board b(10, 10);
    BattleState s;
    const Unit detroit = ship(2, 2, 1, u"Detroit"_s);
    s.units.insert(detroit.id, detroit);
    // A target at 0505 heading 1: fire from its bow or stern line crosses its T, from the side not.
    const Unit firer = ship(1, 1, 2, u"Lawrence"_s);
    for (const QString &from : {u"0503"_s, u"0507"_s}) {
        const BoardRules::Note n = r->sightNote(s, t, firer, at(b, from), at(b, u"0505"_s), {detroit.id});
        QVERIFY2(n.text.contains(u"crossing the T of Detroit"_s), qPrintable(n.text));
        QCOMPARE(n.rule, u"6.4"_s);
    }
    const BoardRules::Note side =
        r->sightNote(s, t, ship(1, 1, 1, u"Lawrence"_s), at(b, u"0605"_s), at(b, u"0505"_s), {detroit.id});
    QCOMPARE(side.text, u"off the port side; a broadside at Detroit"_s);
    // Dead ahead no broadside bears; too far, it says so; a ship of one's own side is no target.
    const BoardRules::Note ahead =
        r->sightNote(s, t, ship(1, 1, 1, u"Lawrence"_s), at(b, u"0508"_s), at(b, u"0505"_s), {detroit.id});
    QVERIFY2(ahead.text.startsWith(u"off the bow: no broadside bears; beyond broadside range (2 hex"_s),
             qPrintable(ahead.text));
    QVERIFY(!ahead.text.contains(u"Detroit"_s));
    const BoardRules::Note friendly =
        r->sightNote(s, t, ship(1, 2, 1, u"Lawrence"_s), at(b, u"0605"_s), at(b, u"0505"_s), {detroit.id});
    QCOMPARE(friendly.text, u"off the port side"_s);
}

void TstBoardRules::wfaWind()
{
    const BoardRules *r = rulesOf(u"wfa-naval"_s);
    BattleState s;
    for (const Unit &u :
         {ship(1, 1, 4, u"Ariel"_s), ship(2, 1, 3, u"Caledonia"_s), ship(3, 2, 5, u"Chippawa"_s),
          ship(4, 2, 1, u"Detroit"_s), ship(5, 2, 4, u"Hunter"_s)})
        s.units.insert(u.id, u);
    const QList<Id> onBoard{1, 2, 3, 4}; // the Hunter is not drawn
    // Nothing recorded yet: the indicator says so, without a direction.
    QVERIFY(r->indicator(s, onBoard) == (BoardRules::Indicator{0, u"No wind yet (3.1)"_s, {}}));
    QVERIFY(r->unitMarks(s, s.units[1]).badges.isEmpty());
    Tracker wind;
    wind.id = 1;
    wind.key = u"wfa.wind"_s;
    wind.value = QJsonObject{{u"wind"_s, 4}, {u"turn"_s, 1}};
    s.trackers.insert(wind.id, wind);
    // 3.1.1: the wind through one of the three rear hex sides (headings 3, 4, 5), not the Detroit's.
    const BoardRules::Indicator i = r->indicator(s, onBoard);
    QCOMPARE(i.direction, 4);
    QCOMPARE(i.caption, u"Wind 4 (3.1)"_s);
    QCOMPARE(i.detail, u"Wind gauge: Ariel, Caledonia, Chippawa"_s);
    QCOMPARE(r->unitMarks(s, s.units[1]).badges, QStringList{u"streaks"_s});
    QCOMPARE(r->unitMarks(s, s.units[1]).lines, QStringList{u"heading 4, has the wind gauge (3.1)"_s});
    QVERIFY(r->unitMarks(s, s.units[4]).badges.isEmpty());
    QCOMPARE(r->indicator(s, {4}).detail, u"No ship has the wind gauge."_s);
}

QTEST_APPLESS_MAIN(TstBoardRules)
#include "tst_boardrules.moc"
