// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "edits.h"
#include "labels.h"
#include "schemacheck.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
Edit fail(QString *error, const QString &message)
{
    *error = message;
    return {};
}

RowChange insertRow(Table t, Id id, const QVariantMap &row)
{
    return {t, id, {}, row};
}

RowChange updateRow(Table t, Id id, const QVariantMap &before, const QVariantMap &after)
{
    return {t, id, before, after};
}

RowChange deleteRow(Table t, Id id, const QVariantMap &before)
{
    return {t, id, before, {}};
}

QString phaseLabel(const RuleSetProfile &p, const QString &id)
{
    const int i = p.phaseIndex(id);
    return i < 0 ? id : Profiles::label(p.phases.at(i).label);
}
} // namespace

Edit Edits::addSide(const BattleState &s, const QString &name, const QString &color, QString *error)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return fail(error, tr("a side needs a name"));
    if (s.sideByName(trimmed))
        return fail(error, tr("there is already a side called \"%1\"").arg(trimmed));
    // The colour goes into HTML and style sheets: #rrggbb, nothing else.
    if (!SchemaCheck::isColor(color))
        return fail(error,
                    tr("side \"%1\": the colour \"%2\" is not of the form #rrggbb (six hexadecimal digits)")
                        .arg(trimmed, color.left(40)));
    Side side{s.nextId(Table::Sides), trimmed, color, int(s.sides.size())};
    Edit e;
    e.kind = u"side.add"_s;
    e.summary = tr("Side %1 added").arg(trimmed);
    e.actor = trimmed;
    e.inputs = {{u"name"_s, trimmed}, {u"color"_s, color}};
    e.changes << insertRow(Table::Sides, side.id, side.toRow());
    return e;
}

Edit Edits::addUnit(const BattleState &s, const RuleSetProfile &p, const UnitInput &in, QString *error)
{
    const Side *side = s.sideByName(in.side);
    if (!side)
        return fail(error, tr("there is no side called \"%1\"").arg(in.side));
    const QString name = in.name.trimmed();
    if (name.isEmpty())
        return fail(error, tr("a unit needs a name"));
    if (s.unitByName(name))
        return fail(error, tr("there is already a unit called \"%1\"").arg(name));
    const UnitTypeSpec *type = p.type(in.type);
    Unit u;
    u.id = s.nextId(Table::Units);
    u.side = side->id;
    u.name = name;
    u.type = in.type;
    u.attrs = in.attrs;
    u.strengthStart = in.strengthStart >= 0 ? in.strengthStart : (type ? type->defaultStrength : 0);
    u.strength = in.strength >= 0 ? in.strength : u.strengthStart;
    u.position = in.position.trimmed();
    u.sort = int(s.units.size());
    const QString why = Profiles::validateUnit(p, u.type, u.strength, u.strengthStart, &u.attrs);
    if (!why.isEmpty())
        return fail(error, tr("unit \"%1\": %2").arg(name, why));
    Edit e;
    e.kind = u"unit.add"_s;
    e.summary = tr("%1 added to %2").arg(name, side->name);
    e.actor = name;
    e.inputs = QJsonObject::fromVariantMap(u.toRow());
    e.changes << insertRow(Table::Units, u.id, u.toRow());
    return e;
}

Edit Edits::updateUnit(const BattleState &s, const RuleSetProfile &p, const Unit &changed, QString *error)
{
    const auto it = s.units.constFind(changed.id);
    if (it == s.units.cend())
        return fail(error, tr("there is no unit %1").arg(changed.id));
    Unit u = changed;
    u.name = u.name.trimmed();
    if (u.name.isEmpty())
        return fail(error, tr("a unit needs a name"));
    if (const Unit *other = s.unitByName(u.name); other && other->id != u.id)
        return fail(error, tr("there is already a unit called \"%1\"").arg(u.name));
    if (!s.sides.contains(u.side))
        return fail(error, tr("there is no side %1").arg(u.side));
    const QString why = Profiles::validateUnit(p, u.type, u.strength, u.strengthStart, &u.attrs);
    if (!why.isEmpty())
        return fail(error, tr("unit \"%1\": %2").arg(u.name, why));
    if (u == *it)
        return fail(error, tr("nothing to change"));
    Edit e;
    e.kind = u"unit.edit"_s;
    e.summary = u.strength != it->strength
                    ? tr("%1: strength %2 → %3").arg(u.name).arg(it->strength).arg(u.strength)
                    : tr("%1 edited").arg(u.name);
    e.actor = u.name;
    e.inputs = QJsonObject::fromVariantMap(u.toRow());
    e.changes << updateRow(Table::Units, u.id, it->toRow(), u.toRow());
    return e;
}

