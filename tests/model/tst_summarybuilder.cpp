// The summary as data: undo and redo counted once, the loss bands at their edges, the series
// per turn, and a players' report that keeps nothing of the enemy's but words.
#include "battledocument.h"
#include "edits.h"
#include "summary/lossbands.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestSummaryBuilder final : public QObject
{
    Q_OBJECT

private slots:
    void bands_data();
    void bands();
    void undoAndRedo();
};

void TestSummaryBuilder::bands_data()
{
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("start");
    QTest::addColumn<QString>("band");
    QTest::newRow("nothing") << 0 << 100 << u"none"_s;
    QTest::newRow("9 of 100") << 9 << 100 << u"light"_s;
    QTest::newRow("10 of 100") << 10 << 100 << u"heavy"_s;
    QTest::newRow("33 of 100") << 33 << 100 << u"heavy"_s;
    QTest::newRow("1 of 3") << 1 << 3 << u"heavy"_s;
    QTest::newRow("34 of 100") << 34 << 100 << u"crippling"_s;
    QTest::newRow("all") << 7 << 7 << u"crippling"_s;
}

void TestSummaryBuilder::bands()
{
    QFETCH(int, lost);
    QFETCH(int, start);
    QFETCH(QString, band);
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
    QCOMPARE(t2.sides.at(1).lost, 2);
    QCOMPARE(t2.sides.at(1).lossBand, u"crippling"_s); // 2 of 4 MP in the turn: over 33 %
}

} // namespace adj

QTEST_GUILESS_MAIN(adj::TestSummaryBuilder)
#include "tst_summarybuilder.moc"
