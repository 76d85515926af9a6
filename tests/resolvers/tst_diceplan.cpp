// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The dice plan (issue 13): what each action asks the players to roll before anyone rolls, read
// off the resolver itself; the players' dice typed as they come, with or without separators; and
// what does not depend on the dice refused before the roll, with its rule.
#include "core/diceplan.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::testing::obj;

namespace {
QStringList stepIds(const DicePlan &p)
{
    QStringList out;
    for (const DiceStep &s : p.steps)
        out << s.id + u':' + QString::number(s.count) + (s.upTo ? u"+"_s : QString()) +
                   (s.conditional() ? u"?"_s : QString());
    return out;
}

const char kFire[] = R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3})";
} // namespace

class TstDicePlan : public QObject
{
    Q_OBJECT
private slots:
    void typedDice_data();
    void typedDice();
    void plans_data();
    void plans();
    void refusedBeforeTheRoll_data();
    void refusedBeforeTheRoll();
    void guidedEntry();
    void everyDieBelongsToADeclaredStep();
    void planText();
};

struct TypedDiceRow
{
    QString typed;
    int sides;
    int count;
    QList<int> read;
    QString error;
};

void TstDicePlan::typedDice_data()
{
    testing::addRows<TypedDiceRow>({

        {"digits together", {u"556"_s, 6, 3, QList<int>{5, 5, 6}, QString()}},
        {"spaces", {u"5 5 6"_s, 6, 3, QList<int>{5, 5, 6}, QString()}},
        {"commas", {u"5,5,6"_s, 6, 3, QList<int>{5, 5, 6}, QString()}},
        {"two groups (issue 13)", {u"543 624"_s, 6, 6, QList<int>{5, 4, 3, 6, 2, 4}, QString()}},
        {"d10 0-9 in a run", {u"0 90"_s, 10, 3, QList<int>{0, 9, 0}, QString()}},
        {"a d12 reads the group", {u"10 4"_s, 12, 2, QList<int>{10, 4}, QString()}},
        {"a 7 on a d6", {u"57"_s, 6, 2, QList<int>{}, u"reads 7, which a d6 cannot show"_s}},
        {"a letter", {u"5 x"_s, 6, 2, QList<int>{}, u"\"x\" is not a number"_s}},
        {"too few", {u"55"_s, 6, 3, QList<int>{}, u"needs more dice: die 3 (a d6)"_s}},
    });
}

void TstDicePlan::typedDice()
{
    const auto [typed, sides, count, read, error] = testing::fetchRow<TypedDiceRow>();
    const DieSpec die{sides, sides == 10};
    DiceQueue queue;
    QString parseError;
    if (!DiceQueue::fromText(typed, &queue, &parseError)) {
        QVERIFY2(parseError.contains(error), qPrintable(parseError));
        return;
    }
    EnteredDice dice(queue);
    QList<int> got;
    try {
        for (int i = 0; i < count; ++i)
            got << dice.roll(die, u"test"_s);
    } catch (const DiceError &e) {
        QVERIFY2(!error.isEmpty() && e.message().contains(error), qPrintable(e.message()));
        QCOMPARE(e.isMissing(), error.startsWith(u"needs more"_s));
        return;
    }
    QVERIFY(error.isEmpty());
    QCOMPARE(got, read);
    QVERIFY(dice.atEnd());
}

