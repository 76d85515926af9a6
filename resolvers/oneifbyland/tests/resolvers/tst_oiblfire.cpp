// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land fire: figures by formation, every firing modifier, over 30 figures, artillery,
// counter-battery, panic markers, the risk to generals; exact odds by hand and by Monte Carlo.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/examplerows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/sampledodds.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstOiblFire : public QObject
{
    Q_OBJECT
private slots:
    void resolves_data();
    void resolves();
    void exactOdds_data();
    void exactOdds();
    void monteCarlo();
    void refuses_data();
    void refuses();
    void effects();
    void generalKilledPanicsCommand();

private:
    const RuleTable m_table = oiblTable();
};

void TstOiblFire::resolves_data()
{
    QTest::addColumn<ExampleRow>("row");
    // 12 figures, row 10-12: [0,0,1,1,1,1,2,2,2,2,2,2,3].
    const char *base = R"({"firerQuality":"regular","firerFormation":"close","figures":12,"range":5})";
    QTest::newRow("Fire Combat close order fires two ranks: 12 figures, die 6: 2") << ExampleRow{
        obj(base), QList<int>{6}, u"casualties=2 panic:target"_s, {u"two ranks deep: 12 figures"_s}};
    QTest::newRow("Firing modifiers point blank +2 at 2\": die 8 -> 10: 2")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":2})"),
                      QList<int>{8},
                      u"casualties=2 panic:target"_s,
                      {u"point blank +2 (Firing modifiers)"_s}};
    QTest::newRow("Firing modifiers point blank +2 at 2\", die 9 -> 11 -> 2; 10 ->12 at 3")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":1.5})"),
                      QList<int>{9},
                      u"casualties=2 panic:target"_s,
                      {u"modified 11"_s}};
    QTest::newRow("Firing modifiers marksmen +2: die 9 -> 11: 2")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"marksmen":true})"),
                      QList<int>{9},
                      u"casualties=2 panic:target"_s,
                      {u"marksmen +2 (Firing modifiers)"_s}};
    QTest::newRow("Firing modifiers target in column +2: die 0 -> 2: 1")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"targetColumn":true})"),
                      QList<int>{0},
                      u"casualties=1 panic:target"_s,
                      {u"target in column +2"_s}};
    QTest::newRow("Firing modifiers mounted cavalry +2: die 1 -> 3: 1")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"targetMountedCavalry":true})"),
                      QList<int>{1},
                      u"casualties=1 panic:target"_s,
                      {u"target is mounted cavalry +2"_s}};
    QTest::newRow("Firing modifiers flank or rear +2: die 4 -> 6: 2")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"flankOrRear":true})"),
                      QList<int>{4},
                      u"casualties=2 panic:target"_s,
                      {u"fire on flank or rear +2"_s}};
    QTest::newRow("Firing modifiers firer Poor -2: die 3 -> 1: 0")
        << ExampleRow{obj(R"({"firerQuality":"poor","figures":12,"range":5})"),
                      QList<int>{3},
                      u"casualties=0"_s,
                      {u"firer is Poor -2"_s}};
    QTest::newRow("Firing modifiers firer Wretched -4: die 3 -> -1 misses")
        << ExampleRow{obj(R"({"firerQuality":"wretched","figures":12,"range":5})"),
                      QList<int>{3},
                      u"casualties=0"_s,
                      {u"below 0, a complete miss"_s}};
    QTest::newRow("Firing modifiers light cover -2: die 8 -> 6: 2")
        << ExampleRow{obj(R"({"firerQuality":"elite","figures":12,"range":5,"targetCover":"light"})"),
                      QList<int>{8},
                      u"casualties=2 panic:target"_s,
                      {u"target in light cover -2"_s}};
    QTest::newRow("Firing modifiers heavy cover -4: die 5 -> 1: 0")
        << ExampleRow{obj(R"({"firerQuality":"veteran","figures":12,"range":5,"targetCover":"heavy"})"),
                      QList<int>{5},
                      u"casualties=0"_s,
                      {u"target in heavy cover -4"_s}};
    QTest::newRow("Firing modifiers cannon 12-25\" -2: medium gun 10 fig, die 9 -> 7: 2") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":6,"range":18})"),
        QList<int>{9},
        u"casualties=2 panic:target"_s,
        {u"cannon at 12-25\" -2"_s}};
    QTest::newRow("Firing modifiers cannon over 25\" -4: heavy 15 fig, die 9 -> 5: 2") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":12,"range":30})"),
        QList<int>{9},
        u"casualties=2 panic:target"_s,
        {u"cannon over 25\" -4"_s}};
    QTest::newRow("Artillery Firepower light 4 lb = 5 figures, no point blank for cannon: die 9: 1") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":4,"range":2})"),
        QList<int>{9},
        u"casualties=1 panic:target"_s,
        {u"fires as 5 figures"_s}};
    QTest::newRow("all modifiers: +2+2+2+2 -2(poor) -2(light) = +4 on 60 figures at 2\": 9 -> 13 reads 12: "
                  "6, 0 -> 4: 3")
        << ExampleRow{
               obj(R"({"firerQuality":"poor","figures":60,"range":2,"marksmen":true,"targetColumn":true,"flankOrRear":true,"targetCover":"light"})"),
               QList<int>{9, 0},
               u"casualties=9 panic:target"_s,
               {u"modified 13 \u2192 reads as 12"_s}};
    QTest::newRow("Combat Chart 31 figures = 30 + 1 (2-3 row): 9, 7 -> 4 + 1")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":31,"range":5})"),
                      QList<int>{9, 7},
                      u"casualties=5 panic:target"_s,
                      {u"roll 2 of 2: figures over 30 roll again"_s}};
    QTest::newRow("Combat Chart 75 figures = 30 + 30 + 15")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":75,"range":5})"),
                      QList<int>{0, 0, 1},
                      u"casualties=5 panic:target"_s,
                      {u"roll 3 of 3"_s}};
    QTest::newRow("Column front rank only: 6 of 24 figures, die 5: 1") << ExampleRow{
        obj(R"({"firerQuality":"regular","firerFormation":"column","figures":24,"frontFigures":6,"range":5})"),
        QList<int>{5},
        u"casualties=1 panic:target"_s,
        {u"only the front rank fires, 6 of 24"_s}};
    QTest::newRow("Light Infantry Move/Fire: 7 skirmishers fire 4 (rounded up)") << ExampleRow{
        obj(R"({"firerQuality":"regular","firerFormation":"skirmish","figures":7,"fireState":"moved","weapon":"long-rifle","range":11})"),
        QList<int>{5},
        u"casualties=1 panic:target"_s,
        {u"rounded up: 4 of 7"_s}};
    QTest::newRow("Morale Results failed by 1: Regular 13 figures fire 7")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":13,"fireState":"failed-by-1","range":5})"),
                      QList<int>{5},
                      u"casualties=1 panic:target"_s,
                      {u"rounded up: 7 of 13"_s}};
    QTest::newRow("Morale Results reforming: 13 figures fire 6 (rounded down)")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":13,"fireState":"reforming","range":5})"),
                      QList<int>{5},
                      u"casualties=1 panic:target"_s,
                      {u"rounded down: 6 of 13"_s}};
    QTest::newRow("Counter-battery: a casualty, then 8 destroys the cannon") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":9,"range":10,"targetArtillery":true})"),
        QList<int>{9, 8},
        u"casualties=2 cannon-destroyed panic:target"_s,
        {u"the target cannon is destroyed"_s}};
    QTest::newRow("Counter-battery: a casualty, then 7 spares the cannon") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":9,"range":10,"targetArtillery":true})"),
        QList<int>{9, 7},
        u"casualties=2 panic:target"_s,
        {u"the cannon survives"_s}};
    QTest::newRow("Counter-battery is cannon fire: muskets on artillery kill crew only")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"targetArtillery":true})"),
                      QList<int>{9},
                      u"casualties=2 panic:target"_s,
                      {u"2 casualties"_s}};
    QTest::newRow("Counter-battery: no casualty, no die") << ExampleRow{
        obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":9,"range":10,"targetArtillery":true})"),
        QList<int>{0},
        u"casualties=0"_s,
        {u"0 casualties"_s}};
    QTest::newRow("Panic Markers Poor target fired on by 6 figures, no casualty")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":6,"range":5,"targetQuality":"poor"})"),
                      QList<int>{0},
                      u"casualties=0 panic:target"_s,
                      {u"fired on by 6 figures"_s}};
    QTest::newRow("Panic Markers Wretched target, 3 + 3 earlier figures this turn") << ExampleRow{
        obj(R"({"firerQuality":"regular","figures":3,"range":5,"targetQuality":"wretched","figuresFiredOnThisTurn":3})"),
        QList<int>{0},
        u"casualties=0 panic:target"_s,
        {u"fired on by 6 figures"_s}};
    QTest::newRow("Panic Markers Regular target fired on by 6 figures, no casualty: none")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":6,"range":5,"targetQuality":"regular"})"),
                      QList<int>{0},
                      u"casualties=0"_s,
                      {u"0 casualties"_s}};
    QTest::newRow("Panic Markers not cumulative")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"targetPanic":true})"),
                      QList<int>{9},
                      u"casualties=2"_s,
                      {u"not cumulative"_s}};
    QTest::newRow("target with 1 figure left is eliminated")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":5,"targetFigures":1})"),
                      QList<int>{9},
                      u"casualties=1 eliminated:target"_s,
                      {u"only 1 figures"_s}};
    QTest::newRow("Risk to Generals: 5 hits -> 3 dice 1,5,0; one 1, wound die 6: killed")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":30,"range":2,"generalWithTarget":true})"),
                      QList<int>{9, 1, 5, 0, 6},
                      u"casualties=5 panic:target general-killed"_s,
                      {u"rolls 3 d10 for 5 hits"_s}};
    // Combined fire of mixed qualities (Fire and Melee Combat, Fire Combat): the figures add up and every
    // firing modifier any firer brings applies once to the whole shot.
    QTest::newRow(
        "Fire Combat combined Regular 12 + Poor 10 = 22 (row 22-24), Poor -2 on the shot: 6 -> 4: 2")
        << ExampleRow{
               obj(R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":10,"firerQuality2":"poor","firerFormation2":"open","range2":6})"),
               QList<int>{6},
               u"casualties=2 panic:target"_s,
               {u"firer is Poor (firer 2) -2"_s}};
    QTest::newRow("Fire Combat combined: each firer by its formation, firer 2 open order one stand deep") << ExampleRow{
        obj(R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":10,"firerQuality2":"poor","firerFormation2":"open","range2":6})"),
        QList<int>{6},
        u"casualties=2 panic:target"_s,
        {u"firer 2: open order line fires one stand deep: 10 figures"_s}};
    QTest::newRow("Fire Combat combined Regular 12 + Poor 10 + Wretched 8 = 30: -2 and -4 both: 9 -> 3: 2")
        << ExampleRow{
               obj(R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":10,"firerQuality2":"poor","range2":6,"figures3":8,"firerQuality3":"wretched","range3":4})"),
               QList<int>{9},
               u"casualties=2 panic:target"_s,
               {u"firer is Wretched (firer 3) -4"_s}};
    QTest::newRow("Fire Combat combined Poor 12 + Poor 12 = 24: -2 once, not twice: 4 -> 2: 2") << ExampleRow{
        obj(R"({"firerQuality":"poor","figures":12,"range":5,"combined":true,"figures2":12,"firerQuality2":"poor","range2":5})"),
        QList<int>{4},
        u"casualties=2 panic:target"_s,
        {u"firer is Poor (firer 1, firer 2) -2"_s}};
    QTest::newRow("Fire Combat combined: firer 2 at point blank gives the shot +2: 12 + 9 = 21, 5 -> 7: 3")
        << ExampleRow{
               obj(R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":9,"firerQuality2":"veteran","range2":2})"),
               QList<int>{5},
               u"casualties=3 panic:target"_s,
               {u"point blank (firer 2) +2"_s}};
    QTest::newRow("Fire Combat combined: a column firer 2 fires its front rank, Elite marksmen firer 3: "
                  "12 + 6 + 4 = 22, +2: 0 -> 2: 2")
        << ExampleRow{
               obj(R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":24,"frontFigures2":6,"firerFormation2":"column","firerQuality2":"regular","range2":6,"figures3":4,"firerQuality3":"elite","firerFormation3":"skirmish","weapon3":"long-rifle","range3":11,"marksmen3":true})"),
               QList<int>{0},
               u"casualties=2 panic:target"_s,
               {u"12 + 6 + 4 = 22 figures"_s}};
    QTest::newRow("Ground Scale 17.78 cm = 7\" is within musket range")
        << ExampleRow{obj(R"({"firerQuality":"regular","figures":12,"range":17.78,"rangeUnit":"cm"})"),
                      QList<int>{2},
                      u"casualties=1 panic:target"_s,
                      {u"17.78 cm = 7.00\""_s}};
}

