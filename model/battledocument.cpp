// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battledocument.h"

#include "schema.h"

#include "undohistory.h"

#include <QFutureWatcher>
#include <QHash>
#include <QJsonArray>
#include <QTimer>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The rows of `a` and `b` that differ, as changes from `a` to `b`.
template <typename T>
void diffRows(Table t, const QMap<Id, T> &a, const QMap<Id, T> &b, QList<RowChange> *out)
{
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        const auto jt = b.constFind(it.key());
        if (jt == b.cend())
            *out << RowChange{t, it.key(), it->toRow(), {}};
        else if (!(*it == *jt))
            *out << RowChange{t, it.key(), it->toRow(), jt->toRow()};
    }
    for (auto jt = b.cbegin(); jt != b.cend(); ++jt)
        if (!a.contains(jt.key()))
            *out << RowChange{t, jt.key(), {}, jt->toRow()};
}

QList<RowChange> diff(const BattleState &a, const BattleState &b)
{
    QList<RowChange> out;
    if (!(a.info == b.info))
        out << RowChange{Table::Battle, 1, a.info.toRow(), b.info.toRow()};
    diffRows(Table::Sides, a.sides, b.sides, &out);
    diffRows(Table::Units, a.units, b.units, &out);
    diffRows(Table::Leaders, a.leaders, b.leaders, &out);
    diffRows(Table::Markers, a.markers, b.markers, &out);
    diffRows(Table::Counters, a.counters, b.counters, &out);
    diffRows(Table::Ranges, a.ranges, b.ranges, &out);
    diffRows(Table::Trackers, a.trackers, b.trackers, &out);
    return out;
}

// The columns that hold another row's id, and that row's table.
const QList<std::pair<QString, Table>> &references()
{
    static const QList<std::pair<QString, Table>> kRefs{{u"side_id"_s, Table::Sides},
                                                        {u"unit_id"_s, Table::Units},
                                                        {u"from_unit"_s, Table::Units},
                                                        {u"to_unit"_s, Table::Units}};
    return kRefs;
}

// New rows of an edit built before another writer added rows of its own take the next free
// numbers, and the edit's other rows that name them follow.
void renumber(const BattleState &s, QList<RowChange> *changes)
{
    QHash<QPair<int, Id>, Id> moved;
    QHash<int, Id> next;
    for (const RowChange &c : std::as_const(*changes))
        next[int(c.table)] = std::max({next.value(int(c.table)), s.nextId(c.table), c.id + 1});
    for (RowChange &c : *changes) {
        const QPair<int, Id> key{int(c.table), c.id};
        if (const auto it = moved.constFind(key); it != moved.cend()) {
            c.id = *it;
        } else if (c.before.isEmpty() && c.table != Table::Battle && !s.row(c.table, c.id).isEmpty()) {
            const Id fresh = next[int(c.table)]++;
            moved.insert(key, fresh);
            c.id = fresh;
        }
        for (QVariantMap *row : {&c.before, &c.after}) {
            if (row->isEmpty())
                continue;
            if (row->contains(u"id"_s))
                row->insert(u"id"_s, c.id);
            for (const auto &[column, table] : references()) {
                const auto it = row->constFind(column);
                if (it == row->cend() || it->isNull())
                    continue;
                if (const auto to = moved.constFind({int(table), it->toLongLong()}); to != moved.cend())
                    row->insert(column, *to);
            }
        }
    }
}

QString rowWord(Table t)
{
    switch (t) {
    case Table::Battle:
        return BattleStore::tr("battle record");
    case Table::Sides:
        return BattleStore::tr("side");
    case Table::Units:
        return BattleStore::tr("unit");
    case Table::Leaders:
        return BattleStore::tr("leader");
    case Table::Markers:
        return BattleStore::tr("marker");
    case Table::Counters:
        return BattleStore::tr("counter");
    case Table::Ranges:
        return BattleStore::tr("measured range");
    case Table::Trackers:
        return BattleStore::tr("rule set's record");
    }
    return {};
}

QString rowName(const BattleState &s, const RowChange &c)
{
    QString name = c.before.value(u"name"_s).toString();
    if (name.isEmpty())
        name = s.row(c.table, c.id).value(u"name"_s).toString();
    return name.isEmpty() ? QString::number(c.id) : u"\""_s + name + u"\""_s;
}

} // namespace

