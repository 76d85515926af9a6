// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land morale tests (every modifier, the result bands, Indians, rallying), the risk to
// generals and the movement allowance, with exact odds by hand and by Monte Carlo.
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/examplerows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"
#include "support/walkedodds.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstOiblMorale : public QObject
{
    Q_OBJECT
private slots:
    void morale_data();
    void morale();
    void moraleOdds_data();
    void moraleOdds();
    void moraleEffects();
    void general_data();
    void general();
    void generalMonteCarlo();
    void generalOddsSameAsTheWalk_data();
    void generalOddsSameAsTheWalk();
    void movement_data();
    void movement();
    void movementOdds();
    void refuses_data();
    void refuses();

private:
    const RuleTable m_table = oiblTable();
};

struct MoraleRow
{
    QJsonObject inputs;
    int die;
    QString outcome;
    QString traceHas;
};

void TstOiblMorale::morale_data()
{
    addRows<MoraleRow>({
        {"Troop Quality Regular 7: 7 passes",
         {obj(R"({"quality":"regular"})"), 7, u"passed"_s, u"Morale Number 7"_s}},
        {"Morale Results Regular 8 fails by 1",
         {obj(R"({"quality":"regular"})"), 8, u"failed-by-1"_s, u"failed by 1"_s}},
        {"Morale Results Regular 9 fails by 2: rout",
         {obj(R"({"quality":"regular"})"), 9, u"routed"_s, u"failed by 2: routs"_s}},
        {"Troop Quality Elite 9: 9 passes",
         {obj(R"({"quality":"elite"})"), 9, u"passed"_s, u"Morale Number 9"_s}},
        {"Troop Quality Veteran 8: 9 fails by 1",
         {obj(R"({"quality":"veteran"})"), 9, u"failed-by-1"_s, u"Morale Number 8"_s}},
        {"Troop Quality Poor 6: 8 routs",
         {obj(R"({"quality":"poor"})"), 8, u"routed"_s, u"Morale Number 6"_s}},
        {"Troop Quality Wretched 5: 0 passes, 6 fails by 1",
         {obj(R"({"quality":"wretched"})"), 6, u"failed-by-1"_s, u"Morale Number 5"_s}},
        {"Morale Tests officer -X, default rating 1: 8 -> 7 passes",
         {obj(R"({"quality":"regular","officerWithUnit":true})"), 8, u"passed"_s,
          u"commanding officer with the unit -1 (Morale Tests)"_s}},
        {"Morale Tests officer rated 2: 9 -> 7 passes",
         {obj(R"({"quality":"regular","officerWithUnit":true,"officerRating":2})"), 9, u"passed"_s,
          u"commanding officer with the unit -2"_s}},
        {"Morale Tests light cover -1: 8 -> 7",
         {obj(R"({"quality":"regular","cover":"light"})"), 8, u"passed"_s, u"light cover -1"_s}},
        {"Morale Tests heavy cover -2: 9 -> 7",
         {obj(R"({"quality":"regular","cover":"heavy"})"), 9, u"passed"_s, u"heavy cover -2"_s}},
        {"Morale Tests outflanked +2: 6 -> 8 fails by 1",
         {obj(R"({"quality":"regular","outflanked":true})"), 6, u"failed-by-1"_s, u"outflanked +2"_s}},
        {"Morale Tests equal friend routing +1: 7 -> 8",
         {obj(R"({"quality":"regular","friendRouting":"equal"})"), 7, u"failed-by-1"_s,
          u"equal-quality friend seen routing within 12\" +1"_s}},
        {"Morale Tests higher friend routing +2: 7 -> 9 routs",
         {obj(R"({"quality":"regular","friendRouting":"higher"})"), 7, u"routed"_s,
          u"higher-quality friend seen routing within 12\" +2"_s}},
        {"Morale Tests open order charged by cavalry +1",
         {obj(R"({"quality":"regular","formation":"open","chargedBy":"cavalry"})"), 7, u"failed-by-1"_s,
          u"open order infantry charged by cavalry +1"_s}},
        {"Morale Tests skirmishers charged by cavalry +2",
         {obj(R"({"quality":"regular","formation":"skirmish","chargedBy":"cavalry"})"), 6, u"failed-by-1"_s,
          u"skirmish order infantry charged by cavalry +2"_s}},
        {"Morale Tests skirmishers charged by infantry +1",
         {obj(R"({"quality":"regular","formation":"skirmish","chargedBy":"infantry"})"), 7, u"failed-by-1"_s,
          u"charged by close or open order infantry +1"_s}},
        {"Morale Tests artillery charged by cavalry +1",
         {obj(R"({"quality":"regular","formation":"unlimbered","chargedBy":"cavalry"})"), 7, u"failed-by-1"_s,
          u"artillery charged by cavalry +1"_s}},
        {"Morale Tests close order charged by cavalry: no modifier",
         {obj(R"({"quality":"regular","formation":"close","chargedBy":"cavalry"})"), 7, u"passed"_s,
          u"rolls 7: passed"_s}},
        {"Morale Tests 25% casualties +1 (12 of 16)",
         {obj(R"({"quality":"regular","figures":12,"startFigures":16})"), 7, u"failed-by-1"_s,
          u"25% figure casualties (4 of 16 lost) +1"_s}},
        {"Morale Tests 50% casualties +2 only (8 of 16)",
         {obj(R"({"quality":"regular","figures":8,"startFigures":16})"), 6, u"failed-by-1"_s,
          u"50% figure casualties (8 of 16 lost) +2"_s}},
        {"Morale Tests 75% casualties +3 only (4 of 16)",
         {obj(R"({"quality":"regular","figures":4,"startFigures":16})"), 5, u"failed-by-1"_s,
          u"75% figure casualties (12 of 16 lost) +3"_s}},
        {"Morale Tests 3 of 16 lost (18.75%): none",
         {obj(R"({"quality":"regular","figures":13,"startFigures":16})"), 7, u"passed"_s,
          u"rolls 7: passed"_s}},
        {"Indians charging one quality higher: Regular 8",
         {obj(R"({"quality":"regular","indian":true,"formation":"skirmish","occasion":"charge"})"), 8,
          u"passed"_s, u"Indians charging or in melee +1"_s}},
        {"Indians in woods one higher for all purposes",
         {obj(R"({"quality":"regular","indian":true,"formation":"skirmish","inWoods":true})"), 8, u"passed"_s,
          u"Indians in woods +1"_s}},
        {"Indians in woods in melee two higher: Elite 11",
         {obj(R"({"quality":"elite","indian":true,"formation":"skirmish","inWoods":true,"occasion":"melee"})"),
          9, u"passed"_s, u"pass at or below 11"_s}},
        {"Indians not in woods, other test: no shift",
         {obj(R"({"quality":"regular","indian":true,"formation":"skirmish"})"), 8, u"failed-by-1"_s,
          u"Regular Morale Number 7, pass at or below 7"_s}},
        {"Morale Results routing unit passes: rallies",
         {obj(R"({"quality":"regular","routing":true})"), 3, u"rallied"_s, u"reforming in place"_s}},
        {"Morale Results routing unit fails by 1: still routs",
         {obj(R"({"quality":"regular","routing":true})"), 8, u"still-routing"_s, u"continues to rout"_s}},
    });
}

