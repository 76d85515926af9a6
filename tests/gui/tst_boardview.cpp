// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hex board in the main window (issue 14), driven by real mouse and key events on the view's
// viewport: the board shown for hex rule sets only, the selection shared with the roster both
// ways, zoom and pan by key, the board following edits and undo, terrain painted a stroke at a
// time and undone, units placed by dropping them from the roster, acting from the board (the action
// panel gets both units), the line of sight stated with its rule, a drag that moves a unit.
#include "../support/boardwindow.h"
#include "../support/demobattlefile.h"
#include "actionpanel.h"
#include "battledocument.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "counteritem.h"
#include "edits.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "mainwindow.h"
#include "pathitem.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "undosink.h"
#include "indicatoritem.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The 13th at 0305 sees the 41st at 0303 across the forest at 0304; the militia waits off the board.
const char kScenario[] = R"({"name": "Board test", "ruleset": "fhg-land", "phase": "actions-a",
  "board": {"width": 8, "height": 8, "layout": "odd-q", "tiles": {"0304": "forest", "0504": "hill"}},
  "sides": [
  {"name": "American", "counters": {"command-AP": 3, "AP": 3}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0305"},
    {"name": "Guns", "type": "artillery", "strength": 2, "position": "0205"},
    {"name": "Reserve", "type": "militia", "strength": 2}]},
  {"name": "British", "counters": {"command-AP": 3}, "units": [
    {"name": "41st", "type": "regular", "strength": 3, "position": "0303"},
    {"name": "49th", "type": "elite", "strength": 4, "position": "0702"}],
   "leaders": [{"name": "Brock", "unit": "41st"}]}]})";
} // namespace

class TestBoardView final : public QObject, private testing::BoardWindow
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void shownForHexRuleSetsOnly();
    void countersOfTheBattle();
    void selectionSharedWithTheRoster();
    void zoomAndPanByKeys();
    void followsEditsAndUndo();
    void terrainPaintedAndUndone();
    void boardResizedAndUndone();
    void boardMadeFromNothing();
    void placedByDropFromTheRoster();
    void actingFromTheBoard();
    void lineOfSightStated();
    void dragMovesAUnit();
    void moveToByKeyboard();

private:
    Hex hex(const QString &label) const;
    QPoint at(const QString &label) const { return view()->viewportPoint(hex(label)); }
    void drag(QPoint from, const QList<QPoint> &through, Qt::KeyboardModifiers mods = {});
    qint64 events() const { return doc()->store().eventCount(); }

    QString m_path;
};