std::unique_ptr<BattleDocument> BattleDocument::create(const QString &path, const BattleInfo &info,
                                                       QString *error)
{
    const RuleSetProfile *profile = Profiles::find(info.ruleset);
    if (!profile) {
        *error = BattleStore::tr("unknown rule set \"%1\"").arg(info.ruleset);
        return nullptr;
    }
    if (!profile->scales.isEmpty() && !profile->scale(info.scale)) {
        QStringList ids;
        for (const ScaleSpec &s : profile->scales)
            ids << s.id;
        *error = BattleStore::tr("%1 needs a scale, one of %2")
                     .arg(Profiles::label(profile->name), ids.join(u", "_s));
        return nullptr;
    }
    BattleInfo first = info;
    if (first.phase.isEmpty() && !profile->phases.isEmpty())
        first.phase = profile->phases.first().id;
    std::unique_ptr<BattleDocument> doc(new BattleDocument);
    if (!doc->m_store.create(path, first, error) || !doc->m_store.load(&doc->m_state, error))
        return nullptr;
    doc->m_profile = profile;
    doc->m_announcedSeq = doc->m_store.eventCount();
    return doc;
}

std::unique_ptr<BattleDocument> BattleDocument::open(const QString &path, QString *error, bool readOnly)
{
    return open(path, error, readOnly, BattleStore::Scope::Whole);
}

std::unique_ptr<BattleDocument> BattleDocument::openState(const QString &path, QString *error)
{
    // A file of an older Adjutant is brought up to date first, as by every other command.
    QString why;
    const int version = BattleStore::probe(path, &why);
    if (version > 0 && version < schema::kVersion)
        return open(path, error, false, BattleStore::Scope::Whole);
    return open(path, error, true, BattleStore::Scope::State);
}

std::unique_ptr<BattleDocument> BattleDocument::open(const QString &path, QString *error, bool readOnly,
                                                     BattleStore::Scope scope)
{
    std::unique_ptr<BattleDocument> doc(new BattleDocument);
    // The state's values are checked once, by the load (BattleStore::Values::CheckedByLoad).
    if (!doc->m_store.open(path, error, readOnly, scope, BattleStore::Values::CheckedByLoad) ||
        !doc->m_store.load(&doc->m_state, error))
        return nullptr;
    doc->m_profile = Profiles::find(doc->m_state.info.ruleset);
    if (!doc->m_profile) {
        *error = BattleStore::tr("%1 uses the rule set \"%2\", which this Adjutant does not know.")
                     .arg(path, doc->m_state.info.ruleset);
        return nullptr;
    }
    doc->m_announcedSeq = doc->m_store.eventCount();
    if (doc->m_store.checksLogBehind()) {
        auto *watcher = new QFutureWatcher<QString>(doc.get());
        BattleDocument *self = doc.get();
        connect(watcher, &QFutureWatcherBase::finished, self, [self, watcher] {
            const QString why = watcher->future().resultCount() > 0 ? watcher->result() : QString();
            watcher->deleteLater();
            if (!why.isEmpty())
                emit self->damaged(why);
        });
        watcher->setFuture(doc->m_store.logCheck());
    }
    return doc;
}

BattleDocument::~BattleDocument() = default;

qint64 BattleDocument::submit(const Edit &edit, QString *error)
{
    return m_sink ? m_sink->submit(edit, error) : commit(edit, error);
}

bool BattleDocument::checkCurrent(const BattleState &state, const QList<RowChange> &changes,
                                  QString *error) const
{
    // A change applies only to the row it was made from: an edit built from a stale
    // state is refused instead of silently overwriting someone else's change.
    QHash<QPair<int, qint64>, QVariantMap> pending; // rows already changed earlier in this edit
    for (const RowChange &c : changes) {
        const QPair<int, qint64> key{int(c.table), c.id};
        const auto it = pending.constFind(key);
        const QVariantMap current = it != pending.cend() ? *it : state.row(c.table, c.id);
        if (current != c.before) {
            *error = BattleStore::tr("the %1 has changed since this action was prepared (another window "
                                     "or program may have changed it): nothing was saved; look again and "
                                     "repeat it")
                         .arg(c.table == Table::Battle ? rowWord(c.table)
                                                       : rowWord(c.table) + u' ' + rowName(state, c));
            return false;
        }
        pending.insert(key, c.after);
    }
    return true;
}

