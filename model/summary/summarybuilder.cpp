// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summarybuilder.h"

#include "battlestore.h"
#include "sqlitelink.h"
#include "summary/lossbands.h"
#include "victory.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kPage = 2000; // events read from the store at a time

bool counted(const Event &e)
{
    return !e.undone && e.kind != u"undo"_s && e.kind != u"redo"_s;
}

QJsonArray arrayOf(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toByteArray()).array();
}

// The JSON columns as the query should name them: their bytes as stored (CAST AS BLOB), so that the
// driver hands over the UTF-8 that QJsonDocument reads, instead of converting each value to UTF-16
// and arrayOf() converting it back (a third of reading the earlier turns of a long battle). A file
// stored in UTF-16 keeps the text: its bytes would not be UTF-8.
QStringList jsonColumns(QSqlDatabase &db, const QStringList &columns)
{
    QSqlQuery q(db);
    const bool utf8 = q.exec(u"PRAGMA encoding"_s) && q.next() && q.value(0).toString() == u"UTF-8"_s;
    if (!utf8)
        return columns;
    QStringList out;
    for (const QString &c : columns)
        out << u"CAST(%1 AS BLOB)"_s.arg(c);
    return out;
}

int intOf(const QJsonObject &row, const QString &key)
{
    return row.value(key).toInt();
}
} // namespace

QString SummaryBuilder::measureId(StrengthMeasure m)
{
    return Profiles::measureId(m); // one id, the rule sets' JSON and the summary's alike
}

SummaryBuilder::SummaryBuilder(const BattleState &state, const RuleSetProfile &profile, int turn)
    : m_state(state)
    , m_race(profile.raceTitle ? Victory::measure(profile) : QString())
    , m_turn(std::max(0, turn))
    , m_last(turn > 0 ? turn : std::max(1, state.info.turn))
{
    m_out.battle = state.info.name;
    m_out.ruleset = state.info.ruleset;
    m_out.measure = measureId(profile.strength);
    m_out.turn = m_turn;
    m_out.lastTurn = m_last;
    QList<Side> sides = state.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    for (const Side &s : sides) {
        m_sideIndex.insert(s.id, int(m_out.sides.size()));
        TurnSummary::SideLine line;
        line.id = s.id;
        line.name = s.name;
        line.color = s.color;
        m_out.sides << line;
    }
}

TurnSummary::SideLine *SummaryBuilder::side(Id id)
{
    const auto it = m_sideIndex.constFind(id);
    return it == m_sideIndex.cend() ? nullptr : &m_out.sides[*it];
}

void SummaryBuilder::addTo(QHash<Id, QList<int>> &perTurn, Id sideId, int turn, int amount)
{
    if (amount == 0)
        return;
    QList<int> &v = perTurn[sideId];
    if (v.size() < m_last)
        v.resize(m_last);
    v[turn - 1] += amount;
}

void SummaryBuilder::add(const Event &e)
{
    const int turn = std::max(1, e.turn);
    if (!counted(e) || turn > m_last)
        return;
    const bool now = inPeriod(turn);
    if (now)
        ++m_out.events;
    const bool resolution = now && e.kind.startsWith(u"resolve."_s);
    QList<TurnSummary::Outcome> outcomes;
    m_outcomes = resolution ? &outcomes : nullptr;
    addChanges(e, turn);
    m_outcomes = nullptr;
    if (resolution)
        addResolution(e, turn, std::move(outcomes));
}

QStringList SummaryBuilder::unitNames(const QJsonValue &ids, QStringList *types) const
{
    QStringList names;
    for (const QJsonValue &v : ids.toArray()) {
        const Id id = v.toInteger();
        const QString name = m_unitName.value(id);
        if (name.isEmpty())
            continue;
        names << name;
        if (types)
            *types << m_unitType.value(id);
    }
    return names;
}

