// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Markers with one key (issue 8): Ctrl+1..9 are the rule set's marker kinds in profile
// order, listed in the Markers menu with their shortcuts and on the roster's marker bar;
// a key places the marker on the selected unit, the same key lifts it, and each is undoable.
#include "battledocument.h"
#include "labels.h"
#include "mainwindow.h"
#include "markerdelegate.h"
#include "rosterfiltermodel.h"
#include "rostermodel.h"
#include "rosterpanel.h"
#include "rosterview.h"
#include "rulesetprofile.h"
#include "scenario.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/guitest.h"
#include "support/oiblopentable.h"
#include "support/testwindow.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace adj {

class TestMarkerKeys final : public testing::GuiTest, protected testing::TestWindow
{
    Q_OBJECT

private slots:
    void menuListsKindsWithShortcuts();
    void keyPlacesThenLifts();
    void eachStepUndoable();
    void severalUnitsAtOnce();
    void noUnitNoMarker();
    void rosterFilter();
    void eachKindItsOwnIcon();

private:
    void select(const QList<Id> &units);
    QStringList markers(const QString &unit) const;
    void setUp() override;

    RosterView *m_roster = nullptr;
};

void TestMarkerKeys::setUp()
{
    QString error;
    const QString path = m_dir.filePath(u"markers.adjutant"_s);
    QVERIFY2(testing::writeScenarioBattle(testing::oiblOpenTable("Marker keys test"), path, &error),
             qPrintable(error));
    m_window = testing::shownWindowOn(path);
    QVERIFY(m_window);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_roster = m_window->rosterView();
}

