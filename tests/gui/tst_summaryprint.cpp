// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The summary on paper: a battle of 100 turns prints (every page numbered, the tables cut
// cleanly), the Glory race is drawn for Honour & Glory, and the charts are real images.
#include "battledocument.h"
#include "edits.h"
#include "summary/lossbands.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "summarycharts.h"
#include "summaryprinter.h"
#include "support/pdftext.h"
#include "support/sofarsummary.h"

#include "pagedprint.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
using adj::testing::pdfText;

// A battle of `turns` turns: each turn every unit of one side loses or regains 1, a marker
// comes and goes, and a counter moves.
std::unique_ptr<BattleDocument> longBattle(const QString &path, const QString &ruleset, const QString &type,
                                           const QString &counter, int turns)
{
    QString error;
    auto doc = BattleDocument::create(path, {u"A long battle"_s, ruleset}, &error);
    if (!doc || !doc->store().setSyncedCommits(false, &error))
        return {};
    for (const QString &side : {u"Blue"_s, u"Red"_s}) {
        doc->commit(
            Edits::addSide(doc->state(), side, side == u"Blue"_s ? u"#2b4c9b"_s : u"#b3261e"_s, &error),
            &error);
        for (int i = 0; i < 4; ++i)
            doc->commit(Edits::addUnit(doc->state(), doc->profile(),
                                       {side, u"%1 %2"_s.arg(side).arg(i), type, -1, -1, {}, {}}, &error),
                        &error);
    }
    for (int t = 1; t < turns; ++t) {
        for (const Unit &u : doc->state().units) {
            if (u.side != (t % 2 ? 1 : 2))
                continue;
            Unit c = u;
            c.strength = u.strength > 1 ? u.strength - 1 : u.strengthStart;
            doc->commit(Edits::updateUnit(doc->state(), doc->profile(), c, &error), &error);
        }
        const Id side = doc->state().sides.firstKey() + t % 2;
        const Counter *now = doc->state().counter(side, {}, counter);
        doc->commit(Edits::setCounter(doc->state(), doc->profile(), side, {}, counter,
                                      (now ? now->value : 0) + t % 3 + 1, &error),
                    &error);
        const Unit &u = *std::next(doc->state().units.cbegin(), t % 8);
        const QString kind = doc->profile().markerKinds.first();
        const QList<Marker> on = doc->state().activeMarkers(u.id);
        doc->commit(on.isEmpty() ? Edits::placeMarker(doc->state(), doc->profile(), u.id, kind, &error)
                                 : Edits::liftMarker(doc->state(), on.first().id, &error),
                    &error);
        if (doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) == 0)
            return {};
    }
    return doc;
}
} // namespace

class TestSummaryPrint final : public QObject
{
    Q_OBJECT

private slots:
    void hundredTurnsPrint();
    void gloryRace();
    void headingsKeptWithTheirTables();
    void screenRowsCapped();
    void soFarFoldedAndFogged();
    void gridsDrawnThin();
};

