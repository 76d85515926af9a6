// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The roster forms: a unit added through the unit dialog, edited, duplicated and removed,
// each undone and redone; the attribute fields offer only what the rule set allows; leaders
// added and attached; an import with bad lines names them and imports nothing.
#include "battledocument.h"
#include "demobattles.h"
#include "leaderdialog.h"
#include "mainwindow.h"
#include "rosteractions.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "rulesetprofile.h"
#include "support/demobattlefile.h"
#include "support/guitest.h"
#include "undosink.h"
#include "unitdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace adj {

class TestRosterForms final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void addUnitThroughTheDialog();
    void editUnit();
    void duplicateUnit();
    void removeUnitAsksFirst();
    void comboOffersOnlyAllowedValues();
    void perTypeAttributesShownOrHidden();
    void refusedInputIsShown();
    void leaders();
    void importWithBadLinesImportsNothing();
    void importAndExportRoundTrip();
    void menusAndKeys();
    void demoBattlesFromTheFileMenu();
    void cleanup();
    void cleanupTestCase();

private:
    void undoRedo(const std::function<void()> &checkBefore, const std::function<void()> &checkAfter);
    BattleDocument *doc() const { return m_window->document(); }
    RosterActions *actions() const { return m_window->rosterView()->rosterActions(); }
    bool openDemo(const QString &id);
    void setUp() override;

    std::unique_ptr<MainWindow> m_window;
    QStringList m_boxes; // message boxes shown
};

bool TestRosterForms::openDemo(const QString &id)
{
    QString error;
    const QString path = DemoBattles::ensure(id, m_dir.path(), &error);
    if (path.isEmpty())
        qWarning("%s", qPrintable(error));
    return !path.isEmpty() && m_window->openBattle(path, true);
}

void TestRosterForms::setUp()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(openDemo(u"fhg-queenston"_s));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    actions()->setConfirm([](const QString &) { return true; });
    // A message box would wait forever offscreen: close it, and fail the test that caused it.
    auto *closer = new QTimer(this);
    connect(closer, &QTimer::timeout, this, [this] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            m_boxes << box->text();
            box->reject();
        }
    });
    closer->start(200);
}

void TestRosterForms::cleanup()
{
    QVERIFY2(m_boxes.isEmpty(), qPrintable(m_boxes.join(u'\n')));
}

void TestRosterForms::undoRedo(const std::function<void()> &checkBefore,
                               const std::function<void()> &checkAfter)
{
    QString error;
    QVERIFY2(m_window->undoSink()->undo(&error), qPrintable(error));
    checkBefore();
    QVERIFY2(m_window->undoSink()->redo(&error), qPrintable(error));
    checkAfter();
}

void TestRosterForms::addUnitThroughTheDialog()
{
    const Id american = doc()->state().sideByName(u"American"_s)->id;
    UnitDialog dialog(doc(), 0, american, m_window.get());
    QVERIFY(dialog.isNew());
    auto *name = dialog.findChild<QLineEdit *>(u"name"_s);
    auto *type = dialog.findChild<QComboBox *>(u"type"_s);
    auto *strength = dialog.findChild<QSpinBox *>(u"strength"_s);
    auto *start = dialog.findChild<QSpinBox *>(u"start"_s);
    auto *position = dialog.findChild<QLineEdit *>(u"position"_s);
    auto *side = dialog.findChild<QComboBox *>(u"side"_s);
    QVERIFY(name && type && strength && start && position && side);
    QCOMPARE(side->currentText(), u"American"_s);
    QTest::keyClicks(name, u"25th U.S. Infantry"_s);
    type->setCurrentIndex(type->findData(u"regular"_s));
    QCOMPARE(start->maximum(), 4);
    QCOMPARE(start->value(), 4);
    strength->setValue(3);
    QTest::keyClicks(position, u"08x09"_s); // the hex validator keeps digits only
    QCOMPARE(position->text(), u"0809"_s);
    auto *formation = qobject_cast<QComboBox *>(dialog.attributeField(u"formation"_s));
    QVERIFY(formation);
    formation->setCurrentIndex(formation->findData(u"column"_s));
    const qint64 events = doc()->store().eventCount();
    QVERIFY2(dialog.commit(), qPrintable(dialog.problem()));
    QCOMPARE(doc()->store().eventCount(), events + 1);

    auto check = [this] {
        const Unit *u = doc()->state().unitByName(u"25th U.S. Infantry"_s);
        QVERIFY(u);
        QCOMPARE(u->type, u"regular"_s);
        QCOMPARE(u->strength, 3);
        QCOMPARE(u->strengthStart, 4);
        QCOMPARE(u->position, u"0809"_s);
        QCOMPARE(u->attrs.value(u"formation"_s).toString(), u"column"_s);
        QVERIFY(m_window->rosterView()->rosterModel()->indexOfUnit(u->id).isValid());
    };
    check();
    undoRedo([this] { QVERIFY(!doc()->state().unitByName(u"25th U.S. Infantry"_s)); }, check);
}

