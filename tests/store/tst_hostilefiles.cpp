// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A battle file is data, never code (issue 16): files from someone else carrying triggers, views,
// other tables, changed columns or values out of range are refused with a sentence naming what
// is wrong, and left byte for byte as they were with nothing beside them. Read-only files and
// folders open read-only and say why. What the store writes obeys the limits it reads with.
#include "battledocument.h"
#include "edits.h"
#include "schema.h"
#include "schemacheck.h"
#include "support/childmain.h"
#include "support/datarows.h"
#include "support/oneunitbattle.h"
#include "support/rawsql.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// The file and whatever lies beside it, as bytes.
QByteArray snapshot(const QString &path)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        QFile f(path + suffix);
        h.addData(suffix.toUtf8());
        if (f.open(QIODevice::ReadOnly))
            h.addData(f.readAll());
        else
            h.addData("absent");
    }
    return h.result();
}

// A good battle, closed, in WAL mode with no side files (as a battle arrives by mail).
void makeBattle(const QString &path)
{
    QString error;
    QVERIFY2(testing::writeOneUnitBattle(path, u"Lundy's Lane"_s, u"American"_s, u"25th U.S."_s, &error,
                                         u"#2b4c9b"_s, u"0405"_s),
             qPrintable(error));
}

// A battle in the old rollback-journal mode, as the sqlite3 client or another program writes one.
QStringList journalBattle(const QString &ruleset, bool withRecord)
{
    QStringList sql{u"PRAGMA application_id = %1"_s.arg(schema::kApplicationId),
                    u"PRAGMA user_version = %1"_s.arg(schema::kVersion)};
    sql << schema::createStatements();
    if (withRecord)
        sql << u"INSERT INTO battle (id, name, ruleset) VALUES (1, 'Mailed', '%1')"_s.arg(ruleset);
    return sql;
}

// The child run as another user: opens what it is given and prints what happened.
int runProbe(const QString &path)
{
    QString error;
    auto doc = BattleDocument::open(path, &error);
    if (!doc) {
        std::printf("refused %s\n", qPrintable(error));
        return 0;
    }
    std::printf("opened %s|%s\n", doc->isReadOnly() ? "read-only" : "writable",
                qPrintable(doc->readOnlyReason()));
    const qint64 seq = doc->commit(Edits::advancePhase(doc->state(), doc->profile()), &error);
    std::printf("edit %lld %s\n", static_cast<long long>(seq), qPrintable(error));
    return 0;
}
} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT

private slots:
    void refusedUntouched_data();
    void refusedUntouched();
    void logCheckedBehindTheWindow();
    void statisticsAreData();
    void badColourReadsAsNone();
    void writesKeepTheLimits();
    void readOnlyFileAndFolder_data();
    void readOnlyFileAndFolder();
};

struct RefusedUntouchedRow
{
    QStringList plant;
    bool journal;
    QStringList message;
};

void TestHostileFiles::refusedUntouched_data()
{
    testing::addRows<RefusedUntouchedRow>({
        {"trigger",
         {QStringList{u"CREATE TRIGGER zero AFTER INSERT ON units BEGIN UPDATE units SET "
                      "strength = 0; END"_s},
          false, QStringList{u"trigger"_s, u"\"zero\""_s, u"never code"_s}}},
        {"view",
         {QStringList{u"CREATE VIEW v AS SELECT * FROM units"_s}, false, QStringList{u"view"_s, u"\"v\""_s}}},
        {"other table",
         {QStringList{u"CREATE TABLE extra (x)"_s}, false, QStringList{u"table"_s, u"\"extra\""_s}}},
        {"other index",
         {QStringList{u"CREATE INDEX units_name ON units(name)"_s}, false,
          QStringList{u"index"_s, u"\"units_name\""_s}}},
        {"column added",
         {QStringList{u"ALTER TABLE units ADD COLUMN extra TEXT DEFAULT 'x'"_s}, false,
          QStringList{u"extra"_s, u"\"units\""_s}}},
        {"turn 2^31-1",
         {QStringList{u"UPDATE battle SET turn = 2147483647"_s}, false,
          QStringList{u"battle.turn"_s, u"2147483647"_s}}},
        {"event 2^63-1",
         {QStringList{u"UPDATE events SET seq = 9223372036854775807 WHERE seq = 2"_s}, false,
          QStringList{u"log"_s, u"9223372036854775807"_s}}},
        {"text in a number",
         {QStringList{u"UPDATE units SET strength = 'abc'"_s}, false,
          QStringList{u"units.strength"_s, u"whole number"_s}}},
        {"long name",
         {QStringList{u"UPDATE units SET name = printf('%.2000c', 'x')"_s}, false,
          QStringList{u"units.name"_s, u"2000"_s}}},
        {"log turn",
         {QStringList{u"UPDATE events SET turn = 1000000 WHERE seq = 1"_s}, false,
          QStringList{u"turn outside"_s}}},
        {"undo of the future",
         {QStringList{u"UPDATE events SET target_seq = 3 WHERE seq = 2"_s}, false, QStringList{u"undo"_s}}},
        // The undo history (v6): an undo would take back what the log never did.
        {"history past the log",
         {QStringList{u"UPDATE events SET undo_order = 99 WHERE seq = 2"_s}, false,
          QStringList{u"undo history"_s}}},
        {"history both ways",
         {QStringList{u"UPDATE events SET redo_order = 2 WHERE seq = 1"_s}, false,
          QStringList{u"undo history"_s}}},
        {"history of text",
         {QStringList{u"UPDATE events SET undo_order = 'two' WHERE seq = 2"_s}, false,
          QStringList{u"undo history"_s}}},
        {"journal file, unknown rule set",
         {journalBattle(u"chess"_s, true), true, QStringList{u"\"chess\""_s, u"left unchanged"_s}}},
        {"journal file, no battle record",
         {journalBattle(u"fhg-land"_s, false), true, QStringList{u"no battle record"_s}}},
    });
}