Event BattleDocument::eventOf(const Edit &edit) const
{
    Event e;
    e.kind = edit.kind;
    e.summary = edit.summary;
    e.actor = edit.actor;
    e.inputs = edit.inputs;
    e.dice = edit.dice;
    e.trace = edit.trace;
    for (const Effect &effect : edit.effects)
        e.effects.append(effect.toJson());
    return e;
}

bool BattleDocument::takeFresh(BattleState fresh)
{
    m_unannounced << diff(m_state, fresh);
    m_state = std::move(fresh);
    return true;
}

void BattleDocument::publish(const QList<RowChange> &changes, qint64 fromSeq, qint64 toSeq)
{
    if (!changes.isEmpty())
        emit changed(changes);
    for (qint64 seq = fromSeq; seq <= toSeq; ++seq)
        emit eventAppended(seq);
    if (toSeq >= fromSeq || !changes.isEmpty())
        emit externalChanges(int(std::max<qint64>(0, toSeq - fromSeq + 1)));
}

qint64 BattleDocument::write(const Make &make, QString *error)
{
    if (m_store.isReadOnly()) {
        *error = BattleStore::tr("%1 is read-only (%2): nothing was changed").arg(path(), readOnlyReason());
        return 0;
    }
    if (!m_store.beginWrite(error))
        return 0;
    // What other writers committed before this transaction is read first, inside it.
    const bool stale = m_store.othersWrote();
    if (stale) {
        BattleState fresh;
        if (!m_store.load(&fresh, error)) {
            m_store.abortWrite();
            return 0;
        }
        takeFresh(std::move(fresh));
    }
    const qint64 othersUpTo = m_store.eventCount();
    auto announceOthers = [&] {
        const QList<RowChange> external = std::exchange(m_unannounced, {});
        const qint64 from = m_announcedSeq + 1;
        m_announcedSeq = std::max(m_announcedSeq, othersUpTo);
        publish(external, from, othersUpTo);
    };
    QList<RowChange> changes;
    Event event;
    if (!make(m_state, stale, &changes, &event, error)) {
        m_store.abortWrite();
        announceOthers();
        return 0;
    }
    event.turn = m_state.info.turn;
    event.phase = m_state.info.phase;
    const qint64 seq = m_store.append(changes, event, error);
    if (seq == 0) {
        m_store.abortWrite();
        announceOthers();
        return 0;
    }
    if (!m_store.endWrite(error)) {
        announceOthers();
        return 0;
    }
    announceOthers();
    for (const RowChange &c : std::as_const(changes))
        m_state.apply(c);
    m_announcedSeq = seq;
    emit changed(changes);
    emit eventAppended(seq);
    return seq;
}

qint64 BattleDocument::commit(const Edit &edit, QString *error, Edit *committed)
{
    QList<RowChange> written;
    const qint64 seq = write(
        [&](const BattleState &s, bool, QList<RowChange> *changes, Event *event, QString *why) {
            // Built before a refresh or before another writer's rows: new rows take free numbers.
            QList<RowChange> c = edit.changes;
            renumber(s, &c);
            if (!checkCurrent(s, c, why))
                return false;
            if (m_ruleCheck) {
                if (const QString breach = m_ruleCheck(s, c); !breach.isEmpty()) {
                    *why = breach;
                    return false;
                }
            }
            *changes = c;
            *event = eventOf(edit);
            written = c;
            return true;
        },
        error);
    if (seq != 0 && committed) {
        Edit out = edit;
        out.changes = written;
        *committed = std::move(out);
    }
    return seq;
}

qint64 BattleDocument::commit(const Builder &build, QString *error, Edit *committed)
{
    Edit built;
    const qint64 seq = write(
        [&](const BattleState &s, bool, QList<RowChange> *changes, Event *event, QString *why) {
            built = build(s, why);
            if (built.isEmpty())
                return false;
            if (!checkCurrent(s, built.changes, why))
                return false;
            if (m_ruleCheck) {
                if (const QString breach = m_ruleCheck(s, built.changes); !breach.isEmpty()) {
                    *why = breach;
                    return false;
                }
            }
            *changes = built.changes;
            *event = eventOf(built);
            return true;
        },
        error);
    if (seq != 0 && committed)
        *committed = built;
    return seq;
}

