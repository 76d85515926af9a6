// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The turn summary reads undo as undo (issue 21): over every demo battle, random edits, undos
// and redos give, turn by turn, the summary of the same battle rebuilt from the actions that
// stand; the markers it reports on at the end of each turn are the battle's; and its casualty
// columns add up (at the start, less the lost, plus the regained, is now) for every side and unit.
#include "battledocument.h"
#include "datafiles.h"
#include "demobattles.h"
#include "edits.h"
#include "summary/summarybuilder.h"
#include "support/demobattlefile.h"
#include "support/randomedits.h"
#include "undohistory.h"
#include "undosink.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestSummaryUndo : public QObject
{
    Q_OBJECT

private slots:
    void undoneActionsLeaveNoTrace_data();
    void undoneActionsLeaveNoTrace();
    void columnsAddUp_data();
    void columnsAddUp();
    void beganUnderFullStrength();
    void markerPlacedUndoneRedone();
};

namespace {
// Every registered demo, with its place in the registry to seed the run (qHash is salted).
void demoRows()
{
    QTest::addColumn<QString>("demo");
    QTest::addColumn<uint>("place");
    uint place = 0;
    for (const DemoBattle &d : DemoBattles::all())
        QTest::newRow(qPrintable(d.id)) << d.id << place++;
}

// Empty when at the start - lost + regained = now; else the sum that does not add up.
template <typename Line> QString unequalColumns(int turn, const QString &who, const Line &l)
{
    if (l.atStart - l.lost + l.regained == l.strength)
        return {};
    return u"turn %1, %2: %3 - %4 + %5 != %6"_s.arg(turn)
        .arg(who)
        .arg(l.atStart)
        .arg(l.lost)
        .arg(l.regained)
        .arg(l.strength);
}

std::unique_ptr<BattleDocument> openDemo(const QString &id, const QString &path)
{
    QString error;
    const DemoBattle *demo = DemoBattles::find(id);
    if (!demo || !testing::writeDemoBattle(DataFiles::locate(demo->resource), path, &error)) {
        qWarning("%s: %s", qPrintable(id), qPrintable(error));
        return {};
    }
    auto doc = BattleDocument::open(path, &error);
    if (!doc)
        qWarning("%s: %s", qPrintable(path), qPrintable(error));
    return doc;
}

// The summary as JSON without the event numbers, which differ between two logs of one battle.
QJsonValue withoutSeq(const QJsonValue &v)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &x : v.toArray())
            out.append(withoutSeq(x));
        return out;
    }
    if (!v.isObject())
        return v;
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != u"seq"_s)
            out.insert(it.key(), withoutSeq(it.value()));
    return out;
}

QJsonValue summaryOf(BattleDocument &doc, int turn)
{
    return withoutSeq(SummaryBuilder::build(doc.state(), doc.profile(), doc.store(), turn).toJson());
}

// Markers on the table at the end of `turn`, per side and kind, as the battle has them.
QMap<QString, int> markersOn(const BattleState &s, int turn)
{
    QMap<QString, int> on;
    for (const Marker &m : s.markers)
        if (m.placedTurn <= turn && (m.liftedTurn == 0 || m.liftedTurn > turn))
            ++on[s.sides.value(s.units.value(m.unit).side).name + u'/' + m.kind];
    return on;
}
} // namespace

void TestSummaryUndo::undoneActionsLeaveNoTrace_data()
{
    demoRows();
}

