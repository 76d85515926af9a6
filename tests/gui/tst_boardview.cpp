// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hex board in the main window (issue 14) as a view of the battle, driven by real mouse and key
// events on the view's viewport: the board shown for hex rule sets only, the battle's counters, the
// selection shared with the roster both ways, zoom and pan by key, the board following edits and
// undo, acting from the board (the action panel gets both units), the line of sight stated with its
// rule. Changing the battle on the board is tst_boardedit's.
#include "actionpanel.h"
#include "boardview.h"
#include "counteritem.h"
#include "edits.h"
#include "mainwindow.h"
#include "rosterview.h"
#include "support/boardviewtest.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QMenu>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace adj {

class TestBoardView final : public testing::BoardViewTest
{
    Q_OBJECT

private slots:
    void shownForHexRuleSetsOnly();
    void countersOfTheBattle();
    void selectionSharedWithTheRoster();
    void zoomAndPanByKeys();
    void followsEditsAndUndo();
    void actingFromTheBoard();
    void lineOfSightStated();
};

void TestBoardView::shownForHexRuleSetsOnly()
{
    auto *tabs = m_window->findChild<QTabWidget *>(u"centralTabs"_s);
    QVERIFY(tabs);
    QCOMPARE(tabs->currentWidget(), panel());
    QVERIFY(tabs->isTabVisible(tabs->indexOf(panel())));
    // View ▸ Battle Overview (Shift+F7) and View ▸ Board (F7) switch between the two.
    QAction *board = nullptr, *overview = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(Qt::Key_F7))
            board = a;
        if (a->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F7))
            overview = a;
    }
    QVERIFY(board && overview);
    overview->trigger();
    QVERIFY(tabs->currentWidget() != panel());
    board->trigger();
    QCOMPARE(tabs->currentWidget(), panel());

    // An inch-scale battle has no board: the overview alone, the board's entry disabled.
    QTemporaryDir other;
    QString error;
    const QString cowpens = other.filePath(u"cowpens.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/oneifbyland-cowpens.json"_s, cowpens, &error),
             qPrintable(error));
    QVERIFY(m_window->openBattle(cowpens, true));
    QVERIFY(!panel()->hexRuleSet());
    QVERIFY(!tabs->isTabVisible(tabs->indexOf(panel())));
    QVERIFY(tabs->currentWidget() != panel());
    QVERIFY(!board->isEnabled());

    // The naval demo has one.
    const QString erie = other.filePath(u"erie.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/wfa-lake-erie.json"_s, erie, &error), qPrintable(error));
    QVERIFY(m_window->openBattle(erie, true));
    QVERIFY(panel()->hexRuleSet());
    QVERIFY(scene()->hasBoard());
    QCOMPARE(tabs->currentWidget(), panel());
    QVERIFY(board->isEnabled());
    QVERIFY(m_window->openBattle(m_path, true)); // let go of the temporary files
}

void TestBoardView::countersOfTheBattle()
{
    // Every unit with a hex has a counter there; the militia without one has none.
    QCOMPARE(scene()->counterCount(), 4);
    QVERIFY(!scene()->counter(unitId(u"Reserve"_s)));
    CounterItem *c = scene()->counter(unitId(u"13th"_s));
    QVERIFY(c);
    QCOMPARE(c->pos(), scene()->geometry().center(hex(u"0305"_s)));
    QCOMPARE(c->look().strength, 4);
    QCOMPARE(c->look().side, QColor(0x2b, 0x4c, 0x9b)); // the first side's colour when it has none
    // Brock is a star on the 41st; the tooltip names him, the terrain and the strength.
    const CounterItem *british = scene()->counter(unitId(u"41st"_s));
    QCOMPARE(british->look().leaders, 1);
    QVERIFY2(british->toolTip().contains(u"Brock"_s), qPrintable(british->toolTip()));
    QVERIFY(c->toolTip().contains(u"4 of 4"_s));
    // The hex tooltip names the terrain in words and whether it blocks line of sight.
    QVERIFY2(scene()->hexToolTip(hex(u"0304"_s)).contains(u"forest, blocks line of sight (8.2)"_s),
             qPrintable(scene()->hexToolTip(hex(u"0304"_s))));
}