void TstDicePlan::plans_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QJsonObject>("inputs");
    QTest::addColumn<QStringList>("steps"); // id:count, + for "up to", ? for a condition

    QTest::newRow("FHG fire: 3 attack dice (8.1.1), no leader, no elite")
        << u"fhg-land"_s << u"fire"_s << obj(kFire) << QStringList{u"attack:3"_s};
    QTest::newRow("FHG fire in column: 1 die (7.5.1)")
        << u"fhg-land"_s << u"fire"_s
        << obj(R"({"firerType":"regular","firerColumn":true,"range":1,"targetType":"regular","targetMp":3})")
        << QStringList{u"attack:1"_s};
    QTest::newRow("FHG fire at a column: 4 dice (7.5.1)")
        << u"fhg-land"_s << u"fire"_s
        << obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,"targetColumn":true})")
        << QStringList{u"attack:4"_s};
    QTest::newRow("FHG fire at an elite unit with a leader (3.4.1, 9.3.1)")
        << u"fhg-land"_s << u"fire"_s
        << obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":1,"leaderInTargetHex":true})")
        << QStringList{u"attack:3"_s, u"absorb:3+?"_s, u"leader-check:1?"_s};
    QTest::newRow("FHG random AP: 1d6 (6.1.1)")
        << u"fhg-land"_s << u"random-ap"_s << obj(R"({"commandAp":3})") << QStringList{u"random-ap:1"_s};
    QTest::newRow("FoH fire: accuracy, then up to one kill die per accurate die")
        << u"fields-of-honor"_s << u"fire"_s
        << obj(R"({"weapon":"small-arms","range":"short","stands":4,"fireRating":"C","smallArms":"rifled"})")
        << QStringList{u"accuracy:4"_s, u"kill:4+?"_s};
    QTest::newRow("OIBL fire without a general or artillery: one chart roll")
        << u"oneifbyland"_s << u"fire"_s
        << obj(R"({"firerQuality":"regular","figures":16,"range":5,"targetQuality":"regular"})")
        << QStringList{u"fire:1"_s};
    QTest::newRow("OIBL fire with the general: his risk after the chart (Risk to Generals)")
        << u"oneifbyland"_s << u"fire"_s
        << obj(R"({"firerQuality":"regular","figures":16,"range":5,"generalWithTarget":true})")
        << QStringList{u"fire:1"_s, u"general-risk:2+?"_s, u"general-wound:1+?"_s};
    QTest::newRow("OIBL fire of 45 figures: two chart rolls (Combat Chart)")
        << u"oneifbyland"_s << u"fire"_s << obj(R"({"firerQuality":"regular","figures":45,"range":5})")
        << QStringList{u"fire:2"_s};
    QTest::newRow("WfA boarding attempt: the higher-rated ship first (8.4)")
        << u"wfa-naval"_s << u"boarding-attempt"_s
        << obj(R"({"boarderRating":3,"defenderRating":5,"boarderMarines":2})")
        << QStringList{u"higher-ship:2"_s, u"lower-ship:2"_s};
}

void TstDicePlan::plans()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, action);
    QFETCH(QJsonObject, inputs);
    QFETCH(QStringList, steps);
    const DicePlan p = adj::plan(ruleset, action, inputs, testing::rulesetTable(ruleset));
    QVERIFY2(p.refusal.isNull(), qPrintable(p.refusal.message));
    QCOMPARE(stepIds(p), steps);
    for (const DiceStep &s : p.steps)
        QVERIFY2(!s.purpose.isEmpty() && !s.rule.isEmpty(), qPrintable(s.id));
}

struct RefusedBeforeTheRollRow
{
    QJsonObject inputs;
    QString rule;
};

void TstDicePlan::refusedBeforeTheRoll_data()
{
    testing::addRows<RefusedBeforeTheRollRow>({

        {"no AP left (6.2.8)",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,"apAvailable":0})"),
          u"(6.2.8)"_s}},
        {"out of range (8.1.3)",
         {obj(R"({"firerType":"regular","range":3,"targetType":"regular","targetMp":3})"), u"(8.1.3)"_s}},
        {"no line of sight (8.2)",
         {obj(R"({"firerType":"regular","range":2,"lineOfSight":false,"targetType":"regular","targetMp":3})"),
          u"(8.2)"_s}},
    });
}

void TstDicePlan::refusedBeforeTheRoll()
{
    const auto [inputs, rule] = testing::fetchRow<RefusedBeforeTheRollRow>();
    const DicePlan p = adj::plan(u"fhg-land"_s, u"fire"_s, inputs, testing::rulesetTable(u"fhg-land"_s));
    QVERIFY2(p.refusal.message.contains(rule), qPrintable(p.refusal.message));
    QVERIFY(p.steps.isEmpty());
    QVERIFY(p.text().contains(rule));
}

