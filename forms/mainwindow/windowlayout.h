// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QMainWindow;

namespace adj {

class ActionPanel;

// The main window's size and its docks' layout, kept per screen size (a laptop's docks are not a
// desktop monitor's): restored where it fits the screen it opens on, laid out afresh where it does
// not (issue 31), saved when the window closes.
class WindowLayout final
{
    Q_DISABLE_COPY_MOVE(WindowLayout)

public:
    // Keeps `window`'s layout; `action` is its action panel, whose form must show whole.
    WindowLayout(QMainWindow *window, ActionPanel *action);

    // The layout kept for this screen, or the first one.
    void restore();
    // Once the window is shown and laid out on its screen: docks given less than they need, or an
    // action panel that cuts its form's rows, are laid out afresh. Only the first call counts.
    void checkShown();
    void save() const;

private:
    void defaultGeometry(); // the window's first size: the screen's room, all of a laptop's
    void defaultLayout();   // the docks' first sizes
    QString key(const QString &key) const;

    QMainWindow *m_window;
    ActionPanel *m_action;
    bool m_checked = false;
};

} // namespace adj
