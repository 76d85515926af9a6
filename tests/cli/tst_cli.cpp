// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli: exit codes, messages on stderr, JSON on stdout, and a battle that a
// failed command leaves byte for byte as it was.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "support/battlefoldertest.h"
#include "support/clirun.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

class TestCli : public adj::testing::BattleFolderTest
{
    Q_OBJECT

public:
    TestCli()
        : BattleFolderTest(u"cli.adjutant"_s)
    {}

private slots:
    void helpAndVersion();
    void everyListedCommandAnswers();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void buildABattle();
    void failedCommandsLeaveTheBattleAlone_data();
    void failedCommandsLeaveTheBattleAlone();
    void refusesForeignFiles();
    void rulesetsJson();
    void demoBattle();
};

void TestCli::helpAndVersion()
{
    const CliRun v = cli({u"--version"_s});
    QCOMPARE(v.exit, 0);
    // The version is CMake's project version, and the name the program's own (help2man reads both).
    QCOMPARE(v.out.trimmed(), QStringLiteral("adjutant-cli " ADJUTANT_VERSION));
    const CliRun h = cli({u"--help"_s});
    QCOMPARE(h.exit, 0);
    QVERIFY(h.out.contains(u"add-unit"_s));
    const CliRun sub = cli({u"add-unit"_s, u"--help"_s});
    QCOMPARE(sub.exit, 0);
    QVERIFY(sub.out.contains(u"--attr"_s));
}

// The commands are a table: --help lists each of its entries (as the man page reads them), an unknown
// command lists the same, and every one listed is found and answers its own --help.
void TestCli::everyListedCommandAnswers()
{
    const CliRun h = cli({u"--help"_s});
    QCOMPARE(h.exit, 0);
    static const QRegularExpression listed(u"^ {18}([a-z][a-z-]*) "_s, QRegularExpression::MultilineOption);
    QStringList commands;
    for (auto it = listed.globalMatch(h.out); it.hasNext();)
        commands << it.next().captured(1);
    QCOMPARE(commands.size(), 30);
    QCOMPARE(commands.removeDuplicates(), 0);
    const CliRun unknown = cli({u"fly"_s});
    QCOMPARE(unknown.exit, 2);
    for (const QString &command : std::as_const(commands)) {
        QVERIFY2(unknown.err.contains(u"\n  "_s + command + u' '), qPrintable(command));
        const CliRun help = cli({command, u"--help"_s});
        QVERIFY2(help.exit == 0 && !help.out.isEmpty(), qPrintable(command + u": "_s + help.err));
    }
}

void TestCli::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << QString();
    QTest::newRow("unknown command") << QStringList{u"fly"_s} << u"unknown command \"fly\""_s;
    QTest::newRow("unknown option") << QStringList{u"show"_s, u"--colour"_s, u"x"_s} << u"Unknown option"_s;
    QTest::newRow("no battle") << QStringList{u"show"_s} << u"which battle"_s;
    QTest::newRow("new without rule set") << QStringList{u"new"_s, u"x.adjutant"_s} << u"--ruleset"_s;
    QTest::newRow("add-unit without type")
        << QStringList{u"add-unit"_s, u"x.adjutant"_s, u"--side"_s, u"A"_s, u"--name"_s, u"B"_s}
        << u"--type"_s;
}

void TestCli::usageErrorsExitTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = cli(args);
    QCOMPARE(r.exit, 2);
    QVERIFY2(r.err.contains(message) || (message.isEmpty() && !r.out.isEmpty()), qPrintable(r.err));
}

