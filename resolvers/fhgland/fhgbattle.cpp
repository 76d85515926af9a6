#include "fhgbattle.h"

#include "core/ruleset.h"
#include "core/rulesets.h"

#include "fhgmove.h"
#include "fhgrules.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QJsonArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
struct Context
{
    const BattleState &battle;
    const FhgTable *table;
    std::optional<Board> board;
    QJsonObject &in;
    const ActionSchema *schema = nullptr; // only its inputs are filled in

    const Unit *unit(const QString &key) const
    {
        const QJsonValue v = in.value(key);
        const auto it = battle.units.constFind(v.toInteger());
        return v.isDouble() && it != battle.units.cend() ? &*it : nullptr;
    }
    void put(const QString &key, const QJsonValue &v)
    {
        if (!in.contains(key) && (!schema || schema->input(key)))
            in.insert(key, v);
    }
    std::optional<Hex> hexOf(const Unit &u) const
    {
        Hex h;
        if (board && !u.position.isEmpty() && board->parseLabel(u.position, &h))
            return h;
        return std::nullopt;
    }
    QString terrainOf(const Unit &u) const
    {
        const auto h = hexOf(u);
        return h ? board->terrain(*h) : u"clear"_s;
    }
    bool inColumn(const Unit &u) const
    {
        if (u.attrs.value(u"formation"_s).toString() == u"column"_s)
            return true;
        for (const Marker &m : battle.activeMarkers(u.id))
            if (m.kind == u"column"_s)
                return true;
        return false;
    }
    QList<Leader> leadersWith(const Unit &u) const
    {
        QList<Leader> out;
        for (const Leader &l : battle.leaders)
            if (l.status != u"lost"_s &&
                (l.unit == u.id || (!u.position.isEmpty() && l.unit == 0 && l.position == u.position)))
                out << l;
        return out;
    }
    // The other combat unit of the same side in the same hex (8.1.2, 8.4.4).
    const Unit *stackedWith(const Unit &u) const
    {
        if (u.position.isEmpty())
            return nullptr;
        for (const Unit &o : battle.units)
            if (o.id != u.id && o.side == u.side && o.position == u.position && o.status.isEmpty() &&
                o.type != u"vp"_s)
                return &o;
        return nullptr;
    }
    void describe(const Unit &u, const QString &prefix)
    {
        put(prefix + u"Type"_s, u.type);
        put(prefix + u"Mp"_s, u.strength);
        put(prefix + u"Column"_s, inColumn(u));
        put(prefix + u"Terrain"_s, terrainOf(u));
    }
    void sideAndAp(Id sideId)
    {
        const Side side = battle.sides.value(sideId);
        put(u"side"_s, side.name);
        // A side that has not rolled its AP this turn has none to spend (6.1.1, 6.2.8): said
        // before anyone rolls, not when the result is applied.
        const Counter *ap = battle.counter(side.id, {}, u"AP"_s);
        put(u"apAvailable"_s, ap ? ap->value : 0);
    }
    void sideAndAp(const Unit &u) { sideAndAp(u.side); }
    bool hasMarker(const Unit &u, const QString &kind) const
    {
        for (const Marker &m : battle.activeMarkers(u.id))
            if (m.kind == kind)
                return true;
        return false;
    }
    const Leader *leader(const QString &key) const
    {
        const QJsonValue v = in.value(key);
        const auto it = battle.leaders.constFind(v.toInteger());
        return v.isDouble() && it != battle.leaders.cend() ? &*it : nullptr;
    }
    // Where a leader stands: with his unit, or on his own hex.
    QString leaderHex(const Leader &l) const
    {
        const auto it = battle.units.constFind(l.unit);
        return l.unit != 0 && it != battle.units.cend() && it->status.isEmpty() ? it->position : l.position;
    }
    // 7.1.1: the leaders who moved this turn, kept by the move action.
    bool leaderMoved(Id leader) const
    {
        const Tracker *t = battle.tracker(FhgMove::trackerKey());
        if (!t || t->value.value(u"turn"_s).toInt() != battle.info.turn)
            return false;
        for (const QJsonValue &v : t->value.value(u"leaders"_s).toArray())
            if (v.toInteger() == leader)
                return true;
        return false;
    }
    // The board and everyone on it, for the move action's "ground" input.
    QJsonObject ground() const
    {
        QJsonArray pieces;
        Hex h;
        for (const Unit &u : battle.units)
            if (u.status.isEmpty() && board->parseLabel(u.position, &h))
                pieces.append(QJsonObject{{u"id"_s, u.id},
                                          {u"kind"_s, u.type},
                                          {u"side"_s, battle.sides.value(u.side).name},
                                          {u"name"_s, u.name},
                                          {u"hex"_s, u.position}});
        for (const Leader &l : battle.leaders)
            if (l.status != u"lost"_s && board->parseLabel(leaderHex(l), &h))
                pieces.append(QJsonObject{{u"id"_s, l.id},
                                          {u"kind"_s, u"leader"_s},
                                          {u"side"_s, battle.sides.value(l.side).name},
                                          {u"name"_s, l.name},
                                          {u"hex"_s, leaderHex(l)},
                                          {u"with"_s, l.unit}});
        QJsonObject b = battle.info.board;
        b.remove(u"units"_s);
        return {{u"board"_s, b}, {u"turn"_s, battle.info.turn}, {u"pieces"_s, pieces}};
    }
    void fillMove()
    {
        if (const Unit *u = unit(u"unit"_s)) {
            put(u"unitType"_s, u->type);
            put(u"column"_s, inColumn(*u));
            if (!u->position.isEmpty())
                put(u"from"_s, u->position);
            put(u"firedFirst"_s, hasMarker(*u, u"fired"_s));
            sideAndAp(*u);
        } else if (const Leader *l = leader(u"leader"_s)) {
            put(u"unitType"_s, u"leader"_s);
            if (!leaderHex(*l).isEmpty())
                put(u"from"_s, leaderHex(*l));
            sideAndAp(l->side);
        }
        put(u"apAvailable"_s, 0); // a side with no AP counter has none to spend (6.2.8)
        if (board)
            put(u"ground"_s, ground());
    }
};

