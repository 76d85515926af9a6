// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A test that keeps its battles in a temporary folder of its own (battlefolder.h): the folder is
// made with the test object and checked before the first test, then setUp() writes what the test
// starts from. A test derives from it, names its battle file, overrides setUp() when it writes
// one, and includes "support/moc_battlefoldertest.cpp" once, so that initTestCase is its own.
#include "support/battlefolder.h"

#include <QObject>
#include <QString>
#include <QTest>

namespace adj::testing {

class BattleFolderTest : public QObject
{
    Q_OBJECT

protected:
    explicit BattleFolderTest(const QString &battleName)
        : m_folder(battleName)
    {}

    // What the test writes in the folder before its first test, once the folder is checked; its
    // QVERIFY and QCOMPARE fail initTestCase. Nothing by default.
    virtual void setUp() {}

    const BattleFolder m_folder;

private slots:
    void initTestCase()
    {
        QVERIFY(m_folder.isValid());
        setUp();
    }
};

} // namespace adj::testing
