// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor exact arithmetic: big-integer counts, sums of d6 by convolution, the fire
// convolution against a brute-force enumeration, and the rule table's checks.
#include "core/ruletable.h"
#include "fieldsofhonor/fohodds.h"
#include "fieldsofhonor/fohtable.h"
#include "support/datarows.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFohOdds : public QObject
{
    Q_OBJECT
private slots:
    void bigArithmetic();
    void ratios();
    void sumWays();
    void fireAgainstBruteForce_data();
    void fireAgainstBruteForce();
    void product();
    void table_data();
    void table();
};

void TstFohOdds::bigArithmetic()
{
    // The counts of this rule set's rolls outgrow 64 bits: the core's Integer (GMP) holds them.
    QCOMPARE(toString(power(6, 20)), u"3656158440062976"_s);
    QCOMPARE(toString(power(2, 64)), u"18446744073709551616"_s);
    QCOMPARE(toString(power(10, 20) + 1), u"100000000000000000001"_s);
    QCOMPARE(toString(power(2, 40) * power(3, 40)), toString(power(6, 40)));
    Integer b = power(6, 30);
    QVERIFY(mpz_divisible_ui_p(b.get_mpz_t(), 6));
    b /= 6;
    QVERIFY(b == power(6, 29));
    QCOMPARE(Integer(Integer(1000003) % 1000).get_ui(), 3ul);
    QVERIFY(Integer(integer(INT64_MAX)).fits_slong_p());
    QVERIFY(!power(2, 63).fits_slong_p());
    QVERIFY(sgn(Integer()) == 0);
}

void TstFohOdds::ratios()
{
    QCOMPARE(Fraction(Integer(675), Integer(1296)).toString(), u"25/48"_s);
    QCOMPARE(Fraction(Integer(36), Integer(36)).toString(), u"1"_s);
    QCOMPARE(Fraction(Integer(), Integer(36)).toString(), u"0"_s);
    QCOMPARE(Fraction(Integer(6), Integer(36)).toDouble(), 1.0 / 6);
}

void TstFohOdds::sumWays()
{
    const auto two = fohexact::sumWays(2);
    QCOMPARE(int(two[7].get_si()), 6);
    QCOMPARE(int(two[2].get_si()), 1);
    QCOMPARE(int(two[1].get_si()), 0);
    const auto three = fohexact::sumWays(3);
    QCOMPARE(int(three[10].get_si()), 27);
    QCOMPARE(int(three[18].get_si()), 1);
    const auto bands = fohexact::sumDividedWays(2, 5); // floor(2d6/5): 6, 24, 6
    QCOMPARE(bands.size(), size_t(3));
    QCOMPARE(int(bands[0].get_si()), 6);
    QCOMPARE(int(bands[1].get_si()), 24);
    QCOMPARE(int(bands[2].get_si()), 6);
    // 48 dice stay exact: the ways sum to 6^48.
    Integer total;
    for (const Integer &w : fohexact::sumWays(48))
        total += w;
    QVERIFY(total == power(6, 48));
}

struct BruteForceRow
{
    int n;
    int faces;
    int kill;
};

void TstFohOdds::fireAgainstBruteForce_data()
{
    addRows<BruteForceRow>({
        {"1 die, 3 faces, KN 4", {1, 3, 4}},
        {"2 dice, 5 faces, KN 2", {2, 5, 2}},
        {"3 dice, 2 faces, KN 3", {3, 2, 3}},
        {"3 dice, 0 faces", {3, 0, 5}},
        {"2 dice, 6 faces", {2, 6, 7}},
    });
}