// What the turn's markers on the acting unit forbid before the resolver reads the inputs
// (6.1.4, 6.2.1, 6.2.4, 7.1.1, 7.5); empty when the action may go on.
QString turnRefusal(const Context &c, const QString &action, const Unit &a)
{
    if (action == u"random-ap"_s)
        return {};
    const bool moved = c.hasMarker(a, u"moved"_s);
    if (c.hasMarker(a, u"activated"_s))
        return moved ? FhgBattle::tr("%1 has moved this turn and may take no further action (6.2.1, 7.1.1)")
                           .arg(a.name)
                     : FhgBattle::tr("%1 has already been activated this turn (6.1.4)").arg(a.name);
    if (moved && action == u"move"_s)
        return FhgBattle::tr("%1 has already moved this turn (7.1.1)").arg(a.name);
    if (moved && action == u"formation"_s)
        return FhgBattle::tr("%1 has moved this turn: a change of formation leaves the unit in place (7.5)")
            .arg(a.name);
    if (c.hasMarker(a, u"fired"_s) && action != u"move"_s && action != u"rally"_s)
        return FhgBattle::tr("%1 has fired this turn and may now only move (6.2.4)").arg(a.name);
    return {};
}
} // namespace

QJsonObject FhgBattle::fill(const QString &action, QJsonObject inputs, const BattleState &battle,
                            const RuleTable &table, QString *error)
{
    const RuleSet *self = RuleSets::find(u"fhg-land"_s);
    Context c{battle, FhgTable::of(table), std::nullopt, inputs, self ? self->action(action) : nullptr};
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
                b.placeUnit(u.id, h, u.type != u"vp"_s); // 8.2: units block line of sight
        }
        c.board = b;
    }
    const QString actor = action == u"fire"_s           ? u"firer"_s
                          : action == u"close-combat"_s ? u"attacker"_s
                                                        : u"unit"_s;
    if (const Unit *a = c.unit(actor)) {
        *error = turnRefusal(c, action, *a);
        if (!error->isEmpty())
            return {};
    }

    if (action == u"fire"_s || action == u"close-combat"_s) {
        const bool fire = action == u"fire"_s;
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
            if (const Unit *second = c.stackedWith(*d); second && !inputs.contains(u"second"_s)) {
                inputs.insert(u"second"_s, second->id);
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
        if (a && d && c.board) {
            const auto ha = c.hexOf(*a);
            const auto hd = c.hexOf(*d);
            if (ha && hd) {
                const int distance = c.board->distance(*ha, *hd);
                if (fire) {
                    c.put(u"range"_s, distance);
                    FhgType type;
                    if (c.table && fhgTypeFromId(a->type, &type))
                        c.put(u"lineOfSight"_s,
                              FhgRules::lineOfSight(*c.table, *c.board, *ha, *hd, type).clear);
                } else {
                    c.put(u"adjacent"_s, distance == 1);
                }
            }
        }
    } else if (action == u"rally"_s) {
        if (const Unit *u = c.unit(u"unit"_s)) {
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
            c.sideAndAp(*u);
            bool firedOn = false;
            for (const Marker &m : battle.activeMarkers(u->id))
                firedOn = firedOn || m.kind == u"fired-on"_s;
            c.put(u"firedOnThisTurn"_s, firedOn);
        }
    } else if (action == u"move"_s) {
        c.fillMove();
    } else if (action == u"formation"_s) {
        if (const Unit *u = c.unit(u"unit"_s)) {
            c.put(u"unitType"_s, u->type);
            c.put(u"column"_s, c.inColumn(*u));
            c.sideAndAp(*u);
            c.put(u"apAvailable"_s, 0);
        }
    } else if (action == u"random-ap"_s) {
        // Player A is the battle's first side, player B its second (5: steps 1 and 3); the
        // phase says whose AP are rolled when the referee names no side.
        if (!inputs.contains(u"side"_s) && !battle.sides.isEmpty()) {
            const bool playerB = battle.info.phase.endsWith(u"-b"_s) && battle.sides.size() > 1;
            inputs.insert(u"side"_s, std::next(battle.sides.cbegin(), playerB ? 1 : 0)->name);
        }
        if (const Side *side = battle.sideByName(inputs.value(u"side"_s).toString())) {
            if (const Counter *command = battle.counter(side->id, {}, u"command-AP"_s))
                c.put(u"commandAp"_s, command->value);
            int lost = 0;
            for (const Leader &l : battle.leaders)
                lost += l.side == side->id && l.status == u"lost"_s;
            c.put(u"leadersLost"_s, lost);
            const Counter *ap = battle.counter(side->id, {}, u"AP"_s);
            c.put(u"apLeft"_s, ap ? ap->value : 0);
            int highest = 0;
            for (const Counter &k : battle.counters)
                if (k.kind == u"command-AP"_s)
                    highest = std::max(highest, k.value);
            if (inputs.value(u"opt11_13"_s).toBool())
                c.put(u"highestCommandAp"_s, highest);
        }
    }
    return inputs;
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
