// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli import, export and demo: exit codes, every bad line on stderr, and a battle
// that a refused import leaves byte for byte as it was.
#include "demobattles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/battlefoldertest.h"
#include "support/clirun.h"
#include "support/datarows.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

class TestCliRoster : public adj::testing::BattleFolderTest
{
    Q_OBJECT

public:
    TestCliRoster()
        : BattleFolderTest(u"queenston.adjutant"_s)
    {}

private slots:
    void exportThenImportRoundTrip();
    void badCsvNamesEveryLineAndChangesNothing();
    void usageErrors_data();
    void usageErrors();
    void missingFiles();
    void demoIds_data();
    void demoIds();
    void unknownDemo();

private:
    void setUp() override;
};

void TestCliRoster::setUp()
{
    const CliRun r = newQueenston(m_folder.battle());
    QVERIFY2(r.exit == 0, qPrintable(r.err));
}

void TestCliRoster::exportThenImportRoundTrip()
{
    const QString csv = m_folder.filePath(u"roster.csv"_s);
    const QString json = m_folder.filePath(u"roster.json"_s);
    const QByteArray before = digest(m_folder.battle());
    CliRun r = cli({u"export"_s, u"--battle"_s, m_folder.battle(), u"--csv"_s, csv});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(u"written to"_s));
    r = cli({u"export"_s, u"--battle"_s, m_folder.battle(), u"--roster"_s, json});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(digest(m_folder.battle()), before); // export only reads
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readLine().startsWith("side,name,type,strength,start,position,formation"));

    for (const auto &[option, file] : {std::pair{u"--csv"_s, csv}, std::pair{u"--roster"_s, json}}) {
        const QString battle = m_folder.filePath(u"empty%1.adjutant"_s.arg(option));
        QCOMPARE(cli({u"new"_s, battle, u"--ruleset"_s, u"fhg-land"_s}).exit, 0);
        r = cli({u"import"_s, u"--battle"_s, battle, option, file});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"11 unit"_s), qPrintable(r.out));
        r = cli({u"show"_s, battle, u"--json"_s});
        QCOMPARE(r.exit, 0);
        const QJsonObject shown = QJsonDocument::fromJson(r.out.toUtf8()).object();
        int units = 0;
        for (const auto &side : shown.value(u"sides"_s).toArray())
            units += int(side.toObject().value(u"units"_s).toArray().size());
        QCOMPARE(units, 11);
        // A second import of the same names is refused whole.
        const QByteArray afterFirst = digest(battle);
        r = cli({u"import"_s, u"--battle"_s, battle, option, file});
        QCOMPARE(r.exit, 1);
        QVERIFY(r.err.contains(u"nothing imported"_s));
        QCOMPARE(digest(battle), afterFirst);
    }
}

void TestCliRoster::badCsvNamesEveryLineAndChangesNothing()
{
    const QString bad = m_folder.filePath(u"bad.csv"_s);
    QVERIFY(writeBytes(bad, "side,name,type,strength,start,position,formation\n"
                            "American,23rd U.S. Infantry,regular,4,4,0506,line\n"
                            "American,Canadian Volunteers,grenadier,2,2,0507,line\n"
                            "American,2nd U.S. Artillery,artillery,3,2,0508,line\n"
                            "British,Caldwell's Rangers,light,3,3,09x9,column\n"
                            "British,Glengarry Light Infantry,light,3,3,0302,square\n"));
    const QByteArray before = digest(m_folder.battle());
    const CliRun r = cli({u"import"_s, u"--battle"_s, m_folder.battle(), u"--csv"_s, bad});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"4 error"_s), qPrintable(r.err));
    for (const QString &expected :
         {u"line 3, type:"_s, u"line 4, strength:"_s, u"line 5, position:"_s, u"line 6, formation:"_s})
        QVERIFY2(r.err.contains(expected), qPrintable(expected + u"\n"_s + r.err));
    QVERIFY(!r.err.contains(u"line 2"_s));
    QCOMPARE(digest(m_folder.battle()), before);
}

