// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace adj {

// The battles opened last, newest first, kept in QSettings ("recentFiles", at most
// eight). Files that have gone are dropped whenever the list is read.
class RecentFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecentFiles)

public:
    static constexpr int kMax = 8;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    void add(const QString &path);
    // A battle refused after it opened (BattleDocument::damaged) is no longer offered.
    void remove(const QString &path);

signals:
    void openRequested(const QString &path);

private:
    void rebuildMenu();
    static void store(const QStringList &files);

    QMenu *m_menu;
};

} // namespace adj
