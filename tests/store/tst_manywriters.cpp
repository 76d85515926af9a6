// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Many writers, one battle (issue 16): eight processes write one file at once, a hundred actions
// each, opening the battle anew for every action as the command line does; every action
// commits, none is lost or doubled. An open document sees the others' commits and writes on.
#include "battledocument.h"
#include "edits.h"
#include "schemacheck.h"

#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
constexpr int kWriters = 8;
constexpr int kActions = 100;

Edit tagged(Edit e, int writer, int action)
{
    if (!e.isEmpty()) {
        e.inputs.insert(u"writer"_s, writer);
        e.inputs.insert(u"action"_s, action);
    }
    return e;
}

// One writer: opens the battle for each action, as adjutant-cli does, and acknowledges each
// commit on stdout. Half the actions are built before the write (and renumbered when another
// writer added rows meanwhile), half inside it.
int runWriter(const QString &path, int w)
{
    const QString side = u"Side %1"_s.arg(w);
    for (int a = 0; a < kActions; ++a) {
        QString error;
        auto doc = BattleDocument::open(path, &error);
        if (!doc) {
            std::fprintf(stderr, "writer %d: %s\n", w, qPrintable(error));
            return 1;
        }
        const RuleSetProfile &p = doc->profile();
        const QString unit = u"w%1-u%2"_s.arg(w).arg(a);
        qint64 seq = 0;
        switch (a % 4) {
        case 0: // built from the state read at open: another writer's units may come in between
            seq = doc->commit(
                tagged(Edits::addUnit(doc->state(), p, {side, unit, u"militia"_s, 2, 2, {}, {}}, &error), w,
                       a),
                &error);
            break;
        case 1:
            seq = doc->commit(
                [&](const BattleState &s, QString *) { return tagged(Edits::advancePhase(s, p), w, a); },
                &error);
            break;
        case 2:
            seq = doc->commit(
                [&](const BattleState &s, QString *why) {
                    const Id id = s.sideByName(side)->id;
                    const Counter *c = s.counter(id, {}, u"VP"_s);
                    return tagged(Edits::setCounter(s, p, id, {}, u"VP"_s, c ? c->value + 1 : 1, why), w, a);
                },
                &error);
            break;
        default:
            seq = doc->commit(
                [&](const BattleState &s, QString *why) {
                    return tagged(Edits::addUnit(s, p, {side, unit, u"militia"_s, 2, 2, {}, {}}, why), w, a);
                },
                &error);
        }
        if (seq == 0) {
            std::fprintf(stderr, "writer %d, action %d: %s\n", w, a, qPrintable(error));
            return 1;
        }
        std::printf("ack %d %lld\n", a, static_cast<long long>(seq));
        std::fflush(stdout);
    }
    return 0;
}

QString newBattle(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"shared.adjutant"_s);
    QString error;
    auto doc = BattleDocument::create(path, {u"Many writers"_s, u"fhg-land"_s}, &error);
    if (!doc)
        qFatal("create: %s", qPrintable(error));
    for (int w = 0; w < kWriters; ++w)
        if (doc->commit(Edits::addSide(doc->state(), u"Side %1"_s.arg(w), {}, &error), &error) == 0)
            qFatal("side: %s", qPrintable(error));
    return path;
}
} // namespace

class TestManyWriters : public QObject
{
    Q_OBJECT

private slots:
    void eightWritersLoseNothing();
    void openDocumentSeesOtherWriters();
    void conflictingChangeIsRefusedByName();
};