void SummaryBuilder::addResolution(const Event &e, int turn, QList<TurnSummary::Outcome> outcomes)
{
    TurnSummary::ResolutionLine r;
    r.seq = e.seq;
    r.turn = turn;
    r.phase = e.phase;
    r.action = e.kind.mid(8);
    r.actor = e.actor;
    r.summary = e.summary;
    for (const QJsonValue &t : e.trace) {
        const QString rule = t.toObject().value(u"rule"_s).toString();
        if (!rule.isEmpty() && !r.rules.contains(rule))
            r.rules << rule;
    }
    r.actors = unitNames(e.inputs.value(u"_actors"_s));
    if (r.actors.isEmpty() && !e.actor.isEmpty())
        r.actors << e.actor; // a side acting (its action points), or a log from before names were kept
    r.targets = unitNames(e.inputs.value(u"_targets"_s), &r.targetTypes);
    r.result = e.trace.isEmpty() ? e.summary : e.trace.last().toObject().value(u"text"_s).toString();
    r.outcomes = std::move(outcomes);
    keep(std::move(r));
    // What the resolution left for the referee to do by hand.
    for (const QJsonValue &fx : e.effects) {
        const QJsonObject o = fx.toObject();
        if (o.value(u"kind"_s).toString() == u"note"_s && !o.value(u"text"_s).toString().isEmpty())
            keep(TurnSummary::NoteLine{e.seq, turn, o.value(u"text"_s).toString()});
    }
}

void SummaryBuilder::addChanges(const Event &e, int turn)
{
    for (const QJsonValue &v : e.changes) {
        const QJsonObject o = v.toObject();
        Change c;
        if (!tableFromName(o.value(u"table"_s).toString(), &c.table))
            continue;
        c.id = o.value(u"id"_s).toInteger();
        c.before = o.value(u"before"_s).toObject();
        c.after = o.value(u"after"_s).toObject();
        if (c.table == Table::Units)
            addUnitChange(turn, c);
        else
            addOtherChange(e, turn, c);
    }
}

void SummaryBuilder::addUnitChange(int turn, const Change &c)
{
    const Id sideBefore = c.before.value(u"side_id"_s).toInteger();
    const Id sideAfter = c.after.value(u"side_id"_s).toInteger();
    const QJsonObject &row = c.after.isEmpty() ? c.before : c.after;
    m_unitSide.insert(c.id, c.after.isEmpty() ? sideBefore : sideAfter);
    m_unitName.insert(c.id, row.value(u"name"_s).toString());
    m_unitType.insert(c.id, row.value(u"type"_s).toString());
    const int sb = intOf(c.before, u"strength"_s);
    const int sa = intOf(c.after, u"strength"_s);
    if (!c.before.isEmpty()) {
        addTo(m_strengthDelta, sideBefore, turn, -sb);
        addTo(m_startDelta, sideBefore, turn, -intOf(c.before, u"strength_start"_s));
    }
    if (!c.after.isEmpty()) {
        addTo(m_strengthDelta, sideAfter, turn, sa);
        addTo(m_startDelta, sideAfter, turn, intOf(c.after, u"strength_start"_s));
    }
    if (c.after.isEmpty()) { // left the roster: not a casualty
        addTo(m_joined, sideBefore, turn, -sb);
        m_units.remove(c.id);
        return;
    }
    UnitAcc &unit = m_units[c.id];
    unit.strength = sa;
    unit.strengthStart = intOf(c.after, u"strength_start"_s);
    if (c.before.isEmpty()) { // joined the roster: not a casualty
        addTo(m_joined, sideAfter, turn, sa);
        unit.atStart = sa;
        return;
    }
    if (sideBefore != sideAfter) { // gone over, with the strength it had
        addTo(m_joined, sideBefore, turn, -sb);
        addTo(m_joined, sideAfter, turn, sb);
    }
    if (!inPeriod(turn)) // before the period: where the unit stands when it begins
        unit.atStart = sa;
    const QString status = c.after.value(u"status"_s).toString();
    const bool statusChanged = status != c.before.value(u"status"_s).toString();
    if (m_outcomes && (sa != sb || statusChanged))
        *m_outcomes << TurnSummary::Outcome{
            row.value(u"name"_s).toString(),     row.value(u"type"_s).toString(),   sideAfter, sb, sa,
            intOf(c.after, u"strength_start"_s), statusChanged ? status : QString()};
    addTo(m_lost, sideAfter, turn, std::max(0, sb - sa));
    addTo(m_regained, sideAfter, turn, std::max(0, sa - sb));
    if (inPeriod(turn) && sa != sb) {
        unit.touched = true;
        unit.lost += std::max(0, sb - sa);
        unit.regained += std::max(0, sa - sb);
    }
    if (inPeriod(turn) && !status.isEmpty() && statusChanged)
        if (TurnSummary::SideLine *s = side(sideAfter))
            s->units << TurnSummary::UnitLine{row.value(u"name"_s).toString(), status, turn, c.id};
}

