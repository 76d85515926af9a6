// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli against an unlucky referee and an attacker (issue 16): several command lines writing
// one battle at once, input taken for what it says, odds too large refused in words, exports that
// a full disk cuts short leaving no file, and no formula or style smuggled through an output.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "support/battlefoldertest.h"
#include "support/clirun.h"
#include "support/datarows.h"
#include "support/rawsql.h"

#include <csignal>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {
using Run = adj::testing::CliRun;
using adj::testing::digest;

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LANGUAGE"_s, u"en"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    return env;
}

// `fileLimit` > 0: the child may write no file larger than that many bytes, as on a full disk.
Run cli(const QStringList &args, qint64 fileLimit = 0)
{
    adj::testing::RunOptions o{.env = {{u"QT_QPA_PLATFORM"_s, u"offscreen"_s}}};
    if (fileLimit > 0)
        o.inChild = [fileLimit] {
            std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails (EFBIG) instead of killing
            const rlimit limit{rlim_t(fileLimit), rlim_t(fileLimit)};
            setrlimit(RLIMIT_FSIZE, &limit);
        };
    return adj::testing::cli(args, o);
}

QStringList leftovers(const QString &dir, const QString &name)
{
    return QDir(dir).entryList({name + u"*"_s}, QDir::Files);
}
} // namespace

class TestCliRobust : public adj::testing::BattleFolderTest
{
    Q_OBJECT

public:
    TestCliRobust()
        : BattleFolderTest(u"queenston.adjutant"_s)
    {}

private slots:
    void manyCommandLinesWriteOneBattle();
    void jsonRosterIsCheckedAsStrictlyAsCsv_data();
    void jsonRosterIsCheckedAsStrictlyAsCsv();
    void nullInputAndLeftoverDiceAreErrors();
    void oddsTooLargeAreRefusedInWords_data();
    void oddsTooLargeAreRefusedInWords();
    void oddsOnceTooLargeAreExact();
    void csvCellsAreNeverFormulas();
    void coloursAreOnlyHex();
    void fullDiskLeavesNoExport_data();
    void fullDiskLeavesNoExport();

private:
    void setUp() override;
};

void TestCliRobust::setUp()
{
    const Run r = adj::testing::newQueenston(m_folder.battle());
    QVERIFY2(r.exit == 0, qPrintable(r.err));
}

void TestCliRobust::manyCommandLinesWriteOneBattle()
{
    const QString battle = m_folder.filePath(u"shared.adjutant"_s);
    QCOMPARE(cli({u"new"_s, battle, u"--ruleset"_s, u"fhg-land"_s}).exit, 0);
    QCOMPARE(cli({u"add-side"_s, battle, u"--name"_s, u"Crown"_s}).exit, 0);
    // Four command lines at once, each adding units and advancing the phase.
    constexpr int kLines = 4;
    constexpr int kEach = 6;
    QList<QProcess *> procs;
    QString script;
    for (int w = 0; w < kLines; ++w) {
        auto *p = new QProcess(this);
        QStringList cmds;
        for (int i = 0; i < kEach; ++i)
            cmds << (i % 3 == 2 ? u"'%1' advance '%2'"_s.arg(QStringLiteral(ADJ_CLI_PATH), battle)
                                : u"'%1' add-unit '%2' --side Crown --name 'Line %3 unit %4' --type militia"_s
                                      .arg(QStringLiteral(ADJ_CLI_PATH), battle)
                                      .arg(w)
                                      .arg(i));
        p->setProcessEnvironment(environment());
        p->start(u"/bin/sh"_s, {u"-ec"_s, cmds.join(u" && "_s)});
        procs << p;
    }
    for (QProcess *p : std::as_const(procs)) {
        QVERIFY(p->waitForFinished(120000));
        const QString err = QString::fromUtf8(p->readAllStandardError());
        QVERIFY2(p->exitCode() == 0, qPrintable(err));
        QVERIFY2(!err.contains(u"UNIQUE"_s) && !err.contains(u"constraint"_s), qPrintable(err));
    }
    qDeleteAll(procs);
    const Run shown = cli({u"show"_s, battle, u"--json"_s});
    QCOMPARE(shown.exit, 0);
    const QJsonObject o = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    QCOMPARE(o.value(u"events"_s).toInt(), 1 + kLines * kEach);
    QCOMPARE(o.value(u"sides"_s).toArray().first().toObject().value(u"units"_s).toArray().size(),
             qsizetype(kLines * kEach * 2 / 3));
}