void TestBoardView::initTestCase()
{
    testing::isolateSettings(u"tst_boardview"_s);
    QVERIFY(m_dir.isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow(); // the keyboard's focus is followed below
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestBoardView::init()
{
    // Each test starts on a fresh copy of the board battle, the board in front and fitted.
    static int n = 0;
    QString error;
    m_path = m_dir.filePath(u"board%1.adjutant"_s.arg(++n));
    QVERIFY2(testing::writeScenarioBattle(kScenario, m_path, &error), qPrintable(error));
    QVERIFY(m_window->openBattle(m_path, true));
    m_window->showBoard();
    QTRY_VERIFY(view()->isVisible());
    view()->fitToWindow();
    view()->setZoom(std::max(view()->zoom(), 0.6)); // counters big enough to hit
    view()->centerOn(scene()->geometry().center(hex(u"0404"_s)));
    m_window->activateWindow(); // a menu closed by an earlier test may have taken the activation along
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCoreApplication::processEvents();
}

Hex TestBoardView::hex(const QString &label) const
{
    Hex h;
    if (!scene()->board().parseLabel(label, &h))
        qWarning("no hex %s", qPrintable(label));
    return h;
}

void TestBoardView::drag(QPoint from, const QList<QPoint> &through, Qt::KeyboardModifiers mods)
{
    QTest::mousePress(viewport(), Qt::LeftButton, mods, from);
    QPoint last = from;
    for (const QPoint &p : through) {
        // In small steps, as a hand moves.
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(viewport(), last + (p - last) * i / 4);
        last = p;
    }
    QTest::mouseRelease(viewport(), Qt::LeftButton, mods, last);
}

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

void TestBoardView::terrainPaintedAndUndone()
{
    // Edit mode (Ctrl+E on the board), forest picked, one stroke over two clear hexes.
    QTest::keyClick(viewport(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY(panel()->editMode());
    QComboBox *terrain = panel()->terrainCombo();
    terrain->setCurrentIndex(terrain->findData(u"forest"_s));
    QVERIFY(terrain->currentIndex() >= 0);
    const qint64 before = events();
    drag(at(u"0606"_s), {at(u"0607"_s)});
    const QJsonObject tiles = doc()->state().info.board.value(u"tiles"_s).toObject();
    QCOMPARE(tiles.value(u"0606"_s).toString(), u"forest"_s);
    QCOMPARE(tiles.value(u"0607"_s).toString(), u"forest"_s);
    QCOMPARE(events(), before + 1); // one stroke, one edit
    QCOMPARE(scene()->board().terrain(hex(u"0607"_s)), u"forest"_s);
    QVERIFY2(panel()->statusText().contains(u"Ctrl+Z"_s), qPrintable(panel()->statusText()));
    // The new forest blocks line of sight at once.
    QVERIFY(scene()->hexToolTip(hex(u"0606"_s)).contains(u"blocks line of sight"_s));
    QVERIFY(undo());
    QVERIFY(!doc()->state().info.board.value(u"tiles"_s).toObject().contains(u"0606"_s));
    QCOMPARE(scene()->board().terrain(hex(u"0606"_s)), u"clear"_s);
    // Clear paints the old tiles away.
    terrain->setCurrentIndex(terrain->findData(u"clear"_s));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0504"_s));
    QVERIFY(!doc()->state().info.board.value(u"tiles"_s).toObject().contains(u"0504"_s));
    QTest::keyClick(viewport(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY(!panel()->editMode());
    // Out of edit mode a click paints nothing.
    const QJsonObject board = doc()->state().info.board;
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(u"0606"_s));
    QCOMPARE(doc()->state().info.board, board);
}

void TestBoardView::boardResizedAndUndone()
{
    panel()->setEditMode(true);
    auto *width = panel()->findChild<QSpinBox *>(u"boardWidth"_s);
    auto *height = panel()->findChild<QSpinBox *>(u"boardHeight"_s);
    QVERIFY(width && height);
    width->setValue(12);
    height->setValue(9);
    QAction *resize = nullptr;
    for (QAction *a : panel()->findChildren<QAction *>())
        if (a->text() == u"Resize"_s)
            resize = a;
    QVERIFY(resize);
    resize->trigger();
    QCOMPARE(doc()->state().info.board.value(u"width"_s).toInt(), 12);
    QCOMPARE(scene()->board().width(), 12);
    QCOMPARE(scene()->board().height(), 9);
    QCOMPARE(scene()->counterCount(), 4); // rebuilt for the new shape, counters and all
    QVERIFY(undo());
    QCOMPARE(scene()->board().width(), 8);
    panel()->setEditMode(false);
}

void TestBoardView::boardMadeFromNothing()
{
    // A hex battle without a board says so; Edit Board, a size and Resize make one, undoably.
    QString error;
    QVERIFY(doc()->submit(Edits::setBoard(doc()->state(), {}), &error) > 0);
    QVERIFY(!scene()->hasBoard());
    QVERIFY(panel()->hexRuleSet());
    QVERIFY(!view()->isVisible());
    panel()->setEditMode(true);
    panel()->findChild<QSpinBox *>(u"boardWidth"_s)->setValue(6);
    panel()->findChild<QSpinBox *>(u"boardHeight"_s)->setValue(5);
    for (QAction *a : panel()->findChildren<QAction *>())
        if (a->text() == u"Resize"_s)
            a->trigger();
    QVERIFY(scene()->hasBoard());
    QCOMPARE(scene()->board().width(), 6);
    QVERIFY(view()->isVisible());
    // The 49th's 0702 is off a board six hexes wide: not drawn, and named.
    QCOMPARE(scene()->counterCount(), 3);
    QVERIFY(!scene()->counter(unitId(u"49th"_s)));
    QVERIFY2(panel()->statusText().contains(u"off the new board: 49th"_s), qPrintable(panel()->statusText()));
    QVERIFY(undo());
    QVERIFY(!scene()->hasBoard());
    panel()->setEditMode(false);
}

void TestBoardView::placedByDropFromTheRoster()
{
    const Id reserve = unitId(u"Reserve"_s);
    RosterView *roster = m_window->rosterView();
    // What the roster gives a drag: the unit's id.
    std::unique_ptr<QMimeData> mime(
        roster->model()->mimeData({roster->viewIndexOfUnit(reserve, RosterModel::Name)}));
    QVERIFY(mime && mime->hasFormat(RosterModel::unitsMimeType()));
    auto dropAt = [&](const QString &label) {
        const QPoint p = at(label);
        QDragEnterEvent enter(p, Qt::CopyAction | Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(viewport(), &enter);
        QDragMoveEvent move(p, Qt::CopyAction | Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(viewport(), &move);
        QVERIFY(move.isAccepted());
        QDropEvent drop(QPointF(p), Qt::CopyAction | Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(viewport(), &drop);
    };
    // Onto the 13th's hex: two infantry units in a hex are refused (4.3); nothing changes.
    const qint64 before = events();
    dropAt(u"0305"_s);
    QCOMPARE(doc()->state().units.value(reserve).position, QString());
    QCOMPARE(events(), before);
    QVERIFY(panel()->statusIsError());
    QVERIFY2(panel()->statusText().contains(u"4.3"_s), qPrintable(panel()->statusText()));
    // Onto an empty hex: placed, one undoable edit, a counter where it was dropped.
    dropAt(u"0101"_s);
    QCOMPARE(doc()->state().units.value(reserve).position, u"0101"_s);
    QCOMPARE(events(), before + 1);
    QVERIFY(scene()->counter(reserve));
    QCOMPARE(scene()->counter(reserve)->pos(), scene()->geometry().center(hex(u"0101"_s)));
    QVERIFY(undo());
    QVERIFY(!scene()->counter(reserve));
    // A stack the rules allow (artillery with infantry): both counters show, offset, each clickable.
    const Id guns = unitId(u"Guns"_s);
    const Id thirteenth = unitId(u"13th"_s);
    mime.reset(roster->model()->mimeData({roster->viewIndexOfUnit(guns, RosterModel::Name)}));
    dropAt(u"0305"_s);
    QCOMPARE(doc()->state().units.value(guns).position, u"0305"_s);
    QCOMPARE(scene()->unitsIn(hex(u"0305"_s)).size(), 2);
    const QPoint a = view()->viewportPointOfUnit(thirteenth), b = view()->viewportPointOfUnit(guns);
    QVERIFY(a != b);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, a);
    QCOMPARE(scene()->selectedUnits(), QList<Id>{thirteenth});
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, b);
    QCOMPARE(scene()->selectedUnits(), QList<Id>{guns});
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

void TestBoardView::dragMovesAUnit()
{
    const Id id = unitId(u"13th"_s);
    const qint64 before = events();
    // Onto the hex of the 41st: refused by the rules of the battle, nothing changes.
    drag(at(u"0305"_s), {at(u"0304"_s), at(u"0303"_s)});
    QCOMPARE(doc()->state().units.value(id).position, u"0305"_s);
    QCOMPARE(events(), before);
    QVERIFY(panel()->statusIsError());
    QCOMPARE(scene()->counter(id)->pos(), scene()->geometry().center(hex(u"0305"_s))); // back in place
    // One hex on: moved by the move action (1 AP spent, 6.2.8), one logged event, undone with one undo.
    const Id american = doc()->state().sideByName(u"American"_s)->id;
    QCOMPARE(doc()->state().counter(american, {}, u"AP"_s)->value, 3);
    drag(at(u"0305"_s), {at(u"0306"_s)});
    QCOMPARE(doc()->state().units.value(id).position, u"0306"_s);
    QCOMPARE(events(), before + 1);
    QCOMPARE(doc()->state().counter(american, {}, u"AP"_s)->value, 2);
    QCOMPARE(m_window->eventLogView()
                 ->logModel()
                 ->eventAt(m_window->eventLogView()->logModel()->rowCount() - 1)
                 .kind,
             u"resolve.move"_s);
    QCOMPARE(scene()->counter(id)->pos(), scene()->geometry().center(hex(u"0306"_s)));
    QVERIFY(undo());
    QCOMPARE(doc()->state().units.value(id).position, u"0305"_s);
    QCOMPARE(scene()->counter(id)->pos(), scene()->geometry().center(hex(u"0305"_s)));
    // The path is drawn while the drag goes on, and gone after.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, at(u"0305"_s));
    for (int i = 1; i <= 6; ++i)
        QTest::mouseMove(viewport(), at(u"0305"_s) + (at(u"0307"_s) - at(u"0305"_s)) * i / 6);
    QVERIFY(view()->dragging());
    QVERIFY(!scene()->dragPathItem()->lines().isEmpty());
    QCOMPARE(scene()->dragPathItem()->lines().first().points.size(), 3); // 0305, 0306, 0307
    // The move's preview stands beside the path: its cost, or why the rules refuse it.
    QVERIFY2(!scene()->dragPathItem()->label().isEmpty(), "no preview");
    QCOMPARE(scene()->dragPathItem()->label(), panel()->statusText());
    QTest::keyClick(viewport(), Qt::Key_Escape); // let go without moving
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(u"0307"_s));
    QVERIFY(scene()->dragPathItem()->lines().isEmpty());
    QCOMPARE(doc()->state().units.value(id).position, u"0305"_s);
}

void TestBoardView::moveToByKeyboard()
{
    // The British move in their own actions (5: player B).
    QString phaseError;
    QVERIFY(
        doc()->submit(Edits::advanceToPhase(doc()->state(), doc()->profile(), u"actions-b"_s, &phaseError),
                      &phaseError) > 0);
    const Id id = unitId(u"49th"_s);
    auto *field = panel()->findChild<QLineEdit *>(u"boardMoveTo"_s);
    QVERIFY(field);
    m_window->rosterView()->selectionModel()->select(m_window->rosterView()->viewIndexOfUnit(id),
                                                     QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    // M on the board asks for the hex.
    view()->setFocus();
    QTest::keyClick(viewport(), Qt::Key_M);
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, u"9999"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(panel()->statusIsError());
    QCOMPARE(doc()->state().units.value(id).position, u"0702"_s);
    // The British have no AP left: the move action refuses, naming the rule; nothing changes.
    field->clear();
    const qint64 before = events();
    QTest::keyClicks(field, u"0703"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(doc()->state().units.value(id).position, u"0702"_s);
    QCOMPARE(events(), before);
    QVERIFY(panel()->statusIsError());
    QVERIFY2(panel()->statusText().contains(u"(6.2.8)"_s), qPrintable(panel()->statusText()));
    // With AP: moved, the AP spent, one logged action.
    QString error;
    const Id british = doc()->state().sideByName(u"British"_s)->id;
    QVERIFY(
        doc()->submit(Edits::setCounter(doc()->state(), doc()->profile(), british, {}, u"AP"_s, 2, &error),
                      &error) > 0);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY2(doc()->state().units.value(id).position == u"0703"_s, qPrintable(panel()->statusText()));
    QVERIFY(field->text().isEmpty());
    QCOMPARE(doc()->state().counter(british, {}, u"AP"_s)->value, 1);
    QCOMPARE(events(), before + 2);
    // A hex further off is the move action's to reach or refuse: two hexes are too far for line infantry
    // (the American's actions of the next turn).
    QVERIFY(
        doc()->submit(Edits::advanceToPhase(doc()->state(), doc()->profile(), u"actions-a"_s, &phaseError),
                      &phaseError) > 0);
    const Id thirteenth = unitId(u"13th"_s);
    m_window->rosterView()->selectionModel()->select(m_window->rosterView()->viewIndexOfUnit(thirteenth),
                                                     QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    QTest::keyClicks(field, u"0307"_s);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(doc()->state().units.value(thirteenth).position, u"0305"_s);
    QVERIFY2(panel()->statusText().contains(u"no more than 1 (7.1)"_s), qPrintable(panel()->statusText()));
}

} // namespace adj

QTEST_MAIN(adj::TestBoardView)
#include "tst_boardview.moc"