void TestManyWriters::eightWritersLoseNothing()
{
    QTemporaryDir dir;
    const QString path = newBattle(dir);
    QList<QProcess *> writers;
    for (int w = 0; w < kWriters; ++w) {
        auto *p = new QProcess(this);
        p->start(QCoreApplication::applicationFilePath(), {u"--writer"_s, path, QString::number(w)});
        writers << p;
    }
    QSet<qint64> acked;
    int acks = 0;
    for (int w = 0; w < kWriters; ++w) {
        QProcess *p = writers.at(w);
        QVERIFY(p->waitForFinished(280'000));
        QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                 qPrintable(QString::fromLocal8Bit(p->readAllStandardError())));
        for (const QByteArray &line : p->readAllStandardOutput().split('\n')) {
            const QList<QByteArray> parts = line.split(' ');
            if (parts.value(0) != "ack")
                continue;
            ++acks;
            acked.insert(parts.value(2).toLongLong());
        }
    }
    qDeleteAll(writers);
    QCOMPARE(acks, kWriters * kActions);
    QCOMPARE(acked.size(), kWriters * kActions); // no two actions were given one number

    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const qint64 count = doc->store().eventCount();
    QCOMPARE(count, qint64(kWriters + kWriters * kActions));
    const QList<Event> events = doc->store().events(1, int(count));
    QCOMPARE(events.size(), int(count));
    QSet<QPair<int, int>> done;
    for (int i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        QCOMPARE(e.seq, qint64(i + 1));
        if (!e.inputs.contains(u"writer"_s))
            continue;
        const QPair<int, int> key{e.inputs.value(u"writer"_s).toInt(), e.inputs.value(u"action"_s).toInt()};
        QVERIFY2(!done.contains(key),
                 qPrintable(u"writer %1's action %2 twice"_s.arg(key.first).arg(key.second)));
        done.insert(key);
        QVERIFY(acked.contains(e.seq));
    }
    QCOMPARE(done.size(), kWriters * kActions);
    // What the actions did is all there: every unit, every point of VP, every phase advanced.
    const BattleState &s = doc->state();
    QCOMPARE(s.units.size(), kWriters * kActions / 2);
    for (int w = 0; w < kWriters; ++w) {
        for (int a = 0; a < kActions; ++a)
            if (a % 4 == 0 || a % 4 == 3)
                QVERIFY2(s.unitByName(u"w%1-u%2"_s.arg(w).arg(a)),
                         qPrintable(u"w%1-u%2 lost"_s.arg(w).arg(a)));
        const Counter *vp = s.counter(s.sideByName(u"Side %1"_s.arg(w))->id, {}, u"VP"_s);
        QVERIFY(vp);
        QCOMPARE(vp->value, kActions / 4);
    }
    BattleState expected;
    expected.info = s.info;
    expected.info.turn = 1;
    expected.info.phase = doc->profile().phases.first().id;
    for (int i = 0; i < kWriters * kActions / 4; ++i)
        for (const RowChange &c : Edits::advancePhase(expected, doc->profile()).changes)
            expected.apply(c);
    QCOMPARE(s.info.turn, expected.info.turn);
    QCOMPARE(s.info.phase, expected.info.phase);
}

void TestManyWriters::openDocumentSeesOtherWriters()
{
    QTemporaryDir dir;
    const QString path = newBattle(dir);
    QString error;
    auto mine = BattleDocument::open(path, &error);
    QVERIFY2(mine, qPrintable(error));
    auto other = BattleDocument::open(path, &error);
    QVERIFY2(other, qPrintable(error));
    const RuleSetProfile &p = mine->profile();

    // An edit built on what this window knows, before another writer adds a unit of its own.
    const Edit late =
        Edits::addUnit(mine->state(), p, {u"Side 0"_s, u"Mine"_s, u"militia"_s, 2, 2, {}, {}}, &error);
    QVERIFY(!late.isEmpty());
    QVERIFY(other->commit(Edits::addUnit(other->state(), p,
                                         {u"Side 1"_s, u"Theirs"_s, u"regular"_s, 4, 4, {}, {}}, &error),
                          &error) > 0);
    QVERIFY(other->commit(Edits::advancePhase(other->state(), p), &error) > 0);
    QCOMPARE(late.changes.first().id, other->state().unitByName(u"Theirs"_s)->id); // the same number

    QSignalSpy changed(mine.get(), &BattleDocument::changed);
    QSignalSpy appended(mine.get(), &BattleDocument::eventAppended);
    QSignalSpy external(mine.get(), &BattleDocument::externalChanges);
    QVERIFY(mine->store().othersWrote());
    QVERIFY(mine->refresh(&error));
    QCOMPARE(mine->state(), other->state());
    QCOMPARE(appended.size(), 2);
    QCOMPARE(appended.at(0).at(0).toLongLong(), qint64(kWriters + 1));
    QCOMPARE(external.size(), 1);
    QVERIFY(!changed.isEmpty());
    QVERIFY(!mine->store().othersWrote());
    QVERIFY(mine->refresh(&error)); // nothing new: nothing announced
    QCOMPARE(appended.size(), 2);

    // The next edit works: its new unit takes the next free number.
    Edit written;
    const qint64 seq = mine->commit(late, &error, &written);
    QVERIFY2(seq > 0, qPrintable(error));
    QVERIFY(written.changes.first().id != late.changes.first().id);
    QCOMPARE(mine->state().unitByName(u"Mine"_s)->id, written.changes.first().id);
    QCOMPARE(mine->state().unitByName(u"Theirs"_s)->strength, 4);
    // ... and undoing it takes back that unit, not the other writer's.
    QVERIFY2(mine->revert(written, seq, &error) > 0, qPrintable(error));
    QVERIFY(!mine->state().unitByName(u"Mine"_s));
    QVERIFY(mine->state().unitByName(u"Theirs"_s));

    // A write finds the other writer's commits itself, before it is numbered.
    QVERIFY(other->refresh(&error));
    QVERIFY(other->commit(Edits::advancePhase(other->state(), p), &error) > 0);
    appended.clear();
    QVERIFY(mine->commit(Edits::addSide(mine->state(), u"Late side"_s, u"#123456"_s, &error), &error) > 0);
    QCOMPARE(appended.size(), 2); // the other's advance, then this side
    QCOMPARE(mine->state().info.phase, other->state().info.phase);
}

void TestManyWriters::conflictingChangeIsRefusedByName()
{
    QTemporaryDir dir;
    const QString path = newBattle(dir);
    QString error;
    auto mine = BattleDocument::open(path, &error);
    auto other = BattleDocument::open(path, &error);
    QVERIFY(mine && other);
    const RuleSetProfile &p = mine->profile();
    QVERIFY(mine->commit(Edits::addUnit(mine->state(), p,
                                        {u"Side 0"_s, u"41st Foot"_s, u"regular"_s, 4, 4, {}, {}}, &error),
                         &error) > 0);
    QVERIFY(other->refresh(&error));
    Unit u = mine->state().unitByName(u"41st Foot"_s) ? *mine->state().unitByName(u"41st Foot"_s) : Unit{};
    u.strength = 3;
    const Edit mineEdit = Edits::updateUnit(mine->state(), p, u, &error);
    u.strength = 1;
    QVERIFY(other->commit(Edits::updateUnit(other->state(), p, u, &error), &error) > 0);
    const qint64 before = other->store().eventCount();
    QCOMPARE(mine->commit(mineEdit, &error), 0);
    QVERIFY2(error.contains(u"\"41st Foot\""_s) && error.contains(u"nothing was saved"_s), qPrintable(error));
    QVERIFY2(!error.contains(u"UNIQUE"_s) && !error.contains(u"constraint"_s), qPrintable(error));
    // The refusal read the other writer's change: the next attempt is made on it.
    QCOMPARE(mine->state().unitByName(u"41st Foot"_s)->strength, 1);
    QVERIFY(other->refresh(&error));
    QCOMPARE(other->store().eventCount(), before);
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--writer") == 0)
        return runWriter(QString::fromLocal8Bit(argv[2]), atoi(argv[3]));
    TestManyWriters test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_manywriters.moc"