void TstOiblMorale::morale()
{
    const auto [inputs, die, outcome, traceHas] = fetchRow<MoraleRow>();
    ScriptedDice d({die});
    const Resolution r = resolve(u"oneifbyland"_s, u"morale-test"_s, inputs, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), outcome);
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
}

struct MoraleOddsRow
{
    QJsonObject inputs;
    QString passed;
    QString by1;
    QString routed;
};

void TstOiblMorale::moraleOdds_data()
{
    addRows<MoraleOddsRow>({
        {"Regular: 0-7 / 8 / 9", {obj(R"({"quality":"regular"})"), u"4/5"_s, u"1/10"_s, u"1/10"_s}},
        {"Regular with officer: 0-8 / 9 / -",
         {obj(R"({"quality":"regular","officerWithUnit":true})"), u"9/10"_s, u"1/10"_s, u"0"_s}},
        {"Wretched outflanked at 75%: +5 on 5",
         {obj(R"({"quality":"wretched","outflanked":true,"figures":3,"startFigures":12})"), u"1/10"_s,
          u"1/10"_s, u"4/5"_s}},
        {"Elite Indians in woods in melee: 11, never fails",
         {obj(R"({"quality":"elite","indian":true,"inWoods":true,"occasion":"melee","formation":"skirmish"})"),
          u"1"_s, u"0"_s, u"0"_s}},
        {"Poor skirmishers charged by cavalry in light cover: +1 on 6: 0-5 / 6 / 7-9",
         {obj(R"({"quality":"poor","formation":"skirmish","chargedBy":"cavalry","cover":"light"})"), u"3/5"_s,
          u"1/10"_s, u"3/10"_s}},
    });
}

