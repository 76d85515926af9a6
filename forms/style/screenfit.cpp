#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace adj {

namespace {
constexpr int kFrame = 64; // title bar and frame of a decorated window, and a panel
constexpr int kTitle = 32; // a title bar and frame alone (what a window manager adds to a window)
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

} // namespace adj
