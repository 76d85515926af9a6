// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli resolve, board and house-rule: resolutions with their rule numbers, exact
// odds, entered dice checked, and results applied to a battle as one action - or nothing.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"
#include "support/datarows.h"
#include "support/fhgskirmish.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
QString fraction(const QJsonObject &odds, const QString &key)
{
    for (const auto &o : odds.value(u"outcomes"_s).toArray())
        if (o.toObject().value(u"key"_s).toString() == key)
            return o.toObject().value(u"fraction"_s).toString();
    return {};
}

const QByteArray kScenario = fhgSkirmish("Resolve test");
} // namespace

class TestCliResolve : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workedExampleWithoutBattle();
    void exactOdds_data();
    void exactOdds();
    void badDice_data();
    void badDice();
    void appliedToTheBattle();
    void refusedAgainstTheBattle_data();
    void refusedAgainstTheBattle();
    void houseRules();
    void navalBroadsideOncePerTurn();
    void openTableReadsTheBattle();
    void randomApForThePlayerOfThePhase();
    void bookkeepingKeptAndShown();
    void stackingLimits_data();
    void stackingLimits();

private:
    QTemporaryDir m_dir;
    QString m_battle;
};

void TestCliResolve::initTestCase()
{
    m_battle = battleFrom(m_dir.path(), u"r"_s, kScenario, u"actions-a"_s); // 5: player A acts
    QVERIFY(!m_battle.isEmpty());
    const CliRun board = cli({u"board"_s, m_battle, u"--size"_s, u"8x8"_s, u"--terrain"_s, u"0304=forest"_s});
    QVERIFY2(board.exit == 0, qPrintable(board.err));
}

void TestCliResolve::workedExampleWithoutBattle()
{
    // 2.2.1: a 3 MP infantry unit fires at a unit in forest 1 hex away: 5, 5, 6 → 4, 4, 5: one hit.
    const CliRun r =
        cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"fire"_s, u"--input"_s,
             uR"({"firerType":"regular","firerMp":3,"range":1,"targetType":"regular","targetMp":3,)"
             uR"("targetTerrain":"forest"})"_s,
             u"--dice"_s, u"5,5,6"_s});
    QCOMPARE(r.exit, 0);
    const QJsonObject res = r.json().value(u"resolution"_s).toObject();
    QVERIFY(res.value(u"ok"_s).toBool());
    QCOMPARE(res.value(u"outcomes"_s).toArray().first().toString(), u"hits=1"_s);
    const QJsonObject first = res.value(u"trace"_s).toArray().first().toObject();
    QCOMPARE(first.value(u"rule"_s).toString(), u"8.1.1"_s);
    QVERIFY2(
        first.value(u"text"_s).toString().contains(u"forest -1 on each die (2.3.5): 5,5,6 → 4,4,5: 1 hit"_s),
        qPrintable(first.value(u"text"_s).toString()));
    QCOMPARE(res.value(u"dice"_s).toArray().size(), 3);
    QCOMPARE(res.value(u"dice"_s).toArray().at(2).toObject().value(u"source"_s).toString(), u"entered"_s);
    // A seed gives the same dice again, and is logged.
    const QStringList seeded{u"resolve"_s,   u"--ruleset"_s, u"fhg-land"_s,           u"--action"_s,
                             u"random-ap"_s, u"--input"_s,   uR"({"commandAp":3})"_s, u"--seed"_s,
                             u"1812"_s};
    const QJsonObject a = cli(seeded).json().value(u"resolution"_s).toObject();
    const QJsonObject b = cli(seeded).json().value(u"resolution"_s).toObject();
    QCOMPARE(a.value(u"dice"_s), b.value(u"dice"_s));
    QCOMPARE(a.value(u"diceSource"_s).toObject().value(u"seed"_s).toString(), u"1812"_s);
}

struct ExactOddsRow
{
    QString input;
    QString key;
    QString fraction;
};

