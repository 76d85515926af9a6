// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wind (3.1), the wind gauge and who moves first (3.1.1, 7.1), plotted moves a turn (5.6, 6.6, 9.4,
// 9.5), plot validation (5.10, 1.2.1), the reveal on a hex board (3.2, 3.4, 5.8, 8.2), squadron moves
// (9.2, 9.3, 9.5) and the per-turn trackers (6.1, 8.7) with their JSON.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/datarows.h"
#include "support/ruletables.h"
#include "support/testjson.h"
#include "wfanaval/wfageometry.h"
#include "wfanaval/wfaplot.h"
#include "wfanaval/wfawind.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
WfaPlot plot(const QStringList &ids)
{
    WfaPlot p;
    QString e;
    if (!WfaPlot::fromJson(QJsonArray::fromStringList(ids), &p, &e))
        qFatal("bad plot");
    return p;
}
} // namespace

class TstWfaMoves : public QObject
{
    Q_OBJECT
private slots:
    void windChange_data();
    void windChange();
    void windGauge_data();
    void windGauge();
    void chooser();
    void windOdds();
    void plottedMoves_data();
    void plottedMoves();
    void plotValidation_data();
    void plotValidation();
    void reveal();
    void thirdShipStops();
    void squadron();
    void squadronReveal();
    void trackers();
    void json();
    void tableOverrides();

private:
    WfaNavalState twoShips() const
    {
        WfaNavalState s;
        s.board = Board(20, 20);
        s.ships = {WfaShip{1, u"a"_s, u"red"_s, true, s.board.hexAt(4, 10), 1},
                   WfaShip{2, u"b"_s, u"blue"_s, true, s.board.hexAt(10, 10), 4}};
        return s;
    }
    const RuleTable m_table = wfaTable();
    const WfaTable *m_t = WfaTable::of(m_table);
};

struct WindChangeRow
{
    int wind;
    int die;
    int after;
};

void TstWfaMoves::windChange_data()
{
    QTest::addColumn<WindChangeRow>("row");
    QTest::newRow("3.1 example: wind 4 rolling 1 → 5") << WindChangeRow{4, 1, 5};
    QTest::newRow("3.1 roll 6: one hex side left") << WindChangeRow{4, 6, 3};
    for (int d = 2; d <= 5; ++d)
        QTest::addRow("3.1 roll %d: no change", d) << WindChangeRow{4, d, 4};
    QTest::newRow("3.1 wrap 6 → 1") << WindChangeRow{6, 1, 1};
    QTest::newRow("3.1 wrap 1 → 6") << WindChangeRow{1, 6, 6};
}

void TstWfaMoves::windChange()
{
    const auto [wind, die, after] = fetchRow<WindChangeRow>();
    QCOMPARE(WfaWind::windAfter(*m_t, wind, die), after);
    ScriptedDice d({die});
    const Resolution r =
        resolve(u"wfa-naval"_s, u"wind-change"_s, QJsonObject{{u"wind"_s, wind}}, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"wind=%1"_s.arg(after));
    // The battle keeps the new wind in its tracker "wfa.wind" (3.1); the wind settled, the turn moves on
    // to the plots (4.1).
    QCOMPARE(r.effects().size(), 2);
    QCOMPARE(r.effects().last().kind, Effect::Kind::SetPhase);
    QCOMPARE(r.effects().first().kind, Effect::Kind::SetTracker);
    QCOMPARE(r.effects().first().attribute, u"wfa.wind"_s);
    QCOMPARE(r.effects().first().value.toObject().value(u"wind"_s).toInt(), after);
    // A side's own wind counter moves by the change only when the referee names its side.
    ScriptedDice d2({die});
    const Resolution withSide =
        resolve(u"wfa-naval"_s, u"wind-change"_s, QJsonObject{{u"wind"_s, wind}, {u"side"_s, u"British"_s}},
                d2, m_table);
    QCOMPARE(withSide.effects().size(), after == wind ? 2 : 3);
    if (after != wind) {
        QCOMPARE(withSide.effects().first().kind, Effect::Kind::ChangeCounter);
        QCOMPARE(withSide.effects().first().amount, after - wind);
    }
    // The wind kept from the last turn is used when no wind is given; rolled twice a turn: refused.
    ScriptedDice d3({die});
    const Resolution kept =
        resolve(u"wfa-naval"_s, u"wind-change"_s,
                QJsonObject{{u"turn"_s, 3}, {u"windState"_s, QJsonObject{{u"wind"_s, wind}, {u"turn"_s, 2}}}},
                d3, m_table);
    QVERIFY2(kept.ok(), qPrintable(kept.error()));
    QCOMPARE(kept.outcomeKey(), u"wind=%1"_s.arg(after));
    QCOMPARE(kept.effects().first().value.toObject(), (QJsonObject{{u"wind"_s, after}, {u"turn"_s, 3}}));
    ScriptedDice d4({die});
    const Resolution twice =
        resolve(u"wfa-naval"_s, u"wind-change"_s,
                QJsonObject{{u"turn"_s, 2}, {u"windState"_s, QJsonObject{{u"wind"_s, wind}, {u"turn"_s, 2}}}},
                d4, m_table);
    QVERIFY(!twice.ok());
    QVERIFY2(twice.error().contains(u"already been rolled for turn 2"_s), qPrintable(twice.error()));
}