void SummaryBuilder::addOtherChange(const Event &e, int turn, const Change &c)
{
    const bool now = inPeriod(turn);
    switch (c.table) {
    case Table::Counters: {
        CounterAcc &acc = m_counters[c.id];
        const QJsonObject &row = c.after.isEmpty() ? c.before : c.after;
        acc.side = row.value(u"side_id"_s).toInteger();
        acc.owner = row.value(u"owner"_s).toString();
        acc.kind = row.value(u"kind"_s).toString();
        const int before = intOf(c.before, u"value"_s);
        const int after = intOf(c.after, u"value"_s);
        // A counter set up in the period starts its standing there; setting it up is no change.
        if (!acc.seen || !now)
            acc.before = after;
        acc.seen = true;
        if (now && !c.before.isEmpty())
            acc.changed = true;
        acc.after = after;
        if (acc.side != 0 && !m_race.isEmpty() && acc.kind == m_race)
            addTo(m_raceDelta, acc.side, turn, after - before);
        break;
    }
    case Table::Markers: {
        if (!now || c.after.isEmpty())
            break;
        const Id unit = c.after.value(u"unit_id"_s).toInteger();
        TurnSummary::SideLine *s = side(m_unitSide.value(unit));
        if (!s)
            break;
        const TurnSummary::MarkerLine line{m_unitName.value(unit), c.after.value(u"kind"_s).toString(), turn,
                                           unit};
        const bool liftedBefore = !c.before.isEmpty() && intOf(c.before, u"lifted_turn"_s) != 0;
        if (c.before.isEmpty())
            s->placed << line;
        else if (!liftedBefore && intOf(c.after, u"lifted_turn"_s) != 0)
            s->lifted << line;
        break;
    }
    case Table::Leaders: {
        const QString status = c.after.value(u"status"_s).toString();
        if (!now || status.isEmpty() || status == c.before.value(u"status"_s).toString())
            break;
        if (TurnSummary::SideLine *s = side(c.after.value(u"side_id"_s).toInteger()))
            s->leaders << TurnSummary::LeaderLine{c.after.value(u"name"_s).toString(), status, turn};
        break;
    }
    case Table::Trackers: {
        // Each change of a rule set's bookkeeping in the period, with the line it now shows.
        if (!now || c.after.isEmpty())
            break;
        const QString key = c.after.value(u"key"_s).toString();
        const QString label = c.after.value(u"label"_s).toString();
        keep(TurnSummary::BookkeepingLine{e.seq, turn, key, label.isEmpty() ? key : label});
        break;
    }
    case Table::Battle:
        if (now && e.kind == u"notes.set"_s)
            keep(TurnSummary::NoteLine{e.seq, turn, c.after.value(u"notes"_s).toString()});
        break;
    default:
        break;
    }
}