void TestCliResolve::exactOdds_data()
{
    addRows<ExactOddsRow>({
        // No hit with 3 dice needing 6 is (5/6)^3; needing 5-6, (2/3)^3; needing 4-6, (1/2)^3.
        {"3 dice need 6: no hit 125/216",
         {uR"({"firerType":"regular","firerMp":4,"range":2,)"
          uR"("targetType":"regular","targetMp":4})"_s,
          u"hits=0"_s, u"125/216"_s}},
        {"3 dice need 5-6: no hit 8/27",
         {uR"({"firerType":"regular","firerMp":4,"range":1,)"
          uR"("targetType":"regular","targetMp":4})"_s,
          u"hits=0"_s, u"8/27"_s}},
        {"3 dice need 4-6: 3 hits 1/8",
         {uR"({"firerType":"artillery","firerMp":2,"range":1,)"
          uR"("targetType":"regular","targetMp":4})"_s,
          u"hits=3"_s, u"1/8"_s}},
    });
}

void TestCliResolve::exactOdds()
{
    const auto [input, key, fraction] = fetchRow<ExactOddsRow>();
    const CliRun r = cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"fire"_s, u"--input"_s,
                          input, u"--odds"_s});
    QCOMPARE(r.exit, 0);
    QVERIFY(!r.json().contains(u"resolution"_s)); // odds alone roll nothing
    QCOMPARE(::fraction(r.json().value(u"odds"_s).toObject(), key), fraction);
}

struct BadDiceRow
{
    QString dice;
    QString message;
};

void TestCliResolve::badDice_data()
{
    addRows<BadDiceRow>({
        {"a 7 on a d6", {u"5,7,6"_s, u"die 2 reads 7, which a d6 cannot show (1-6)"_s}},
        {"too few", {u"5,5"_s, u"needs more dice: die 3 (a d6)"_s}},
    });
}

void TestCliResolve::badDice()
{
    const auto [dice, message] = fetchRow<BadDiceRow>();
    QCOMPARE(refusedUnchanged(m_battle,
                              {u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                               uR"({"firer":"13th","target":"41st"})"_s, u"--dice"_s, dice, u"--apply"_s},
                              1, message),
             QString());
}

void TestCliResolve::appliedToTheBattle()
{
    // 13th at 0305 fires at the 41st in the forest at 0304 (1 hex): 6,6,5 → 5,5,4 (2.3.5):
    // 2 hits; the 1 AP is spent (8.1.1); Brock is with the 41st but no 1 was rolled (9.3.1).
    const CliRun r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                          uR"({"firer":"13th","target":"41st"})"_s, u"--dice"_s, u"6,6,5"_s, u"--apply"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject inputs = r.json().value(u"resolution"_s).toObject().value(u"inputs"_s).toObject();
    QCOMPARE(inputs.value(u"range"_s).toInt(), 1);
    QCOMPARE(inputs.value(u"targetTerrain"_s).toString(), u"forest"_s);
    QCOMPARE(inputs.value(u"leaderInTargetHex"_s).toBool(), true);
    QCOMPARE(inputs.value(u"apAvailable"_s).toInt(), 2);
    QVERIFY(r.json().value(u"applied"_s).toObject().value(u"event"_s).toInt() > 0);

    const QJsonObject battle = cli({u"show"_s, m_battle, u"--json"_s}).json();
    QCOMPARE(unitNamed(battle, u"41st"_s).value(u"strength"_s).toInt(), 1);
    const QJsonObject american = battle.value(u"sides"_s).toArray().at(0).toObject();
    QCOMPARE(american.value(u"counters"_s).toObject().value(u"AP"_s).toInt(), 1);
    QCOMPARE(unitNamed(battle, u"13th"_s)
                 .value(u"markers"_s)
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(u"kind"_s)
                 .toString(),
             u"activated"_s);
    const QJsonArray log = loggedEvents(m_battle);
    const QJsonObject last = log.last().toObject();
    QCOMPARE(last.value(u"kind"_s).toString(), u"resolve.fire"_s);
    QCOMPARE(last.value(u"dice"_s).toArray().size(), 3);
    QVERIFY(!last.value(u"trace"_s).toArray().isEmpty());

    // 6.1.4: the 13th has acted this turn.
    QCOMPARE(
        refusedUnchanged(m_battle,
                         {u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                          uR"({"firer":"13th","target":"41st"})"_s, u"--dice"_s, u"6,6,5"_s, u"--apply"_s},
                         1, u"already been activated this turn (6.1.4)"_s),
        QString());
    // A new turn lifts the activation.
    QCOMPARE(cli({u"advance"_s, m_battle, u"--turn"_s}).exit, 0);
    QVERIFY(unitNamed(cli({u"show"_s, m_battle, u"--json"_s}).json(), u"13th"_s)
                .value(u"markers"_s)
                .toArray()
                .isEmpty());
    QCOMPARE(cli({u"advance"_s, m_battle, u"--to"_s, u"actions-a"_s}).exit, 0);
}

