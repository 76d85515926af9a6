// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubpull.h"

#include "battlestore.h"
#include "clubevent.h"
#include "clubstore.h"
#include "clubwriter.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

constexpr int kPage = 5000;

QList<RowChange> changesOf(const Event &e)
{
    QList<RowChange> out;
    for (const QJsonValue &c : e.changes)
        out << RowChange::fromJson(c.toObject());
    return out;
}

void removeBattle(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
}

} // namespace

bool ClubPull::origin(BattleStore &store, QString *origin, QString *error)
{
    BattleState now;
    if (!store.load(&now, error))
        return false;
    const qint64 count = store.eventCount();
    QList<QList<RowChange>> log;
    log.reserve(count);
    for (qint64 from = 1; from <= count; from += kPage) {
        QString why;
        for (const Event &e : store.events(from, kPage, &why))
            log << changesOf(e);
        if (!why.isEmpty()) {
            *error = why;
            return false;
        }
    }
    if (log.size() != count) {
        *error = tr("the battle's log cannot be read whole (%1 of %2 events)").arg(log.size()).arg(count);
        return false;
    }
    BattleState first = now;
    for (auto e = log.crbegin(); e != log.crend(); ++e)
        for (auto c = e->crbegin(); c != e->crend(); ++c)
            first.apply(c->reversed());
    BattleState replayed = first;
    for (const QList<RowChange> &e : std::as_const(log))
        for (const RowChange &c : e)
            replayed.apply(c);
    const bool onlyInfo = first.sides.isEmpty() && first.units.isEmpty() && first.leaders.isEmpty() &&
                          first.markers.isEmpty() && first.counters.isEmpty() && first.ranges.isEmpty() &&
                          first.trackers.isEmpty();
    if (!(replayed == now) || !onlyInfo) {
        *error =
            tr("this battle's log does not tell how it came to be as it is (it holds changes made outside "
               "its events): it cannot be mirrored to a club");
        return false;
    }
    const RowChange info{Table::Battle, 1, {}, first.info.toRow()};
    *origin = QString::fromUtf8(QJsonDocument(QJsonArray{info.toJson()}).toJson(QJsonDocument::Compact));
    return true;
}

bool ClubPull::sameHistory(ClubServer &server, BattleStore &store, const ClubServer::Battle &b,
                           QString *error)
{
    if (b.lastSeq > store.eventCount()) {
        *error = tr("the club has %1 events of this battle and this file %2: pull it again (club pull)")
                     .arg(b.lastSeq)
                     .arg(store.eventCount());
        return false;
    }
    if (b.lastSeq == 0)
        return true;
    ClubServer::Failure f;
    const QList<ClubServer::Stored> theirs = server.events(b.id, b.lastSeq, 1, &f);
    const QList<Event> mine = store.events(b.lastSeq, 1);
    if (theirs.isEmpty() || mine.isEmpty()) {
        *error = f.message.isEmpty() ? tr("the club's event %1 cannot be read").arg(b.lastSeq) : f.message;
        return false;
    }
    if (theirs.first().digest != club::digest(club::payload(mine.first()))) {
        *error = tr("this file's event %1 is not the club's: it is another battle's history (pull it again)")
                     .arg(b.lastSeq);
        return false;
    }
    return true;
}

bool ClubPull::pull(const ClubAddress &address, const QString &battleId, const QString &path, qint64 *events,
                    QString *error)
{
    if (QFileInfo::exists(path)) {
        *error = tr("%1 already exists; a battle pulled from the club never overwrites a file").arg(path);
        return false;
    }
    ClubServer server;
    ClubServer::Failure f;
    ClubServer::Battle b;
    QString key = ClubWriter::key(error);
    if (key.isEmpty())
        return false;
    if (!server.connect(address, &f) || !server.battle(battleId, key, &b, &f)) {
        *error = f.message;
        return false;
    }
    const QJsonArray origin = QJsonDocument::fromJson(b.origin.toUtf8()).array();
    const RowChange info = RowChange::fromJson(origin.first().toObject());
    if (origin.size() != 1 || info.table != Table::Battle) {
        *error = tr("the club's origin of this battle is not one Adjutant writes");
        return false;
    }
    BattleStore store;
    if (!store.create(path, BattleInfo::fromRow(info.after), error))
        return false;
    const auto fail = [&](const QString &why) {
        *error = why;
        store.close();
        removeBattle(path);
        return false;
    };
    // The whole log in one transaction, synced at its end: a pull is all or nothing.
    if (!store.setSyncedCommits(false, error) || !store.beginWrite(error))
        return fail(*error);
    qint64 next = 1;
    for (;;) {
        const QList<ClubServer::Stored> page = server.events(battleId, next, kPage, &f);
        if (!f.code.isEmpty())
            return fail(f.message);
        for (const ClubServer::Stored &s : page) {
            Event e;
            if (s.seq != next || club::digest(s.payload) != s.digest || !club::eventOf(s.payload, &e) ||
                e.seq != next)
                return fail(tr("the club's event %1 of this battle does not match its digest").arg(next));
            QString why;
            if (store.append(changesOf(e), e, &why) != next)
                return fail(tr("the club's event %1 cannot be written: %2").arg(next).arg(why));
            ++next;
        }
        if (page.size() < kPage)
            break;
    }
    if (next - 1 != b.lastSeq)
        return fail(tr("the club sent %1 of the battle's %2 events").arg(next - 1).arg(b.lastSeq));
    if (!store.endWrite(error) || !store.setSyncedCommits(true, error))
        return fail(*error);
    store.close();
    ClubStore club;
    if (!club.open(path, error) ||
        !club.adopt({battleId, b.club, address.text(), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                    error))
        return fail(*error);
    *events = next - 1;
    return true;
}

} // namespace adj