void TestRosterForms::editUnit()
{
    const Unit before = *doc()->state().unitByName(u"41st Foot"_s);
    UnitDialog dialog(doc(), before.id, 0, m_window.get());
    QVERIFY(!dialog.isNew());
    auto *name = dialog.findChild<QLineEdit *>(u"name"_s);
    auto *strength = dialog.findChild<QSpinBox *>(u"strength"_s);
    QCOMPARE(name->text(), u"41st Foot"_s);
    QCOMPARE(strength->value(), 4);
    name->setText(u"41st Foot (flank companies)"_s);
    strength->setValue(2);
    QVERIFY2(dialog.commit(), qPrintable(dialog.problem()));
    auto check = [this, id = before.id] {
        const Unit u = doc()->state().units.value(id);
        QCOMPARE(u.name, u"41st Foot (flank companies)"_s);
        QCOMPARE(u.strength, 2);
    };
    check();
    undoRedo([this, before] { QCOMPARE(doc()->state().units.value(before.id), before); }, check);

    // Opening and saving without a change logs nothing.
    const qint64 events = doc()->store().eventCount();
    UnitDialog same(doc(), before.id, 0, m_window.get());
    QVERIFY(same.commit());
    QCOMPARE(doc()->store().eventCount(), events);
}

void TestRosterForms::duplicateUnit()
{
    const Unit original = *doc()->state().unitByName(u"York Militia"_s);
    QString error;
    QVERIFY2(actions()->duplicateUnit(original.id, &error), qPrintable(error));
    auto check = [this, original] {
        const Unit *copy = doc()->state().unitByName(u"York Militia (2)"_s);
        QVERIFY(copy);
        QVERIFY(copy->id != original.id);
        QCOMPARE(copy->side, original.side);
        QCOMPARE(copy->type, original.type);
        QCOMPARE(copy->strength, original.strength);
        QCOMPARE(copy->attrs, original.attrs);
        QCOMPARE(copy->position, QString()); // placed on the board by hand: stacking limits
    };
    check();
    undoRedo([this] { QVERIFY(!doc()->state().unitByName(u"York Militia (2)"_s)); }, check);
    // A copy of the copy is the third.
    QCOMPARE(RosterActions::uniqueName(doc()->state(), u"York Militia (2)"_s), u"York Militia (3)"_s);
    QCOMPARE(RosterActions::uniqueName(doc()->state(), u"York Militia"_s), u"York Militia (3)"_s);
}

