// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli summary --json writes the summary as it reads the log (issue 30): its JSON is byte for
// byte what QJsonDocument writes of the whole summary (the referee's and a side's report), and the
// peak memory of `summary --turn all --json` on a battle of 10,000 events, a third of them
// resolutions with a note each, is that of one of 100, within SQLite's page cache: counted by the
// kernel for the child process alone, never timed. Before, every resolution line was held at once.
#include "support/clirun.h"
#include "support/longbattle.h"
#include "support/peakrss.h"

#include "battledocument.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::testing::cli;

class TestCliSummaryStream : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonIsQtsOwn_data();
    void jsonIsQtsOwn();
    void unknownSideIsRefused();
    void peakDoesNotGrowWithTheLog();

private:
    testing::ShortAndLongBattles m_battles;
};

void TestCliSummaryStream::initTestCase()
{
    QString error;
    QVERIFY2(m_battles.write(&error, true), qPrintable(error));
}

void TestCliSummaryStream::jsonIsQtsOwn_data()
{
    QTest::addColumn<QString>("turn"); // "": the current one
    QTest::addColumn<QString>("side"); // "": the referee's
    QTest::newRow("the battle so far") << u"all"_s << QString();
    QTest::newRow("turn 1") << u"1"_s << QString();
    QTest::newRow("the current turn") << QString() << QString();
    QTest::newRow("the British players' report, so far") << u"all"_s << u"British"_s;
    QTest::newRow("the American players' report, turn 1") << u"1"_s << u"American"_s;
}

void TestCliSummaryStream::jsonIsQtsOwn()
{
    QFETCH(QString, turn);
    QFETCH(QString, side);
    QString error;
    auto doc = BattleDocument::open(m_battles.shortBattle, &error, true);
    QVERIFY2(doc, qPrintable(error));
    const int n = turn == u"all"_s ? 0 : turn.isEmpty() ? doc->state().info.turn : turn.toInt();
    TurnSummary whole = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), n);
    QVERIFY2(whole.resolutions.size() > (n == 0 ? 10 : 0), "the battle has resolutions to stream");
    QVERIFY(n != 0 || !whole.notes.isEmpty());
    if (!side.isEmpty())
        QVERIFY2(PlayersReport::make(whole, side, &whole, &error), qPrintable(error));
    doc.reset();
    QJsonObject o = whole.toJson();
    o.insert(u"ok"_s, true);
    o.insert(u"schemaVersion"_s, 1);

    QStringList args{u"summary"_s, m_battles.shortBattle, u"--json"_s};
    if (!turn.isEmpty())
        args << u"--turn"_s << turn;
    if (!side.isEmpty())
        args << u"--side"_s << side;
    const testing::CliRun run = cli(args);
    QCOMPARE(run.exit, 0);
    QCOMPARE(run.out.toUtf8(), QJsonDocument(o).toJson(QJsonDocument::Indented));
}

void TestCliSummaryStream::unknownSideIsRefused()
{
    const testing::CliRun run =
        cli({u"summary"_s, m_battles.shortBattle, u"--json"_s, u"--side"_s, u"Prussian"_s});
    QCOMPARE(run.exit, 1);
    const QJsonObject error = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"message"_s).toString(), u"there is no side called \"Prussian\""_s);
}

void TestCliSummaryStream::peakDoesNotGrowWithTheLog()
{
    const QString out = m_battles.dir.filePath(u"summary.json"_s);
    auto peak = [&](const QString &battle, int atLeast) {
        const testing::PeakRun run = testing::runCountingPeak(
            QStringLiteral(ADJ_CLI_PATH), {u"summary"_s, battle, u"--turn"_s, u"all"_s, u"--json"_s}, out);
        QFile f(out);
        const bool whole =
            f.open(QIODevice::ReadOnly) &&
            QJsonDocument::fromJson(f.readAll()).object().value(u"resolutions"_s).toArray().size() >= atLeast;
        return run.exit == 0 && whole ? run.peakKiB : -1;
    };
    const long shortPeak = peak(m_battles.shortBattle, 10);
    const long longPeak = peak(m_battles.longBattle, 1'000);
    QVERIFY(shortPeak > 0 && longPeak > 0);
    // SQLite's page cache (2 MB) fills with what is read, whatever the log; nothing else may grow.
    constexpr long kSlackKiB = 6 * 1024;
    qInfo("peak resident memory of summary --turn all --json: %ld KiB for 100 events, %ld KiB for 10,000",
          shortPeak, longPeak);
    QVERIFY2(
        longPeak <= shortPeak + kSlackKiB,
        qPrintable(u"summary --json of 10,000 events peaked at %1 KiB, of 100 at %2 KiB"_s.arg(longPeak).arg(
            shortPeak)));
}

QTEST_GUILESS_MAIN(TestCliSummaryStream)
#include "tst_clisummarystream.moc"
