// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Ships on the hex board (issue 14): a ship drawn along its heading with the command ship marked,
// its broadside arcs shaded when selected, crossing the T stated when the pointer is over a target
// on the bow or stern line, the wind marker and the wind gauge following the battle's wind, a ship
// turned while setting up, and the moves revealed this turn drawn as paths (gone again when undone). Real
// events on the viewport.
#include "battledocument.h"
#include "boardmoves.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "counteritem.h"
#include "edits.h"
#include "indicatoritem.h"
#include "mainwindow.h"
#include "pathitem.h"
#include "support/boardwindow.h"
#include "support/demobattlefile.h"
#include "undosink.h"

#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestBoardShips final : public QObject, private testing::BoardWindow
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shipsAlongTheirHeadings();
    void broadsideArcs();
    void crossingTheT();
    void windAndGauge();
    void turnAShip();
    void revealedPaths();
};

void TestBoardShips::initTestCase()
{
    testing::isolateSettings(u"tst_boardships"_s);
    QVERIFY(m_dir.isValid());
    QString error;
    const QString erie = m_dir.filePath(u"erie.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/wfa-lake-erie.json"_s, erie, &error), qPrintable(error));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openBattle(erie, true));
    m_window->showBoard();
    QTRY_VERIFY(view()->isVisible());
    view()->fitToWindow();
}

void TestBoardShips::shipsAlongTheirHeadings()
{
    const Id lawrence = unitId(u"USS Lawrence"_s);
    const Id detroit = unitId(u"HMS Detroit"_s);
    CounterItem *ship = scene()->counter(lawrence);
    QVERIFY(ship);
    QCOMPARE(ship->look().facing, 2);
    QVERIFY(ship->look().badges.contains(u"star"_s)); // the command ship (9.2)
    // Heading 2 points across the upper right hex side (heading 1 is up, clockwise after).
    QVERIFY(ship->look().facingDir.x() > 0.5 && ship->look().facingDir.y() < 0);
    // The Detroit, heading 5, points down and left; her counter's tooltip says where she heads.
    const CounterItem *enemy = scene()->counter(detroit);
    QCOMPARE(enemy->look().facing, 5);
    QVERIFY(enemy->look().facingDir.x() < -0.5 && enemy->look().facingDir.y() > 0);
    QVERIFY2(enemy->toolTip().contains(u"heading 5"_s), qPrintable(enemy->toolTip()));
    QVERIFY(enemy->toolTip().contains(u"command ship"_s));
}

void TestBoardShips::broadsideArcs()
{
    const Id lawrence = unitId(u"USS Lawrence"_s);
    // Selected, its broadside arcs are shaded: port and starboard, never the hex dead ahead.
    view()->fitToWindow();
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, view()->viewportPointOfUnit(lawrence));
    QCOMPARE(scene()->selectedUnits(), QList<Id>{lawrence});
    const QList<Hex> port = scene()->zoneHexes(u"red"_s), starboard = scene()->zoneHexes(u"green"_s);
    QVERIFY(!port.isEmpty() && !starboard.isEmpty());
    QCOMPARE(scene()->zoneToolTip(u"red"_s), u"port broadside arc (6.4)"_s);
    const Hex here = *scene()->unitHex(lawrence);
    const Hex ahead = here + scene()->rules()->facingVector(scene()->table(), 2);
    QVERIFY(!port.contains(ahead) && !starboard.contains(ahead));
    QVERIFY(scene()->zoneHexes(u"hatch"_s).contains(ahead)); // the bow line
    for (const Hex &h : port)
        QVERIFY(!starboard.contains(h));
    // Nothing selected, nothing shaded.
    scene()->selectUnits({});
    QVERIFY(scene()->zoneHexes(u"red"_s).isEmpty() && scene()->zoneToolTip(u"red"_s).isEmpty());
}

void TestBoardShips::crossingTheT()
{
    QString error;
    const Id lawrence = unitId(u"USS Lawrence"_s);
    const Id detroit = unitId(u"HMS Detroit"_s);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, view()->viewportPointOfUnit(lawrence));
    QCOMPARE(scene()->selectedUnits(), QList<Id>{lawrence});
    // Put the Lawrence two hexes off the Detroit's bow: firing from there crosses her T (6.4).
    const Hex dh = *scene()->unitHex(detroit);
    const Hex off = dh + scene()->rules()->facingVector(scene()->table(), 5) +
                    scene()->rules()->facingVector(scene()->table(), 5);
    Unit u = doc()->state().units.value(lawrence);
    u.position = scene()->label(off);
    u.attrs.insert(u"heading"_s, 1);
    QVERIFY2(doc()->submit(Edits::updateUnit(doc()->state(), doc()->profile(), u, &error), &error) > 0,
             qPrintable(error));
    QCOMPARE(*scene()->unitHex(lawrence), off);
    hoverAt(view()->viewportPoint(dh));
    QVERIFY2(panel()->statusText().contains(u"crossing the T of HMS Detroit"_s),
             qPrintable(panel()->statusText()));
    QVERIFY(panel()->statusText().contains(u"(6.4)"_s));
}

