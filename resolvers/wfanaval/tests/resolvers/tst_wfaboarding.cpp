// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Boarding (8): the 8.4 attempt, the 8.5 roll-off and the 8.6 boarding battle, with every worked
// example of the rule text as a row, bad inputs refused, and exact odds against hand-computed
// fractions and seeded Monte Carlo.
#include "core/diesource.h"
#include "core/enumeratingdice.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"
#include "support/walkedodds.h"
#include "support/workedexample.h"
#include "wfanaval/wfabattleodds.h"
#include "wfanaval/wfatable.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstWfaBoarding : public QObject
{
    Q_OBJECT
private slots:
    void worked_data();
    void worked();
    void refused_data();
    void refused();
    void effects();
    void attemptOdds_data();
    void attemptOdds();
    void boardingOddsSameAsTheWalk_data();
    void boardingOddsSameAsTheWalk();
    void battleOdds_data();
    void battleOdds();
    void battleOddsBig();
    void bigNumbers();
    void battleRollsEnumerated();
    void battleMonteCarlo_data();
    void battleMonteCarlo();

private:
    const RuleTable m_table = wfaTable();
};

struct WorkedRow
{
    QString action;
    QJsonObject inputs;
    QList<int> dice;
    QString outcome;
    QString traceHas;
};

void TstWfaBoarding::worked_data()
{
    addRows<WorkedRow>({
        // 8.4: British 6 against American 2: +4; rolls 7 and 4: 11 - 4 = 7, a successful boarding.
        {"8.4 example: 6 vs 2, 7+4=11 against 4, margin 7",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"),
          QList<int>{3, 4, 1, 3}, u"boarded"_s, u"11 - 4 = 7"_s}},
        {"8.4 margin 6 fails",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"),
          QList<int>{3, 4, 2, 3}, u"not-boarded"_s, u"less than 7"_s}},
        {"8.4 lower-rated boarder: the defender adds the difference",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":2,"defenderRating":3,"boarderMarines":2})"),
          QList<int>{1, 1, 6, 6}, u"boarded"_s, u"12 - 3 = 9"_s}},
        // 8.5: United States 7 against Macedonian 3; 6 + 4 = 10 against 9: the United States boards.
        {"8.5 example: United States 7 vs Macedonian 3, 6+4=10 against 9",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b","thenAttempt":false})"),
          QList<int>{2, 4, 4, 5}, u"boarder:a"_s, u"6 + 4 = 10; b rolls 4,5 = 9"_s}},
        {"8.5 tie goes to the commander's advantage",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":3,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b","thenAttempt":false})"),
          QList<int>{3, 4, 2, 5}, u"boarder:b"_s, u"commander's advantage"_s}},
        {"8.5 roll-off then the winner's 8.4 attempt",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b"})"),
          QList<int>{2, 4, 4, 5, 5, 5, 1, 1}, u"boarder:a boarded"_s, u"14 - 2 = 12"_s}},
        // 8.6: 5 MP board 3 MP; defender 5,4,1: attacker to 4; attacker 6,6,2,1: defender to 1.
        {"8.6 example: 5 MP vs 3 MP, two rolls",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":5,"defenderMarines":3,"rolls":2})"),
          QList<int>{5, 4, 1, 6, 6, 2, 1}, u"continues attacker=4 defender=1 next=defender"_s,
          u"attacking marines 5 → 4"_s}},
        {"8.6 example continued: later defender rolls hit on 6 only",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":4,"defenderMarines":1,"next":"defender"})"),
          QList<int>{5, 6, 1, 1, 1}, u"captured attacker=4"_s, u"need 6"_s}},
        {"8.6.1 no marines: intrinsic 1 hits on 6 on its first roll, captured at the first hit",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":3,"defenderMarines":0})"), QList<int>{5, 6, 1, 1},
          u"captured attacker=3"_s, u"intrinsic"_s}},
        {"8.6.3 attackers eliminated",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":1,"defenderMarines":2})"), QList<int>{5, 1},
          u"repulsed defender=2"_s, u"8.6.3"_s}},
        {"8.6 the attacker breaks off",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":2,"defenderMarines":3,"breakOffAt":1})"),
          QList<int>{6, 2, 2}, u"broke-off attacker=1 defender=3"_s, u"break off"_s}},
    });
}