void TstOiblMorale::moraleOdds()
{
    const auto [inputs, passed, by1, routed] = fetchRow<MoraleOddsRow>();
    const Distribution d = odds(u"oneifbyland"_s, u"morale-test"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"passed"_s).toString(), passed);
    QCOMPARE(d.probability(u"failed-by-1"_s).toString(), by1);
    QCOMPARE(d.probability(u"routed"_s).toString(), routed);
    QCOMPARE(d.total(), Fraction(1));
}

void TstOiblMorale::moraleEffects()
{
    ScriptedDice d({9});
    const Resolution r =
        resolve(u"oneifbyland"_s, u"morale-test"_s, obj(R"({"quality":"regular","unit":4})"), d, m_table);
    QVERIFY(r.ok());
    QCOMPARE(r.effects().size(), 2);
    QCOMPARE(r.effects().at(0).marker, u"routing"_s);
    QCOMPARE(r.effects().at(1).marker, u"panic"_s);
    QCOMPARE(r.effects().at(1).unit, 4);
    ScriptedDice d2({9});
    const Resolution r2 = resolve(u"oneifbyland"_s, u"morale-test"_s,
                                  obj(R"({"quality":"regular","hasPanic":true})"), d2, m_table);
    QCOMPARE(r2.effects().size(), 1); // panic markers are not cumulative
    ScriptedDice d3({8});
    const Resolution r3 =
        resolve(u"oneifbyland"_s, u"morale-test"_s, obj(R"({"quality":"regular"})"), d3, m_table);
    QCOMPARE(r3.effects().size(), 1);
    QCOMPARE(r3.effects().at(0).kind, Effect::Kind::Note);
    QVERIFY(r3.effects().at(0).text.contains(u"half their figures (rounded up)"_s));
    ScriptedDice d4({2});
    const Resolution r4 = resolve(u"oneifbyland"_s, u"morale-test"_s,
                                  obj(R"({"quality":"regular","routing":true})"), d4, m_table);
    QCOMPARE(r4.effects().size(), 2);
    QCOMPARE(r4.effects().at(0).kind, Effect::Kind::LiftMarker);
    QCOMPARE(r4.effects().at(1).marker, u"reforming"_s);
}

struct GeneralRow
{
    int hits;
    QString tag;
    Fraction p; // its exact probability
};