void TestRosterForms::removeUnitAsksFirst()
{
    const Unit *u = doc()->state().unitByName(u"York Militia (2)"_s);
    QVERIFY(u);
    const Id id = u->id;
    QString asked;
    actions()->setConfirm([&asked](const QString &q) {
        asked = q;
        return false;
    });
    QString error;
    QVERIFY(!actions()->removeUnits({id}, &error));
    QVERIFY(asked.contains(u"York Militia (2)"_s));
    QVERIFY(doc()->state().units.contains(id)); // declined: still there
    actions()->setConfirm([](const QString &) { return true; });
    QVERIFY2(actions()->removeUnits({id}, &error), qPrintable(error));
    QVERIFY(!doc()->state().units.contains(id));
    undoRedo([this, id] { QVERIFY(doc()->state().units.contains(id)); },
             [this, id] { QVERIFY(!doc()->state().units.contains(id)); });

    // Two at once: one action, one undo.
    const Id a = doc()->state().unitByName(u"Mohawk warriors"_s)->id;
    const Id b = doc()->state().unitByName(u"Redan battery"_s)->id;
    QVERIFY2(actions()->removeUnits({a, b}, &error), qPrintable(error));
    QVERIFY(!doc()->state().units.contains(a) && !doc()->state().units.contains(b));
    undoRedo([&] { QVERIFY(doc()->state().units.contains(a) && doc()->state().units.contains(b)); },
             [&] { QVERIFY(!doc()->state().units.contains(a)); });
    QVERIFY(m_window->undoSink()->undo(&error));
}

void TestRosterForms::comboOffersOnlyAllowedValues()
{
    QVERIFY(openDemo(u"oneifbyland-cowpens"_s));
    const Unit *militia = doc()->state().unitByName(u"Pickens' South Carolina Militia"_s);
    QVERIFY(militia);
    UnitDialog dialog(doc(), militia->id, 0, m_window.get());
    auto *formation = qobject_cast<QComboBox *>(dialog.attributeField(u"formation"_s));
    QVERIFY(formation);
    QStringList offered;
    for (int i = 0; i < formation->count(); ++i)
        offered << formation->itemData(i).toString();
    QCOMPARE(offered, (QStringList{u"open"_s, u"column"_s, u"skirmish"_s})); // never close order
    QCOMPARE(formation->currentData().toString(), u"open"_s);

    // A Continental may stand in close order; a German only in close order or column.
    auto *type = dialog.findChild<QComboBox *>(u"type"_s);
    type->setCurrentIndex(type->findData(u"continental"_s));
    QVERIFY(formation->findData(u"close"_s) >= 0);
    QCOMPARE(formation->currentData().toString(), u"open"_s); // kept: still allowed
    type->setCurrentIndex(type->findData(u"german"_s));
    QCOMPARE(formation->count(), 2);
    QCOMPARE(formation->currentData().toString(), u"close"_s);
    type->setCurrentIndex(type->findData(u"rifle"_s));
    QCOMPARE(formation->count(), 1);
    QVERIFY(!formation->isEnabled());

    // The quality combo offers the profile's values; spin boxes its ranges.
    auto *quality = qobject_cast<QComboBox *>(dialog.attributeField(u"quality"_s));
    QCOMPARE(quality->count(), 5);
    auto *officer = qobject_cast<QSpinBox *>(dialog.attributeField(u"officerRating"_s));
    QVERIFY(officer);
    QCOMPARE(officer->minimum(), 0);
    QCOMPARE(officer->maximum(), 3);
    QVERIFY(qobject_cast<QCheckBox *>(dialog.attributeField(u"bayonets"_s)));
    // Tab goes from the position to the first attribute, then down the form.
    QCOMPARE(dialog.findChild<QLineEdit *>(u"position"_s)->nextInFocusChain(),
             dialog.attributeField(u"quality"_s));
    QCOMPARE(dialog.attributeField(u"quality"_s)->nextInFocusChain(), dialog.attributeField(u"formation"_s));
    QVERIFY(qobject_cast<QLineEdit *>(dialog.attributeField(u"brigade"_s)));
    // Strength in figures, up to the type's maximum.
    auto *start = dialog.findChild<QSpinBox *>(u"start"_s);
    QVERIFY(start->suffix().contains(u"figures"_s));
    QCOMPARE(start->maximum(), 60);
}