struct RefusedAgainstTheBattleRow
{
    QString input;
    QString message;
};

void TestCliResolve::refusedAgainstTheBattle_data()
{
    addRows<RefusedAgainstTheBattleRow>({
        {"unknown unit",
         {uR"({"firer":"Guns","target":"42nd"})"_s, u"target: there is no unit called \"42nd\""_s}},
        {"out of range (8.1.3)", {uR"({"firer":"13th","target":"49th"})"_s, u"beyond the 2-hex range"_s}},
        {"AP not enough (6.2)", {uR"({"firer":"Guns","target":"41st","apAvailable":0})"_s, u"AP"_s}},
    });
}

void TestCliResolve::refusedAgainstTheBattle()
{
    const auto [input, message] = fetchRow<RefusedAgainstTheBattleRow>();
    QCOMPARE(refusedUnchanged(m_battle,
                              {u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                               input, u"--dice"_s, u"6,6,6"_s, u"--apply"_s},
                              1, message),
             QString());
}

void TestCliResolve::houseRules()
{
    const QByteArray before = digest(m_battle);
    const CliRun bad = cli({u"house-rule"_s, m_battle, u"--set"_s, u"hit.artillery.1=7"_s});
    QCOMPARE(bad.exit, 1);
    QVERIFY2(bad.err.contains(u"hit.artillery.1"_s), qPrintable(bad.err));
    const CliRun unknown = cli({u"house-rule"_s, m_battle, u"--set"_s, u"hit.cavalry.1=5"_s});
    QCOMPARE(unknown.exit, 1);
    const CliRun option = cli({u"house-rule"_s, m_battle, u"--option"_s, u"12.1"_s});
    QCOMPARE(option.exit, 1);
    QVERIFY2(option.err.contains(u"\"12.1\" is not an optional rule"_s), qPrintable(option.err));
    QCOMPARE(digest(m_battle), before);
    const CliRun terrain = cli({u"board"_s, m_battle, u"--terrain"_s, u"0909=forest"_s});
    QCOMPARE(terrain.exit, 1);
    QVERIFY2(terrain.err.contains(u"\"0909\" is not a hex"_s), qPrintable(terrain.err));
    QCOMPARE(digest(m_battle), before);

    // Artillery at 1 hex hits on 4-6 by the table; a house rule makes it 6 only.
    const QStringList odds{
        u"resolve"_s,
        u"--battle"_s,
        m_battle,
        u"--action"_s,
        u"fire"_s,
        u"--input"_s,
        uR"({"firerType":"artillery","firerMp":2,"range":1,"targetType":"regular","targetMp":4})"_s,
        u"--odds"_s};
    QCOMPARE(fraction(cli(odds).json().value(u"odds"_s).toObject(), u"hits=0"_s), u"1/8"_s);
    QCOMPARE(cli({u"house-rule"_s, m_battle, u"--set"_s, u"hit.artillery.1=6"_s}).exit, 0);
    QCOMPARE(fraction(cli(odds).json().value(u"odds"_s).toObject(), u"hits=0"_s), u"125/216"_s);
}

