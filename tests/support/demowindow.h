// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A main window on a battle file, opened, shown and exposed: how the GUI tests that drive the whole
// window start (issue 33).
#include "mainwindow.h"

#include <QSize>
#include <QString>
#include <QTest>

#include <memory>

namespace adj::testing {

// Null when the battle did not open or the window was not exposed; `size`, when given, is the
// window's before the battle opens (a laptop's screen).
inline std::unique_ptr<MainWindow> shownWindowOn(const QString &path, const QSize &size = {})
{
    auto window = std::make_unique<MainWindow>();
    if (size.isValid())
        window->resize(size);
    if (!window->openBattle(path, true))
        return nullptr;
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

} // namespace adj::testing
