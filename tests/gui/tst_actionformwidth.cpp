// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The action dock's width (issue 31): on a laptop's 1280x720 screen, every action's form of every
// demo battle, closed and opened on every field (Ctrl+K), is no wider than the action dock at its
// first-start width, in English, German and French: nothing scrolls sideways.
#include "../support/demobattlefile.h"
#include "actionpanel.h"
#include "battledocument.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "mainwindow.h"
#include "schemaform.h"

#include <QApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QSize kLaptop(1280, 720);
const QStringList kDemos{u"fhg-queenston"_s, u"wfa-lake-erie"_s, u"oneifbyland-cowpens"_s, u"foh-chippawa"_s,
                         u"hg-ford-of-edadh"_s};
} // namespace

class TestActionFormWidth final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void formsFitDock_data();
    void formsFitDock();

private:
    bool use(const QString &language);

    QTemporaryDir m_dir;
    std::unique_ptr<QTranslator> m_translator;
};

void TestActionFormWidth::initTestCase()
{
    testing::isolateSettings(u"tst_actionformwidth"_s);
    QVERIFY(m_dir.isValid());
}

bool TestActionFormWidth::use(const QString &language)
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
    if (language == u"en"_s)
        return true;
    m_translator = std::make_unique<QTranslator>();
    return m_translator->load(QLocale(language), u"adjutant"_s, u"_"_s, u":/i18n"_s) &&
           QCoreApplication::installTranslator(m_translator.get());
}

void TestActionFormWidth::formsFitDock_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("demo");
    for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s})
        for (const QString &demo : kDemos)
            QTest::newRow(qPrintable(language + u' ' + demo)) << language << demo;
}

void TestActionFormWidth::formsFitDock()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    QVERIFY(use(language));
    QString error;
    const QString path = m_dir.filePath(demo + u".adjutant"_s);
    QVERIFY2(QFile::exists(path) || testing::writeDemoBattle(u":/demo/"_s + demo + u".json"_s, path, &error),
             qPrintable(error));
    MainWindow window; // a fresh profile: maximized on the laptop's screen, the docks as on a first start
    QVERIFY(window.openBattle(path, true));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Maximized: the laptop's width less what the platform keeps for a frame.
    QTRY_VERIFY(window.width() > kLaptop.width() - 16 && window.width() <= kLaptop.width());
    ActionPanel *panel = window.actionPanel();
    auto *area = panel->findChild<QScrollArea *>(u"formArea"_s);
    QVERIFY(area && area->widget());
    const RuleSet *rs = RuleSets::find(window.document()->state().info.ruleset);
    QVERIFY(rs);
    const Unit &first = window.document()->state().units.first();
    const Unit &last = window.document()->state().units.last();
    QStringList wide;
    int widest = 0;
    for (const ActionSchema &a : rs->actions()) {
        QVERIFY(panel->chooseAction(a.id));
        panel->chooseUnits(first.id, last.id);
        for (const bool open : {false, true}) {
            panel->form()->setExpanded(open);
            QApplication::processEvents();
            const int least = area->widget()->minimumSizeHint().width();
            widest = std::max(widest, least);
            if (panel->formCut() > 0)
                wide << u"%1%2 needs %3 px"_s.arg(a.id, open ? u" (opened)"_s : QString()).arg(least);
        }
        panel->form()->setExpanded(false);
    }
    qInfo("%s %s: the widest form %d px, the area %d px", qPrintable(language), qPrintable(demo), widest,
          area->width());
    QVERIFY2(wide.isEmpty(), qPrintable(u"the area is %1 px: "_s.arg(area->width()) + wide.join(u"; "_s)));
}

} // namespace adj

// The offscreen platform, as the test suite runs it, with a laptop's 1280x720 screen.
int main(int argc, char **argv)
{
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen")
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" ADJ_TEST_DATA "/laptop-screen.json");
    QApplication app(argc, argv);
    adj::TestActionFormWidth test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_actionformwidth.moc"
