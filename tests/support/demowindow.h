// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A main window on a battle file, opened, shown and exposed: how the GUI tests that drive the whole
// window start (issue 33); or on a scenario of the test's own, opened.
#include "battledocument.h"
#include "mainwindow.h"
#include "support/demobattlefile.h"

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

// A window shown on a copy of the demo battle `demo` written in `folder` (its path in `*path` when
// given): how a test that drives the window on a demo starts; null when the copy or the window failed.
inline std::unique_ptr<MainWindow> shownDemoIn(const QString &folder, const QString &demo,
                                               QString *path = nullptr, const QSize &size = {})
{
    const QString copy = demoBattleIn(folder, demo);
    if (path)
        *path = copy;
    return copy.isEmpty() ? nullptr : shownWindowOn(copy, size);
}

// A main window on the scenario text `scenario` written as a battle file at `path`, not shown yet
// (a test may change the battle first); null with `error` saying why when it could not be written
// or opened.
inline std::unique_ptr<MainWindow> windowOnScenario(const QByteArray &scenario, const QString &path,
                                                    QString *error)
{
    if (!writeScenarioBattle(scenario, path, error))
        return nullptr;
    auto window = std::make_unique<MainWindow>();
    if (!window->openBattle(path, true)) {
        *error = QStringLiteral("%1 did not open").arg(path);
        return nullptr;
    }
    return window;
}

} // namespace adj::testing