void TestCliResolve::navalBroadsideOncePerTurn()
{
    // Wars for America: the ships' guns, damage, headings and hexes come from the battle; a side
    // fires once a turn (6.1), tracked by a marker that a new turn lifts.
    const QString battle = battleFrom(
        m_dir.path(), u"naval"_s,
        R"({"name": "Lake Erie", "ruleset": "wfa-naval", "board": {"width": 12, "height": 12, "layout": "odd-q"},
      "sides": [{"name": "American", "units": [{"name": "Lawrence", "type": "brig", "strength": 5, "position": "0505",
                 "attributes": {"guns": 4, "heading": 1, "marines": 2}}]},
                {"name": "British", "units": [{"name": "Detroit", "type": "frigate", "strength": 7, "position": "0705",
                 "attributes": {"guns": 5, "heading": 1, "marines": 3}}]}]})");
    QVERIFY(!battle.isEmpty());
    QCOMPARE(cli({u"advance"_s, battle, u"--to"_s, u"move"_s}).exit, 0); // fire follows a plotted move (4.1)
    const QStringList fire{u"resolve"_s,
                           u"--battle"_s,
                           battle,
                           u"--action"_s,
                           u"fire"_s,
                           u"--input"_s,
                           uR"({"firer":"Lawrence","target":"Detroit"})"_s,
                           u"--dice"_s,
                           u"6,6,1,1"_s,
                           u"--apply"_s};
    const CliRun first = cli(fire);
    QVERIFY2(first.exit == 0, qPrintable(first.err));
    const QJsonObject inputs = first.json().value(u"resolution"_s).toObject().value(u"inputs"_s).toObject();
    QCOMPARE(inputs.value(u"firerGuns"_s).toInt(), 4);
    QCOMPARE(inputs.value(u"targetDamage"_s).toInt(), 7);
    QCOMPARE(
        unitNamed(cli({u"show"_s, battle, u"--json"_s}).json(), u"Detroit"_s).value(u"strength"_s).toInt(),
        5);
    QCOMPARE(refusedUnchanged(battle, fire, 1, u"already fired this turn (6.1)"_s), QString());
    QCOMPARE(cli({u"advance"_s, battle, u"--to"_s, u"move"_s}).exit, 0); // the next turn's moves
    QCOMPARE(cli(fire).exit, 0);
}

void TestCliResolve::openTableReadsTheBattle()
{
    // One If By Land: figures, quality, formation and weapon from the units; the range from the
    // last one measured between them (in centimetres: 12.7 cm = 5", within the musket's 7").
    const QString battle =
        battleFrom(m_dir.path(), u"cowpens"_s, R"({"name": "Cowpens", "ruleset": "oneifbyland", "sides": [
      {"name": "Continental", "units": [{"name": "Maryland Line", "type": "continental", "strength": 18,
        "attributes": {"quality": "veteran", "formation": "close", "weapon": "musket"}}]},
      {"name": "British", "units": [{"name": "71st", "type": "british", "strength": 16,
        "attributes": {"quality": "regular", "formation": "close"}}]}]})");
    QVERIFY(!battle.isEmpty());
    const CliRun range = cli({u"range"_s, battle, u"--from"_s, u"Maryland Line"_s, u"--to"_s, u"71st"_s,
                              u"--value"_s, u"12.7cm"_s});
    QVERIFY2(range.exit == 0, qPrintable(range.err));
    QVERIFY(range.out.contains(u"75 yards"_s)); // 1" = 15 yards
    // Fire comes in the firing step of the sequence (Sequence of Play); units of no brigade are the
    // referee's to play outside the deck, so the turn is advanced to it by hand.
    QCOMPARE(cli({u"advance"_s, battle, u"--to"_s, u"fire"_s}).exit, 0);
    const CliRun r =
        cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"fire"_s, u"--input"_s,
             uR"({"firer":"Maryland Line","target":"71st"})"_s, u"--dice"_s, u"9"_s, u"--apply"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject in = r.json().value(u"resolution"_s).toObject().value(u"inputs"_s).toObject();
    QCOMPARE(in.value(u"figures"_s).toInt(), 18);
    QCOMPARE(in.value(u"firerQuality"_s).toString(), u"veteran"_s);
    QCOMPARE(in.value(u"rangeUnit"_s).toString(), u"cm"_s);
    QCOMPARE(in.value(u"range"_s).toDouble(), 12.7);
    const int lost =
        16 - unitNamed(cli({u"show"_s, battle, u"--json"_s}).json(), u"71st"_s).value(u"strength"_s).toInt();
    QVERIFY2(lost > 0, "the 71st lost no figures");
    QVERIFY(r.json()
                .value(u"resolution"_s)
                .toObject()
                .value(u"outcomes"_s)
                .toArray()
                .contains(QJsonValue(u"casualties=%1"_s.arg(lost))));
}

