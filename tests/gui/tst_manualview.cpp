// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Help ▸ Manual (F1): the referee's manual is in the program, its pages linked, each rule set's page
// there, and a page that is not there refused.
#include "mainwindow.h"
#include "manualview.h"
#include "support/demobattlefile.h"

#include <QAction>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;

namespace adj {

class TestManualView : public QObject
{
    Q_OBJECT

private slots:
    void f1OpensTheManual()
    {
        testing::isolateSettings(u"tst_manualview"_s);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *manual = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents))
                manual = a;
        QVERIFY2(manual, "no action on F1");
        manual->trigger();
        auto *view = window.findChild<ManualView *>();
        QVERIFY(view);
        QTRY_VERIFY(view->isVisible());
        QVERIFY2(view->text().contains(u"the referee's manual"_s), qPrintable(view->text().left(200)));
        // A second F1 brings the same window forward.
        manual->trigger();
        QCOMPARE(window.findChildren<ManualView *>().size(), 1);
    }

    void everyRuleSetHasItsPage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("says");
        QTest::newRow("fhg") << u"rulesets/fhg-land.md"_s << u"close combat"_s;
        QTest::newRow("wfa") << u"rulesets/wfa-naval.md"_s << u"wind gauge"_s;
        QTest::newRow("oibl") << u"rulesets/oneifbyland.md"_s << u"Morale Number"_s;
        QTest::newRow("foh") << u"rulesets/fields-of-honor.md"_s << u"Kill Number"_s;
        QTest::newRow("hg") << u"rulesets/honour-glory.md"_s << u"Glory"_s;
        QTest::newRow("a task") << u"resolve.md"_s << u"Return"_s;
    }

    void everyRuleSetHasItsPage()
    {
        QFETCH(QString, page);
        QFETCH(QString, says);
        ManualView view;
        QVERIFY(view.showPage(page));
        QVERIFY2(view.text().contains(says), qPrintable(view.text().left(200)));
        // Every page links back to nothing broken: the index links each of these.
        QVERIFY(view.showPage(u"index.md"_s));
        QVERIFY(view.findChild<QTextBrowser *>()->toHtml().contains(page));
    }

    void missingPageRefused()
    {
        ManualView view;
        QVERIFY(!view.showPage(u"nothing-here.md"_s));
        QVERIFY(view.text().contains(u"the referee's manual"_s)); // the index stays
    }
};

} // namespace adj

QTEST_MAIN(adj::TestManualView)
#include "tst_manualview.moc"
