// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli club without a server (docs/club.md): what a battle in no club says, and the
// addresses and options refused before anything is written. The club's server itself is tested in
// tests/club/ against a throwaway PostgreSQL cluster.
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

class TestCliClub : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_battle;

private slots:
    void initTestCase()
    {
        m_battle = m_dir.filePath(u"lonely.adjutant"_s);
        QCOMPARE(cli({u"new"_s, m_battle, u"--ruleset"_s, u"fhg-land"_s, u"--name"_s, u"Lonely"_s}).exit, 0);
    }

    void statusOfABattleInNoClub()
    {
        const CliRun r = cli({u"club"_s, u"status"_s, m_battle, u"--json"_s});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.json()[u"command"_s].toString(), u"status"_s);
        QCOMPARE(r.json()[u"joined"_s].toBool(), false);
        QVERIFY(cli({u"club"_s, u"status"_s, m_battle}).out.contains(u"has joined no club"_s));
    }

    void refusedBeforeAnythingIsWritten_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("password in the address")
            << QStringList{u"join"_s, u"--server"_s, u"postgresql://t:secret@localhost/club"_s, u"--club"_s,
                           u"x"_s}
            << 1 << u"invalid-input"_s << u".pgpass"_s;
        QTest::newRow("not an address")
            << QStringList{u"join"_s, u"--server"_s, u"localhost"_s, u"--club"_s, u"x"_s} << 1
            << u"invalid-input"_s << u"postgresql://"_s;
        QTest::newRow("no server") << QStringList{u"join"_s, u"--club"_s, u"x"_s} << 2 << u"usage"_s
                                   << u"--server"_s;
        QTest::newRow("no club") << QStringList{u"join"_s, u"--server"_s, u"postgresql:///club"_s} << 2
                                 << u"usage"_s << u"--club"_s;
        QTest::newRow("leave, in no club") << QStringList{u"leave"_s} << 1 << u"refused"_s << u"no club"_s;
        QTest::newRow("unknown subcommand") << QStringList{u"dance"_s} << 2 << u"usage"_s << u"dance"_s;
    }

    void refusedBeforeAnythingIsWritten()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        QFETCH(QString, code);
        QFETCH(QString, says);
        const QByteArray before = digest(m_battle);
        QStringList all{u"club"_s};
        all << args.first() << u"--battle"_s << m_battle << args.mid(1) << u"--json"_s;
        const CliRun r = cli(all);
        QCOMPARE(r.exit, exit);
        QCOMPARE(r.json()[u"error"_s][u"code"_s].toString(), code);
        QVERIFY2(r.json()[u"error"_s][u"message"_s].toString().contains(says), qPrintable(r.out));
        QCOMPARE(digest(m_battle), before);
    }
};

QTEST_GUILESS_MAIN(TestCliClub)
#include "tst_cliclub.moc"
