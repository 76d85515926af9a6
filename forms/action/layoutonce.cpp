// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutonce.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QWidget>

namespace adj {

LayoutOnce::LayoutOnce(QWidget *panel)
{
    QLayout *layout = panel->layout();
    if (!layout || !layout->isEnabled())
        return;
    layout->setEnabled(false);
    m_panel = panel;
}

LayoutOnce::~LayoutOnce()
{
    QLayout *held = m_panel ? m_panel->layout() : nullptr;
    if (!held)
        return; // held by an outer one, or the panel (or its layout) went away meanwhile
    held->setEnabled(true);
    // What QWidget::setVisible does for a child shown: each ancestor's layout, up to the window, in
    // turn. A layout nothing invalidated meanwhile returns at once; one that changed its widget's
    // size invalidates the parent's, which is laid out next.
    for (QWidget *w = m_panel; w && w->isVisible(); w = w->parentWidget()) {
        if (QLayout *layout = w->layout())
            layout->activate();
        if (w->isWindow())
            break;
    }
    // And every other layout the change asked for on the way (a tool bar's whose label grew, a
    // scroll area's whose contents did): posted, they would be laid out after the next paint and
    // painted again (issue 30: the turn bar painted twice for each undo on the big battle).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

} // namespace adj