Edit Edits::removeUnit(const BattleState &s, Id unit, QString *error)
{
    const auto it = s.units.constFind(unit);
    if (it == s.units.cend())
        return fail(error, tr("there is no unit %1").arg(unit));
    Edit e;
    e.kind = u"unit.remove"_s;
    e.summary = tr("%1 removed").arg(it->name);
    e.actor = it->name;
    e.inputs = {{u"unit"_s, unit}};
    // What refers to the unit goes first, so that foreign keys hold at every step.
    for (const Marker &m : s.markers)
        if (m.unit == unit)
            e.changes << deleteRow(Table::Markers, m.id, m.toRow());
    for (const MeasuredRange &r : s.ranges)
        if (r.from == unit || r.to == unit)
            e.changes << deleteRow(Table::Ranges, r.id, r.toRow());
    for (const Leader &l : s.leaders) {
        if (l.unit == unit) {
            Leader alone = l;
            alone.unit = 0;
            alone.position = it->position;
            e.changes << updateRow(Table::Leaders, l.id, l.toRow(), alone.toRow());
        }
    }
    e.changes << deleteRow(Table::Units, unit, it->toRow());
    return e;
}

Edit Edits::addLeader(const BattleState &s, const QString &sideName, const QString &name, int rating,
                      const QString &unitName, QString *error)
{
    const Side *side = s.sideByName(sideName);
    if (!side)
        return fail(error, tr("there is no side called \"%1\"").arg(sideName));
    if (name.trimmed().isEmpty())
        return fail(error, tr("a leader needs a name"));
    if (rating < 0 || rating > 9)
        return fail(error, tr("leader rating %1 is outside 0..9").arg(rating));
    Leader l;
    l.id = s.nextId(Table::Leaders);
    l.side = side->id;
    l.name = name.trimmed();
    l.rating = rating;
    if (!unitName.isEmpty()) {
        const Unit *u = s.unitByName(unitName);
        if (!u)
            return fail(error, tr("there is no unit called \"%1\"").arg(unitName));
        if (u->side != side->id)
            return fail(error, tr("%1 is not on the side of %2").arg(u->name, side->name));
        l.unit = u->id;
    }
    Edit e;
    e.kind = u"leader.add"_s;
    e.summary = tr("Leader %1 added to %2").arg(l.name, side->name);
    e.actor = l.name;
    e.inputs = QJsonObject::fromVariantMap(l.toRow());
    e.changes << insertRow(Table::Leaders, l.id, l.toRow());
    return e;
}

Edit Edits::attachLeader(const BattleState &s, Id leader, Id unit, QString *error)
{
    const auto it = s.leaders.constFind(leader);
    if (it == s.leaders.cend())
        return fail(error, tr("there is no leader %1").arg(leader));
    if (unit != 0 && !s.units.contains(unit))
        return fail(error, tr("there is no unit %1").arg(unit));
    if (unit != 0 && s.units.value(unit).side != it->side)
        return fail(error, tr("a leader can only join a unit of his own side"));
    Leader l = *it;
    l.unit = unit;
    Edit e;
    e.kind = u"leader.attach"_s;
    e.summary =
        unit ? tr("%1 joins %2").arg(l.name, s.units.value(unit).name) : tr("%1 leaves his unit").arg(l.name);
    e.actor = l.name;
    e.changes << updateRow(Table::Leaders, l.id, it->toRow(), l.toRow());
    return e;
}

