// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The campaign summary on paper and in HTML (issue 19): one row per battle, the totals, who leads
// and the chart of the totals; a players' version that prints the enemy's losses in words only.
#include "campaignchart.h"
#include "campaignprinter.h"
#include "summary/campaignreport.h"
#include "support/campaignfixture.h"
#include "support/clirun.h"
#include "support/pdftext.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
using adj::testing::pdfText;

// The PDF text's line of the battle named `name`.
QString rowOf(const QString &text, const QString &name)
{
    for (const QString &line : text.split(u'\n'))
        if (line.simplified().contains(name) && !line.contains(u"—"_s))
            return line;
    return {};
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

class TestCampaignPrint final : public QObject
{
    Q_OBJECT

private slots:
    void pdfRowsTotalsAndChart();
    void htmlRows();
    void playersVersionHidesTheEnemy();
    void chartFollowsTheTotals();
    void unwritablePathLeavesNothing();

private:
    QTemporaryDir m_dir;
};

void TestCampaignPrint::pdfRowsTotalsAndChart()
{
    m_dir.setAutoRemove(!qEnvironmentVariableIsSet("ADJ_KEEP_TEST_FILES")); // to look at the page
    const QString pdf = m_dir.filePath(u"campaign.pdf"_s);
    QString error;
    QVERIFY2(CampaignPrinter::writePdf(testing::handMadeCampaign(), pdf, QPageSize::A4,
                                       {QDate(2026, 11, 26), true}, &error),
             qPrintable(error));
    const QString text = pdfText(pdf);
    for (const QString &expected :
         {u"Niagara <frontier> & beyond"_s, u"Campaign summary"_s, u"For Honor and Glory"_s, u"rule 12"_s,
          u"American leads by 1 VP"_s, u"Battles"_s, u"Totals"_s, u"The totals battle by battle"_s,
          u"Page 1 of 1"_s})
        QVERIFY2(text.contains(expected), qPrintable(expected + u" missing from:\n"_s + text));
    // One row per battle: #, name, state, VP credited per side (rule 12's time win with what was
    // earned), losses per side.
    const QRegularExpression spaces(u"\\s+"_s);
    QCOMPARE(rowOf(text, u"Chippawa"_s).simplified(), u"1 Chippawa ended: victory for British 4 9 12 3"_s);
    QCOMPARE(rowOf(text, u"Lundy's Lane"_s).simplified(),
             u"2 Lundy's Lane ended on time: won by American 8 (earned 5) 3 7 15"_s);
    QCOMPARE(rowOf(text, u"Fort Erie"_s).simplified(), u"3 Fort Erie in progress, turn 4 2 1 0 2"_s);
    QCOMPARE(rowOf(text, u"American 14"_s).simplified(), u"American 14 19 leads"_s);
    QCOMPARE(rowOf(text, u"British 13"_s).simplified(), u"British 13 20"_s);

    // The page as an image: the chart is drawn (coloured lines), not a blank box.
    const QString png = m_dir.filePath(u"page"_s);
    testing::run(u"pdftoppm"_s, {u"-png"_s, u"-r"_s, u"150"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, pdf, png});
    QImage page(png + u"-1.png"_s);
    QVERIFY2(!page.isNull(), "pdftoppm wrote no page");
    int blue = 0, red = 0;
    for (int y = 0; y < page.height(); ++y)
        for (int x = 0; x < page.width(); ++x) {
            const QColor c = page.pixelColor(x, y);
            blue += c.blue() > 120 && c.red() < 100 && c.green() < 120;
            red += c.red() > 140 && c.green() < 90 && c.blue() < 90;
        }
    QVERIFY2(blue > 20 && red > 20, qPrintable(u"blue %1, red %2"_s.arg(blue).arg(red)));
}

void TestCampaignPrint::htmlRows()
{
    const QString html = m_dir.filePath(u"campaign.html"_s);
    QString error;
    QVERIFY2(
        CampaignPrinter::writeHtml(testing::handMadeCampaign(), html, {QDate(2026, 11, 26), true}, &error),
        qPrintable(error));
    const QString page = readAll(html);
    QVERIFY(page.contains(u"Niagara &lt;frontier&gt; &amp; beyond"_s));
    QVERIFY(!page.contains(u"<frontier>"_s));
    QVERIFY(page.contains(u"data:image/png;base64,"_s)); // the chart travels inside the file
    // Three battles and two sides: five rows under the two tables' headings.
    QCOMPARE(page.count(u"<tr>"_s), 2 + 3 + 2);
    QVERIFY(page.contains(u"<td>Lundy&#x27;s Lane</td>"_s) || page.contains(u"<td>Lundy's Lane</td>"_s));
    QVERIFY(page.contains(u"<td align=\"right\">8 (earned 5)</td>"_s));
    QVERIFY(page.contains(u"<td align=\"right\">15</td>"_s));
    QVERIFY(page.contains(u"<td>leads</td>"_s));
}

void TestCampaignPrint::playersVersionHidesTheEnemy()
{
    CampaignSummary american;
    QString error;
    QVERIFY(CampaignReport::playersVersion(testing::handMadeCampaign(), u"American"_s, &american, &error));
    const QString pdf = m_dir.filePath(u"american.pdf"_s);
    QVERIFY2(CampaignPrinter::writePdf(american, pdf, QPageSize::Letter, {}, &error), qPrintable(error));
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(u"report for American"_s));
    // Own losses exact, the enemy's in words: the British figures (3, 15, 2; 20 in all) are gone.
    QCOMPARE(rowOf(text, u"Chippawa"_s).simplified(),
             u"1 Chippawa ended: victory for British 4 9 12 light losses"_s);
    QCOMPARE(rowOf(text, u"Lundy's Lane"_s).simplified(),
             u"2 Lundy's Lane ended on time: won by American 8 (earned 5) 3 7 crippling losses"_s);
    QCOMPARE(rowOf(text, u"Fort Erie"_s).simplified(),
             u"3 Fort Erie in progress, turn 4 2 1 0 light losses"_s);
    QCOMPARE(rowOf(text, u"British 13"_s).simplified(), u"British 13 heavy losses"_s);

    const QString html = m_dir.filePath(u"american.html"_s);
    QVERIFY(CampaignPrinter::writeHtml(american, html, {}, &error));
    const QString page = readAll(html);
    // (3 is also the British VP of Lundy's Lane, which the rows above show in its place.)
    for (const QString &figure : {u">15<"_s, u">20<"_s, u">100<"_s, u">34<"_s, u">10<"_s})
        QVERIFY2(!page.contains(figure), qPrintable(figure));
    QCOMPARE(page.count(u"crippling losses"_s), 1);
}

