// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The summary as data: undo and redo counted once, the loss bands at their edges, the series
// per turn, and a players' report that keeps nothing of the enemy's but words.
#include "battledocument.h"
#include "edits.h"
#include "effectedits.h"
#include "summary/lossbands.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "support/datarows.h"
#include "support/randomedits.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// A new For Honor and Glory battle `name` at `path` with the sides Blue and Red; null when it could
// not be made.
std::unique_ptr<BattleDocument> blueAndRed(const QString &path, const QString &name)
{
    QString error;
    auto doc = BattleDocument::create(path, {name, u"fhg-land"_s}, &error);
    for (const QString &side : {u"Blue"_s, u"Red"_s})
        if (doc && doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error) <= 0)
            return nullptr;
    return doc;
}
} // namespace

class TestSummaryBuilder final : public QObject
{
    Q_OBJECT

private slots:
    void bands_data();
    void bands();
    void undoAndRedo();
    void bookkeeping();
    void earlierTurnsFiltered();
};

struct BandsRow
{
    int lost;
    int start;
    QString band;
};

void TestSummaryBuilder::bands_data()
{
    testing::addRows<BandsRow>({
        {"nothing", {0, 100, u"none"_s}},
        {"9 of 100", {9, 100, u"light"_s}},
        {"10 of 100", {10, 100, u"heavy"_s}},
        {"33 of 100", {33, 100, u"heavy"_s}},
        {"1 of 3", {1, 3, u"heavy"_s}},
        {"34 of 100", {34, 100, u"crippling"_s}},
        {"all", {7, 7, u"crippling"_s}},
    });
}

void TestSummaryBuilder::bands()
{
    const auto [lost, start, band] = testing::fetchRow<BandsRow>();
    QCOMPARE(LossBands::band(lost, start), band);
}

void TestSummaryBuilder::undoAndRedo()
{
    QTemporaryDir dir;
    QString error;
    auto doc = BattleDocument::create(dir.filePath(u"u.adjutant"_s), {u"Undo"_s, u"fhg-land"_s}, &error);
    QVERIFY(doc);
    for (const QString &side : {u"Blue"_s, u"Red"_s}) {
        QVERIFY(doc->commit(Edits::addSide(doc->state(), side, {}, &error), &error) > 0);
        QVERIFY(doc->commit(Edits::addUnit(doc->state(), doc->profile(),
                                           {side, side, u"regular"_s, -1, -1, {}, {}}, &error),
                            &error) > 0);
    }
    auto hit = [&](const QString &name, int to) {
        Unit u = *doc->state().unitByName(name);
        u.strength = to;
        return Edits::updateUnit(doc->state(), doc->profile(), u, &error);
    };
    const Edit a = hit(u"Red"_s, 3);
    const qint64 seqA = doc->commit(a, &error);
    QVERIFY(doc->revert(a, seqA, &error) > 0);  // undone: counted out
    QVERIFY(doc->reapply(a, seqA, &error) > 0); // redone: counted once
    const Edit b = hit(u"Blue"_s, 2);
    const qint64 seqB = doc->commit(b, &error);
    QVERIFY(doc->revert(b, seqB, &error) > 0); // undone for good
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    QVERIFY(doc->commit(hit(u"Red"_s, 1), &error) > 0);

    const TurnSummary all = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 0);
    const auto &blue = all.sides.at(0);
    const auto &red = all.sides.at(1);
    QCOMPARE(blue.lost, 0);
    QCOMPARE(red.lost, 3);
    QCOMPARE(red.casualtiesPerTurn, (QList<int>{1, 2}));
    QCOMPARE(red.strengthPerTurn, (QList<int>{3, 1}));
    QCOMPARE(blue.strengthPerTurn, (QList<int>{4, 4}));
    QCOMPARE(red.lossBand, u"crippling"_s);

    // The store's two ways of reading agree: every event, or the earlier turns' changes only.
    const TurnSummary t2 = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 2);
    const TurnSummary t2Full = SummaryBuilder::build(
        doc->state(), doc->profile(), doc->store().events(1, int(doc->store().eventCount())), 2);
    QCOMPARE(t2.toJson(), t2Full.toJson());
    // And so does the file read through connections of the builder's own (the Summary dock's way).
    for (int turn : {0, 1, 2}) {
        TurnSummary fromFile;
        QVERIFY2(SummaryBuilder::build(doc->state(), doc->profile(), doc->path(), turn, &fromFile, &error),
                 qPrintable(error));
        QCOMPARE(fromFile.toJson(),
                 SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), turn).toJson());
    }
    TurnSummary none;
    QVERIFY(!SummaryBuilder::build(doc->state(), doc->profile(), dir.filePath(u"missing/x.adjutant"_s), 1,
                                   &none, &error));
    QVERIFY2(error.contains(u"x.adjutant"_s), qPrintable(error));
    QCOMPARE(t2.sides.at(1).lost, 2);
    QCOMPARE(t2.sides.at(1).lossBand, u"crippling"_s); // 2 of 4 MP in the turn: over 33 %
}