Edit Edits::updateLeader(const BattleState &s, const Leader &changed, QString *error)
{
    const auto it = s.leaders.constFind(changed.id);
    if (it == s.leaders.cend())
        return fail(error, tr("there is no leader %1").arg(changed.id));
    Leader l = changed;
    l.name = l.name.trimmed();
    if (l.name.isEmpty())
        return fail(error, tr("a leader needs a name"));
    if (l.rating < 0 || l.rating > 9)
        return fail(error, tr("leader rating %1 is outside 0..9").arg(l.rating));
    if (l.side != it->side)
        return fail(error, tr("a leader cannot change sides"));
    if (l.unit != 0 && !s.units.contains(l.unit))
        return fail(error, tr("there is no unit %1").arg(l.unit));
    if (l.unit != 0 && s.units.value(l.unit).side != l.side)
        return fail(error, tr("a leader can only join a unit of his own side"));
    if (l == *it)
        return fail(error, tr("nothing to change"));
    Edit e;
    e.kind = u"leader.edit"_s;
    if (l.unit != it->unit && l.rating == it->rating && l.name == it->name)
        e.summary = l.unit ? tr("%1 joins %2").arg(l.name, s.units.value(l.unit).name)
                           : tr("%1 leaves his unit").arg(l.name);
    else if (l.rating != it->rating)
        e.summary = tr("%1: rating %2 → %3").arg(l.name).arg(it->rating).arg(l.rating);
    else
        e.summary = tr("Leader %1 edited").arg(l.name);
    e.actor = l.name;
    e.inputs = QJsonObject::fromVariantMap(l.toRow());
    e.changes << updateRow(Table::Leaders, l.id, it->toRow(), l.toRow());
    return e;
}

Edit Edits::placeMarker(const BattleState &s, const RuleSetProfile &p, Id unit, const QString &kind,
                        QString *error)
{
    const auto it = s.units.constFind(unit);
    if (it == s.units.cend())
        return fail(error, tr("there is no unit %1").arg(unit));
    if (!p.markerKinds.contains(kind))
        return fail(error, tr("\"%1\" is not a marker of %2 (%3)")
                               .arg(kind, Profiles::label(p.name), p.markerKinds.join(u", "_s)));
    for (const Marker &m : s.activeMarkers(unit))
        if (m.kind == kind)
            return fail(error, tr("%1 already has a %2 marker").arg(it->name, Labels::marker(kind)));
    Marker m{s.nextId(Table::Markers), unit, kind, s.info.turn, 0};
    Edit e;
    e.kind = u"marker.place"_s;
    e.summary = tr("%1 marker placed on %2").arg(Labels::marker(kind), it->name);
    e.actor = it->name;
    e.inputs = {{u"unit"_s, unit}, {u"marker"_s, kind}};
    e.changes << insertRow(Table::Markers, m.id, m.toRow());
    return e;
}

Edit Edits::liftMarker(const BattleState &s, Id marker, QString *error)
{
    const auto it = s.markers.constFind(marker);
    if (it == s.markers.cend() || !it->active())
        return fail(error, tr("there is no marker %1 on the table").arg(marker));
    Marker m = *it;
    m.liftedTurn = s.info.turn;
    const QString unit = s.units.value(m.unit).name;
    Edit e;
    e.kind = u"marker.lift"_s;
    e.summary = tr("%1 marker lifted from %2").arg(Labels::marker(m.kind), unit);
    e.actor = unit;
    e.inputs = {{u"marker"_s, marker}};
    e.changes << updateRow(Table::Markers, m.id, it->toRow(), m.toRow());
    return e;
}