void TstFohOdds::fireAgainstBruteForce()
{
    const auto [n, faces, kill] = fetchRow<BruteForceRow>();
    // Every accuracy roll (6^n) then every kill roll of the accurate dice, weighted 6^(n-k).
    std::vector<qint64> brute;
    qint64 accRolls = 1;
    for (int i = 0; i < n; ++i)
        accRolls *= 6;
    for (qint64 a = 0; a < accRolls; ++a) {
        int k = 0;
        for (qint64 x = a, i = 0; i < n; ++i, x /= 6)
            if (int(x % 6) >= 6 - faces) // the top `faces` faces are accurate
                ++k;
        qint64 killRolls = 1, pad = 1;
        for (int i = 0; i < k; ++i)
            killRolls *= 6;
        for (int i = k; i < n; ++i)
            pad *= 6;
        for (qint64 r = 0; r < killRolls; ++r) {
            int sum = 0;
            for (qint64 x = r, i = 0; i < k; ++i, x /= 6)
                sum += int(x % 6) + 1;
            const size_t h = size_t(sum / kill);
            if (brute.size() <= h)
                brute.resize(h + 1, 0);
            brute[h] += pad;
        }
    }
    const std::vector<Integer> ways = fohexact::fireHitWays(n, faces, kill);
    QCOMPARE(ways.size(), brute.size());
    for (size_t h = 0; h < ways.size(); ++h)
        QCOMPARE(toString(ways[h]), QString::number(brute[h]));
}

void TstFohOdds::product()
{
    FohOdds a, b;
    a.setPower(1);
    a.add(u"x=0"_s, Integer(2));
    a.add(u"x=1"_s, Integer(4));
    b.setPower(1);
    b.add(u"y=0"_s, Integer(3));
    b.add(u"y=1"_s, Integer(3));
    const FohOdds p = FohOdds::product(a, b);
    QCOMPARE(p.power(), 2);
    QCOMPARE(p.probability(u"x=1 y=0"_s).toString(), u"1/3"_s);
    QCOMPARE(p.marginal(u"x=0"_s).toString(), u"1/3"_s);
    const Distribution d = p.toDistribution();
    QVERIFY(d.ok());
    QCOMPARE(d.total(), Fraction(1));
    const QJsonObject j = p.toJson();
    QCOMPARE(j.value(u"denominator"_s).toString(), u"6^2"_s);
    QCOMPARE(j.value(u"outcomes"_s).toArray().size(), 4);
}

struct BrokenTableRow
{
    QString path;
    QJsonValue value;
    QString errorHas;
};

void TstFohOdds::table_data()
{
    addRows<BrokenTableRow>({
        {"ok: long range 5", {u"accuracy.bands.long"_s, QJsonValue(5), QString()}},
        {"ok: a house Kill Number modifier",
         {u"killNumber.modifiers.prone"_s, QJsonValue(QJsonObject{{u"value"_s, 1}, {u"rule"_s, u"house"_s}}),
          QString()}},
        {"accuracy band out of range", {u"accuracy.bands.close"_s, QJsonValue(9), u"accuracy.bands.close"_s}},
        {"kill minimum 0", {u"killNumber.minimum"_s, QJsonValue(0), u"killNumber.minimum"_s}},
        {"morale fail bands not rising", {u"morale.failedBy.shaken"_s, QJsonValue(4), u"morale.failedBy"_s}},
        {"unknown quality", {u"charge.quality.F"_s, QJsonValue(3), u"charge.quality.F"_s}},
        {"text for a number", {u"melee.capMultiple"_s, QJsonValue(u"four"_s), u"melee.capMultiple"_s}},
    });
}

void TstFohOdds::table()
{
    const auto [path, value, errorHas] = fetchRow<BrokenTableRow>();
    QString error;
    RuleTable t = RuleTable::fromFile(
        QStringLiteral(ADJ_SOURCE_DIR "/resolvers/fieldsofhonor/fields-of-honor.json"), &error);
    QVERIFY2(t.isValid(), qPrintable(error));
    const QJsonObject before = t.json();
    const bool ok = t.applyOverrides(QJsonObject{{QString(path), value}}, &error);
    if (errorHas.isEmpty()) {
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(t.value(path) == value);
    } else {
        QVERIFY(!ok);
        QVERIFY2(error.contains(errorHas), qPrintable(error));
        QCOMPARE(t.json(), before); // nothing changed
    }
}

QTEST_APPLESS_MAIN(TstFohOdds)
#include "tst_fohodds.moc"