void TestBoardView::selectionSharedWithTheRoster()
{
    const Id thirteenth = unitId(u"13th"_s);
    const Id fortyFirst = unitId(u"41st"_s);
    RosterView *roster = m_window->rosterView();
    // A click on a counter selects the unit in the roster.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0305"_s));
    QCOMPARE(scene()->selectedUnits(), QList<Id>{thirteenth});
    QTRY_COMPARE(roster->targetUnits(), QList<Id>{thirteenth});
    // A click on the empty board clears both.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0607"_s));
    QVERIFY(scene()->selectedUnits().isEmpty());
    QVERIFY(roster->selectionModel()->selectedRows().isEmpty());
    // A row selected in the roster selects the counter.
    roster->selectionModel()->select(roster->viewIndexOfUnit(fortyFirst),
                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(scene()->selectedUnits(), QList<Id>{fortyFirst});
    QVERIFY(scene()->counter(fortyFirst)->isSelected());
    QVERIFY(!scene()->counter(thirteenth)->isSelected());
    // Ctrl+click adds a unit, in the order picked.
    QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ControlModifier, at(u"0305"_s));
    QCOMPARE(scene()->selectedUnits(), (QList<Id>{fortyFirst, thirteenth}));
    // N steps through the units on the board.
    QTest::keyClick(viewport(), Qt::Key_N);
    QCOMPARE(scene()->selectedUnits().size(), 1);
    QTRY_COMPARE(roster->targetUnits(), scene()->selectedUnits());
}

void TestBoardView::zoomAndPanByKeys()
{
    view()->setZoom(1.0);
    QTest::keyClick(viewport(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view()->zoom() > 1.01);
    const qreal in = view()->zoom();
    QTest::keyClick(viewport(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(view()->zoom() < in);
    // Ctrl+wheel zooms too.
    const qreal before = view()->zoom();
    QWheelEvent wheel(QPointF(viewport()->rect().center()),
                      viewport()->mapToGlobal(viewport()->rect().center()), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport(), &wheel);
    QVERIFY(view()->zoom() > before);
    // Zoomed in, the arrow keys pan.
    view()->setZoom(2.5);
    QScrollBar *h = view()->horizontalScrollBar();
    QScrollBar *v = view()->verticalScrollBar();
    h->setValue(h->minimum());
    v->setValue(v->minimum());
    QTest::keyClick(viewport(), Qt::Key_Right);
    QVERIFY(h->value() > h->minimum());
    QTest::keyClick(viewport(), Qt::Key_Down);
    QVERIFY(v->value() > v->minimum());
    // Dragging the background pans as well.
    const int hx = h->value();
    drag(at(u"0707"_s) + QPoint(0, 0), {viewport()->rect().center() + QPoint(-60, 0)});
    QVERIFY(h->value() != hx);
    // Ctrl+0 fits the whole board in the window.
    QTest::keyClick(viewport(), Qt::Key_0, Qt::ControlModifier);
    const QRectF shown = view()->mapToScene(viewport()->rect()).boundingRect();
    QVERIFY2(shown.contains(scene()->geometry().boardRect()), "the board is not all in sight");
}

void TestBoardView::followsEditsAndUndo()
{
    const Id id = unitId(u"13th"_s);
    CounterItem *item = scene()->counter(id);
    CounterItem *other = scene()->counter(unitId(u"49th"_s));
    Unit u = doc()->state().units.value(id);
    u.position = u"0606"_s;
    u.strength = 2;
    QString error;
    QVERIFY2(doc()->submit(Edits::updateUnit(doc()->state(), doc()->profile(), u, &error), &error) > 0,
             qPrintable(error));
    // The same counter, moved and showing its new strength: nothing else was rebuilt.
    QCOMPARE(scene()->counter(id), item);
    QCOMPARE(scene()->counter(unitId(u"49th"_s)), other);
    QCOMPARE(item->pos(), scene()->geometry().center(hex(u"0606"_s)));
    QCOMPARE(item->look().strength, 2);
    // A marker shows as a badge; undo takes it away again.
    QVERIFY(
        doc()->submit(Edits::placeMarker(doc()->state(), doc()->profile(), id, u"column"_s, &error), &error));
    QCOMPARE(item->look().markers, QStringList{u"column"_s});
    QVERIFY(undo());
    QVERIFY(item->look().markers.isEmpty());
    // Undo arrives the same way.
    QVERIFY(undo());
    QCOMPARE(scene()->counter(id), item);
    QCOMPARE(item->pos(), scene()->geometry().center(hex(u"0305"_s)));
    QCOMPARE(item->look().strength, 4);
    // A unit eliminated leaves the board; undone, it is back.
    u = doc()->state().units.value(id);
    u.status = u"eliminated"_s;
    QVERIFY(doc()->submit(Edits::updateUnit(doc()->state(), doc()->profile(), u, &error), &error) > 0);
    QVERIFY(!scene()->counter(id));
    QVERIFY(undo());
    QVERIFY(scene()->counter(id));
}

void TestBoardView::actingFromTheBoard()
{
    ActionPanel *action = m_window->actionPanel();
    QVERIFY(action->chooseAction(u"fire"_s));
    const Id firer = unitId(u"13th"_s);
    const Id target = unitId(u"49th"_s);
    // Click the firer, Shift+click the target: the action panel has both, and the battle's range.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0305"_s));
    QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ShiftModifier, at(u"0702"_s));
    QCOMPARE(scene()->selectedUnits(), (QList<Id>{firer, target}));
    auto *actor = action->findChild<QComboBox *>(u"actorCombo"_s);
    auto *targetCombo = action->findChild<QComboBox *>(u"targetCombo"_s);
    QCOMPARE(actor->currentData().toLongLong(), firer);
    QCOMPARE(targetCombo->currentData().toLongLong(), target);
    QCOMPARE(action->inputs().value(u"range"_s).toInt(),
             scene()->board().distance(hex(u"0305"_s), hex(u"0702"_s)));
    QCOMPARE(action->inputs().value(u"targetType"_s).toString(), u"elite"_s);
    QVERIFY(m_window->findChild<QDockWidget *>(u"actionDock"_s)->isVisible());

    // The menu of a right-click on another target offers the rule set's two-unit actions.
    QVERIFY(action->chooseAction(u"rally"_s));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0305"_s));
    bool offered = false;
    QTimer::singleShot(0, this, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction *a : menu->actions())
            if (a->text().startsWith(u"Fire"_s) && a->text().contains(u"41st"_s)) {
                offered = true;
                menu->close();
                a->trigger();
                return;
            }
        menu->close();
    });
    // As the window system sends it: the right button's press, then the menu's event.
    QTest::mousePress(viewport(), Qt::RightButton, {}, at(u"0303"_s));
    QCOMPARE(scene()->selectedUnits(), QList<Id>{firer}); // the press keeps the selection
    QContextMenuEvent context(QContextMenuEvent::Mouse, at(u"0303"_s),
                              viewport()->mapToGlobal(at(u"0303"_s)));
    QApplication::sendEvent(viewport(), &context);
    QTest::mouseRelease(viewport(), Qt::RightButton, {}, at(u"0303"_s));
    QVERIFY(offered);
    QCOMPARE(action->actionId(), u"fire"_s);
    QCOMPARE(targetCombo->currentData().toLongLong(), unitId(u"41st"_s));
    QCOMPARE(action->inputs().value(u"lineOfSight"_s).toBool(), false); // the forest between (8.2)
}