TurnSummary SummaryBuilder::finish()
{
    const int first = m_turn == 0 ? 1 : m_turn;
    auto series = [&](const QHash<Id, QList<int>> &map, Id sideId, bool cumulative) {
        QList<int> v = map.value(sideId);
        v.resize(m_last);
        if (cumulative)
            for (int i = 1; i < v.size(); ++i)
                v[i] += v[i - 1];
        return v;
    };
    auto sum = [&](const QList<int> &v, int from, int to) {
        int total = 0;
        for (int i = from; i <= to; ++i)
            total += v.at(i - 1);
        return total;
    };
    for (TurnSummary::SideLine &s : m_out.sides) {
        s.casualtiesPerTurn = series(m_lost, s.id, false);
        s.strengthPerTurn = series(m_strengthDelta, s.id, true);
        if (!m_race.isEmpty())
            s.racePerTurn = series(m_raceDelta, s.id, true);
        s.strength = s.strengthPerTurn.value(m_last - 1);
        const QList<int> joined = series(m_joined, s.id, false);
        s.atStart = (first >= 2 ? s.strengthPerTurn.value(first - 2) : 0) + sum(joined, first, m_last);
        s.strengthBegan = joined.value(0);
        s.strengthStart = series(m_startDelta, s.id, true).value(m_last - 1);
        s.lost = sum(s.casualtiesPerTurn, first, m_last);
        s.regainedPerTurn = series(m_regained, s.id, false);
        s.regained = sum(s.regainedPerTurn, first, m_last);
        s.lostSoFar = sum(s.casualtiesPerTurn, 1, m_last);
        s.lossBand = LossBands::band(s.lost, s.strengthStart);
    }
    for (auto it = m_units.cbegin(); it != m_units.cend(); ++it)
        if (it->touched)
            if (TurnSummary::SideLine *s = side(m_unitSide.value(it.key())))
                s->losses << TurnSummary::LossLine{
                    m_unitName.value(it.key()), it->lost, it->regained, it->atStart, it->strength,
                    it->strengthStart,          it.key()};
    // Disorder at the end of the period: a routed unit, or a marker of disorder on the table.
    for (const Unit &u : m_state.units)
        if (u.status == u"routed"_s)
            if (TurnSummary::SideLine *s = side(u.side))
                s->inDisorder = true;
    for (const Marker &m : m_state.markers) {
        const bool onTable = m.placedTurn <= m_last && (m.liftedTurn == 0 || m.liftedTurn > m_last);
        if (onTable && LossBands::disorderMarkers().contains(m.kind))
            if (TurnSummary::SideLine *s = side(m_state.units.value(m.unit).side))
                s->inDisorder = true;
    }
    for (auto it = m_counters.cbegin(); it != m_counters.cend(); ++it) {
        const TurnSummary::CounterLine line{it->kind, it->owner, it->before, it->after,
                                            it->changed || it->before != it->after};
        if (TurnSummary::SideLine *s = it->side != 0 ? side(it->side) : nullptr)
            s->counters << line;
        else
            m_out.battleCounters << line;
    }
    return m_out;
}

TurnSummary SummaryBuilder::build(const BattleState &state, const RuleSetProfile &profile,
                                  const QList<Event> &log, int turn)
{
    SummaryBuilder b(state, profile, turn);
    for (const Event &e : log)
        b.add(e);
    return b.finish();
}

TurnSummary SummaryBuilder::build(const BattleState &state, const RuleSetProfile &profile,
                                  const BattleStore &store, int turn)
{
    SummaryBuilder b(state, profile, turn);
    if (turn > 0 && b.addEarlierTurns(store.path(), turn)) {
        for (const Event &e : store.eventsOfTurn(turn))
            b.add(e);
    } else {
        for (qint64 from = 1; from <= store.eventCount(); from += kPage)
            for (const Event &e : store.events(from, kPage))
                b.add(e);
    }
    return b.finish();
}

bool SummaryBuilder::build(const BattleState &state, const RuleSetProfile &profile, const QString &path,
                           int turn, TurnSummary *out, QString *error)
{
    SummaryBuilder b(state, profile, turn);
    if (!b.read(path, error))
        return false;
    *out = b.finish();
    return true;
}

bool SummaryBuilder::read(const QString &path, QString *error)
{
    if (m_turn > 0 && !addEarlierTurns(path, m_turn)) {
        *error = QCoreApplication::translate("adj::SummaryBuilder", "%1 could not be read").arg(path);
        return false;
    }
    return addEvents(path, m_turn, error);
}

void SummaryBuilder::keep(TurnSummary::ResolutionLine &&line)
{
    if (m_sink.resolution)
        m_sink.resolution(line);
    else
        m_out.resolutions << std::move(line);
}