void TstOiblMorale::general_data()
{
    addRows<GeneralRow>({
        // One die: 1/10 on the 1, then d6 1-2 / 3-4 / 5-6.
        {"Risk to Generals 1 hit: light 1/30", {1, u"general-wounded-light"_s, Fraction(1, 30)}},
        {"Risk to Generals 2 hits: killed 1/30", {2, u"general-killed"_s, Fraction(1, 30)}},
        {"Risk to Generals 2 hits: unhurt 9/10", {2, u"unhurt"_s, Fraction(9, 10)}},
        // Two dice (3 hits, rounded up); each 1 rolls a wound, the worst stands.
        {"Risk to Generals 3 hits: unhurt 81/100", {3, u"unhurt"_s, Fraction(81, 100)}},
        {"Risk to Generals 3 hits: killed 59/900", {3, u"general-killed"_s, Fraction(59, 900)}},
        {"Risk to Generals 3 hits: serious 19/300", {3, u"general-wounded-serious"_s, Fraction(19, 300)}},
        {"Risk to Generals 3 hits: light 11/180", {3, u"general-wounded-light"_s, Fraction(11, 180)}},
    });
}

void TstOiblMorale::general()
{
    const auto [hits, tag, p] = fetchRow<GeneralRow>();
    const Distribution d = odds(u"oneifbyland"_s, u"general-risk"_s, QJsonObject{{u"hits"_s, hits}}, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(tag).toString(), p.toString());
    QCOMPARE(d.total(), Fraction(1));
}

void TstOiblMorale::generalMonteCarlo()
{
    const QJsonObject in{{u"hits"_s, 7}};
    const Distribution d = odds(u"oneifbyland"_s, u"general-risk"_s, in, m_table);
    QVERIFY(d.ok());
    const auto sampled =
        adj::testing::sampleOutcomes(u"oneifbyland"_s, u"general-risk"_s, in, m_table, 40000, 77, true);
    for (auto it = d.outcomes().cbegin(); it != d.outcomes().cend(); ++it)
        adj::testing::compareShare(it.key(), it.value().toDouble(), sampled.byKey.value(it.key()),
                                   sampled.runs, 5, 1e-9);
    // Scripted: 4 dice for 7 hits; the second die is a 1, the wound die 2: light wound.
    ScriptedDice s({5, 1, 2, 4, 2}); // 4 dice for 7 hits: one 1; the wound die 2
    const Resolution r = resolve(u"oneifbyland"_s, u"general-risk"_s, in, s, m_table);
    QCOMPARE(r.outcomeKey(), u"general-wounded-light"_s);
    QVERIFY(r.traceText().contains(u"rolls 4 d10 for 7 hits"_s));
    QCOMPARE(s.remaining(), 0);
}

void TstOiblMorale::generalOddsSameAsTheWalk_data()
{
    QTest::addColumn<int>("hits");
    for (int hits : {1, 2, 3, 8, 21, 60})
        QTest::addRow("%d hits", hits) << hits;
}

void TstOiblMorale::generalOddsSameAsTheWalk()
{
    // general-risk's odds are the binomial theorem's closed form (OiblFire::generalRiskOdds); walking
    // every die of the runner gives the same.
    QFETCH(int, hits);
    compareWithWalk(u"oneifbyland"_s, u"general-risk"_s, QJsonObject{{u"hits"_s, hits}}, m_table);
    if (QTest::currentTestFailed())
        return;
    // The schema's largest, 1,000 hits (500 dice): 20 million branches to walk, four powers here.
    const Distribution most =
        odds(u"oneifbyland"_s, u"general-risk"_s, QJsonObject{{u"hits"_s, 1000}}, m_table);
    QVERIFY2(most.ok(), qPrintable(most.error()));
    QCOMPARE(most.total(), Fraction(1));
    QCOMPARE(most.probability(u"unhurt"_s), Fraction(power(9, 500), power(10, 500)));
}

