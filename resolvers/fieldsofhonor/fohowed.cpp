// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohowed.h"

#include "core/tablebattle.h"
#include "fohchargephase.h"
#include "fohcharges.h"
#include "fohmovement.h"
#include "fohmovementphase.h"
#include "fohrecord.h"
#include "fohroster.h"
#include "model/battlestate.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QString sideOf(const BattleState &battle, const Unit &u)
{
    return battle.sides.value(u.side).name;
}

// The units in play in the battle's order: side by side, then as the roster lists them.
QList<Unit> inPlay(const BattleState &battle)
{
    QList<Unit> out;
    for (const Unit &u : battle.units)
        if (u.status.isEmpty())
            out.append(u);
    std::stable_sort(out.begin(), out.end(), [&](const Unit &a, const Unit &b) {
        const int sa = battle.sides.value(a.side).sort, sb = battle.sides.value(b.side).sort;
        return sa != sb ? sa < sb : a.sort < b.sort;
    });
    return out;
}

const Unit *unitIn(const BattleState &battle, qint64 id)
{
    const auto it = battle.units.constFind(id);
    return it != battle.units.cend() && it->status.isEmpty() ? &*it : nullptr;
}

QString stateOf(const Unit &u)
{
    return u.attrs.value(u"moraleState"_s).toString();
}

bool broken(const Unit &u)
{
    return stateOf(u) == u"shaken"_s || stateOf(u) == u"routed"_s;
}

// This turn's charges as the Charge Phase's tracker holds them; none written when it holds another turn's.
FohCharges chargesOfTheTurn(const BattleState &battle)
{
    if (const Tracker *t = battle.tracker(FohChargePhase::trackerKey())) {
        QString error;
        const FohCharges read = FohCharges::fromJson(t->value, &error);
        if (error.isEmpty() && read.turn() == battle.info.turn)
            return read;
    }
    return FohCharges::fresh(battle.info.turn);
}

FohRecord recordOf(const BattleState &battle)
{
    return FohRecord::fromJson(FohRecord::fromBattle(battle));
}

// The Morale Phase's test: every unit that took hits this turn and has not taken it.
bool owesTest(const FohRecord &r, qint64 unit)
{
    return r.hitsOf(unit) > 0 && !r.tested.contains(unit);
}

// Its hits are distributed after its test (Hit Distribution).
bool owesDistribution(const FohRecord &r, const Unit &u)
{
    return u.attrs.value(u"tempHits"_s).toInt() > 0 && !owesTest(r, u.id);
}

} // namespace

QList<Owed> FohOwed::owed(const BattleState &battle)
{
    const QString phase = battle.info.phase;
    if (phase == u"charge"_s)
        return charges(battle);
    if (phase == u"movement"_s)
        return movement(battle);
    if (phase == u"melee"_s)
        return melees(battle);
    if (phase == u"morale"_s)
        return morale(battle) + afterTests(battle);
    return {}; // the Fire Phase owes nothing: every fire is the player's choice
}

QList<Owed> FohOwed::charges(const BattleState &battle)
{
    const QString rule = u"Charge Phase"_s;
    const FohCharges c = chargesOfTheTurn(battle);
    if (!c.revealed())
        return {Owed{u"charge-reveal"_s,
                     {},
                     tr("both sides write their charges (%n written so far), then they are revealed together",
                        nullptr, int(c.entries().size())),
                     rule,
                     {}}};
    QList<Owed> out;
    for (const FohCharges::Entry &e : c.entries()) {
        if (e.charge.stage() == FohCharge::Stage::Done)
            continue;
        QJsonObject in;
        if (e.attackerId > 0)
            in.insert(u"attacker"_s, e.attackerId);
        out.append(
            Owed{u"charge-step"_s, in,
                 tr("%1 charges %2: the %3 next")
                     .arg(e.charge.attacker(), e.charge.defender(), FohCharges::stageName(e.charge.stage())),
                 rule, e.side});
    }
    return out;
}

QList<Owed> FohOwed::movement(const BattleState &battle)
{
    const QString rule = u"Movement Phase"_s;
    FohRoster roster;
    QString why;
    if (!FohRoster::fromJson(FohRoster::fromBattle(battle), &roster, &why) || roster.sides.size() != 2 ||
        roster.bmugCount() == 0)
        return {};
    FohMovement m;
    const Tracker *t = battle.tracker(FohMovementPhase::trackerKey());
    if (t && t->value.value(u"turn"_s).toInt() == battle.info.turn)
        m = FohMovement::fromJson(t->value, &why);
    else
        m = FohMovement::start(roster.sides[0].name, roster.bmugNames(0), roster.sides[1].name,
                               roster.bmugNames(1), &why);
    if (!why.isEmpty() || m.isDone())
        return {};
    QList<Owed> out;
    if (m.stage() == FohMovement::Stage::RollOff)
        out.append({u"movement-roll-off"_s, {}, tr("both sides roll off: the higher moves first"), rule, {}});
    else if (m.stage() == FohMovement::Stage::Roll)
        out.append({u"movement-roll"_s,
                    {},
                    tr("%1 rolls for the BMUGs it moves").arg(m.sideName(m.current())),
                    rule,
                    m.sideName(m.current())});
    // Every BMUG has the opportunity to move once: the side to move first.
    const int first = m.current() >= 0 ? m.current() : 0;
    for (const int side : {first, 1 - first})
        for (const QString &bmug : m.unmoved(side))
            out.append({u"movement-move"_s, QJsonObject{{u"bmug"_s, bmug}},
                        tr("%1 (%2) has not moved").arg(bmug, m.sideName(side)), rule, m.sideName(side)});
    return out;
}