struct WindGaugeRow
{
    int heading;
    int wind;
    bool gauge;
};

void TstWfaMoves::windGauge_data()
{
    QTest::addColumn<WindGaugeRow>("row");
    // 3.1.1 example: the ship keeps the wind gauge while the wind is 1, 2 or 3 (heading 2).
    for (int w = 1; w <= 6; ++w)
        QTest::addRow("3.1.1 example: heading 2, wind %d", w) << WindGaugeRow{2, w, (w <= 3)};
    QTest::newRow("wrap: heading 1, wind 6") << WindGaugeRow{1, 6, true};
    QTest::newRow("wrap: heading 6, wind 1") << WindGaugeRow{6, 1, true};
    QTest::newRow("heading 1, wind 4 (head wind)") << WindGaugeRow{1, 4, false};
}

void TstWfaMoves::windGauge()
{
    const auto [heading, wind, gauge] = fetchRow<WindGaugeRow>();
    QCOMPARE(WfaGeometry::hasWindGauge(heading, wind), gauge);
}

void TstWfaMoves::chooser()
{
    QString why;
    QCOMPARE(WfaWind::chooser(true, false, 1, &why), 0);
    QVERIFY(why.contains(u"only side A"_s));
    QCOMPARE(WfaWind::chooser(false, true, 0, &why), 1);
    QCOMPARE(WfaWind::chooser(true, true, 1, &why), 1);
    QVERIFY(why.contains(u"commander's advantage"_s));
    QCOMPARE(WfaWind::chooser(false, false, 0, &why), 0);
    // Through the action: wind 4 rolls 1 → 5; A heading 5 has the gauge, B heading 2 not.
    ScriptedDice d({1});
    const Resolution r = resolve(u"wfa-naval"_s, u"wind-change"_s,
                                 obj(R"({"wind":4,"aHeading":5,"bHeading":2,"advantage":"b"})"), d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"wind=5 gauge:a chooser:a"_s);
    ScriptedDice one({1});
    QVERIFY(!resolve(u"wfa-naval"_s, u"wind-change"_s, obj(R"({"wind":4,"aHeading":5})"), one, m_table).ok());
}

void TstWfaMoves::windOdds()
{
    const Distribution d = odds(u"wfa-naval"_s, u"wind-change"_s, obj(R"({"wind":6})"), m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"wind=1"_s), Fraction(1, 6));
    QCOMPARE(d.probability(u"wind=5"_s), Fraction(1, 6));
    QCOMPARE(d.probability(u"wind=6"_s), Fraction(2, 3));
}

struct PlottedMovesRow
{
    QJsonObject inputs;
    int moves;
    QString traceHas;
};