void TestCli::buildABattle()
{
    QCOMPARE(
        cli({u"new"_s, m_folder.battle(), u"--ruleset"_s, u"oneifbyland"_s, u"--name"_s, u"Cowpens"_s}).exit,
        0);
    QCOMPARE(cli({u"add-side"_s, m_folder.battle(), u"--name"_s, u"Continental Army"_s}).exit, 0);
    QCOMPARE(cli({u"add-side"_s, u"--battle"_s, m_folder.battle(), u"--name"_s, u"British"_s}).exit, 0);
    const CliRun add =
        cli({u"add-unit"_s, m_folder.battle(), u"--side"_s, u"Continental Army"_s, u"--name"_s,
             u"Maryland Line"_s, u"--type"_s, u"continental"_s, u"--start"_s, u"18"_s, u"--strength"_s,
             u"15"_s, u"--attr"_s, u"quality=veteran"_s, u"--attr"_s, u"formation=close"_s});
    QCOMPARE(add.exit, 0);
    QVERIFY(add.out.contains(u"Maryland Line added"_s));
    QCOMPARE(cli({u"add-unit"_s, m_folder.battle(), u"--side"_s, u"British"_s, u"--name"_s,
                  u"71st Highlanders"_s, u"--type"_s, u"british"_s})
                 .exit,
             0);
    QCOMPARE(
        cli({u"mark"_s, m_folder.battle(), u"--unit"_s, u"Maryland Line"_s, u"--place"_s, u"panic"_s}).exit,
        0);
    QCOMPARE(cli({u"advance"_s, m_folder.battle()}).exit, 0);

    const CliRun show = cli({u"show"_s, m_folder.battle(), u"--json"_s});
    QCOMPARE(show.exit, 0);
    const QJsonObject o = QJsonDocument::fromJson(show.out.toUtf8()).object();
    QCOMPARE(o.value(u"name"_s).toString(), u"Cowpens"_s);
    QCOMPARE(o.value(u"phase"_s).toString(), u"panic"_s);
    QCOMPARE(o.value(u"events"_s).toInt(), 6);
    const QJsonObject unit =
        o.value(u"sides"_s).toArray().at(0).toObject().value(u"units"_s).toArray().at(0).toObject();
    QCOMPARE(unit.value(u"strength"_s).toInt(), 15);
    QCOMPARE(unit.value(u"start"_s).toInt(), 18);
    QCOMPARE(unit.value(u"attributes"_s).toObject().value(u"quality"_s).toString(), u"veteran"_s);
    QCOMPARE(unit.value(u"markers"_s).toArray().at(0).toObject().value(u"kind"_s).toString(), u"panic"_s);
    // Defaults from the profile fill what was not given.
    QCOMPARE(unit.value(u"attributes"_s).toObject().value(u"weapon"_s).toString(), u"musket"_s);

    const CliRun log = cli({u"log"_s, m_folder.battle(), u"--json"_s});
    QCOMPARE(log.exit, 0);
    const QJsonArray events = QJsonDocument::fromJson(log.out.toUtf8()).object().value(u"events"_s).toArray();
    QCOMPARE(events.size(), 6);
    QCOMPARE(events.at(4).toObject().value(u"kind"_s).toString(), u"marker.place"_s);
    const CliRun text = cli({u"show"_s, m_folder.battle()});
    QVERIFY(text.out.contains(u"Maryland Line"_s));
    QVERIFY(text.out.contains(u"15/18 figures"_s));
}

void TestCli::failedCommandsLeaveTheBattleAlone_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QString>("message");
    const QString b = u"BATTLE"_s;
    QTest::newRow("unknown side") << QStringList{u"add-unit"_s, b,      u"--side"_s, u"French"_s,
                                                 u"--name"_s,   u"X"_s, u"--type"_s, u"french"_s}
                                  << 1 << u"no side called \"French\""_s;
    QTest::newRow("unknown type") << QStringList{u"add-unit"_s, b,      u"--side"_s, u"British"_s,
                                                 u"--name"_s,   u"X"_s, u"--type"_s, u"dragoon"_s}
                                  << 1 << u"unit type \"dragoon\""_s;
    QTest::newRow("militia in close order")
        << QStringList{u"add-unit"_s, b,           u"--side"_s,  u"British"_s, u"--name"_s,
                       u"X"_s,        u"--type"_s, u"militia"_s, u"--attr"_s,  u"formation=close"_s}
        << 1 << u"cannot have formation \"close\""_s;
    QTest::newRow("bad attribute value")
        << QStringList{u"add-unit"_s, b,           u"--side"_s,  u"British"_s, u"--name"_s,
                       u"X"_s,        u"--type"_s, u"british"_s, u"--attr"_s,  u"quality=heroic"_s}
        << 1 << u"\"quality\" = \"heroic\""_s;
    QTest::newRow("not a number") << QStringList{u"add-unit"_s,   b,        u"--side"_s, u"British"_s,
                                                 u"--name"_s,     u"X"_s,   u"--type"_s, u"british"_s,
                                                 u"--strength"_s, u"lots"_s}
                                  << 2 << u"--strength must be a whole number"_s;
    QTest::newRow("strength above start")
        << QStringList{u"add-unit"_s, b,       u"--side"_s,     u"British"_s,
                       u"--name"_s,   u"X"_s,  u"--type"_s,     u"british"_s,
                       u"--start"_s,  u"10"_s, u"--strength"_s, u"12"_s}
        << 1 << u"strength 12"_s;
    QTest::newRow("duplicate unit") << QStringList{u"add-unit"_s, b,           u"--side"_s,
                                                   u"British"_s,  u"--name"_s, u"71st Highlanders"_s,
                                                   u"--type"_s,   u"british"_s}
                                    << 1 << u"already a unit called"_s;
    QTest::newRow("unknown unit") << QStringList{u"mark"_s,    b,         u"--unit"_s, u"Ghosts"_s,
                                                 u"--place"_s, u"panic"_s}
                                  << 1 << u"no unit called \"Ghosts\""_s;
    QTest::newRow("unknown marker") << QStringList{u"mark"_s,    b,
                                                   u"--unit"_s,  u"71st Highlanders"_s,
                                                   u"--place"_s, u"glory"_s}
                                    << 1 << u"\"glory\" is not a marker"_s;
    QTest::newRow("lift absent marker")
        << QStringList{u"mark"_s, b, u"--unit"_s, u"71st Highlanders"_s, u"--lift"_s, u"panic"_s} << 1
        << u"has no panic marker"_s;
    QTest::newRow("new over a battle")
        << QStringList{u"new"_s, b, u"--ruleset"_s, u"fhg-land"_s} << 1 << u"already exists"_s;
    QTest::newRow("unknown rule set") << QStringList{u"new"_s, u"OTHER"_s, u"--ruleset"_s, u"chess"_s} << 1
                                      << u"unknown rule set \"chess\""_s;
}