QList<Owed> FohOwed::melees(const BattleState &battle)
{
    const FohRecord record = recordOf(battle);
    QList<Owed> out;
    const FohCharges charges = chargesOfTheTurn(battle);
    for (const FohCharges::Entry &e : charges.entries()) {
        const Unit *a = unitIn(battle, e.attackerId), *d = unitIn(battle, e.defenderId);
        if (e.charge.result() != FohCharge::Result::Contact || !a || !d || record.fought(a->id, d->id))
            continue;
        out.append({u"melee"_s, QJsonObject{{u"attacker"_s, a->id}, {u"defender"_s, d->id}},
                    tr("%1 and %2 are in contact after the charge: melee").arg(a->name, d->name),
                    u"Melee Phase"_s, sideOf(battle, *a)});
    }
    return out;
}

QList<Owed> FohOwed::morale(const BattleState &battle)
{
    const FohRecord record = recordOf(battle);
    const QList<Unit> units = inPlay(battle);
    QList<Owed> out;
    for (const Unit &u : units)
        if (owesTest(record, u.id))
            out.append(
                {u"morale-test"_s, QJsonObject{{u"unit"_s, u.id}},
                 tr("%1 took %n hit(s) this turn: Morale Test", nullptr, record.hitsOf(u.id)).arg(u.name),
                 u"Morale Phase"_s, sideOf(battle, u)});
    for (const Unit &u : units)
        if (owesDistribution(record, u))
            out.append(
                {u"distribute-hits"_s, QJsonObject{{u"unit"_s, u.id}},
                 tr("%1: %n temporary hit(s) to distribute", nullptr, u.attrs.value(u"tempHits"_s).toInt())
                     .arg(u.name),
                 u"Hit Distribution"_s, sideOf(battle, u)});
    return out;
}

QList<Owed> FohOwed::afterTests(const BattleState &battle)
{
    const FohRecord record = recordOf(battle);
    QList<Owed> out;
    // Pursuit: the enemy of a unit that broke after their melee may pursue, once the hits of both
    // are distributed ("First, however, hits must be distributed", Pursuit).
    for (const auto &[a, d] : record.melees)
        for (const auto &[p, r] : {std::pair{a, d}, std::pair{d, a}}) {
            const Unit *pursuer = unitIn(battle, p), *routing = unitIn(battle, r);
            if (!pursuer || !routing || broken(*pursuer) || !broken(*routing) ||
                record.pursuits.contains({p, r}) || owesDistribution(record, *pursuer) ||
                owesDistribution(record, *routing) || owesTest(record, p) || owesTest(record, r))
                continue;
            out.append(
                {u"pursuit"_s, QJsonObject{{u"pursuer"_s, p}, {u"target"_s, r}},
                 tr("%1 may pursue %2, which broke after their melee").arg(pursuer->name, routing->name),
                 u"Pursuit"_s, sideOf(battle, *pursuer)});
        }
    for (const Unit &u : inPlay(battle)) {
        const QString state = stateOf(u);
        if (broken(u) && !record.tested.contains(u.id) && !record.rallied.contains(u.id) &&
            !owesTest(record, u.id))
            out.append({u"rally"_s, QJsonObject{{u"unit"_s, u.id}},
                        state == u"routed"_s
                            ? tr("%1 is Routed: it rallies or is removed from play").arg(u.name)
                            : tr("%1 is Shaken: it must rally").arg(u.name),
                        u"Recovering Morale"_s, sideOf(battle, u)});
        else if (state == u"suppressed"_s && record.hitsOf(u.id) == 0 &&
                 u.attrs.value(u"tempHits"_s).toInt() == 0 && !TableBattle::marked(battle, u, u"moved"_s) &&
                 !record.recovered.contains(u.id))
            out.append(
                {u"recover"_s, QJsonObject{{u"unit"_s, u.id}},
                 tr("%1 is Suppressed, took no hits and did not move this turn: it recovers").arg(u.name),
                 u"Recovering Morale"_s, sideOf(battle, u)});
    }
    return out;
}

} // namespace adj
