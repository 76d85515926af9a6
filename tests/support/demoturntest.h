// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule set's command-line turn test on one of its bundled demos: before the test's first slot, the
// demo is copied as `adjutant-cli demo` copies it, into a data folder of its own, and checked to start
// at the turn and phase it names owing what it names; the test then plays its turn on m_battle. A test
// derives from it and includes "support/moc_demoturntest.cpp" once.
#include "support/clirun.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace adj::testing {

class DemoTurnTest : public QObject
{
    Q_OBJECT

protected:
    // `turnAndPhase` as turnAndPhase() gives it ("1 wind"), `owed` as owedBySide() lists it.
    DemoTurnTest(const QString &demo, const QString &turnAndPhase, const QStringList &owed)
        : m_demo(demo)
        , m_turnAndPhase(turnAndPhase)
        , m_owed(owed)
    {}

    QString m_battle; // the copy's path

private slots:
    void initTestCase()
    {
        QString why;
        m_battle = demoBattle(m_demo, m_home.path(), &why);
        QVERIFY2(!m_battle.isEmpty(), qPrintable(why));
        QCOMPARE(turnAndPhase(m_battle), m_turnAndPhase);
        QCOMPARE(owedBySide(m_battle), m_owed);
    }

private:
    const QString m_demo;
    const QString m_turnAndPhase;
    const QStringList m_owed;
    QTemporaryDir m_home;
};

} // namespace adj::testing
