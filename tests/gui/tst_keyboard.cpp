// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The keyboard pass (issue 8, "Feel"): in every dialog and dock, Tab walks the fields in the order
// they are read; Alt+letter mnemonics are on labels with buddies and never used twice in one window
// (menus included); Escape closes a dialog and Enter accepts it; the menus' actions a referee uses
// often have shortcuts, and every action has a status tip.
#include "actionpanel.h"
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaignview.h"
#include "demobattles.h"
#include "houserulesdialog.h"
#include "leaderdialog.h"
#include "logpanel.h"
#include "mainwindow.h"
#include "newbattledialog.h"
#include "preferencesdialog.h"
#include "rangespanel.h"
#include "rosterpanel.h"
#include "scenario.h"
#include "schemaform.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/uilanguage.h"
#include "unitdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// A widget as the focus walk names it: its object name, else its kind and text.
QString focusName(const QWidget *w)
{
    if (!w)
        return u"(none)"_s;
    if (!w->objectName().isEmpty() && !w->objectName().startsWith(u"qt_"_s))
        return w->objectName();
    if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        return u"button:"_s + QString(b->text()).remove(u'&');
    return QString::fromLatin1(w->metaObject()->className());
}

// Tab from `first` until the focus comes back to it (or 60 steps): the names in order.
QStringList tabWalk(QWidget *window, QWidget *first)
{
    first->setFocus(Qt::TabFocusReason);
    QStringList names{focusName(QApplication::focusWidget())};
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        if (now == first)
            break;
        names << focusName(now);
    }
    return names;
}

// Mnemonic letters of the window's visible labels with buddies, buttons, group boxes and menu bar.
QMultiMap<QChar, QString> mnemonics(QWidget *window, QStringList *orphans)
{
    QMultiMap<QChar, QString> out;
    auto add = [&out](const QString &text, const QString &who) {
        const QKeySequence k = QKeySequence::mnemonic(text);
        if (!k.isEmpty())
            out.insert(QChar(k[0].key()).toUpper(), who + u" \""_s + text + u'"');
    };
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->window() != window)
            continue;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            // A label that looks as if it had a key ("&Name:") but leads nowhere.
            static const QRegularExpression key(u"(^|[^&])&[A-Za-z0-9]"_s);
            if (!l->buddy() && l->textFormat() != Qt::RichText && !Qt::mightBeRichText(l->text()) &&
                key.match(l->text()).hasMatch())
                *orphans << l->text();
            if (l->buddy())
                add(l->text(), u"label"_s);
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            add(b->text(), u"button"_s);
        } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
            add(g->title(), u"group"_s);
        } else if (auto *m = qobject_cast<QMenuBar *>(w)) {
            for (QAction *a : m->actions())
                add(a->text(), u"menu"_s);
        }
    }
    return out;
}

QString clashes(const QMultiMap<QChar, QString> &m)
{
    QStringList out;
    for (const QChar c : m.uniqueKeys())
        if (m.count(c) > 1)
            out << u"Alt+%1: %2"_s.arg(c, QStringList(m.values(c)).join(u", "_s));
    return out.join(u"; "_s);
}
} // namespace

class TestKeyboard final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void dialogTabOrder_data();
    void dialogTabOrder();
    void docksTabOrder();
    void mnemonicsUniqueInMainWindow();
    void mnemonicsUniqueTranslated_data();
    void mnemonicsUniqueTranslated();
    void mnemonicsMoveTheFocus();
    void escapeClosesEnterAccepts_data();
    void escapeClosesEnterAccepts();
    void menusHaveShortcutsAndTips();

private:
    std::unique_ptr<QDialog> makeDialog(const QString &which);
    void dialogsHaveUniqueMnemonics(bool buddies);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

