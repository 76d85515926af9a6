// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The log's filter bar and details pane (issue 8): filtering by turn, side, unit and kind
// gives the right rows, in SQL and for entries logged afterwards; an entry's details show its
// trace with rule numbers and its dice with the seed; undone entries keep their place.
#include "battledocument.h"
#include "edits.h"
#include "eventfilter.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "labels.h"
#include "logfiltermodel.h"
#include "logpanel.h"
#include "mainwindow.h"
#include "scenario.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/guitest.h"
#include "support/paintcount.h"
#include "support/testwindow.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const char kScenario[] = R"({"name": "Log filter test", "ruleset": "fhg-land", "sides": [
  {"name": "American", "units": [
    {"name": "13th", "type": "regular", "strength": 4},
    {"name": "Guns", "type": "artillery", "strength": 2}]},
  {"name": "British", "units": [
    {"name": "41st", "type": "regular", "strength": 3},
    {"name": "49th", "type": "elite", "strength": 4}]}]})";

// A phase advanced and logged, as the tests below watch entries come into the log: empty, or why
// it was not logged.
QString logPhaseAdvance(BattleDocument *doc)
{
    QString error;
    if (doc->submit(Edits::advancePhase(doc->state(), doc->profile()), &error) > 0)
        return {};
    return error.isEmpty() ? u"the phase advance was not logged"_s : error;
}
} // namespace

class TestLogFilter final : public testing::GuiTest, protected testing::TestWindow
{
    Q_OBJECT

private slots:
    void filterByKind();
    void filterByTurn();
    void filterBySideAndUnit();
    void combinedAndCleared();
    void newEntriesFollowTheFilter();
    void newestEntryInViewAtOnce();
    void numbersShownWhole();
    void newEntryPaintedOnce();
    void storeAndMemoryAgree();
    void detailsShowTraceAndDice();
    void undoneEntryStaysAndReads();

private:
    void place(const QString &unit, const QString &kind);
    QList<qint64> shownSeqs() const;
    void setFilter(int turn, const QString &side, const QString &unit, const QString &kind);
    void setUp() override;

    LogPanel *m_panel = nullptr;
    qint64 m_resolution = 0;
};

