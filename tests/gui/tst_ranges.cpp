// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Measured ranges in the GUI (issue 8): recorded from the ranges dock with the quick range
// syntax, listed there (as measured and on the ground), undoable, and reused by the action
// panel for the same two units when the battle has no board positions for them.
#include "actionpanel.h"
#include "battledocument.h"
#include "mainwindow.h"
#include "rangesmodel.h"
#include "rangespanel.h"
#include "scenario.h"
#include "schemaform.h"
#include "support/datarows.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/guitest.h"
#include "support/oiblopentable.h"
#include "support/testwindow.h"
#include "undosink.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// No positions and no board: only a measured range can tell the action panel how far.
const char kHexes[] = R"({"name": "Ranges test", "ruleset": "fhg-land", "sides": [
  {"name": "American", "units": [
    {"name": "13th", "type": "regular", "strength": 4},
    {"name": "Guns", "type": "artillery", "strength": 2}]},
  {"name": "British", "units": [
    {"name": "41st", "type": "regular", "strength": 3}]}]})";
const QByteArray kInches = testing::oiblOpenTable("Open table");
} // namespace

class TestRanges final : public testing::GuiTest, protected testing::TestWindow
{
    Q_OBJECT

private slots:
    void dockIsThere();
    void refusedRanges_data();
    void refusedRanges();
    void recordListedAndUndone();
    void reusedByTheActionPanel();
    void inchesAndCentimetres();

private:
    bool open(const QByteArray &scenario, const QString &file);
    void setUp() override;

    RangesPanel *m_panel = nullptr;
};

void TestRanges::setUp()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(open(kHexes, u"hexes.adjutant"_s));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel = m_window->rangesPanel();
    QVERIFY(m_panel);
}

bool TestRanges::open(const QByteArray &scenario, const QString &file)
{
    QString error;
    const QString path = m_dir.filePath(file);
    if (!testing::writeScenarioBattle(scenario, path, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return m_window->openBattle(path, true);
}

void TestRanges::dockIsThere()
{
    auto *dock = m_window->findChild<QDockWidget *>(u"rangesDock"_s);
    QVERIFY(dock);
    QCOMPARE(dock->widget(), m_panel);
    QVERIFY(dock->isVisible());
    QCOMPARE(m_panel->rangesModel()->rowCount(), 0);
    QCOMPARE(m_panel->rangesModel()->headerData(RangesModel::Ground, Qt::Horizontal).toString(),
             u"On the ground"_s);
}

struct RefusedRangesRow
{
    QString from;
    QString to;
    QString text;
    QString message;
};

void TestRanges::refusedRanges_data()
{
    testing::addRows<RefusedRangesRow>({
        {"inches on a hex board", {u"13th"_s, u"41st"_s, u"7.5in"_s, u"hexes"_s}},
        {"half a hex", {u"13th"_s, u"41st"_s, u"2.5"_s, u"whole number"_s}},
        {"not a range", {u"13th"_s, u"41st"_s, u"far"_s, u"not a range"_s}},
        {"same unit", {u"13th"_s, u"13th"_s, u"3"_s, u"two different units"_s}},
        {"no unit", {QString(), u"13th"_s, u"3"_s, u"Choose the two units"_s}},
    });
}

void TestRanges::refusedRanges()
{
    const auto [from, to, text, message] = testing::fetchRow<RefusedRangesRow>();
    const qint64 events = m_window->document()->store().eventCount();
    m_panel->chooseUnits(from.isEmpty() ? 0 : unitId(from), unitId(to));
    m_panel->rangeEdit()->setText(text);
    QVERIFY(!m_panel->record());
    QVERIFY2(m_panel->message().contains(message), qPrintable(m_panel->message()));
    QCOMPARE(m_window->document()->store().eventCount(), events);
    QCOMPARE(m_panel->rangesModel()->rowCount(), 0);
}

void TestRanges::recordListedAndUndone()
{
    BattleDocument *doc = m_window->document();
    m_panel->chooseUnits(unitId(u"13th"_s), unitId(u"41st"_s));
    m_panel->rangeEdit()->setText(u"3h"_s);
    QTest::keyClick(m_panel->rangeEdit(), Qt::Key_Return); // Return records, as the button does
    QVERIFY2(m_panel->message().isEmpty(), qPrintable(m_panel->message()));
    QCOMPARE(doc->state().ranges.size(), 1);
    const MeasuredRange r = doc->state().ranges.first();
    QCOMPARE(r.value, 3.0);
    QCOMPARE(r.measure, u"hex"_s);
    QCOMPARE(r.turn, 1);
    QCOMPARE(doc->store().events(doc->store().eventCount(), 1).value(0).kind, u"range.record"_s);
    QVERIFY(m_panel->rangeEdit()->text().isEmpty());

    const RangesModel *model = m_panel->rangesModel();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, RangesModel::From).data().toString(), u"13th"_s);
    QCOMPARE(model->index(0, RangesModel::To).data().toString(), u"41st"_s);
    QCOMPARE(model->index(0, RangesModel::Measured).data().toString(), u"3 hexes"_s);
    QCOMPARE(model->index(0, RangesModel::Ground).data().toString(), u"3 hexes"_s);
    QCOMPARE(model->index(0, RangesModel::Turn).data().toInt(), 1);

    // Undoable like every edit; redo brings it back.
    QVERIFY(m_window->undoAction()->isEnabled());
    m_window->undoAction()->trigger();
    QCOMPARE(doc->state().ranges.size(), 0);
    QCOMPARE(model->rowCount(), 0);
    m_window->redoAction()->trigger();
    QCOMPARE(model->rowCount(), 1);

    // A newer measurement of the same pair lists first.
    m_panel->chooseUnits(unitId(u"41st"_s), unitId(u"13th"_s));
    m_panel->rangeEdit()->setText(u"4"_s);
    QVERIFY(m_panel->record());
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, RangesModel::Measured).data().toString(), u"4 hexes"_s);
    QCOMPARE(model->index(0, RangesModel::From).data().toString(), u"41st"_s);
}