void TestSummaryPrint::hundredTurnsPrint()
{
    QTemporaryDir dir;
    dir.setAutoRemove(!qEnvironmentVariableIsSet("ADJ_KEEP_TEST_FILES")); // to look at the pages
    auto doc = longBattle(dir.filePath(u"long.adjutant"_s), u"fhg-land"_s, u"regular"_s, u"VP"_s, 100);
    QVERIFY(doc);
    QCOMPARE(doc->state().info.turn, 100);
    const TurnSummary all = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 0);
    QCOMPARE(all.lastTurn, 100);
    QCOMPARE(all.sides.first().strengthPerTurn.size(), 100);
    SummaryPrinter::Options every; // every marker listed: long enough to cut the tables across pages
    every.everyResolution = true;
    int everyPages = 0;
    for (QPageSize::PageSizeId paper : {QPageSize::A4, QPageSize::Letter}) {
        const QString pdf = dir.filePath(u"long-%1.pdf"_s.arg(int(paper)));
        QString error;
        QVERIFY2(SummaryPrinter::writePdf(all, pdf, paper, every, &error), qPrintable(error));
        const QString text = pdfText(pdf);
        const QRegularExpressionMatch m = QRegularExpression(u"Page 1 of (\\d+)"_s).match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text.left(2000)));
        const int pages = m.captured(1).toInt();
        QVERIFY2(pages >= 4, qPrintable(QString::number(pages))); // 99 markers placed or lifted
        for (int p = 1; p <= pages; ++p)
            QVERIFY(text.contains(u"Page %1 of %2"_s.arg(p).arg(pages)));
        QCOMPARE(text.count(u"The battle so far (turns 1 to 100)"_s),
                 pages + 1); // each header, and the title
        // Every marker one paragraph (issue 30: table cells cost QTextDocument minutes on a big
        // battle), as the table's row said it: side, unit, marker, placed or lifted, turn; each
        // side's placed before its lifted, and the list running on from page to page.
        const QRegularExpression entry(
            u"^■ (Blue|Red) · (Blue|Red) \\d: \\S.* (placed|lifted), turn (\\d+)$"_s,
            QRegularExpression::MultilineOption);
        QList<int> entryPages;
        QStringList order;
        const QStringList pageTexts = text.split(u'\f');
        for (qsizetype page = 0; page < pageTexts.size(); ++page)
            for (const QRegularExpressionMatch &e : entry.globalMatch(pageTexts.at(page))) {
                QCOMPARE(e.captured(1), e.captured(2)); // a unit under its own side
                QVERIFY(e.captured(4).toInt() >= 1 && e.captured(4).toInt() < 100);
                entryPages << int(page);
                if (order.isEmpty() || order.last() != e.captured(1) + e.captured(3))
                    order << e.captured(1) + e.captured(3);
            }
        QCOMPARE(entryPages.size(), 99);
        QCOMPARE(order, (QStringList{u"Blueplaced"_s, u"Bluelifted"_s, u"Redplaced"_s, u"Redlifted"_s}));
        QVERIFY2(entryPages.first() < entryPages.last(), qPrintable(text));
        QVERIFY(!text.contains(u"Placed or"_s)); // no table of them
        everyPages = paper == QPageSize::A4 ? pages : everyPages;
    }
    // Told turn by turn and unit by unit (the default, issue 19): a row for each of the 100 turns,
    // a line for each of the 8 units, no list of the markers one by one.
    const QString folded = dir.filePath(u"long-folded.pdf"_s);
    QString foldedError;
    QVERIFY2(SummaryPrinter::writePdf(all, folded, QPageSize::A4, {}, &foldedError), qPrintable(foldedError));
    const QString text = pdfText(folded);
    for (const QString &expected :
         {u"Turn by turn"_s, u"Unit by unit"_s, u"Blue: 4 units"_s, u"Red: 4 units"_s, u"No resolutions."_s})
        QVERIFY2(text.contains(expected), qPrintable(expected + u" missing from:\n"_s + text));
    QVERIFY(!text.contains(u"Markers placed and lifted"_s));
    for (int t = 1; t <= 100; ++t) // each turn's row begins with its number
        QVERIFY2(text.contains(QRegularExpression(u"\\n\\s*%1\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+"_s.arg(t))),
                 qPrintable(u"turn %1"_s.arg(t)));
    const int foldedPages = QRegularExpression(u"Page 1 of (\\d+)"_s).match(text).captured(1).toInt();
    QVERIFY2(foldedPages > 0 && foldedPages <= everyPages, // 100 turn rows, as long as 99 markers
             qPrintable(u"%1 pages folded, %2 with every resolution"_s.arg(foldedPages).arg(everyPages)));
    // And the turn alone.
    const TurnSummary last = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 99);
    QCOMPARE(last.sides.at(0).losses.size(), 4);
    QString error;
    QVERIFY(SummaryPrinter::writePdf(last, dir.filePath(u"t99.pdf"_s), QPageSize::A4, {}, &error));
}

void TestSummaryPrint::gloryRace()
{
    QTemporaryDir dir;
    auto doc =
        longBattle(dir.filePath(u"glory.adjutant"_s), u"honour-glory"_s, u"the-many"_s, u"Glory"_s, 12);
    QVERIFY(doc);
    const TurnSummary s = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), 0);
    QVERIFY(s.hasRace());
    QCOMPARE(SummaryHtml::charts(s).size(), 3);
    const QList<int> glory = s.sides.first().racePerTurn;
    QCOMPARE(glory.size(), 12);
    QCOMPARE(glory.last(), doc->state().counter(s.sides.first().id, {}, u"Glory"_s)->value);
    QVERIFY(std::is_sorted(glory.cbegin(), glory.cend()));
    for (SummaryHtml::Chart c : SummaryHtml::charts(s)) {
        const QImage img = SummaryCharts::image(s, c, {640, 256});
        QCOMPARE(img.size(), QSize(1280, 512));
        // Drawn, not blank: more than a handful of colours.
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY(colours.size() > 10);
    }
}

