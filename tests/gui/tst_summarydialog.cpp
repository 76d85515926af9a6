// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Summary view: the summary shown with its charts, a players' report chosen from the side
// box, and the File menu's entries for it.
#include "battledocument.h"
#include "edits.h"
#include "mainwindow.h"
#include "summarydialog.h"
#include "summaryview.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace adj {

class TestSummaryDialog final : public QObject
{
    Q_OBJECT

private slots:
    void showsTheSummary();
};

void TestSummaryDialog::showsTheSummary()
{
    QTemporaryDir dir;
    QString error;
    auto doc =
        BattleDocument::create(dir.filePath(u"d.adjutant"_s), {u"Dialog test"_s, u"fhg-land"_s}, &error);
    QVERIFY2(doc, qPrintable(error));
    for (const QString &side : {u"Blue"_s, u"Red"_s}) {
        QVERIFY(doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error) > 0);
        QVERIFY(
            doc->commit(Edits::addUnit(doc->state(), doc->profile(),
                                       {side, side + u" <guard>"_s, u"regular"_s, -1, -1, {}, {}}, &error),
                        &error) > 0);
    }
    Unit red = *doc->state().unitByName(u"Red <guard>"_s);
    red.strength -= 2;
    QVERIFY(doc->commit(Edits::updateUnit(doc->state(), doc->profile(), red, &error), &error) > 0);

    SummaryDialog dialog(doc.get());
    auto *view = dialog.findChild<QTextBrowser *>();
    QVERIFY(view);
    // Built off the GUI thread once shown: the report's text, and the charts drawn live beside it.
    dialog.show();
    QTRY_VERIFY(!dialog.view()->isStale());
    QVERIFY2(view->toPlainText().contains(u"Red <guard>"_s),
             qPrintable(dialog.view()->findChild<QLabel *>(u"summaryState"_s)->text()));
    QCOMPARE(dialog.view()->chartViews().size(), 2); // casualties and strength; no Glory in this rule set
    const auto *casualties = dialog.view()->chartViews().first()->chart();
    QCOMPARE(casualties->title(), u"Casualties per turn"_s);
    QCOMPARE(casualties->series().size(), 1); // one bar series, a set per side
    QCOMPARE(dialog.summary().turn, 1);
    if (qEnvironmentVariableIsSet("ADJ_KEEP_TEST_FILES")) // to look at it
        dialog.grab().save(QDir::temp().filePath(u"summarydialog.png"_s));

    dialog.sideBox()->setCurrentIndex(1); // Blue's players' report
    QTRY_COMPARE(dialog.summary().forSide, u"Blue"_s);
    QTRY_VERIFY(!dialog.view()->isStale());
    QVERIFY(!view->toPlainText().contains(u"Red <guard>"_s));
    QVERIFY(view->toPlainText().contains(u"crippling losses"_s)); // 2 of 4 MP
    QVERIFY(!dialog.view()->everyResolutionBox()->isEnabled());   // a turn lists every resolution
    dialog.turnBox()->setCurrentIndex(0);
    QTRY_COMPARE(dialog.summary().turn, 0);
    // The battle so far (issue 19): told turn by turn and unit by unit, every resolution on request.
    dialog.sideBox()->setCurrentIndex(0);
    QTRY_VERIFY(!dialog.view()->isStale());
    QVERIFY(dialog.view()->everyResolutionBox()->isEnabled());
    QTRY_VERIFY(view->toPlainText().contains(u"Turn by turn"_s));
    QVERIFY(!view->toPlainText().contains(u"Losses by unit"_s));
    dialog.view()->everyResolutionBox()->setChecked(true);
    QTRY_VERIFY(view->toPlainText().contains(u"Losses by unit"_s));
    QVERIFY(!view->toPlainText().contains(u"Turn by turn"_s));

    MainWindow window;
    QStringList entries;
    for (QAction *a : window.menuBar()->actions().first()->menu()->actions())
        entries << a->text();
    QVERIFY2(entries.contains(u"Turn &Summary…"_s) && entries.contains(u"&Print…"_s) &&
                 entries.contains(u"Print Pre&view…"_s),
             qPrintable(entries.join(u", "_s)));
}

} // namespace adj

QTEST_MAIN(adj::TestSummaryDialog)
#include "tst_summarydialog.moc"