void TestCliRoster::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("import without a file") << QStringList{u"import"_s, u"--battle"_s, u"x.adjutant"_s};
    QTest::newRow("import with both") << QStringList{u"import"_s, u"--battle"_s, u"x.adjutant"_s, u"--csv"_s,
                                                     u"a.csv"_s,  u"--roster"_s, u"a.json"_s};
    QTest::newRow("import without a battle") << QStringList{u"import"_s, u"--csv"_s, u"a.csv"_s};
    QTest::newRow("export without a file") << QStringList{u"export"_s, u"--battle"_s, u"x.adjutant"_s};
    QTest::newRow("export unknown option") << QStringList{u"export"_s, u"x.adjutant"_s, u"--xml"_s, u"a"_s};
}

void TestCliRoster::usageErrors()
{
    QFETCH(QStringList, args);
    const CliRun r = cli(args);
    QCOMPARE(r.exit, 2);
    QVERIFY(!r.err.isEmpty());
}

void TestCliRoster::missingFiles()
{
    const QByteArray before = digest(m_folder.battle());
    CliRun r =
        cli({u"import"_s, u"--battle"_s, m_folder.battle(), u"--csv"_s, m_folder.filePath(u"none.csv"_s)});
    QCOMPARE(r.exit, 1);
    r = cli({u"import"_s, u"--battle"_s, m_folder.filePath(u"none.adjutant"_s), u"--csv"_s,
             m_folder.filePath(u"roster.csv"_s)});
    QCOMPARE(r.exit, 1);
    r = cli({u"export"_s, u"--battle"_s, m_folder.battle(), u"--csv"_s,
             m_folder.filePath(u"no/such/dir/x.csv"_s)});
    QCOMPARE(r.exit, 1);
    const QString broken = m_folder.filePath(u"broken.json"_s);
    QVERIFY(writeBytes(broken, "{ \"sides\": [ }"));
    r = cli({u"import"_s, u"--battle"_s, m_folder.battle(), u"--roster"_s, broken});
    QCOMPARE(r.exit, 1);
    QVERIFY(r.err.contains(u"line 1"_s));
    // A roster of another rule set is refused whole, and said so once.
    r = cli({u"import"_s, u"--battle"_s, m_folder.battle(), u"--roster"_s,
             QStringLiteral(ADJ_SOURCE_DIR) + u"/resolvers/wfanaval/demo/wfa-lake-erie.json"_s});
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"ruleset: the roster is for Wars for America (naval)"_s), qPrintable(r.err));
    QCOMPARE(digest(m_folder.battle()), before);
}

struct DemoIdsRow
{
    QString id;
    QString ruleset;
};

void TestCliRoster::demoIds_data()
{
    addRows<DemoIdsRow>({
        {"default", {QString(), u"fhg-land"_s}},
        {"wfa", {u"wfa-lake-erie"_s, u"wfa-naval"_s}},
        {"oibl by rule set", {u"oneifbyland"_s, u"oneifbyland"_s}},
        {"foh", {u"foh-chippawa"_s, u"fields-of-honor"_s}},
        {"hg", {u"hg-ford-of-edadh"_s, u"honour-glory"_s}},
    });
}

void TestCliRoster::demoIds()
{
    const auto [id, ruleset] = fetchRow<DemoIdsRow>();
    QTemporaryDir home;
    QStringList args{u"demo"_s};
    if (!id.isEmpty())
        args << id;
    const CliRun r = cli(args, home.path());
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QString path = r.out.trimmed();
    QVERIFY(QFile::exists(path));
    const CliRun shown = cli({u"show"_s, path, u"--json"_s});
    QCOMPARE(shown.exit, 0);
    const QJsonObject o = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    QCOMPARE(o.value(u"ruleset"_s).toString(), ruleset);
    QCOMPARE(cli(args, home.path()).out.trimmed(), path); // copied once, then kept
}

void TestCliRoster::unknownDemo()
{
    const CliRun r = cli({u"demo"_s, u"austerlitz"_s});
    QCOMPARE(r.exit, 2);
    QVERIFY(r.err.contains(u"austerlitz"_s));
    const CliRun list = cli({u"demo"_s, u"--list"_s});
    QCOMPARE(list.exit, 0);
    QCOMPARE(list.out.trimmed().split(u'\n').size(), qsizetype(adj::DemoBattles::all().size()));
}

QTEST_GUILESS_MAIN(TestCliRoster)
#include "support/moc_battlefoldertest.cpp"
#include "tst_cliroster.moc"
