// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The peak resident memory of one run of a program, as the kernel counts it for that child alone:
// what the guards of issue 30 compare, never a time.
//
// Counted through a small python3 that starts the program and reads its children's rusage. A
// program spawned straight from the test would not do: Linux carries the spawning process's own
// high-water mark into the child (vfork's exec records the parent's; fork copies its pages), so a
// test of 60 MB would hide any child below 60 MB.
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace adj::testing {

struct PeakRun
{
    int exit = -1;
    long peakKiB = -1;
};

// Runs `program` with `args`, its standard output written to `outPath`; its exit code and peak
// resident set size in KiB (-1 when it could not be run or did not exit).
inline PeakRun runCountingPeak(const QString &program, const QStringList &args, const QString &outPath)
{
    static const QString script =
        QStringLiteral("import resource, subprocess, sys\n"
                       "with open(sys.argv[1], 'wb') as out:\n"
                       "    code = subprocess.call(sys.argv[2:], stdout=out)\n"
                       "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n");
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QStringLiteral("/usr/bin/python3"),
            QStringList{QStringLiteral("-c"), script, outPath, program} + args);
    PeakRun run;
    if (!p.waitForFinished(600'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return run;
    const QList<QByteArray> words = p.readAllStandardOutput().simplified().split(' ');
    if (words.size() != 2)
        return run;
    bool exitOk = false, peakOk = false;
    const int exit = words.at(0).toInt(&exitOk);
    const long peak = words.at(1).toLong(&peakOk);
    if (!exitOk || !peakOk || exit < 0) // negative: killed by a signal
        return run;
    run.exit = exit;
    run.peakKiB = peak;
    return run;
}

} // namespace adj::testing