void TstWfaMoves::plottedMoves_data()
{
    testing::addRows<PlottedMovesRow>({
        {"5.6 base, no gauge",
         {obj(R"({"base":3,"commandHeading":1,"wind":4,"commandDamage":7,"commandStart":7})"), 3,
          u"(5.6)"_s}},
        {"9.4 example: the command ship has the wind gauge, +1",
         {obj(R"({"base":3,"commandHeading":1,"wind":1,"commandDamage":7,"commandStart":7})"), 4, u"+1"_s}},
        {"6.6 example: 7 reduced to 4, still full moves",
         {obj(R"({"base":3,"commandHeading":1,"wind":4,"commandDamage":4,"commandStart":7})"), 3,
          u"3 plotted"_s}},
        {"6.6 example: then 3, one fewer",
         {obj(R"({"base":3,"commandHeading":1,"wind":4,"commandDamage":3,"commandStart":7})"), 2,
          u"(6.6)"_s}},
        {"9.5 the turn after losing the command ship, crippled original too",
         {obj(R"({"base":3,"commandHeading":1,"wind":2,"commandDamage":2,"commandStart":5,"commandLostLastTurn":true})"),
          2, u"(9.5)"_s}},
        {"9.5 the turn after: -1 for the transfer and -1 for the sunk original",
         {obj(R"({"base":3,"commandHeading":1,"wind":4,"commandDamage":5,"commandStart":5,"commandLostLastTurn":true,
            "lostCommandCrippled":true})"),
          1, u"-1 remains"_s}},
        {"9.5 succeeding turns: the original's -1 remains",
         {obj(R"({"base":3,"commandHeading":1,"wind":4,"commandDamage":5,"commandStart":5,"lostCommandCrippled":true})"),
          2, u"(9.5)"_s}},
        {"never below 0",
         {obj(R"({"base":1,"commandHeading":1,"wind":4,"commandDamage":1,"commandStart":5,"commandLostLastTurn":true})"),
          0, u"never fewer"_s}},
    });
}

void TstWfaMoves::plottedMoves()
{
    auto [inputs, moves, traceHas] = testing::fetchRow<PlottedMovesRow>();
    ScriptedDice d({});
    const Resolution r = resolve(u"wfa-naval"_s, u"plotted-moves"_s, inputs, d, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"moves=%1"_s.arg(moves));
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
    const Distribution o = odds(u"wfa-naval"_s, u"plotted-moves"_s, inputs, m_table);
    QCOMPARE(o.probability(u"moves=%1"_s.arg(moves)), Fraction(1));
}

struct PlotValidationRow
{
    QStringList markers;
    int allotted;
    QString errorHas; // empty: valid
};

void TstWfaMoves::plotValidation_data()
{
    addRows<PlotValidationRow>({
        {"5.7 example: straight, straight, right",
         {QStringList{u"straight"_s, u"straight"_s, u"starboard"_s}, 3, QString()}},
        {"3.2 example: straight, right, straight",
         {QStringList{u"straight"_s, u"starboard"_s, u"straight"_s}, 3, QString()}},
        {"5.10 two turns in a row", {QStringList{u"straight"_s, u"port"_s, u"starboard"_s}, 3, u"(5.10)"_s}},
        {"5.10 turn then turn the same way", {QStringList{u"port"_s, u"port"_s}, 2, u"(5.10)"_s}},
        {"5.10 turns apart are fine", {QStringList{u"port"_s, u"stop"_s, u"port"_s}, 3, QString()}},
        {"5.6 too many markers", {QStringList{u"straight"_s, u"straight"_s}, 1, u"(5.6)"_s}},
        {"5.6 too few markers", {QStringList{u"straight"_s}, 2, u"(5.6)"_s}},
        {"1.2.1 four straight markers",
         {QStringList{u"straight"_s, u"straight"_s, u"straight"_s, u"straight"_s}, 4, u"(1.2.1"_s}},
    });
}

void TstWfaMoves::plotValidation()
{
    const auto [markers, allotted, errorHas] = fetchRow<PlotValidationRow>();
    const QString e = plot(markers).validate(*m_t, allotted);
    if (errorHas.isEmpty())
        QVERIFY2(e.isEmpty(), qPrintable(e));
    else
        QVERIFY2(e.contains(errorHas), qPrintable(e));
    WfaPlot p;
    QString err;
    QVERIFY(!WfaPlot::fromJson(QJsonArray{u"left"_s}, &p, &err));
    QVERIFY(err.contains(u"\"left\""_s));
}

