// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Power loss, simulated (issue 16): a VFS in the manner of SQLite's own crash tests drops every
// write not yet synced at a random write or sync. Across 1,000 cuts no acknowledged action is
// lost and every file opens. The same cuts with synchronous lowered lose acknowledged actions:
// the test tells the two apart, which killing the process (tests/crash) cannot.
#include "battledocument.h"
#include "edits.h"
#include "support/battlefoldertest.h"
#include "support/crashvfs.h"
#include "support/oneunitbattle.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::test::CrashVfs;

namespace {
constexpr int kActions = 6;

struct Outcome
{
    QStringList acked; // units whose commit was acknowledged
    QString error;     // the refusal after the cut
};

// Opens the battle through the crash VFS and commits actions until one is refused.
Outcome runActions(const QString &path, bool lowered, int round)
{
    Outcome out;
    auto doc = BattleDocument::open(path, &out.error);
    if (!doc)
        return out;
    if (lowered && !doc->store().setSyncedCommits(false, &out.error))
        return out;
    for (int i = 0; i < kActions; ++i) {
        const QString name = u"Cut %1 unit %2"_s.arg(round).arg(i);
        Edit e = i % 3 == 2 ? Edits::advancePhase(doc->state(), doc->profile())
                            : Edits::addUnit(doc->state(), doc->profile(),
                                             {u"British"_s, name, u"militia"_s, 2, 2, {}, {}}, &out.error);
        if (i % 3 == 2)
            e.inputs.insert(u"name"_s, name);
        if (doc->commit(e, &out.error) == 0)
            return out;
        out.acked << name;
    }
    return out;
}

void removeBattle(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
}
} // namespace

class TestPowerLoss : public adj::testing::BattleFolderTest
{
    Q_OBJECT

public:
    TestPowerLoss()
        : BattleFolderTest(u"base.adjutant"_s)
    {}

private slots:
    void cutsLoseNothingAcknowledged_data();
    void cutsLoseNothingAcknowledged();
    void fullDiskSaysSo();

private:
    void setUp() override;
};

void TestPowerLoss::setUp()
{
    QString error;
    QVERIFY2(
        testing::writeOneUnitBattle(m_folder.battle(), u"Power cut"_s, u"British"_s, u"Before"_s, &error),
        qPrintable(error));
}

void TestPowerLoss::cutsLoseNothingAcknowledged_data()
{
    QTest::addColumn<bool>("lowered");
    QTest::addColumn<int>("cuts");
    QTest::newRow("synchronous = FULL") << false << 1000;
    // The check of the check: lowered, the same cuts must find acknowledged actions lost.
    QTest::newRow("synchronous = OFF, must lose") << true << 50;
}

void TestPowerLoss::cutsLoseNothingAcknowledged()
{
    QFETCH(bool, lowered);
    QFETCH(int, cuts);
    const QString path = m_folder.filePath(u"cut.adjutant"_s);

    // How many writes and syncs the actions make uncut: the cuts fall anywhere among them.
    removeBattle(path);
    QVERIFY(QFile::copy(m_folder.battle(), path));
    CrashVfs::install();
    CrashVfs::arm(0);
    const Outcome whole = runActions(path, lowered, -1);
    const long calls = CrashVfs::calls();
    CrashVfs::uninstall();
    QCOMPARE(whole.acked.size(), kActions);
    QVERIFY(calls > kActions);

    const quint32 seed = QRandomGenerator::global()->generate();
    QRandomGenerator rng(seed);
    qInfo("seed %u, %ld writes and syncs to cut among", seed, calls);
    int lostRounds = 0;
    int ackedTotal = 0;
    for (int round = 0; round < cuts; ++round) {
        removeBattle(path);
        QVERIFY(QFile::copy(m_folder.battle(), path));
        CrashVfs::install();
        CrashVfs::arm(1 + long(rng.bounded(quint32(calls))));
        const Outcome cut = runActions(path, lowered, round);
        const bool dead = CrashVfs::dead();
        CrashVfs::arm(0);
        CrashVfs::uninstall();
        QVERIFY2(dead, "the power was never cut"); // a cut after the last action falls in the close
        ackedTotal += int(cut.acked.size());

        // After the cut: the file opens, with every check, and holds all that was acknowledged.
        QString error;
        auto doc = BattleDocument::open(path, &error);
        QVERIFY2(doc, qPrintable(u"round %1 (seed %2): %3"_s.arg(round).arg(seed).arg(error)));
        QVERIFY(doc->state().unitByName(u"Before"_s));
        const QList<Event> events = doc->store().events(1, int(doc->store().eventCount()));
        QStringList found;
        for (const Event &e : events) {
            const QString name = e.inputs.value(u"name"_s).toString();
            if (name.startsWith(u"Cut "_s))
                found << name;
        }
        bool lost = false;
        for (const QString &name : cut.acked)
            lost = lost || !found.contains(name);
        if (lowered) {
            lostRounds += lost ? 1 : 0;
            continue;
        }
        QVERIFY2(!lost,
                 qPrintable(u"round %1 (seed %2): acknowledged %3, found %4"_s.arg(round).arg(seed).arg(
                     cut.acked.join(u", "_s), found.join(u", "_s))));
        // Nothing is there that was not asked for, and the log is whole.
        QVERIFY(found.size() <= cut.acked.size() + 1);
        for (int i = 0; i < found.size(); ++i)
            QCOMPARE(found.at(i), u"Cut %1 unit %2"_s.arg(round).arg(i));
    }
    qInfo("%d cuts, %d acknowledged actions checked after them", cuts, ackedTotal);
    if (lowered)
        QVERIFY2(lostRounds > 0,
                 "synchronous lowered, and yet nothing acknowledged was lost: the cuts test nothing");
    removeBattle(path);
}

void TestPowerLoss::fullDiskSaysSo()
{
    const QString path = m_folder.filePath(u"full.adjutant"_s);
    removeBattle(path);
    QVERIFY(QFile::copy(m_folder.battle(), path));
    CrashVfs::install();
    CrashVfs::arm(0);
    QString error;
    {
        auto doc = BattleDocument::open(path, &error);
        QVERIFY2(doc, qPrintable(error));
        const BattleState before = doc->state();
        const qint64 events = doc->store().eventCount();
        CrashVfs::setFull(true);
        const Edit e = Edits::addUnit(doc->state(), doc->profile(),
                                      {u"British"_s, u"Full disk"_s, u"militia"_s, 2, 2, {}, {}}, &error);
        QCOMPARE(doc->commit(e, &error), 0);
        CrashVfs::setFull(false);
        // Its own message, never "damaged", never SQLite's text.
        QVERIFY2(error.startsWith(u"the disk is full: the last action was not saved"_s), qPrintable(error));
        QCOMPARE(doc->state(), before);
        QCOMPARE(doc->store().eventCount(), events);
        // Space again: the same action goes in.
        QVERIFY2(doc->commit(e, &error) == events + 1, qPrintable(error));
    }
    CrashVfs::uninstall();
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(doc->state().unitByName(u"Full disk"_s));
    QCOMPARE(doc->state().units.size(), 2);
    removeBattle(path);
}

QTEST_GUILESS_MAIN(TestPowerLoss)
#include "support/moc_battlefoldertest.cpp"
#include "tst_powerloss.moc"
