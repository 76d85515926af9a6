// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "windowlayout.h"

#include "actionpanel.h"
#include "screenfit.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kGeometryKey = u"mainWindow/geometry"_s;
const QString kStateKey = u"mainWindow/state"_s;
} // namespace

WindowLayout::WindowLayout(QMainWindow *window, ActionPanel *action)
    : m_window(window)
    , m_action(action)
{}

QString WindowLayout::key(const QString &key) const
{
    // The layout is kept per screen size: a laptop's docks are not a desktop monitor's.
    const QSize size = m_window->screen() ? m_window->screen()->availableGeometry().size() : QSize();
    return u"%1/%2x%3"_s.arg(key).arg(size.width()).arg(size.height());
}

void WindowLayout::restore()
{
    QSettings settings;
    // A layout is restored only where it fits the screen it opens on (issue 31): a window that had
    // grown past the screen, or a layout an older version kept, opens as on a fresh profile; one
    // whose frame would stick out past an edge (a pixel left of the screen) is moved inside.
    const QByteArray geometry = settings.value(key(kGeometryKey)).toByteArray();
    if (!m_window->restoreGeometry(geometry) || !ScreenFit::fits(m_window, m_window->frameGeometry().size()))
        defaultGeometry();
    else
        ScreenFit::keepInside(m_window);
    if (!m_window->restoreState(settings.value(key(kStateKey)).toByteArray()))
        defaultLayout();
}

void WindowLayout::defaultGeometry()
{
    m_window->setWindowState(m_window->windowState() & ~Qt::WindowMaximized);
    const QSize room = ScreenFit::room(m_window);
    m_window->resize(QSize(1600, 1000).boundedTo(room));
    // Where a restored geometry had placed it (before being found too large), its frame inside
    // the screen; also where it returns to when it is no longer maximized.
    if (m_window->testAttribute(Qt::WA_Moved))
        ScreenFit::keepInside(m_window);
    // A laptop screen: all of it. Nothing is ever larger than the screen (issues 13 and 31).
    if (room.width() <= 1440 || room.height() <= 900)
        m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
}

void WindowLayout::defaultLayout()
{
    // First start: the roster a third of the width, the action panel a third (it holds the
    // form, the dice and the odds), the battle in the middle; the log under the roster and the
    // battle, a quarter of the height (its lines are long, the roster's are not).
    auto *rosterDock = m_window->findChild<QDockWidget *>(u"rosterDock"_s);
    auto *logDock = m_window->findChild<QDockWidget *>(u"eventLogDock"_s);
    auto *actionDock = m_window->findChild<QDockWidget *>(u"actionDock"_s);
    const int w = std::max(m_window->width(), 1000);
    m_window->resizeDocks({rosterDock, actionDock},
                          {std::clamp(w * 31 / 100, 320, 560), std::clamp(w * 33 / 100, 400, 520)},
                          Qt::Horizontal);
    m_window->resizeDocks({logDock}, {qBound(150, m_window->height() / 4, 260)}, Qt::Vertical);
    logDock->raise(); // the ranges and the summary wait behind the log
}

void WindowLayout::checkShown()
{
    // Once laid out on its screen: a restored layout whose docks are given less than they need (a
    // smaller screen's, or one kept before the panel scrolled), or an action dock narrower than its
    // form's rows (issue 31: a layout kept at 1280x720 reopened with the fields cut), is laid out
    // afresh.
    if (m_checked)
        return;
    m_checked = true;
    QTimer::singleShot(0, m_window, [this] {
        if (m_action->isVisible() && !m_action->visibleRegion().isEmpty() && m_action->formCut() > 0) {
            defaultLayout();
            return;
        }
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (!dock->isVisible() || dock->visibleRegion().isEmpty() || !dock->widget())
                continue;
            const QSize least = dock->widget()->minimumSizeHint();
            if (dock->widget()->width() < least.width() || dock->widget()->height() < least.height()) {
                defaultLayout();
                return;
            }
        }
    });
}

void WindowLayout::save() const
{
    QSettings settings;
    settings.setValue(key(kGeometryKey), m_window->saveGeometry());
    settings.setValue(key(kStateKey), m_window->saveState());
}

} // namespace adj
