// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Summary dock: in the main window behind the log, on the View menu with its key; built
// only while it shows, off the GUI thread; following the battle as it changes and into the
// next turn; the turn selector and the players' report; the Glory race in Honour & Glory.
#include "battledocument.h"
#include "edits.h"
#include "effectedits.h"
#include "mainwindow.h"
#include "summaryview.h"
#include "support/demobattlefile.h"
#include "support/guitest.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>
#include <QXYSeries>

using namespace Qt::StringLiterals;

namespace adj {

class TestSummaryView final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void dockInTheMainWindow();
    void followsTheBattle();
    void gloryRace();
    void chartsFromTurnOne();
    void exportWhereTheRefereeLooks();
    void turnChooserKeepsItsWidth();

private:
    std::unique_ptr<BattleDocument> battle(const QString &file, const QString &ruleset);
};

std::unique_ptr<BattleDocument> TestSummaryView::battle(const QString &file, const QString &ruleset)
{
    QString error;
    auto doc = BattleDocument::create(m_dir.filePath(file), {u"View test"_s, ruleset}, &error);
    if (!doc)
        return doc;
    const QString type = ruleset == u"honour-glory"_s ? u"the-many"_s : u"regular"_s;
    for (const QString &side : {u"Blue"_s, u"Red"_s}) {
        doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error);
        doc->commit(Edits::addUnit(doc->state(), doc->profile(),
                                   {side, side + u" Guard"_s, type, -1, -1, {}, {}}, &error),
                    &error);
    }
    return doc;
}

// The turn chooser is as wide as its longest label can be, not measured item by item: a long
// battle's thousands of turns, each measured, held the window's first paint (issue 30).
void TestSummaryView::turnChooserKeepsItsWidth()
{
    auto doc = battle(u"widths.adjutant"_s, u"fhg-land"_s);
    QVERIFY(doc);
    const int narrow = [&] {
        SummaryView view;
        view.setDocument(doc.get());
        return view.findChild<QComboBox *>(u"summaryTurn"_s)->sizeHint().width();
    }();
    QString error;
    for (int t = 0; t < 120; ++t)
        QVERIFY2(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0,
                 qPrintable(error));
    SummaryView view;
    auto *turns = view.findChild<QComboBox *>(u"summaryTurn"_s);
    QVERIFY(turns);
    // The turns come as one insertion, not one item each: a long battle's thousands of turns cost
    // its start nothing while the Summary is closed.
    QSignalSpy inserted(turns->model(), &QAbstractItemModel::rowsInserted);
    view.setDocument(doc.get());
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(turns->count(), 1 + 121); // the battle so far, then each turn
    QCOMPARE(turns->itemText(0), u"The battle so far"_s);
    QCOMPARE(turns->itemText(121), u"Turn 121"_s);
    QCOMPARE(turns->itemData(121).toInt(), 121);
    QCOMPARE(turns->currentIndex(), 121); // on the latest turn
    QCOMPARE(turns->sizeHint().width(), narrow);
    QVERIFY(narrow > turns->fontMetrics().horizontalAdvance(u"Turn 9999"_s)); // its longest label fits
}

void TestSummaryView::dockInTheMainWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(u"summaryDock"_s);
    QVERIFY(dock);
    QCOMPARE(dock->widget(), window.summaryView());
    // On the View menu with its key, shown in the menu.
    QAction *toggle = dock->toggleViewAction();
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::Key_F9));
    QMenu *view = nullptr;
    for (QAction *a : window.menuBar()->actions())
        if (a->text() == u"&View"_s)
            view = a->menu();
    QVERIFY(view);
    QVERIFY(view->actions().contains(toggle));
    // Behind the log at first: a battle changing under it builds nothing.
    auto *log = window.findChild<QDockWidget *>(u"eventLogDock"_s);
    QVERIFY(window.tabifiedDockWidgets(log).contains(dock));

    auto doc = battle(u"dock.adjutant"_s, u"fhg-land"_s);
    QVERIFY(doc);
    BattleDocument *raw = doc.get();
    window.setDocument(std::move(doc));
    SummaryView *summary = window.summaryView();
    QTRY_VERIFY(!summary->isShown());
    QTest::qWait(400);
    QVERIFY(summary->isStale());
    QVERIFY(summary->summary().ruleset.isEmpty()); // never built while hidden
    for (QPushButton *b : summary->findChildren<QPushButton *>())
        QVERIFY2(!b->isEnabled(), qPrintable(b->text())); // nothing to print yet

    // F9 while it waits behind the log brings it forward, never hides it (issue 31): built now.
    toggle->trigger();
    QVERIFY(!dock->isHidden());
    QVERIFY(toggle->isChecked());
    QTRY_VERIFY(summary->isShown());
    QTRY_VERIFY(!dock->visibleRegion().isEmpty());
    QTRY_VERIFY(!summary->isStale());
    QCOMPARE(summary->summary().battle, raw->state().info.name);
    QVERIFY(summary->textView()->toPlainText().contains(u"Casualties (MP)"_s));
    QCOMPARE(summary->summary().sides.size(), 2);
    for (QPushButton *b : summary->findChildren<QPushButton *>())
        QVERIFY2(b->isEnabled(), qPrintable(b->text()));

    // F9 hides it; F9 again shows it on top.
    toggle->trigger();
    QVERIFY(dock->isHidden());
    toggle->trigger();
    QTRY_VERIFY(summary->isShown());
}

