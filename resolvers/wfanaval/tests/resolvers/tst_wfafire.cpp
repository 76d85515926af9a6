// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fire (6): dice (6.2, 6.6), hit numbers by range and aspect (6.4), once per side per turn (6.1), bow
// and stern (6.4), shared hexes (3.4), line of sight (3.3), simultaneous fire (5.11.1, 9.7), crippled
// and sunk (6.6, 6.7); exact odds against hand-computed fractions and seeded Monte Carlo.
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/examplerows.h"
#include "support/jsonmerge.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"
#include "support/valuerows.h"
#include "wfabroadside.h"
#include "wfanaval/wfafire.h"
#include "wfanaval/wfageometry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {} // namespace

class TstWfaFire : public QObject
{
    Q_OBJECT
private slots:
    void dice_data();
    void dice();
    void worked_data();
    void worked();
    void refused_data();
    void refused();
    void geometry_data();
    void geometry();
    void simultaneous();
    void volleyOfThree();
    void exchangeFromPositions();
    void hitOdds_data();
    void hitOdds();
    void exchangeOdds();
    void monteCarlo_data();
    void monteCarlo();

private:
    QString label(Hex h) const { return m_board.label(h); }
    Hex at(Hex from, int heading, int n = 1) const { return WfaGeometry::ahead(*m_t, from, heading, n); }
    QJsonObject positions(Hex f, int fh, Hex t, int th, const QList<Hex> &others = {}) const
    {
        QStringList o;
        for (const Hex &h : others)
            o.append(label(h));
        QJsonObject j{{u"firerHex"_s, label(f)},
                      {u"firerHeading"_s, fh},
                      {u"targetHex"_s, label(t)},
                      {u"targetHeading"_s, th},
                      {u"otherShips"_s, o.join(u',')}};
        return j;
    }
    const RuleTable m_table = wfaTable();
    const WfaTable *m_t = WfaTable::of(m_table);
    const Board m_board = Board(40, 40);
};

struct DiceRow
{
    int guns;
    int damage;
    int start;
    int expected;
};

void TstWfaFire::dice_data()
{
    addRows<DiceRow>({
        {"6.2 example: a gun rating of 2 rolls 2 dice", {2, 7, 7, 2}},
        {"6.2 example: a gun rating of 3 rolls 3 dice", {3, 7, 7, 3}},
        {"6.6 example: 7 reduced to 4 is not yet half", {3, 4, 7, 3}},
        {"6.6 example: then 3 of 7, one die fewer", {3, 3, 7, 2}},
        {"6.6 6 of 12 is half", {4, 6, 12, 3}},
        {"6.6 never below 1 die", {1, 1, 6, 1}},
    });
}

void TstWfaFire::dice()
{
    const auto [guns, damage, start, expected] = fetchRow<DiceRow>();
    QCOMPARE(WfaFire::dice(*m_t, WfaShipState{u"s"_s, 0, guns, damage, start}), expected);
    // The action rolls that many dice: count them.
    ScriptedDice d(QList<int>(expected, 1));
    const Resolution r = resolve(u"wfa-naval"_s, u"fire"_s, shot(guns, damage, start, 5, 5), d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.dice().size(), expected);
}

void TstWfaFire::worked_data()
{
    addRows<ExampleRow>({
        {"6.4 broadside at 1 hex hits on 5-6",
         {shot(3, 7, 7, 7, 7), QList<int>{5, 6, 4}, u"hits:target=2"_s, {u"need 5-6"_s}}},
        {"6.4 broadside at 2 hexes hits on 6",
         {merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"range"_s, 2}}),
          QList<int>{5, 6, 4},
          u"hits:target=1"_s,
          {u"need 6"_s}}},
        {"6.4 crossing the T at 1 hex hits on 4-6",
         {merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerAspect"_s, u"crossing-t"_s}}),
          QList<int>{4, 6, 3},
          u"hits:target=2"_s,
          {u"need 4-6"_s}}},
        {"6.4 crossing the T at 2 hexes hits on 5-6",
         {merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerAspect"_s, u"crossing-t"_s}, {u"range"_s, 2}}),
          QList<int>{4, 5, 3},
          u"hits:target=1"_s,
          {u"need 5-6"_s}}},
        // 6.6: 7 damage points reduced by 3 to 4; the next hit reduces it to 3: crippled.
        {"6.6 example: 4 of 7 hit once → 3, crippled",
         {shot(2, 7, 7, 4, 7), QList<int>{6, 1}, u"hits:target=1 crippled:target"_s, {u"half damage"_s}}},
        {"6.6 crippled firer: 3 guns roll 2",
         {shot(3, 3, 7, 7, 7), QList<int>{1, 1}, u"hits:target=0"_s, {u"crippled (3 of 7)"_s}}},
        {"6.7 sunk at 0",
         {shot(3, 7, 7, 2, 7), QList<int>{5, 5, 5}, u"hits:target=3 sunk:target"_s, {u"sunk"_s}}},
        {"9.7 sunk before rolling still fires",
         {merged(shot(2, 0, 5, 4, 5), QJsonObject{{u"firerSunkBeforeRolling"_s, true}}),
          QList<int>{5},
          u"hits:target=1"_s,
          {u"(9.7)"_s}}},
    });
}

