// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle changed on the hex board in the main window (issue 14), driven by real mouse and key
// events on the view's viewport: terrain painted a stroke at a time and undone, the board resized
// and made from nothing, units placed by dropping them from the roster, a drag that moves a unit and
// a move by the keyboard. The board as a view of the battle is tst_boardview's.
#include "edits.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "mainwindow.h"
#include "pathitem.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "support/boardviewtest.h"

#include <QAction>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMimeData>
#include <QSpinBox>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestBoardEdit final : public testing::BoardViewTest
{
    Q_OBJECT

private slots:
    void terrainPaintedAndUndone();
    void boardResizedAndUndone();
    void boardMadeFromNothing();
    void placedByDropFromTheRoster();
    void dragMovesAUnit();
    void moveToByKeyboard();
};

void TestBoardEdit::terrainPaintedAndUndone()
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

void TestBoardEdit::boardResizedAndUndone()
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

void TestBoardEdit::boardMadeFromNothing()
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

void TestBoardEdit::placedByDropFromTheRoster()
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

void TestBoardEdit::dragMovesAUnit()
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

void TestBoardEdit::moveToByKeyboard()
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

QTEST_MAIN(adj::TestBoardEdit)
#include "support/moc_boardviewtest.cpp"
#include "tst_boardedit.moc"