void TestKeyboard::initTestCase()
{
    testing::isolateSettings(u"tst_keyboard"_s);
    QString error;
    m_path = m_dir.filePath(u"demo.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, m_path, &error), qPrintable(error));
    m_window = testing::shownWindowOn(m_path);
    QVERIFY(m_window);
}

// Each test starts on the For Honor and Glory demo (one may have opened the others).
void TestKeyboard::init()
{
    if (m_window->document()->path() != m_path)
        QVERIFY(m_window->openBattle(m_path, true));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

std::unique_ptr<QDialog> TestKeyboard::makeDialog(const QString &which)
{
    BattleDocument *doc = m_window->document();
    const Id unit = doc->state().unitByName(u"13th U.S. Infantry"_s)->id;
    if (which == u"house rules"_s)
        return std::make_unique<HouseRulesDialog>(doc, m_window.get());
    if (which == u"unit"_s)
        return std::make_unique<UnitDialog>(doc, unit, 0, m_window.get());
    if (which == u"new unit"_s)
        return std::make_unique<UnitDialog>(doc, 0, 0, m_window.get());
    if (which == u"new leader"_s)
        return std::make_unique<LeaderDialog>(doc, 0, unit, m_window.get());
    if (which == u"leader"_s)
        return std::make_unique<LeaderDialog>(doc, doc->state().leaders.firstKey(), 0, m_window.get());
    if (which == u"new battle"_s)
        return std::make_unique<NewBattleDialog>(m_dir.path(), m_window.get());
    if (which == u"preferences"_s)
        return std::make_unique<PreferencesDialog>(m_window.get());
    if (which == u"campaign"_s) { // a campaign of the demo battle, its summary row included
        const QString path = m_dir.filePath(u"keys.adjcampaign"_s);
        Campaign c;
        c.name = u"Keys"_s;
        c.ruleset = u"fhg-land"_s;
        QString error;
        if (!QFile::exists(path) && !(c.addBattle(path, m_path, {}, &error) && c.save(path, &error)))
            qWarning("%s", qPrintable(error));
        auto view = std::unique_ptr<QDialog>(CampaignView::open(path, m_window.get(), &error));
        if (view)
            view->setAttribute(Qt::WA_DeleteOnClose, false); // owned here
        return view;
    }
    return {};
}

void TestKeyboard::dialogTabOrder_data()
{
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<QStringList>("order");
    // Top to bottom as the fields are read, then the buttons; the unit's own fields before the
    // rule set's attributes (generated, in the profile's order).
    QTest::newRow("house rules") << u"house rules"_s
                                 << QStringList{u"optionsView"_s, u"filter"_s,
                                                u"tableView"_s,   u"button:Rule Set's Values"_s,
                                                u"button:OK"_s,   u"button:Cancel"_s};
    const QStringList unit{u"side"_s,  u"name"_s,     u"type"_s,          u"strength"_s,
                           u"start"_s, u"position"_s, u"attr_formation"_s};
    QTest::newRow("unit") << u"unit"_s << unit + QStringList{u"button:Save"_s, u"button:Cancel"_s};
    QTest::newRow("new unit") << u"new unit"_s << unit + QStringList{u"button:Add"_s, u"button:Cancel"_s};
    const QStringList leader{u"leader"_s, u"side"_s, u"name"_s, u"rating"_s, u"unit"_s};
    QTest::newRow("new leader") << u"new leader"_s
                                << leader + QStringList{u"button:Add"_s, u"button:Cancel"_s};
    // A leader's side is fixed once made.
    QTest::newRow("leader") << u"leader"_s << QStringList{u"leader"_s, u"name"_s,        u"rating"_s,
                                                          u"unit"_s,   u"button:Save"_s, u"button:Cancel"_s};
    // The scale is offered only for the rule set that has scales (hidden until it is chosen).
    QTest::newRow("new battle") << u"new battle"_s
                                << QStringList{u"name"_s,      u"ruleSet"_s,   u"vpToWin"_s,
                                               u"turnLimit"_s, u"timeSide"_s,  u"file"_s,
                                               u"browse"_s,    u"button:OK"_s, u"button:Cancel"_s};
    QTest::newRow("preferences") << u"preferences"_s
                                 << QStringList{u"language"_s, u"button:OK"_s, u"button:Cancel"_s};
}

void TestKeyboard::dialogTabOrder()
{
    QFETCH(QString, dialog);
    QFETCH(QStringList, order);
    std::unique_ptr<QDialog> d = makeDialog(dialog);
    QVERIFY(d);
    d->show();
    QVERIFY(QTest::qWaitForWindowExposed(d.get()));
    auto *first = d->findChild<QWidget *>(order.first());
    QVERIFY(first);
    const QStringList walked = tabWalk(d.get(), first);
    QVERIFY2(walked == order, qPrintable(walked.join(u", "_s)));
    // The dialog opens on a field, not on a button.
    QVERIFY(d->focusWidget());
    QVERIFY2(!qobject_cast<QAbstractButton *>(d->focusWidget()), qPrintable(focusName(d->focusWidget())));
}

void TestKeyboard::docksTabOrder()
{
    // The docks as they are read: the roster on the left, the board in the centre, the log and the
    // ranges behind it at the bottom, the action panel on the right; then round to the roster again.
    ActionPanel *panel = m_window->actionPanel();
    QVERIFY(panel->chooseAction(u"rally"_s));
    QTRY_VERIFY(panel->form()->focusChain().value(0) && panel->form()->focusChain().first()->isVisible());
    QStringList form;
    for (QWidget *w : panel->form()->focusChain())
        if (w->isVisibleTo(m_window.get()) && w->isEnabled())
            form << w->objectName();
    QVERIFY(!form.isEmpty());
    const QStringList roster{u"rosterFilter"_s, u"rosterView"_s};
    const QStringList ranges{u"rangeFrom"_s, u"rangeTo"_s, u"rangeValue"_s, u"rangeRecord"_s,
                             u"rangesView"_s};
    const QStringList log{u"logTurnFilter"_s, u"logSideFilter"_s, u"logUnitFilter"_s,
                          u"logKindFilter"_s, u"eventLogView"_s,  u"logDetails"_s};
    // The action's fields come between its units and range and its dice (Apply is disabled).
    // A rally has no target and no range: their fields are disabled and Tab skips them.
    QVERIFY(!panel->findChild<QWidget *>(u"targetCombo"_s)->isEnabled());
    QVERIFY(!panel->findChild<QWidget *>(u"rangeEdit"_s)->isEnabled());
    QStringList action{u"actionCombo"_s, u"actorCombo"_s};
    action += form;
    // The dice wait for a unit to rally: without one there is nothing to roll, and no trace yet.
    for (const QString &name : {u"diceEdit"_s, u"rollButton"_s, u"applyButton"_s, u"traceView"_s}) {
        const QWidget *w = panel->findChild<QWidget *>(name);
        if (w->isEnabled() && w->isVisibleTo(m_window.get()))
            action << name;
    }
    // Then the tab bar that switches between the log, the ranges and the summary, and the summary
    // dock (tabbed with the log, in Qt's own order).
    const QStringList summary{u"QTabBar"_s, u"summaryTurn"_s, u"summarySide"_s, u"summaryTabs"_s,
                              u"summaryReport"_s};
    // The centre of a hex battle shows its board, its move-to field above it (the overview waits
    // behind its tab: View ▸ Battle Overview).
    const QStringList all =
        roster + QStringList{u"boardMoveTo"_s, u"boardView"_s} + log + ranges + action + summary;
    const QStringList walked = tabWalk(m_window.get(), m_window->rosterPanel()->filterEdit());
    QVERIFY2(walked == all, qPrintable(walked.join(u", "_s) + u"\nexpected: "_s + all.join(u", "_s)));
}

void TestKeyboard::mnemonicsUniqueInMainWindow()
{
    // Every demo battle, every action of its rule set: the menus, the docks and the action panel's
    // labels (named by each action's schema) never share an Alt+letter.
    for (const DemoBattle &demo : DemoBattles::all()) {
        QVERIFY2(m_window->openDemoBattle(demo.id), qPrintable(demo.id));
        ActionPanel *panel = m_window->actionPanel();
        auto *actions = panel->findChild<QComboBox *>(u"actionCombo"_s);
        for (int i = 0; i < std::max(1, actions->count()); ++i) {
            if (actions->count() > 0)
                actions->setCurrentIndex(i);
            QStringList orphans;
            const QString clash = clashes(mnemonics(m_window.get(), &orphans));
            const QString where = demo.id + u" / "_s + actions->currentText();
            QVERIFY2(clash.isEmpty(), qPrintable(where + u": "_s + clash));
            QVERIFY2(orphans.isEmpty(), qPrintable(where + u": no buddy for "_s + orphans.join(u", "_s)));
            // The acting unit and the target are reachable by a letter whenever their label has a free one.
            for (const char *name : {"actorLabel", "targetLabel"}) {
                auto *label = panel->findChild<QLabel *>(QString::fromLatin1(name));
                QVERIFY(label->buddy());
            }
        }
    }
    QVERIFY(m_window->openBattle(m_path, true));
    dialogsHaveUniqueMnemonics(true); // the dialogs, each on its own
}

// Each dialog on its own: no letter used twice and, when `buddies`, every letter leads somewhere.
void TestKeyboard::dialogsHaveUniqueMnemonics(bool buddies)
{
    for (const QString &which : {u"house rules"_s, u"unit"_s, u"new unit"_s, u"new leader"_s, u"leader"_s,
                                 u"new battle"_s, u"preferences"_s, u"campaign"_s}) {
        std::unique_ptr<QDialog> d = makeDialog(which);
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        QStringList orphans;
        const QString clash = clashes(mnemonics(d.get(), &orphans));
        QVERIFY2(clash.isEmpty(), qPrintable(which + u": "_s + clash));
        if (buddies)
            QVERIFY2(orphans.isEmpty(), qPrintable(which + u": no buddy for "_s + orphans.join(u", "_s)));
    }
}

void TestKeyboard::mnemonicsUniqueTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s;
}

void TestKeyboard::mnemonicsUniqueTranslated()
{
    // The menus and labels as translated: the unit labels' letters are chosen around the letters
    // the translated window uses, for every action of every demo battle.
    QFETCH(QString, language);
    testing::UiLanguage ui;
    QVERIFY(ui.use(language));
    {
        MainWindow window; // built after the translator: its texts are German or French
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const DemoBattle &demo : DemoBattles::all()) {
            QVERIFY2(window.openDemoBattle(demo.id), qPrintable(demo.id));
            auto *actions = window.actionPanel()->findChild<QComboBox *>(u"actionCombo"_s);
            for (int i = 0; i < actions->count(); ++i) {
                actions->setCurrentIndex(i);
                QStringList orphans;
                const QString clash = clashes(mnemonics(&window, &orphans));
                QVERIFY2(clash.isEmpty(),
                         qPrintable(demo.id + u" / "_s + actions->currentText() + u": "_s + clash));
            }
        }
    }
    dialogsHaveUniqueMnemonics(false); // the dialogs, built while the translator is installed
}

