// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubjoin.h"

#include "battlestore.h"
#include "clubpull.h"
#include "clubwriter.h"

#include <QDateTime>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

bool failed(const ClubServer::Failure &f, QString *error, QString *code)
{
    *error = f.message;
    if (code)
        *code = f.code == u"offline"_s ? u"offline"_s : u"refused"_s;
    return false;
}

} // namespace

bool ClubJoin::join(BattleStore &store, const ClubAddress &address, const QString &club,
                    ClubStore::Membership *joined, QString *error, QString *code)
{
    if (code)
        *code = u"refused"_s;
    if (store.isReadOnly()) {
        *error = tr("%1 is read-only (%2): it cannot join a club").arg(store.path(), store.readOnlyReason());
        return false;
    }
    ClubStore rows;
    if (!rows.open(store.path(), error))
        return false;
    const ClubStore::Membership was = rows.membership();
    if (was.isJoined() && (was.club != club || was.server != address.text())) {
        *error = tr("%1 is in the club \"%2\" already (%3): leave it first")
                     .arg(store.path(), was.club, was.server);
        return false;
    }
    const QString key = ClubWriter::key(error);
    if (key.isEmpty())
        return false;
    BattleState state;
    if (!store.load(&state, error))
        return false;
    ClubServer::Battle b;
    b.id = was.isJoined() ? was.battleId : QUuid::createUuid().toString(QUuid::WithoutBraces);
    b.club = club;
    b.name = state.info.name;
    b.ruleset = state.info.ruleset;
    b.writerName = ClubWriter::name();
    if (!ClubPull::origin(store, &b.origin, error))
        return false;
    ClubServer server;
    ClubServer::Failure f;
    if (!server.connect(address, &f) || server.join(b, key, &f) < 0)
        return failed(f, error, code);
    const ClubStore::Membership m{b.id, club, address.text(),
                                  was.isJoined() ? was.joinedAt
                                                 : QDateTime::currentDateTimeUtc().toString(Qt::ISODate)};
    if (!was.isJoined() && !rows.join(m, error))
        return false;
    *joined = m;
    return true;
}

bool ClubJoin::leave(const QString &path, bool *told, QString *error)
{
    ClubStore rows;
    if (!rows.open(path, error))
        return false;
    const ClubStore::Membership m = rows.membership();
    if (!m.isJoined()) {
        *error = tr("%1 has joined no club").arg(path);
        return false;
    }
    // The server is told when it can be reached; the battle leaves in any case.
    ClubAddress a;
    ClubServer server;
    ClubServer::Failure f;
    QString why;
    const QString key = ClubWriter::key(&why);
    *told = !key.isEmpty() && ClubAddress::parse(m.server, &a, &why) && server.connect(a, &f) &&
            server.leave(m.battleId, key, &f);
    return rows.leave(error);
}

bool ClubJoin::onServer(BattleStore &store, const ClubStore::Membership &m, ClubServer::Battle *out,
                        QString *error, QString *code)
{
    if (code)
        *code = u"refused"_s;
    ClubAddress a;
    if (!ClubAddress::parse(m.server, &a, error))
        return false;
    const QString key = ClubWriter::key(error);
    if (key.isEmpty())
        return false;
    ClubServer server;
    ClubServer::Failure f;
    if (!server.connect(a, &f) || !server.battle(m.battleId, key, out, &f))
        return failed(f, error, code);
    return ClubPull::sameHistory(server, store, *out, error);
}

bool ClubJoin::takeOver(BattleStore &store, const ClubStore::Membership &m, QString *error, QString *code)
{
    ClubServer::Battle b;
    if (!onServer(store, m, &b, error, code))
        return false;
    if (b.isWriter)
        return true;
    ClubAddress a;
    ClubAddress::parse(m.server, &a, error);
    const QString key = ClubWriter::key(error);
    ClubServer server;
    ClubServer::Failure f;
    if (!server.connect(a, &f) || server.takeOver(m.battleId, key, ClubWriter::name(), &f) < 0)
        return failed(f, error, code);
    return true;
}

} // namespace adj
