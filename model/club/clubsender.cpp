// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubsender.h"

#include "clubstanding.h"
#include "clubwriter.h"
#include "rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// Rows the server holds are dropped from the outbox this often, or this many at once: each drop
// is a write to the battle file, which every open window then reads.
constexpr qint64 kPruneRows = 1000;
constexpr qint64 kPruneMs = 10000;
} // namespace

ClubSender::ClubSender(const QString &battlePath)
    : m_path(battlePath)
{
    m_sincePrune.start();
}

ClubSender::~ClubSender() = default;

void ClubSender::disconnect()
{
    m_server.disconnect();
    m_standingOf = -1;
}

void ClubSender::forget()
{
    disconnect();
    m_battleId.clear();
    m_acked = -1;
    m_pruned = 0;
}

void ClubSender::pruneHeld(bool atOnce)
{
    if (m_acked <= m_pruned)
        return;
    if (!atOnce && m_acked - m_pruned < kPruneRows && m_sincePrune.elapsed() < kPruneMs)
        return;
    QString error; // a drop that fails is tried again at the next one due
    if (m_store.prune(m_acked, &error))
        m_pruned = m_acked;
    m_sincePrune.restart();
}

bool ClubSender::openFile(Status *status)
{
    if (m_store.isOpen())
        return true;
    QString error;
    if (!m_battle.isOpen() && !m_battle.open(m_path, &error)) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    if (!m_store.open(m_path, &error)) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    return true;
}

void ClubSender::setWaiting(Status *status)
{
    status->waiting = std::max<qint64>(0, m_store.waiting(std::max<qint64>(0, m_acked)));
    status->sent = std::max<qint64>(0, m_acked);
}

bool ClubSender::connectServer(const ClubStore::Membership &m, Status *status)
{
    ClubAddress address;
    QString error;
    if (!ClubAddress::parse(m.server, &address, &error)) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    if (m_key.isEmpty() && (m_key = ClubWriter::key(&error)).isEmpty()) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    ClubServer::Failure f;
    ClubServer::Battle b;
    if (!m_server.connect(address, &f) || !m_server.battle(m.battleId, m_key, &b, &f)) {
        m_server.disconnect();
        status->state = f.code == u"offline"_s ? u"offline"_s : u"refused"_s;
        status->message = f.message;
        return false;
    }
    m_battleId = m.battleId;
    m_acked = b.lastSeq; // what it has, whoever wrote it: the rest of the outbox waits
    if (!b.isWriter) {
        m_server.disconnect();
        status->state = u"refused"_s;
        status->message = tr("the club's server takes this battle's events from another laptop (%1): take it "
                             "over (club takeover) to write it from here")
                              .arg(b.writerName);
        return false;
    }
    return true;
}

bool ClubSender::step(Status *status)
{
    if (!openFile(status))
        return false;
    const ClubStore::Membership m = m_store.membership();
    if (!m.isJoined()) {
        *status = {u"not-joined"_s, 0, 0, tr("the battle has joined no club")};
        forget();
        return false;
    }
    if (m.battleId != m_battleId)
        forget();
    if (!m_server.isConnected() && !connectServer(m, status)) {
        setWaiting(status);
        return false;
    }
    // Where a step ends with the server reached: what it holds may leave the outbox, and more is
    // due at once while the outbox holds what it lacks and the step went forward (a batch taken, or
    // events committed after the state was read).
    const auto reached = [&](bool forward) {
        setWaiting(status);
        const bool more = forward && status->waiting > 0;
        status->state = status->waiting > 0 ? u"sending"_s : u"up-to-date"_s;
        status->message.clear();
        pruneHeld(m_draining && !more);
        return more;
    };
    if (m_store.lastQueued() <= m_acked && m_standingOf >= 0) {
        // Nothing new (the usual look, four times a second): the state is not read.
        return reached(false);
    }
    QString error;
    BattleState state;
    if (!m_battle.load(&state, &error)) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    const qint64 upTo = m_battle.eventCount(); // the state's snapshot: what the standing tells
    QList<ClubStore::Outgoing> rows = m_store.outgoing(m_acked, kBatch, &error);
    if (!error.isEmpty()) {
        *status = {u"failed"_s, 0, 0, error};
        return false;
    }
    // Events committed after the snapshot wait for the next step, which reads a state that has them.
    const bool beyond = !rows.isEmpty() && rows.constLast().seq > upTo;
    while (!rows.isEmpty() && rows.constLast().seq > upTo)
        rows.removeLast();
    const RuleSetProfile *profile = Profiles::find(state.info.ruleset);
    const auto standingNow = [&] {
        const QList<Event> last = m_battle.events(upTo, 1);
        return profile ? ClubStanding::of(state, *profile, last.isEmpty() ? Event() : last.first())
                       : QJsonObject();
    };
    ClubServer::Failure f;
    const auto refused = [&] {
        status->state = f.code == u"offline"_s ? u"offline"_s : u"refused"_s;
        status->message = f.message;
        disconnect();
        setWaiting(status);
        return false;
    };
    if (rows.isEmpty()) {
        if (m_standingOf != upTo && m_acked >= upTo) {
            // Nothing to send but the standing (a battle that joined with an empty log, a
            // reconnection).
            if (m_server.append(m_battleId, m_key, {}, standingNow(), &f) < 0)
                return refused();
            m_standingOf = upTo;
        }
        return reached(beyond);
    }
    QList<ClubServer::Stored> batch;
    batch.reserve(rows.size());
    for (const ClubStore::Outgoing &o : std::as_const(rows))
        batch << ClubServer::Stored{o.seq, o.payload, o.digest};
    // The standing as of the last event sent, when the batch reaches the state's snapshot.
    const bool withStanding = rows.constLast().seq == upTo;
    const qint64 acked =
        m_server.append(m_battleId, m_key, batch, withStanding ? standingNow() : QJsonObject(), &f);
    if (acked < 0)
        return refused();
    const bool forward = acked > m_acked;
    m_acked = acked;
    if (withStanding)
        m_standingOf = upTo;
    return reached(forward);
}

ClubSender::Status ClubSender::drain()
{
    Status s;
    m_draining = true;
    while (step(&s)) {
    }
    m_draining = false;
    return s;
}

} // namespace adj