void TestSummaryUndo::undoneActionsLeaveNoTrace()
{
    QFETCH(QString, demo);
    QTemporaryDir dir;
    auto played = openDemo(demo, dir.filePath(u"played.adjutant"_s));
    QVERIFY(played);
    UndoSink sink(played.get());
    // This session's actions are undone, never the demo's own setup before them.
    const qint64 opened = played->store().eventCount();
    QFETCH(uint, place);
    std::mt19937 rng(20261126u + place);
    QString error;
    int undos = 0, redos = 0;
    auto undo = [&] {
        if (sink.undoSeq() <= opened)
            return true;
        ++undos;
        return sink.undo(&error);
    };
    auto redo = [&] {
        if (!sink.canRedo())
            return true;
        ++redos;
        return sink.redo(&error);
    };
    for (int i = 0; i < 200; ++i) {
        const unsigned what = rng() % 10;
        if (i % 20 == 19) { // two taken back, one of them put back again
            QVERIFY2(undo() && undo() && redo(), qPrintable(error));
        } else if (what < 2) {
            QVERIFY2(undo(), qPrintable(error));
        } else if (what < 4) {
            QVERIFY2(redo(), qPrintable(error));
        } else {
            const Edit e = testing::randomEdit(played->state(), played->profile(), rng, i, false);
            QVERIFY2(played->submit(e, &error) > 0,
                     qPrintable(u"edit %1 (%2): %3"_s.arg(i).arg(e.kind, error)));
        }
    }
    QVERIFY2(undos > 10 && redos > 3, qPrintable(u"%1 undos, %2 redos"_s.arg(undos).arg(redos)));

    // The same battle with only this session's actions that stand, in their order (UndoHistory's
    // rule over the whole log, which the file's own history follows).
    auto rebuilt = openDemo(demo, dir.filePath(u"rebuilt.adjutant"_s));
    QVERIFY(rebuilt);
    const UndoHistory history =
        UndoHistory::fromEvents(played->store().events(1, int(played->store().eventCount())));
    QCOMPARE(history.toUndo() ? history.toUndo()->seq : 0, sink.undoSeq());
    QCOMPARE(history.toRedo() ? history.toRedo()->seq : 0, sink.redoSeq());
    for (int i = 0; i < history.index(); ++i) {
        const qint64 seq = history.steps().at(i).seq;
        if (seq <= opened)
            continue;
        const Edit e = UndoHistory::editOf(played->store().events(seq, 1).value(0));
        QVERIFY2(rebuilt->commit(e, &error) > 0, qPrintable(error));
    }
    QCOMPARE(rebuilt->state(), played->state());
    QVERIFY(played->state().info.turn > 1);
    for (int turn = 0; turn <= played->state().info.turn; ++turn) {
        const QJsonValue got = summaryOf(*played, turn);
        const QJsonValue want = summaryOf(*rebuilt, turn);
        if (got != want)
            qWarning("turn %d:\n%s\n%s", turn, QJsonDocument(got.toObject()).toJson().constData(),
                     QJsonDocument(want.toObject()).toJson().constData());
        QCOMPARE(got, want);
        // As the GUI builds it off its thread, from the file.
        TurnSummary fromFile;
        QVERIFY2(SummaryBuilder::build(played->state(), played->profile(), played->path(), turn, &fromFile,
                                       &error),
                 qPrintable(error));
        QCOMPARE(withoutSeq(fromFile.toJson()), got);
    }
    // The markers the summaries place and lift are those on the table at each turn's end.
    QMap<QString, int> on;
    for (int turn = 1; turn <= played->state().info.turn; ++turn) {
        const TurnSummary s =
            SummaryBuilder::build(played->state(), played->profile(), played->store(), turn);
        for (const auto &side : s.sides) {
            for (const auto &m : side.placed)
                ++on[side.name + u'/' + m.marker];
            for (const auto &m : side.lifted)
                --on[side.name + u'/' + m.marker];
        }
        on.removeIf([](const auto &it) { return it.value() == 0; });
        QCOMPARE(on, markersOn(played->state(), turn));
    }
}

void TestSummaryUndo::columnsAddUp_data()
{
    demoRows();
}

