// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgbattle.h"

#include "core/ruleset.h"
#include "core/rulesets.h"

#include "fhgfill.h"
#include "fhgmove.h"
#include "fhgrules.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QJsonArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The acting unit's turn so far (6.1.4, 6.2.1, 6.2.4, 7.1.1, 7.5): what its markers forbid before the
// resolver reads the inputs; empty when the action may go on.
QString turnRefusal(const FhgFill &c, const FhgBattle::Actor &actor, const Unit &a)
{
    const bool moved = c.hasMarker(a, u"moved"_s);
    if (c.hasMarker(a, u"activated"_s))
        return moved ? FhgBattle::tr("%1 has moved this turn and may take no further action (6.2.1, 7.1.1)")
                           .arg(a.name)
                     : FhgBattle::tr("%1 has already been activated this turn (6.1.4)").arg(a.name);
    if (moved && actor.moved == FhgBattle::Actor::Moved::AlreadyMoved)
        return FhgBattle::tr("%1 has already moved this turn (7.1.1)").arg(a.name);
    if (moved && actor.moved == FhgBattle::Actor::Moved::InPlace)
        return FhgBattle::tr("%1 has moved this turn: a change of formation leaves the unit in place (7.5)")
            .arg(a.name);
    if (c.hasMarker(a, u"fired"_s) && !actor.afterFiring)
        return FhgBattle::tr("%1 has fired this turn and may now only move (6.2.4)").arg(a.name);
    return {};
}

} // namespace

// The fill of every action: the battle's board with its units on it (8.2: they block line of
// sight), then the acting unit's turn so far; `fillAction` adds what the action reads.
QJsonObject FhgBattle::fill(const QString &actionId, const Actor *actor, QJsonObject inputs,
                            const BattleState &battle, const RuleTable &table, QString *error,
                            const std::function<void(FhgFill &)> &fillAction)
{
    const RuleSet *self = RuleSets::find(u"fhg-land"_s);
    FhgFill c{battle, FhgTable::of(table), inputs, self ? self->action(actionId) : nullptr};
    if (!battle.info.board.isEmpty()) {
        QString why;
        Board b = Board::fromJson(battle.info.board, &why);
        if (!why.isEmpty()) {
            *error = tr("the battle's board: %1").arg(why);
            return {};
        }
        for (const Unit &u : battle.units) {
            Hex h;
            if (u.status.isEmpty() && !u.position.isEmpty() && b.parseLabel(u.position, &h))
                b.placeUnit(u.id, h, u.type != u"vp"_s);
        }
        c.board = b;
    }
    if (actor)
        if (const Unit *a = c.unit(actor->key)) {
            *error = turnRefusal(c, *actor, *a);
            if (!error->isEmpty())
                return {};
        }
    fillAction(c);
    return inputs;
}

// Fire and close combat: both units described, the second unit in the defending hex, the leaders
// there (8.1.2, 9.3.1), the firer's move (6.2), and range and line of sight or adjacency.
void FhgBattle::fillCombat(FhgFill &c, bool fire)
{
    const QString own = fire ? u"firer"_s : u"attacker"_s;
    const QString other = fire ? u"target"_s : u"defender"_s;
    const Unit *a = c.unit(own);
    const Unit *d = c.unit(other);
    if (a) {
        c.describe(*a, own);
        c.sideAndAp(*a);
        c.put(fire ? u"leaderWithFirer"_s : u"leaderWithAttacker"_s, !c.leadersWith(*a).isEmpty());
        c.put(own + u"Moved"_s, c.hasMarker(*a, u"moved"_s)); // 6.2.1, 6.2.3, 6.2.4
    }
    if (d) {
        c.describe(*d, other);
        // The second unit in the hex (8.1.2, 8.4.4): the one stacked with it, or the one named.
        if (const Unit *stacked = c.stackedWith(*d); stacked && !c.in.contains(u"second"_s))
            c.in.insert(u"second"_s, stacked->id);
        if (const Unit *second = c.unit(u"second"_s)) {
            c.put(u"secondType"_s, second->type);
            c.put(u"secondMp"_s, second->strength);
        }
        QList<Leader> leaders = c.leadersWith(*d);
        if (const Unit *second = c.unit(u"second"_s))
            leaders += c.leadersWith(*second);
        c.put(fire ? u"leaderInTargetHex"_s : u"leaderWithDefender"_s, !leaders.isEmpty());
        if (!leaders.isEmpty())
            c.put(u"leader"_s, leaders.first().id);
    }
    if (c.board) // where retreats may go (8.4), a leader left alone (8.4.5)
        c.put(u"ground"_s, c.ground());
    if (!a || !d || !c.board)
        return;
    const auto ha = c.hexOf(*a);
    const auto hd = c.hexOf(*d);
    if (!ha || !hd)
        return;
    const int distance = c.board->distance(*ha, *hd);
    if (!fire) {
        c.put(u"adjacent"_s, distance == 1);
        return;
    }
    c.put(u"range"_s, distance);
    FhgType type;
    if (c.table && fhgTypeFromId(a->type, &type))
        c.put(u"lineOfSight"_s, FhgRules::lineOfSight(*c.table, *c.board, *ha, *hd, type).clear);
}