void TstWfaFire::worked()
{
    const Resolution r = resolveExample(u"wfa-naval"_s, u"fire"_s, fetchRow<ExampleRow>(), m_table);
    if (QTest::currentTestFailed())
        return;
    // The side that fired is marked for 6.1.
    QCOMPARE(r.effects().first().marker, u"fired-port"_s);
}

struct RefusedRow
{
    QJsonObject inputs;
    QString errorHas;
};

void TstWfaFire::refused_data()
{
    QTest::addColumn<RefusedRow>("row");
    const Hex f = Hex::axial(10, 10);
    QTest::newRow("6.1 firing the same side twice")
        << RefusedRow{merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerPortFired"_s, true}}),
                      u"already fired this turn (6.1)"_s};
    QTest::newRow("6.3 beyond 2 hexes")
        << RefusedRow{merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"range"_s, 3}}), u"beyond the 2-hex range"_s};
    QTest::newRow("3.4 firer shares a hex")
        << RefusedRow{merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerHexShared"_s, true}}), u"(3.4)"_s};
    QTest::newRow("3.4 target shares a hex")
        << RefusedRow{merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"targetHexShared"_s, true}}),
                      u"no ship may fire at it (3.4)"_s};
    QTest::newRow("3.3 line of sight blocked")
        << RefusedRow{merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"lineOfSight"_s, false}}), u"(3.3)"_s};
    QTest::newRow("6.7 a sunk ship does not fire") << RefusedRow{shot(3, 0, 7, 7, 7), u"(6.7)"_s};
    QTest::newRow("damage above start") << RefusedRow{shot(3, 8, 7, 7, 7), u"firerDamage"_s};
    QTest::newRow("6.4 no side chosen without positions") << RefusedRow{
        merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerSide"_s, u"auto"_s}}), u"port or starboard"_s};
    Q_UNUSED(f);
}

void TstWfaFire::refused()
{
    const auto [inputs, errorHas] = fetchRow<RefusedRow>();
    resolveRefused(u"wfa-naval"_s, u"fire"_s, inputs, errorHas, m_table, {1, 1, 1, 1});
}

struct GeometryRow
{
    QJsonObject inputs;
    QString result; // outcome key or "error:<text>"
    QString traceHas;
};