QString BattleDocument::stepSummary(bool redo, const QString &target)
{
    return redo ? tr("Redo: %1").arg(target) : tr("Undo: %1").arg(target);
}

qint64 BattleDocument::revert(const Edit &edit, qint64 target, QString *error)
{
    QList<RowChange> inverse;
    inverse.reserve(edit.changes.size());
    for (auto it = edit.changes.crbegin(); it != edit.changes.crend(); ++it)
        inverse << it->reversed();
    return write(
        [&](const BattleState &s, bool, QList<RowChange> *changes, Event *event, QString *why) {
            if (!checkCurrent(s, inverse, why))
                return false;
            *changes = inverse;
            event->kind = u"undo"_s;
            event->summary = stepSummary(false, edit.summary);
            event->actor = edit.actor;
            event->target = target;
            return true;
        },
        error);
}

qint64 BattleDocument::reapply(const Edit &edit, qint64 target, QString *error)
{
    return write(
        [&](const BattleState &s, bool, QList<RowChange> *changes, Event *event, QString *why) {
            if (!checkCurrent(s, edit.changes, why))
                return false;
            *changes = edit.changes;
            event->kind = u"redo"_s;
            event->summary = stepSummary(true, edit.summary);
            event->actor = edit.actor;
            event->target = target;
            return true;
        },
        error);
}

qint64 BattleDocument::undo(QString *error, qint64 expected, qint64 *target)
{
    return step(false, error, expected, target);
}

qint64 BattleDocument::redo(QString *error, qint64 expected, qint64 *target)
{
    return step(true, error, expected, target);
}

qint64 BattleDocument::step(bool redo, QString *error, qint64 expected, qint64 *target)
{
    qint64 taken = 0;
    const qint64 seq = write(
        [&](const BattleState &s, bool, QList<RowChange> *changes, Event *event, QString *why) {
            const BattleStore::HistoryStep at = redo ? m_store.toRedo() : m_store.toUndo();
            if (at.seq == 0) {
                *why = redo ? tr("nothing to redo: no action was undone since the last one")
                            : tr("nothing to undo: no action stands");
                return false;
            }
            if (expected != 0 && at.seq != expected) {
                *why = tr("another window or program has changed the battle's undo history meanwhile: "
                          "nothing was changed; look at the Edit menu again");
                return false;
            }
            taken = at.seq;
            const QList<Event> logged = m_store.events(at.seq, 1);
            if (logged.size() != 1) {
                *why = tr("event %1 of the log cannot be read").arg(at.seq);
                return false;
            }
            const Edit edit = UndoHistory::editOf(logged.first());
            QList<RowChange> apply;
            if (redo) {
                apply = edit.changes;
            } else {
                apply.reserve(edit.changes.size());
                for (auto it = edit.changes.crbegin(); it != edit.changes.crend(); ++it)
                    apply << it->reversed();
            }
            if (!checkCurrent(s, apply, why))
                return false;
            *changes = apply;
            event->kind = redo ? u"redo"_s : u"undo"_s;
            event->summary = stepSummary(redo, edit.summary);
            event->actor = edit.actor;
            event->target = at.seq;
            return true;
        },
        error);
    if (target)
        *target = taken;
    return seq;
}

bool BattleDocument::refresh(QString *error)
{
    if (m_store.inWrite() || !m_store.othersWrote())
        return true;
    BattleState fresh;
    QString why;
    if (!m_store.load(&fresh, &why)) {
        if (error)
            *error = why;
        emit refreshFailed(why);
        return false;
    }
    takeFresh(std::move(fresh));
    const QList<RowChange> external = std::exchange(m_unannounced, {});
    const qint64 from = m_announcedSeq + 1;
    m_announcedSeq = std::max(m_announcedSeq, m_store.eventCount());
    publish(external, from, m_announcedSeq);
    return true;
}

int BattleDocument::watchInterval() const
{
    return m_watch && m_watch->isActive() ? m_watch->interval() : 0;
}

void BattleDocument::watch(int ms)
{
    if (!m_watch) {
        m_watch = new QTimer(this);
        connect(m_watch, &QTimer::timeout, this, [this] { refresh(); });
    }
    m_watch->start(ms);
}

} // namespace adj