void TestSummaryView::followsTheBattle()
{
    auto doc = battle(u"follow.adjutant"_s, u"fhg-land"_s);
    QVERIFY(doc);
    SummaryView view;
    view.setDocument(doc.get());
    view.resize(900, 700);
    view.show();
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.summary().turn, 1);
    QCOMPARE(view.turnBox()->currentText(), u"Turn 1"_s);

    // A loss: the view goes stale, then shows it.
    QString error;
    Unit red = *doc->state().unitByName(u"Red Guard"_s);
    red.strength -= 1;
    QVERIFY(doc->commit(Edits::updateUnit(doc->state(), doc->profile(), red, &error), &error) > 0);
    QVERIFY(view.isStale());
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.summary().sides.at(1).lost, 1);

    // The next turn: a view on the latest turn follows it, with the card drawn in it.
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    Effect card{Effect::Kind::SetTracker};
    card.attribute = u"test.deck"_s;
    card.value = QJsonObject{{u"drawn"_s, 1}};
    card.text = u"Card drawn: Blue's brigade"_s;
    QVERIFY(doc->commit(EffectEdits::build(doc->state(), doc->profile(),
                                           {u"draw-card"_s, card.text, {}, {}, {}, {}, {card}}, &error),
                        &error) > 0);
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.turnBox()->currentText(), u"Turn 2"_s);
    QCOMPARE(view.summary().turn, 2);
    QCOMPARE(view.summary().sides.at(1).lost, 0);
    QVERIFY(view.textView()->toPlainText().contains(u"Cards drawn, wind and the order of play"_s));
    QVERIFY(view.textView()->toPlainText().contains(u"Card drawn: Blue's brigade"_s));

    // The battle so far stays chosen as the battle goes on.
    view.turnBox()->setCurrentIndex(0);
    QTRY_COMPARE(view.summary().turn, 0);
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.summary().sides.at(1).lost, 1);
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.turnBox()->count(), 4); // so far, turns 1 to 3
    QCOMPARE(view.summary().turn, 0);
    QCOMPARE(view.summary().lastTurn, 3);
    QVERIFY(view.textView()->toPlainText().contains(u"Red Guard"_s)); // its loss, unit by unit

    // A players' report: the enemy's losses in words, no figure of theirs on the charts.
    view.sideBox()->setCurrentIndex(1); // Blue's
    QTRY_COMPARE(view.summary().forSide, u"Blue"_s);
    QTRY_VERIFY(!view.isStale());
    QVERIFY(!view.textView()->toPlainText().contains(u"Red Guard"_s));
    for (QChartView *chart : view.chartViews())
        for (QAbstractSeries *series : chart->chart()->series())
            QVERIFY(!series->name().contains(u"Red"_s));

    // A side joins: offered in the report box, Blue's report still the one chosen.
    QVERIFY(doc->commit(Edits::addSide(doc->state(), u"Green"_s, {}, &error), &error) > 0);
    QCOMPARE(view.sideBox()->count(), 4);
    QCOMPARE(view.sideBox()->currentData().toString(), u"Blue"_s);
    QCOMPARE(view.sideBox()->itemData(3).toString(), u"Green"_s);
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.summary().forSide, u"Blue"_s);
    QCOMPARE(view.summary().sides.size(), 3);

    // The battle closed: nothing shown, nothing to print.
    view.setDocument(nullptr);
    QVERIFY(view.textView()->toPlainText().isEmpty());
    QVERIFY(view.chartViews().isEmpty());
}

