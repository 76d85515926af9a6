// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clubserver.h"
#include "clubstore.h"

#include <QCoreApplication>

namespace adj {

class BattleStore;

// Joining, leaving and taking over (docs/club.md): what File ▸ Club… and `adjutant-cli club` do,
// each a few round trips to the server, then the battle file's own club rows. `code` receives the
// kind of a failure: "offline" (the server was not reached) or "refused".
class ClubJoin final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubJoin)

public:
    // Joins the open battle `store` (at `path`) to `club` on the server at `address`: the server
    // takes this laptop as its writer and the battle's origin; the file writes its membership and
    // puts its whole log in the outbox. A battle in the same club already joins again.
    static bool join(BattleStore &store, const ClubAddress &address, const QString &club,
                     ClubStore::Membership *joined, QString *error, QString *code = nullptr);
    // Leaves: the file's membership and outbox go; the server, when reached, shows it no more.
    // `told` says whether it was reached.
    static bool leave(const QString &path, bool *told, QString *error);
    // The battle as the club's server holds it, checked to be this file's history.
    static bool onServer(BattleStore &store, const ClubStore::Membership &m, ClubServer::Battle *out,
                         QString *error, QString *code = nullptr);
    // Makes this laptop the battle's writer (the one before it is refused from now on).
    static bool takeOver(BattleStore &store, const ClubStore::Membership &m, QString *error,
                         QString *code = nullptr);
};

} // namespace adj
