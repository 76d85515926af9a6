// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark of the turn summary (run by hand or by scripts/bench, never by ctest):
//   bench_summary FILE   generates its own big battle beside FILE (scripts/bench passes the big
//                        battle of bench_store) when it does not exist: 5,000 units, 100,000
//                        events spread over 100 turns (summary-100-turns.adjutant); then writes
//                        the summary of turn 100 to PDF 5 times and prints the medians; then
//                        shows the Summary view (the dock's widget) on turn 100 and on the
//                        battle so far, and prints the longest the GUI thread was blocked;
//                        then writes the battle so far to PDF (issue 19: at most 10 s and 100
//                        pages) 5 times, and once with every resolution, and prints the medians,
//                        the pages and the ratios to the targets.
//   bench_summary FILE --so-far   the battle so far's PDF alone.
//   bench_summary FILE --steps    where its time goes, step by step, folded and with every resolution.
//   bench_summary FILE --every    the battle so far with every resolution to PDF alone, once.
//   bench_summary FILE --turn     the summary of turn 100 to PDF alone.
//   bench_summary FILE --view     the Summary view alone.
#include "battledocument.h"
#include "benchbattle.h"
#include "benchsupport.h"
#include "edits.h"
#include "summary/summarybuilder.h"
#include "summaryprinter.h"
#include "summaryview.h"
#include "support/pdftext.h"
#include "support/randomedits.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <time.h>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// --quick (scripts/bench --quick): a battle of a tenth of the units and events, the same turns.
const int kUnits = adj::bench::quick() ? 500 : 5000;
const int kEvents = adj::bench::quick() ? 10000 : 100000;
constexpr int kTurns = 100;

int generate(const QString &path)
{
    auto doc = adj::bench::generatedBattle(
        path, u"Benchmark: %1 units, %2 events, %3 turns"_s.arg(kUnits).arg(kEvents).arg(kTurns), kUnits,
        {u"#2b4c9b"_s, u"#b3261e"_s});
    if (!doc)
        return 1;
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
                e.dice = adj::bench::fireDice(2);
                e.trace = adj::bench::fireTrace(2);
            }
        }
        if (!adj::bench::commitGenerated(*doc, e))
            return 1;
    }
    adj::bench::sayGenerated(path, *doc, u", %1 turns"_s.arg(doc->state().info.turn));
    return 0;
}

// Where the battle so far's time goes, step by step: built from the file, its HTML, the HTML
// parsed into a QTextDocument (the charts drawn), laid out on A4 pages; the rest of the PDF's
// time is the headings kept with their tables and the pages painted.
void soFarSteps(BattleDocument &doc, bool every)
{
    QElapsedTimer t;
    t.start();
    const TurnSummary s = SummaryBuilder::build(doc.state(), doc.profile(), doc.store(), 0);
    const qint64 built = t.restart();
    SummaryHtml::Options o;
    o.everyResolution = every;
    const qsizetype chars = SummaryHtml::render(s, o).size();
    const qint64 html = t.restart();
    QPrinter printer(QPrinter::HighResolution);
    printer.setResolution(300);
    QTextDocument text;
    text.documentLayout()->setPaintDevice(&printer);
    SummaryPrinter::Options options;
    options.everyResolution = every;
    SummaryPrinter::fill(&text, s, options);
    const qint64 parsed = t.restart();
    text.setPageSize(printer.pageLayout().paintRectPixels(300).size());
    const int pages = text.pageCount();
    const qint64 laid = t.restart();
    std::printf("  steps%s: built %lld ms; HTML %lld ms (%lld characters); parsed %lld ms; laid out %lld ms "
                "(%d pages)\n",
                every ? " with every resolution" : "", static_cast<long long>(built),
                static_cast<long long>(html), static_cast<long long>(chars), static_cast<long long>(parsed),
                static_cast<long long>(laid), pages);
}

