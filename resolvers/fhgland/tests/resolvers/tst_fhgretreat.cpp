// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// For Honor and Glory's retreats carried out on the board, through the one runner (8.3.2, 8.4.1-8.4.5):
// the unit that fails its close combat check owes a retreat the battle keeps (undone with the combat),
// listed by the turn's owed list and settled by the retreat action to a legal hex; a blocked retreat
// eliminates in the combat's own action; one friendly unit may be displaced, two may not; a leader left
// alone by an eliminated unit retreats up to 3 hexes; stacked artillery checks only after its infantry
// failed (8.4.4).
//
// The boards are 10 x 10, odd-q (columns 02, 04, ... shoved half a hex down). The neighbours of 0505 in
// the order Adjutant lists them are 0605 0604 0504 0404 0405 0506; of 0101 only 0201 and 0102 are on the
// board. In every scenario the British stand north (rows 01-05) of the Americans (rows 05-09), so the
// British side of the board is the north edge (8.4.1).
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/scenario.h"
#include "model/undohistory.h"
#include "runner/actionrunner.h"
#include "support/datarows.h"
#include "support/scenariobattle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFhgRetreat : public QObject
{
    Q_OBJECT

private slots:
    void failedCheckOwesARetreatPlacedOnALegalHex();
    void blockedRetreatEliminatesInTheCombat();
    void oneFriendlyUnitMakesRoom();
    void twoToDisplaceEliminates();
    void leaderLeftAloneRetreatsUpToThreeHexes();
    void leaderWithNoWayOutIsEliminated();
    void stackedArtilleryChecksAfterItsInfantry_data();
    void stackedArtilleryChecksAfterItsInfantry();
    void leaderRetreatsWithTheUnits();

private:
    std::unique_ptr<BattleDocument> battle(const QString &british, const QString &american,
                                           const QString &tiles = {});
    static ActionOutcome run(BattleDocument &doc, const QString &action, const QJsonObject &inputs,
                             const QList<int> &dice = {});
    static const Unit &unit(const BattleDocument &doc, const QString &name);
    static QStringList owed(const BattleDocument &doc);
    static void undo(BattleDocument &doc);
    static int vp(const BattleDocument &doc, const QString &side);

    QTemporaryDir m_dir;
    int m_files = 0;
};

// A battle in player A's (the Americans') actions with 6 AP, the British and American units given as
// JSON arrays of units, and the terrain tiles given.
std::unique_ptr<BattleDocument> TstFhgRetreat::battle(const QString &british, const QString &american,
                                                      const QString &tiles)
{
    const QString json = uR"({"name": "Retreats", "ruleset": "fhg-land", "phase": "actions-a",
        "board": {"width": 10, "height": 10, "layout": "odd-q", "tiles": {%3}},
        "sides": [
          {"name": "American", "counters": {"command-AP": 3, "AP": 6, "VP": 0}, "units": [%2]},
          {"name": "British", "counters": {"command-AP": 3, "VP": 0}, "units": [%1]}]})"_s.arg(
        british, american, tiles);
    QString error;
    auto doc = adj::testing::openScenario(m_dir.filePath(u"retreat%1.adjutant"_s.arg(++m_files)),
                                          json.toUtf8(), u"retreats"_s, &error);
    if (!doc)
        qFatal("%s", qPrintable(error));
    RuleChecks::install(*doc);
    return doc;
}

ActionOutcome TstFhgRetreat::run(BattleDocument &doc, const QString &action, const QJsonObject &inputs,
                                 const QList<int> &dice)
{
    EnteredDice entered(dice);
    return ActionRunner::run(doc, ActionRequest{action, inputs}, entered);
}

const Unit &TstFhgRetreat::unit(const BattleDocument &doc, const QString &name)
{
    const Unit *u = doc.state().unitByName(name);
    if (!u)
        qFatal("no unit %s", qPrintable(name));
    return *u;
}

// The owed list as "text (rule) -> action {inputs}".
QStringList TstFhgRetreat::owed(const BattleDocument &doc)
{
    Refusal why;
    const RuleTable table = ActionRunner::table(doc.state(), &why);
    QStringList out;
    for (const Owed &o : RuleSets::find(u"fhg-land"_s)->owed(doc.state(), table))
        out << u"%1 (%2)%3"_s.arg(o.text, o.rule, o.action.isEmpty() ? QString() : u" -> "_s + o.action);
    return out;
}