void TstWfaBoarding::worked()
{
    const auto [action, inputs, dice, outcome, traceHas] = fetchRow<WorkedRow>();
    resolveExample(u"wfa-naval"_s, action, inputs, dice, m_table, outcome, {traceHas});
}

void TstWfaBoarding::refused_data()
{
    addRows<RefusalRow>({
        {"8.1 boarding without marines",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":0})"),
          u"marines aboard"_s}},
        {"8.1 not in the same hex",
         {u"boarding-attempt"_s,
          obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":2,"sameHex":false})"),
          u"not in the same hex"_s}},
        {"8.1 hexes differ",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":2,
                                          "boarderHex":"0304","defenderHex":"0305"})"),
          u"not in the same hex"_s}},
        {"8.7 one attempt per hex per turn",
         {u"boarding-attempt"_s,
          obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":2,"hexBoardedThisTurn":true})"),
          u"(8.7)"_s}},
        {"8.5 roll-off needs marines on both",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":0,"advantage":"a"})"),
          u"\"bMarines\" is 0"_s}},
        {"8.6 attackers without marines",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":0,"defenderMarines":2})"), u"attackerMarines"_s}},
        {"schema: marines above 12",
         {u"boarding-battle"_s, obj(R"({"attackerMarines":13,"defenderMarines":2})"), u"attackerMarines"_s}},
    });
}

void TstWfaBoarding::refused()
{
    resolveRefused(u"wfa-naval"_s, fetchRow<RefusalRow>(), m_table, {1, 1, 1, 1, 1, 1});
}

void TstWfaBoarding::effects()
{
    ScriptedDice d({5, 6, 1, 1});
    const Resolution r =
        resolve(u"wfa-naval"_s, u"boarding-battle"_s,
                obj(R"({"attacker":3,"defender":4,"attackerMarines":3,"defenderMarines":0})"), d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    bool captured = false;
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::Eliminate) {
            captured = true;
            QCOMPARE(e.attribute, u"captured"_s);
            QCOMPARE(e.unit, qint64(4));
            QCOMPARE(e.rule, u"8.6.2"_s);
        }
    QVERIFY(captured);
    // The attempt marks the hex for 8.7 and points to the battle on success.
    ScriptedDice a({3, 4, 1, 3});
    const Resolution ra =
        resolve(u"wfa-naval"_s, u"boarding-attempt"_s,
                obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"), a, m_table);
    QCOMPARE(ra.effects().size(), 2);
    QCOMPARE(ra.effects().at(0).marker, u"boarded"_s);
    QCOMPARE(ra.effects().at(1).rule, u"8.6"_s);
}

struct AttemptOddsRow
{
    QString action;
    QJsonObject inputs;
    QString tag;
    QString expected;
};

void TstWfaBoarding::attemptOdds_data()
{
    addRows<AttemptOddsRow>({
        // By hand: P(X - Y >= 3) for two 2d6 = 155/648; P(X - Y >= 7) = 35/1296; a lower-rated boarder
        // needs X - Y >= 11, impossible.
        {"8.4 6 vs 2",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":1})"),
          u"boarded"_s, u"155/648"_s}},
        {"8.4 4 vs 4",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":4,"defenderRating":4,"boarderMarines":1})"),
          u"boarded"_s, u"35/1296"_s}},
        {"8.4 2 vs 6",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":2,"defenderRating":6,"boarderMarines":1})"),
          u"boarded"_s, u"0"_s}},
        // 8.5 7 vs 3, tie to B: P(X + 4 > Y) = 545/648; then A boards with 155/648... at +4: 155/648.
        {"8.5 7 vs 3 roll-off",
         {u"boarding-rolloff"_s, obj(R"({"aRating":7,"bRating":3,"aMarines":1,"bMarines":1,
                                             "advantage":"b","thenAttempt":false})"),
          u"boarder:a"_s, u"545/648"_s}},
        {"8.5 7 vs 3 roll-off and attempt",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":7,"bRating":3,"aMarines":1,"bMarines":1,"advantage":"b"})"), u"boarded"_s,
          u"84475/419904"_s}},
    });
}

