// Benchmark of the turn summary (run by hand or by scripts/bench, never by ctest):
//   bench_summary FILE   generates its own big battle beside FILE (scripts/bench passes the big
//                        battle of bench_store) when it does not exist: 5,000 units, 100,000
//                        events spread over 100 turns (summary-100-turns.adjutant); then writes
//                        the summary of turn 100 to PDF 5 times and prints the medians; then
//                        shows the Summary view (the dock's widget) on turn 100 and on the
//                        battle so far, and prints the longest the GUI thread was blocked.
#include "../support/randomedits.h"
#include "battledocument.h"
#include "benchsupport.h"
#include "edits.h"
#include "summary/summarybuilder.h"
#include "summaryprinter.h"
#include "summaryview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
constexpr int kUnits = 5000;
constexpr int kEvents = 100000;
constexpr int kTurns = 100;

int generate(const QString &path)
{
    QString error;
    BattleInfo info;
    info.name = u"Benchmark: %1 units, %2 events, %3 turns"_s.arg(kUnits).arg(kEvents).arg(kTurns);
    info.ruleset = u"fhg-land"_s;
    auto doc = BattleDocument::create(path, info, &error);
    if (!doc || !doc->store().setSyncedCommits(false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    for (const QString &side : {u"American"_s, u"British"_s})
        doc->commit(
            Edits::addSide(doc->state(), side, side == u"American"_s ? u"#2b4c9b"_s : u"#b3261e"_s, &error),
            &error);
    const QStringList types{u"elite"_s, u"regular"_s, u"light"_s, u"militia"_s, u"artillery"_s, u"dragoon"_s};
    for (int i = 0; i < kUnits; ++i) {
        const Edit e = Edits::addUnit(doc->state(), doc->profile(),
                                      {i % 2 ? u"British"_s : u"American"_s,
                                       u"Unit %1"_s.arg(i),
                                       types.at(i % types.size()),
                                       -1,
                                       -1,
                                       {},
                                       {}},
                                      &error);
        if (e.isEmpty() || doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "unit %d: %s\n", i, qPrintable(error));
            return 1;
        }
    }
    std::mt19937 rng(5000);
    const qint64 perTurn = kEvents / kTurns;
    while (doc->store().eventCount() < kEvents) {
        const qint64 n = doc->store().eventCount();
        Edit e;
        if (n / perTurn + 1 > doc->state().info.turn && doc->state().info.turn < kTurns) {
            e = Edits::advanceTurn(doc->state(), doc->profile());
        } else {
            do
                e = testing::randomEdit(doc->state(), doc->profile(), rng, int(n), false);
            while (e.kind.endsWith(u".advance"_s));
            if (e.kind == u"unit.edit"_s) { // a loss or a rally, logged as a resolution with its trace
                e.kind = u"resolve.fire"_s;
                e.dice =
                    QJsonArray{QJsonObject{{u"sides"_s, 6}, {u"value"_s, 5}, {u"source"_s, u"rolled"_s}},
                               QJsonObject{{u"sides"_s, 6}, {u"value"_s, 2}, {u"source"_s, u"rolled"_s}}};
                e.trace = QJsonArray{
                    QJsonObject{{u"text"_s, u"3 dice at 1 hex need 5-6"_s}, {u"rule"_s, u"8.1.1"_s}},
                    QJsonObject{{u"text"_s, u"forest: -1 on each die"_s}, {u"rule"_s, u"2.3.5"_s}}};
            }
        }
        if (doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "event: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("generated %s: %lld units, %lld events, %d turns\n", qPrintable(path),
                static_cast<long long>(doc->state().units.size()),
                static_cast<long long>(doc->store().eventCount()), doc->state().info.turn);
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (app.arguments().size() != 2) {
        std::fprintf(stderr,
                     "usage: bench_summary FILE (its battle is generated beside FILE when missing)\n");
        return 2;
    }
    const QString path = QFileInfo(app.arguments().at(1)).dir().filePath(u"summary-100-turns.adjutant"_s);
    if (!QFile::exists(path) && generate(path) != 0)
        return 1;
    QString error;
    auto doc = BattleDocument::open(path, &error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QTemporaryDir dir;
    QList<double> builds, totals;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        const TurnSummary s = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), kTurns);
        builds << t.nsecsElapsed() / 1e6;
        const QString pdf = dir.filePath(u"turn-%1.pdf"_s.arg(run));
        if (!SummaryPrinter::writePdf(s, pdf, QPageSize::A4, {}, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        totals << t.nsecsElapsed() / 1e6;
        if (run == 0)
            std::printf("turn %d: %d events, %lld resolutions, PDF %lld KiB\n", kTurns, s.events,
                        static_cast<long long>(s.resolutions.size()),
                        static_cast<long long>(QFile(pdf).size() / 1024));
    }
    std::printf("summary of turn %d built (median of 5): %.0f ms\n", kTurns, adj::bench::median(builds));
    std::printf("summary of turn %d built and written to PDF (median of 5): %.0f ms\n", kTurns,
                adj::bench::median(totals));

    // The Summary view: how long the GUI thread is blocked while it builds and shows a summary.
    // A 2 ms timer ticks on the GUI thread; the longest gap between two ticks is the longest block.
    // On a copy: the view's last run makes an edit.
    const QString copy = dir.filePath(u"view.adjutant"_s);
    doc.reset();
    if (!QFile::copy(path, copy) || !(doc = BattleDocument::open(copy, &error))) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(copy), qPrintable(error));
        return 1;
    }
    SummaryView view;
    view.resize(1000, 800);
    qint64 longestGap = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(2);
    QObject::connect(&ticker, &QTimer::timeout,
                     [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
    auto watch = [&](const char *what, const std::function<void()> &start) {
        longestGap = 0;
        QElapsedTimer wall;
        wall.start();
        sinceTick.start();
        ticker.start();
        start();
        while (view.isStale() && wall.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        longestGap = std::max(longestGap, sinceTick.elapsed());
        ticker.stop();
        std::printf(
            "Summary view, %s (turn %d, %d events, %lld resolutions): ready in %lld ms; the GUI thread "
            "blocked at most %lld ms (showing it: %lld ms, the longest so far)\n",
            what, view.summary().turn, view.summary().events,
            static_cast<long long>(view.summary().resolutions.size()), static_cast<long long>(wall.elapsed()),
            static_cast<long long>(longestGap), static_cast<long long>(view.longestShowMs()));
    };
    watch("turn 100 on show", [&] {
        view.setDocument(doc.get());
        view.show();
    });
    watch("the battle so far", [&] { view.turnBox()->setCurrentIndex(0); });
    watch("back to turn 100", [&] { view.turnBox()->setCurrentIndex(view.turnBox()->count() - 1); });
    watch("after an edit", [&] {
        const Unit u = doc->state().units.first();
        Unit hit = u;
        hit.strength = std::max(0, u.strength - 1);
        doc->commit(Edits::updateUnit(doc->state(), doc->profile(), hit, &error), &error);
        doc->commit(Edits::updateUnit(doc->state(), doc->profile(), u, &error), &error); // as it was
    });
    return 0;
}
