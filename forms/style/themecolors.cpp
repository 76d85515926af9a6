// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "themecolors.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

bool ThemeColors::isDark(const QPalette &palette)
{
    return palette.color(QPalette::WindowText).lightness() > palette.color(QPalette::Window).lightness();
}

QColor ThemeColors::error(const QPalette &palette)
{
    // Both pass WCAG AA (4.5:1) for text: #b3261e on white, #ff8a80 on Fusion's dark #353535.
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
}

QString ThemeColors::errorStyle(const QPalette &palette)
{
    return u"color: %1;"_s.arg(error(palette).name());
}

QColor ThemeColors::tone(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x5c, 0xc0, 0x6a) : QColor(0x1f, 0x7a, 0x2e);
    case Tone::Warning:
        return dark ? QColor(0xf2, 0xb8, 0x3c) : QColor(0x8f, 0x55, 0x00);
    case Tone::Bad:
        break;
    }
    return dark ? QColor(0xff, 0x7b, 0x7b) : QColor(0xc6, 0x28, 0x28);
}

QColor ThemeColors::terrain(const QString &look, const QPalette &palette)
{
    // Light fills under dark text on a light palette; deep, muted ones under light text on a dark one.
    struct Pair
    {
        QRgb light, dark;
    };
    static const QHash<QString, Pair> kLooks{
        {u"clear"_s, {0xece6cf, 0x3d3b33}},          {u"water"_s, {0xb6d3ea, 0x1e3a52}},
        {u"swamp"_s, {0xb3c6a6, 0x34493a}},          {u"waterway"_s, {0x93bfe2, 0x2a5878}},
        {u"water-crossing"_s, {0xb9d4c0, 0x3f5f4f}}, {u"forest"_s, {0x94bf7e, 0x2e5a2a}},
        {u"hill"_s, {0xd6b97c, 0x624f2d}},           {u"town"_s, {0xc7b3ac, 0x5f4f4b}},
        {u"fence"_s, {0xe0d3a6, 0x59523a}},          {u"entrenchment"_s, {0xc2ad8b, 0x574834}},
        {u"fort"_s, {0xb3b3b3, 0x555555}},           {u"shoal"_s, {0xd3ebe6, 0x2f5f63}},
        {u"land"_s, {0xcbbd8e, 0x595032}},
    };
    const bool dark = isDark(palette);
    const auto it = kLooks.constFind(look);
    if (it != kLooks.cend())
        return QColor::fromRgb(dark ? it->dark : it->light);
    return QColor::fromHsv(int(qHash(look) % 360), dark ? 90 : 60, dark ? 110 : 215);
}

QColor ThemeColors::boardInk(const QPalette &palette)
{
    // 5:1 or better on every terrain fill of its palette (tst_themecolors).
    return isDark(palette) ? QColor(0xe2, 0xdd, 0xcc) : QColor(0x3a, 0x36, 0x2b);
}

Qt::BrushStyle ThemeColors::terrainPattern(const QString &look)
{
    static const QHash<QString, Qt::BrushStyle> kPatterns{
        {u"swamp"_s, Qt::HorPattern},      {u"water-crossing"_s, Qt::BDiagPattern},
        {u"forest"_s, Qt::Dense6Pattern},  {u"town"_s, Qt::CrossPattern},
        {u"fence"_s, Qt::VerPattern},      {u"entrenchment"_s, Qt::FDiagPattern},
        {u"fort"_s, Qt::DiagCrossPattern}, {u"shoal"_s, Qt::Dense7Pattern},
        {u"hill"_s, Qt::Dense7Pattern},
    };
    return kPatterns.value(look, Qt::NoBrush);
}

} // namespace adj