void TstOiblMorale::movement_data()
{
    addRows<ExampleRow>({
        {"Movement close order 1d6+2: 4 -> 6",
         {obj(R"({"rate":"close"})"), QList<int>{4}, u"inches=6"_s, {u"1d6 + 2\""_s}}},
        {"Movement skirmish 1d6+5: 1 -> 6",
         {obj(R"({"rate":"skirmish"})"), QList<int>{1}, u"inches=6"_s, {u"(90 yards)"_s}}},
        {"Movement infantry rout 1d6+10",
         {obj(R"({"rate":"infantry-rout"})"), QList<int>{6}, u"inches=16"_s, {u"rolls 6"_s}}},
        {"Movement cavalry rout 1d6+16",
         {obj(R"({"rate":"cavalry-rout"})"), QList<int>{1}, u"inches=17"_s, {u"rolls 1"_s}}},
        {"Movement optional fixed rate open order 6\"",
         {obj(R"({"rate":"open","fixedRate":true})"), QList<int>{}, u"inches=6"_s, {u"fixed rate 6\""_s}}},
        {"Charge Movement cavalry +3: 3 -> 16",
         {obj(R"({"rate":"cavalry","charge":true})"), QList<int>{3}, u"inches=16"_s, {u"charge +3\""_s}}},
        {"Charge Movement Indians in skirmish",
         {obj(R"({"rate":"skirmish","charge":true,"indian":true})"),
          QList<int>{2},
          u"inches=10"_s,
          {u"charge +3\""_s}}},
        {"Road Movement one-stand column +3: 2 -> 9",
         {obj(R"({"rate":"column","road":true})"), QList<int>{2}, u"inches=9"_s, {u"road +3\""_s}}},
        {"Road Movement limbered artillery: 2 -> 7",
         {obj(R"({"rate":"limbered","road":true})"), QList<int>{2}, u"inches=7"_s, {u"road +3\""_s}}},
        {"Wheels, woods ... 50%: open 5 -> 8 / 2 = 4",
         {obj(R"({"rate":"open","slowConditions":1})"), QList<int>{5}, u"inches=4"_s, {u"50%"_s}}},
        {"two conditions 25%: open 5 -> 8 / 4 = 2",
         {obj(R"({"rate":"open","slowConditions":2})"), QList<int>{5}, u"inches=2"_s, {u"25%"_s}}},
        {"Close order to open while advancing: (1d6+2)/2: 3 -> 2.5",
         {obj(R"({"rate":"close","lineChangeAdvancing":true})"), QList<int>{3}, u"inches=2.5"_s, {u"50%"_s}}},
        {"About Face -2\" each: open 6 -> 9 - 4 = 5",
         {obj(R"({"rate":"open","aboutFaces":2})"), QList<int>{6}, u"inches=5"_s, {u"-4\""_s}}},
        {"Left or Right Face cavalry: 1 -> 11 - 2 = 9, ends in skirmish",
         {obj(R"({"rate":"cavalry","leftRightFaces":1})"),
          QList<int>{1},
          u"inches=9"_s,
          {u"must end its move in skirmish order"_s}}},
        {"Skirmishers pay no terrain penalty",
         {obj(R"({"rate":"skirmish","slowConditions":2,"aboutFaces":1})"),
          QList<int>{1},
          u"inches=6"_s,
          {u"no terrain"_s}}},
        {"Formation Changes take 100%",
         {obj(R"({"rate":"column","formationChange":true})"),
          QList<int>{6},
          u"inches=0"_s,
          {u"100% of movement"_s}}},
        {"Cavalry mounting 50%: 1 -> 11 / 2 = 5.5",
         {obj(R"({"rate":"cavalry","mounting":true})"), QList<int>{1}, u"inches=5.5"_s, {u"50% in place"_s}}},
        {"Risk to Generals light wound: 10\" a turn",
         {obj(R"({"rate":"general","generalWound":"light"})"),
          QList<int>{},
          u"inches=10"_s,
          {u"lightly wounded"_s}}},
        {"Risk to Generals serious wound: 1d6\"",
         {obj(R"({"rate":"general","generalWound":"serious"})"),
          QList<int>{4},
          u"inches=4"_s,
          {u"seriously wounded"_s}}},
        {"Movement generals 1d6+10",
         {obj(R"({"rate":"general"})"), QList<int>{4}, u"inches=14"_s, {u"1d6 + 10\""_s}}},
        {"Unlimbered artillery prolong 1.5\"",
         {obj(R"({"rate":"prolong"})"), QList<int>{}, u"inches=1.5"_s, {u"may not fire"_s}}},
        {"Deliberate Militia Retreat +3: 3 -> 10",
         {obj(R"({"rate":"infantry-retreat","militiaRetreat":true,"americanMilitia":true})"),
          QList<int>{3},
          u"inches=10"_s,
          {u"must pass a morale test"_s}}},
        {"linear obstacle (reading: 2\" each): close 6 -> 8 - 2",
         {obj(R"({"rate":"close","obstacles":1})"),
          QList<int>{6},
          u"inches=6"_s,
          {u"1 linear obstacles -2\""_s}}},
        {"never below 0: close 1 with 2 about faces and a wheel",
         {obj(R"({"rate":"close","aboutFaces":2,"slowConditions":1})"),
          QList<int>{1},
          u"inches=0"_s,
          {u"may move 0\""_s}}},
    });
}