void TstWfaMoves::reveal()
{
    // 3.2 example: straight, right, straight from heading 1.
    WfaNavalState s = twoShips();
    const Hex start = s.ship(1)->hex;
    const WfaPlot a = plot({u"straight"_s, u"starboard"_s, u"straight"_s});
    const WfaPlot b = plot({u"stop"_s});
    WfaMoveOrder oa{false, 1, {}}, ob{false, 2, {}};
    for (int i = 0; i < 3; ++i) {
        const auto st = s.reveal(*m_t, i, u"b"_s, a, oa, b, ob);
        QVERIFY2(st.ok, qPrintable(st.error));
        if (i == 1)
            QVERIFY(st.trace.first().text.contains(u"no plotted move left"_s)); // 5.8.1, b moves first
    }
    const Hex expected = WfaGeometry::ahead(*m_t, WfaGeometry::ahead(*m_t, start, 1), 2);
    QCOMPARE(s.ship(1)->hex, expected);
    QCOMPARE(s.ship(1)->heading, 2);
    QCOMPARE(s.ship(2)->hex, twoShips().ship(2)->hex);
    // A move of the other side's ship is refused and changes nothing.
    const WfaNavalState before = s;
    const auto bad = s.reveal(*m_t, 0, u"a"_s, a, WfaMoveOrder{false, 2, {}}, b, ob);
    QVERIFY(!bad.ok);
    QVERIFY(bad.error.contains(u"not a ship of side a"_s));
    QCOMPARE(s.toJson(), before.toJson());
    // Off the board: refused.
    WfaNavalState edge = twoShips();
    edge.ships[0].hex = edge.board.hexAt(4, 0);
    QVERIFY(!edge.apply(*m_t, u"a"_s, WfaMarker::Straight, oa).ok);
}

void TstWfaMoves::thirdShipStops()
{
    // 3.4, 8.2: two ships already in a hex; a third plotted into it stays and counts as a stop.
    WfaNavalState s;
    s.board = Board(20, 20);
    const Hex h = s.board.hexAt(8, 8);
    const Hex behind = WfaGeometry::ahead(*m_t, h, 4); // the hex astern of h for heading 1
    s.ships = {WfaShip{1, u"a"_s, {}, false, h, 1}, WfaShip{2, u"b"_s, {}, false, h, 3},
               WfaShip{3, u"a"_s, {}, false, behind, 1}};
    const auto st = s.apply(*m_t, u"a"_s, WfaMarker::Straight, WfaMoveOrder{false, 3, {}});
    QVERIFY2(st.ok, qPrintable(st.error));
    QCOMPARE(s.ship(3)->hex, behind);
    QVERIFY(st.trace.first().text.contains(u"counts as a stop"_s));
    QCOMPARE(st.trace.first().rule, u"3.4"_s);
    // The second ship into a hex is allowed, with the 3.4 note.
    WfaNavalState t2;
    t2.board = Board(20, 20);
    t2.ships = {WfaShip{1, u"a"_s, {}, false, h, 1}, WfaShip{3, u"b"_s, {}, false, behind, 1}};
    const auto st2 = t2.apply(*m_t, u"b"_s, WfaMarker::Straight, WfaMoveOrder{false, 3, {}});
    QCOMPARE(t2.ship(3)->hex, h);
    QVERIFY(st2.trace.last().text.contains(u"may attempt boarding"_s));
    // 9.2, 3.4: the ships of one squadron move sail together: the command ship follows into the
    // hex its follower leaves, whatever the order they are named in.
    WfaNavalState sq;
    sq.board = Board(20, 20);
    sq.ships = {WfaShip{1, u"a"_s, u"red"_s, true, behind, 1}, WfaShip{2, u"a"_s, u"red"_s, false, h, 1},
                WfaShip{3, u"b"_s, {}, false, h, 3}};
    const auto st3 = sq.apply(*m_t, u"a"_s, WfaMarker::Straight, WfaMoveOrder{true, 1, {2}});
    QVERIFY2(st3.ok, qPrintable(st3.error));
    QCOMPARE(sq.ship(1)->hex, h);
    QCOMPARE(sq.ship(2)->hex, WfaGeometry::ahead(*m_t, h, 1));
    QCOMPARE(
        st3.trace.last().text,
        u"two ships in %1: they keep their headings, may not fire or be fired at, and may attempt boarding"_s
            .arg(sq.board.label(h)));
    // Blocked for good: a third ship stays; the other ships of the move still sail.
    WfaNavalState full = sq;
    full.ships = {WfaShip{1, u"a"_s, u"red"_s, true, behind, 1}, WfaShip{2, u"a"_s, u"red"_s, false, h, 3},
                  WfaShip{3, u"b"_s, {}, false, h, 3},
                  WfaShip{4, u"a"_s, u"red"_s, false, s.board.hexAt(2, 2), 1}};
    const auto st4 = full.apply(*m_t, u"a"_s, WfaMarker::Straight, WfaMoveOrder{true, 1, {4}});
    QVERIFY2(st4.ok, qPrintable(st4.error));
    QCOMPARE(full.ship(1)->hex, behind);
    QCOMPARE(full.ship(4)->hex, WfaGeometry::ahead(*m_t, s.board.hexAt(2, 2), 1));
    QVERIFY(st4.trace.last().text.contains(u"counts as a stop"_s));
}

