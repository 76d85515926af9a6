// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Hex geometry (Red Blob Games reference vectors), board labels and line of sight (8.2).
#include "core/ruletable.h"
#include "fhgland/fhgrules.h"
#include "hex/board.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

Q_DECLARE_METATYPE(adj::Hex)
Q_DECLARE_METATYPE(adj::OffsetLayout)

namespace {
const QSet<QString> kBlocking{u"forest"_s, u"hill"_s, u"town"_s, u"entrenchment"_s, u"fort"_s};
}

class TstHex : public QObject
{
    Q_OBJECT
private slots:
    void distance_data();
    void distance();
    void linedraw();
    void offsetRoundTrip_data();
    void offsetRoundTrip();
    void offsetReference();
    void labels();
    void boardJson();
    void lineOfSight_data();
    void lineOfSight();
    void losGridAgrees();
    void fhgBlockingTerrain();
};

struct DistanceRow
{
    Hex a;
    Hex b;
    int d;
};

void TstHex::distance_data()
{
    testing::addRows<DistanceRow>({
        {"reference (3,-7,4)-(0,0,0)", {Hex(3, -7, 4), Hex(0, 0, 0), 7}},
        {"same hex", {Hex(2, -1, -1), Hex(2, -1, -1), 0}},
        {"neighbour", {Hex(0, 0, 0), Hex(0, 1, -1), 1}},
        {"opposite corners", {Hex(-3, 0, 3), Hex(3, 0, -3), 6}},
    });
}

void TstHex::distance()
{
    const auto [a, b, d] = testing::fetchRow<DistanceRow>();
    QCOMPARE(hex::distance(a, b), d);
    QCOMPARE(hex::distance(b, a), d);
}

void TstHex::linedraw()
{
    const QList<Hex> expected{Hex(0, 0, 0),  Hex(0, -1, 1), Hex(0, -2, 2),
                              Hex(1, -3, 2), Hex(1, -4, 3), Hex(1, -5, 4)};
    QCOMPARE(hex::linedraw(Hex(0, 0, 0), Hex(1, -5, 4)), expected);
    QCOMPARE(hex::linedraw(Hex(2, -1, -1), Hex(2, -1, -1)), QList<Hex>{Hex(2, -1, -1)});
    for (int d = 0; d < 6; ++d)
        QCOMPARE(hex::distance(Hex(), hex::neighbor(Hex(), d)), 1);
}

void TstHex::offsetRoundTrip_data()
{
    QTest::addColumn<OffsetLayout>("layout");
    QTest::newRow("even rows") << OffsetLayout::EvenRows;
    QTest::newRow("odd rows") << OffsetLayout::OddRows;
    QTest::newRow("even columns") << OffsetLayout::EvenColumns;
    QTest::newRow("odd columns") << OffsetLayout::OddColumns;
}

void TstHex::offsetRoundTrip()
{
    QFETCH(OffsetLayout, layout);
    int n = 0;
    for (int q = -6; q <= 6; ++q)
        for (int r = -6; r <= 6; ++r) {
            const Hex h(q, r, -q - r);
            QCOMPARE(hex::fromOffset(hex::toOffset(h, layout), layout), h);
            ++n;
        }
    for (int col = -4; col <= 8; ++col)
        for (int row = -4; row <= 8; ++row) {
            const OffsetCoord c{col, row};
            const Hex h = hex::fromOffset(c, layout);
            QVERIFY(h.isValid());
            QCOMPARE(hex::toOffset(h, layout), c);
        }
    QCOMPARE(n, 169);
    // Neighbouring offsets are neighbouring hexes: each of 6 neighbours is 1 away.
    const Hex h = hex::fromOffset({3, 3}, layout);
    for (int d = 0; d < 6; ++d)
        QCOMPARE(hex::distance(h, hex::fromOffset(hex::toOffset(hex::neighbor(h, d), layout), layout)), 1);
}

void TstHex::offsetReference()
{
    // Red Blob Games: Hex(1,2,-3) is (1,3) in even-q and (1,2) in odd-q; and back.
    QCOMPARE(hex::toOffset(Hex(1, 2, -3), OffsetLayout::EvenColumns), (OffsetCoord{1, 3}));
    QCOMPARE(hex::toOffset(Hex(1, 2, -3), OffsetLayout::OddColumns), (OffsetCoord{1, 2}));
    QCOMPARE(hex::fromOffset({1, 3}, OffsetLayout::EvenColumns), Hex(1, 2, -3));
    QCOMPARE(hex::fromOffset({1, 2}, OffsetLayout::OddColumns), Hex(1, 2, -3));
    // Rows: Hex(1,2,-3) is (2,2) in both even-r and odd-r (row 2 is even).
    QCOMPARE(hex::toOffset(Hex(1, 2, -3), OffsetLayout::EvenRows), (OffsetCoord{2, 2}));
    QCOMPARE(hex::toOffset(Hex(1, 2, -3), OffsetLayout::OddRows), (OffsetCoord{2, 2}));
    QCOMPARE(hex::toOffset(Hex(1, 3, -4), OffsetLayout::EvenRows), (OffsetCoord{3, 3}));
    QCOMPARE(hex::toOffset(Hex(1, 3, -4), OffsetLayout::OddRows), (OffsetCoord{2, 3}));
}