QJsonObject FhgBattle::fillFire(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error)
{
    static const Actor firer{u"firer"_s, false, Actor::Moved::Free};
    return fill(u"fire"_s, &firer, inputs, battle, table, error, [](FhgFill &c) { fillCombat(c, true); });
}

QJsonObject FhgBattle::fillCloseCombat(const QJsonObject &inputs, const BattleState &battle,
                                       const RuleTable &table, QString *error)
{
    static const Actor attacker{u"attacker"_s, false, Actor::Moved::Free};
    return fill(u"close-combat"_s, &attacker, inputs, battle, table, error,
                [](FhgFill &c) { fillCombat(c, false); });
}

// Rally (9.4): the unit's MP now and at the start, its leader, whether either moved or it fired
// or was fired on this turn (11.2).
QJsonObject FhgBattle::fillRally(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                 QString *error)
{
    static const Actor unit{u"unit"_s, true, Actor::Moved::Free};
    return fill(u"rally"_s, &unit, inputs, battle, table, error, [](FhgFill &c) {
        const Unit *u = c.unit(u"unit"_s);
        if (!u)
            return;
        c.put(u"unitType"_s, u->type);
        c.put(u"currentMp"_s, u->strength);
        c.put(u"startMp"_s, u->strengthStart);
        const QList<Leader> leaders = c.leadersWith(*u);
        c.put(u"leaderInHex"_s, !leaders.isEmpty());
        if (!leaders.isEmpty())
            c.put(u"leader"_s, leaders.first().id);
        // 9.4: neither the unit nor the leader may move in the turn they rally.
        const Leader *l = c.leader(u"leader"_s);
        c.put(u"movedThisTurn"_s, c.hasMarker(*u, u"moved"_s) || (l && c.leaderMoved(l->id)));
        c.put(u"firedThisTurn"_s, c.hasMarker(*u, u"fired"_s));
        // A rally activates the unit (6.1.4): one that rallied this turn is refused before this fill.
        c.put(u"ralliedThisTurn"_s, 0);
        c.sideAndAp(*u);
        bool firedOn = false;
        for (const Marker &m : c.markersOf(u->id))
            firedOn = firedOn || m.kind == u"fired-on"_s;
        c.put(u"firedOnThisTurn"_s, firedOn);
    });
}

QJsonObject FhgBattle::fillMove(const QJsonObject &inputs, const BattleState &battle, const RuleTable &table,
                                QString *error)
{
    static const Actor unit{u"unit"_s, true, Actor::Moved::AlreadyMoved};
    return fill(u"move"_s, &unit, inputs, battle, table, error, [](FhgFill &c) { c.fillMove(); });
}

QJsonObject FhgBattle::fillFormation(const QJsonObject &inputs, const BattleState &battle,
                                     const RuleTable &table, QString *error)
{
    static const Actor unit{u"unit"_s, false, Actor::Moved::InPlace};
    return fill(u"formation"_s, &unit, inputs, battle, table, error, [](FhgFill &c) {
        if (const Unit *u = c.unit(u"unit"_s)) {
            c.put(u"unitType"_s, u->type);
            c.put(u"column"_s, c.inColumn(*u));
            c.sideAndAp(*u);
            c.put(u"apAvailable"_s, 0);
        }
    });
}

