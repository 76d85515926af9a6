// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutonce.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QWidget>

namespace adj {

namespace {
// The LayoutOnce objects alive (the GUI thread's): the other layouts are laid out when the last ends.
int s_alive = 0;

// Layout requests delivered, counted while the posted ones are sent.
class DeliveredRequests final : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::LayoutRequest ? 1 : 0;
        return false;
    }
};

// Bounds the passes: each climbs a level of the widget tree, which is shallower than this.
constexpr int kMostPasses = 16;
} // namespace

LayoutOnce::LayoutOnce(QWidget *panel)
{
    ++s_alive;
    QLayout *layout = panel->layout();
    if (!layout || !layout->isEnabled())
        return;
    layout->setEnabled(false);
    m_panel = panel;
}

LayoutOnce::~LayoutOnce()
{
    --s_alive;
    if (QLayout *held = m_panel ? m_panel->layout() : nullptr)
        layOut(held);
    // And every other layout the change asked for on the way (a tool bar's whose label grew, a
    // scroll area's whose contents did), once the whole change has ended: posted, they would be
    // laid out after the next paint and painted again (issue 30: the turn bar painted twice for
    // each undo on the big battle).
    if (s_alive == 0)
        deliverPosted();
}

void LayoutOnce::deliverPosted()
{
    // A layout laid out can ask for its parent's (its widget's size limits changed; a scroll area
    // shows its bar): Qt posts that request, and sends it only on a later pass, never in the pass
    // that posted it. Passes go on until one delivers none, up the tree from the changed widget.
    DeliveredRequests delivered;
    QCoreApplication::instance()->installEventFilter(&delivered);
    for (int pass = 0; pass < kMostPasses; ++pass) {
        delivered.count = 0;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (delivered.count == 0)
            break;
    }
    QCoreApplication::instance()->removeEventFilter(&delivered);
    // A child shown posts its own repaint (QWidget::show); sent now, it joins the change's paint
    // instead of painting again after it (issue 30: the odds chart, after each undo).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateLater);
}

void LayoutOnce::layOut(QLayout *held)
{
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
