#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace adj {

namespace {
constexpr int kFrame = 64; // title bar and frame of a decorated window, and a panel
}

QSize ScreenFit::room(const QWidget *w)
{
    const QScreen *screen = w && w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    const QSize avail = screen ? screen->availableGeometry().size() : QSize(1280, 720);
    return {avail.width() - 16, avail.height() - kFrame};
}

void ScreenFit::resize(QWidget *w, QSize wanted)
{
    w->resize(wanted.boundedTo(room(w)));
}

} // namespace adj
