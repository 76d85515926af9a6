// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace adj {

namespace {
constexpr int kFrame = 64; // title bar and frame of a decorated window, and a panel
constexpr int kTitle = 32; // a title bar and frame alone (what a window manager adds to a window)
constexpr int kBorder = 8; // a frame's left, right or bottom edge, as wide as a window manager draws it
} // namespace

QSize ScreenFit::room(const QWidget *w)
{
    const QScreen *screen = w && w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    const QSize avail = screen ? screen->availableGeometry().size() : QSize(1280, 720);
    return {avail.width() - 16, avail.height() - kFrame};
}

bool ScreenFit::fits(const QWidget *w, QSize frame)
{
    const QScreen *screen = w && w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    const QSize avail = screen ? screen->availableGeometry().size() : QSize(1280, 720);
    // Before it is shown a window has no frame yet: its title bar is allowed for.
    const int frameHeight = w && w->frameGeometry().size() != w->size() ? 0 : kTitle;
    return frame.width() <= avail.width() && frame.height() + frameHeight <= avail.height();
}

void ScreenFit::resize(QWidget *w, QSize wanted)
{
    w->resize(wanted.boundedTo(room(w)));
}

void ScreenFit::keepInside(QWidget *w)
{
    if (!w || !w->isWindow() || (w->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        return;
    // The screen the window opens on is the one its (restored) geometry lies on.
    const QRect client = w->geometry();
    const QScreen *screen = QGuiApplication::screenAt(client.center());
    if (!screen)
        screen = w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect area = screen->availableGeometry();
    // The frame as the window manager has drawn it; before it has (the window not yet shown),
    // wider than any it draws: a restored position a pixel too far left puts the left border
    // off the screen (issue 31).
    QMargins frame = w->windowHandle() ? w->windowHandle()->frameMargins() : QMargins();
    if (frame.isNull())
        frame = QMargins(kBorder, kTitle, kBorder, kBorder);
    QRect outer = client.marginsAdded(frame);
    if (area.contains(outer))
        return;
    outer.setSize(outer.size().boundedTo(area.size()));
    outer.moveLeft(std::clamp(outer.left(), area.left(), area.right() + 1 - outer.width()));
    outer.moveTop(std::clamp(outer.top(), area.top(), area.bottom() + 1 - outer.height()));
    // The client's geometry, not move(): where the frame goes around it is then the same whether
    // or not the window has been created yet.
    w->setGeometry(outer.marginsRemoved(frame));
}

} // namespace adj
