// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The colours the workbench adds to the palette read well on a light and on a dark one: an error's
// text has WCAG AA contrast (4.5:1) with the window, the strength bar 3:1 with its track (WCAG for graphics).
#include "support/darkpalette.h"
#include "themecolors.h"

#include <QApplication>
#include <QSet>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestThemeColors final : public QObject
{
    Q_OBJECT

private slots:
    void readable_data();
    void readable();
    void terrain_data() { readable_data(); }
    void terrain();
};

void TestThemeColors::readable_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<bool>("dark");
    QTest::newRow("Fusion light") << QStyleFactory::create(u"Fusion"_s)->standardPalette() << false;
    QTest::newRow("Fusion dark") << testing::darkPalette() << true;
    QPalette black(Qt::white, Qt::black);
    black.setColor(QPalette::WindowText, Qt::white);
    black.setColor(QPalette::Midlight, QColor(0x30, 0x30, 0x30));
    QTest::newRow("black") << black << true;
}

void TestThemeColors::readable()
{
    QFETCH(QPalette, palette);
    QFETCH(bool, dark);
    QCOMPARE(ThemeColors::isDark(palette), dark);
    const QColor window = palette.color(QPalette::Window);
    const double error = contrast(ThemeColors::error(palette), window);
    QVERIFY2(error >= 4.5, qPrintable(u"error text on the window: %1:1"_s.arg(error)));
    QCOMPARE(ThemeColors::errorStyle(palette), u"color: %1;"_s.arg(ThemeColors::error(palette).name()));
    const QColor track = palette.color(QPalette::Midlight);
    for (const auto tone : {ThemeColors::Tone::Good, ThemeColors::Tone::Warning, ThemeColors::Tone::Bad}) {
        const double c = contrast(ThemeColors::tone(tone, palette), track);
        QVERIFY2(c >= 3.0, qPrintable(u"strength bar tone %1 on its track: %2:1"_s.arg(int(tone)).arg(c)));
    }
}

void TestThemeColors::terrain()
{
    // The board's fills: the hex labels read on every one (WCAG AA, 4.5:1), each kind has a fill of its
    // own, and on a dark palette the fills are dark (the board is not a bright patch in a dark window).
    QFETCH(QPalette, palette);
    QFETCH(bool, dark);
    const QStringList looks{u"clear"_s,  u"water"_s, u"swamp"_s, u"waterway"_s, u"water-crossing"_s,
                            u"forest"_s, u"hill"_s,  u"town"_s,  u"fence"_s,    u"entrenchment"_s,
                            u"fort"_s,   u"shoal"_s, u"land"_s};
    QSet<QRgb> fills;
    for (const QString &look : looks) {
        const QColor fill = ThemeColors::terrain(look, palette);
        fills.insert(fill.rgb());
        const double c = contrast(ThemeColors::boardInk(palette), fill);
        QVERIFY2(c >= 4.5, qPrintable(u"labels on %1: %2:1"_s.arg(look).arg(c)));
        QVERIFY2(dark ? fill.lightness() < 128 : fill.lightness() > 128, qPrintable(look));
    }
    QCOMPARE(fills.size(), looks.size());
    // A terrain a rule set adds later still gets a steady fill of its own.
    QCOMPARE(ThemeColors::terrain(u"vineyard"_s, palette), ThemeColors::terrain(u"vineyard"_s, palette));
    QVERIFY(ThemeColors::terrain(u"vineyard"_s, palette) != ThemeColors::terrain(u"orchard"_s, palette));
    QCOMPARE(ThemeColors::terrainPattern(u"forest"_s), Qt::Dense6Pattern);
    QCOMPARE(ThemeColors::terrainPattern(u"clear"_s), Qt::NoBrush);
}

} // namespace adj

QTEST_MAIN(adj::TestThemeColors)
#include "tst_themecolors.moc"