void TstWfaFire::geometry_data()
{
    QTest::addColumn<GeometryRow>("row");
    const Hex f = Hex::axial(10, 10);
    auto base = [](const QJsonObject &pos) {
        QJsonObject o{{u"firerGuns"_s, 1},
                      {u"firerDamage"_s, 5},
                      {u"firerStart"_s, 5},
                      {u"targetDamage"_s, 5},
                      {u"targetStart"_s, 5}};
        return merged(o, pos);
    };
    // Heading 1; a ship one hex off heading 2 lies to starboard.
    QTest::newRow("6.4 starboard at 1 hex, broadside") << GeometryRow{
        base(positions(f, 1, at(f, 2), 1)), u"hits:target=1"_s, u"starboard side, broadside at 1 hex"_s};
    QTest::newRow("6.4 port at 2 hexes") << GeometryRow{
        base(positions(f, 1, at(f, 5, 2), 1)), u"hits:target=1"_s, u"port side, broadside at 2 hexes"_s};
    QTest::newRow("6.4 port, between two hex rows")
        << GeometryRow{base(positions(f, 1, at(at(f, 6), 5), 3)), u"hits:target=1"_s, u"port side"_s};
    // The firer sits on the target's stern line (target heading 2, firer one hex behind it).
    QTest::newRow("6.4 crossing the T from astern")
        << GeometryRow{base(positions(f, 1, at(f, 2), 2)), u"hits:target=1"_s, u"crossing the T at 1 hex"_s};
    QTest::newRow("6.4 crossing the T from ahead at 2 hexes") << GeometryRow{
        base(positions(f, 1, at(f, 2, 2), 5)), u"hits:target=1"_s, u"crossing the T at 2 hexes"_s};
    QTest::newRow("6.4 bow cannot fire")
        << GeometryRow{base(positions(f, 1, at(f, 1, 2), 3)), u"error:bow"_s, QString()};
    QTest::newRow("6.4 stern cannot fire")
        << GeometryRow{base(positions(f, 1, at(f, 4), 3)), u"error:stern"_s, QString()};
    QTest::newRow("6.4 the chosen side must be the target's")
        << GeometryRow{merged(base(positions(f, 1, at(f, 2), 1)), QJsonObject{{u"firerSide"_s, u"port"_s}}),
                       u"error:not the port side"_s, QString()};
    QTest::newRow("6.4 a chosen broadside that is crossing the T") << GeometryRow{
        merged(base(positions(f, 1, at(f, 2), 2)), QJsonObject{{u"firerAspect"_s, u"broadside"_s}}),
        u"error:crossing the T"_s, QString()};
    QTest::newRow("3.3 a ship between blocks") << GeometryRow{
        base(positions(f, 1, at(f, 2, 2), 1, {at(f, 2)})), u"error:no line of sight"_s, QString()};
    QTest::newRow("3.3 a ship off the line does not block")
        << GeometryRow{base(positions(f, 1, at(f, 2, 2), 1, {at(f, 1)})), u"hits:target=1"_s, u"starboard"_s};
    QTest::newRow("3.4 a second ship in the target hex")
        << GeometryRow{base(positions(f, 1, at(f, 2), 1, {at(f, 2)})), u"error:(3.4)"_s, QString()};
    QTest::newRow("3.4 a second ship in the firer's hex")
        << GeometryRow{base(positions(f, 1, at(f, 2), 1, {f})), u"error:(3.4)"_s, QString()};
    QTest::newRow("6.3 3 hexes apart")
        << GeometryRow{base(positions(f, 1, at(f, 2, 3), 1)), u"error:beyond the 2-hex range"_s, QString()};
    QTest::newRow("positions incomplete") << GeometryRow{
        merged(base(positions(f, 1, at(f, 2), 1)), QJsonObject{{u"targetHeading"_s, QJsonValue()}}),
        u"error:missing: targetHeading"_s, QString()};
    QTest::newRow("a label off the board")
        << GeometryRow{merged(base(positions(f, 1, at(f, 2), 1)), QJsonObject{{u"targetHex"_s, u"9999"_s}}),
                       u"error:\"9999\" is not a hex"_s, QString()};
}

void TstWfaFire::geometry()
{
    const auto [inputs, result, traceHas] = fetchRow<GeometryRow>();
    ScriptedDice d({6});
    const Resolution r = resolve(u"wfa-naval"_s, u"fire"_s, inputs, d, m_table);
    if (result.startsWith(u"error:"_s)) {
        compareRefused(r, result.mid(6));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), result);
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
}