void TestMarkerKeys::select(const QList<Id> &units)
{
    m_roster->selectionModel()->clearSelection();
    for (const Id id : units) {
        const QModelIndex index = m_roster->viewIndexOfUnit(id);
        QVERIFY(index.isValid());
        m_roster->selectionModel()->setCurrentIndex(index,
                                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    m_roster->setFocus();
}

QStringList TestMarkerKeys::markers(const QString &unit) const
{
    return m_roster->rosterModel()
        ->indexOfUnit(unitId(unit))
        .data(RosterModel::MarkerKindsRole)
        .toStringList();
}

void TestMarkerKeys::menuListsKindsWithShortcuts()
{
    const QStringList kinds = m_window->document()->profile().markerKinds;
    QCOMPARE(kinds.first(), u"panic"_s);
    QMenu *menu = m_window->markersMenu();
    QVERIFY(menu);
    const QList<QAction *> actions = menu->actions();
    QCOMPARE(actions.size(), kinds.size());
    for (int i = 0; i < kinds.size(); ++i) {
        QCOMPARE(actions.at(i)->data().toString(), kinds.at(i));
        QCOMPARE(actions.at(i)->text(), Labels::marker(kinds.at(i)));
        QCOMPARE(actions.at(i)->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        QVERIFY(actions.at(i)->isCheckable());
    }
    // The same actions are the roster's marker bar.
    QCOMPARE(m_window->rosterPanel()->markerBar()->actions(), actions);
}

void TestMarkerKeys::keyPlacesThenLifts()
{
    select({unitId(u"1st Maryland"_s)});
    QAction *panic = m_window->markersMenu()->actions().at(0);
    QVERIFY(panic->isEnabled());
    QVERIFY(!panic->isChecked());
    QTest::keyClick(m_roster, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(markers(u"1st Maryland"_s), QStringList{u"panic"_s});
    QVERIFY(panic->isChecked());
    QCOMPARE(
        m_window->document()->store().events(m_window->document()->store().eventCount(), 1).value(0).kind,
        u"marker.place"_s);
    QTest::keyClick(m_roster, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(markers(u"1st Maryland"_s).isEmpty());
    QVERIFY(!panic->isChecked());
    QCOMPARE(
        m_window->document()->store().events(m_window->document()->store().eventCount(), 1).value(0).kind,
        u"marker.lift"_s);
    // Ctrl+4 is the fourth kind (column).
    QTest::keyClick(m_roster, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(markers(u"1st Maryland"_s), QStringList{u"column"_s});
    QTest::keyClick(m_roster, Qt::Key_4, Qt::ControlModifier);
    QVERIFY(markers(u"1st Maryland"_s).isEmpty());
}

void TestMarkerKeys::eachStepUndoable()
{
    select({unitId(u"23rd Foot"_s)});
    QTest::keyClick(m_roster, Qt::Key_2, Qt::ControlModifier); // routing placed
    QCOMPARE(markers(u"23rd Foot"_s), QStringList{u"routing"_s});
    QTest::keyClick(m_roster, Qt::Key_2, Qt::ControlModifier); // and lifted
    QVERIFY(markers(u"23rd Foot"_s).isEmpty());
    QVERIFY(m_window->undoAction()->text().contains(u"23rd Foot"_s));
    m_window->undoAction()->trigger(); // the lift undone: on the table again
    QCOMPARE(markers(u"23rd Foot"_s), QStringList{u"routing"_s});
    QVERIFY(m_window->markersMenu()->actions().at(1)->isChecked());
    m_window->undoAction()->trigger(); // the placing undone: gone
    QVERIFY(markers(u"23rd Foot"_s).isEmpty());
    QVERIFY(!m_window->markersMenu()->actions().at(1)->isChecked());
    m_window->redoAction()->trigger();
    QCOMPARE(markers(u"23rd Foot"_s), QStringList{u"routing"_s});
    m_window->redoAction()->trigger();
    QVERIFY(markers(u"23rd Foot"_s).isEmpty());
}

void TestMarkerKeys::severalUnitsAtOnce()
{
    select({unitId(u"1st Maryland"_s), unitId(u"2nd Maryland"_s)});
    QCOMPARE(m_roster->targetUnits().size(), 2);
    QTest::keyClick(m_roster, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(markers(u"1st Maryland"_s), QStringList{u"reforming"_s});
    QCOMPARE(markers(u"2nd Maryland"_s), QStringList{u"reforming"_s});
    // One undo per unit.
    m_window->undoAction()->trigger();
    QCOMPARE(markers(u"1st Maryland"_s), QStringList{u"reforming"_s});
    QVERIFY(markers(u"2nd Maryland"_s).isEmpty());
    m_window->undoAction()->trigger();
    QVERIFY(markers(u"1st Maryland"_s).isEmpty());
}

void TestMarkerKeys::noUnitNoMarker()
{
    m_roster->selectionModel()->clear();
    QVERIFY(!m_window->markersMenu()->actions().at(0)->isEnabled());
    const qint64 events = m_window->document()->store().eventCount();
    QTest::keyClick(m_roster, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_window->document()->store().eventCount(), events);
}

void TestMarkerKeys::rosterFilter()
{
    // Name, type, side or marker, any case; sides show while a unit of theirs does.
    QLineEdit *filter = m_window->rosterPanel()->filterEdit();
    const QAbstractItemModel *shown = m_roster->model();
    auto units = [shown] {
        QStringList out;
        for (int s = 0; s < shown->rowCount(); ++s)
            for (int r = 0; r < shown->rowCount(shown->index(s, 0)); ++r)
                out << shown->index(r, 0, shown->index(s, 0)).data().toString();
        return out;
    };
    filter->setText(u"maryland"_s);
    QTRY_COMPARE(units(), (QStringList{u"1st Maryland"_s, u"2nd Maryland"_s}));
    QCOMPARE(shown->rowCount(), 1);
    filter->setText(u"crown"_s);
    QTRY_COMPARE(units(), QStringList{u"23rd Foot"_s});
    select({unitId(u"23rd Foot"_s)});
    QTest::keyClick(m_roster, Qt::Key_5, Qt::ControlModifier); // limbered
    filter->setText(u"limber"_s);
    QTRY_COMPARE(units(), QStringList{u"23rd Foot"_s});
    filter->setText(u"nobody"_s);
    QTRY_COMPARE(shown->rowCount(), 0);
    filter->clear();
    QTRY_COMPARE(units().size(), 3);
    // The sides are open again after filtering.
    QVERIFY(m_roster->isExpanded(shown->index(0, 0)));
    QVERIFY(m_roster->visualRect(m_roster->viewIndexOfUnit(unitId(u"2nd Maryland"_s))).isValid());
}

void TestMarkerKeys::eachKindItsOwnIcon()
{
    // Issue 31: three kinds of one rule set shared the generic flag. Within a rule set every kind
    // has a picture of its own, and none is the generic one.
    const qint64 generic = MarkerDelegate::markerIcon(u"no-such-marker"_s).cacheKey();
    for (const RuleSetProfile &p : Profiles::all()) {
        QHash<qint64, QString> seen;
        for (const QString &kind : p.markerKinds) {
            const QIcon icon = MarkerDelegate::markerIcon(kind);
            QVERIFY2(!icon.pixmap(16).isNull(), qPrintable(p.id + u": "_s + kind));
            QVERIFY2(icon.cacheKey() != generic,
                     qPrintable(p.id + u": "_s + kind + u" has the generic icon"_s));
            QVERIFY2(
                !seen.contains(icon.cacheKey()),
                qPrintable(p.id + u": "_s + kind + u" has the icon of "_s + seen.value(icon.cacheKey())));
            seen.insert(icon.cacheKey(), kind);
        }
    }
}

} // namespace adj

QTEST_MAIN(adj::TestMarkerKeys)
#include "support/moc_guitest.cpp"
#include "tst_markerkeys.moc"
