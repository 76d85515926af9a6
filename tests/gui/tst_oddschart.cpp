// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The odds chart (issue 30): cleared, it hides its bars and keeps them drawn, so that the same
// bars shown again (an apply undone brings back the odds shown before it) are shown as drawn, not
// built and drawn again; other bars, or the same after the palette changed, are drawn anew.
// Counted by the plot's own replots (QCustomPlot::afterReplot), never timed.
#include "oddschart.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

OddsBars barsOf(std::initializer_list<OddsChart::Bar> bars)
{
    OddsBars odds;
    odds.bars = bars;
    return odds;
}

const OddsBars kFire = barsOf({{u"no hit"_s, 0.58, u"125/216"_s, false},
                               {u"1 hit"_s, 0.35, u"75/216"_s, false},
                               {u"2 hits"_s, 0.07, u"16/216"_s, false}});
const OddsBars kMelee = barsOf({{u"no hit"_s, 0.5, u"1/2"_s, false}, {u"1 hit"_s, 0.5, u"1/2"_s, false}});

} // namespace

class TestOddsChart final : public QObject
{
    Q_OBJECT

private slots:
    void sameBarsShownAgainAsDrawn();
};

void TestOddsChart::sameBarsShownAgainAsDrawn()
{
    OddsChart chart;
    chart.resize(300, 200);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QWidget *plot = nullptr;
    for (QWidget *w : chart.findChildren<QWidget *>())
        if (w->inherits("QCustomPlot"))
            plot = w;
    QVERIFY(plot);
    QSignalSpy drawn(plot, SIGNAL(afterReplot()));
    QVERIFY(drawn.isValid());

    chart.setOdds(kFire);
    QCOMPARE(chart.shownBars(), kFire.bars);
    QVERIFY(plot->isVisible());
    const qsizetype first = drawn.size(); // drawn, and again once the layout gave the plot its size
    QVERIFY(first >= 1);

    // Applied: the chart is cleared and shows nothing; nothing is drawn for it.
    chart.clear();
    QVERIFY(chart.shownBars().isEmpty());
    QVERIFY(!plot->isVisible());
    QCOMPARE(chart.tipAt(QPoint(100, 20)), QString());
    QCOMPARE(drawn.size(), first);

    // Undone: the same odds, shown as they were drawn.
    chart.setOdds(kFire);
    QCOMPARE(chart.shownBars(), kFire.bars);
    QVERIFY(plot->isVisible());
    QCOMPARE(drawn.size(), first);

    // Other odds are drawn; and the first ones, after them, again.
    chart.setOdds(kMelee);
    const qsizetype melee = drawn.size();
    QVERIFY(melee > first);
    QCOMPARE(chart.shownBars(), kMelee.bars);
    chart.setOdds(kFire);
    QVERIFY(drawn.size() > melee);
    const qsizetype again = drawn.size();

    // A new palette while cleared: the same odds are drawn in its colours.
    chart.clear();
    QPalette dark = chart.palette();
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::Text, Qt::white);
    chart.setPalette(dark);
    chart.setOdds(kFire);
    QVERIFY(plot->isVisible());
    QVERIFY(drawn.size() > again);
}

QTEST_MAIN(TestOddsChart)
#include "tst_oddschart.moc"
