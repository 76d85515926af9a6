// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clubsender.h"

#include <QObject>
#include <QThread>

class QTimer;

namespace adj {

class ClubMirrorWorker;

// The mirror of a joined battle (docs/club.md): a ClubSender on a thread of its own that sends the
// outbox as it fills and, while the server cannot be reached, tries again (after 1, 2, 4, then
// every 5 seconds) and says how many events wait. Nothing the table does waits on it.
class ClubMirror final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClubMirror)

public:
    explicit ClubMirror(const QString &battlePath, QObject *parent = nullptr);
    ~ClubMirror() override;

    ClubSender::Status status() const { return m_status; }
    // "club: 12 events waiting", "club: up to date", ...; empty when the battle joined no club.
    static QString statusText(const ClubSender::Status &s);

public slots:
    // Looks at the outbox now (after a commit) instead of at the next tick.
    void poke();

signals:
    void statusChanged(const adj::ClubSender::Status &status);

private:
    QThread m_thread;
    ClubMirrorWorker *m_worker = nullptr;
    ClubSender::Status m_status;
};

// The part that lives on the mirror's thread.
class ClubMirrorWorker final : public QObject
{
    Q_OBJECT

public:
    explicit ClubMirrorWorker(const QString &battlePath);
    ~ClubMirrorWorker() override;

public slots:
    void start();
    void poke();
    void stop();

signals:
    void statusChanged(const adj::ClubSender::Status &status);

private:
    void tick();
    QString m_path;
    ClubSender *m_sender = nullptr;
    QTimer *m_timer = nullptr;
    int m_backoffMs = 0;
    ClubSender::Status m_last;
};

} // namespace adj

Q_DECLARE_METATYPE(adj::ClubSender::Status)
