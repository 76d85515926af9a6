// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a club test starts from (docs/club.md): the throwaway cluster up with a fresh club in a
// database of the test's own, a folder for its battles, and the laptop's key in it (laptop-a.key);
// then setUp(). A test derives from it, names its database, and includes "support/moc_clubtest.cpp"
// once, so that initTestCase is its own.
#include "support/clubfixture.h"

#include <QObject>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace adj::testing {

class ClubTest : public QObject
{
    Q_OBJECT

protected:
    explicit ClubTest(const QString &db)
        : m_db(db)
    {}

    // Once the club is up; its QVERIFY and QCOMPARE fail initTestCase. Nothing by default.
    virtual void setUp() {}

    // What arrived in the test's database of the battle `battleId`.
    Arrived arrived(const QString &battleId) const { return m_cluster.arrived(m_db, battleId); }

    const QString m_db;
    ClubCluster m_cluster;
    QTemporaryDir m_dir; // the test's battles and the laptops' keys
    QString m_url;       // the table's address of the club

private slots:
    void initTestCase()
    {
        QString error;
        m_url = m_cluster.upWithFreshClub(m_db, &error);
        QVERIFY2(!m_url.isEmpty(), qPrintable(error));
        useKeyFile(m_dir.filePath(QStringLiteral("laptop-a.key")));
        setUp();
    }
};

} // namespace adj::testing
