// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Exact odds (enumeration of the resolver's own dice) against exact fractions and against
// 100,000 seeded Monte Carlo runs of the same action.
#include "core/diesource.h"
#include "core/enumeratingdice.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/exactodds.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// P(at least one die scores) from the marginals "hits=k".
Fraction atLeastOneHit(const Distribution &d)
{
    return Fraction(1) - d.marginal(u"hits=0"_s);
}
} // namespace

class TstFhgOdds : public QObject
{
    Q_OBJECT
private slots:
    void fractions();
    void atLeastOneSuccess_data();
    void atLeastOneSuccess();
    void enumeratorBasics();
    void marginalsSumTheirOutcomes();
    void bigPools();
    void hitsAreBinomial();
    void monteCarlo_data();
    void monteCarlo();

private:
    const RuleTable m_table = fhgTable();
};

void TstFhgOdds::fractions()
{
    QCOMPARE(Fraction(2, 4).toString(), u"1/2"_s);
    QCOMPARE((Fraction(1, 6) + Fraction(1, 3)).toString(), u"1/2"_s);
    QCOMPARE((Fraction(5, 6) * Fraction(5, 6) * Fraction(5, 6)).toString(), u"125/216"_s);
    QCOMPARE((Fraction(1) - Fraction(125, 216)).toString(), u"91/216"_s);
    QVERIFY(Fraction(1, 3) < Fraction(1, 2));
    Fraction f;
    QVERIFY(Fraction::parse(u"19/27"_s, &f));
    QCOMPARE(f, Fraction(38, 54));
    QVERIFY(!Fraction::parse(u"1/0"_s, &f));
}

struct AtLeastOneSuccessRow
{
    QJsonObject inputs;
    QString expected;
};

void TstFhgOdds::atLeastOneSuccess_data()
{
    testing::addRows<AtLeastOneSuccessRow>({
        // Hit numbers from the fire chart (8.1): rockets 6, infantry at 1 hex 5-6, artillery at 1 hex 4-6.
        {"3 dice needing 6 (rockets)",
         {obj(R"({"firerType":"rocket","range":1,"targetType":"regular","targetMp":4})"), u"91/216"_s}},
        {"3 dice needing 5-6 (infantry at 1 hex)",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4})"), u"19/27"_s}},
        {"3 dice needing 4-6 (artillery at 1 hex)",
         {obj(R"({"firerType":"artillery","range":1,"targetType":"regular","targetMp":4})"), u"7/8"_s}},
        {"3 dice needing 5-6 after forest -1 = needing 6",
         {obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"targetTerrain":"forest"})"),
          u"91/216"_s}},
    });
}

void TstFhgOdds::atLeastOneSuccess()
{
    const auto [inputs, expected] = testing::fetchRow<AtLeastOneSuccessRow>();
    const Distribution d = odds(u"fhg-land"_s, u"fire"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(atLeastOneHit(d).toString(), expected);
    QCOMPARE(d.total(), Fraction(1));
}

void TstFhgOdds::enumeratorBasics()
{
    // Two d6 summed: P(7) = 1/6, P(2) = 1/36; the later die depends on nothing.
    const Distribution d = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        const int a = dice.roll(6, QString());
        const int b = dice.roll(6, QString());
        out.outcome(u"sum=%1"_s.arg(a + b));
    });
    QVERIFY(d.ok());
    QCOMPARE(d.probability(u"sum=7"_s), Fraction(1, 6));
    QCOMPARE(d.probability(u"sum=2"_s), Fraction(1, 36));
    QCOMPARE(d.outcomes().size(), 11);
    QCOMPARE(d.total(), Fraction(1));
    // A die asked only on some branches: roll again on a 6.
    const Distribution e = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        int v = dice.roll(6, QString());
        if (v == 6)
            v += dice.roll(6, QString());
        out.outcome(u"v=%1"_s.arg(v));
    });
    QCOMPARE(e.probability(u"v=6"_s), Fraction(0));
    QCOMPARE(e.probability(u"v=7"_s), Fraction(1, 36));
    QCOMPARE(e.probability(u"v=5"_s), Fraction(1, 6));
    // Zero-based d10 (0..9): P(0) = 1/10.
    const Distribution z = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        out.outcome(u"v=%1"_s.arg(dice.roll(DieSpec{10, true}, QString())));
    });
    QCOMPARE(z.probability(u"v=0"_s), Fraction(1, 10));
    QVERIFY(z.probability(u"v=10"_s) == Fraction(0));
    // Pools with classes: 4 dice, P(exactly two >= 5) = C(4,2) (1/3)^2 (2/3)^2 = 24/81.
    const Distribution p = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        DieClasses cls;
        for (int f = 1; f <= 6; ++f)
            cls.append(f >= 5 ? 1 : 0);
        int n = 0;
        for (int v : dice.rollPool(4, DieSpec{6, false}, QString(), cls))
            n += v >= 5;
        out.outcome(u"n=%1"_s.arg(n));
    });
    QCOMPARE(p.probability(u"n=2"_s), Fraction(24, 81));
    QCOMPARE(p.paths(), 5);
}