void TestSummaryPrint::headingsKeptWithTheirTables()
{
    // A section heading never ends a page: it moves to the next page with the start of its
    // table (or its line). Rows of losses are added one at a time, so that every later
    // heading passes through every place on the page, the foot included.
    QTemporaryDir dir;
    dir.setAutoRemove(!qEnvironmentVariableIsSet("ADJ_KEEP_TEST_FILES"));
    TurnSummary s;
    s.battle = u"Headings"_s;
    s.ruleset = u"fhg-land"_s;
    s.measure = u"MP"_s;
    s.turn = 1;
    s.lastTurn = 1;
    for (const QString &name : {u"Blue"_s, u"Red"_s}) {
        TurnSummary::SideLine side;
        side.name = name;
        side.casualtiesPerTurn = {1};
        side.strengthPerTurn = {9};
        for (int i = 0; i < 6; ++i)
            side.losses << TurnSummary::LossLine{u"%1 %2"_s.arg(name).arg(i), 1, 0, 3, 4};
        for (int i = 0; i < 3; ++i)
            side.placed << TurnSummary::MarkerLine{u"%1 %2"_s.arg(name).arg(i), u"disordered"_s, 1};
        s.sides << side;
    }
    for (int i = 0; i < 3; ++i)
        s.notes << TurnSummary::NoteLine{100 + i, 1, u"Note %1"_s.arg(i)};
    for (int i = 0; i < 8; ++i)
        s.resolutions << TurnSummary::ResolutionLine{i + 1,       1, {}, u"fire"_s, {}, u"Fire %1"_s.arg(i),
                                                     {u"8.1.1"_s}};
    const QStringList headings{u"Losses by unit (MP)"_s,
                               u"Units eliminated, routed, captured or sunk"_s,
                               u"Markers placed and lifted"_s,
                               u"Leaders lost or wounded"_s,
                               u"Standings: VP, Glory, AP, wind"_s,
                               u"Cards drawn, wind and the order of play"_s,
                               u"Resolutions"_s,
                               u"Referee's notes"_s};
    int atFootBefore = 0; // pages that begin with a heading
    const QList<TurnSummary::LossLine> losses = s.sides.first().losses;
    for (int lines = 0; lines < 60; ++lines) {
        s.sides.first().losses = losses;
        for (int i = 0; i < lines; ++i)
            s.sides.first().losses << TurnSummary::LossLine{u"Blue reserve %1"_s.arg(i), 1, 0, 3, 4};
        const QString pdf = dir.filePath(u"headings-%1.pdf"_s.arg(lines));
        QString error;
        SummaryPrinter::Options options;
        options.charts = false;
        QVERIFY2(SummaryPrinter::writePdf(s, pdf, QPageSize::A4, options, &error), qPrintable(error));
        const QString all = pdfText(pdf);
        for (const QString &heading : headings) // each printed, once: none lost when another moved
            QVERIFY2(all.count(QRegularExpression(u"^[ \\t]*"_s + QRegularExpression::escape(heading) +
                                                      u"[ \\t]*$"_s,
                                                  QRegularExpression::MultilineOption)) == 1,
                     qPrintable(u"%1 more rows: \"%2\" is not printed once"_s.arg(lines).arg(heading)));
        const QStringList pages = all.split(u'\f', Qt::SkipEmptyParts);
        for (int p = 0; p < pages.size(); ++p) {
            QStringList text = pages.at(p).split(u'\n', Qt::SkipEmptyParts);
            while (!text.isEmpty() && (text.last().trimmed().isEmpty() || text.last().contains(u"Page "_s)))
                text.removeLast();
            if (text.isEmpty())
                continue;
            const QString last = text.last().trimmed();
            QVERIFY2(
                !headings.contains(last),
                qPrintable(
                    u"%1 more rows: page %2 ends with the heading \"%3\""_s.arg(lines).arg(p + 1).arg(last)));
            // Pages that begin with a heading: where a heading moved to (and where one fell anyway).
            if (p > 0 && headings.contains(text.value(1).trimmed()))
                ++atFootBefore;
        }
    }
    QVERIFY2(atFootBefore > 0, "no layout put a heading at the top of a page: the test proves nothing");
}

