#include "battledocument.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

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
    return doc;
}

std::unique_ptr<BattleDocument> BattleDocument::open(const QString &path, QString *error)
{
    std::unique_ptr<BattleDocument> doc(new BattleDocument);
    if (!doc->m_store.open(path, error) || !doc->m_store.load(&doc->m_state, error))
        return nullptr;
    doc->m_profile = Profiles::find(doc->m_state.info.ruleset);
    if (!doc->m_profile) {
        *error = BattleStore::tr("%1 uses the rule set \"%2\", which this Adjutant does not know.")
                     .arg(path, doc->m_state.info.ruleset);
        return nullptr;
    }
    return doc;
}

BattleDocument::~BattleDocument() = default;

qint64 BattleDocument::submit(const Edit &edit, QString *error)
{
    return m_sink ? m_sink->submit(edit, error) : commit(edit, error);
}

bool BattleDocument::checkCurrent(const QList<RowChange> &changes, QString *error) const
{
    // A change applies only to the row it was made from: an edit built from a stale
    // state is refused instead of silently overwriting someone else's change.
    QHash<QPair<int, qint64>, QVariantMap> pending; // rows already changed earlier in this edit
    for (const RowChange &c : changes) {
        const QPair<int, qint64> key{int(c.table), c.id};
        const auto it = pending.constFind(key);
        const QVariantMap current = it != pending.cend() ? *it : m_state.row(c.table, c.id);
        if (current != c.before) {
            *error = BattleStore::tr("the %1 row %2 has changed since this edit was prepared")
                         .arg(tableName(c.table))
                         .arg(c.id);
            return false;
        }
        pending.insert(key, c.after);
    }
    return true;
}

qint64 BattleDocument::write(const QList<RowChange> &changes, Event event, QString *error)
{
    if (!checkCurrent(changes, error))
        return 0;
    event.turn = m_state.info.turn;
    event.phase = m_state.info.phase;
    const qint64 seq = m_store.commit(changes, event, error);
    if (seq == 0)
        return 0;
    for (const RowChange &c : changes)
        m_state.apply(c);
    emit changed(changes);
    emit eventAppended(seq);
    return seq;
}

qint64 BattleDocument::commit(const Edit &edit, QString *error)
{
    if (m_ruleCheck) {
        const QString breach = m_ruleCheck(m_state, edit.changes);
        if (!breach.isEmpty()) {
            *error = breach;
            return 0;
        }
    }
    Event e;
    e.kind = edit.kind;
    e.summary = edit.summary;
    e.actor = edit.actor;
    e.inputs = edit.inputs;
    e.dice = edit.dice;
    e.trace = edit.trace;
    for (const Effect &effect : edit.effects)
        e.effects.append(effect.toJson());
    return write(edit.changes, e, error);
}

qint64 BattleDocument::revert(const Edit &edit, qint64 target, QString *error)
{
    QList<RowChange> inverse;
    inverse.reserve(edit.changes.size());
    for (auto it = edit.changes.crbegin(); it != edit.changes.crend(); ++it)
        inverse << it->reversed();
    Event e;
    e.kind = u"undo"_s;
    e.summary = tr("Undo: %1").arg(edit.summary);
    e.actor = edit.actor;
    e.target = target;
    return write(inverse, e, error);
}

qint64 BattleDocument::reapply(const Edit &edit, qint64 target, QString *error)
{
    Event e;
    e.kind = u"redo"_s;
    e.summary = tr("Redo: %1").arg(edit.summary);
    e.actor = edit.actor;
    e.target = target;
    return write(edit.changes, e, error);
}

} // namespace adj
