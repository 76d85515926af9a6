// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutonce.h"

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
}

} // namespace adj
