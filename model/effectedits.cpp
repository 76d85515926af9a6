// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "effectedits.h"

#include "edits.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

Id EffectEdits::bindUnit(const BattleState &s, const Effect &e, const QJsonObject &inputs)
{
    if (e.unit != 0)
        return s.units.contains(e.unit) ? e.unit : 0;
    const QJsonValue v = inputs.value(e.subject);
    if (v.isDouble())
        return s.units.contains(v.toInteger()) ? v.toInteger() : 0;
    if (v.isString())
        if (const Unit *u = s.unitByName(v.toString()))
            return u->id;
    return 0;
}

Edit EffectEdits::build(const BattleState &start, const RuleSetProfile &p, const Resolved &r, QString *error)
{
    // Effects apply one after the other, each to the state the ones before it left.
    BattleState s = start;
    Edit edit;
    edit.kind = u"resolve.%1"_s.arg(r.action);
    edit.summary = r.summary;
    edit.actor = r.actor;
    edit.inputs = r.inputs;
    edit.dice = r.dice;
    edit.trace = r.trace;
    edit.effects = r.effects;
    auto change = [&](Table t, Id id, const QVariantMap &after) {
        const RowChange c{t, id, s.row(t, id), after};
        s.apply(c);
        edit.changes << c;
    };
    auto refuse = [&](const QString &why) {
        *error = why;
        return Edit{};
    };
    auto sideOf = [&](const Effect &e) -> const Side * {
        if (!e.side.isEmpty())
            return s.sideByName(e.side);
        const Id unit = bindUnit(s, e, r.inputs);
        return unit ? &*s.sides.constFind(s.units.value(unit).side) : nullptr;
    };
    auto addToCounter = [&](Id side, const QString &kind, int delta) {
        if (const Counter *c = s.counter(side, {}, kind)) {
            Counter n = *c;
            n.value += delta;
            change(Table::Counters, n.id, n.toRow());
        } else {
            const Counter n{s.nextId(Table::Counters), side, {}, kind, delta};
            change(Table::Counters, n.id, n.toRow());
        }
    };

    for (const Effect &e : r.effects) {
        const QString what = Effect::kindId(e.kind);
        switch (e.kind) {
        case Effect::Kind::Note:
        case Effect::Kind::Retreat: // the referee moves the figure; the log keeps the order
            continue;
        case Effect::Kind::ChangeCounter:
        case Effect::Kind::SpendAp: {
            const Side *side = sideOf(e);
            if (!side)
                return refuse(
                    tr("%1: no side \"%2\" in this battle").arg(what, e.side.isEmpty() ? e.subject : e.side));
            if (e.kind == Effect::Kind::SpendAp) {
                const Counter *ap = s.counter(side->id, {}, u"AP"_s);
                const int left = ap ? ap->value : 0;
                if (left < e.amount)
                    return refuse(tr("%1 has %2 AP left; this action needs %3 (%4)")
                                      .arg(side->name)
                                      .arg(left)
                                      .arg(e.amount)
                                      .arg(e.rule));
                addToCounter(side->id, u"AP"_s, -e.amount);
            } else {
                if (!p.counterKinds.contains(e.counter))
                    return refuse(tr("%1: \"%2\" is not a counter of %3")
                                      .arg(what, e.counter, Profiles::label(p.name)));
                addToCounter(side->id, e.counter, e.amount);
            }
            continue;
        }
        case Effect::Kind::SetPhase: {
            // The result moves the turn on (a round resolved, a duration ended): the battle's turn
            // and phase, and a new turn's markers lifted, as advancing it by hand does.
            if (p.phaseIndex(e.attribute) < 0 || e.amount < 0)
                return refuse(
                    tr("%1: \"%2\" is not a phase of %3").arg(what, e.attribute, Profiles::label(p.name)));
            const Edit moved = e.amount > 0 ? Edits::advanceTurn(s, p) : Edit();
            for (const RowChange &c : moved.changes)
                if (c.table != Table::Battle)
                    change(c.table, c.id, c.after);
            BattleInfo next = s.info;
            next.turn += e.amount;
            next.phase = e.attribute;
            change(Table::Battle, 1, next.toRow());
            continue;
        }
        case Effect::Kind::SetTracker: {
            if (e.attribute.isEmpty() || !e.value.isObject())
                return refuse(tr("%1: a tracker needs a key and a JSON object").arg(what));
            const Tracker *old = s.tracker(e.attribute);
            const Tracker t{old ? old->id : s.nextId(Table::Trackers), e.attribute, e.value.toObject(),
                            e.text, s.info.turn};
            change(Table::Trackers, t.id, t.toRow());
            continue;
        }
        case Effect::Kind::LoseLeader: {
            const auto it = s.leaders.constFind(e.unit);
            Leader l;
            if (it != s.leaders.cend()) {
                l = *it;
            } else {
                const Id unit = bindUnit(s, e, r.inputs);
                const QList<Leader> with = unit ? s.leadersWith(unit) : QList<Leader>();
                if (with.isEmpty())
                    return refuse(tr("%1: no leader with \"%2\"").arg(what, e.subject));
                l = with.first();
            }
            l.status = u"lost"_s;
            l.unit = 0;
            change(Table::Leaders, l.id, l.toRow());
            continue;
        }
        case Effect::Kind::SetAttribute:
            // A leader's wound (a general's risk): leaders carry a status, not attributes.
            if (e.subject.startsWith(u"leader"_s) || e.subject.startsWith(u"general"_s)) {
                const auto it = s.leaders.constFind(e.unit ? e.unit : r.inputs.value(e.subject).toInteger());
                if (it == s.leaders.cend())
                    return refuse(tr("%1: no leader of this battle for \"%2\"").arg(what, e.subject));
                Leader l = *it;
                if (e.attribute == u"position"_s) { // a leader moved: he stands on his own hex
                    if (!e.value.isString())
                        return refuse(tr("%1 on %2: a position is a hex label or text").arg(what, l.name));
                    l.position = e.value.toString();
                    l.unit = 0;
                } else {
                    l.status = u"wounded"_s;
                }
                change(Table::Leaders, l.id, l.toRow());
                continue;
            }
            break;
        default:
            break;
        }

        const Id unitId = bindUnit(s, e, r.inputs);
        if (unitId == 0)
            return refuse(tr("%1: the inputs name no unit of this battle for \"%2\"").arg(what, e.subject));
        Unit u = s.units.value(unitId);
        switch (e.kind) {
        case Effect::Kind::LoseStrength:
            if (e.amount < 0)
                return refuse(tr("%1: a loss cannot be negative (%2)").arg(what).arg(e.amount));
            u.strength = std::max(0, u.strength - e.amount);
            if (u.strength == 0)
                u.status = u"eliminated"_s;
            change(Table::Units, u.id, u.toRow());
            break;
        case Effect::Kind::GainStrength:
            if (e.amount < 0)
                return refuse(tr("%1: a gain cannot be negative (%2)").arg(what).arg(e.amount));
            u.strength = std::min(u.strengthStart, u.strength + e.amount);
            change(Table::Units, u.id, u.toRow());
            break;
        case Effect::Kind::Eliminate:
            u.strength = 0;
            u.status = e.attribute.isEmpty() ? u"eliminated"_s : e.attribute; // "captured", "sunk"
            change(Table::Units, u.id, u.toRow());
            break;
        case Effect::Kind::PlaceMarker: {
            if (!p.markerKinds.contains(e.marker))
                return refuse(
                    tr("%1: \"%2\" is not a marker of %3").arg(what, e.marker, Profiles::label(p.name)));
            bool present = false;
            for (const Marker &m : s.activeMarkers(u.id))
                present = present || m.kind == e.marker;
            if (!present) { // markers are not cumulative: one of a kind at a time
                const Marker m{s.nextId(Table::Markers), u.id, e.marker, s.info.turn, 0};
                change(Table::Markers, m.id, m.toRow());
            }
            break;
        }
        case Effect::Kind::LiftMarker:
            for (Marker m : s.activeMarkers(u.id)) {
                if (m.kind == e.marker) {
                    m.liftedTurn = s.info.turn;
                    change(Table::Markers, m.id, m.toRow());
                }
            }
            break;
        case Effect::Kind::SetAttribute: {
            if (e.attribute == u"position"_s) { // a move on the board (a ship's plotted move)
                if (!e.value.isString())
                    return refuse(tr("%1 on %2: a position is a hex label or text").arg(what, u.name));
                u.position = e.value.toString();
                change(Table::Units, u.id, u.toRow());
                break;
            }
            u.attrs.insert(e.attribute, e.value);
            const QString why = Profiles::validateUnit(p, u.type, u.strength, u.strengthStart, &u.attrs);
            if (!why.isEmpty())
                return refuse(tr("%1 on %2: %3").arg(what, u.name, why));
            change(Table::Units, u.id, u.toRow());
            break;
        }
        default:
            break;
        }
    }
    return edit;
}

} // namespace adj