void TestSummaryUndo::columnsAddUp()
{
    QFETCH(QString, demo);
    QTemporaryDir dir;
    auto doc = openDemo(demo, dir.filePath(u"b.adjutant"_s));
    QVERIFY(doc);
    QFETCH(uint, place);
    std::mt19937 rng(7u + place);
    QString error;
    for (int i = 0; i < 200; ++i) {
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, i, true);
        QVERIFY2(doc->commit(e, &error) > 0, qPrintable(u"edit %1 (%2): %3"_s.arg(i).arg(e.kind, error)));
    }
    const int last = doc->state().info.turn;
    QVERIFY(last > 1);
    for (int turn = 0; turn <= last; ++turn) {
        const TurnSummary s = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), turn);
        for (const auto &side : s.sides) {
            const QString sideSum = unequalColumns(turn, side.name, side);
            QVERIFY2(sideSum.isEmpty(), qPrintable(sideSum));
            for (const auto &l : side.losses) {
                const QString unitSum = unequalColumns(turn, l.unit, l);
                QVERIFY2(unitSum.isEmpty(), qPrintable(unitSum));
            }
            if (turn == 0 || turn == last) { // the end of the battle so far is the battle's
                int now = 0, full = 0;
                for (const Unit &u : doc->state().units)
                    if (u.side == side.id) {
                        now += u.strength;
                        full += u.strengthStart;
                    }
                QCOMPARE(side.strength, now);
                QCOMPARE(side.strengthStart, full);
            }
        }
    }
}

void TestSummaryUndo::beganUnderFullStrength()
{
    // Queenston Heights: the 6th U.S. Infantry begins at 3 of its 4 MP. The side's columns start
    // from the strength it had, and its full strength stands beside it.
    QTemporaryDir dir;
    auto doc = openDemo(u"fhg-queenston"_s, dir.filePath(u"q.adjutant"_s));
    QVERIFY(doc);
    const BattleState &s = doc->state();
    Id american = 0;
    for (const Side &side : s.sides)
        if (side.name == u"American"_s)
            american = side.id;
    QVERIFY(american != 0);
    int now = 0, full = 0;
    bool under = false;
    for (const Unit &u : s.units)
        if (u.side == american) {
            now += u.strength;
            full += u.strengthStart;
            under = under || (u.name.contains(u"6th"_s) && u.strength == 3 && u.strengthStart == 4);
        }
    QVERIFY(under);
    const TurnSummary t = SummaryBuilder::build(s, doc->profile(), doc->store(), 1);
    for (const auto &side : t.sides)
        if (side.id == american) {
            QCOMPARE(side.atStart, now);
            QCOMPARE(side.strength, now);
            QCOMPARE(side.strengthStart, full);
            QCOMPARE(side.strengthBegan, now);
            QVERIFY(side.strengthStart > side.atStart);
        }
}

void TestSummaryUndo::markerPlacedUndoneRedone()
{
    // Issue 21 as reported: a column marker placed on the Redan battery, undone and redone, read
    // "placed, placed, lifted". It is placed once, and on at the end of the turn.
    QTemporaryDir dir;
    auto doc = openDemo(u"fhg-queenston"_s, dir.filePath(u"m.adjutant"_s));
    QVERIFY(doc);
    UndoSink sink(doc.get());
    QString error;
    const Unit *redan = doc->state().unitByName(u"Redan battery"_s);
    QVERIFY(redan);
    const auto before = markersOn(doc->state(), 1);
    QVERIFY(doc->submit(Edits::placeMarker(doc->state(), doc->profile(), redan->id, u"column"_s, &error),
                        &error) > 0);
    QVERIFY2(sink.undo(&error), qPrintable(error));
    QVERIFY2(sink.redo(&error), qPrintable(error));
    const TurnSummary s = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 1);
    QStringList british;
    for (const auto &side : s.sides)
        if (side.name == u"British"_s) {
            for (const auto &m : side.placed)
                british << m.unit + u": placed "_s + m.marker;
            for (const auto &m : side.lifted)
                british << m.unit + u": lifted "_s + m.marker;
        }
    QCOMPARE(british, QStringList{u"Redan battery: placed column"_s});
    auto after = before;
    ++after[u"British/column"_s];
    QCOMPARE(markersOn(doc->state(), 1), after);
}

QTEST_GUILESS_MAIN(TestSummaryUndo)
#include "tst_summaryundo.moc"