void TstWfaBoarding::attemptOdds()
{
    const auto [action, inputs, tag, expected] = fetchRow<AttemptOddsRow>();
    const Distribution d = odds(u"wfa-naval"_s, action, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(tag).toString(), expected);
    QCOMPARE(d.total(), Fraction(1));
}

struct BoardingOddsSameAsTheWalkRow
{
    QString action;
    QJsonObject in;
};

void TstWfaBoarding::boardingOddsSameAsTheWalk_data()
{
    addRows<BoardingOddsSameAsTheWalkRow>({
        {"8.4 higher-rated boarder",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})")}},
        {"8.4 lower-rated boarder",
         {u"boarding-attempt"_s, obj(R"({"boarderRating":2,"defenderRating":9,"boarderMarines":3})")}},
        {"8.5 roll-off only, tie to b",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":3,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b","thenAttempt":false})")}},
        {"8.5 roll-off and attempt (the benchmark's)",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b"})")}},
        {"8.5 roll-off and attempt, a far lower, tie to a",
         {u"boarding-rolloff"_s,
          obj(R"({"aRating":1,"bRating":20,"aMarines":1,"bMarines":1,"advantage":"a"})")}},
    });
}

void TstWfaBoarding::boardingOddsSameAsTheWalk()
{
    // The attempt and the roll-off are worked out by convolution of the totals (WfaBoarding::rollOffOdds);
    // walking every die of the runner (194,481 branches for the roll-off and attempt) gives the same.
    const auto [action, in] = fetchRow<BoardingOddsSameAsTheWalkRow>();
    compareWithWalk(u"wfa-naval"_s, action, in, m_table);
}

struct BattleOddsRow
{
    int attacker;
    int defender;
    int breakOffAt;
    QString captured;
    QString repulsed;
    QString brokeOff;
};

void TstWfaBoarding::battleOdds_data()
{
    addRows<BattleOddsRow>({
        // By hand: 1 vs 1: the first roll kills with 1/3, then the attacker wins the 1-die duel with 6/11.
        {"1 vs 1", {1, 1, 0, u"4/11"_s, u"7/11"_s, u"0"_s}},
        // 8.6.1: the intrinsic 1 hits on 6 from the first roll: 5/6 * 6/11.
        {"1 vs no marines", {1, 0, 0, u"5/11"_s, u"6/11"_s, u"0"_s}},
        // 2 vs 1, breaking off at 1: 2/3 * (11/36) / (91/216) captured, the rest broken off.
        {"2 vs 1 breaking off at 1", {2, 1, 1, u"44/91"_s, u"0"_s, u"47/91"_s}},
        // An independent solver (Python fractions) of the same chain.
        {"3 vs 2", {3, 2, 0, u"2002365172/3123941821"_s, u"1121576649/3123941821"_s, u"0"_s}},
        {"5 vs 3 (the 8.6 example's battle)",
         {5, 3, 0, u"19592880772337383004267456/25217000549132709491325151"_s,
          u"5624119776795326487057695/25217000549132709491325151"_s, u"0"_s}},
    });
}