void TstHex::labels()
{
    const Board b(30, 30, OffsetLayout::OddColumns);
    const Hex h = b.hexAt(2, 3);
    QCOMPARE(b.label(h), u"0304"_s);
    Hex p;
    QVERIFY(b.parseLabel(u"0304"_s, &p));
    QCOMPARE(p, h);
    QVERIFY(b.parseLabel(u"3,4"_s, &p));
    QCOMPARE(p, h);
    QVERIFY(!b.parseLabel(u"3104"_s, &p));
    QVERIFY(!b.parseLabel(u"0004"_s, &p));
    QVERIFY(!b.parseLabel(u"C4"_s, &p));
    const Board big(120, 10);
    QCOMPARE(big.label(big.hexAt(99, 0)), u"100001"_s);
    QVERIFY(big.parseLabel(u"100001"_s, &p));
    QCOMPARE(p, big.hexAt(99, 0));
    // Adjacent labels are 1 hex apart.
    Hex a, c;
    QVERIFY(b.parseLabel(u"0505"_s, &a));
    QVERIFY(b.parseLabel(u"0506"_s, &c));
    QCOMPARE(b.distance(a, c), 1);
}

void TstHex::boardJson()
{
    Board b(12, 10, OffsetLayout::EvenRows);
    b.setTerrain(b.hexAt(3, 3), u"forest"_s);
    b.setTerrain(b.hexAt(4, 3), u"hill"_s);
    b.placeUnit(7, b.hexAt(5, 5));
    b.placeUnit(8, b.hexAt(5, 5), false);
    QString error;
    const Board c = Board::fromJson(b.toJson(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(c.toJson(), b.toJson());
    QCOMPARE(c.terrain(c.hexAt(3, 3)), u"forest"_s);
    QCOMPARE(c.terrain(c.hexAt(0, 0)), u"clear"_s);
    QCOMPARE(c.unitsAt(c.hexAt(5, 5)), (QList<qint64>{7, 8}));
    QCOMPARE(*c.unitHex(7), b.hexAt(5, 5));
    QJsonObject bad = b.toJson();
    bad.insert(u"tiles"_s, QJsonObject{{u"9999"_s, u"forest"_s}});
    Board::fromJson(bad, &error);
    QVERIFY(error.contains(u"9999"_s));
}

struct LineOfSightRow
{
    QList<Hex> forest;
    QList<Hex> units;
    Hex to;
    bool rocket;
    bool clear;
};

void TstHex::lineOfSight_data()
{
    // Cube offsets from a firer in the middle of a 20x20 board. The line from (0,0,0) to (2,-1,-1)
    // runs along the side between (1,-1,0) and (1,0,-1); to (3,0,-3) it crosses (1,0,-1), (2,0,-2).
    testing::addRows<LineOfSightRow>({
        {"8.2 open ground", {QList<Hex>{}, QList<Hex>{}, Hex(3, 0, -3), false, true}},
        {"8.2 forest in a hex between (A to 2)",
         {QList<Hex>{Hex(2, 0, -2)}, QList<Hex>{}, Hex(3, 0, -3), false, false}},
        {"8.2 a unit between (A to 3)",
         {QList<Hex>{}, QList<Hex>{Hex(1, 0, -1)}, Hex(3, 0, -3), false, false}},
        {"8.2 forest in the target's own hex does not block",
         {QList<Hex>{Hex(3, 0, -3)}, QList<Hex>{}, Hex(3, 0, -3), false, true}},
        {"8.2 forest beside the line, not on it (A to 4)",
         {QList<Hex>{Hex(1, 1, -2), Hex(2, -1, -1)}, QList<Hex>{}, Hex(3, 0, -3), false, true}},
        {"8.2 hex side blocked on both sides (A to 1)",
         {QList<Hex>{Hex(1, -1, 0), Hex(1, 0, -1)}, QList<Hex>{}, Hex(2, -1, -1), false, false}},
        {"8.2 hex side blocked on one side (B to 5)",
         {QList<Hex>{Hex(1, -1, 0)}, QList<Hex>{}, Hex(2, -1, -1), false, true}},
        {"8.2 hex side blocked on the other side",
         {QList<Hex>{Hex(1, 0, -1)}, QList<Hex>{}, Hex(2, -1, -1), false, true}},
        {"8.2 hex side: forest one side, a unit the other",
         {QList<Hex>{Hex(1, 0, -1)}, QList<Hex>{Hex(1, -1, 0)}, Hex(2, -1, -1), false, false}},
        {"8.2 long hex side line, both sides at the far pair",
         {QList<Hex>{Hex(3, -2, -1), Hex(3, -1, -2)}, QList<Hex>{}, Hex(6, -3, -3), false, false}},
        {"8.2 long hex side line, one side at each pair",
         {QList<Hex>{Hex(1, -1, 0), Hex(3, -1, -2)}, QList<Hex>{}, Hex(6, -3, -3), false, true}},
        {"8.2 adjacent units always see each other",
         {QList<Hex>{Hex(0, 0, 0), Hex(1, 0, -1)}, QList<Hex>{}, Hex(1, 0, -1), false, true}},
        {"3.4.9 rockets ignore blocking terrain and units (C to 5)",
         {QList<Hex>{Hex(1, 0, -1)}, QList<Hex>{Hex(2, 0, -2)}, Hex(3, 0, -3), true, true}},
    });
}

void TstHex::lineOfSight()
{
    const auto [forest, units, to, rocket, clear] = testing::fetchRow<LineOfSightRow>();
    Board b(20, 20, OffsetLayout::OddColumns);
    const Hex o = b.hexAt(8, 10);
    for (const Hex &f : forest)
        b.setTerrain(o + f, u"forest"_s);
    qint64 id = 100;
    for (const Hex &u : units)
        b.placeUnit(id++, o + u);
    b.placeUnit(1, o);      // the firer
    b.placeUnit(2, o + to); // the target
    const LineOfSight los = b.lineOfSight(o, o + to, kBlocking, rocket);
    QVERIFY2(los.clear == clear, qPrintable(los.reason));
    QVERIFY(!los.reason.isEmpty());
    if (!rocket) // LosGrid answers for units that observe line of sight
        QCOMPARE(LosGrid(b, kBlocking).clear(o, o + to), clear);
    // Symmetric: the target sees the firer exactly when the firer sees the target.
    QCOMPARE(b.lineOfSight(o + to, o, kBlocking, rocket).clear, clear);
}

void TstHex::losGridAgrees()
{
    Board b(15, 15, OffsetLayout::EvenRows);
    // A scatter of forest and units, then every pair is asked of both implementations.
    for (int i = 0; i < 40; ++i)
        b.setTerrain(b.hexAt((i * 7) % 15, (i * 11) % 15), i % 3 ? u"forest"_s : u"fence"_s);
    for (int i = 0; i < 12; ++i)
        b.placeUnit(i + 1, b.hexAt((i * 5 + 2) % 15, (i * 3 + 1) % 15));
    const LosGrid g(b, kBlocking);
    int blocked = 0, pairs = 0;
    for (int a = 0; a < 225; a += 4)
        for (int c = 0; c < 225; c += 5) {
            const Hex ha = b.hexAt(a % 15, a / 15), hc = b.hexAt(c % 15, c / 15);
            const bool viaBoard = b.lineOfSight(ha, hc, kBlocking).clear;
            QCOMPARE(g.clear(ha, hc), viaBoard);
            blocked += !viaBoard;
            ++pairs;
        }
    QVERIFY(blocked > 0);
    QVERIFY(blocked < pairs);
}

void TstHex::fhgBlockingTerrain()
{
    const RuleTable t = testing::fhgTable();
    const FhgTable *fhg = FhgTable::of(t);
    QCOMPARE(FhgRules::blockingTerrain(*fhg), kBlocking);
    Board b(10, 10);
    const Hex a = b.hexAt(2, 2), c = b.hexAt(2, 6);
    b.setTerrain(b.hexAt(2, 4), u"town"_s);
    QVERIFY(!FhgRules::lineOfSight(*fhg, b, a, c, FhgType::Artillery).clear);
    QVERIFY(FhgRules::lineOfSight(*fhg, b, a, c, FhgType::Rocket).clear);
    b.setTerrain(b.hexAt(2, 4), u"fence"_s); // fences do not block (2.3.8)
    QVERIFY(FhgRules::lineOfSight(*fhg, b, a, c, FhgType::Artillery).clear);
}

QTEST_APPLESS_MAIN(TstHex)
#include "tst_hex.moc"