void TstWfaMoves::squadron()
{
    WfaNavalState s;
    s.board = Board(20, 20);
    const Hex c = s.board.hexAt(5, 10), f1 = s.board.hexAt(8, 12), f2 = s.board.hexAt(12, 4);
    s.ships = {WfaShip{1, u"a"_s, u"red"_s, true, c, 1}, WfaShip{2, u"a"_s, u"red"_s, false, f1, 3},
               WfaShip{3, u"a"_s, u"red"_s, false, f2, 5}, WfaShip{4, u"a"_s, u"green"_s, false, f2, 5}};
    // 9.3 example: a straight move for the command ship and squadron ships, each on its own heading.
    auto st = s.apply(*m_t, u"a"_s, WfaMarker::Straight, WfaMoveOrder{true, 1, {2, 3}});
    QVERIFY2(st.ok, qPrintable(st.error));
    QCOMPARE(s.ship(1)->hex, WfaGeometry::ahead(*m_t, c, 1));
    QCOMPARE(s.ship(2)->hex, WfaGeometry::ahead(*m_t, f1, 3));
    QCOMPARE(s.ship(3)->hex, WfaGeometry::ahead(*m_t, f2, 5));
    QCOMPARE(s.ship(4)->hex, f2);
    // Refused: a ship of another squadron, a squadron move without the command ship, two ships
    // in a single-ship move.
    const QJsonObject before = s.toJson();
    QVERIFY(s.apply(*m_t, u"a"_s, WfaMarker::Port, WfaMoveOrder{true, 1, {4}}).error.contains(u"(9.2)"_s));
    QVERIFY(s.apply(*m_t, u"a"_s, WfaMarker::Port, WfaMoveOrder{true, 2, {3}}).error.contains(u"(9.3)"_s));
    QVERIFY(s.apply(*m_t, u"a"_s, WfaMarker::Port, WfaMoveOrder{false, 2, {3}}).error.contains(u"(9.3)"_s));
    QCOMPARE(s.toJson(), before);
    // 9.5: the command ship is lost: single-ship moves only for the rest of the turn.
    s.loseCommand(u"a"_s);
    QVERIFY(s.apply(*m_t, u"a"_s, WfaMarker::Port, WfaMoveOrder{true, 1, {2}}).error.contains(u"(9.5)"_s));
    QVERIFY(s.apply(*m_t, u"a"_s, WfaMarker::Port, WfaMoveOrder{false, 2, {}}).ok);
    s.nextTurn();
    QVERIFY(s.commandLostLastTurn.contains(u"a"_s));
    QVERIFY(s.commandLostThisTurn.isEmpty());
    s.nextTurn();
    QVERIFY(s.commandLostLastTurn.isEmpty()); // 9.5: only the turn after
}

void TstWfaMoves::squadronReveal()
{
    // 9.6 example: the British (b) have the wind and let the Americans (a) move first; the Americans
    // move their command ship and three others (squadron move), the British one ship (single move).
    WfaNavalState s;
    s.board = Board(30, 30);
    for (int i = 0; i < 4; ++i)
        s.ships.append(WfaShip{qint64(1 + i), u"a"_s, u"us"_s, i == 0, s.board.hexAt(5 + 3 * i, 20), 1});
    for (int i = 0; i < 2; ++i)
        s.ships.append(WfaShip{qint64(11 + i), u"b"_s, u"rn"_s, i == 0, s.board.hexAt(5 + 3 * i, 5), 4});
    const QString chooser = WfaWind::chooser(false, true, 0, nullptr) == 1 ? u"b"_s : u"a"_s;
    QCOMPARE(chooser, u"b"_s);
    const QString first = u"a"_s; // the British choice
    const auto st = s.reveal(*m_t, 0, first, plot({u"straight"_s}), WfaMoveOrder{true, 1, {2, 3, 4}},
                             plot({u"starboard"_s}), WfaMoveOrder{false, 12, {}});
    QVERIFY2(st.ok, qPrintable(st.error));
    QCOMPARE(st.trace.size(), 5);
    QVERIFY(st.trace.first().text.startsWith(u"ship 1 "_s)); // the side moving first moves first
    for (int i = 0; i < 4; ++i)
        QCOMPARE(s.ships.at(i).hex, WfaGeometry::ahead(*m_t, s.board.hexAt(5 + 3 * i, 20), 1));
    QCOMPARE(s.ship(12)->heading, 5);
    QCOMPARE(s.ship(11)->heading, 4);
}