void TestKeyboard::mnemonicsMoveTheFocus()
{
    ActionPanel *panel = m_window->actionPanel();
    QVERIFY(panel->chooseAction(u"fire"_s));
    auto *actor = panel->findChild<QLabel *>(u"actorLabel"_s);
    auto *target = panel->findChild<QLabel *>(u"targetLabel"_s);
    const QKeySequence actorKey = QKeySequence::mnemonic(actor->text());
    const QKeySequence targetKey = QKeySequence::mnemonic(target->text());
    QVERIFY2(!actorKey.isEmpty() && !targetKey.isEmpty(),
             qPrintable(actor->text() + u" / "_s + target->text()));
    m_window->rosterPanel()->filterEdit()->setFocus();
    QTest::keySequence(m_window.get(), targetKey);
    QTRY_COMPARE(QApplication::focusWidget(), target->buddy());
    QTest::keySequence(m_window.get(), actorKey);
    QTRY_COMPARE(QApplication::focusWidget(), actor->buddy());
    QTest::keyClick(m_window.get(), Qt::Key_I, Qt::AltModifier); // the log's F&ilter
    QTRY_COMPARE(QApplication::focusWidget(), m_window->logPanel()->unitFilter());
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier); // the ranges' Fr&om
    QTRY_COMPARE(focusName(QApplication::focusWidget()), u"rangeFrom"_s);

    std::unique_ptr<QDialog> d = makeDialog(u"unit"_s);
    d->show();
    QVERIFY(QTest::qWaitForWindowExposed(d.get()));
    QTest::keyClick(d.get(), Qt::Key_I, Qt::AltModifier); // S&ide
    QTRY_COMPARE(focusName(QApplication::focusWidget()), u"side"_s);
    QTest::keyClick(d.get(), Qt::Key_E, Qt::AltModifier); // At th&e start
    QTRY_COMPARE(focusName(QApplication::focusWidget()), u"start"_s);
}

