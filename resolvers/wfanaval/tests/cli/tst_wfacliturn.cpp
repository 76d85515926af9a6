// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A turn of Wars for America through adjutant-cli on the demo battle (Lake Erie, 1813): the wind and the
// wind gauge, both plots, the markers revealed one by one, a simultaneous exchange of broadsides after the
// first plotted move, and the next turn's wind; the turn bar follows the sequence of play (4.1) and the
// owed list is read after each step. Every number is worked out by hand from wars-for-america-naval.md
// in the comments.
//
// The board is odd-q: label CCRR is column CC-1, row RR-1, and the axial hex is (q, r) = (col, row -
// (col - col % 2) / 2). Heading 2 points to (+1, -1), heading 5 to (-1, +1) (3.1: the six hex sides,
// clockwise from 1 at the top). The Americans head 2, the British 5.
#include "support/cliresolve.h"
#include "support/clirun.h"
#include "support/demoturntest.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {

QJsonObject ship(const QString &battle, const QString &name)
{
    return unitNamed(cli({u"show"_s, battle, u"--json"_s}).json(), name);
}

QStringList markers(const QJsonObject &unit)
{
    QStringList out;
    for (const QJsonValue &m : unit.value(u"markers"_s).toArray())
        out << m.toObject().value(u"kind"_s).toString();
    out.sort();
    return out;
}

} // namespace

class TestWfaCliTurn : public DemoTurnTest
{
    Q_OBJECT

public:
    TestWfaCliTurn()
        : DemoTurnTest(u"wfa-lake-erie"_s, u"1 wind"_s, {u"wind-change"_s})
    {}

private slots:
    void aTurnOfLakeErie();
};