void TestRanges::reusedByTheActionPanel()
{
    BattleDocument *doc = m_window->document();
    ActionPanel *action = m_window->actionPanel();
    QVERIFY(action->chooseAction(u"fire"_s));
    // The last range measured between the two (either way round) fills the range input, read
    // from the battle: marked as known, not as typed.
    action->chooseUnits(unitId(u"13th"_s), unitId(u"41st"_s));
    QTRY_COMPARE(action->inputs().value(u"range"_s).toInt(), 4);
    auto *form = action->findChild<SchemaForm *>();
    QVERIFY(form);
    QVERIFY(!form->isOverridden(u"range"_s));
    QVERIFY(form->isKnown(u"range"_s));

    // A new measurement is picked up at once; undoing it brings back the one before.
    m_panel->chooseUnits(unitId(u"13th"_s), unitId(u"41st"_s));
    m_panel->rangeEdit()->setText(u"6"_s);
    QVERIFY(m_panel->record());
    QTRY_COMPARE(action->inputs().value(u"range"_s).toInt(), 6);
    m_window->undoAction()->trigger();
    QTRY_COMPARE(action->inputs().value(u"range"_s).toInt(), 4);

    // The quick range field still wins over the battle.
    action->setRangeText(u"2"_s);
    QTRY_COMPARE(action->inputs().value(u"range"_s).toInt(), 2);
    action->setRangeText(QString());
    QTRY_COMPARE(action->inputs().value(u"range"_s).toInt(), 4);

    // Two units never measured: nothing is made up.
    action->chooseUnits(unitId(u"Guns"_s), unitId(u"41st"_s));
    QTRY_VERIFY(!action->inputs().contains(u"range"_s));
    Q_UNUSED(doc);
}

void TestRanges::inchesAndCentimetres()
{
    QVERIFY(open(kInches, u"inches.adjutant"_s));
    BattleDocument *doc = m_window->document();
    m_panel->chooseUnits(unitId(u"1st Maryland"_s), unitId(u"23rd Foot"_s));
    m_panel->rangeEdit()->setText(u"3h"_s);
    QVERIFY(!m_panel->record()); // an open table counts no hexes
    m_panel->rangeEdit()->setText(u"18cm"_s);
    QVERIFY2(m_panel->record(), qPrintable(m_panel->message()));
    m_panel->rangeEdit()->setText(u"7.5in"_s);
    QVERIFY2(m_panel->record(), qPrintable(m_panel->message()));
    const RangesModel *model = m_panel->rangesModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, RangesModel::Measured).data().toString(), u"7.5 in"_s);
    QCOMPARE(model->index(1, RangesModel::Measured).data().toString(), u"18 cm"_s);
    QVERIFY(model->index(0, RangesModel::Ground).data().toString().endsWith(u" yd"_s));
    const MeasuredRange *last = doc->state().lastRange(unitId(u"23rd Foot"_s), unitId(u"1st Maryland"_s));
    QVERIFY(last);
    QCOMPARE(last->measure, u"in"_s);
    QCOMPARE(last->value, 7.5);
}

} // namespace adj

QTEST_MAIN(adj::TestRanges)
#include "support/moc_guitest.cpp"
#include "tst_ranges.moc"
