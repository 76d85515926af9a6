// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// `adjutant-cli serve` as the table link's attack tests run it: a process of its own, started with
// a descriptor limit of its own when asked, its peak memory read from /proc (docs/tablelink.md).
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <sys/resource.h>

namespace adj::testing {

// The adjutant-cli under test: $ADJ_CLI (an older build, to see a test fail there), else this build's.
inline QString cliUnderTest()
{
    const QByteArray given = qgetenv("ADJ_CLI");
    return given.isEmpty() ? QStringLiteral(ADJ_CLI_PATH) : QString::fromLocal8Bit(given);
}

// Raises this process's soft descriptor limit to its hard one (the attacks open thousands).
inline qint64 raiseOwnDescriptors()
{
    rlimit r{};
    getrlimit(RLIMIT_NOFILE, &r);
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
    getrlimit(RLIMIT_NOFILE, &r);
    return qint64(r.rlim_cur);
}

// A line of /proc/PID/status in KiB ("VmHWM": the peak resident memory), as MiB; 0 when unknown.
inline double procStatusMiB(qint64 pid, const char *field)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qstrlen(field) + 1).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

class ServeProcess final
{
public:
    ServeProcess() = default;
    ServeProcess(const ServeProcess &) = delete;
    ServeProcess &operator=(const ServeProcess &) = delete;
    ~ServeProcess() { stop(); }

    // Serves `battle` on `address` (any free port). `descriptors` > 0: the soft RLIMIT_NOFILE the
    // server starts with (1,024 is the common default; the server may raise it itself).
    bool start(const QString &battle, const QString &address = QStringLiteral("127.0.0.1"),
               int descriptors = 0)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        if (descriptors > 0)
            process.setChildProcessModifier([descriptors] {
                rlimit r{};
                getrlimit(RLIMIT_NOFILE, &r);
                r.rlim_cur = rlim_t(descriptors);
                setrlimit(RLIMIT_NOFILE, &r);
            });
        process.start(cliUnderTest(),
                      {QStringLiteral("serve"), QStringLiteral("--battle"), battle, QStringLiteral("--port"),
                       QStringLiteral("0"), QStringLiteral("--address"), address, QStringLiteral("--json")});
        if (!process.waitForStarted(10000))
            return false;
        QElapsedTimer t;
        t.start();
        while (!process.canReadLine() && t.elapsed() < 20000 && process.state() == QProcess::Running)
            process.waitForReadyRead(200);
        const QJsonObject info = QJsonDocument::fromJson(process.readLine()).object();
        url = info.value(QStringLiteral("url")).toString();
        port = quint16(info.value(QStringLiteral("port")).toInt());
        for (const auto &s : info.value(QStringLiteral("sides")).toArray())
            sideUrls << s.toObject().value(QStringLiteral("url")).toString();
        return info.value(QStringLiteral("ok")).toBool() && sideUrls.size() >= 2;
    }
    qint64 pid() const { return process.processId(); }
    double peakMiB() const { return procStatusMiB(pid(), "VmHWM:"); }
    bool isRunning() const { return process.state() == QProcess::Running; }
    // What it printed on stderr since the last call.
    QString errors() { return QString::fromUtf8(process.readAllStandardError()); }
    // SIGTERM, as the referee's Ctrl+C would; killed when it does not stop.
    void stop()
    {
        if (process.state() == QProcess::NotRunning)
            return;
        process.terminate();
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished(5000);
        }
    }

    QProcess process;
    QString url;
    quint16 port = 0;
    QStringList sideUrls;
};

} // namespace adj::testing