void TstFhgOdds::marginalsSumTheirOutcomes()
{
    // The walk sums each tag's marginal from its outcomes' whole numerators: branches of different
    // depths (a d6, rolled again on a 6) give outcomes over 6 and over 36 that share tags.
    const Distribution d = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        int v = dice.roll(6, QString());
        if (v == 6)
            v += dice.roll(6, QString());
        out.outcome(v % 2 == 0 ? u"even"_s : u"odd"_s);
        out.outcome(v >= 5 ? u"high"_s : u"low"_s);
        if (v > 6)
            out.outcome(u"again"_s);
    });
    // even: 2, 4 (2/6) and 8, 10, 12 (3/36); high: 5 (1/6) and every second roll (1/6).
    compareOdds(d, {{u"even high again"_s, Fraction(1, 12)}},
                {{u"even"_s, Fraction(5, 12)},
                 {u"odd"_s, Fraction(7, 12)},
                 {u"high"_s, Fraction(1, 3)},
                 {u"low"_s, Fraction(2, 3)},
                 {u"again"_s, Fraction(1, 6)}});
    if (QTest::currentTestFailed())
        return;
    for (const QString &tag : d.marginalTags())
        QCOMPARE(d.marginal(tag), d.sumIf([&](const QString &key) { return d.tags(key).contains(tag); }));
}

void TstFhgOdds::bigPools()
{
    // A pool of 300 d6 after one of 44 (300 = 44 mod 256): each is dealt its own dice.
    DieClasses sixes;
    for (int f = 1; f <= 6; ++f)
        sixes.append(f == 6 ? 1 : 0);
    const Distribution d = EnumeratingDice::enumerate([&](DiceSource &dice, Resolution &out) {
        const QList<int> small = dice.rollPool(44, DieSpec{6, false}, QString(), sixes);
        const QList<int> big = dice.rollPool(300, DieSpec{6, false}, QString(), sixes);
        out.outcome(u"dice=%1+%2"_s.arg(small.size()).arg(big.size()));
        out.outcome(small.count(6) + big.count(6) == 0 ? u"no-six"_s : u"a-six"_s);
    });
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(u"dice=44+300"_s), Fraction(1));
    QCOMPARE(d.marginal(u"no-six"_s), Fraction(power(5, 344), power(6, 344)));
    QCOMPARE(d.paths(), 45 * 301);
    // 100 d6 of six classes would be 96,560,646 multisets: refused before they are built.
    const Distribution refused = EnumeratingDice::enumerate([](DiceSource &dice, Resolution &out) {
        out.outcome(u"n=%1"_s.arg(dice.rollPool(100, DieSpec{6, false}, QString()).size()));
    });
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(u"too large to work out exactly"_s), qPrintable(refused.error()));
}

void TstFhgOdds::hitsAreBinomial()
{
    // 4 dice (column target) needing 5-6: P(hits = k) = C(4,k) (1/3)^k (2/3)^(4-k).
    const Distribution d = odds(
        u"fhg-land"_s, u"fire"_s,
        obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":4,"targetColumn":true})"),
        m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    const int binom[] = {1, 4, 6, 4, 1};
    for (int k = 0; k <= 4; ++k) {
        qint64 num = binom[k];
        for (int i = 0; i < k; ++i)
            num *= 1;
        for (int i = k; i < 4; ++i)
            num *= 2;
        QCOMPARE(d.marginal(u"hits=%1"_s.arg(k)), Fraction(num, 81));
    }
}

struct MonteCarloRow
{
    QString action;
    QJsonObject inputs;
    quint64 seed;
};

