// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A laptop screen (issue 13): at 1280x720 nothing is larger than the screen, and no label, check
// box or button of the action panel is cut, in English, German and French, for every action of
// every demo battle.
#include "actionpanel.h"
#include "battledocument.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "houserulesdialog.h"
#include "leaderdialog.h"
#include "mainwindow.h"
#include "newbattledialog.h"
#include "preferencesdialog.h"
#include "summarydialog.h"
#include "support/battledialogs.h"
#include "support/cutwidgets.h"
#include "support/demobattlefile.h"
#include "support/demowindow.h"
#include "support/guitest.h"
#include "support/laptopscreen.h"
#include "support/uilanguage.h"
#include "unitdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// What a window manager leaves of 720 lines: a panel and the window's title bar.
const QSize kRoom(1280 - 16, 720 - 48);

} // namespace

class TestLaptopScreen final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void dialogsFit_data();
    void dialogsFit();
    void mainWindowFits_data();
    void mainWindowFits();
    void actionPanelNothingCut_data();
    void actionPanelNothingCut();

private:
    bool openDemo(const QString &demo);
    bool openRowDemo()
    {
        return testing::openRowDemo(m_language, [this](const QString &demo) { return openDemo(demo); });
    }

    std::unique_ptr<MainWindow> m_window;
    testing::UiLanguage m_language;
};

bool TestLaptopScreen::openDemo(const QString &demo)
{
    m_window = testing::shownDemoIn(m_dir.path(), demo, nullptr, testing::kLaptop);
    return m_window != nullptr;
}

void TestLaptopScreen::dialogsFit_data()
{
    testing::addLanguageDemoRows({u"en"_s, u"de"_s, u"fr"_s});
}

void TestLaptopScreen::dialogsFit()
{
    QVERIFY(openRowDemo());
    std::vector<std::unique_ptr<QDialog>> dialogs = testing::battleDialogs(m_window.get(), m_dir.path());
    for (const auto &d : dialogs) {
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        const QSize size = d->frameGeometry().size();
        QVERIFY2(size.width() <= kRoom.width() && size.height() <= kRoom.height(),
                 qPrintable(u"%1 is %2x%3, at least %4x%5"_s.arg(d->objectName())
                                .arg(size.width())
                                .arg(size.height())
                                .arg(d->minimumSizeHint().width())
                                .arg(d->minimumSizeHint().height())));
        QVERIFY2(d->minimumSizeHint().height() <= kRoom.height(), qPrintable(d->objectName()));
        d->hide();
    }
    dialogs.clear(); // before the window that parents them
    m_window.reset();
}

void TestLaptopScreen::mainWindowFits_data()
{
    dialogsFit_data();
}

void TestLaptopScreen::mainWindowFits()
{
    QVERIFY(openRowDemo());
    // The docks and the centre fit the laptop's window: nothing is pushed off its edge.
    const QSize least = m_window->minimumSizeHint();
    QVERIFY2(least.width() <= testing::kLaptop.width() && least.height() <= kRoom.height(),
             qPrintable(u"%1x%2"_s.arg(least.width()).arg(least.height())));
    QVERIFY2(m_window->frameGeometry().height() <= testing::kLaptop.height(),
             qPrintable(QString::number(m_window->frameGeometry().height())));
    m_window.reset();
}

void TestLaptopScreen::actionPanelNothingCut_data()
{
    dialogsFit_data();
}

void TestLaptopScreen::actionPanelNothingCut()
{
    QVERIFY(openRowDemo());
    ActionPanel *panel = m_window->actionPanel();
    const RuleSet *rs = RuleSets::find(m_window->document()->state().info.ruleset);
    QVERIFY(rs);
    const Unit &first = m_window->document()->state().units.first();
    const Unit &last = m_window->document()->state().units.last();
    for (const ActionSchema &a : rs->actions()) {
        QVERIFY(panel->chooseAction(a.id));
        panel->chooseUnits(first.id, last.id);
        QApplication::processEvents();
        const QStringList clipped = testing::cutWidgets(panel);
        QVERIFY2(clipped.isEmpty(), qPrintable(a.id + u": "_s + clipped.join(u"; "_s)));
    }
    m_window.reset();
}

} // namespace adj

ADJ_TEST_MAIN_ON_LAPTOP(adj::TestLaptopScreen)
#include "support/moc_guitest.cpp"
#include "tst_laptopscreen.moc"
