// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>

namespace adj {

// The turn bar's own icons, drawn as shapes in the palette's button text colour at any size: no
// icon theme is read and no image file is decoded before the window's first paint (the style's
// media icons read the theme's index first, about 3 ms; issue 30).
enum class Glyph {
    NextPhase, // two triangles: on to the next phase (F6)
    NextTurn,  // a triangle against a bar: on to the next turn (Shift+F6)
    Owed,      // a warning triangle: something is owed this phase (F8)
};

QIcon glyphIcon(Glyph glyph);

} // namespace adj