void TestWfaCliTurn::aTurnOfLakeErie()
{
    // Nothing is plotted before the wind (4.1: phase 1 comes first), before any change.
    const QByteArray before = digest(m_battle);
    CliRun r = resolveApplied(m_battle, u"plot"_s, uR"({"side": "United States", "markers": "SSS"})"_s);
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json().value(u"error"_s).toObject().value(u"rule"_s).toString(), u"4.1"_s);
    QCOMPARE(digest(m_battle), before);

    // 3.1: the scenario's wind 4, a roll of 3 (2-5): no change. 3.1.1: a ship has the wind gauge when the
    // wind enters through one of its three rear hex sides (wind h-1, h or h+1): USS Lawrence (heading 2)
    // needs 1-3, no; HMS Detroit (heading 5) 4-6, yes. Only the Royal Navy has it: it decides who moves
    // and declares fire first. The turn moves on to the plots.
    r = resolveApplied(m_battle, u"wind-change"_s, uR"({"wind": 4})"_s, u"3"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    const QJsonObject outcome = r.json().value(u"resolution"_s).toObject();
    QVERIFY2(outcome.value(u"outcomes"_s).toArray().contains(u"chooser:b"_s), qPrintable(r.out));
    QCOMPARE(turnAndPhase(m_battle), u"1 plot"_s);
    const QJsonObject wind = cli({u"show"_s, m_battle, u"--json"_s})
                                 .json()
                                 .value(u"trackers"_s)
                                 .toObject()
                                 .value(u"wfa.wind"_s)
                                 .toObject();
    QCOMPARE(wind.value(u"value"_s).toObject().value(u"chooser"_s).toString(), u"b"_s);
    QCOMPARE(owedBySide(m_battle), (QStringList{u"plot:United States"_s, u"plot:Royal Navy"_s}));

    // 5.6, 9.4: the scenario's 3 plotted moves, +1 for the Royal Navy's command ship with the wind gauge.
    r = resolveApplied(m_battle, u"plot"_s, uR"({"side": "United States", "markers": "SSS"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(owedBySide(m_battle), QStringList{u"plot:Royal Navy"_s});
    r = resolveApplied(m_battle, u"plot"_s, uR"({"side": "Royal Navy", "markers": "SSS"})"_s);
    QCOMPARE(r.exit, 1); // 3 markers where 4 are allotted
    r = resolveApplied(m_battle, u"plot"_s, uR"({"side": "Royal Navy", "markers": "SXSX"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    // Both have plotted: the markers are revealed and moved (4.1, 4).
    QCOMPARE(turnAndPhase(m_battle), u"1 move"_s);
    QCOMPARE(owedBySide(m_battle), QStringList{u"reveal"_s});
    // 4.1, 6.1: fire follows a plotted move.
    r = resolveApplied(m_battle, u"fire"_s, uR"({"firer": "USS Scorpion", "target": "HMS Chippawa"})"_s,
                       u"5"_s);
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json().value(u"error"_s).toObject().value(u"rule"_s).toString(), u"6.1"_s);

    // Marker 1: straight for both. The Royal Navy, with the wind gauge, moves first (3.1.1, 9.6): HMS
    // Chippawa 0905 (8, 0) to (7, 1) = 0805; USS Scorpion 0605 (5, 2) to (6, 1) = 0705. They are now
    // adjacent, each off the other's starboard side (not its bow or stern, and neither crossing the T).
    r = resolveApplied(m_battle, u"reveal"_s, uR"({"aShip": "USS Scorpion", "bShip": "HMS Chippawa"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QVERIFY(r.json().value(u"resolution"_s).toObject().value(u"outcomes"_s).toArray().contains(u"first:b"_s));
    QCOMPARE(ship(m_battle, u"USS Scorpion"_s).value(u"position"_s).toString(), u"0705"_s);
    QCOMPARE(ship(m_battle, u"HMS Chippawa"_s).value(u"position"_s).toString(), u"0805"_s);
    QCOMPARE(owedBySide(m_battle), (QStringList{u"reveal"_s, u"fire:United States"_s, u"fire:Royal Navy"_s}));

    // 5.11.1: a simultaneous exchange. 6.2: one gun, one die each; 6.4: a broadside at 1 hex hits on 5
    // or 6. Scorpion rolls 5, Chippawa 6: one hit each, applied after both fired: 2 → 1 damage points,
    // half or less of the starting 2, so both are crippled (6.6).
    r = resolveApplied(m_battle, u"exchange"_s,
                       uR"({"a": "USS Scorpion", "b": "HMS Chippawa", "aSide": "auto", "bSide": "auto"})"_s,
                       u"5,6"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QJsonObject scorpion = ship(m_battle, u"USS Scorpion"_s);
    QCOMPARE(scorpion.value(u"strength"_s).toInt(), 1);
    QCOMPARE(markers(scorpion), (QStringList{u"crippled"_s, u"fired-starboard"_s}));
    QCOMPARE(ship(m_battle, u"HMS Chippawa"_s).value(u"strength"_s).toInt(), 1);
    // 6.1: the starboard sides have fired this turn; nothing else is in range and arc.
    QCOMPARE(owedBySide(m_battle), QStringList{u"reveal"_s});

    // Marker 2: the Royal Navy's stop (its command ship stays), then USS Ariel 0606 (5, 3) to (6, 2) = 0706.
    r = resolveApplied(m_battle, u"reveal"_s, uR"({"aShip": "USS Ariel"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    // Marker 3: HMS General Hunter 1007 (9, 2) to (8, 3) = 0908; USS Caledonia 0408 (3, 6) to (4, 5) = 0508.
    r = resolveApplied(m_battle, u"reveal"_s,
                       uR"({"aShip": "USS Caledonia", "bShip": "HMS General Hunter"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(ship(m_battle, u"HMS General Hunter"_s).value(u"position"_s).toString(), u"0908"_s);
    QCOMPARE(ship(m_battle, u"USS Caledonia"_s).value(u"position"_s).toString(), u"0508"_s);
    // Marker 4: only the Royal Navy has one left; it plays it alone (5.8.1): a stop.
    QCOMPARE(owedBySide(m_battle), QStringList{u"reveal"_s});
    r = resolveApplied(m_battle, u"reveal"_s, u"{}"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(owedBySide(m_battle), QStringList());

    // 4.1 (5): the turn ends; a new turn begins with the wind. The fired sides are free again (6.1).
    QCOMPARE(cli({u"advance"_s, m_battle, u"--to"_s, u"wind"_s}).exit, 0);
    QCOMPARE(turnAndPhase(m_battle), u"2 wind"_s);
    QCOMPARE(markers(ship(m_battle, u"USS Scorpion"_s)), QStringList{u"crippled"_s});
    QCOMPARE(owedBySide(m_battle), QStringList{u"wind-change"_s});
    // 3.1: a 1 turns the wind one hex side to the right, 4 → 5; HMS Detroit (5) keeps the gauge (4-6).
    r = resolveApplied(m_battle, u"wind-change"_s, u"{}"_s, u"1"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QVERIFY(r.json().value(u"resolution"_s).toObject().value(u"outcomes"_s).toArray().contains(u"wind=5"_s));
    QCOMPARE(turnAndPhase(m_battle), u"2 plot"_s);
    // 3.1: once at the start of each turn.
    r = resolveApplied(m_battle, u"wind-change"_s, u"{}"_s, u"1"_s);
    QCOMPARE(r.exit, 1);
    // Undo takes the roll and the move to the plots back together.
    QCOMPARE(cli({u"undo"_s, m_battle}).exit, 0);
    QCOMPARE(turnAndPhase(m_battle), u"2 wind"_s);
}

QTEST_GUILESS_MAIN(TestWfaCliTurn)
#include "support/moc_demoturntest.cpp"
#include "tst_wfacliturn.moc"