void TstOiblFire::resolves()
{
    resolveExample(u"oneifbyland"_s, u"fire"_s, fetchRow<ExampleRow>(), m_table);
}

struct ExactOddsRow
{
    QJsonObject inputs;
    QString tag;
    QString fraction;
};

void TstOiblFire::exactOdds_data()
{
    QTest::addColumn<ExactOddsRow>("row");
    // 12 figures, no modifier: row 10-12 over dice 0..9 = 0,0,1,1,1,1,2,2,2,2.
    const char *twelve = R"({"firerQuality":"regular","figures":12,"range":5})";
    QTest::newRow("12 figures 0 casualties 2/10") << ExactOddsRow{obj(twelve), u"casualties=0"_s, u"1/5"_s};
    QTest::newRow("12 figures 1 casualty 4/10") << ExactOddsRow{obj(twelve), u"casualties=1"_s, u"2/5"_s};
    QTest::newRow("12 figures 2 casualties 4/10") << ExactOddsRow{obj(twelve), u"casualties=2"_s, u"2/5"_s};
    // 60 figures at point blank: two rolls on 28-30 at +2, each 2:2/10 3:3/10 4:3/10 5:2/10.
    const char *sixty = R"({"firerQuality":"regular","figures":60,"range":2})";
    QTest::newRow("60 figures point blank 4") << ExactOddsRow{obj(sixty), u"casualties=4"_s, u"1/25"_s};
    QTest::newRow("60 figures point blank 5") << ExactOddsRow{obj(sixty), u"casualties=5"_s, u"3/25"_s};
    QTest::newRow("60 figures point blank 6") << ExactOddsRow{obj(sixty), u"casualties=6"_s, u"21/100"_s};
    QTest::newRow("60 figures point blank 7") << ExactOddsRow{obj(sixty), u"casualties=7"_s, u"13/50"_s};
    QTest::newRow("60 figures point blank 8") << ExactOddsRow{obj(sixty), u"casualties=8"_s, u"21/100"_s};
    QTest::newRow("60 figures point blank 10") << ExactOddsRow{obj(sixty), u"casualties=10"_s, u"1/25"_s};
    // Heavy gun at 30" (-4): 15 figures, dice 0..9 -> -4..5: 0 x5, 1 x4, 2 x1; counter-battery 1/5.
    const char *gun =
        R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":12,"range":30,"targetArtillery":true})";
    QTest::newRow("heavy gun over 25\" no casualty") << ExactOddsRow{obj(gun), u"casualties=0"_s, u"1/2"_s};
    QTest::newRow("heavy gun over 25\" 2 casualties") << ExactOddsRow{obj(gun), u"casualties=2"_s, u"1/10"_s};
    QTest::newRow("counter-battery destroys 1/2 x 1/5")
        << ExactOddsRow{obj(gun), u"cannon-destroyed"_s, u"1/10"_s};
    // Risk to generals after fire: 12 figures hit 1 or 2 (one die) with P 4/5; a killed general 1/10 x 1/3.
    const char *general = R"({"firerQuality":"regular","figures":12,"range":5,"generalWithTarget":true})";
    QTest::newRow("general killed 4/5 x 1/10 x 1/3")
        << ExactOddsRow{obj(general), u"general-killed"_s, u"2/75"_s};
    // Regular 12 + Poor 10 combined = 22 at -2: dice 0..9 read -2..7 on row 22-24: 3 casualties on 6, 7.
    const char *mixed =
        R"({"firerQuality":"regular","figures":12,"range":5,"combined":true,"figures2":10,"firerQuality2":"poor","range2":5})";
    QTest::newRow("combined Regular + Poor: 3 casualties 2/10")
        << ExactOddsRow{obj(mixed), u"casualties=3"_s, u"1/5"_s};
    QTest::newRow("combined Regular + Poor: 0 casualties 2/10")
        << ExactOddsRow{obj(mixed), u"casualties=0"_s, u"1/5"_s};
}

