// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A dark palette as app/gui/main.cpp's --dark gives, and as dark desktop themes are: the tests of
// the colours Adjutant adds to the platform's read on it as on a light one.
#include <QColor>
#include <QPalette>

namespace adj::testing {

inline QPalette darkPalette()
{
    QPalette p(QColor(0x35, 0x35, 0x35), QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Base, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    return p;
}

} // namespace adj::testing
