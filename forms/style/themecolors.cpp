#include "themecolors.h"

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

} // namespace adj
