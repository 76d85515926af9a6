// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle's log as the store reads it: events a page at a time or streamed one by one, and the
// undo history it keeps (v7, issue 30), found through its indexes and filled once by the migration.
#include "battlestore.h"

#include "undohistory.h"

#include <QJsonDocument>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QJsonArray jsonArray(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).array();
}

Event eventFrom(const QSqlQuery &q)
{
    Event e;
    e.seq = q.value(0).toLongLong();
    e.turn = q.value(1).toInt();
    e.phase = q.value(2).toString();
    e.kind = q.value(3).toString();
    e.actor = q.value(4).toString();
    e.summary = q.value(5).toString();
    e.inputs = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
    e.dice = jsonArray(q.value(7));
    e.trace = jsonArray(q.value(8));
    e.effects = jsonArray(q.value(9));
    e.changes = jsonArray(q.value(10));
    e.undone = q.value(11).toBool();
    e.target = q.value(12).toLongLong();
    e.createdAt = q.value(13).toString();
    return e;
}

const QString kEventColumns = u"seq, turn, phase, kind, actor, summary, inputs, dice, trace, effects,"
                              " changes, undone, target_seq, created_at"_s;
} // namespace

const QString &BattleStore::eventColumns()
{
    return kEventColumns;
}

QList<Event> BattleStore::events(qint64 from, int count, QString *error) const
{
    QList<Event> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM events WHERE seq >= ? AND seq < ? ORDER BY seq"_s.arg(kEventColumns));
    q.bindValue(0, from);
    q.bindValue(1, from + count);
    if (!q.exec()) {
        if (error)
            *error = tr("the event log of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return out;
    }
    while (q.next())
        out << eventFrom(q);
    return out;
}

QList<Event> BattleStore::eventsOfTurn(int turn, QString *error) const
{
    QList<Event> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM events WHERE turn = ? ORDER BY seq"_s.arg(kEventColumns));
    q.bindValue(0, turn);
    if (!q.exec()) {
        if (error)
            *error = tr("the event log of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return out;
    }
    while (q.next())
        out << eventFrom(q);
    return out;
}

BattleStore::HistoryStep BattleStore::historyStep(bool redo, QString *error) const
{
    // One row through a partial index (events_undo, events_redo): the same cost for any log.
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(redo
                    ? u"SELECT seq, summary FROM events WHERE redo_order IS NOT NULL ORDER BY redo_order DESC"
                      " LIMIT 1"_s
                    : u"SELECT seq, summary FROM events WHERE undo_order IS NOT NULL ORDER BY undo_order DESC"
                      " LIMIT 1"_s)) {
        if (error)
            *error = tr("the undo history of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return {};
    }
    if (!q.next())
        return {};
    return {q.value(0).toLongLong(), q.value(1).toString()};
}

bool BattleStore::eachEvent(int turn, const std::function<void(const Event &)> &each, QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true); // a row at a time: nothing of the log is kept behind the cursor
    q.prepare(u"SELECT %1 FROM events WHERE turn %2 ? ORDER BY seq"_s.arg(kEventColumns,
                                                                          turn > 0 ? u"="_s : u">="_s));
    q.bindValue(0, turn);
    if (!q.exec()) {
        *error = tr("the event log of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return false;
    }
    while (q.next())
        each(eventFrom(q));
    if (q.lastError().isValid()) {
        *error = tr("the event log of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return false;
    }
    return true;
}

QList<qint64> BattleStore::eventSeqs(const QString &where, const QVariantList &binds, QString *error) const
{
    QList<qint64> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT seq FROM events WHERE %1 ORDER BY seq"_s.arg(where));
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds.at(i));
    if (!q.exec()) {
        if (error)
            *error = tr("the event log of %1 cannot be read: %2").arg(m_path, describeFailure(q));
        return out;
    }
    while (q.next())
        out << q.value(0).toLongLong();
    return out;
}

bool BattleStore::fillUndoHistory(QString *error)
{
    // v7: where each action stands in the undo history, replayed from the log once (the only
    // time the whole log is read for it); only the numbers, kinds and targets are read.
    UndoHistory history;
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT seq, kind, COALESCE(target_seq, 0) FROM events ORDER BY seq"_s)) {
            *error = describeFailure(q);
            return false;
        }
        while (q.next())
            history.add(q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong());
    }
    QSqlQuery set(m_db);
    set.prepare(u"UPDATE events SET undo_order = ?, redo_order = ? WHERE seq = ?"_s);
    const QVariant null(QMetaType::fromType<qint64>());
    for (int i = 0; i < history.steps().size(); ++i) {
        const UndoHistory::Step &step = history.steps().at(i);
        const bool stands = i < history.index();
        set.bindValue(0, stands ? QVariant(step.since) : null);
        set.bindValue(1, stands ? null : QVariant(step.since));
        set.bindValue(2, step.seq);
        if (!set.exec()) {
            *error = describeFailure(set);
            return false;
        }
    }
    return true;
}

} // namespace adj
