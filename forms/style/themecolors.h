// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace adj {

// The few colours the workbench adds to the platform palette (an error's text, the strength bar),
// chosen to read well on the palette in use: a light palette gets the darker shade, a dark
// palette (light text on a dark window) the lighter one. Everything else comes from QPalette.
class ThemeColors
{
public:
    enum class Tone { Good, Warning, Bad };

    // True when the palette's text is lighter than its base: a dark theme.
    static bool isDark(const QPalette &palette);
    // The colour of an error message on the palette's window.
    static QColor error(const QPalette &palette);
    // A style sheet giving a label or a field the error colour ("color: #rrggbb;").
    static QString errorStyle(const QPalette &palette);
    // The strength bar's colours: whole, past half lost, spent.
    static QColor tone(Tone tone, const QPalette &palette);
    // A terrain's fill on the hex board by its look ("clear", "forest", "water", ...: BoardRules), and
    // the pattern drawn over it in a darker shade so that kinds differ without colour too. A look
    // without a colour of its own gets a steady one of its name.
    static QColor terrain(const QString &look, const QPalette &palette);
    static Qt::BrushStyle terrainPattern(const QString &look);
    // The hex labels' ink on the board, readable on every terrain fill.
    static QColor boardInk(const QPalette &palette);
};

} // namespace adj