void TestCli::failedCommandsLeaveTheBattleAlone()
{
    QFETCH(QStringList, args);
    QFETCH(int, exit);
    QFETCH(QString, message);
    if (!QFile::exists(m_folder.battle()))
        QSKIP("needs the battle from buildABattle()");
    args.replaceInStrings(u"BATTLE"_s, m_folder.battle());
    args.replaceInStrings(u"OTHER"_s, m_folder.filePath(u"other.adjutant"_s));
    const QByteArray before = digest(m_folder.battle());
    const CliRun r = cli(args);
    QCOMPARE(r.exit, exit);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(digest(m_folder.battle()), before);
    QVERIFY(!QFile::exists(m_folder.filePath(u"other.adjutant"_s)));
}

void TestCli::refusesForeignFiles()
{
    const QString notes = m_folder.filePath(u"notes.adjutant"_s);
    QVERIFY(writeBytes(notes, "Turn 3: the 41st routed.\n"));
    const CliRun r = cli({u"show"_s, notes});
    QCOMPARE(r.exit, 1);
    QVERIFY(r.err.contains(notes));
    QVERIFY(r.err.contains(u"not a SQLite database"_s));
    const CliRun missing = cli({u"show"_s, m_folder.filePath(u"nowhere.adjutant"_s)});
    QCOMPARE(missing.exit, 1);
    QVERIFY(missing.err.contains(u"no such file"_s));
}

void TestCli::rulesetsJson()
{
    const CliRun r = cli({u"rulesets"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"rulesets"_s).toArray();
    QStringList ids;
    for (const auto &v : all)
        ids << v.toObject().value(u"id"_s).toString();
    QCOMPARE(ids, (QStringList{u"fhg-land"_s, u"wfa-naval"_s, u"oneifbyland"_s, u"fields-of-honor"_s,
                               u"honour-glory"_s}));
    const QJsonObject foh = all.at(3).toObject();
    QCOMPARE(foh.value(u"scales"_s).toArray().size(), 5);
    QCOMPARE(foh.value(u"scales"_s).toArray().at(2).toObject().value(u"yardsPerInch"_s).toInt(), 33);
    QCOMPARE(all.at(0).toObject().value(u"strength"_s).toString(), u"MP"_s);
}

void TestCli::demoBattle()
{
    QTemporaryDir home;
    const CliRun first = cli({u"demo"_s}, home.path());
    QCOMPARE(first.exit, 0);
    const QString path = first.out.trimmed();
    QVERIFY(path.startsWith(home.path()));
    QVERIFY(QFile::exists(path));
    const QByteArray before = digest(path);
    QCOMPARE(cli({u"demo"_s}, home.path()).out.trimmed(), path); // copied once, then kept
    QCOMPARE(digest(path), before);
    const CliRun show = cli({u"show"_s, path});
    QCOMPARE(show.exit, 0);
    QVERIFY(show.out.contains(u"49th Foot (grenadiers)"_s));
}

QTEST_GUILESS_MAIN(TestCli)
#include "support/moc_battlefoldertest.cpp"
#include "tst_cli.moc"
