// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a GUI test sets up before its first test: settings of its own, under the test's own name (the
// program's: "tst_ranges"), and a temporary folder for its battles, checked; then setUp(), what
// the test itself starts from. A test derives from it, overrides setUp() when it has more to set
// up, and includes "support/moc_guitest.cpp" once, so that initTestCase is its own.
#include "support/demobattlefile.h"

#include <QCoreApplication>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

namespace adj::testing {

class GuiTest : public QObject
{
    Q_OBJECT

protected:
    // Once the settings are isolated and the folder checked; its QVERIFY and QCOMPARE fail
    // initTestCase. Nothing by default.
    virtual void setUp() {}

    QTemporaryDir m_dir; // the test's battles

private slots:
    void initTestCase()
    {
        isolateSettings(QCoreApplication::applicationName());
        QVERIFY(m_dir.isValid());
        setUp();
    }
};

} // namespace adj::testing
