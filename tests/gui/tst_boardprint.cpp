// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The board on paper (issue 14): the battle at the end of an earlier turn rebuilt from the log
// (moves, terrain, undo and redo all taken back), and a turn summary's PDF ending with the board as it
// stood then, or, for the turn in play, as it stands now; battles without a board print none.
#include "battledocument.h"
#include "boardmoves.h"
#include "boardprint.h"
#include "boardsnapshot.h"
#include "edits.h"
#include "summary/summarybuilder.h"
#include "summaryprinter.h"
#include "support/demobattlefile.h"
#include "support/pdftext.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const char kScenario[] = R"({"name": "Print test", "ruleset": "fhg-land",
  "board": {"width": 8, "height": 8, "layout": "odd-q", "tiles": {"0304": "forest"}},
  "sides": [
  {"name": "American", "units": [{"name": "13th", "type": "regular", "strength": 4, "position": "0305"}]},
  {"name": "British", "units": [{"name": "41st", "type": "regular", "strength": 3, "position": "0303"}]}]})";

using adj::testing::pdfText;

int pages(const QString &text)
{
    const QRegularExpressionMatch m = QRegularExpression(u"Page 1 of (\\d+)"_s).match(text);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}
} // namespace

class TestBoardPrint final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void endOfAnEarlierTurn();
    void pdfEndsWithTheBoard();
    void noBoardNoPage();

private:
    qint64 commit(const Edit &e);
    void moveTo(const QString &label);

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
};

void TestBoardPrint::initTestCase()
{
    testing::isolateSettings(u"tst_boardprint"_s);
    QString error;
    const QString path = m_dir.filePath(u"print.adjutant"_s);
    QVERIFY2(testing::writeScenarioBattle(kScenario, path, &error), qPrintable(error));
    m_doc = BattleDocument::open(path, &error);
    QVERIFY2(m_doc, qPrintable(error));
}

qint64 TestBoardPrint::commit(const Edit &e)
{
    QString error;
    const qint64 seq = m_doc->commit(e, &error);
    if (seq == 0)
        qWarning("%s", qPrintable(error));
    return seq;
}

void TestBoardPrint::moveTo(const QString &label)
{
    Unit u = *m_doc->state().unitByName(u"13th"_s);
    u.position = label;
    QString error;
    QVERIFY(commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), u, &error)) > 0);
}

void TestBoardPrint::endOfAnEarlierTurn()
{
    // Turn 1: the 13th moves to 0306. Turn 2: that move is undone, the 13th goes to 0307, a forest
    // is painted, undone and redone.
    moveTo(u"0306"_s);
    const Edit turn1Move = [this] {
        Unit u = *m_doc->state().unitByName(u"13th"_s);
        u.position = u"0306"_s;
        Unit before = u;
        before.position = u"0305"_s;
        Edit e;
        e.kind = u"unit.edit"_s;
        e.changes << RowChange{Table::Units, u.id, before.toRow(), u.toRow()};
        return e;
    }();
    const qint64 moveSeq = m_doc->store().eventCount();
    QVERIFY(commit(Edits::advanceTurn(m_doc->state(), m_doc->profile())) > 0);
    QCOMPARE(m_doc->state().info.turn, 2);
    QString error;
    QVERIFY(m_doc->revert(turn1Move, moveSeq, &error) > 0);
    QCOMPARE(m_doc->state().unitByName(u"13th"_s)->position, u"0305"_s);
    moveTo(u"0307"_s);
    Board board = Board::fromJson(m_doc->state().info.board, &error);
    Hex forest;
    QVERIFY(board.parseLabel(u"0606"_s, &forest));
    const BoardMoves::Outcome paint = BoardMoves::paint(m_doc->state(), board, {{forest, u"forest"_s}});
    QVERIFY(paint.ok);
    const qint64 paintSeq = commit(paint.edit);
    QVERIFY(paintSeq > 0);
    QVERIFY(m_doc->revert(paint.edit, paintSeq, &error) > 0);
    QVERIFY(m_doc->reapply(paint.edit, paintSeq, &error) > 0);

    const BattleState end1 = BoardSnapshot::atEndOfTurn(m_doc->state(), m_doc->store(), 1);
    QCOMPARE(end1.unitByName(u"13th"_s)->position, u"0306"_s);
    QVERIFY(!end1.info.board.value(u"tiles"_s).toObject().contains(u"0606"_s));
    QCOMPARE(end1.info.board.value(u"tiles"_s).toObject().value(u"0304"_s).toString(), u"forest"_s);
    // The turn in play: as it stands.
    const BattleState end2 = BoardSnapshot::atEndOfTurn(m_doc->state(), m_doc->store(), 2);
    QCOMPARE(end2, m_doc->state());
    QCOMPARE(end2.unitByName(u"13th"_s)->position, u"0307"_s);

    QCOMPARE(BoardPrint::page(m_doc->state(), m_doc->store(), 1).title, u"The board at the end of turn 1"_s);
    QVERIFY(BoardPrint::page(m_doc->state(), m_doc->store(), 2).title.contains(u"as it stands now"_s));
    QVERIFY(BoardPrint::page(m_doc->state(), m_doc->store(), 0).title.contains(u"as it stands now"_s));
}

void TestBoardPrint::pdfEndsWithTheBoard()
{
    const TurnSummary s = SummaryBuilder::build(m_doc->state(), m_doc->profile(), m_doc->store(), 1);
    const QString plain = m_dir.filePath(u"plain.pdf"_s), board = m_dir.filePath(u"board.pdf"_s);
    QString error;
    QVERIFY2(SummaryPrinter::writePdf(s, plain, QPageSize::A4, {}, &error), qPrintable(error));
    const SummaryPrinter::Options options = BoardPrint::options(m_doc->state(), m_doc->store(), 1);
    QVERIFY(options.board);
    QVERIFY2(SummaryPrinter::writePdf(s, board, QPageSize::A4, options, &error), qPrintable(error));
    const QString without = pdfText(plain), with = pdfText(board);
    QVERIFY2(pages(without) > 0, qPrintable(without.left(500)));
    QCOMPARE(pages(with), pages(without) + 1);
    QVERIFY2(with.contains(u"The board at the end of turn 1"_s), qPrintable(with.right(800)));
    // The hexes are labelled on paper as on the screen.
    QVERIFY(with.contains(u"0306"_s) && with.contains(u"0808"_s));
    QVERIFY(!without.contains(u"The board at the end"_s));
}

void TestBoardPrint::noBoardNoPage()
{
    QString error;
    const QString path = m_dir.filePath(u"cowpens.adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/oneifbyland-cowpens.json"_s, path, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY(doc);
    const SummaryPrinter::Options options = BoardPrint::options(doc->state(), doc->store(), 1);
    QVERIFY(!options.board);
    QVERIFY(options.boardTitle.isEmpty());
}

} // namespace adj

QTEST_MAIN(adj::TestBoardPrint)
#include "tst_boardprint.moc"