void TestHostileFiles::refusedUntouched()
{
    const auto [plant, journal, message] = testing::fetchRow<RefusedUntouchedRow>();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"mailed.adjutant"_s);
    if (!journal)
        makeBattle(path);
    QString error;
    QStringList sql;
    if (!journal)
        sql << u"PRAGMA writable_schema = OFF"_s;
    QVERIFY2(testing::rawSql(path, sql + plant, &error), qPrintable(error));
    QVERIFY(!QFile::exists(path + u"-wal"_s) && !QFile::exists(path + u"-shm"_s));
    const QByteArray before = snapshot(path);

    auto doc = BattleDocument::open(path, &error);
    QVERIFY(!doc);
    for (const QString &part : message)
        QVERIFY2(error.contains(part), qPrintable(error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(!error.contains(u"SQLITE"_s, Qt::CaseInsensitive) || error.contains(u"SQLite's"_s),
             qPrintable(error));
    QCOMPARE(snapshot(path), before); // byte for byte, and nothing left beside it
    QVERIFY(!QFile::exists(path + u"-wal"_s));
    QVERIFY(!QFile::exists(path + u"-shm"_s));
    // The command line's read-only commands refuse it the same way.
    QVERIFY(!BattleDocument::open(path, &error, true));
    QCOMPARE(snapshot(path), before);
    // `show` reads the state alone (issue 30): refused for the same reasons, but a log it does not
    // read does not stop it; the file is left as it was either way.
    const bool inLog = plant.join(u' ').contains(u"UPDATE events"_s);
    error.clear();
    auto state = BattleDocument::openState(path, &error);
    QVERIFY2(bool(state) == inLog, qPrintable(error));
    if (state) {
        QVERIFY(state->isReadOnly());
        QCOMPARE(state->state().units.size(), 1);
    } else {
        for (const QString &part : message)
            QVERIFY2(error.contains(part), qPrintable(error));
    }
    state.reset();
    QCOMPARE(snapshot(path), before);
    // The window checks the log behind it (issue 30): a file whose log is refused opens, is refused
    // as soon as the check ends, with the same words, and refuses every write; nothing is written.
    error.clear();
    auto window = BattleDocument::open(path, &error, false, BattleStore::Scope::LogBehind);
    QVERIFY2(bool(window) == (inLog && !journal), qPrintable(error));
    if (window) {
        QSignalSpy damaged(window.get(), &BattleDocument::damaged);
        QVERIFY(damaged.wait(10000));
        const QString verdict = damaged.at(0).at(0).toString();
        for (const QString &part : message)
            QVERIFY2(verdict.contains(part), qPrintable(verdict));
        QCOMPARE(window->commit(Edits::advancePhase(window->state(), window->profile()), &error), 0);
        QCOMPARE(error, verdict);
    } else {
        for (const QString &part : message)
            QVERIFY2(error.contains(part), qPrintable(error));
    }
    window.reset();
    QCOMPARE(snapshot(path), before);
}

void TestHostileFiles::logCheckedBehindTheWindow()
{
    // A sound file opened by the window: its log's check passes behind it, and a write, which waits
    // for that verdict, is committed.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sound.adjutant"_s);
    makeBattle(path);
    QString error;
    auto doc = BattleDocument::open(path, &error, false, BattleStore::Scope::LogBehind);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(doc->store().checksLogBehind());
    QSignalSpy damaged(doc.get(), &BattleDocument::damaged);
    QVERIFY2(doc->commit(Edits::advancePhase(doc->state(), doc->profile()), &error) > 0, qPrintable(error));
    QVERIFY(doc->store().logCheck().isFinished());
    QCOMPARE(doc->store().logCheck().result(), QString());
    QTest::qWait(50);
    QCOMPARE(damaged.count(), 0);
    // The command line's open checks the whole file before it returns: nothing is left behind.
    doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(!doc->store().checksLogBehind());
}

void TestHostileFiles::statisticsAreData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"analysed.adjutant"_s);
    makeBattle(path);
    QString error;
    QVERIFY2(testing::rawSql(path, {u"ANALYZE"_s}, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
}

void TestHostileFiles::badColourReadsAsNone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"colour.adjutant"_s);
    makeBattle(path);
    QString error;
    QVERIFY(testing::rawSql(
        path, {u"UPDATE sides SET color = 'red;background-image:url(http://example.invalid/)'"_s}, &error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(doc->state().sides.first().color, QString());
    // And none is written: the command line and the GUI give a sentence naming it.
    const Edit e = Edits::addSide(doc->state(), u"British"_s, u"red;x:url(y)"_s, &error);
    QVERIFY(e.isEmpty());
    QVERIFY2(error.contains(u"#rrggbb"_s), qPrintable(error));
}

void TestHostileFiles::writesKeepTheLimits()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"limits.adjutant"_s);
    makeBattle(path);
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY(doc);
    const qint64 events = doc->store().eventCount();
    // A name longer than any file may hold.
    Edit e = Edits::addUnit(
        doc->state(), doc->profile(),
        {u"American"_s, QString(SchemaCheck::kMaxShortText + 1, u'x'), u"regular"_s, 4, 4, {}, {}}, &error);
    QVERIFY(!e.isEmpty());
    QCOMPARE(doc->commit(e, &error), 0);
    QVERIFY2(error.contains(u"units.name"_s), qPrintable(error));
    // The last turn a battle can have.
    BattleState last = doc->state();
    last.info.turn = SchemaCheck::kMaxTurn;
    Edit past = Edits::advanceTurn(last, doc->profile());
    QVERIFY(!past.isEmpty());
    past.changes.first().before = doc->state().info.toRow();
    QCOMPARE(doc->commit(past, &error), 0);
    QVERIFY2(error.contains(u"battle.turn"_s), qPrintable(error));
    QCOMPARE(doc->store().eventCount(), events);
    doc.reset();
    QVERIFY(BattleDocument::open(path, &error));
}