void TstOiblFire::exactOdds()
{
    const auto [inputs, tag, fraction] = fetchRow<ExactOddsRow>();
    const Distribution d = odds(u"oneifbyland"_s, u"fire"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.total(), Fraction(1));
    QCOMPARE(d.marginal(tag).toString(), fraction);
}

void TstOiblFire::monteCarlo()
{
    const QJsonObject in = obj(
        R"({"firerQuality":"poor","figures":47,"range":2,"marksmen":true,"targetCover":"light","targetArtillery":true,"generalWithTarget":true})");
    compareSampledTags(u"oneifbyland"_s, u"fire"_s, in, m_table, 40000, 1000, 5);
}

void TstOiblFire::refuses_data()
{
    addRefusalRows("resolvers/oneifbyland/tests/resolvers/fire-refusals.json", u"fire"_s);
}

void TstOiblFire::refuses()
{
    const auto [action, inputs, message] = fetchRow<RefusalRow>();
    resolveRefused(u"oneifbyland"_s, action, inputs, message, m_table, {5, 5, 5});
    QVERIFY(!odds(u"oneifbyland"_s, action, inputs, m_table).ok());
}

void TstOiblFire::effects()
{
    ScriptedDice d({9, 1, 3});
    const Resolution r = resolve(
        u"oneifbyland"_s, u"fire"_s,
        obj(R"({"firerQuality":"regular","figures":12,"range":5,"target":7,"generalWithTarget":true,"general":9})"),
        d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.effects().size(), 3);
    QCOMPARE(r.effects().at(0).kind, Effect::Kind::LoseStrength);
    QCOMPARE(r.effects().at(0).amount, 2);
    QCOMPARE(r.effects().at(0).unit, 7);
    QCOMPARE(r.effects().at(1).kind, Effect::Kind::PlaceMarker);
    QCOMPARE(r.effects().at(1).marker, u"panic"_s);
    QCOMPARE(r.effects().at(2).kind, Effect::Kind::SetAttribute);
    QCOMPARE(r.effects().at(2).value.toString(), u"serious"_s);
    QCOMPARE(r.effects().at(2).unit, 9);
}

