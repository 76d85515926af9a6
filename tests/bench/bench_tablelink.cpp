// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The table link's targets (issue 18): a submission reaches the referee's window in at most 50 ms
// on loopback, and 50 connected pages cost the server at most 20 MB. Run by hand or by
// scripts/bench; medians and ratios to the targets, never a pass/fail in ctest.
//
//   bench_tablelink            both measures
//   bench_tablelink --serve F  (internal) serves battle F and prints its two page addresses
#include "benchsupport.h"
#include "linkbattle.h"
#include "tablelink.h"
#include "tablelinkwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <chrono>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

double rssMiB(qint64 pid)
{
    QFile f(u"/proc/%1/status"_s.arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

QString wsUrl(QString page)
{
    return page.replace(u"http://"_s, u"ws://"_s) + u"ws"_s;
}

int serve(const QString &path)
{
    QString error;
    auto doc = BattleDocument::open(path, &error);
    TableLink link(doc.get());
    if (!doc || !link.start(QHostAddress::LocalHost, 0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    for (const TableLink::SideStatus &s : link.status())
        std::printf("%s\n", qPrintable(link.url(s.sideId)));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

// From the page's send to the moment the referee's window has shown the sealed choice.
void latency(const QString &dir)
{
    QString error;
    auto doc = bench::plottingBattle(dir + u"/latency.adjutant"_s, &error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(2);
    }
    TableLinkWindow window(doc.get());
    if (!window.switchOn(u"127.0.0.1"_s, 0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(2);
    }
    TableLink *link = window.link();
    QWebSocket page;
    QJsonObject form;
    QObject::connect(&page, &QWebSocket::textMessageReceived, [&](const QString &t) {
        const QJsonObject m = QJsonDocument::fromJson(t.toUtf8()).object();
        if (m[u"type"_s] == u"state"_s && m[u"form"_s].isObject())
            form = m[u"form"_s].toObject();
    });
    page.open(QUrl(wsUrl(link->url(link->status().at(0).sideId))));
    if (!QTest::qWaitFor([&] { return !form.isEmpty(); }, 10000)) {
        std::fprintf(stderr, "the page got no form\n");
        std::exit(2);
    }
    bool shown = false;
    // Connected after the window's own: runs once the window has refreshed.
    QObject::connect(link, &TableLink::statusChanged, [&] { shown = true; });
    QList<double> ms;
    const QStringList cycle{u"S"_s, u"X"_s, u"R"_s, u"S"_s, u"X"_s, u"L"_s, u"S"_s, u"X"_s, u"R"_s};
    for (int i = 0; i < bench::runs(60, 20); ++i) {
        shown = false;
        const QJsonObject submit{
            {u"type"_s, u"submit"_s},
            {u"id"_s, u"bench-%1-%2"_s.arg(QCoreApplication::applicationPid()).arg(i)},
            {u"formKey"_s, form[u"key"_s]},
            {u"inputs"_s, QJsonObject{{u"markers"_s,
                                       QJsonArray::fromStringList(cycle.mid(0, form[u"count"_s].toInt()))}}}};
        const auto a = std::chrono::steady_clock::now();
        page.sendTextMessage(QString::fromUtf8(QJsonDocument(submit).toJson(QJsonDocument::Compact)));
        while (!shown)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        const auto b = std::chrono::steady_clock::now();
        if (i >= 10) // the first ones warm the caches
            ms.append(std::chrono::duration<double, std::milli>(b - a).count());
        QTest::qWait(20); // pages do not flood (20 messages in 10 s per page is the bound)
        if (i % 15 == 14)
            QTest::qWait(10000);
    }
    const double med = bench::median(ms);
    std::printf("submission to the referee's window, loopback: median %.2f ms over %lld (target 50 ms: "
                "%.3f of it)\n",
                med, qsizetype(ms.size()), med / 50.0);
    bench::figure("table link: a side's plot from its page to the referee's window, sealed", med, 50);
}

// A server process with 50 pages connected, against itself with none.
void memory(const QString &dir, const QString &self)
{
    QString error;
    if (!bench::plottingBattle(dir + u"/memory.adjutant"_s, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(2);
    }
    QProcess server;
    server.start(self, {u"--serve"_s, dir + u"/memory.adjutant"_s});
    server.waitForReadyRead(20000);
    QTest::qWait(300);
    const QStringList urls =
        QString::fromUtf8(server.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    if (urls.size() != 2) {
        std::fprintf(stderr, "the server did not start\n");
        std::exit(2);
    }
    QTest::qWait(500);
    const double idle = rssMiB(server.processId());
    std::vector<std::unique_ptr<QWebSocket>> pages;
    int states = 0;
    for (int i = 0; i < 50; ++i) {
        pages.push_back(std::make_unique<QWebSocket>());
        QObject::connect(pages.back().get(), &QWebSocket::textMessageReceived, [&] { ++states; });
        pages.back()->open(QUrl(wsUrl(urls.at(i % 2))));
    }
    if (!QTest::qWaitFor([&] { return states >= 50; }, 20000)) {
        std::fprintf(stderr, "only %d of 50 pages connected\n", states);
        std::exit(2);
    }
    QTest::qWait(1000);
    const double busy = rssMiB(server.processId());
    std::printf("server memory: %.1f MiB idle, %.1f MiB with 50 pages: %.2f MiB for them (target 20 MB: "
                "%.3f of it)\n",
                idle, busy, busy - idle, (busy - idle) * 1.048576 / 20.0);
    bench::figure("table link: the server's resident memory for 50 pages", (busy - idle) * 1.048576, 20,
                  "MB");
    pages.clear();
    server.kill();
    server.waitForFinished();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--serve") == 0)
        return serve(QString::fromLocal8Bit(argv[2]));
    QTemporaryDir dir;
    latency(dir.path());
    memory(dir.path(), QCoreApplication::applicationFilePath());
    return 0;
}