void TestSummaryView::gloryRace()
{
    auto doc = battle(u"glory.adjutant"_s, u"honour-glory"_s);
    QVERIFY(doc);
    SummaryView view;
    view.setDocument(doc.get());
    view.show();
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.chartViews().size(), 2); // no Glory counter yet: no race to draw
    QString error;
    for (const Side &s : doc->state().sides)
        QVERIFY(doc->commit(Edits::setCounter(doc->state(), doc->profile(), s.id, {}, u"Glory"_s, 0, &error),
                            &error) > 0);
    const Id blue = doc->state().sideByName(u"Blue"_s)->id;
    QVERIFY(doc->commit(Edits::setCounter(doc->state(), doc->profile(), blue, {}, u"Glory"_s, 3, &error),
                        &error) > 0);
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.chartViews().size(), 3);
    const QChart *glory = view.chartViews().last()->chart();
    QCOMPARE(glory->title(), u"The Glory race"_s);
    QCOMPARE(glory->series().size(), 2);
    const auto *blueLine = qobject_cast<const QXYSeries *>(glory->series().first());
    QVERIFY(blueLine);
    QCOMPARE(blueLine->name(), u"Blue"_s);
    QCOMPARE(blueLine->at(0), QPointF(0, 0)); // the race starts at the start (issue 21)
    QCOMPARE(blueLine->at(1).y(), 3.0);
}

void TestSummaryView::chartsFromTurnOne()
{
    // Issue 21: turn 1 alone is a line from the start to the end of the turn, not an empty frame.
    auto doc = battle(u"turn1.adjutant"_s, u"fhg-land"_s);
    QVERIFY(doc);
    QString error;
    Unit red = *doc->state().unitByName(u"Red Guard"_s);
    const int began = red.strength;
    red.strength -= 1;
    QVERIFY(doc->commit(Edits::updateUnit(doc->state(), doc->profile(), red, &error), &error) > 0);
    SummaryView view;
    view.setDocument(doc.get());
    view.show();
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.summary().turn, 1);
    const QChart *strength = view.chartViews().at(1)->chart();
    QCOMPARE(strength->title(), u"Strength from the start to the end of each turn"_s);
    const auto *redLine = qobject_cast<const QXYSeries *>(strength->series().at(1));
    QVERIFY(redLine);
    QCOMPARE(redLine->name(), u"Red"_s);
    QCOMPARE(redLine->points(), (QList<QPointF>{{0, qreal(began)}, {1, qreal(began - 1)}}));
    QVERIFY(redLine->pointsVisible());
}

void TestSummaryView::exportWhereTheRefereeLooks()
{
    // Issue 21: beside the battle file, then the folder last used; the path said, its folder a click away.
    QSettings().remove(u"summary/exportFolder"_s);
    auto doc = battle(u"export.adjutant"_s, u"fhg-land"_s);
    QVERIFY(doc);
    SummaryView view;
    view.setDocument(doc.get());
    view.show();
    QTRY_VERIFY(!view.isStale());
    QCOMPARE(view.exportFolder(), m_dir.path());
    QVERIFY(!view.savedLabel()->isVisible());
    QString proposed;
    const QString chosen = m_dir.filePath(u"reports/turn one.pdf"_s);
    QVERIFY(QDir(m_dir.path()).mkpath(u"reports"_s));
    view.setExportPathChooser([&](const QString &p) {
        proposed = p;
        return chosen;
    });
    QSignalSpy written(&view, &SummaryView::written);
    view.exportPdf();
    QCOMPARE(QFileInfo(proposed).absolutePath(), m_dir.path());
    QCOMPARE(QFileInfo(proposed).fileName(), u"export turn 1.pdf"_s);
    QVERIFY(QFileInfo(chosen).size() > 1000);
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.at(0).at(0).toString(), chosen);
    QVERIFY(view.savedLabel()->isVisible());
    QVERIFY(view.savedLabel()->text().contains(u"turn one.pdf"_s));
    QCOMPARE(view.savedLabel()->toolTip(), QDir::toNativeSeparators(chosen));
    QVERIFY(view.savedLabel()->text().contains(QUrl::fromLocalFile(m_dir.filePath(u"reports"_s)).toString()));
    // The next export is proposed where the last one went.
    QCOMPARE(view.exportFolder(), m_dir.filePath(u"reports"_s));
    view.exportJson();
    QCOMPARE(QFileInfo(proposed).absolutePath(), m_dir.filePath(u"reports"_s));

    // A battle kept in Adjutant's own data folder (a demo) proposes the documents folder.
    QSettings().remove(u"summary/exportFolder"_s);
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(QDir().mkpath(data));
    QString error;
    auto demo = BattleDocument::create(QDir(data).filePath(u"demo-export.adjutant"_s),
                                       {u"Demo"_s, u"fhg-land"_s}, &error);
    QVERIFY2(demo, qPrintable(error));
    view.setDocument(demo.get());
    QCOMPARE(view.exportFolder(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    view.setDocument(nullptr);
    demo.reset();
    QFile::remove(QDir(data).filePath(u"demo-export.adjutant"_s));
}

} // namespace adj

QTEST_MAIN(adj::TestSummaryView)
#include "support/moc_guitest.cpp"
#include "tst_summaryview.moc"
