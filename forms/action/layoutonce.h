// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPointer>

class QLayout;
class QWidget;

namespace adj {

// Lays a panel and the window around it out once for a change that shows and hides several of its
// children, when the change ends. QWidget::setVisible(true) lays out every ancestor up to the
// window there and then: the action panel shows and hides its plan, its trace and its chart in one
// change (an undo, an input), and each was a pass over the whole main window (issue 30: three per
// undo on the big battle). While one is held the panel's layout is disabled, which stops Qt's pass
// at the panel; when the outermost ends, the panel and its ancestors are laid out as Qt does for
// one child shown, before the next paint; so is every other layout the change asked for elsewhere
// (a tool bar's, and those each of these asks for in turn) when the last LayoutOnce alive ends, with
// the repaints of the children shown, so that the next paint is the change's only one. Nested ones
// leave it to the outermost. For the GUI thread only.
class LayoutOnce
{
public:
    explicit LayoutOnce(QWidget *panel);
    ~LayoutOnce();
    Q_DISABLE_COPY_MOVE(LayoutOnce)

private:
    void layOut(QLayout *held);
    static void deliverPosted();

    QPointer<QWidget> m_panel; // null when an outer one holds the panel, or it has no layout
};

} // namespace adj
