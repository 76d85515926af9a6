// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window on the big battle (run by scripts/bench, never by ctest):
//   bench_gui FILE   starts itself 5 times each way: a bare QMainWindow, the main window on the
//                    Queenston demo battle, and the main window on FILE; each child reports the time
//                    from its start to its first painted window, and its resident memory (issue 30:
//                    the demo within 5x the bare window, the big battle within 2x the demo, 1 s and
//                    120 MB). Then, on a copy of FILE in this process, the medians of what the referee does
//                    on the GUI thread (each with its repaint): open the house-rules and unit
//                    dialogs, apply a fire action, undo and redo it, scroll the log to its end,
//                    and Save As (the GUI thread's longest pause while the copy is written).
#include "actionpanel.h"
#include "battlecopier.h"
#include "benchsupport.h"
#include "edits.h"
#include "eventlogview.h"
#include "houserulesdialog.h"
#include "logpanel.h"
#include "mainwindow.h"
#include "support/demobattlefile.h"
#include "unitdialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMainWindow>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <utility>

#include <time.h>

using namespace Qt::StringLiterals;

namespace {

class FirstPaint final : public QObject
{
public:
    explicit FirstPaint(QElapsedTimer *clock)
        : m_clock(clock)
    {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            // Reported once this paint (and what it queued) is done.
            QTimer::singleShot(0, this, [this] {
                std::printf("%.1f %ld %.1f\n", m_clock->nsecsElapsed() / 1e6, adj::bench::rssKiB(),
                            adj::bench::threadCpuMs());
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QElapsedTimer *m_clock;
    bool m_seen = false;
};

int child(int argc, char *argv[], QElapsedTimer *clock)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings alone
    FirstPaint probe(clock);
    if (qstrcmp(argv[2], "--bare") == 0) { // what any Qt program pays before its first paint
        QMainWindow bare;
        bare.resize(1024, 700);
        bare.installEventFilter(&probe);
        bare.show();
        return QApplication::exec();
    }
    adj::MainWindow window;
    window.installEventFilter(&probe);
    if (!window.openBattle(QString::fromLocal8Bit(argv[2]), true))
        return 1;
    window.show();
    return QApplication::exec();
}

struct Start
{
    double ms = 0;
    double mb = 0;
};

// The median start of `runs` children (`battle` or "--bare"), and their median resident memory.
Start starts(const char *self, const QString &battle, int runs)
{
    QList<double> times, rss, cpu;
    for (int run = 0; run < runs; ++run) {
        QProcess p;
        p.start(QString::fromLocal8Bit(self), {u"--child"_s, battle});
        if (!p.waitForFinished(60000) || p.exitCode() != 0) {
            std::fprintf(stderr, "run %d of %s failed: %s\n", run, qPrintable(battle),
                         p.readAllStandardError().constData());
            std::exit(1);
        }
        const QList<QByteArray> parts = p.readAllStandardOutput().trimmed().split(' ');
        times << parts.value(0).toDouble();
        rss << parts.value(1).toDouble() / 1024.0;
        cpu << parts.value(2).toDouble();
    }
    // The GUI thread's CPU time beside the wall time: on a shared machine the wall time counts the waits.
    std::printf("  %s: start to first paint %.0f ms (runs %.0f..%.0f ms; the GUI thread's CPU %.0f ms), "
                "resident %.1f MB\n",
                qPrintable(battle), adj::bench::median(times), *std::min_element(times.begin(), times.end()),
                *std::max_element(times.begin(), times.end()), adj::bench::median(cpu),
                adj::bench::median(rss));
    return {adj::bench::median(times), adj::bench::median(rss)};
}

// A step's wall time (and the GUI thread's CPU time in it), with the repaint it causes, in ms.
struct Runs
{
    QList<double> wall;
    QList<double> cpu;
};

Runs &operator<<(Runs &runs, const std::pair<double, double> &sample)
{
    runs.wall << sample.first;
    runs.cpu << sample.second;
    return runs;
}

std::pair<double, double> timed(const std::function<QWidget *()> &step)
{
    QElapsedTimer t;
    t.start();
    const double cpu = adj::bench::threadCpuMs();
    QWidget *painted = step();
    painted->repaint();
    QCoreApplication::processEvents();
    return {t.nsecsElapsed() / 1e6, adj::bench::threadCpuMs() - cpu};
}

void report(const char *what, const QList<double> &runs)
{
    std::printf("%s (median of %lld): %.1f ms (max %.1f ms)\n", what, static_cast<long long>(runs.size()),
                adj::bench::median(runs), *std::max_element(runs.begin(), runs.end()));
}

void report(const char *what, const Runs &runs)
{
    std::printf("%s (median of %lld): %.1f ms (max %.1f ms; GUI thread's CPU %.1f ms)\n", what,
                static_cast<long long>(runs.wall.size()), adj::bench::median(runs.wall),
                *std::max_element(runs.wall.begin(), runs.wall.end()), adj::bench::median(runs.cpu));
}

// What the referee does on the GUI thread, on a copy of `original` (the file is changed).
int operations(int argc, char *argv[], const QString &original)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.adjutant"_s);
    if (!QFile::copy(original, path)) {
        std::fprintf(stderr, "cannot copy %s\n", qPrintable(original));
        return 1;
    }
    adj::MainWindow window;
    window.resize(1400, 900);
    if (!window.openBattle(path, true))
        return 1;
    window.show();
    QCoreApplication::processEvents();
    adj::BattleDocument *doc = window.document();
    const int kRuns = adj::bench::runs(9, 3);

    // Units in play of each side (the generator's random edits rename and move some of them).
    QList<adj::Id> firstSide, secondSide;
    // The generator stacks units as the rules do not allow (4.3) and fire at such a stack is
    // refused: the units that will fire and be fired at are first taken off the board (no
    // position), so the range is the one typed in the quick range field.
    // The first side is player A (5): it fires in its actions phase, with AP to spend (6.2.8).
    const adj::Id playerA = doc->state().sides.firstKey();
    for (const adj::Unit &u : std::as_const(doc->state().units))
        if (u.strength > 1 && u.status.isEmpty())
            (u.side == playerA ? firstSide : secondSide) << u.id;
    firstSide.resize(std::min<qsizetype>(firstSide.size(), 4 * kRuns));
    secondSide.resize(std::min<qsizetype>(secondSide.size(), 4 * kRuns));
    for (const adj::Id id : firstSide + secondSide) {
        adj::Unit changed = doc->state().units.value(id);
        changed.position.clear();
        QString error;
        const adj::Edit e = adj::Edits::updateUnit(doc->state(), doc->profile(), changed, &error);
        if (e.isEmpty() || doc->submit(e, &error) == 0) {
            std::fprintf(stderr, "cannot take unit %lld off the board: %s\n", static_cast<long long>(id),
                         qPrintable(error));
            return 1;
        }
    }
    // The generated battle stands wherever its random edits left it: the fire is taken in player A's
    // actions, as the phase rule (5) allows, with AP enough for every run.
    {
        QString error;
        const adj::Edit phase =
            adj::Edits::advanceToPhase(doc->state(), doc->profile(), u"actions-a"_s, &error);
        if (!phase.isEmpty() && doc->submit(phase, &error) == 0) {
            std::fprintf(stderr, "cannot go to player A's actions: %s\n", qPrintable(error));
            return 1;
        }
        const adj::Edit ap =
            adj::Edits::setCounter(doc->state(), doc->profile(), playerA, {}, u"AP"_s, 10 * kRuns, &error);
        if (!ap.isEmpty() && doc->submit(ap, &error) == 0) {
            std::fprintf(stderr, "cannot give player A its AP: %s\n", qPrintable(error));
            return 1;
        }
    }
    if (firstSide.size() < kRuns || secondSide.size() < kRuns) {
        std::fprintf(stderr, "too few units in play\n");
        return 1;
    }
    Runs houseRules, unitDialog, apply, undo, redo, logEnd;
    for (int run = 0; run < kRuns; ++run) {
        std::unique_ptr<adj::HouseRulesDialog> d;
        houseRules << timed([&] {
            d = std::make_unique<adj::HouseRulesDialog>(doc, &window);
            d->show();
            return d.get();
        });
        d.reset();
        std::unique_ptr<adj::UnitDialog> u;
        unitDialog << timed([&] {
            u = std::make_unique<adj::UnitDialog>(doc, firstSide.at(run * firstSide.size() / kRuns), 0,
                                                  &window);
            u->show();
            return u.get();
        });
        u.reset();
        QCoreApplication::processEvents();
    }
    // Fire at a range of 1 hex, as typed into the quick range field.
    // Pairs the resolver refuses (a target stacked with an eliminated unit, ...) are skipped.
    adj::ActionPanel *panel = window.actionPanel();
    int pair = 0;
    for (int run = 0; run < kRuns; ++run) {
        bool ready = false;
        for (; !ready && pair < std::min(firstSide.size(), secondSide.size()); ++pair) {
            if (!panel->chooseAction(u"fire"_s)) {
                std::fprintf(stderr, "no fire action in the benchmark's rule set\n");
                return 1;
            }
            panel->chooseUnits(firstSide.at(pair), secondSide.at(pair));
            panel->setRangeText(u"1"_s);
            // The referee reads the odds before rolling: they are on the panel when the dice are
            // (inputs the rules refuse have none; their roll is refused below). Worked out on the
            // thread pool, shown from the event loop; newer inputs start when older ones end.
            for (int wait = 0; wait < 3 && !panel->oddsReady(); ++wait) {
                QThreadPool::globalInstance()->waitForDone(2000);
                QCoreApplication::processEvents();
            }
            ready = panel->roll(1000 + run);
            if (!ready && pair < 3)
                std::fprintf(stderr, "skipped: %s\n", qPrintable(panel->message()));
        }
        if (!ready) {
            std::fprintf(stderr, "fire refused: %s\n", qPrintable(panel->message()));
            return 1;
        }
        bool ok = false;
        apply << timed([&] {
            ok = panel->apply();
            return &window;
        });
        if (!ok) {
            std::fprintf(stderr, "apply refused: %s\n", qPrintable(panel->message()));
            return 1;
        }
        undo << timed([&] {
            window.undo();
            return &window;
        });
        redo << timed([&] {
            window.redo();
            return &window;
        });
    }
    // The odds after an input changes (issue 13: one frame): the range typed, the inputs read
    // again off the battle, the dice plan, the exact odds off the GUI thread, the chart drawn.
    Runs odds;
    panel->chooseUnits(firstSide.at(pair), secondSide.at(pair));
    for (int run = 0; run < kRuns; ++run) {
        QEventLoop wait;
        const auto c = QObject::connect(panel, &adj::ActionPanel::oddsShown, &wait, &QEventLoop::quit);
        odds << timed([&] {
            panel->setRangeText(run % 2 ? u"1"_s : u"2"_s);
            wait.exec();
            return static_cast<QWidget *>(panel);
        });
        QObject::disconnect(c);
    }
    adj::EventLogView *log = window.logPanel()->view();
    for (int run = 0; run < kRuns; ++run) {
        log->scrollToTop();
        QCoreApplication::processEvents();
        logEnd << timed([&] {
            log->scrollToBottom();
            return log->viewport();
        });
    }
    report("house-rules dialog opened and painted", houseRules);
    report("unit dialog opened and painted", unitDialog);
    report("fire action applied (commit, roster, log, repaint)", apply);
    report("undo of that action", undo);
    adj::bench::figure("big battle: an action undone, with the repaint of the window (a frame)",
                       adj::bench::median(undo.wall), 16);
    report("redo of that action", redo);
    report("log scrolled to its end", logEnd);
    report("odds shown after an input changed (inputs, plan, odds, chart)", odds);
    adj::bench::figure("big battle: the odds shown after an input changed (issue 8)",
                       adj::bench::median(odds.wall), 50);

    // Save As: the time the GUI thread spends starting it, and its longest pause while the copy is
    // written on the worker (a 5 ms timer stands in for the referee's clicks).
    QList<double> start, pause, whole;
    for (int run = 0; run < adj::bench::runs(3, 1); ++run) {
        const QString dest = dir.filePath(u"copy%1.adjutant"_s.arg(run));
        QElapsedTimer clock;
        clock.start();
        QEventLoop loop;
        QString error;
        bool done = false;
        QObject::connect(window.copier(), &adj::BattleCopier::finished, &loop,
                         [&](const QString &, const QString &e) {
                             error = e;
                             done = true;
                             loop.quit();
                         });
        if (!window.saveCopyTo(dest))
            return 1;
        start << clock.nsecsElapsed() / 1e6;
        double longest = 0;
        qint64 last = clock.nsecsElapsed();
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
            const qint64 now = clock.nsecsElapsed();
            longest = std::max(longest, (now - last) / 1e6);
            last = now;
        });
        tick.start(5);
        if (!done)
            loop.exec();
        whole << clock.nsecsElapsed() / 1e6;
        pause << longest;
        if (!error.isEmpty() || !QFile::exists(dest)) {
            std::fprintf(stderr, "Save As failed: %s\n", qPrintable(error));
            return 1;
        }
    }
    report("Save As: GUI thread busy starting the copy", start);
    report("Save As: longest GUI-thread pause while the copy is written", pause);
    report("Save As: the whole copy, written and checked on the worker", whole);
    QElapsedTimer sync;
    sync.start();
    QString error;
    if (!doc->store().saveCopy(dir.filePath(u"sync.adjutant"_s), &error))
        return 1;
    std::printf("Save As the way it was (the same copy on the GUI thread, once): %.0f ms\n",
                sync.nsecsElapsed() / 1e6);
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    if (argc == 3 && qstrcmp(argv[1], "--child") == 0)
        return child(argc, argv, &clock);
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_gui BATTLE\n");
        return 2;
    }
    QTemporaryDir demoDir;
    const QString demo = demoDir.filePath(u"queenston.adjutant"_s);
    {
        QCoreApplication app(argc, argv); // the demo's scenario is a resource, read through Qt
        QString error;
        if (!adj::testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, demo, &error)) {
            std::fprintf(stderr, "the demo battle: %s\n", qPrintable(error));
            return 1;
        }
    }
    const int runs = adj::bench::runs(5, 2);
    std::printf("start to first painted window (median of %d children each):\n", runs);
    const Start bare = starts(argv[0], u"--bare"_s, runs);
    const Start queenston = starts(argv[0], demo, runs);
    const Start big = starts(argv[0], QString::fromLocal8Bit(argv[1]), runs);
    adj::bench::figure("the demo's start to its first painted window, against 5x a bare Qt window's",
                       queenston.ms, 5 * bare.ms);
    adj::bench::figure("the big battle's start to its first painted window", big.ms, 1000);
    adj::bench::figure("the big battle's start, against 2x the demo's", big.ms, 2 * queenston.ms);
    adj::bench::figure("resident memory with the big battle open", big.mb, 120, "MB");
    std::fflush(stdout);
    return operations(argc, argv, QString::fromLocal8Bit(argv[1]));
}