void TestBoardView::lineOfSightStated()
{
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0305"_s));
    // Over the 41st, the forest between blocks: drawn, marked and stated with its rule.
    hoverAt(at(u"0303"_s));
    QVERIFY2(panel()->statusText().contains(u"blocked by forest at 0304 (8.2)"_s),
             qPrintable(panel()->statusText()));
    QCOMPARE(scene()->sightBlockers(), QList<Hex>{hex(u"0304"_s)});
    // The tooltip says the same.
    QHelpEvent help(QEvent::ToolTip, at(u"0303"_s), viewport()->mapToGlobal(at(u"0303"_s)));
    QApplication::sendEvent(viewport(), &help);
    QVERIFY2(QToolTip::text().contains(u"blocked by forest at 0304 (8.2)"_s), qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().contains(u"41st"_s));
    QToolTip::hideText();
    // Over open ground: clear, nothing marked.
    hoverAt(at(u"0507"_s));
    QVERIFY2(panel()->statusText().contains(u"clear"_s), qPrintable(panel()->statusText()));
    QVERIFY(scene()->sightBlockers().isEmpty());
    // Nothing selected: the hex in words, no line.
    QTest::keyClick(viewport(), Qt::Key_Escape);
    hoverAt(at(u"0304"_s));
    QVERIFY2(panel()->statusText().startsWith(u"0304: forest"_s), qPrintable(panel()->statusText()));
}

} // namespace adj

QTEST_MAIN(adj::TestBoardView)
#include "support/moc_boardviewtest.cpp"
#include "tst_boardview.moc"