void TstFhgRetreat::undo(BattleDocument &doc)
{
    QString error;
    if (doc.undo(&error) == 0)
        qFatal("undo: %s", qPrintable(error));
}

int TstFhgRetreat::vp(const BattleDocument &doc, const QString &side)
{
    const Counter *c = doc.state().counter(doc.state().sideByName(side)->id, {}, u"VP"_s);
    return c ? c->value : 0;
}

namespace {
const QString kNorth = uR"({"name": "York Militia", "type": "militia", "strength": 2, "position": "0302"},
                           {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0802"})"_s;
const QString kSouth = uR"({"name": "6th U.S.", "type": "regular", "strength": 4, "position": "0808"})"_s;
} // namespace

void TstFhgRetreat::failedCheckOwesARetreatPlacedOnALegalHex()
{
    auto doc = battle(
        uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0505"}, )"_s + kNorth,
        uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0506"}, )"_s + kSouth);
    // 8.3.2: 41st Foot, 3 MP in the clear, no leader: retreats on a die above 3; it rolls 4. The attack
    // (3 dice, hits on 4-6, 8.3.3) rolls 1, 2, 3: no hit. The 13th pays 2 AP: 6 - 2 = 4 left.
    ActionOutcome out = run(*doc, u"close-combat"_s,
                            {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}}, {4, 1, 2, 3});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=0 retreat:defender"_s);
    // Not moved yet: the retreat is owed, in the battle, with the hexes it may take. 8.4.1: of 0505's
    // neighbours 0506 holds the attacker, 0605 and 0405 are adjacent to it; 0604, 0504 and 0404 are
    // away from it and north, towards the British side: those three.
    QCOMPARE(unit(*doc, u"41st Foot"_s).position, u"0505"_s);
    QVERIFY2(
        out.resolution.traceText().contains(u"41st Foot must retreat 1 hex from 0505, to 0604, 0504, 0404"_s),
        qPrintable(out.resolution.traceText()));
    QCOMPARE(owed(*doc), (QStringList{u"41st Foot must retreat 1 hex (8.4.1) -> retreat"_s,
                                      u"American: 4 AP left, 1 unit(s) not yet activated (6.2.8)"_s}));
    const Id foot = unit(*doc, u"41st Foot"_s).id;
    // Refused, each with its rule, and nothing changes: adjacent to the attacker (8.4.1), the attacker's
    // own hex (8.4.2), two hexes away (8.3.2).
    const BattleState before = doc->state();
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0605"_s}});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.4.1"_s);
    QVERIFY2(out.refusal.message.contains(u"adjacent to the attacker 13th U.S. (0506)"_s),
             qPrintable(out.refusal.message));
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0506"_s}});
    QCOMPARE(out.refusal.rule, u"8.4.2"_s);
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0503"_s}});
    QCOMPARE(out.refusal.rule, u"8.3.2"_s);
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}});
    QVERIFY2(out.refusal.message.contains(u"0604, 0504, 0404"_s), qPrintable(out.refusal.message));
    QVERIFY(doc->state() == before);
    // Another unit owes nothing.
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"York Militia"_s}, {u"to"_s, u"0301"_s}});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.3.2"_s);
    // Carried out in the Americans' phase by the British unit: a consequence, not an action of its side.
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0504"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"retreated"_s);
    QCOMPARE(unit(*doc, u"41st Foot"_s).position, u"0504"_s);
    QVERIFY2(out.edit.summary.contains(u"41st Foot retreats 1 hex, 0505 to 0504"_s),
             qPrintable(out.edit.summary));
    QCOMPARE(owed(*doc), QStringList{u"American: 4 AP left, 1 unit(s) not yet activated (6.2.8)"_s});
    out = run(*doc, u"retreat"_s, {{u"unit"_s, foot}, {u"to"_s, u"0503"_s}});
    QVERIFY2(out.refusal.message.contains(u"owes no retreat"_s), qPrintable(out.refusal.message));
    // Undone, it is owed again; the combat undone, nothing is owed and the AP are back.
    undo(*doc);
    QCOMPARE(unit(*doc, u"41st Foot"_s).position, u"0505"_s);
    QCOMPARE(owed(*doc).first(), u"41st Foot must retreat 1 hex (8.4.1) -> retreat"_s);
    undo(*doc);
    QCOMPARE(owed(*doc), QStringList{u"American: 6 AP left, 2 unit(s) not yet activated (6.2.8)"_s});
}