void TestKeyboard::escapeClosesEnterAccepts_data()
{
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<bool>("enterAccepts");
    // Enter accepts what is filled in; where nothing valid is (a new unit without a name), it is
    // refused with the reason shown and the dialog stays open.
    QTest::newRow("house rules") << u"house rules"_s << true;
    QTest::newRow("unit") << u"unit"_s << true;
    QTest::newRow("new unit") << u"new unit"_s << false;
    QTest::newRow("leader") << u"leader"_s << true;
    QTest::newRow("new leader") << u"new leader"_s << false;
    QTest::newRow("new battle") << u"new battle"_s << true; // a name and a free file are proposed
    QTest::newRow("preferences") << u"preferences"_s << true;
}

void TestKeyboard::escapeClosesEnterAccepts()
{
    QFETCH(QString, dialog);
    QFETCH(bool, enterAccepts);
    {
        std::unique_ptr<QDialog> d = makeDialog(dialog);
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!d->isVisible());
        QCOMPARE(d->result(), int(QDialog::Rejected));
    }
    std::unique_ptr<QDialog> d = makeDialog(dialog);
    d->show();
    QVERIFY(QTest::qWaitForWindowExposed(d.get()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(!d->isVisible(), enterAccepts);
    if (enterAccepts) {
        QCOMPARE(d->result(), int(QDialog::Accepted));
    } else {
        auto *problem = d->findChild<QLabel *>(u"problem"_s);
        QVERIFY(problem);
        QVERIFY(problem->isVisible());
        QVERIFY(!problem->text().isEmpty());
    }
}

void TestKeyboard::menusHaveShortcutsAndTips()
{
    QHash<QString, QAction *> byText;
    QHash<QKeySequence, QString> used;
    std::function<void(QMenu *)> walk = [&](QMenu *menu) {
        for (QAction *a : menu->actions()) {
            if (a->isSeparator())
                continue;
            if (a->menu()) {
                walk(a->menu());
                continue;
            }
            const QString text = QString(a->text()).remove(u'&');
            byText.insert(text, a);
            // Disabled entries without a key are notes ("No recent battles"), not actions.
            QVERIFY2(!a->statusTip().isEmpty() || (!a->isEnabled() && a->shortcut().isEmpty()),
                     qPrintable(u"no status tip: "_s + text));
            for (const QKeySequence &k : a->shortcuts()) {
                QVERIFY2(!used.contains(k),
                         qPrintable(k.toString() + u": "_s + used.value(k) + u", "_s + text));
                used.insert(k, text);
            }
        }
    };
    for (QAction *top : m_window->menuBar()->actions())
        walk(top->menu());
    // What a referee does all evening has a key, shown beside it in the menu.
    const QList<std::pair<QString, QKeySequence>> keys{
        {u"New Battle…"_s, QKeySequence(Qt::CTRL | Qt::Key_N)},
        {u"Open…"_s, QKeySequence(Qt::CTRL | Qt::Key_O)},
        {u"Save As…"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {u"Print…"_s, QKeySequence::Print},
        {u"Quit"_s, QKeySequence(Qt::CTRL | Qt::Key_Q)},
        {u"Add Unit…"_s, QKeySequence(Qt::Key_Insert)},
        {u"Edit Unit…"_s, QKeySequence(Qt::Key_F2)},
        {u"Duplicate Unit"_s, QKeySequence(Qt::CTRL | Qt::Key_D)},
        {u"Remove Unit…"_s, QKeySequence(Qt::Key_Delete)},
        {u"Leaders…"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
        {u"Next Phase"_s, QKeySequence(Qt::Key_F6)},
        {u"Next Turn"_s, QKeySequence(Qt::SHIFT | Qt::Key_F6)},
        {u"Resolve an Action"_s, QKeySequence(Qt::Key_F3)},
        {u"Measure a Range"_s, QKeySequence(Qt::Key_F4)},
        {u"Filter the Roster"_s, QKeySequence(Qt::CTRL | Qt::Key_F)},
        {u"Filter the Log"_s, QKeySequence(Qt::CTRL | Qt::Key_L)},
    };
    for (const auto &[text, key] : keys) {
        QVERIFY2(byText.contains(text), qPrintable(u"no menu entry "_s + text));
        QCOMPARE(byText.value(text)->shortcut(), key);
    }
    // Undo and Redo: in the menu with their keys even while disabled.
    QCOMPARE(m_window->undoAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Z));
    QVERIFY(m_window->redoAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
}

} // namespace adj

QTEST_MAIN(adj::TestKeyboard)
#include "tst_keyboard.moc"