void TstFhgOdds::monteCarlo_data()
{
    testing::addRows<MonteCarloRow>({

        {"fire: infantry at 1 hex, forest",
         {u"fire"_s,
          obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,"targetTerrain":"forest"})"),
          quint64(1)}},
        {"fire: artillery on elite 2 MP with leader (3.4.1, 9.3.1)",
         {u"fire"_s,
          obj(R"({"firerType":"artillery","range":1,"targetType":"elite","targetMp":2,"leaderInTargetHex":true})"),
          quint64(2)}},
        {"fire: two units, column target, 11.8, 11.9, 11.7 waterway",
         {u"fire"_s,
          obj(R"({"firerType":"regular","range":1,"targetType":"regular","targetMp":3,"targetColumn":true,
            "secondType":"artillery","secondMp":2,"targetTerrain":"waterway","leaderWithFirer":true,"opt11_8":true,
            "opt11_7":true,"opt11_9":true,"flankAttack":true,"leaderInTargetHex":true})"),
          quint64(3)}},
        {"fire: 11.5 artillery from a hill at 5 hexes, 11.3 irrelevant",
         {u"fire"_s,
          obj(R"({"firerType":"artillery","firerTerrain":"hill","range":5,"targetType":"elite","targetMp":1,"opt11_5":true})"),
          quint64(4)}},
        {"close combat: regular vs 2 MP on a hill",
         {u"close-combat"_s,
          obj(R"({"attackerType":"regular","defenderType":"regular","defenderMp":2,"defenderTerrain":"hill"})"),
          quint64(5)}},
        {"close combat: elite vs infantry + artillery with leader, 11.1, 11.3, 11.9 flank",
         {u"close-combat"_s,
          obj(R"({"attackerType":"elite","attackerMp":3,"defenderType":"elite","defenderMp":2,
            "secondType":"artillery","secondMp":2,"hitsTo":"second","leaderWithDefender":true,"defenderTerrain":"town",
            "opt11_1":true,"opt11_3":true,"opt11_9":true,"flankAttack":true,"leaderWithAttacker":true,"opt11_8":true})"),
          quint64(6)}},
        {"close combat: Indians vs entrenchment 11.4, dragoons evade leaving artillery 11.12",
         {u"close-combat"_s,
          obj(R"({"attackerType":"indian","defenderType":"dragoon","defenderMp":2,"secondType":"artillery",
            "secondMp":1,"defenderTerrain":"entrenchment","opt11_4":true,"opt11_12":true,"dragoonsEvade":true})"),
          quint64(7)}},
        {"random AP: command 3", {u"random-ap"_s, obj(R"({"commandAp":3})"), quint64(8)}},
        {"random AP: 11.13, 11.14, two leaders lost",
         {u"random-ap"_s,
          obj(R"({"commandAp":1,"opt11_13":true,"highestCommandAp":4,"opt11_14":true,"commandApAdjustment":-1,"leadersLost":2})"),
          quint64(9)}},
        {"rally: 9.4", {u"rally"_s, obj(R"({"unitType":"regular","currentMp":2,"startMp":4})"), quint64(10)}},
    });
}

void TstFhgOdds::monteCarlo()
{
    const auto [action, inputs, seed] = testing::fetchRow<MonteCarloRow>();
    const Distribution exact = odds(u"fhg-land"_s, action, inputs, m_table);
    QVERIFY2(exact.ok(), qPrintable(exact.error()));
    QCOMPARE(exact.total(), Fraction(1));

    // The same runner the entry point uses, quiet, fed by seeded dice.
    const RuleSet *rs = RuleSets::find(u"fhg-land"_s);
    QVERIFY(rs);
    QJsonObject filled;
    QCOMPARE(InputValidator::validate(*rs->action(action), inputs, &filled), QString());
    const RuleSet::Runner run = rs->bind(action, filled, m_table);
    SeededDice dice(seed);
    constexpr int N = 100000;
    QHash<QString, int> counts;
    for (int i = 0; i < N; ++i) {
        Resolution out;
        out.setQuiet(true);
        dice.clearUsed();
        run(dice, out);
        QVERIFY2(out.ok(), qPrintable(out.error()));
        ++counts[out.outcomeKey()];
    }
    // Spot check: the public entry point with the same seed gives what the quiet runner gives.
    SeededDice a(seed + 100), b(seed + 100);
    const Resolution full = resolve(u"fhg-land"_s, action, inputs, a, m_table);
    Resolution quiet;
    quiet.setQuiet(true);
    run(b, quiet);
    QCOMPARE(full.outcomeKey(), quiet.outcomeKey());

    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        QVERIFY2(exact.outcomes().contains(it.key()),
                 qPrintable(u"sampled outcome missing from the exact odds: "_s + it.key()));
    int checked = 0;
    for (auto it = exact.outcomes().cbegin(); it != exact.outcomes().cend(); ++it) {
        const double p = it.value().toDouble();
        const double f = double(counts.value(it.key())) / N;
        const double se = std::sqrt(p * (1 - p) / N);
        QVERIFY2(std::abs(f - p) <= 4 * se + 1e-12,
                 qPrintable(u"%1: exact %2 (%3), sampled %4, 4 SE = %5"_s.arg(it.key(), it.value().toString())
                                .arg(p)
                                .arg(f)
                                .arg(4 * se)));
        ++checked;
    }
    QVERIFY(checked > 0);
}

QTEST_APPLESS_MAIN(TstFhgOdds)
#include "tst_fhgodds.moc"