// The battle so far to PDF, built from the file and written, as File > Export PDF and
// adjutant-cli summary --turn all --pdf do: `runs` times; its median, pages and the targets.
bool soFar(BattleDocument &doc, const QString &dir, bool every, int runs)
{
    constexpr double kTargetMs = 10000;
    constexpr int kTargetPages = 100;
    QList<double> builds, totals, cpus;
    int pages = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer t;
        t.start();
        const double cpu = adj::bench::threadCpuMs();
        const TurnSummary s = SummaryBuilder::build(doc.state(), doc.profile(), doc.store(), 0);
        builds << t.nsecsElapsed() / 1e6;
        const QString pdf = QDir(dir).filePath(u"so-far-%1.pdf"_s.arg(run));
        SummaryPrinter::Options options;
        options.everyResolution = every;
        QString error;
        if (!SummaryPrinter::writePdf(s, pdf, QPageSize::A4, options, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return false;
        }
        totals << t.nsecsElapsed() / 1e6;
        cpus << adj::bench::threadCpuMs() - cpu;
        pages = adj::testing::pdfPages(pdf);
    }
    const double total = adj::bench::median(totals);
    std::printf("the battle so far%s to PDF (median of %d): %.0f ms, %.0f ms of the thread's CPU time (built "
                "in %.0f ms), %d pages; target %.0f s and 100 pages: %.2f and %.2f of them\n",
                every ? " with every resolution" : "", runs, total, adj::bench::median(cpus),
                adj::bench::median(builds), pages, every ? 20.0 : 10.0,
                total / (every ? 2 * kTargetMs : kTargetMs), double(pages) / kTargetPages);
    if (every) {
        adj::bench::figure("the battle so far with every resolution to PDF", total / 1000, 20, "s");
    } else {
        adj::bench::figure("the battle so far to PDF, turn by turn and unit by unit", total / 1000, 10, "s");
        adj::bench::figure("the battle so far's pages", pages, kTargetPages, "pages");
    }
    return true;
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as soon as it is measured
    if (app.arguments().size() < 2 || app.arguments().size() > 3) {
        std::fprintf(
            stderr,
            "usage: bench_summary FILE [--so-far | --every | --steps | --turn | --view] (its battle is "
            "generated beside FILE when missing)\n");
        return 2;
    }
    const QString path =
        QFileInfo(app.arguments().at(1))
            .dir()
            .filePath(adj::bench::quick() ? u"summary-quick.adjutant"_s : u"summary-100-turns.adjutant"_s);
    if (!QFile::exists(path) && generate(path) != 0)
        return 1;
    QString error;
    auto doc = BattleDocument::open(path, &error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QTemporaryDir dir;
    if (app.arguments().contains(u"--steps"_s)) {
        soFarSteps(*doc, false);
        if (!soFar(*doc, dir.path(), false, 1))
            return 1;
        soFarSteps(*doc, true);
        return soFar(*doc, dir.path(), true, 1) ? 0 : 1;
    }
    if (app.arguments().contains(u"--so-far"_s))
        return soFar(*doc, dir.path(), false, 5) ? 0 : 1;
    if (app.arguments().contains(u"--every"_s))
        return soFar(*doc, dir.path(), true, 1) ? 0 : 1;
    const bool viewOnly = app.arguments().contains(u"--view"_s);
    QList<double> builds, totals, buildCpus, cpus;
    for (int run = 0; run < (viewOnly ? 0 : adj::bench::runs(5)); ++run) {
        QElapsedTimer t;
        t.start();
        const double cpu = adj::bench::threadCpuMs();
        const TurnSummary s = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), kTurns);
        builds << t.nsecsElapsed() / 1e6;
        buildCpus << adj::bench::threadCpuMs() - cpu;
        const QString pdf = dir.filePath(u"turn-%1.pdf"_s.arg(run));
        if (!SummaryPrinter::writePdf(s, pdf, QPageSize::A4, {}, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        totals << t.nsecsElapsed() / 1e6;
        cpus << adj::bench::threadCpuMs() - cpu;
        if (run == 0)
            std::printf("turn %d: %d events, %lld resolutions, PDF %lld KiB\n", kTurns, s.events,
                        static_cast<long long>(s.resolutions.size()),
                        static_cast<long long>(QFile(pdf).size() / 1024));
    }
    if (!viewOnly) {
        // The summary is built and printed on this thread alone: its CPU time is the figure without
        // the waits for a core of a machine shared with others.
        std::printf("summary of turn %d built (median of 5): %.0f ms, %.0f ms of the thread's CPU time\n",
                    kTurns, adj::bench::median(builds), adj::bench::median(buildCpus));
        std::printf(
            "summary of turn %d built and written to PDF (median of 5): %.0f ms, %.0f ms of the thread's "
            "CPU time\n",
            kTurns, adj::bench::median(totals), adj::bench::median(cpus));
        adj::bench::figure("the summary of turn 100 of the big battle built and written to PDF",
                           adj::bench::median(totals) / 1000, 2, "s");
    }
    if (app.arguments().contains(u"--turn"_s))
        return 0;

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
    // On a machine shared with others the wall time of a gap includes the time the GUI thread
    // waited for a core: the GUI thread's own CPU time in the longest gap is measured beside it.
    qint64 longestGap = 0;
    double longestCpuGap = 0;
    QElapsedTimer sinceTick;
    double cpuAtTick = adj::bench::threadCpuMs();
    QTimer ticker;
    ticker.setInterval(2);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const double cpu = adj::bench::threadCpuMs();
        longestGap = std::max(longestGap, sinceTick.restart());
        longestCpuGap = std::max(longestCpuGap, cpu - cpuAtTick);
        cpuAtTick = cpu;
    });
    auto watch = [&](const char *what, const std::function<void()> &start) {
        longestGap = 0;
        longestCpuGap = 0;
        QElapsedTimer wall;
        wall.start();
        sinceTick.start();
        cpuAtTick = adj::bench::threadCpuMs();
        ticker.start();
        start();
        while (view.isStale() && wall.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        longestGap = std::max(longestGap, sinceTick.elapsed());
        longestCpuGap = std::max(longestCpuGap, adj::bench::threadCpuMs() - cpuAtTick);
        ticker.stop();
        std::printf(
            "Summary view, %s (turn %d, %d events, %lld resolutions): ready in %lld ms; the GUI thread "
            "blocked at most %lld ms, %.0f ms of its CPU time (showing it: %lld ms, the longest so far)\n",
            what, view.summary().turn, view.summary().events,
            static_cast<long long>(view.summary().resolutions.size()), static_cast<long long>(wall.elapsed()),
            static_cast<long long>(longestGap), longestCpuGap, static_cast<long long>(view.longestShowMs()));
    };
    qint64 longestBlock = 0;
    double longestCpuBlock = 0;
    auto watched = [&](const char *what, const std::function<void()> &start) {
        watch(what, start);
        longestBlock = std::max(longestBlock, longestGap);
        longestCpuBlock = std::max(longestCpuBlock, longestCpuGap);
    };
    watched("turn 100 on show", [&] {
        view.setDocument(doc.get());
        view.show();
    });
    watched("the battle so far", [&] { view.turnBox()->setCurrentIndex(0); });
    watched("back to turn 100", [&] { view.turnBox()->setCurrentIndex(view.turnBox()->count() - 1); });
    watched("after an edit", [&] {
        const Unit u = doc->state().units.first();
        Unit hit = u;
        hit.strength = std::max(0, u.strength - 1);
        doc->commit(Edits::updateUnit(doc->state(), doc->profile(), hit, &error), &error);
        doc->commit(Edits::updateUnit(doc->state(), doc->profile(), u, &error), &error); // as it was
    });
    adj::bench::figure(
        "Summary dock: the longest the GUI thread is blocked while a summary is built and shown",
        double(longestBlock), 100);
    adj::bench::figure("Summary dock: the GUI thread's CPU time in its longest block", longestCpuBlock, 100);
    view.hide();
    if (viewOnly)
        return 0;
    doc.reset();
    if (!(doc = BattleDocument::open(path, &error)) || !soFar(*doc, dir.path(), false, adj::bench::runs(5)) ||
        !soFar(*doc, dir.path(), true, 1))
        return 1;
    return 0;
}