// The turns before a period are read from the file for their units' and counters' rows only
// (addEarlierTurns skips the events that change neither): over random edits of every kind in five
// turns, each turn's summary read that way is the one built from every event of the log.
void TestSummaryBuilder::earlierTurnsFiltered()
{
    QTemporaryDir dir;
    auto doc = blueAndRed(dir.filePath(u"r.adjutant"_s), u"Random"_s);
    QVERIFY(doc);
    QString error;
    for (int i = 0; i < 8; ++i)
        QVERIFY(
            doc->commit(Edits::addUnit(
                            doc->state(), doc->profile(),
                            {i % 2 ? u"Red"_s : u"Blue"_s, u"Unit %1"_s.arg(i), u"regular"_s, -1, -1, {}, {}},
                            &error),
                        &error) > 0);
    std::mt19937 rng(30);
    int skippable = 0;
    int turn = 1;
    for (int n = 0; n < 250; ++n) {
        if (n % 50 == 49 && turn < 5) {
            QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
            ++turn;
            continue;
        }
        const Edit e = testing::randomEdit(doc->state(), doc->profile(), rng, n, false);
        if (e.kind.isEmpty() || e.kind.endsWith(u".advance"_s))
            continue;
        bool counts = false;
        for (const RowChange &c : std::as_const(e.changes))
            counts = counts || c.table == Table::Units || c.table == Table::Counters;
        skippable += counts ? 0 : 1;
        QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
    }
    QCOMPARE(doc->state().info.turn, 5);
    QVERIFY2(skippable > 20, "the edits must include some that change neither units nor counters");
    const QList<Event> log = doc->store().events(1, int(doc->store().eventCount()));
    for (int summed = 1; summed <= 5; ++summed) {
        const QJsonObject fromLog = SummaryBuilder::build(doc->state(), doc->profile(), log, summed).toJson();
        QCOMPARE(SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), summed).toJson(), fromLog);
        TurnSummary fromFile;
        QVERIFY2(SummaryBuilder::build(doc->state(), doc->profile(), doc->path(), summed, &fromFile, &error),
                 qPrintable(error));
        QCOMPARE(fromFile.toJson(), fromLog);
    }
}