Edit Edits::setCounter(const BattleState &s, const RuleSetProfile &p, Id side, const QString &owner,
                       const QString &kind, int value, QString *error)
{
    if (!p.counterKinds.contains(kind))
        return fail(error, tr("\"%1\" is not a counter of %2 (%3)")
                               .arg(kind, Profiles::label(p.name), p.counterKinds.join(u", "_s)));
    if (side != 0 && !s.sides.contains(side))
        return fail(error, tr("there is no side %1").arg(side));
    const QString who = side != 0 ? s.sides.value(side).name : owner;
    Edit e;
    e.kind = u"counter.set"_s;
    e.actor = who;
    e.inputs = {{u"side"_s, side}, {u"owner"_s, owner}, {u"counter"_s, kind}, {u"value"_s, value}};
    if (const Counter *c = s.counter(side, owner, kind)) {
        if (c->value == value)
            return fail(error, tr("%1 of %2 is already %3").arg(kind, who).arg(value));
        Counter n = *c;
        n.value = value;
        e.summary = tr("%1 of %2: %3 → %4").arg(kind, who).arg(c->value).arg(value);
        e.changes << updateRow(Table::Counters, c->id, c->toRow(), n.toRow());
    } else {
        Counter n{s.nextId(Table::Counters), side, owner, kind, value};
        e.summary = tr("%1 of %2: %3").arg(kind, who).arg(value);
        e.changes << insertRow(Table::Counters, n.id, n.toRow());
    }
    return e;
}

namespace {
// Markers that last a turn (a unit activated, a broadside fired) come off when the next begins.
void liftTurnMarkers(const BattleState &s, const RuleSetProfile &p, int turn, Edit *e)
{
    for (const Marker &m : s.activeMarkers()) {
        if (p.turnMarkers.contains(m.kind)) {
            Marker lifted = m;
            lifted.liftedTurn = turn;
            e->changes << RowChange{Table::Markers, m.id, m.toRow(), lifted.toRow()};
        }
    }
}
} // namespace

Edit Edits::advancePhase(const BattleState &s, const RuleSetProfile &p)
{
    const int i = p.phaseIndex(s.info.phase);
    if (p.phases.isEmpty() || i + 1 >= p.phases.size())
        return advanceTurn(s, p);
    BattleInfo next = s.info;
    next.phase = p.phases.at(i + 1).id;
    Edit e;
    e.kind = u"phase.advance"_s;
    e.summary = tr("Turn %1: %2").arg(next.turn).arg(phaseLabel(p, next.phase));
    e.inputs = {{u"turn"_s, next.turn}, {u"phase"_s, next.phase}};
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    return e;
}

Edit Edits::advanceTurn(const BattleState &s, const RuleSetProfile &p)
{
    BattleInfo next = s.info;
    next.turn += 1;
    next.phase = p.phases.isEmpty() ? QString() : p.phases.first().id;
    Edit e;
    e.kind = u"turn.advance"_s;
    e.summary = tr("Turn %1 begins: %2").arg(next.turn).arg(phaseLabel(p, next.phase));
    e.inputs = {{u"turn"_s, next.turn}, {u"phase"_s, next.phase}};
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    liftTurnMarkers(s, p, s.info.turn, &e);
    return e;
}

Edit Edits::advanceToPhase(const BattleState &s, const RuleSetProfile &p, const QString &phase,
                           QString *error)
{
    const int to = p.phaseIndex(phase);
    if (to < 0)
        return fail(error, tr("\"%1\" is not a phase of %2").arg(phase, Profiles::label(p.name)));
    const int now = p.phaseIndex(s.info.phase);
    // A phase still to come this turn, else that phase of the next turn (turn markers lifted).
    Edit e = to > now ? Edit() : advanceTurn(s, p);
    BattleInfo next = s.info;
    if (to <= now)
        next.turn += 1;
    next.phase = phase;
    const QVariantMap after = next.toRow();
    if (e.isEmpty()) {
        e.kind = u"phase.advance"_s;
        e.summary = tr("Turn %1: %2").arg(next.turn).arg(phaseLabel(p, next.phase));
        e.changes << updateRow(Table::Battle, 1, s.info.toRow(), after);
    } else {
        e.summary = tr("Turn %1 begins: %2").arg(next.turn).arg(phaseLabel(p, next.phase));
        for (RowChange &c : e.changes)
            if (c.table == Table::Battle)
                c.after = after;
    }
    e.inputs = {{u"turn"_s, next.turn}, {u"phase"_s, next.phase}};
    return e;
}