void TstOiblMorale::movement()
{
    resolveExample(u"oneifbyland"_s, u"movement"_s, fetchRow<ExampleRow>(), m_table);
}

void TstOiblMorale::movementOdds()
{
    const Distribution d = odds(u"oneifbyland"_s, u"movement"_s, obj(R"({"rate":"column"})"), m_table);
    QVERIFY(d.ok());
    for (int i = 5; i <= 10; ++i)
        QCOMPARE(d.probability(u"inches=%1"_s.arg(i)), Fraction(1, 6));
}

void TstOiblMorale::refuses_data()
{
    addRows<RefusalRow>({
        {"figures above start",
         {u"morale-test"_s, obj(R"({"quality":"regular","figures":17,"startFigures":16})"),
          u"\"figures\" is 17"_s}},
        {"figures without start",
         {u"morale-test"_s, obj(R"({"quality":"regular","figures":12})"), u"\"startFigures\" is needed"_s}},
        {"quality missing", {u"morale-test"_s, obj(R"({})"), u"quality"_s}},
        {"quality unknown", {u"morale-test"_s, obj(R"({"quality":"heroic"})"), u"quality"_s}},
        {"general without hits", {u"general-risk"_s, obj(R"({})"), u"hits"_s}},
        {"road for a wide column",
         {u"movement"_s, obj(R"({"rate":"column","road":true,"columnWidth":2})"), u"one-stand-wide"_s}},
        {"column may not charge",
         {u"movement"_s, obj(R"({"rate":"column","charge":true})"), u"may charge"_s}},
        {"skirmishers (not Indians) may not charge",
         {u"movement"_s, obj(R"({"rate":"skirmish","charge":true})"), u"may charge"_s}},
        {"line change not part of a charge",
         {u"movement"_s, obj(R"({"rate":"close","charge":true,"lineChangeAdvancing":true})"),
          u"may not be part of a charge"_s}},
        {"left face for infantry",
         {u"movement"_s, obj(R"({"rate":"open","leftRightFaces":1})"), u"cavalry columns or lines only"_s}},
        {"cavalry backstep",
         {u"movement"_s, obj(R"({"rate":"cavalry","backOrSidestep":true})"), u"may not backstep"_s}},
        {"Continental militia retreat",
         {u"movement"_s, obj(R"({"rate":"open","militiaRetreat":true})"), u"only American militia"_s}},
        {"infantry mounting", {u"movement"_s, obj(R"({"rate":"open","mounting":true})"), u"only cavalry"_s}},
    });
}

void TstOiblMorale::refuses()
{
    resolveRefused(u"oneifbyland"_s, fetchRow<RefusalRow>(), m_table, {1, 1, 1});
}

QTEST_APPLESS_MAIN(TstOiblMorale)
#include "tst_oiblmorale.moc"