void TestSummaryBuilder::bookkeeping()
{
    // The rule set's trackers (a card deck, the wind): each change in the period is one line
    // with the tracker's new label, in the order of the log; an undone change is not one.
    QTemporaryDir dir;
    auto doc = blueAndRed(dir.filePath(u"b.adjutant"_s), u"Books"_s);
    QVERIFY(doc);
    QString error;
    auto track = [&](const QString &key, const QJsonObject &value, const QString &label) {
        Effect e{Effect::Kind::SetTracker};
        e.attribute = key;
        e.value = value;
        e.text = label;
        const Edit edit = EffectEdits::build(doc->state(), doc->profile(),
                                             {u"draw-card"_s, label, {}, {}, {}, {}, {e}}, &error);
        const qint64 seq = doc->commit(edit, &error);
        return std::make_pair(edit, seq);
    };
    QVERIFY(track(u"oibl.deck"_s, {{u"drawn"_s, 1}}, u"Card drawn: Smallwood's brigade"_s).second > 0);
    QVERIFY(track(u"wfa.wind"_s, {{u"from"_s, u"NW"_s}}, u"Wind from the north-west, moderate"_s).second > 0);
    const auto [mistake, mistakeSeq] = track(u"oibl.deck"_s, {{u"drawn"_s, 2}}, u"Card drawn: by mistake"_s);
    QVERIFY(mistakeSeq > 0);
    QVERIFY(doc->revert(mistake, mistakeSeq, &error) > 0); // undone: counted out
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    const qint64 seq2 = track(u"oibl.deck"_s, {{u"drawn"_s, 2}}, u"Card drawn: Stirling's brigade"_s).second;
    QVERIFY(seq2 > 0);

    const TurnSummary t1 = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 1);
    QCOMPARE(t1.bookkeeping.size(), 2);
    QCOMPARE(t1.bookkeeping.at(0).key, u"oibl.deck"_s);
    QCOMPARE(t1.bookkeeping.at(0).label, u"Card drawn: Smallwood's brigade"_s);
    QCOMPARE(t1.bookkeeping.at(0).turn, 1);
    QCOMPARE(t1.bookkeeping.at(1).key, u"wfa.wind"_s);
    QCOMPARE(t1.bookkeeping.at(1).label, u"Wind from the north-west, moderate"_s);

    const TurnSummary t2 = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 2);
    QCOMPARE(t2.bookkeeping.size(), 1); // the earlier turns' changes are not this turn's
    QCOMPARE(t2.bookkeeping.first().label, u"Card drawn: Stirling's brigade"_s);
    QCOMPARE(t2.bookkeeping.first().seq, seq2);
    QCOMPARE(t2.bookkeeping.first().turn, 2);
    const QJsonObject line = t2.toJson().value(u"bookkeeping"_s).toArray().first().toObject();
    QCOMPARE(line, (QJsonObject{{u"seq"_s, seq2},
                                {u"turn"_s, 2},
                                {u"key"_s, u"oibl.deck"_s},
                                {u"label"_s, u"Card drawn: Stirling's brigade"_s}}));

    const TurnSummary all = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 0);
    QStringList labels;
    for (const auto &b : all.bookkeeping)
        labels << b.label;
    QCOMPARE(labels,
             (QStringList{u"Card drawn: Smallwood's brigade"_s, u"Wind from the north-west, moderate"_s,
                          u"Card drawn: Stirling's brigade"_s}));
    // The log read whole agrees with the store's way of reading it.
    const TurnSummary t2Full = SummaryBuilder::build(
        doc->state(), doc->profile(), doc->store().events(1, int(doc->store().eventCount())), 2);
    QCOMPARE(t2Full.toJson(), t2.toJson());
    TurnSummary t2File;
    QVERIFY2(SummaryBuilder::build(doc->state(), doc->profile(), doc->path(), 2, &t2File, &error),
             qPrintable(error));
    QCOMPARE(t2File.toJson(), t2.toJson());

    // Public: a side's players' report keeps every line.
    TurnSummary red;
    QVERIFY(PlayersReport::make(all, u"Red"_s, &red, &error));
    QCOMPARE(red.toJson().value(u"bookkeeping"_s), all.toJson().value(u"bookkeeping"_s));
}

} // namespace adj

QTEST_GUILESS_MAIN(adj::TestSummaryBuilder)
#include "tst_summarybuilder.moc"
