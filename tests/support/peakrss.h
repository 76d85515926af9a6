#pragma once
// The peak resident memory of one run of a program, as the kernel counts it for that child alone
// (wait4's rusage): what the guards of issue 30 compare, never a time.
#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char **environ;

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
    QList<QByteArray> bytes{QFile::encodeName(program)};
    for (const QString &a : args)
        bytes << a.toLocal8Bit();
    QList<char *> argv;
    for (QByteArray &b : bytes)
        argv << b.data();
    argv << nullptr;
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, QFile::encodeName(outPath).constData(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    PeakRun run;
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv.first(), &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status))
        return run;
    run.exit = WEXITSTATUS(status);
    run.peakKiB = usage.ru_maxrss;
    return run;
}

} // namespace adj::testing
