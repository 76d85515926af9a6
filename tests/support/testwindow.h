// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The main window a GUI test drives, held beside the test's QObject (a GuiTest, a board test), and
// what the tests read of it by name: its battle, and the id of a unit of that battle. The test makes
// the window itself (demowindow.h); a test that also holds the window's battle files resets the window
// before they go.
#include "battledocument.h"
#include "mainwindow.h"

#include <QString>

#include <memory>

namespace adj::testing {

class TestWindow
{
protected:
    BattleDocument *doc() const { return m_window->document(); }
    // The id of the unit `name` of the window's battle; 0 when there is none.
    Id unitId(const QString &name) const
    {
        const Unit *u = doc()->state().unitByName(name);
        return u ? u->id : 0;
    }

    std::unique_ptr<MainWindow> m_window;
};

} // namespace adj::testing
