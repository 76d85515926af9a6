// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle so far folded turn by turn and unit by unit (issue 19): every turn a row, every unit
// something happened to a line, counted from the summary's lists; an enemy in a players' report
// has neither figures nor units here.
#include "summary/battlesofar.h"
#include "summary/playersreport.h"
#include "support/sofarsummary.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestBattleSoFar final : public QObject
{
    Q_OBJECT

private slots:
    void byTurn();
    void byUnit();
    void playersReportKeepsTheEnemyOut();
};

namespace {
TurnSummary threeTurns()
{
    TurnSummary s = testing::soFarSummary(u"So far"_s, 3);
    s.sides << testing::soFarSide(1, u"Blue"_s, 12, {2, 0, 1}, {0, 1, 0}, {10, 11, 10})
            << testing::soFarSide(2, u"Red"_s, 12, {0, 4, 0}, {0, 0, 0}, {12, 8, 8});
    TurnSummary::SideLine &blue = s.sides[0];
    blue.losses << TurnSummary::LossLine{u"Blue Guard"_s, 3, 1, 6, 4, 6, 7};
    blue.units << TurnSummary::UnitLine{u"Blue Guard"_s, u"routed"_s, 1, 7}
               << TurnSummary::UnitLine{u"Blue Guard"_s, u"eliminated"_s, 3, 7};
    blue.placed << TurnSummary::MarkerLine{u"Blue Guard"_s, u"disordered"_s, 1, 7}
                << TurnSummary::MarkerLine{u"Blue Rifles"_s, u"disordered"_s, 2};
    // Lifted from the Guard under the name it had then: the same unit (id 7), one line.
    blue.lifted << TurnSummary::MarkerLine{u"Old Guard"_s, u"disordered"_s, 2, 7};
    s.sides[1].losses << TurnSummary::LossLine{u"Red Line"_s, 4, 0, 6, 2, 6};
    for (int i = 0; i < 3; ++i)
        s.resolutions << TurnSummary::ResolutionLine{i + 1, i == 0 ? 1 : 2, {}, u"fire"_s};
    s.bookkeeping << TurnSummary::BookkeepingLine{9, 3, u"wfa.wind"_s, u"Wind: fresh"_s};
    s.notes << TurnSummary::NoteLine{10, 3, u"Dusk"_s};
    return s;
}
} // namespace

void TestBattleSoFar::byTurn()
{
    const QList<BattleSoFar::TurnRow> rows = BattleSoFar::byTurn(threeTurns());
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).turn, 1);
    QCOMPARE(rows.at(0).lost, (QList<int>{2, 0}));
    QCOMPARE(rows.at(1).lost, (QList<int>{0, 4}));
    QCOMPARE(rows.at(1).regained, (QList<int>{1, 0}));
    QCOMPARE(rows.at(2).strength, (QList<int>{10, 8}));
    QCOMPARE(rows.at(0).resolutions, 1);
    QCOMPARE(rows.at(1).resolutions, 2);
    QCOMPARE(rows.at(2).resolutions, 0); // a quiet turn is still a row
    QCOMPARE(rows.at(0).unitsOut, 1);
    QCOMPARE(rows.at(2).unitsOut, 1);
    QCOMPARE(rows.at(0).markersPlaced, 1);
    QCOMPARE(rows.at(1).markersPlaced, 1);
    QCOMPARE(rows.at(1).markersLifted, 1);
    QCOMPARE(rows.at(2).bookkeeping, 1);
    QCOMPARE(rows.at(2).notes, 1);
}

void TestBattleSoFar::byUnit()
{
    const QList<BattleSoFar::UnitRow> units = BattleSoFar::byUnit(threeTurns());
    QCOMPARE(units.size(), 3); // Blue Guard (once renamed), Blue Rifles (a marker only), Red Line
    const BattleSoFar::UnitRow &guard = units.at(0);
    QCOMPARE(guard.unit, u"Blue Guard"_s);
    QVERIFY(guard.strengthChanged);
    QCOMPARE(guard.atStart, 6);
    QCOMPARE(guard.lost, 3);
    QCOMPARE(guard.regained, 1);
    QCOMPARE(guard.strength, 4);             // 6 - 3 + 1
    QCOMPARE(guard.status, u"eliminated"_s); // its last change
    QCOMPARE(guard.statusTurn, 3);
    QCOMPARE(guard.markersPlaced, 1);
    QCOMPARE(guard.markersLifted, 1);
    QCOMPARE(units.at(1).unit, u"Blue Rifles"_s);
    QVERIFY(!units.at(1).strengthChanged);
    QCOMPARE(units.at(1).markersPlaced, 1);
    QCOMPARE(units.at(2).unit, u"Red Line"_s);
    QCOMPARE(units.at(2).side, 1);
}

void TestBattleSoFar::playersReportKeepsTheEnemyOut()
{
    TurnSummary blue;
    QString error;
    QVERIFY2(PlayersReport::make(threeTurns(), u"Blue"_s, &blue, &error), qPrintable(error));
    QCOMPARE(BattleSoFar::exactSides(blue), QList<int>{0});
    const QList<BattleSoFar::TurnRow> rows = BattleSoFar::byTurn(blue);
    QCOMPARE(rows.at(1).lost, QList<int>{0}); // Blue's own figure only; Red's 4 is not there
    QCOMPARE(rows.at(1).strength, QList<int>{11});
    for (const BattleSoFar::UnitRow &u : BattleSoFar::byUnit(blue))
        QCOMPARE(u.side, 0);
}

} // namespace adj

QTEST_GUILESS_MAIN(adj::TestBattleSoFar)
#include "tst_battlesofar.moc"
