// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What every benchmark shares: the median of its timings, the figures printed beside their targets
// (collected by scripts/bench into one table), the quick mode, the resident memory and, for the odds
// benchmarks, the rule table they run against and an action's odds timed.
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <vector>

namespace adj::bench {

// scripts/bench --quick (ADJ_BENCH_QUICK=1): every benchmark once, with smaller sizes, in minutes.
inline bool quick()
{
    return qEnvironmentVariableIntValue("ADJ_BENCH_QUICK") == 1;
}

// `full` runs, or `fast` under --quick.
inline int runs(int full, int fast = 1)
{
    return quick() ? fast : full;
}

// One figure beside its target and their ratio, on a line of its own that scripts/bench collects
// ("FIGURE what | value | target | ratio"); true when it is within the target.
inline bool figure(const char *what, double value, double target, const char *unit = "ms")
{
    const double ratio = target > 0 ? value / target : 0;
    std::printf("FIGURE %s | %.3f %s | %.3f %s | %.2f%s\n", what, value, unit, target, unit, ratio,
                ratio <= 1 ? "" : " OVER");
    std::fflush(stdout);
    return ratio <= 1;
}

// The median of `v` (the mean of the two middle values of an even count); 0 when empty.
inline double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    if (v.isEmpty())
        return 0;
    const qsizetype mid = v.size() / 2;
    return v.size() % 2 ? v.at(mid) : (v.at(mid - 1) + v.at(mid)) / 2;
}

// The median time of `reps` calls of `f`, in milliseconds.
template <typename F> double timeMedian(int reps, F f)
{
    QList<double> t;
    t.reserve(reps);
    for (int i = 0; i < reps; ++i) {
        const auto a = std::chrono::steady_clock::now();
        f();
        const auto b = std::chrono::steady_clock::now();
        t.append(std::chrono::duration<double, std::milli>(b - a).count());
    }
    return median(t);
}

// The rule table `file` ("fhg-land.json") of the rule set in resolvers/`folder`: the path given as
// the program's first argument, else the bundled resource, else the source tree's copy (found from
// this file's own path). Exits with 2, saying why, when none can be read.
inline RuleTable loadTable(int argc, char **argv, const QString &folder, const QString &file)
{
    QStringList paths{QStringLiteral(":/rulesets/") + file};
    if (argc > 1)
        paths.prepend(QString::fromLocal8Bit(argv[1]));
    paths.append(QString::fromUtf8(__FILE__).section(u'/', 0, -4) + QStringLiteral("/resolvers/") + folder +
                 u'/' + file);
    for (const QString &p : paths) {
        if (!QFile::exists(p))
            continue;
        QString error;
        RuleTable t = RuleTable::fromFile(p, &error);
        if (t.isValid())
            return t;
        std::fprintf(stderr, "%s: %s\n", qPrintable(p), qPrintable(error));
    }
    std::fprintf(stderr, "cannot find %s; pass its path\n", qPrintable(file));
    std::exit(2);
}

// This process's resident memory now, in KiB (VmRSS); -1 when it cannot be read.
inline long rssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// The CPU time this thread has used, in milliseconds: what a commit costs apart from waiting on
// the disk, which on a fast disk is most of the difference to a bare commit (issue 30).
inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// One action's exact odds to time: what the line says, the action, its inputs (JSON) and its target.
struct OddsCase
{
    const char *name;
    QString action;
    const char *inputs;
    double target = 1.0; // ms
};

// The odds of `c` once, then the median time of `reps` calls of odds(); nothing, with an ERROR line
// (`width` wide) printed, when the action refuses its inputs.
struct TimedOdds
{
    Distribution probe;
    double ms = 0;
};
inline std::optional<TimedOdds> timeOdds(const QString &ruleset, const OddsCase &c, const RuleTable &table,
                                         int reps, int width)
{
    const QJsonObject in = QJsonDocument::fromJson(QByteArray(c.inputs)).object();
    Distribution probe = odds(ruleset, c.action, in, table);
    if (!probe.ok()) {
        std::printf("  %-*s ERROR %s\n", width, c.name, qPrintable(probe.error()));
        return std::nullopt;
    }
    const double ms = timeMedian(reps, [&] {
        if (!odds(ruleset, c.action, in, table).ok())
            std::abort();
    });
    return TimedOdds{std::move(probe), ms};
}

// timeOdds() of each case, `report(c, probe, ms)` called for each that was timed; false when any refused
// its inputs.
template <typename Report>
bool timeEachOdds(const QString &ruleset, const std::vector<OddsCase> &cases, const RuleTable &table,
                  int reps, int width, Report report)
{
    bool allProbed = true;
    for (const OddsCase &c : cases) {
        if (const std::optional<TimedOdds> timed = timeOdds(ruleset, c, table, reps, width))
            report(c, timed->probe, timed->ms);
        else
            allProbed = false;
    }
    return allProbed;
}

} // namespace adj::bench