Edit Edits::recordRange(const BattleState &s, const RuleSetProfile &p, Id from, Id to, double value,
                        const QString &measure, QString *error)
{
    if (!s.units.contains(from))
        return fail(error, tr("there is no unit %1").arg(from));
    if (!s.units.contains(to))
        return fail(error, tr("there is no unit %1").arg(to));
    if (from == to)
        return fail(error, tr("a range needs two different units"));
    if (!(value >= 0) || value > 100000)
        return fail(error, tr("range %1 is not a distance").arg(value));
    MeasuredRange r;
    r.id = s.nextId(Table::Ranges);
    r.from = from;
    r.to = to;
    r.value = value;
    r.measure = measure;
    r.turn = s.info.turn;
    if (p.distance == DistanceMeasure::Hexes) {
        if (measure != u"hex"_s)
            return fail(error, tr("%1 measures in hexes, not %2").arg(Profiles::label(p.name), measure));
        if (value != std::floor(value))
            return fail(error, tr("a range in hexes is a whole number, not %1").arg(value));
        r.ground = value;
        r.groundUnit = u"hex"_s;
    } else if (p.distance == DistanceMeasure::Inches) {
        double inches = value;
        if (measure == u"cm"_s)
            inches = value / 2.54;
        else if (measure != u"in"_s)
            return fail(
                error,
                tr("%1 measures in inches or centimetres, not %2").arg(Profiles::label(p.name), measure));
        r.ground = inches * p.groundScale(s.info.scale);
        r.groundUnit = u"yd"_s;
    } else {
        return fail(error, tr("%1 has no measured ranges").arg(Profiles::label(p.name)));
    }
    const QString a = s.units.value(from).name;
    const QString b = s.units.value(to).name;
    Edit e;
    e.kind = u"range.record"_s;
    e.summary = r.groundUnit == u"yd"_s
                    ? tr("%1 → %2: %3 %4 (%5 yards)").arg(a, b).arg(value).arg(measure).arg(qRound(r.ground))
                    : tr("%1 → %2: %3 hexes").arg(a, b).arg(value);
    e.actor = a;
    e.inputs = QJsonObject::fromVariantMap(r.toRow());
    e.changes << insertRow(Table::Ranges, r.id, r.toRow());
    return e;
}

Edit Edits::setOptions(const BattleState &s, const RuleSetProfile &p, const QStringList &options,
                       QString *error)
{
    for (const QString &o : options)
        if (!p.optionalRules.contains(o))
            return fail(error, tr("\"%1\" is not an optional rule of %2").arg(o, Profiles::label(p.name)));
    BattleInfo next = s.info;
    next.options = options;
    next.options.sort();
    Edit e;
    e.kind = u"options.set"_s;
    e.summary =
        tr("Optional rules: %1").arg(next.options.isEmpty() ? tr("none") : next.options.join(u", "_s));
    e.inputs = {{u"options"_s, QJsonArray::fromStringList(next.options)}};
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    return e;
}

Edit Edits::setNotes(const BattleState &s, const QString &notes)
{
    BattleInfo next = s.info;
    next.notes = notes;
    Edit e;
    e.kind = u"notes.set"_s;
    e.summary = tr("Referee's notes changed");
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    return e;
}

} // namespace adj

namespace adj {

Edit Edits::setBoard(const BattleState &s, const QJsonObject &board)
{
    BattleInfo next = s.info;
    next.board = board;
    Edit e;
    e.kind = u"board.set"_s;
    e.summary = tr("Board: %1 × %2 hexes, %n terrain tile(s)", nullptr,
                   int(board.value(u"tiles"_s).toObject().size()))
                    .arg(board.value(u"width"_s).toInt())
                    .arg(board.value(u"height"_s).toInt());
    e.inputs = board;
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    return e;
}

Edit Edits::setOverrides(const BattleState &s, const QJsonObject &overrides)
{
    BattleInfo next = s.info;
    next.overrides = overrides;
    Edit e;
    e.kind = u"house-rules.set"_s;
    e.summary = overrides.isEmpty()
                    ? tr("House rules cleared")
                    : tr("House rules: %n table entr(y/ies) changed", nullptr, int(overrides.size()));
    e.inputs = overrides;
    e.changes << updateRow(Table::Battle, 1, s.info.toRow(), next.toRow());
    return e;
}

} // namespace adj