void TstFhgRetreat::blockedRetreatEliminatesInTheCombat()
{
    // 41st Foot in the corner 0101: the board's edge all round but 0201 (swamp, impassable 2.3.2) and
    // 0102 (the attacker). Its check: 5 > 3, it retreats; no hex is open: eliminated (8.4.2), in the same
    // action as the combat, and the Americans score its VP (10 A).
    auto doc =
        battle(uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0101"}, )"_s + kNorth,
               uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0102"}, )"_s + kSouth,
               uR"("0201": "swamp")"_s);
    const qint64 events = doc->store().eventCount();
    const ActionOutcome out =
        run(*doc, u"close-combat"_s, {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}},
            {5, 1, 1, 1});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=0 eliminated:defender"_s);
    QCOMPARE(doc->store().eventCount(), events + 1);
    QCOMPARE(unit(*doc, u"41st Foot"_s).status, u"eliminated"_s);
    QCOMPARE(vp(*doc, u"American"_s), 1);
    bool cited = false;
    for (const TraceLine &l : out.resolution.trace())
        cited = cited || (l.rule == u"8.4.2"_s && l.text.contains(u"no hex to retreat to from 0101"_s) &&
                          l.text.contains(u"0201 swamp: impassable"_s));
    QVERIFY2(cited, qPrintable(out.resolution.traceText()));
    QVERIFY(!owed(*doc).join(u'|').contains(u"retreat"_s));
    undo(*doc);
    QCOMPARE(unit(*doc, u"41st Foot"_s).status, QString());
    QCOMPARE(unit(*doc, u"41st Foot"_s).strength, 3);
    QCOMPARE(vp(*doc, u"American"_s), 0);
}