void TstWfaFire::simultaneous()
{
    // 5.11.1, 9.7: A (1 point left) and B fire at each other; A is sunk by B's dice but its own
    // dice were rolled from the state before the volley and still hit.
    const QJsonObject in = obj(R"({"aGuns":2,"aDamage":1,"aStart":5,"aSide":"port","aAspect":"broadside",
        "bGuns":2,"bDamage":3,"bStart":5,"bSide":"starboard","bAspect":"broadside","range":1})");
    // A is crippled (1 of 5): 1 die.
    ScriptedDice d({6, 6, 1});
    const Resolution r = resolve(u"wfa-naval"_s, u"exchange"_s, in, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"hits:a=1 sunk:a hits:b=1 crippled:b"_s);
    QVERIFY(r.traceText().contains(u"(5.11.1)"_s));
    // Effects: both fired markers first, then the damage.
    QCOMPARE(r.effects().at(0).marker, u"fired-port"_s);
    QCOMPARE(r.effects().at(1).marker, u"fired-starboard"_s);
    // Only one side fires: the other is not a firer; no ship at all is refused.
    ScriptedDice one({6});
    QJsonObject onlyA = in;
    onlyA.insert(u"bSide"_s, u"none"_s);
    QCOMPARE(resolve(u"wfa-naval"_s, u"exchange"_s, onlyA, one, m_table).outcomeKey(),
             u"hits:b=1 crippled:b"_s);
    QJsonObject none = onlyA;
    none.insert(u"aSide"_s, u"none"_s);
    ScriptedDice nd({});
    QVERIFY(!resolve(u"wfa-naval"_s, u"exchange"_s, none, nd, m_table).ok());
    // Named ships (a battle fills "shipNames"): the trace and effects say the names; the outcomes
    // keep the roles.
    QJsonObject named = in;
    named.insert(u"shipNames"_s, QJsonObject{{u"a"_s, u"USS Wasp"_s}, {u"b"_s, u"HMS Frolic"_s}});
    ScriptedDice nd2({6, 6, 1});
    const Resolution n = resolve(u"wfa-naval"_s, u"exchange"_s, named, nd2, m_table);
    QCOMPARE(n.outcomeKey(), r.outcomeKey());
    QVERIFY2(n.traceText().contains(u"USS Wasp fires its port side, broadside at 1 hex at HMS Frolic"_s),
             qPrintable(n.traceText()));
    QVERIFY2(n.traceText().contains(u"HMS Frolic"_s), qPrintable(n.traceText()));
    QVERIFY(!n.traceText().contains(u"a fires"_s));
}

void TstWfaFire::volleyOfThree()
{
    // 9.7: two ships fire at one target in the same plotted move; the hits add up after both rolled.
    const QList<WfaShipState> ships{{u"x"_s, 0, 2, 5, 5}, {u"y"_s, 0, 2, 5, 5}, {u"z"_s, 0, 2, 3, 6}};
    WfaShotInput in;
    in.side = u"port"_s;
    in.aspect = u"broadside"_s;
    in.range = 1;
    WfaShot s1, s2;
    QVERIFY(WfaFire::plan(*m_t, ships, 0, 2, in, nullptr, &s1).isEmpty());
    in.aspect = u"crossing-t"_s;
    QVERIFY(WfaFire::plan(*m_t, ships, 1, 2, in, nullptr, &s2).isEmpty());
    QCOMPARE(s2.hitNumber, 4);
    ScriptedDice d({5, 1, 4, 6});
    Resolution r;
    WfaFire::volley(*m_t, ships, {s1, s2}, d, r);
    QCOMPARE(r.outcomeKey(), u"hits:z=3 sunk:z"_s);
    int lost = 0;
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::LoseStrength)
            lost += e.amount;
    QCOMPARE(lost, 3); // never more than the rating left
}

void TstWfaFire::exchangeFromPositions()
{
    // A heading 1 and B one hex off A's starboard bow, heading 1: A sees B to starboard, B sees A to
    // port; both broadsides, sides and aspects computed.
    const Hex a = Hex::axial(10, 10), b = at(a, 2);
    QJsonObject in{{u"aGuns"_s, 1},       {u"aDamage"_s, 4},  {u"aStart"_s, 4},      {u"aSide"_s, u"auto"_s},
                   {u"bGuns"_s, 1},       {u"bDamage"_s, 4},  {u"bStart"_s, 4},      {u"bSide"_s, u"auto"_s},
                   {u"aHex"_s, label(a)}, {u"aHeading"_s, 1}, {u"bHex"_s, label(b)}, {u"bHeading"_s, 1}};
    ScriptedDice d({6, 6});
    const Resolution r = resolve(u"wfa-naval"_s, u"exchange"_s, in, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY(r.traceText().contains(u"a fires its starboard side"_s));
    QVERIFY(r.traceText().contains(u"b fires its port side"_s));
    QCOMPARE(r.outcomeKey(), u"hits:a=1 hits:b=1"_s);
    // A ship in the same hex as B: nobody fires (3.4).
    in.insert(u"otherShips"_s, label(b));
    ScriptedDice d2({6, 6});
    QVERIFY(!resolve(u"wfa-naval"_s, u"exchange"_s, in, d2, m_table).ok());
    ScriptedDice d3({6, 6});
    const QString asText = resolve(u"wfa-naval"_s, u"exchange"_s, in, d3, m_table).error();
    in.insert(u"otherShips"_s, QJsonArray{label(b)}); // the list as a JSON array: the same refusal
    ScriptedDice d4({6, 6});
    const Resolution same = resolve(u"wfa-naval"_s, u"exchange"_s, in, d4, m_table);
    QVERIFY(!same.ok());
    QCOMPARE(same.error(), asText);
}

struct HitOddsRow
{
    QJsonObject inputs;
    QString noHit;
};

void TstWfaFire::hitOdds_data()
{
    addRows<HitOddsRow>({
        // P(no hit) = (misses/6)^dice.
        {"3 dice broadside 1 hex: (4/6)^3", {shot(3, 7, 7, 7, 7), u"8/27"_s}},
        {"3 dice broadside 2 hexes: (5/6)^3",
         {merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"range"_s, 2}}), u"125/216"_s}},
        {"3 dice crossing the T 1 hex: (3/6)^3",
         {merged(shot(3, 7, 7, 7, 7), QJsonObject{{u"firerAspect"_s, u"crossing-t"_s}}), u"1/8"_s}},
        {"crippled 3 guns roll 2 at 2 hexes crossing: (4/6)^2",
         {merged(shot(3, 2, 7, 7, 7), QJsonObject{{u"firerAspect"_s, u"crossing-t"_s}, {u"range"_s, 2}}),
          u"4/9"_s}},
    });
}

