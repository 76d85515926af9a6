// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

namespace adj {

// Save As for a battle of any size without freezing the window: the copy (SQLite's VACUUM INTO,
// seconds on a large file) runs on a worker thread with its own connection to the battle file,
// and `finished` is emitted on the GUI thread only once the copy is written, checked and renamed
// into place. One copy at a time.
class BattleCopier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BattleCopier)

public:
    explicit BattleCopier(QObject *parent = nullptr);
    // Waits for a copy still running: its file must not be left half written.
    ~BattleCopier() override;

    // Starts copying the battle file `source` to `dest`; false when a copy is running already.
    bool start(const QString &source, const QString &dest);
    // From start() until `finished` is emitted: a copy whose worker is done but whose result the
    // window has not taken yet is still running (Save As stays disabled, closing waits for it).
    bool isRunning() const { return m_busy; }
    QString destination() const { return m_dest; }
    void waitForFinished() { m_watcher.waitForFinished(); }

signals:
    // `error` is empty when the copy is complete and valid.
    void finished(const QString &dest, const QString &error);

private:
    QFutureWatcher<QString> m_watcher;
    QString m_dest;
    bool m_busy = false;
};

} // namespace adj