void TstDicePlan::guidedEntry()
{
    const RuleTable t = testing::rulesetTable(u"fhg-land"_s);
    const QJsonObject in = obj(kFire);
    DiceEntry e = adj::enterDice(u"fhg-land"_s, u"fire"_s, in, t, QString());
    QCOMPARE(e.state, DiceEntry::State::Empty);
    e = adj::enterDice(u"fhg-land"_s, u"fire"_s, in, t, u"5"_s);
    QCOMPARE(e.state, DiceEntry::State::Partial);
    QCOMPARE(e.read, 1);
    QCOMPARE(e.next.step, u"attack"_s);
    QCOMPARE(e.next.die.sides, 6);
    e = adj::enterDice(u"fhg-land"_s, u"fire"_s, in, t, u"5 56"_s);
    QCOMPARE(e.state, DiceEntry::State::Complete);
    QCOMPARE(e.resolution.outcomeKey(), u"hits=3 eliminated:target"_s);
    // A die left over is a slip the referee must see, not a resolution.
    e = adj::enterDice(u"fhg-land"_s, u"fire"_s, in, t, u"5564"_s);
    QCOMPARE(e.state, DiceEntry::State::Refused);
    QVERIFY2(e.message.contains(u"left over"_s), qPrintable(e.message));
    // A 1 among the dice with a leader in the hex asks for his casualty check (9.3.1).
    QJsonObject withLeader = in;
    withLeader.insert(u"leaderInTargetHex"_s, true);
    e = adj::enterDice(u"fhg-land"_s, u"fire"_s, withLeader, t, u"155"_s);
    QCOMPARE(e.state, DiceEntry::State::Partial);
    QCOMPARE(e.next.step, u"leader-check"_s);
    e = adj::enterDice(u"fhg-land"_s, u"fire"_s, withLeader, t, u"1551"_s);
    QCOMPARE(e.state, DiceEntry::State::Complete);
    QVERIFY(e.resolution.outcomes().contains(u"leader-lost"_s));
}

void TstDicePlan::everyDieBelongsToADeclaredStep()
{
    // Seeded throws through resolve(): every die names a step of the plan, in the plan's order.
    const RuleTable t = testing::rulesetTable(u"fhg-land"_s);
    const QJsonObject in = obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":1,
                                   "leaderInTargetHex":true})");
    const DicePlan p = adj::plan(u"fhg-land"_s, u"fire"_s, in, t);
    for (quint64 seed = 1; seed <= 300; ++seed) {
        SeededDice dice(seed);
        const Resolution r = adj::resolve(u"fhg-land"_s, u"fire"_s, in, dice, t);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        int last = -1;
        for (const DieRecord &d : r.dice()) {
            const int at = p.indexOf(d.step);
            QVERIFY2(at >= 0, qPrintable(d.step));
            QVERIFY2(at >= last, qPrintable(d.step));
            last = at;
        }
    }
}

void TstDicePlan::planText()
{
    const DicePlan p = adj::plan(u"fhg-land"_s, u"fire"_s,
                                 obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,
                                         "leaderInTargetHex":true})"),
                                 testing::rulesetTable(u"fhg-land"_s));
    QCOMPARE(p.text(),
             u"Roll 3d6 attack dice (8.1.1). Then, if an attack die shows 1: 1d6 leader casualty check "
             u"(9.3.1)."_s);
    QCOMPARE(p.fixedDice(), 3);
    // The schema carries the declared plan for the command line (issue 17).
    const QJsonArray declared =
        RuleSets::find(u"fhg-land"_s)->action(u"fire"_s)->toJson().value(u"dice"_s).toArray();
    QCOMPARE(declared.size(), 3);
    QCOMPARE(declared.at(0).toObject().value(u"id"_s).toString(), u"attack"_s);
}

QTEST_APPLESS_MAIN(TstDicePlan)
#include "tst_diceplan.moc"
