// Opening a battle in the main window (run by scripts/bench, never by ctest):
//   bench_gui FILE   starts itself 5 times; each child opens FILE in the main window and reports
//                    the time from its start to the first painted window, and its resident memory.
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {
long rssKiB()
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

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
                std::printf("%.1f %ld\n", m_clock->nsecsElapsed() / 1e6, rssKiB());
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
    adj::MainWindow window;
    FirstPaint probe(clock);
    window.installEventFilter(&probe);
    if (!window.openBattle(QString::fromLocal8Bit(argv[2]), true))
        return 1;
    window.show();
    return QApplication::exec();
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
    QList<double> times;
    QList<double> rss;
    for (int run = 0; run < 5; ++run) {
        QProcess p;
        p.start(QString::fromLocal8Bit(argv[0]), {u"--child"_s, QString::fromLocal8Bit(argv[1])});
        if (!p.waitForFinished(60000) || p.exitCode() != 0) {
            std::fprintf(stderr, "run %d failed: %s\n", run, p.readAllStandardError().constData());
            return 1;
        }
        const QList<QByteArray> parts = p.readAllStandardOutput().trimmed().split(' ');
        times << parts.value(0).toDouble();
        rss << parts.value(1).toDouble() / 1024.0;
    }
    std::sort(times.begin(), times.end());
    std::sort(rss.begin(), rss.end());
    std::printf("start to first painted main window (median of 5): %.0f ms (runs %.0f..%.0f ms)\n",
                times.at(2), times.first(), times.last());
    std::printf("resident memory with the battle open (median of 5): %.1f MB\n", rss.at(2));
    return 0;
}
