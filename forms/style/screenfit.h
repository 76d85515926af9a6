// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSize>

class QWidget;

namespace adj {

// No window larger than the screen it opens on (issue 13): a laptop's 1280x720 shows every
// dialog whole, its buttons included.
class ScreenFit final
{
public:
    // The room a window may take on the screen of `w` (or the primary one): the available
    // geometry less a margin for the window's frame and title.
    static QSize room(const QWidget *w);
    // Whether a window of `frame` (its size with the frame) fits the room on the screen of `w`.
    static bool fits(const QWidget *w, QSize frame);
    // Resizes `w` to `wanted`, shrunk to the room on its screen.
    static void resize(QWidget *w, QSize wanted);
    // Moves the top-level `w` (and shrinks it if it must) so that its frame lies inside the
    // available geometry of the screen it opens on. Before a window manager has framed it, the
    // frame is estimated generously; a maximized or full-screen window is the manager's to place.
    static void keepInside(QWidget *w);
};

} // namespace adj