void TstWfaBoarding::battleOdds()
{
    const auto [attacker, defender, breakOffAt, captured, repulsed, brokeOff] = fetchRow<BattleOddsRow>();
    const WfaTable *t = WfaTable::of(m_table);
    const WfaBattleOdds o = WfaBattleOdds::exact(*t, WfaBattleSetup{attacker, defender, breakOffAt});
    QCOMPARE(o.captured.toString(), captured);
    QCOMPARE(o.repulsed.toString(), repulsed);
    QCOMPARE(o.brokeOff.toString(), brokeOff);
    QVERIFY(qAbs(o.captured.toDouble() + o.repulsed.toDouble() + o.brokeOff.toDouble() - 1.0) < 1e-12);
    double ends = 0;
    for (const Fraction &f : o.outcomes)
        ends += f.toDouble();
    QVERIFY(qAbs(ends - 1.0) < 1e-12);
}

void TstWfaBoarding::battleOddsBig()
{
    const WfaTable *t = WfaTable::of(m_table);
    const WfaBattleOdds o = WfaBattleOdds::exact(*t, WfaBattleSetup{8, 8, 0});
    QCOMPARE(
        o.captured.toString(),
        u"920982379116064177891742563902086671693257690393966815982432687074311921383375128436983580483584/"
        "4908434136726352979299758445182036992700562839163224592512424495474397911710166540798792992531761"_s);
    QCOMPARE(o.brokeOff.toString(), u"0"_s);
    // 1 vs 1 by end state: the attacker can only win with its 1 MP, the defender with its 1 MP.
    const WfaBattleOdds one = WfaBattleOdds::exact(*t, WfaBattleSetup{1, 1, 0});
    QCOMPARE(one.outcomes.size(), 2);
    QCOMPARE(one.outcomes.value(u"captured attacker=1"_s).toString(), u"4/11"_s);
    QCOMPARE(one.outcomes.value(u"repulsed defender=1"_s).toString(), u"7/11"_s);
    // 2 vs 1 breaking off at 1: all broken-off battles end at attacker 1, defender 1.
    const WfaBattleOdds br = WfaBattleOdds::exact(*t, WfaBattleSetup{2, 1, 1});
    QCOMPARE(br.outcomes.value(u"broke-off attacker=1 defender=1"_s).toString(), u"47/91"_s);
    QCOMPARE(br.outcomes.value(u"captured attacker=2"_s).toString(), u"44/91"_s);
    // Continuing from the attacker's roll equals the chain's state value: 1 vs 1 after the first roll.
    const WfaBattleOdds c = WfaBattleOdds::exact(*t, WfaBattleSetup{1, 1, 0, WfaBattleSetup::Next::Attacker});
    QCOMPARE(c.captured.toString(), u"6/11"_s);
    const WfaBattleOdds dnext =
        WfaBattleOdds::exact(*t, WfaBattleSetup{1, 1, 0, WfaBattleSetup::Next::Defender});
    QCOMPARE(dnext.captured.toString(), u"5/11"_s); // 5/6 * 6/11
}

void TstWfaBoarding::bigNumbers()
{
    // 6^40 = 13367494538843734067838845976576 (by hand with Python's exact integers).
    const Integer p = power(6, 40);
    QCOMPARE(toString(p), u"13367494538843734067838845976576"_s);
    QCOMPARE(int(mpz_sizeinbase(p.get_mpz_t(), 2)), 104);
    QCOMPARE(toString(Integer(p / power(6, 38))), u"36"_s);
    QVERIFY(mpz_divisible_p(p.get_mpz_t(), power(6, 38).get_mpz_t()));
    QCOMPARE(toString(Integer(gcd(power(6, 30), power(4, 20)))), toString(power(2, 30)));
    QCOMPARE(toString(Integer(p - (p - 1))), u"1"_s);
    QCOMPARE(Fraction(Integer(12), Integer(18)).toString(), u"2/3"_s);
    QCOMPARE(Fraction(Integer(0), Integer(18)).toString(), u"0"_s);
    QCOMPARE(Fraction(p, p).toString(), u"1"_s);
}

