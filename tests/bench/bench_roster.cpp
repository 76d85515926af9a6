// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Speed of the roster and the log filter on the big battle (run by scripts/bench, never by ctest):
//   bench_roster FILE   opens FILE (5,000 units, 100,000 events; made by `bench_store generate`,
//                       which this runs itself when FILE does not exist) in the main window, offscreen,
//                       and prints medians of: filtering the roster for a name, scrolling the roster
//                       to its end, and filtering the log by kind. Each includes the repaint.
#include "benchsupport.h"
#include "eventlogview.h"
#include "logfiltermodel.h"
#include "logpanel.h"
#include "mainwindow.h"
#include "rosterview.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// The time of `step` and of the repaint it causes, in ms.
double timed(QWidget *painted, const std::function<void()> &step)
{
    QElapsedTimer t;
    t.start();
    step();
    painted->repaint();
    QCoreApplication::processEvents();
    return t.nsecsElapsed() / 1e6;
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings alone
    const QStringList args = app.arguments();
    if (args.size() != 2) {
        std::fprintf(stderr, "usage: bench_roster FILE\n");
        return 2;
    }
    const QString path = args.at(1);
    if (!QFileInfo::exists(path)) {
        // The same generator as bench_store's, by running it.
        const QString generator = QCoreApplication::applicationDirPath() + u"/bench_store"_s;
        if (QProcess::execute(generator, {u"generate"_s, path, u"5000"_s, u"100000"_s}) != 0) {
            std::fprintf(stderr, "could not generate %s with %s\n", qPrintable(path), qPrintable(generator));
            return 1;
        }
    }
    MainWindow window;
    window.resize(1400, 900);
    if (!window.openBattle(path, true)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(path));
        return 1;
    }
    window.show();
    QCoreApplication::processEvents();
    RosterView *roster = window.rosterView();
    LogPanel *log = window.logPanel();
    std::printf("%d units, %lld events\n", int(window.document()->state().units.size()),
                static_cast<long long>(window.document()->store().eventCount()));

    const int kRuns = adj::bench::runs(9, 3);
    QList<double> filter, clear, scroll, logKind, logClear;
    const QStringList names{u"Unit 4711"_s, u"Unit 123"_s, u"Unit 2999"_s, u"unit 7"_s, u"Unit 4999"_s};
    for (int run = 0; run < kRuns; ++run) {
        filter << timed(roster->viewport(), [&] { roster->setFilterText(names.at(run % names.size())); });
        clear << timed(roster->viewport(), [&] { roster->setFilterText(QString()); });
        scroll << timed(roster->viewport(), [&] { roster->scrollToBottom(); });
        roster->scrollToTop();
        QCoreApplication::processEvents();
    }
    QComboBox *kinds = log->kindFilter();
    const QStringList kindIds{u"marker.place"_s, u"unit.edit"_s, u"counter.set"_s};
    for (int run = 0; run < kRuns; ++run) {
        const int i = kinds->findData(kindIds.at(run % kindIds.size()));
        logKind << timed(log->view()->viewport(), [&] { kinds->setCurrentIndex(qMax(1, i)); });
        logClear << timed(log->view()->viewport(), [&] { kinds->setCurrentIndex(0); });
    }
    const int shown = [&] {
        kinds->setCurrentIndex(qMax(1, kinds->findData(u"marker.place"_s)));
        return log->view()->filterModel()->rowCount();
    }();
    std::printf("roster: filter for a name (median of %d): %.1f ms\n", kRuns, adj::bench::median(filter));
    std::printf("roster: clear the filter (median of %d): %.1f ms\n", kRuns, adj::bench::median(clear));
    std::printf("roster: scroll to the end (median of %d): %.1f ms\n", kRuns, adj::bench::median(scroll));
    std::printf("log: filter by kind (median of %d, %d of %lld events shown for marker.place): %.1f ms\n",
                kRuns, shown, static_cast<long long>(window.document()->store().eventCount()),
                adj::bench::median(logKind));
    std::printf("log: clear the kind filter (median of %d): %.1f ms\n", kRuns, adj::bench::median(logClear));
    adj::bench::figure("roster of the big battle: filter for a name, with the repaint",
                       adj::bench::median(filter), 100);
    adj::bench::figure("roster of the big battle: scroll to the end, with the repaint",
                       adj::bench::median(scroll), 100);
    adj::bench::figure("log of the big battle: filter by kind, with the repaint", adj::bench::median(logKind),
                       100);
    return 0;
}