struct JsonRosterIsCheckedAsStrictlyAsCsvRow
{
    QByteArray unit;
    QString message;
};

void TestCliRobust::jsonRosterIsCheckedAsStrictlyAsCsv_data()
{
    adj::testing::addRows<JsonRosterIsCheckedAsStrictlyAsCsvRow>({
        {"strength text",
         {QByteArray(R"({"name": "A", "type": "regular", "strength": "abc"})"),
          u"units[0].strength: \"abc\" is not a whole number"_s}},
        {"strength 2.5",
         {QByteArray(R"({"name": "A", "type": "regular", "strength": 2.5})"),
          u"units[0].strength: 2.5 is not a whole number"_s}},
        {"strength null",
         {QByteArray(R"({"name": "A", "type": "regular", "strength": null})"),
          u"units[0].strength: null is not a whole number"_s}},
        {"name a number",
         {QByteArray(R"({"name": 7, "type": "regular"})"), u"units[0].name: 7 is not text"_s}},
        {"markers not names",
         {QByteArray(R"({"name": "A", "type": "regular", "markers": [1]})"), u"units[0].markers"_s}},
    });
}

void TestCliRobust::jsonRosterIsCheckedAsStrictlyAsCsv()
{
    const auto [unit, message] = adj::testing::fetchRow<JsonRosterIsCheckedAsStrictlyAsCsvRow>();
    const QString json = m_folder.filePath(u"strict.json"_s);
    QVERIFY(adj::testing::writeBytes(json, R"({"sides": [{"name": "American", "units": [)" + unit +
                                               R"(], "leaders": [{"name": "Brock", "rating": "ten"}]}]})"));
    const QByteArray before = digest(m_folder.battle());
    const Run r = cli({u"import"_s, m_folder.battle(), u"--roster"_s, json});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"leaders[0].rating: \"ten\" is not a whole number"_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"nothing imported"_s), qPrintable(r.err));
    QCOMPARE(digest(m_folder.battle()), before);
}

void TestCliRobust::nullInputAndLeftoverDiceAreErrors()
{
    Run r = cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"random-ap"_s, u"--input"_s,
                 uR"({"commandAp": 3, "leadersLost": null, "side": "a"})"_s, u"--dice"_s, u"3"_s});
    QCOMPARE(r.exit, 2);
    QVERIFY2(r.err.contains(u"\"leadersLost\" is null"_s), qPrintable(r.err));
    QStringList many(50000, u"3"_s);
    r = cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"random-ap"_s, u"--input"_s,
             uR"({"commandAp": 3, "side": "a"})"_s, u"--dice"_s, many.join(u',')});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"too many dice"_s) && r.err.contains(u"49999"_s), qPrintable(r.err.left(400)));
    QVERIFY2(r.err.size() < 400, qPrintable(r.err.left(400))); // one line, not the 50,000 dice
}

void TestCliRobust::oddsTooLargeAreRefusedInWords_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("Wars for America boarding battle of 1,000 rolls")
        << QStringList{u"--ruleset"_s, u"wfa-naval"_s,
                       u"--action"_s,  u"boarding-battle"_s,
                       u"--input"_s,   uR"({"attackerMarines": 12, "defenderMarines": 12, "rolls": 1000})"_s};
    QTest::newRow("One If By Land charge of 70 figures a side")
        << QStringList{u"--ruleset"_s,
                       u"oneifbyland"_s,
                       u"--action"_s,
                       u"charge"_s,
                       u"--input"_s,
                       uR"({"aQuality": "regular", "dQuality": "regular", "aFigures": 70, "aFrontFigures": 70,
                           "dFigures": 70, "dFrontFigures": 70})"_s};
}