void TstWfaBoarding::battleRollsEnumerated()
{
    // Two rolls of 3 vs 2 enumerated by the core: the defender's first roll (2 dice, 5-6), then the
    // attacker's (6s). P(attacker still 3 after the first) = 4/9; P(captured within two rolls) =
    // sum over a' of P(a') P(at least 2 sixes in a' dice).
    const Distribution d = odds(u"wfa-naval"_s, u"boarding-battle"_s,
                                obj(R"({"attackerMarines":3,"defenderMarines":2,"rolls":2})"), m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    // P(a'=3) = 4/9, P(a'=2) = 4/9, P(a'=1) = 1/9; P(>=2 sixes | 3) = 16/216 = 2/27, | 2 = 1/36, | 1 = 0.
    QCOMPARE(d.marginal(u"captured"_s), Fraction(4, 9) * Fraction(2, 27) + Fraction(4, 9) * Fraction(1, 36));
    QCOMPARE(d.total(), Fraction(1));
    // The whole battle through the core comes from the Markov chain (WfaBattleOdds), exactly.
    const QJsonObject in = obj(R"({"attackerMarines":3,"defenderMarines":2})");
    const Distribution whole = odds(u"wfa-naval"_s, u"boarding-battle"_s, in, m_table);
    QVERIFY2(whole.ok(), qPrintable(whole.error()));
    WfaBattleSetup setup;
    setup.attacker = 3;
    setup.defender = 2;
    const WfaBattleOdds chain = WfaBattleOdds::exact(*WfaTable::of(m_table), setup);
    QCOMPARE(whole.marginalText(u"captured"_s),
             chain.toJson().value(u"captured"_s).toObject().value(u"fraction"_s).toString());
    QVERIFY(qAbs(whole.marginalP(u"captured"_s) + whole.marginalP(u"repulsed"_s) +
                 whole.marginalP(u"broke-off"_s) - 1.0) < 1e-12);
}

void TstWfaBoarding::battleMonteCarlo_data()
{
    addRows<WfaBattleSetup>({
        {"5 vs 3", {5, 3, 0}},
        {"3 vs no marines", {3, 0, 0}},
        {"4 vs 4 breaking off at 2", {4, 4, 2}},
    });
}

void TstWfaBoarding::battleMonteCarlo()
{
    const WfaBattleSetup setup = fetchRow<WfaBattleSetup>();
    const WfaTable *t = WfaTable::of(m_table);
    const WfaBattleOdds o = WfaBattleOdds::exact(*t, setup);
    const QJsonObject in{{u"attackerMarines"_s, setup.attacker},
                         {u"defenderMarines"_s, setup.defender},
                         {u"breakOffAt"_s, setup.breakOffAt}};
    // The rule set's own resolver with seeded dice, 100,000 battles.
    const int runs = 100000;
    QMap<QString, int> seen;
    SeededDice dice(20261121u + quint64(setup.attacker * 100 + setup.defender * 10 + setup.breakOffAt));
    const ActionSchema *schema = RuleSets::find(u"wfa-naval"_s)->action(u"boarding-battle"_s);
    QJsonObject filled;
    QVERIFY(InputValidator::validate(*schema, in, &filled).isEmpty());
    const RuleSet::Runner run = RuleSets::find(u"wfa-naval"_s)->bind(u"boarding-battle"_s, filled, m_table);
    for (int i = 0; i < runs; ++i) {
        Resolution r;
        r.setQuiet(true);
        run(dice, r);
        QVERIFY(r.ok());
        ++seen[r.outcomeKey()];
    }
    // Every end state (with the MP left) against its exact probability, and nothing else seen.
    for (auto it = o.outcomes.cbegin(); it != o.outcomes.cend(); ++it)
        adj::testing::compareShare(it.key(), it.value().toDouble(), seen.value(it.key()), runs, 4, 1e-9);
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        QVERIFY2(o.outcomes.contains(it.key()), qPrintable(it.key()));
}

QTEST_APPLESS_MAIN(TstWfaBoarding)
#include "tst_wfaboarding.moc"
