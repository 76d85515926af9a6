// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the turn of For Honor and Glory still owes by the rules (docs/rulesets.md "What the turn owes"):
// the retreats a combat left (8.4.1, 8.4.5), the random AP of the player whose AP step it is (5, 6.1.1),
// and the AP left with units still to activate in his actions (6.2.8, 6.1.4). Read off the battle.
#include "fhgland.h"

#include "fhgretreat.h"
#include "model/battlestate.h"
#include "model/rulesetprofile.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The battle's sides in their order: player A first (5).
QList<Side> sidesInOrder(const BattleState &battle)
{
    QList<Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    return sides;
}

// 8.4.1, 8.4.5: carried out at once, whoever's phase it is.
void retreats(const BattleState &battle, QList<Owed> &out)
{
    const Tracker *t = battle.tracker(FhgRetreats::trackerKey());
    if (!t)
        return;
    for (const FhgOwedRetreat &r : FhgRetreats::read(t->value)) {
        if (r.unit != 0) {
            const auto it = battle.units.constFind(r.unit);
            if (it == battle.units.cend() || !it->status.isEmpty())
                continue; // out of play since: nothing left to retreat
        } else {
            const auto it = battle.leaders.constFind(r.leader);
            if (it == battle.leaders.cend() || it->status == u"lost"_s)
                continue;
        }
        Owed o;
        o.action = u"retreat"_s;
        o.inputs = r.unit != 0 ? QJsonObject{{u"unit"_s, r.unit}} : QJsonObject{{u"leader"_s, r.leader}};
        o.text = FhgRetreats::owedText(r);
        o.rule = r.rule;
        o.side = r.side;
        out.append(o);
    }
}

// 6.1.1: the random AP roll is kept in the runner's limits of the turn (BattleChecks::kLimitsTracker,
// "turn.limits": {"turn", "used": {"random-ap": ["side:<id>"]}}), undone with the roll.
bool rolledRandomAp(const BattleState &battle, const Side &side)
{
    const Tracker *t = battle.tracker(u"turn.limits"_s);
    if (!t || t->value.value(u"turn"_s).toInt() != battle.info.turn)
        return false;
    const QJsonArray used = t->value.value(u"used"_s).toObject().value(u"random-ap"_s).toArray();
    return used.contains(u"side:%1"_s.arg(side.id));
}

// 6.2.8, 6.1.4: AP left and units of the side that have not acted yet; settled by acting or advancing.
void apLeft(const BattleState &battle, const Side &side, QList<Owed> &out)
{
    const Counter *ap = battle.counter(side.id, {}, u"AP"_s);
    if (!ap || ap->value <= 0)
        return;
    // Counted, not walked: asked after every change, and a long battle holds thousands of units
    // and markers. The side's units in play but victory-point counters, less those activated.
    int idle = 0;
    const QHash<QString, int> inPlay = battle.unitsInPlay(side.id);
    for (auto it = inPlay.cbegin(); it != inPlay.cend(); ++it)
        if (it.key() != u"vp"_s)
            idle += it.value();
    QSet<Id> activated;
    for (const Marker &m : battle.activeMarkers())
        if (m.kind == u"activated"_s)
            activated.insert(m.unit);
    for (const Id id : std::as_const(activated)) {
        const auto u = battle.units.constFind(id);
        if (u != battle.units.cend() && u->side == side.id && u->status.isEmpty() && u->type != u"vp"_s)
            --idle;
    }
    if (idle == 0)
        return;
    Owed o;
    o.text = FhgLand::tr("%1: %2 AP left, %n unit(s) not yet activated", nullptr, idle)
                 .arg(side.name)
                 .arg(ap->value);
    o.rule = u"6.2.8"_s;
    o.side = side.name;
    out.append(o);
}

} // namespace

QList<Owed> FhgLand::owed(const BattleState &battle, const RuleTable &) const
{
    QList<Owed> out;
    retreats(battle, out);
    const RuleSetProfile *profile = Profiles::find(battle.info.ruleset);
    const PhaseSpec *phase = profile ? profile->phase(battle.info.phase) : nullptr;
    const QList<Side> order = sidesInOrder(battle);
    if (!phase || phase->side < 0 || phase->side >= order.size())
        return out;
    const Side &side = order.at(phase->side);
    const Action *randomAp = declared(u"random-ap"_s);
    const Action *fire = declared(u"fire"_s);
    if (randomAp && randomAp->phases.contains(phase->id) && !rolledRandomAp(battle, side)) {
        Owed o;
        o.action = u"random-ap"_s;
        o.inputs = QJsonObject{{u"side"_s, side.name}};
        o.text = tr("%1: random action points not rolled yet").arg(side.name);
        o.rule = u"6.1.1"_s;
        o.side = side.name;
        out.append(o);
    }
    if (fire && fire->phases.contains(phase->id))
        apLeft(battle, side, out);
    return out;
}

} // namespace adj
