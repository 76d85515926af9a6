// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clubserver.h"

#include <QCoreApplication>

namespace adj {

class BattleStore;

// A battle rebuilt from its club (docs/club.md): the state before its first event (its origin,
// sent when it joined) and its events, each checked against its digest, appended in order as the
// store appends any event, so the file's state, log and undo history are the original's.
class ClubPull final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubPull)

public:
    // The battle as it was before its first event, found by taking every logged change back from
    // the state now, and checked by playing the log forward again (JSON text for the server).
    static bool origin(BattleStore &store, QString *origin, QString *error);
    // Whether this file's log holds every event the club has of the battle, the same ones.
    static bool sameHistory(ClubServer &server, BattleStore &store, const ClubServer::Battle &battle,
                            QString *error);
    // Writes the battle `battleId` of the club at `address` to `path` (never overwritten), joined to
    // the club with its outbox empty; `events` receives how many it holds.
    static bool pull(const ClubAddress &address, const QString &battleId, const QString &path, qint64 *events,
                     QString *error);
};

} // namespace adj