void TestRosterForms::perTypeAttributesShownOrHidden()
{
    UnitDialog dialog(doc(), 0, 0, m_window.get());
    auto *type = dialog.findChild<QComboBox *>(u"type"_s);
    type->setCurrentIndex(type->findData(u"continental"_s));
    QVERIFY(!dialog.attributeShown(u"gun"_s));
    QVERIFY(!dialog.attributeShown(u"crew"_s));
    type->setCurrentIndex(type->findData(u"artillery"_s));
    QVERIFY(dialog.attributeShown(u"gun"_s));
    auto *formation = qobject_cast<QComboBox *>(dialog.attributeField(u"formation"_s));
    QCOMPARE(formation->count(), 2); // limbered or unlimbered
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"Kosciuszko's guns"_s);
    QVERIFY2(dialog.commit(), qPrintable(dialog.problem()));
    const Unit *guns = doc()->state().unitByName(u"Kosciuszko's guns"_s);
    QVERIFY(guns);
    QVERIFY(guns->attrs.contains(u"gun"_s));
    QCOMPARE(guns->strength, 4);
}

void TestRosterForms::refusedInputIsShown()
{
    UnitDialog dialog(doc(), 0, 0, m_window.get());
    dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"Georgia Militia"_s); // taken
    const qint64 events = doc()->store().eventCount();
    QVERIFY(!dialog.commit());
    QVERIFY2(dialog.problem().contains(u"already a unit called"_s), qPrintable(dialog.problem()));
    QCOMPARE(doc()->store().eventCount(), events);
}

void TestRosterForms::leaders()
{
    const Unit *dragoons = doc()->state().unitByName(u"British Legion Dragoons"_s);
    QVERIFY(dragoons);
    {
        LeaderDialog dialog(doc(), 0, dragoons->id, m_window.get());
        dialog.setValues(u"Major George Hanger"_s, 1, dragoons->id);
        QVERIFY2(dialog.commit(), qPrintable(dialog.problem()));
    }
    const Leader *hanger = nullptr;
    for (const Leader &l : doc()->state().leaders)
        if (l.name == u"Major George Hanger"_s)
            hanger = &l;
    QVERIFY(hanger);
    QCOMPARE(hanger->unit, dragoons->id);
    const Id id = hanger->id;
    {
        LeaderDialog dialog(doc(), id, 0, m_window.get());
        dialog.setValues(u"Major George Hanger"_s, 2, 0); // a better rating, and alone
        QVERIFY2(dialog.commit(), qPrintable(dialog.problem()));
    }
    QCOMPARE(doc()->state().leaders.value(id).rating, 2);
    QCOMPARE(doc()->state().leaders.value(id).unit, Id(0));
    undoRedo(
        [&] {
            QCOMPARE(doc()->state().leaders.value(id).rating, 1);
            QCOMPARE(doc()->state().leaders.value(id).unit, dragoons->id);
        },
        [&] { QCOMPARE(doc()->state().leaders.value(id).rating, 2); });
}

void TestRosterForms::importWithBadLinesImportsNothing()
{
    const QString path = m_dir.filePath(u"bad.csv"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("side,name,type,strength,start,formation\n"
            "American,2nd Maryland,continental,16,16,close\n"
            "American,Burke County Militia,militia,12,12,close\n"
            "British,Loyal Rangers,loyalist,10,8,open\n");
    f.close();
    const qint64 events = doc()->store().eventCount();
    const int units = int(doc()->state().units.size());
    QStringList errors;
    QVERIFY(!actions()->importFile(path, &errors));
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors.at(0).startsWith(u"line 3, formation:"_s), qPrintable(errors.at(0)));
    QVERIFY2(errors.at(1).startsWith(u"line 4, strength:"_s), qPrintable(errors.at(1)));
    QCOMPARE(doc()->store().eventCount(), events);
    QCOMPARE(int(doc()->state().units.size()), units);
}