void TstWfaMoves::trackers()
{
    WfaNavalState s = twoShips();
    // 6.1 example: right side after the first move, left after the second, neither again.
    QVERIFY(s.fire(1, u"starboard"_s).isEmpty());
    QVERIFY(s.fire(1, u"port"_s).isEmpty());
    QVERIFY(s.fire(1, u"starboard"_s).contains(u"(6.1)"_s));
    QVERIFY(s.fire(2, u"starboard"_s).isEmpty());
    QVERIFY(s.boarding(s.ship(2)->hex).isEmpty());
    QVERIFY(s.boarding(s.ship(2)->hex).contains(u"(8.7)"_s));
    s.nextTurn();
    QVERIFY(s.fire(1, u"starboard"_s).isEmpty());
    QVERIFY(s.boarding(s.ship(2)->hex).isEmpty());
}

void TstWfaMoves::json()
{
    WfaNavalState s = twoShips();
    s.fire(1, u"port"_s);
    s.boarding(s.ship(1)->hex);
    s.loseCommand(u"b"_s);
    const QJsonObject j = s.toJson();
    WfaNavalState back;
    QString error;
    QVERIFY2(WfaNavalState::fromJson(j, &back, &error), qPrintable(error));
    QCOMPARE(back.toJson(), j);
    QCOMPARE(j.value(u"ships"_s).toArray().first().toObject().value(u"hex"_s).toString(), u"0511"_s);
    QJsonObject broken = j;
    QJsonArray ships = broken.value(u"ships"_s).toArray();
    QJsonObject first = ships.first().toObject();
    first.insert(u"heading"_s, 7);
    ships[0] = first;
    broken.insert(u"ships"_s, ships);
    QVERIFY(!WfaNavalState::fromJson(broken, &back, &error));
    QVERIFY(error.contains(u"heading 1-6"_s));
    QCOMPARE(plot({u"straight"_s, u"stop"_s}).toJson(), (QJsonArray{u"straight"_s, u"stop"_s}));
}

void TstWfaMoves::tableOverrides()
{
    // Scenario values as house rules: 3-hex guns need a hit number at 3 hexes; a gap is refused.
    RuleTable t = m_table;
    QString error;
    QVERIFY(!t.applyOverrides(obj(R"({"fire.range":3})"), &error));
    QVERIFY2(error.contains(u"fire.broadside.3"_s), qPrintable(error));
    QVERIFY(t.applyOverrides(obj(R"({"movement.straightHexes":2})"), &error));
    QCOMPARE(WfaTable::of(t)->straightHexes, 2);
    QVERIFY(!t.applyOverrides(obj(R"({"wind.gust":2})"), &error));
    QVERIFY(!t.applyOverrides(obj(R"({"fire.broadside.1":0})"), &error));
    QVERIFY2(error.contains(u"fire.broadside.1 is 0"_s), qPrintable(error));
    QVERIFY(!t.applyOverrides(obj(R"({"wind.leftFace":1})"), &error));
    QVERIFY(t.applyOverrides(obj(R"({"fire.range":3,"fire.broadside.3":6,"fire.crossingT.3":6})"), &error));
    // The scenario's 3-hex guns: a broadside at 3 hexes hits on 6.
    const Distribution d =
        odds(u"wfa-naval"_s, u"fire"_s,
             obj(R"({"firerGuns":1,"firerDamage":3,"firerStart":3,"targetDamage":3,"targetStart":3,
                                    "firerSide":"port","firerAspect":"broadside","range":3})"),
             t);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(u"hits:target=1"_s), Fraction(1, 6));
}

QTEST_APPLESS_MAIN(TstWfaMoves)
#include "tst_wfamoves.moc"
