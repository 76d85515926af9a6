// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// QTEST_GUILESS_MAIN for a test that starts itself again as a child doing one thing to a file (a
// writer killed mid-commit, a probe of a hostile file): `program FLAG PATH` runs `child(PATH)`
// and exits with what it returns; anything else runs the test.
#include <QCoreApplication>
#include <QString>
#include <QTest>

#define ADJ_TEST_MAIN_WITH_CHILD(TestObject, flag, child)                                                    \
    int main(int argc, char *argv[])                                                                         \
    {                                                                                                        \
        QCoreApplication app(argc, argv);                                                                    \
        if (argc == 3 && qstrcmp(argv[1], flag) == 0)                                                        \
            return child(QString::fromLocal8Bit(argv[2]));                                                   \
        TestObject test;                                                                                     \
        return QTest::qExec(&test, argc, argv);                                                              \
    }