void TestCliRobust::oddsTooLargeAreRefusedInWords()
{
    QFETCH(QStringList, args);
    const Run r = cli(QStringList{u"resolve"_s, u"--odds"_s} + args);
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"too large to work out exactly"_s) && r.err.contains(u"roll it"_s),
             qPrintable(r.err));
    QVERIFY2(!r.err.contains(u"internal error"_s), qPrintable(r.err));
    // The same inputs still resolve with dice.
    const Run rolled = cli(QStringList{u"resolve"_s, u"--seed"_s, u"7"_s} + args);
    QVERIFY2(rolled.exit == 0, qPrintable(rolled.err));
}

void TestCliRobust::oddsOnceTooLargeAreExact()
{
    // Fire by 1,000 figures outgrew the 64-bit fractions and was refused as too large; on GMP's
    // rationals nothing overflows and its walk is 1,785 branches: the exact odds, in milliseconds.
    const Run r = cli(
        {u"resolve"_s, u"--odds"_s, u"--ruleset"_s, u"oneifbyland"_s, u"--action"_s, u"fire"_s, u"--input"_s,
         uR"({"firerQuality": "regular", "figures": 1000, "frontFigures": 1000, "range": 5})"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QJsonObject odds = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"odds"_s).toObject();
    QVERIFY(odds.value(u"ok"_s).toBool());
    const QJsonArray outcomes = odds.value(u"outcomes"_s).toArray();
    QVERIFY(!outcomes.isEmpty());
    double total = 0;
    for (const QJsonValue &o : outcomes) {
        QVERIFY(!o.toObject().value(u"fraction"_s).toString().isEmpty());
        total += o.toObject().value(u"p"_s).toDouble();
    }
    QVERIFY(qAbs(total - 1.0) < 1e-9);
}

void TestCliRobust::csvCellsAreNeverFormulas()
{
    const QString battle = m_folder.filePath(u"formulas.adjutant"_s);
    QCOMPARE(cli({u"new"_s, battle, u"--ruleset"_s, u"fhg-land"_s}).exit, 0);
    const QStringList names{u"=cmd|' /C calc'!A0"_s,
                            u"@SUM(1+1)*cmd|' /C calc'!A0"_s,
                            u"=HYPERLINK(\"http://example.invalid\")"_s,
                            u"+1+2"_s,
                            u"-1+cmd"_s,
                            u"\tTabbed"_s};
    QCOMPARE(cli({u"add-side"_s, battle, u"--name"_s, u"=Side"_s}).exit, 0);
    for (const QString &n : names) {
        const Run r =
            cli({u"add-unit"_s, battle, u"--side"_s, u"=Side"_s, u"--name"_s, n, u"--type"_s, u"militia"_s});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
    }
    const QString csv = m_folder.filePath(u"formulas.csv"_s);
    QCOMPARE(cli({u"export"_s, battle, u"--csv"_s, csv}).exit, 0);
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    for (const QString &line : text.split(u"\r\n"_s, Qt::SkipEmptyParts).mid(1)) {
        for (QString cell : line.split(u',')) {
            if (cell.startsWith(u'"'))
                cell = cell.mid(1);
            for (const QChar c : {u'=', u'+', u'-', u'@', u'\t', u'\r'})
                QVERIFY2(!cell.startsWith(c), qPrintable(line));
        }
    }
    QVERIFY(text.contains(u"'=cmd|' /C calc'!A0"_s));
    QVERIFY(text.contains(u"'=HYPERLINK"_s));
    // Imported again, the names are what they were.
    const QString again = m_folder.filePath(u"formulas2.adjutant"_s);
    QCOMPARE(cli({u"new"_s, again, u"--ruleset"_s, u"fhg-land"_s}).exit, 0);
    const Run r = cli({u"import"_s, again, u"--csv"_s, csv});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QString shown = cli({u"show"_s, again, u"--json"_s}).out;
    const QJsonObject o = QJsonDocument::fromJson(shown.toUtf8()).object();
    QCOMPARE(o.value(u"sides"_s).toArray().first().toObject().value(u"name"_s).toString(), u"=Side"_s);
    QStringList back;
    for (const auto &u : o.value(u"sides"_s).toArray().first().toObject().value(u"units"_s).toArray())
        back << u.toObject().value(u"name"_s).toString();
    QStringList want = names;
    want.last() = u"Tabbed"_s; // names are trimmed when entered
    QCOMPARE(back, want);
}

void TestCliRobust::coloursAreOnlyHex()
{
    const QByteArray before = digest(m_folder.battle());
    Run r = cli({u"add-side"_s, m_folder.battle(), u"--name"_s, u"Mohawk"_s, u"--color"_s,
                 u"red;background-image:url(http://example.invalid/x)"_s});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"#rrggbb"_s), qPrintable(r.err));
    QCOMPARE(digest(m_folder.battle()), before);
    // A colour planted in the file does not reach the HTML report.
    const QString battle = m_folder.filePath(u"planted.adjutant"_s);
    QVERIFY(QFile::copy(m_folder.battle(), battle));
    QString error;
    QVERIFY2(adj::testing::rawSql(
                 battle, {u"UPDATE sides SET color = 'red;background-image:url(http://example.invalid/x)'"_s},
                 &error),
             qPrintable(error));
    const QString html = m_folder.filePath(u"planted.html"_s);
    r = cli({u"summary"_s, battle, u"--turn"_s, u"all"_s, u"--html"_s, html});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QFile f(html);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(!text.contains("background-image"));
    QVERIFY(!text.contains("example.invalid"));
}

