// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli log writes the log as it reads it (issue 30): its JSON is byte for byte what
// QJsonDocument writes of the whole log, and the peak memory of `log --json` on a battle of
// 10,000 events is that of one of 100, within SQLite's page cache; counted by the kernel for the
// child process alone, never timed. Before, the whole log and its JSON were held at once.
#include "support/clirun.h"
#include "support/longbattle.h"
#include "support/peakrss.h"

#include "battledocument.h"
#include "battlestore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::testing::cli;

class TestCliLogStream : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonIsQtsOwn_data();
    void jsonIsQtsOwn();
    void textListsEveryEvent();
    void peakDoesNotGrowWithTheLog();

private:
    testing::ShortAndLongBattles m_battles;
    QString m_empty;
};

void TestCliLogStream::initTestCase()
{
    QString error;
    m_empty = m_battles.dir.filePath(u"empty.adjutant"_s);
    QVERIFY2(m_battles.write(&error), qPrintable(error));
    QVERIFY2(BattleDocument::create(m_empty, {u"Empty"_s, u"fhg-land"_s}, &error), qPrintable(error));
}

void TestCliLogStream::jsonIsQtsOwn_data()
{
    QTest::addColumn<QString>("battle");
    QTest::addColumn<int>("turn"); // 0: the whole log
    QTest::newRow("100 events") << u"short"_s << 0;
    QTest::newRow("turn 1 of them") << u"short"_s << 1;
    QTest::newRow("a turn without events") << u"short"_s << 9000;
    QTest::newRow("an empty log") << u"empty"_s << 0;
}

void TestCliLogStream::jsonIsQtsOwn()
{
    QFETCH(QString, battle);
    QFETCH(int, turn);
    const QString path = battle == u"short"_s ? m_battles.shortBattle : m_empty;
    QString error;
    auto doc = BattleDocument::open(path, &error, true);
    QVERIFY2(doc, qPrintable(error));
    QJsonArray events;
    for (const Event &e :
         turn > 0 ? doc->store().eventsOfTurn(turn) : doc->store().events(1, int(doc->store().eventCount())))
        events.append(e.toJson());
    doc.reset();
    QStringList args{u"log"_s, path, u"--json"_s};
    if (turn > 0)
        args << u"--turn"_s << QString::number(turn);
    const testing::CliRun run = cli(args);
    QCOMPARE(run.exit, 0);
    const QByteArray whole =
        QJsonDocument(QJsonObject{{u"events"_s, events}, {u"ok"_s, true}, {u"schemaVersion"_s, 1}})
            .toJson(QJsonDocument::Indented);
    QCOMPARE(run.out.toUtf8(), whole);
    if (battle == u"short"_s && turn == 0)
        QCOMPARE(events.size(), 100);
}

void TestCliLogStream::textListsEveryEvent()
{
    const testing::CliRun run = cli({u"log"_s, m_battles.shortBattle});
    QCOMPARE(run.exit, 0);
    const QStringList lines = run.out.split(u'\n');
    QCOMPARE(lines.filter(QRegularExpression(u"^#\\d+ turn "_s)).size(), 100);
    QVERIFY2(run.out.startsWith(u"#1 turn 1 "_s), qPrintable(run.out.left(80)));
    QVERIFY(run.out.contains(u"#100 turn "_s));
    QVERIFY(run.out.contains(u"(undone)"_s));
}

void TestCliLogStream::peakDoesNotGrowWithTheLog()
{
    const QString out = m_battles.dir.filePath(u"log.json"_s);
    auto peak = [&](const QString &battle, int events) {
        const testing::PeakRun run =
            testing::runCountingPeak(QStringLiteral(ADJ_CLI_PATH), {u"log"_s, battle, u"--json"_s}, out);
        QFile f(out);
        const bool whole =
            f.open(QIODevice::ReadOnly) &&
            QJsonDocument::fromJson(f.readAll()).object().value(u"events"_s).toArray().size() == events;
        return run.exit == 0 && whole ? run.peakKiB : -1;
    };
    const long shortPeak = peak(m_battles.shortBattle, 100);
    const long longPeak = peak(m_battles.longBattle, 10'000);
    QVERIFY(shortPeak > 0 && longPeak > 0);
    // SQLite's page cache (2 MB) fills with what is read, whatever the log; nothing else may grow.
    constexpr long kSlackKiB = 6 * 1024;
    qInfo("peak resident memory of log --json: %ld KiB for 100 events, %ld KiB for 10,000", shortPeak,
          longPeak);
    QVERIFY2(longPeak <= shortPeak + kSlackKiB,
             qPrintable(u"log --json of 10,000 events peaked at %1 KiB, of 100 at %2 KiB"_s.arg(longPeak).arg(
                 shortPeak)));
}

QTEST_GUILESS_MAIN(TestCliLogStream)
#include "tst_clilogstream.moc"