void TestRosterForms::importAndExportRoundTrip()
{
    const QString csv = m_dir.filePath(u"cowpens.csv"_s);
    QString error;
    QVERIFY2(actions()->exportFile(csv, &error), qPrintable(error));
    const QString json = m_dir.filePath(u"cowpens.json"_s);
    QVERIFY2(actions()->exportFile(json, &error), qPrintable(error));

    // Into an empty battle of the same rule set: all of it, as one undoable action.
    BattleInfo info;
    info.name = u"Empty"_s;
    info.ruleset = u"oneifbyland"_s;
    info.phase = u"card"_s;
    auto fresh = BattleDocument::create(m_dir.filePath(u"empty.adjutant"_s), info, &error);
    QVERIFY2(fresh, qPrintable(error));
    const int units = int(doc()->state().units.size());
    m_window->setDocument(std::move(fresh));
    QStringList errors;
    QVERIFY2(actions()->importFile(csv, &errors), qPrintable(errors.join(u'\n')));
    QCOMPARE(int(doc()->state().units.size()), units);
    QVERIFY(m_window->undoSink()->undo(&error));
    QCOMPARE(int(doc()->state().units.size()), 0);
    QVERIFY(actions()->importFile(json, &errors));
    QCOMPARE(int(doc()->state().units.size()), units);
    QVERIFY(!doc()->state().leaders.isEmpty()); // JSON carries the leaders too
}

void TestRosterForms::menusAndKeys()
{
    QMenu *roster = nullptr;
    for (QAction *a : m_window->menuBar()->actions())
        if (a->text() == u"&Roster"_s)
            roster = a->menu();
    QVERIFY(roster);
    QVERIFY(roster->actions().contains(actions()->addUnitAction()));
    QCOMPARE(actions()->addUnitAction()->shortcut(), QKeySequence(Qt::Key_Insert));
    QCOMPARE(actions()->editUnitAction()->shortcut(), QKeySequence(Qt::Key_F2));
    QCOMPARE(actions()->duplicateAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
    QCOMPARE(actions()->removeAction()->shortcut(), QKeySequence(Qt::Key_Delete));
    // No key of the roster is taken twice in the window.
    QHash<QKeySequence, QString> seen;
    for (QAction *a : m_window->findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            QVERIFY2(!seen.contains(k) || seen.value(k) == a->text(),
                     qPrintable(k.toString() + u": "_s + seen.value(k) + u" / "_s + a->text()));
            seen.insert(k, a->text());
        }
    }
    // Ctrl+D in the roster duplicates the current unit.
    const Id first = doc()->state().units.firstKey();
    RosterView *view = m_window->rosterView();
    view->setFocus();
    view->setCurrentIndex(view->viewIndexOfUnit(first));
    const int units = int(doc()->state().units.size());
    QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(int(doc()->state().units.size()), units + 1);
    QTest::keyClick(view, Qt::Key_Delete); // the copy is current; the confirmation says yes here
    QCOMPARE(int(doc()->state().units.size()), units);
}

void TestRosterForms::demoBattlesFromTheFileMenu()
{
    QSet<QString> rulesets;
    for (const DemoBattle &d : DemoBattles::all()) {
        QVERIFY2(openDemo(d.id), qPrintable(d.id));
        QCOMPARE(doc()->state().info.ruleset, d.ruleset);
        QVERIFY(m_window->rosterView()->rosterModel()->rowCount() >= 2);
        rulesets.insert(d.ruleset);
        QVERIFY(m_window->findChild<QAction *>(u"demo-"_s + d.id));
    }
    QCOMPARE(rulesets.size(), qsizetype(Profiles::all().size()));
}

void TestRosterForms::cleanupTestCase()
{
    m_window.reset();
    QSettings().clear();
}

} // namespace adj

QTEST_MAIN(adj::TestRosterForms)
#include "support/moc_guitest.cpp"
#include "tst_rosterforms.moc"