void TestHostileFiles::readOnlyFileAndFolder_data()
{
    testing::addRows<bool>({{"read-only file", false}, {"read-only folder", true}});
}

void TestHostileFiles::readOnlyFileAndFolder()
{
    const bool folder = testing::fetchRow<bool>();
    QTemporaryDir dir;
    const QString sub = dir.filePath(u"battles"_s);
    QVERIFY(QDir().mkpath(sub));
    const QString path = sub + u"/ro.adjutant"_s;
    makeBattle(path);
    const QByteArray before = snapshot(path);
    // Read and search for everyone; write for no one (the folder's or the file's).
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                          QFile::ReadOther | QFile::ExeOther);
    QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther |
                                   (folder ? QFile::Permissions() : QFile::WriteOwner));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadOther |
                                    (folder ? QFile::WriteOwner | QFile::WriteOther : QFile::Permissions()));

    // Root may write anything: the child then runs as "nobody", for whom the rights hold.
    QProcess child;
    if (geteuid() == 0)
        child.setChildProcessModifier([] {
            if (setgid(65534) != 0 || setuid(65534) != 0)
                _exit(3);
        });
    child.start(QCoreApplication::applicationFilePath(), {u"--probe"_s, path});
    QVERIFY(child.waitForFinished(60000));
    const QString out = QString::fromLocal8Bit(child.readAllStandardOutput());
    QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(child.exitCode(), 0);
    QVERIFY2(out.startsWith(u"opened read-only|"_s), qPrintable(out));
    QVERIFY2(out.contains(folder ? u"folder"_s : u"the file is read-only"_s), qPrintable(out));
    QVERIFY2(out.contains(u"edit 0 "_s) && out.contains(u"read-only"_s), qPrintable(out));
    QVERIFY2(!out.contains(u"damaged"_s) && !out.contains(u"attempt to write"_s), qPrintable(out));
    QCOMPARE(snapshot(path), before);
}

ADJ_TEST_MAIN_WITH_CHILD(TestHostileFiles, "--probe", runProbe)

#include "tst_hostilefiles.moc"