void TestCliResolve::bookkeepingKeptAndShown()
{
    // A rule set's bookkeeping (the brigade-card deck) is kept in the battle between commands,
    // listed by `show` and in `show --json`; a card already drawn is refused with nothing changed.
    const QString battle =
        battleFrom(m_dir.path(), u"deck"_s, R"({"name": "Deck", "ruleset": "oneifbyland", "sides": [
      {"name": "Continental", "units": [{"name": "Maryland Line", "type": "continental", "strength": 18,
        "attributes": {"brigade": "Howard"}}]},
      {"name": "British", "units": [{"name": "71st", "type": "british", "strength": 16,
        "attributes": {"brigade": "McArthur"}}]}]})");
    QVERIFY(!battle.isEmpty());
    const CliRun shuffle = cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"deck-shuffle"_s,
                                u"--seed"_s, u"7"_s, u"--apply"_s});
    QVERIFY2(shuffle.exit == 0, qPrintable(shuffle.err + shuffle.out));
    const CliRun draw = cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"deck-draw"_s, u"--input"_s,
                             uR"({"card":"Howard"})"_s, u"--apply"_s});
    QVERIFY2(draw.exit == 0, qPrintable(draw.err + draw.out));
    // The first step lists the panic-marked units (none); the next, the charges declared.
    QCOMPARE(cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"deck-step"_s, u"--apply"_s}).exit, 0);
    const CliRun text = cli({u"show"_s, battle});
    QVERIFY2(text.out.contains(u"Card: Howard"_s), qPrintable(text.out));
    const QJsonObject trackers = cli({u"show"_s, battle, u"--json"_s}).json().value(u"trackers"_s).toObject();
    QVERIFY(trackers.contains(u"oibl.deck"_s));
    QVERIFY(trackers.value(u"oibl.sequence"_s)
                .toObject()
                .value(u"label"_s)
                .toString()
                .contains(u"Maryland Line"_s));
    const QByteArray before = digest(battle);
    const CliRun again = cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"deck-draw"_s,
                              u"--input"_s, uR"({"card":"Howard"})"_s, u"--apply"_s});
    QVERIFY(again.exit != 0);
    QVERIFY2(again.err.contains(u"Howard"_s), qPrintable(again.err));
    QCOMPARE(digest(battle), before);
}

void TestCliResolve::randomApForThePlayerOfThePhase()
{
    // 5, 6.1.1: in player A's phase the first side rolls; the command AP come from its counter.
    QCOMPARE(cli({u"advance"_s, m_battle, u"--to"_s, u"ap-a"_s}).exit, 0);
    const CliRun r =
        cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"random-ap"_s, u"--dice"_s, u"3"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject res = r.json().value(u"resolution"_s).toObject();
    QCOMPARE(res.value(u"inputs"_s).toObject().value(u"side"_s).toString(), u"American"_s);
    QCOMPARE(res.value(u"outcomes"_s).toArray().first().toString(),
             u"ap=5"_s); // 3 + 2 (Queenston Heights, 6.1.1)
}

struct StackingLimitsRow
{
    QString type;
    QString hex;
    QString message;
};

void TestCliResolve::stackingLimits_data()
{
    addRows<StackingLimitsRow>({
        // 4.3: one infantry, artillery/rocket or dragoon unit a hex; artillery may join one of the others.
        {"two infantry (4.3)", {u"militia"_s, u"0305"_s, u"hex 0305"_s}},
        {"two artillery (4.3)", {u"artillery"_s, u"0205"_s, u"hex 0205"_s}},
        {"artillery with infantry is allowed (4.3)", {u"artillery"_s, u"0305"_s, QString()}},
    });
}

void TestCliResolve::stackingLimits()
{
    const auto [type, hex, message] = fetchRow<StackingLimitsRow>();
    static int serial = 0;
    const QByteArray before = digest(m_battle);
    const CliRun r = cli({u"add-unit"_s, m_battle, u"--side"_s, u"American"_s, u"--name"_s,
                          u"Extra %1"_s.arg(++serial), u"--type"_s, type, u"--position"_s, hex});
    if (message.isEmpty()) {
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        return;
    }
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(message) && r.err.contains(u"4.3"_s), qPrintable(r.err));
    QCOMPARE(digest(m_battle), before);
}

QTEST_GUILESS_MAIN(TestCliResolve)
#include "tst_cliresolve.moc"
