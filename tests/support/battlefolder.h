// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A test's temporary folder and the battle file it names in it, made with the test object: the
// test's initTestCase checks the folder (QVERIFY(m_folder.isValid())) before anything writes there.
#include <QString>
#include <QTemporaryDir>

namespace adj::testing {

class BattleFolder final
{
public:
    explicit BattleFolder(const QString &battleName)
        : m_battle(m_dir.filePath(battleName))
    {}
    Q_DISABLE_COPY_MOVE(BattleFolder)

    bool isValid() const { return m_dir.isValid(); }
    // The battle file's path; nothing is written there until the test does.
    const QString &battle() const { return m_battle; }
    // Another file in the folder, and the folder itself.
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    const QString m_battle;
};

} // namespace adj::testing