void TestLogFilter::setUp()
{
    QString error;
    m_window = testing::windowOnScenario(kScenario, m_dir.filePath(u"log.adjutant"_s), &error);
    QVERIFY2(m_window, qPrintable(error));
    BattleDocument *doc = m_window->document();

    // Turn 1: markers on both sides; turn 2: a resolution with its trace and dice, and a marker.
    place(u"13th"_s, u"column"_s);
    place(u"41st"_s, u"activated"_s);
    QVERIFY(doc->submit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    QCOMPARE(doc->state().info.turn, 2);
    Edit fire;
    fire.kind = u"resolve.fire"_s;
    fire.actor = u"Guns"_s;
    fire.summary = u"Guns fire on 49th: 1 hit"_s;
    fire.inputs = {{u"_diceSource"_s, QJsonObject{{u"kind"_s, u"rolled"_s}, {u"seed"_s, u"424242"_s}}}};
    fire.dice = QJsonArray{
        QJsonObject{{u"sides"_s, 6}, {u"value"_s, 5}, {u"source"_s, u"rolled"_s}, {u"purpose"_s, u"fire"_s}},
        QJsonObject{{u"sides"_s, 6}, {u"value"_s, 2}, {u"source"_s, u"rolled"_s}, {u"purpose"_s, u"fire"_s}}};
    fire.trace =
        QJsonArray{QJsonObject{{u"text"_s, u"2 dice at 3 hexes need 5-6"_s}, {u"rule"_s, u"8.1.3"_s}},
                   QJsonObject{{u"text"_s, u"5,2: 1 hit"_s}, {u"rule"_s, u"8.1.1"_s}}};
    m_resolution = doc->submit(fire, &error);
    QVERIFY2(m_resolution > 0, qPrintable(error));
    place(u"49th"_s, u"fired-on"_s);

    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel = m_window->logPanel();
    QVERIFY(m_panel);
}

void TestLogFilter::place(const QString &unit, const QString &kind)
{
    BattleDocument *doc = m_window->document();
    QString error;
    const Edit e = Edits::placeMarker(doc->state(), doc->profile(), unitId(unit), kind, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QVERIFY2(doc->submit(e, &error) > 0, qPrintable(error));
}

QList<qint64> TestLogFilter::shownSeqs() const
{
    QList<qint64> out;
    const QAbstractItemModel *m = m_panel->view()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        out << m->index(r, EventLogModel::Seq).data().toLongLong();
    return out;
}

void TestLogFilter::setFilter(int turn, const QString &side, const QString &unit, const QString &kind)
{
    m_panel->turnFilter()->setValue(turn);
    QComboBox *sides = m_panel->sideFilter();
    const Side *s = side.isEmpty() ? nullptr : m_window->document()->state().sideByName(side);
    sides->setCurrentIndex(sides->findData(s ? s->id : Id(0)));
    QVERIFY(sides->currentIndex() >= 0);
    m_panel->unitFilter()->setText(unit);
    QComboBox *kinds = m_panel->kindFilter();
    kinds->setCurrentIndex(kinds->findData(kind));
    QVERIFY2(kinds->currentIndex() >= 0, qPrintable(kind));
    m_panel->applyFilter(); // typing waits for a pause; the test does not
}

void TestLogFilter::filterByKind()
{
    // The kind filter offers the kinds the log holds, by their labels.
    QComboBox *kinds = m_panel->kindFilter();
    const int place = kinds->findData(u"marker.place"_s);
    QVERIFY(place > 0);
    QCOMPARE(kinds->itemText(place), Labels::eventKind(u"marker.place"_s));
    QVERIFY(kinds->findData(u"resolve.fire"_s) > 0);
    QCOMPARE(kinds->itemText(0), u"All kinds"_s);

    setFilter(0, {}, {}, u"marker.place"_s);
    const QList<qint64> shown = shownSeqs();
    QCOMPARE(shown.size(), 3);
    for (const qint64 seq : shown)
        QCOMPARE(m_window->document()->store().events(seq, 1).value(0).kind, u"marker.place"_s);
    setFilter(0, {}, {}, u"resolve.fire"_s);
    QCOMPARE(shownSeqs(), QList<qint64>{m_resolution});
}

void TestLogFilter::filterByTurn()
{
    setFilter(2, {}, {}, {});
    const QList<qint64> shown = shownSeqs();
    QCOMPARE(shown.size(),
             2); // the resolution and the fired-on marker (the turn's advance is logged in turn 1)
    for (const qint64 seq : shown)
        QCOMPARE(m_window->document()->store().events(seq, 1).value(0).turn, 2);
    QCOMPARE(m_panel->turnFilter()->text(), u"Turn 2"_s);
    setFilter(0, {}, {}, {});
    QCOMPARE(m_panel->turnFilter()->text(), u"All turns"_s);
}

void TestLogFilter::filterBySideAndUnit()
{
    setFilter(0, u"British"_s, {}, u"marker.place"_s);
    QCOMPARE(shownSeqs().size(), 2); // 41st and 49th
    setFilter(0, u"American"_s, {}, {});
    QList<qint64> shown = shownSeqs();
    QVERIFY(shown.contains(m_resolution)); // the Guns are American
    for (const qint64 seq : shown) {
        const QString actor = m_window->document()->store().events(seq, 1).value(0).actor;
        QVERIFY2(actor == u"American"_s || actor == u"13th"_s || actor == u"Guns"_s, qPrintable(actor));
    }
    setFilter(0, {}, u"guns"_s, {}); // any case, part of the name
    QVERIFY(shownSeqs().contains(m_resolution));
    for (const qint64 seq : shownSeqs())
        QCOMPARE(m_window->document()->store().events(seq, 1).value(0).actor, u"Guns"_s);
}

void TestLogFilter::combinedAndCleared()
{
    setFilter(1, u"British"_s, u"41"_s, u"marker.place"_s);
    QCOMPARE(shownSeqs().size(), 1);
    setFilter(2, u"British"_s, u"41"_s, u"marker.place"_s);
    QVERIFY(shownSeqs().isEmpty());
    setFilter(0, {}, {}, {});
    QCOMPARE(shownSeqs().size(), int(m_window->document()->store().eventCount()));
}

void TestLogFilter::newEntriesFollowTheFilter()
{
    setFilter(0, {}, {}, u"marker.place"_s);
    const int before = int(shownSeqs().size());
    place(u"Guns"_s, u"column"_s);
    QCOMPARE(shownSeqs().size(), before + 1);
    BattleDocument *doc = m_window->document();
    QString error;
    QVERIFY(doc->submit(Edits::advancePhase(doc->state(), doc->profile()), &error) > 0);
    QCOMPARE(shownSeqs().size(), before + 1); // not a marker: hidden
    // A kind the log did not hold before is offered as soon as it is logged.
    QVERIFY(m_panel->kindFilter()->findData(u"phase.advance"_s) > 0);
    setFilter(0, {}, {}, {});
}

// The log follows its newest entry as soon as it is logged, before any paint (issue 30: it was
// painted twice, at the old end and then at the new), and stays where the referee scrolled back to.
void TestLogFilter::newestEntryInViewAtOnce()
{
    EventLogView *view = m_panel->view();
    BattleDocument *doc = m_window->document();
    const auto log = [doc] { QCOMPARE(logPhaseAdvance(doc), QString()); };
    for (int i = 0; i < 12; ++i)
        log();
    QCoreApplication::processEvents();
    QScrollBar *bar = view->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());

    // Logged and not yet painted: the newest row is the one in view at the bottom.
    log();
    const int last = view->model()->rowCount() - 1;
    QCOMPARE(bar->value(), bar->maximum());
    const QRect newest = view->visualRect(view->model()->index(last, 0));
    QVERIFY2(view->viewport()->rect().contains(newest), "the newest entry is not in view");

    // Scrolled back to read: a new entry leaves the view where it is.
    view->scrollToTop();
    QCOMPARE(bar->value(), 0);
    log();
    QCoreApplication::processEvents();
    QCOMPARE(bar->value(), 0);
}

// A new entry is painted with the change's paint. The bar's new range has the scroll area lay its
// bars out again, queued by Qt, and raise each: both were painted a second time after the change's
// paint (issue 30: each undo on the big battle).
void TestLogFilter::newEntryPaintedOnce()
{
    // The log alone in a window of its own, narrow and short enough for both bars.
    BattleDocument *doc = m_window->document();
    EventLogView view;
    view.setDocument(doc);
    view.resize(300, 160);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto log = [doc] { QCOMPARE(logPhaseAdvance(doc), QString()); };
    for (int i = 0; i < 12; ++i)
        log();
    testing::sendPostedRounds();
    QWidget *across = view.horizontalScrollBar()->parentWidget();
    QWidget *down = view.verticalScrollBar()->parentWidget();
    QVERIFY(across->isVisible() && down->isVisible());

    log();
    testing::PaintCount paints({across, down});
    view.repaint();
    testing::sendPostedRounds();
    QCOMPARE(paints.of(across), 1);
    QCOMPARE(paints.of(down), 1);
}

// A long battle's numbers are read whole: the big battle's turn 3,170 and event 100,600 were cut
// to "31…" and "10…" (issue 30).
void TestLogFilter::numbersShownWhole()
{
    QString error;
    QByteArray late = kScenario;
    late.replace(R"("ruleset": "fhg-land",)", R"("ruleset": "fhg-land", "turn": 9999,)");
    auto window = testing::windowOnScenario(late, m_dir.filePath(u"late.adjutant"_s), &error);
    QVERIFY2(window, qPrintable(error));
    QCOMPARE(window->document()->state().info.turn, 9999); // the last turn a battle has
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    EventLogView *view = window->logPanel()->view();
    const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    const auto fits = [&](int column, const QString &text) {
        return view->columnWidth(column) >= view->fontMetrics().horizontalAdvance(text) + margins;
    };
    QVERIFY2(fits(EventLogModel::Turn, u"9999"_s),
             qPrintable(QString::number(view->columnWidth(EventLogModel::Turn))));
    QVERIFY(fits(EventLogModel::Seq, QString::number(view->model()->rowCount() * 10))); // a digit to spare
    // Never narrower than the column's title.
    QVERIFY(view->columnWidth(EventLogModel::Seq) >=
            view->horizontalHeader()->sectionSizeHint(EventLogModel::Seq));
}

void TestLogFilter::storeAndMemoryAgree()
{
    // The SQL filter and the in-memory one (for entries logged later) give the same answer.
    BattleDocument *doc = m_window->document();
    const qint64 n = doc->store().eventCount();
    const QList<Event> events = doc->store().events(1, int(n));
    QList<EventFilter> filters;
    for (const int turn : {0, 1, 2})
        for (const Id side : QList<Id>{0, doc->state().sideByName(u"British"_s)->id})
            for (const QString &unit : {QString(), u"4"_s})
                for (const QString &kind : {QString(), u"marker.place"_s, u"turn.advance"_s})
                    filters << EventFilter{turn, side, unit, kind};
    for (const EventFilter &f : std::as_const(filters)) {
        const QBitArray bits = f.matching(doc->store(), n);
        for (const Event &e : events)
            QCOMPARE(bits.testBit(int(e.seq - 1)), f.matches(e, doc->state()));
    }
}

void TestLogFilter::detailsShowTraceAndDice()
{
    setFilter(0, {}, {}, u"resolve.fire"_s);
    EventLogView *view = m_panel->view();
    QCOMPARE(view->model()->rowCount(), 1);
    view->setCurrentIndex(view->model()->index(0, EventLogModel::Summary));
    const QString text = m_panel->detailsText();
    QVERIFY2(text.contains(u"2 dice at 3 hexes need 5-6 (8.1.3)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"5,2: 1 hit (8.1.1)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"5 on a d6, rolled: fire"_s), qPrintable(text));
    QVERIFY2(text.contains(u"2 on a d6, rolled: fire"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Seed: 424242"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Guns fire on 49th: 1 hit"_s), qPrintable(text));

    // Another entry: its own details; no selection: none.
    setFilter(0, {}, {}, u"marker.place"_s);
    view->setCurrentIndex(view->model()->index(0, EventLogModel::Summary));
    QVERIFY(!m_panel->detailsText().contains(u"Seed"_s));
    QVERIFY(m_panel->detailsText().contains(u"13th"_s));
    setFilter(0, {}, {}, {});
}

void TestLogFilter::undoneEntryStaysAndReads()
{
    const qint64 seq = m_window->document()->store().eventCount();
    place(u"13th"_s, u"activated"_s);
    m_window->undoAction()->trigger();
    const EventLogModel *log = m_panel->view()->logModel();
    const QModelIndex source = log->index(int(seq), EventLogModel::Summary); // row seq + 1 - 1
    QVERIFY(source.data(EventLogModel::UndoneRole).toBool());
    const QModelIndex shown = m_panel->view()->filterModel()->mapFromSource(source);
    QVERIFY(shown.isValid());
    m_panel->view()->setCurrentIndex(shown);
    QVERIFY2(m_panel->detailsText().contains(u"(undone)"_s), qPrintable(m_panel->detailsText()));
    // The undo's own entry and the undone one both pass a kind filter on their kinds.
    setFilter(0, {}, {}, u"undo"_s);
    QCOMPARE(shownSeqs().size(), 1);
    setFilter(0, {}, {}, {});
}

} // namespace adj

QTEST_MAIN(adj::TestLogFilter)
#include "support/moc_guitest.cpp"
#include "tst_logfilter.moc"