void TstFhgRetreat::oneFriendlyUnitMakesRoom()
{
    // 41st Foot at 0505, attacked from 0506; 0604 and 0404 are swamp; 0504 holds the York Militia. Away
    // from the attacker only 0504 is left, and only if the militia makes room (8.4.3): the 41st and the
    // militia are both infantry, one a hex (4.3, 6.2.7). The militia itself may retreat from 0504 to 0603,
    // 0503 or 0403 (0604, 0404 swamp; 0505 holds the 41st), all away from the attacker and north.
    auto doc =
        battle(uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0505"},
                         {"name": "York Militia", "type": "militia", "strength": 2, "position": "0504"},
                         {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0802"})"_s,
               uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0506"}, )"_s + kSouth,
               uR"("0604": "swamp", "0404": "swamp")"_s);
    ActionOutcome out = run(*doc, u"close-combat"_s,
                            {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}}, {6, 1, 1, 1});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=0 retreat:defender"_s);
    // 0605 is open but adjacent to the attacker: refused while 0504 may be had.
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0605"_s}});
    QCOMPARE(out.refusal.rule, u"8.4.1"_s);
    QVERIFY2(out.refusal.message.startsWith(u"41st Foot may retreat to 0504, not to 0605"_s),
             qPrintable(out.refusal.message));
    // The militia has three hexes: the referee names one.
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0504"_s}});
    QCOMPARE(out.refusal.rule, u"8.4.3"_s);
    QVERIFY2(out.refusal.message.contains(u"York Militia stands in 0504 and must make room"_s) &&
                 out.refusal.message.contains(u"0603, 0503, 0403"_s),
             qPrintable(out.refusal.message));
    out = run(*doc, u"retreat"_s,
              {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0504"_s}, {u"displaceTo"_s, u"0505"_s}});
    QVERIFY(!out.ok());
    out = run(*doc, u"retreat"_s,
              {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0504"_s}, {u"displaceTo"_s, u"0503"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"retreated displaced"_s);
    QCOMPARE(unit(*doc, u"41st Foot"_s).position, u"0504"_s);
    QCOMPARE(unit(*doc, u"York Militia"_s).position, u"0503"_s);
    QVERIFY2(out.resolution.traceText().contains(
                 u"York Militia makes room: it retreats from 0504 to 0503 (8.4.3)"_s),
             qPrintable(out.resolution.traceText()));
}

void TstFhgRetreat::twoToDisplaceEliminates()
{
    // 41st Foot in the corner 0101, attacked from 0102; its only other neighbour 0201 holds the York
    // Militia, whose own neighbours are all taken: 0302, 0301 and 0202 by British infantry, 0101 by the
    // 41st, 0102 by the attacker, 0200 off the board. Making room in 0201 would displace more than one
    // unit: the 41st is eliminated instead (8.4.3).
    auto doc = battle(uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0101"},
                         {"name": "York Militia", "type": "militia", "strength": 2, "position": "0201"},
                         {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0302"},
                         {"name": "8th Foot", "type": "regular", "strength": 4, "position": "0301"},
                         {"name": "100th Foot", "type": "regular", "strength": 4, "position": "0202"})"_s,
                      uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0102"}, )"_s +
                          kSouth);
    const ActionOutcome out =
        run(*doc, u"close-combat"_s, {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}},
            {6, 2, 2, 2});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=0 eliminated:defender"_s);
    QCOMPARE(unit(*doc, u"41st Foot"_s).status, u"eliminated"_s);
    QCOMPARE(unit(*doc, u"York Militia"_s).position, u"0201"_s);
    bool cited = false;
    for (const TraceLine &l : out.resolution.trace())
        cited = cited || (l.rule == u"8.4.3"_s && l.text.contains(u"York Militia would have to make room"_s));
    QVERIFY2(cited, qPrintable(out.resolution.traceText()));
}

void TstFhgRetreat::leaderLeftAloneRetreatsUpToThreeHexes()
{
    // The 41st Foot, down to 1 MP, with Brock, at 0505; U.S. artillery adjacent at 0506 fires: 3 dice need
    // 4-6 at 1 hex (8.1.1): 4, 5, 6 are 3 hits, the 41st is eliminated (8.1.2). No 1 among the dice: Brock
    // is not at risk (9.3.1). He is left alone: he retreats up to 3 hexes at once (8.4.5).
    auto doc =
        battle(uR"({"name": "41st Foot", "type": "regular", "strength": 1, "start": 3, "position": "0505"},
                         {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0802"}],
                         "leaders": [{"name": "Brock", "rating": 1, "unit": "41st Foot"})"_s,
               uR"({"name": "U.S. Artillery", "type": "artillery", "strength": 2, "position": "0506"}, )"_s +
                   kSouth);
    ActionOutcome out =
        run(*doc, u"fire"_s, {{u"firer"_s, u"U.S. Artillery"_s}, {u"target"_s, u"41st Foot"_s}}, {4, 5, 6});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=3 eliminated:target"_s);
    QCOMPARE(unit(*doc, u"41st Foot"_s).status, u"eliminated"_s);
    const Leader brock = doc->state().leaders.first();
    QCOMPARE(brock.status, QString());
    QCOMPARE(brock.position, u"0505"_s); // standing alone where his unit fell
    QCOMPARE(owed(*doc).first(), u"Brock must retreat up to 3 hex(es) (8.4.5) -> retreat"_s);
    // 0501 is 4 hexes away; 0506 holds the artillery.
    out = run(*doc, u"retreat"_s, {{u"leader"_s, u"Brock"_s}, {u"to"_s, u"0501"_s}});
    QCOMPARE(out.refusal.rule, u"8.4.5"_s);
    out = run(*doc, u"retreat"_s, {{u"leader"_s, u"Brock"_s}, {u"to"_s, u"0506"_s}});
    QCOMPARE(out.refusal.rule, u"8.4.5"_s);
    // 0505 -> 0504 -> 0503 -> 0502: three clear hexes. Named as a unit, as on the move's command line.
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"Brock"_s}, {u"to"_s, u"0502"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(doc->state().leaders.first().position, u"0502"_s);
    QVERIFY(!owed(*doc).join(u'|').contains(u"Brock"_s));
}

void TstFhgRetreat::leaderWithNoWayOutIsEliminated()
{
    // The same fire in the corner 0101: the artillery at 0102 and the 6th U.S. at 0201 are its only
    // neighbours. Brock, left alone, is blocked by enemy units on every way: eliminated (8.4.5), +1 VP
    // to the Americans beside the unit's (10 A).
    auto doc =
        battle(uR"({"name": "41st Foot", "type": "regular", "strength": 1, "start": 3, "position": "0101"},
                         {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0802"}],
                         "leaders": [{"name": "Brock", "rating": 1, "unit": "41st Foot"})"_s,
               uR"({"name": "U.S. Artillery", "type": "artillery", "strength": 2, "position": "0102"},
                         {"name": "6th U.S.", "type": "regular", "strength": 4, "position": "0201"})"_s);
    const ActionOutcome out =
        run(*doc, u"fire"_s, {{u"firer"_s, u"U.S. Artillery"_s}, {u"target"_s, u"41st Foot"_s}}, {4, 5, 6});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=3 eliminated:target leader-lost"_s);
    QCOMPARE(doc->state().leaders.first().status, u"lost"_s);
    QCOMPARE(vp(*doc, u"American"_s), 2);
    QCOMPARE(out.resolution.values().value(u"victoryPoints"_s).toInt(), 2);
}

struct ArtilleryAfterInfantryRow
{
    QList<int> dice;
    QString outcome;
    QStringList retreats;
};

void TstFhgRetreat::stackedArtilleryChecksAfterItsInfantry_data()
{
    addRows<ArtilleryAfterInfantryRow>({
        // 8.4.4: the 41st (3 MP) checks first; the Redan battery (2 MP) only when the 41st failed. Hits go to
        // the higher MP, the 41st (8.1.2): 1, 1, 1 are none.
        {"infantry passes: the guns pass without a roll",
         {QList<int>{3, 1, 1, 1}, u"hits=0"_s, QStringList{}}},
        {"infantry fails (6), the guns pass (2 against 2)",
         {QList<int>{6, 2, 1, 1, 1}, u"hits=0 retreat:defender"_s, QStringList{u"41st Foot"_s}}},
        {"both fail (4 against 3, 3 against 2)",
         {QList<int>{4, 3, 1, 1, 1}, u"hits=0 retreat:defender retreat:second"_s,
          QStringList{u"41st Foot"_s, u"Redan battery"_s}}},
    });
}

void TstFhgRetreat::stackedArtilleryChecksAfterItsInfantry()
{
    const auto [dice, outcome, retreats] = fetchRow<ArtilleryAfterInfantryRow>();
    auto doc = battle(uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0505"},
                         {"name": "Redan battery", "type": "artillery", "strength": 2, "position": "0505"}, )"_s +
                          kNorth,
                      uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0506"}, )"_s +
                          kSouth);
    const ActionOutcome out = run(*doc, u"close-combat"_s,
                                  {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}}, dice);
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), outcome);
    QCOMPARE(out.resolution.dice().size(), dice.size());
    QStringList owing;
    for (const QString &o : owed(*doc))
        if (o.endsWith(u"-> retreat"_s))
            owing << o.section(u" must"_s, 0, 0);
    QCOMPARE(owing, retreats);
}

void TstFhgRetreat::leaderRetreatsWithTheUnits()
{
    // 8.3.2, 9.2: Brock stands in 0505 with the 41st (3 MP) but not attached to it: +1, the 41st retreats
    // only above 4; it rolls 5. All the hex's units retreat, so Brock goes with them.
    auto doc = battle(uR"({"name": "41st Foot", "type": "regular", "strength": 3, "position": "0505"}, )"_s +
                          kNorth + uR"(], "leaders": [{"name": "Brock", "rating": 1, "position": "0505"})"_s,
                      uR"({"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0506"}, )"_s +
                          kSouth);
    ActionOutcome out = run(*doc, u"close-combat"_s,
                            {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}}, {5, 2, 2, 2});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=0 retreat:defender"_s);
    QVERIFY2(out.resolution.traceText().contains(u"5 against 4"_s), qPrintable(out.resolution.traceText()));
    out = run(*doc, u"retreat"_s, {{u"unit"_s, u"41st Foot"_s}, {u"to"_s, u"0404"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(unit(*doc, u"41st Foot"_s).position, u"0404"_s);
    QCOMPARE(doc->state().leaders.first().position, u"0404"_s);
}

QTEST_GUILESS_MAIN(TstFhgRetreat)
#include "tst_fhgretreat.moc"