void TestSummaryPrint::screenRowsCapped()
{
    // On screen a long list shows its latest rows and says how many it left out.
    TurnSummary s;
    s.battle = u"Capped"_s;
    s.ruleset = u"fhg-land"_s;
    s.turn = 1;
    s.lastTurn = 1;
    for (int i = 1; i <= 5; ++i)
        s.resolutions << TurnSummary::ResolutionLine{i, 1, {}, u"fire"_s, {}, u"Volley number %1"_s.arg(i),
                                                     {}};
    SummaryHtml::Options o;
    o.charts = false;
    o.maxRows = 2;
    const QString capped = SummaryHtml::render(s, o);
    QVERIFY(!capped.contains(u"Volley number 3"_s));
    QVERIFY(capped.contains(u"Volley number 4"_s) && capped.contains(u"Volley number 5"_s));
    QVERIFY(capped.contains(u"and 3 more, the earliest, not shown here"_s));
    o.maxRows = 0; // print and export: all of them
    const QString all = SummaryHtml::render(s, o);
    for (int i = 1; i <= 5; ++i)
        QVERIFY(all.contains(u"Volley number %1"_s.arg(i)));
    QVERIFY(!all.contains(u"not shown here"_s));
}

void TestSummaryPrint::soFarFoldedAndFogged()
{
    // The battle so far (issue 19): every resolution only on request; a players' report of it
    // keeps the enemy's figures and units out of the tables turn by turn and unit by unit.
    TurnSummary s = testing::soFarSummary(u"Folded"_s, 2);
    s.measure = u"MP"_s;
    for (const QString &name : {u"Blue"_s, u"Red"_s}) {
        TurnSummary::SideLine side = testing::soFarSide(name == u"Blue"_s ? 1 : 2, name, 10,
                                                        {name == u"Blue"_s ? 1 : 7, 0}, {0, 0}, {9, 9});
        side.losses << TurnSummary::LossLine{
            name + u" Guard"_s, name == u"Blue"_s ? 1 : 7, 0, 10, name == u"Blue"_s ? 9 : 3, 10};
        side.units << TurnSummary::UnitLine{name + u" Guard"_s, u"routed"_s, 2};
        side.lossBand = LossBands::band(side.casualtiesPerTurn.first(), 10);
        s.sides << side;
    }
    for (int i = 1; i <= 3; ++i)
        s.resolutions << TurnSummary::ResolutionLine{i, 1, {}, u"fire"_s, {}, u"Volley number %1"_s.arg(i),
                                                     {}};
    SummaryHtml::Options o;
    o.charts = false;
    const QString folded = SummaryHtml::render(s, o);
    QVERIFY(!folded.contains(u"Volley number"_s));
    QVERIFY(folded.contains(u"3 resolutions, counted turn by turn above"_s));
    QVERIFY2(folded.contains(u"<b>Red Guard</b>: 10 → 3 (−7 +0); "_s), qPrintable(folded));
    QVERIFY(folded.contains(u"Routed, turn 2"_s) || folded.contains(u"routed, turn 2"_s));
    o.everyResolution = true;
    const QString every = SummaryHtml::render(s, o);
    // One paragraph each (issue 30), in the order of the log: number, turn, action, what happened.
    qsizetype at = 0;
    for (int i = 1; i <= 3; ++i) {
        const QRegularExpressionMatch line =
            QRegularExpression(
                u"<p class=\"e\">#%1 · turn 1 · <b>[^<]+</b> — [^<]*Volley number %1[^<]*</p>"_s.arg(i))
                .match(every);
        QVERIFY2(line.hasMatch() && line.capturedStart() > at, qPrintable(every));
        at = line.capturedStart();
    }
    QVERIFY2(every.contains(u"<b>Red Guard</b>: at the start 10, lost 7, regained 0, now 3"_s),
             qPrintable(every));
    QVERIFY(every.contains(u"<b>Blue Guard</b>: Routed, turn 2"_s) ||
            every.contains(u"<b>Blue Guard</b>: routed, turn 2"_s));
    QVERIFY(!every.contains(u"Turn by turn"_s));

    TurnSummary blue;
    QString error;
    QVERIFY2(PlayersReport::make(s, u"Blue"_s, &blue, &error), qPrintable(error));
    o.everyResolution = false;
    const QString fogged = SummaryHtml::render(blue, o);
    QVERIFY(fogged.contains(u"Blue lost"_s) && fogged.contains(u"Blue Guard"_s));
    for (const QString &secret : {u"Red lost"_s, u"Red at the end"_s, u"Red Guard"_s, u"10 → 3"_s})
        QVERIFY2(!fogged.contains(secret), qPrintable(secret));
    QVERIFY(fogged.contains(u"crippling losses"_s)); // 7 of 10, in words
}