struct FullDiskLeavesNoExportRow
{
    QString option;
    QString name;
};

void TestCliRobust::fullDiskLeavesNoExport_data()
{
    adj::testing::addRows<FullDiskLeavesNoExportRow>({
        {"summary --pdf", {u"--pdf"_s, u"full.pdf"_s}},
        {"summary --html", {u"--html"_s, u"full.html"_s}},
    });
}

void TestCliRobust::fullDiskLeavesNoExport()
{
    const auto [option, name] = adj::testing::fetchRow<FullDiskLeavesNoExportRow>();
    const QString out = m_folder.filePath(name);
    // Without a limit the file is larger than the limit below: so the limit cuts it short.
    Run r = cli({u"summary"_s, m_folder.battle(), u"--turn"_s, u"all"_s, option, out});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const qint64 whole = QFileInfo(out).size();
    QVERIFY(whole > 40000); // SQLite's -shm (32 KiB) must still fit under the limit
    QVERIFY(QFile::remove(out));

    const QByteArray before = digest(m_folder.battle());
    // A PDF's size varies by some tens of bytes from run to run (its compressed date and ids):
    // a kilobyte short of the first run's size cuts every run short.
    r = cli({u"summary"_s, m_folder.battle(), u"--turn"_s, u"all"_s, option, out}, whole - 1024);
    QVERIFY2(r.exit == 1, qPrintable(r.out + r.err));
    QVERIFY2(r.err.contains(out) && r.err.contains(u"nothing was written"_s), qPrintable(r.err));
    QVERIFY2(!r.err.contains(u"Unknown error"_s), qPrintable(r.err));
    QVERIFY2(leftovers(m_folder.path(), name).isEmpty(),
             qPrintable(leftovers(m_folder.path(), name).join(u", "_s)));
    QVERIFY(!r.out.contains(out)); // no path printed for a file that is not there
    QCOMPARE(digest(m_folder.battle()), before);
}

QTEST_GUILESS_MAIN(TestCliRobust)
#include "support/moc_battlefoldertest.cpp"
#include "tst_clirobust.moc"