void TstWfaFire::hitOdds()
{
    const auto [inputs, noHit] = fetchRow<HitOddsRow>();
    const Distribution d = odds(u"wfa-naval"_s, u"fire"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(u"hits:target=0"_s).toString(), noHit);
    QCOMPARE(d.total(), Fraction(1));
}

void TstWfaFire::exchangeOdds()
{
    // Each ship 1 die at 1 hex (1/3), each at 1 damage point: both sunk with 1/9, as fire is simultaneous.
    const QJsonObject in = obj(R"({"aGuns":1,"aDamage":1,"aStart":4,"aSide":"port","aAspect":"broadside",
        "bGuns":1,"bDamage":1,"bStart":4,"bSide":"port","bAspect":"broadside","range":1})");
    const Distribution d = odds(u"wfa-naval"_s, u"exchange"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"hits:a=1 sunk:a hits:b=1 sunk:b"_s), Fraction(1, 9));
    QCOMPARE(d.marginal(u"sunk:a"_s), Fraction(1, 3));
    QCOMPARE(d.total(), Fraction(1));
}

void TstWfaFire::monteCarlo_data()
{
    addRows<ActionRow>({
        {"fire: 4 guns at 1 hex on 3 of 6", {u"fire"_s, shot(4, 6, 6, 3, 6)}},
        {"exchange: crossing the T against a crippled broadside",
         {u"exchange"_s, obj(R"({"aGuns":3,"aDamage":5,"aStart":7,"aSide":"port","aAspect":"crossing-t",
            "bGuns":3,"bDamage":3,"bStart":7,"bSide":"starboard","bAspect":"broadside","range":2})")}},
    });
}

void TstWfaFire::monteCarlo()
{
    const auto [action, inputs] = fetchRow<ActionRow>();
    const Distribution exact = odds(u"wfa-naval"_s, action, inputs, m_table);
    QVERIFY2(exact.ok(), qPrintable(exact.error()));
    const RuleSet *rs = RuleSets::find(u"wfa-naval"_s);
    QJsonObject filled;
    QVERIFY(InputValidator::validate(*rs->action(action), inputs, &filled).isEmpty());
    const RuleSet::Runner run = rs->bind(action, filled, m_table);
    SeededDice dice(777);
    const int runs = 100000;
    QMap<QString, int> seen;
    for (int i = 0; i < runs; ++i) {
        Resolution r;
        r.setQuiet(true);
        run(dice, r);
        ++seen[r.outcomeKey()];
    }
    for (auto it = exact.outcomes().cbegin(); it != exact.outcomes().cend(); ++it)
        adj::testing::compareShare(it.key(), it.value().toDouble(), seen.value(it.key()), runs, 4, 1e-9);
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        QVERIFY2(exact.outcomes().contains(it.key()), qPrintable(it.key()));
}

QTEST_APPLESS_MAIN(TstWfaFire)
#include "tst_wfafire.moc"