// PagedPrint::thinGrids (issue 30): a collapsed grid becomes each cell's own solid border, half as
// wide, on no spacing; drawn, its lines fall where the collapsed grid's do, one line between two cells.
void TestSummaryPrint::gridsDrawnThin()
{
    const QString html =
        u"<style>table.grid{border-collapse:collapse}</style>"
        u"<table class=\"grid\" border=\"2\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"
        u"<tr><td>Side</td><td>Unit</td><td>Lost</td></tr>"
        u"<tr><td>American</td><td>13th</td><td>2</td></tr></table>"
        u"<table border=\"1\"><tr><td>not collapsed: left alone</td></tr></table>"_s;
    // The columns of `doc`'s first line of pixels through the table's middle that are drawn on.
    const auto linesAcross = [](QTextDocument *doc) {
        doc->setTextWidth(300);
        QImage img(300, int(doc->size().height()), QImage::Format_RGB32);
        img.fill(Qt::white);
        {
            QPainter p(&img);
            doc->drawContents(&p);
        }
        const QTextTable *table = qobject_cast<QTextTable *>(doc->rootFrame()->childFrames().value(0));
        const QRectF box = doc->documentLayout()->frameBoundingRect(const_cast<QTextTable *>(table));
        const int y = int(box.top() + box.height() / 4); // in the first row, between text lines
        QList<int> xs;
        for (int x = 0; x < img.width(); ++x)
            if (qGray(img.pixel(x, y)) < 230 && (xs.isEmpty() || xs.last() < x - 3)) // one per line
                xs << x;
        return xs;
    };
    QTextDocument collapsed;
    collapsed.setHtml(html);
    QTextDocument thin;
    thin.setHtml(html);
    PagedPrint::thinGrids(&thin);

    const auto tables = [](QTextDocument *doc) {
        QList<QTextTable *> out;
        for (QTextFrame *f : doc->rootFrame()->childFrames())
            if (auto *t = qobject_cast<QTextTable *>(f))
                out << t;
        return out;
    };
    const QTextTableFormat grid = tables(&thin).at(0)->format();
    QVERIFY(!grid.borderCollapse());
    QCOMPARE(grid.border(), tables(&collapsed).at(0)->format().border() / 2);
    QCOMPARE(grid.cellSpacing(), 0.0);
    QCOMPARE(grid.borderStyle(), QTextFrameFormat::BorderStyle_Solid);
    QCOMPARE(tables(&thin).at(1)->format(), tables(&collapsed).at(1)->format());

    // Four lines across the first row (the left edge, two between the cells, the right edge): those
    // between the cells within a pixel of the collapsed grid's, the outer edges within its border's
    // width (2 px here: a collapsed edge is centred on the table's edge).
    const QList<int> was = linesAcross(&collapsed);
    const QList<int> now = linesAcross(&thin);
    QCOMPARE(was.size(), 4);
    QCOMPARE(now.size(), was.size());
    for (qsizetype i = 0; i < was.size(); ++i)
        QVERIFY2(std::abs(now.at(i) - was.at(i)) <= (i == 0 || i == was.size() - 1 ? 2 : 1),
                 qPrintable(u"line %1: at %2, was at %3"_s.arg(i).arg(now.at(i)).arg(was.at(i))));
}

} // namespace adj

QTEST_MAIN(adj::TestSummaryPrint)

#include "tst_summaryprint.moc"