// Random AP (6.1.1): player A is the battle's first side, player B its second (5: steps 1 and 3);
// the phase says whose AP are rolled when the referee names no side. The side's command AP,
// leaders lost (6.1.2), AP left, and the scenario's highest command AP (11.13).
QJsonObject FhgBattle::fillRandomAp(const QJsonObject &inputs, const BattleState &battle,
                                    const RuleTable &table, QString *error)
{
    return fill(u"random-ap"_s, nullptr, inputs, battle, table, error, [](FhgFill &c) {
        const BattleState &state = c.battle;
        if (!c.in.contains(u"side"_s) && !state.sides.isEmpty()) {
            const bool playerB = state.info.phase.endsWith(u"-b"_s) && state.sides.size() > 1;
            c.in.insert(u"side"_s, std::next(state.sides.cbegin(), playerB ? 1 : 0)->name);
        }
        const Side *side = state.sideByName(c.in.value(u"side"_s).toString());
        if (!side)
            return;
        if (const Counter *command = state.counter(side->id, {}, u"command-AP"_s))
            c.put(u"commandAp"_s, command->value);
        int lost = 0;
        for (const Leader &l : state.leaders)
            lost += l.side == side->id && l.status == u"lost"_s;
        c.put(u"leadersLost"_s, lost);
        const Counter *ap = state.counter(side->id, {}, u"AP"_s);
        c.put(u"apLeft"_s, ap ? ap->value : 0);
        int highest = 0;
        for (const Counter &k : state.counters)
            if (k.kind == u"command-AP"_s)
                highest = std::max(highest, k.value);
        if (c.in.value(u"opt11_13"_s).toBool())
            c.put(u"highestCommandAp"_s, highest);
    });
}

// A retreat (8.4): the board and everyone on it; the retreats owed come from the battle's tracker.
QJsonObject FhgBattle::fillRetreat(const QJsonObject &inputs, const BattleState &battle,
                                   const RuleTable &table, QString *error)
{
    return fill(u"retreat"_s, nullptr, inputs, battle, table, error, [](FhgFill &c) {
        if (c.board)
            c.put(u"ground"_s, c.ground());
    });
}

QString FhgBattle::checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table)
{
    const FhgTable *t = FhgTable::of(table);
    QSet<QString> hexes;
    bool touched = false;
    for (const RowChange &c : changes) {
        if (c.table != Table::Units && c.table != Table::Leaders)
            continue;
        touched = true;
        const QString position = c.after.value(u"position"_s).toString();
        if (!position.isEmpty())
            hexes << position;
        if (c.table == Table::Leaders && c.after.value(u"unit_id"_s).toLongLong() != 0)
            hexes << QString(); // resolved below, once the state after is known
    }
    if (!t || !touched)
        return {};
    // The units and leaders the changes touch, as they will be (nullopt: removed); the rest is read
    // off `before` as it stands, so a check never copies a battle of thousands of units.
    QHash<Id, std::optional<Unit>> units;
    QHash<Id, std::optional<Leader>> leaders;
    for (const RowChange &c : changes) {
        if (c.table == Table::Units)
            units.insert(c.id,
                         c.after.isEmpty() ? std::nullopt : std::optional<Unit>(Unit::fromRow(c.after)));
        else if (c.table == Table::Leaders)
            leaders.insert(c.id, c.after.isEmpty() ? std::nullopt
                                                   : std::optional<Leader>(Leader::fromRow(c.after)));
    }
    auto unitAfter = [&](Id id) -> std::optional<Unit> {
        const auto it = units.constFind(id);
        if (it != units.cend())
            return *it;
        const auto b = before.units.constFind(id);
        return b == before.units.cend() ? std::nullopt : std::optional<Unit>(*b);
    };
    // A leader with a unit stands where the unit stands.
    auto leaderHex = [&](const Leader &l) {
        if (l.unit == 0)
            return l.position;
        const std::optional<Unit> u = unitAfter(l.unit);
        return u ? u->position : QString();
    };
    for (const RowChange &c : changes)
        if (c.table == Table::Leaders && !c.after.isEmpty())
            hexes << leaderHex(Leader::fromRow(c.after));
    hexes.remove(QString());
    auto eachUnit = [&](const auto &visit) {
        for (const Unit &u : before.units)
            if (!units.contains(u.id))
                visit(u);
        for (const std::optional<Unit> &u : std::as_const(units))
            if (u)
                visit(*u);
    };
    auto eachLeader = [&](const auto &visit) {
        for (const Leader &l : before.leaders)
            if (!leaders.contains(l.id))
                visit(l);
        for (const std::optional<Leader> &l : std::as_const(leaders))
            if (l)
                visit(*l);
    };
    for (const QString &hex : std::as_const(hexes)) {
        QList<FhgRules::StackEntry> entries;
        eachUnit([&](const Unit &u) {
            if (u.status.isEmpty() && u.position == hex)
                entries.append({u.type, u.name});
        });
        eachLeader([&](const Leader &l) {
            if (l.status != u"lost"_s && leaderHex(l) == hex)
                entries.append({u"leader"_s, l.name});
        });
        const QStringList problems = FhgRules::stackingProblems(*t, entries);
        if (!problems.isEmpty())
            return tr("hex %1: %2").arg(hex, problems.join(u"; "_s));
    }
    return {};
}

} // namespace adj