void TstOiblFire::generalKilledPanicsCommand()
{
    // Risk to Generals: killed -> every unit under his command receives a panic marker; one already
    // marked keeps its one marker (Panic Markers are not cumulative).
    const QJsonObject command = obj(
        R"({"level":"brigade","name":"Smallwood","units":[{"id":3,"name":"1st Maryland","panic":false},{"id":4,"name":"2nd Maryland","panic":true},{"id":5,"name":"Delaware","panic":false}]})");
    QJsonObject in = obj(R"({"general":9,"hits":1})");
    in.insert(u"generalCommand"_s, command);
    ScriptedDice d({1, 5}); // one die for one hit reads 1; the wound die 5: killed
    const Resolution r = resolve(u"oneifbyland"_s, u"general-risk"_s, in, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"general-killed"_s);
    QCOMPARE(r.effects().size(), 3);
    QCOMPARE(r.effects().at(0).kind, Effect::Kind::LoseLeader);
    QCOMPARE(r.effects().at(0).unit, 9);
    QList<qint64> marked;
    for (qsizetype i = 1; i < r.effects().size(); ++i) {
        QCOMPARE(r.effects().at(i).kind, Effect::Kind::PlaceMarker);
        QCOMPARE(r.effects().at(i).marker, u"panic"_s);
        marked.append(r.effects().at(i).unit);
    }
    QCOMPARE(marked, (QList<qint64>{3, 5}));
    QVERIFY2(r.traceText().contains(u"(brigade Smallwood) receives a panic marker: 1st Maryland, Delaware"_s),
             qPrintable(r.traceText()));
    QVERIFY(r.traceText().contains(u"not cumulative: 2nd Maryland"_s));

    // Wounded, not killed: no markers on the command.
    ScriptedDice w({1, 3});
    const Resolution wounded = resolve(u"oneifbyland"_s, u"general-risk"_s, in, w, m_table);
    QVERIFY2(wounded.ok(), qPrintable(wounded.error()));
    QCOMPARE(wounded.effects().size(), 1);
    QCOMPARE(wounded.effects().at(0).kind, Effect::Kind::SetAttribute);

    // The same through fire: 2 casualties on the target, its general killed.
    QJsonObject fire = obj(
        R"({"firerQuality":"regular","figures":12,"range":5,"target":3,"generalWithTarget":true,"general":9})");
    fire.insert(u"generalCommand"_s, command);
    ScriptedDice f({9, 1, 6});
    const Resolution shot = resolve(u"oneifbyland"_s, u"fire"_s, fire, f, m_table);
    QVERIFY2(shot.ok(), qPrintable(shot.error()));
    QCOMPARE(shot.outcomeKey(), u"casualties=2 panic:target general-killed"_s);
    int panics = 0;
    for (const Effect &e : shot.effects())
        panics += e.kind == Effect::Kind::PlaceMarker && e.marker == u"panic"_s ? 1 : 0;
    QCOMPARE(panics, 3); // the target's own (casualties) and the command's two unmarked units
}

QTEST_APPLESS_MAIN(TstOiblFire)
#include "tst_oiblfire.moc"