void TestBoardShips::windAndGauge()
{
    QString error;
    // The wind, once recorded by the wind change, points its way and names the ships with the gauge.
    QVERIFY(scene()->indicatorItem());
    QCOMPARE(scene()->indicatorItem()->direction(), 0);
    Edit wind;
    wind.kind = u"resolve.wind-change"_s;
    wind.summary = u"wind"_s;
    Tracker t;
    t.id = doc()->state().nextId(Table::Trackers);
    t.key = u"wfa.wind"_s;
    t.value = QJsonObject{{u"wind"_s, 2}, {u"turn"_s, 1}};
    wind.changes << RowChange{Table::Trackers, t.id, {}, t.toRow()};
    QVERIFY2(doc()->submit(wind, &error) > 0, qPrintable(error));
    QCOMPARE(scene()->indicatorItem()->direction(), 2);
    // Heading 2 with the wind 2: the Niagara has the gauge (3.1.1).
    QVERIFY(scene()->counter(unitId(u"USS Niagara"_s))->look().badges.contains(u"streaks"_s));
    QVERIFY(scene()->counter(unitId(u"USS Niagara"_s))->toolTip().contains(u"has the wind gauge (3.1)"_s));
    QCOMPARE(scene()->indicatorItem()->caption(), u"Wind 2 (3.1)"_s);
    QVERIFY2(scene()->indicatorItem()->toolTip().contains(u"USS Niagara"_s),
             qPrintable(scene()->indicatorItem()->toolTip()));
}

void TestBoardShips::turnAShip()
{
    QString error;
    // Setting up, a ship turns a hex side at a time through its facing (3.1): 6 right is 1, 1 left is 6.
    const Unit detroit = doc()->state().units.value(unitId(u"HMS Detroit"_s));
    QCOMPARE(scene()->rules()->facing(detroit), 5);
    BoardMoves::Outcome right = BoardMoves::turn(doc()->state(), doc()->profile(), scene()->ruleSet(),
                                                 scene()->table(), detroit.id, 1);
    QVERIFY2(right.ok, qPrintable(right.text));
    QCOMPARE(right.text, u"HMS Detroit turned to heading 6"_s);
    QVERIFY2(doc()->submit(right.edit, &error) > 0, qPrintable(error));
    QCOMPARE(scene()->counter(detroit.id)->look().facing, 6);
    right = BoardMoves::turn(doc()->state(), doc()->profile(), scene()->ruleSet(), scene()->table(),
                             detroit.id, 1);
    QVERIFY2(right.ok, qPrintable(right.text));
    QCOMPARE(Unit::fromRow(right.edit.changes.value(0).after).attrs.value(u"heading"_s).toInt(), 1);
    const BoardMoves::Outcome left = BoardMoves::turn(doc()->state(), doc()->profile(), scene()->ruleSet(),
                                                      scene()->table(), detroit.id, -1);
    QCOMPARE(left.text, u"HMS Detroit turned to heading 5"_s);
    QVERIFY(undo());
    QCOMPARE(scene()->counter(detroit.id)->look().facing, 5);
}

void TestBoardShips::revealedPaths()
{
    QString error;
    // The moves revealed this turn are drawn as paths; undone, they are gone.
    QVERIFY(scene()->revealedPathsItem()->lines().isEmpty());
    const Unit niagara = doc()->state().units.value(unitId(u"USS Niagara"_s));
    Unit moved = niagara;
    moved.position =
        scene()->label(*scene()->unitHex(niagara.id) + scene()->rules()->facingVector(scene()->table(), 2));
    Edit reveal;
    reveal.kind = u"resolve.reveal"_s;
    reveal.summary = u"reveal"_s;
    reveal.changes << RowChange{Table::Units, niagara.id, niagara.toRow(), moved.toRow()};
    QVERIFY2(doc()->submit(reveal, &error) > 0, qPrintable(error));
    QCOMPARE(scene()->revealedPathsItem()->lines().size(), 1);
    QCOMPARE(scene()->revealedPathsItem()->lines().first().points.size(), 2);
    QVERIFY(undo());
    QVERIFY(scene()->revealedPathsItem()->lines().isEmpty());
}

} // namespace adj

QTEST_MAIN(adj::TestBoardShips)
#include "tst_boardships.moc"