void SummaryBuilder::keep(TurnSummary::BookkeepingLine &&line)
{
    if (m_sink.bookkeeping)
        m_sink.bookkeeping(line);
    else
        m_out.bookkeeping << std::move(line);
}

void SummaryBuilder::keep(TurnSummary::NoteLine &&line)
{
    if (m_sink.note)
        m_sink.note(line);
    else
        m_out.notes << std::move(line);
}

bool SummaryBuilder::addEvents(const QString &path, int turn, QString *error)
{
    // The events of the period whole, but only the columns the summary reads.
    const QString name = u"adj-summary-events-%1"_s.arg(quintptr(this), 0, 16);
    bool ok = false;
    {
        // Hardened as the store's own connection; immutable where the battle's folder is read-only.
        QString why;
        QSqlDatabase db = BattleStore::connectReadOnly(name, path, &why);
        if (db.isOpen()) {
            QSqlQuery q(db);
            q.setForwardOnly(true);
            const QStringList json = jsonColumns(db, {u"trace"_s, u"effects"_s, u"changes"_s, u"inputs"_s});
            q.prepare(u"SELECT seq, turn, phase, kind, actor, summary, %1, %2, %3, undone, %4 "
                      "FROM events WHERE turn %5 ? ORDER BY seq"_s.arg(
                          json.at(0), json.at(1), json.at(2), json.at(3), turn > 0 ? u"="_s : u">="_s));
            q.addBindValue(turn);
            if (q.exec()) {
                ok = true;
                Event e;
                while (q.next()) {
                    e.seq = q.value(0).toLongLong();
                    e.turn = q.value(1).toInt();
                    e.phase = q.value(2).toString();
                    e.kind = q.value(3).toString();
                    e.actor = q.value(4).toString();
                    e.summary = q.value(5).toString();
                    e.trace = arrayOf(q.value(6));
                    e.effects = arrayOf(q.value(7));
                    e.changes = arrayOf(q.value(8));
                    e.undone = q.value(9).toBool();
                    e.inputs = QJsonDocument::fromJson(q.value(10).toByteArray()).object();
                    add(e);
                }
            }
            if (!ok)
                *error = QCoreApplication::translate("adj::SummaryBuilder", "%1 could not be read: %2")
                             .arg(path, sqlite::explain(q.lastError()));
        } else {
            *error = why;
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool SummaryBuilder::addEarlierTurns(const QString &path, int turn)
{
    // Only the row changes of the counted events: the rest of an event is not read at all. Before
    // the period only units' and counters' rows count (the series, the standings at its start:
    // addUnitChange, addOtherChange): an event before it whose changes name neither table (a
    // marker placed, a card drawn) is not read either. Events of turn 0 count as turn 1's (add()),
    // so in turn 1's period all are read. The test is on the stored text, where a table's name is
    // the JSON string "units" or "counters": a unit named so is read for nothing, never missed.
    const QString name = u"adj-summary-%1"_s.arg(quintptr(this), 0, 16);
    bool ok = false;
    {
        // Hardened as the store's own connection; immutable where the battle's folder is read-only.
        QString why;
        QSqlDatabase db = BattleStore::connectReadOnly(name, path, &why);
        if (db.isOpen()) {
            QSqlQuery q(db);
            q.setForwardOnly(true);
            q.prepare(u"SELECT seq, turn, kind, %1 FROM events WHERE turn < ? AND undone = 0 "
                      "AND kind NOT IN ('undo', 'redo') "
                      "AND (max(turn, 1) >= ? OR instr(changes, '\"units\"') > 0 "
                      "OR instr(changes, '\"counters\"') > 0) ORDER BY seq"_s.arg(
                          jsonColumns(db, {u"changes"_s}).at(0)));
            q.addBindValue(turn);
            q.addBindValue(turn);
            if (q.exec()) {
                ok = true;
                Event e;
                while (q.next()) {
                    e.seq = q.value(0).toLongLong();
                    e.turn = q.value(1).toInt();
                    e.kind = q.value(2).toString();
                    e.changes = QJsonDocument::fromJson(q.value(3).toByteArray()).array();
                    add(e);
                }
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace adj
