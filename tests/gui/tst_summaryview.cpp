// The Summary dock: in the main window behind the log, on the View menu with its key; built
// only while it shows, off the GUI thread; following the battle as it changes and into the
// next turn; the turn selector and the players' report; the Glory race in Honour & Glory.
#include "battledocument.h"
#include "edits.h"
#include "effectedits.h"
#include "mainwindow.h"
#include "summaryview.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QXYSeries>

using namespace Qt::StringLiterals;

namespace adj {

class TestSummaryView final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void dockInTheMainWindow();
    void followsTheBattle();
    void gloryRace();

private:
    std::unique_ptr<BattleDocument> battle(const QString &file, const QString &ruleset);
    QTemporaryDir m_dir;
};

void TestSummaryView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"adjutant-tests"_s);
    QCoreApplication::setApplicationName(u"tst_summaryview"_s);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

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

    dock->raise(); // the referee looks: built now
    QTRY_VERIFY(summary->isShown());
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
    QCOMPARE(blueLine->at(0).y(), 3.0);
}

} // namespace adj

QTEST_MAIN(adj::TestSummaryView)
#include "tst_summaryview.moc"
