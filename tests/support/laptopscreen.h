// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A laptop's 1280x720 screen for the GUI tests that measure what fits on it (issues 13 and 31): the
// offscreen platform, as the test suite runs it, given that screen (tests/data/laptop-screen.json).
#include <QApplication>
#include <QSize>
#include <QTest>

namespace adj::testing {

inline const QSize kLaptop(1280, 720);

} // namespace adj::testing

// QTEST_MAIN on the laptop's screen.
#define ADJ_TEST_MAIN_ON_LAPTOP(TestObject)                                                                  \
    int main(int argc, char **argv)                                                                          \
    {                                                                                                        \
        if (qgetenv("QT_QPA_PLATFORM") == "offscreen")                                                       \
            qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" ADJ_TEST_DATA "/laptop-screen.json");         \
        QApplication app(argc, argv);                                                                        \
        TestObject test;                                                                                     \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&test, argc, argv);                                                              \
    }