void TestCampaignPrint::chartFollowsTheTotals()
{
    const QImage img = CampaignChart::image(testing::handMadeCampaign(), {640, 256});
    QCOMPARE(img.size(), QSize(1280, 512));
    QImage none = CampaignChart::image(CampaignSummary{}, {640, 256}); // no battle yet: axes only
    QVERIFY(!none.isNull());
}

void TestCampaignPrint::unwritablePathLeavesNothing()
{
    const QString pdf = m_dir.filePath(u"no-such-folder/campaign.pdf"_s);
    QString error;
    QVERIFY(!CampaignPrinter::writePdf(testing::handMadeCampaign(), pdf, QPageSize::A4, {}, &error));
    QVERIFY2(error.contains(pdf), qPrintable(error));
    QVERIFY(!QFile::exists(pdf) && !QFile::exists(pdf + u".part"_s));
    const QString html = m_dir.filePath(u"no-such-folder/campaign.html"_s);
    error.clear();
    QVERIFY(!CampaignPrinter::writeHtml(testing::handMadeCampaign(), html, {}, &error));
    QVERIFY2(error.contains(html), qPrintable(error));
    QVERIFY(!QFile::exists(html));
}

} // namespace adj

QTEST_MAIN(adj::TestCampaignPrint)
#include "tst_campaignprint.moc"
