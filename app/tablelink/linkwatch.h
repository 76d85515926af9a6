// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "linkstore.h"

#include <QObject>
#include <QString>

class QTimer;

namespace adj {

// The table link's look at its battle file every LinkLimits::kWatchMs (docs/tablelink.md "The
// battle file under the link"): what another program did to the link's own rows, and whether the
// file is still the one served. Once it was deleted, moved or replaced, failure() says why, and
// what the -wal held goes into the file the store has open, the -wal and -shm leaving the old path.
// It tells what it saw; the link closes pages and sends states.
class LinkWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkWatch)

public:
    // `store` is the link's, open before start() and outliving this watch.
    explicit LinkWatch(LinkStore &store, QObject *parent = nullptr);

    // The rows as they are now are taken as seen; the file is looked at from now on.
    void start();
    void stop();
    // True while the file is still the battle at its path. The first time it is not: failure() is
    // set, the old path released, and failed() emitted.
    bool fileIsServed();
    // Why nothing more is accepted (the file was deleted, moved or replaced), or empty.
    QString failure() const { return m_failure; }
    // The link wrote its own rows (a code renewed, a choice sealed): no news at the next look.
    void noteOwnWrite();

signals:
    // Another program renewed a code: pages with a code no longer valid are to be closed.
    void codesChanged();
    // Choices were sealed through another server on the same file.
    void choicesChanged();
    // The file is no longer the one served (failure()).
    void failed(const QString &message);

private:
    void look();

    LinkStore &m_store;
    QTimer *m_timer;
    LinkStore::Marks m_marks; // the link's rows as last seen
    QString m_failure;
    bool m_released = false; // after a failure: the old path's -wal and -shm removed
};

} // namespace adj
