// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the board tests of the main window start from (tst_boardview, tst_boardedit): a window of a
// laptop's size, shown and active once; before each test a fresh copy of the board battle below,
// the board in front and fitted. A test derives from it and includes
// "support/moc_boardviewtest.cpp" once, so that initTestCase and init are its own.
#include "support/boardwindow.h"
#include "support/demobattlefile.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPoint>
#include <QString>
#include <QTest>

#include <algorithm>

namespace adj::testing {

// The 13th at 0305 sees the 41st at 0303 across the forest at 0304; the militia waits off the board.
inline const char kBoardScenario[] = R"({"name": "Board test", "ruleset": "fhg-land", "phase": "actions-a",
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

class BoardViewTest : public QObject, protected BoardWindow
{
    Q_OBJECT

protected:
    Hex hex(const QString &label) const
    {
        Hex h;
        if (!scene()->board().parseLabel(label, &h))
            qWarning("no hex %s", qPrintable(label));
        return h;
    }
    QPoint at(const QString &label) const { return view()->viewportPoint(hex(label)); }
    void drag(QPoint from, const QList<QPoint> &through, Qt::KeyboardModifiers mods = {})
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
    qint64 events() const { return doc()->store().eventCount(); }

    QString m_path; // this test's copy of the board battle

private slots:
    void initTestCase()
    {
        isolateSettings(QCoreApplication::applicationName());
        QVERIFY(m_dir.isValid());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow(); // the keyboard's focus is followed
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void init()
    {
        // Each test starts on a fresh copy of the board battle, the board in front and fitted.
        static int n = 0;
        QString error;
        m_path = m_dir.filePath(QStringLiteral("board%1.adjutant").arg(++n));
        QVERIFY2(writeScenarioBattle(kBoardScenario, m_path, &error), qPrintable(error));
        QVERIFY(m_window->openBattle(m_path, true));
        m_window->showBoard();
        QTRY_VERIFY(view()->isVisible());
        view()->fitToWindow();
        view()->setZoom(std::max(view()->zoom(), 0.6)); // counters big enough to hit
        view()->centerOn(scene()->geometry().center(hex(QStringLiteral("0404"))));
        m_window->activateWindow(); // a menu closed by an earlier test may have taken the activation along
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QCoreApplication::processEvents();
    }
};

} // namespace adj::testing
