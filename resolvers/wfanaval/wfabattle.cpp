// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfabattle.h"

#include "hex/board.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const Unit *shipOf(const BattleState &battle, const QJsonObject &in, const QString &role)
{
    const QJsonValue v = in.value(role);
    const auto it = battle.units.constFind(v.toInteger());
    return v.isDouble() && it != battle.units.cend() ? &*it : nullptr;
}

void put(QJsonObject &in, const QString &key, const QJsonValue &v)
{
    if (!in.contains(key) && !v.isUndefined() && !v.isNull())
        in.insert(key, v);
}

bool hasMarker(const BattleState &battle, Id unit, const QString &kind)
{
    for (const Marker &m : battle.activeMarkers(unit))
        if (m.kind == kind)
            return true;
    return false;
}

bool sharesHex(const BattleState &battle, const Unit &ship)
{
    if (ship.position.isEmpty())
        return false;
    for (const Unit &o : battle.units)
        if (o.id != ship.id && o.status.isEmpty() && o.position == ship.position)
            return true;
    return false;
}

// 6.3, 6.4: fire needs the range, the side that fires and the aspect (broadside or crossing the
// T). When the referee gives all three himself, for every ship that fires, the board positions
// are not read: he measured on the table (ships not on Adjutant's board, or placed by hand).
bool refereeMeasured(const QJsonObject &in, const QStringList &firers)
{
    if (in.value(u"range"_s).toInt() < 1)
        return false;
    for (const QString &p : firers) {
        const QString side = in.value(p + u"Side"_s).toString();
        if (side.isEmpty() || side == u"auto"_s)
            return false;
        if (side != u"none"_s && in.value(p + u"Aspect"_s).toString(u"auto"_s) == u"auto"_s)
            return false;
    }
    return true;
}

// Guns, damage and position of a ship under the action's prefix ("firer", "a", ...). A heading
// means something only with a hex (3.1, 6.4): a ship off the board gives neither.
void describe(QJsonObject &in, const BattleState &battle, const Unit &ship, const QString &p, bool positions)
{
    put(in, p + u"Guns"_s, ship.attrs.value(u"guns"_s));
    put(in, p + u"Damage"_s, ship.strength);
    put(in, p + u"Start"_s, ship.strengthStart);
    if (positions && !ship.position.isEmpty()) {
        put(in, p + u"Hex"_s, ship.position);
        put(in, p + u"Heading"_s, ship.attrs.value(u"heading"_s));
    }
    put(in, p + u"PortFired"_s, hasMarker(battle, ship.id, u"fired-port"_s));
    put(in, p + u"StarboardFired"_s, hasMarker(battle, ship.id, u"fired-starboard"_s));
    put(in, p + u"HexShared"_s, sharesHex(battle, ship));
}

void board(QJsonObject &in, const BattleState &battle, const QList<const Unit *> &named)
{
    const QJsonObject b = battle.info.board;
    if (!b.isEmpty()) {
        put(in, u"boardColumns"_s, b.value(u"width"_s));
        put(in, u"boardRows"_s, b.value(u"height"_s));
        put(in, u"boardLayout"_s, b.value(u"layout"_s));
    }
    QStringList others;
    for (const Unit &u : battle.units) {
        const bool isNamed =
            std::any_of(named.cbegin(), named.cend(), [&u](const Unit *n) { return n && n->id == u.id; });
        if (!isNamed && u.status.isEmpty() && !u.position.isEmpty())
            others << u.position;
    }
    put(in, u"otherShips"_s, QJsonArray::fromStringList(others));
}
} // namespace

namespace {
// Side "a" is the battle's first side, "b" its second (by their order, then id).
QList<const Side *> orderedSides(const BattleState &battle)
{
    QList<const Side *> l;
    for (const Side &s : battle.sides)
        l.append(&s);
    std::stable_sort(l.begin(), l.end(), [](const Side *x, const Side *y) { return x->sort < y->sort; });
    return l.mid(0, 2);
}
} // namespace

QString WfaBattle::checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table)
{
    const WfaTable *t = WfaTable::of(table);
    QStringList hexes;
    for (const RowChange &c : changes) {
        const QString to = c.after.value(u"position"_s).toString();
        if (c.table == Table::Units && !to.isEmpty() && c.after.value(u"status"_s).toString().isEmpty() &&
            (to != c.before.value(u"position"_s).toString() ||
             !c.before.value(u"status"_s).toString().isEmpty()))
            hexes << to;
    }
    if (!t || hexes.isEmpty())
        return {};
    BattleState after = before;
    for (const RowChange &c : changes)
        after.apply(c);
    for (const QString &hex : std::as_const(hexes)) {
        QStringList ships;
        for (const Unit &u : after.units)
            if (u.status.isEmpty() && u.position == hex)
                ships << u.name;
        if (ships.size() > t->shipsPerHex)
            return QCoreApplication::translate(
                       "adj::WfaBattle", "hex %1 would hold %2 ships (%3): no more than %4 ships may ever "
                                         "occupy one hex (3.4, 8.2)")
                .arg(hex)
                .arg(ships.size())
                .arg(ships.join(u", "_s))
                .arg(t->shipsPerHex);
    }
    return {};
}

QString WfaBattle::sideKey(const BattleState &battle, qint64 unit)
{
    const auto u = battle.units.constFind(unit);
    if (u == battle.units.cend())
        return {};
    const QList<const Side *> sides = orderedSides(battle);
    for (int i = 0; i < sides.size(); ++i)
        if (sides.at(i)->id == u->side)
            return i == 0 ? u"a"_s : u"b"_s;
    return {};
}

QJsonObject WfaBattle::fleet(const BattleState &battle)
{
    const QJsonObject b = battle.info.board;
    OffsetLayout layout;
    if (b.value(u"width"_s).toInt() < 1 || b.value(u"height"_s).toInt() < 1 ||
        !hex::layoutFromId(b.value(u"layout"_s).toString(), &layout))
        return {};
    const Board board(b.value(u"width"_s).toInt(), b.value(u"height"_s).toInt(), layout);
    const QList<const Side *> sides = orderedSides(battle);
    QJsonObject names;
    for (int i = 0; i < sides.size(); ++i)
        names.insert(i == 0 ? u"a"_s : u"b"_s, sides.at(i)->name);
    QJsonArray ships, lost;
    for (const Unit &u : battle.units) {
        Hex h;
        const auto side = battle.sides.constFind(u.side);
        const int i = side == battle.sides.cend() ? -1 : int(sides.indexOf(&*side));
        if (i >= 0 && !u.status.isEmpty() && u.attrs.value(u"command"_s).toBool()) {
            // 9.5: a squadron command ship sunk or captured.
            lost.append(QJsonObject{{u"id"_s, double(u.id)},
                                    {u"name"_s, u.name},
                                    {u"side"_s, i == 0 ? u"a"_s : u"b"_s},
                                    {u"status"_s, u.status}});
            continue;
        }
        if (i < 0 || !u.status.isEmpty() || u.position.isEmpty() || !board.parseLabel(u.position, &h))
            continue;
        ships.append(QJsonObject{{u"id"_s, double(u.id)},
                                 {u"name"_s, u.name},
                                 {u"side"_s, i == 0 ? u"a"_s : u"b"_s},
                                 {u"squadron"_s, u.attrs.value(u"squadron"_s).toString()},
                                 {u"command"_s, u.attrs.value(u"command"_s).toBool()},
                                 {u"hex"_s, board.label(h)},
                                 {u"heading"_s, u.attrs.value(u"heading"_s).toInt(1)},
                                 {u"damage"_s, u.strength},
                                 {u"start"_s, u.strengthStart}});
    }
    return QJsonObject{{u"turn"_s, battle.info.turn},
                       {u"sides"_s, names},
                       {u"board"_s, QJsonObject{{u"width"_s, board.width()},
                                                {u"height"_s, board.height()},
                                                {u"layout"_s, hex::layoutId(layout)}}},
                       {u"ships"_s, ships},
                       {u"lostCommand"_s, lost}};
}

namespace {
// Traces name the battle's ships, not the roles (WfaPlotActions::shipNamesInput): the battle's
// names, whatever the inputs say.
QJsonObject withShipNames(QJsonObject in, const BattleState &battle)
{
    QJsonObject names;
    for (const QString &role :
         {u"firer"_s, u"target"_s, u"a"_s, u"b"_s, u"boarder"_s, u"defender"_s, u"attacker"_s})
        if (const Unit *u = shipOf(battle, in, role))
            names.insert(role, u->name);
    if (!names.isEmpty())
        in.insert(u"shipNames"_s, names);
    return in;
}

// The battle's names of sides "a" and "b".
QJsonObject sideNamesOf(const BattleState &battle)
{
    QJsonObject sideNames;
    const QList<const Side *> sides = orderedSides(battle);
    for (int i = 0; i < sides.size(); ++i)
        sideNames.insert(i == 0 ? u"a"_s : u"b"_s, sides.at(i)->name);
    return sideNames;
}

// 9.5: the squadron command ships among the named ships, for a loss the action causes
// (WfaCommand::withLosses); the battle's, whatever the inputs say.
QJsonObject withCommandShips(QJsonObject in, const BattleState &battle)
{
    const QList<const Side *> sides = orderedSides(battle);
    QJsonObject roles;
    for (const QString &role : {u"target"_s, u"a"_s, u"b"_s, u"defender"_s}) {
        const Unit *u = shipOf(battle, in, role);
        if (!u || !u->status.isEmpty() || !u->attrs.value(u"command"_s).toBool())
            continue;
        const auto side = battle.sides.constFind(u->side);
        const int i = side == battle.sides.cend() ? -1 : int(sides.indexOf(&*side));
        if (i < 0)
            continue;
        roles.insert(role, QJsonObject{{u"id"_s, double(u->id)},
                                       {u"name"_s, u->name},
                                       {u"side"_s, i == 0 ? u"a"_s : u"b"_s},
                                       {u"damage"_s, u->strength},
                                       {u"start"_s, u->strengthStart}});
    }
    in.insert(
        u"commandShips"_s,
        QJsonObject{{u"turn"_s, battle.info.turn}, {u"sides"_s, sideNamesOf(battle)}, {u"roles"_s, roles}});
    return in;
}

// 9.4: the command ship of the side named by `given` ("a", "b" or its name) in the fleet, or its
// only ship (single ship actions); empty when none.
QJsonObject commandShipOf(const QJsonObject &fleet, const QString &given)
{
    QString side;
    for (const QString &k : {u"a"_s, u"b"_s})
        if (!given.isEmpty() &&
            (given.compare(k, Qt::CaseInsensitive) == 0 ||
             given.compare(fleet.value(u"sides"_s).toObject().value(k).toString(), Qt::CaseInsensitive) == 0))
            side = k;
    QJsonObject cmd, only;
    int count = 0;
    for (const QJsonValue &v : fleet.value(u"ships"_s).toArray()) {
        const QJsonObject s = v.toObject();
        if (side.isEmpty() || s.value(u"side"_s).toString() != side)
            continue;
        ++count;
        only = s;
        if (s.value(u"command"_s).toBool())
            cmd = s;
    }
    if (cmd.isEmpty() && count == 1)
        cmd = only; // single ship actions: the ship itself
    return cmd;
}

// 3.1.1, 9.4: the headings of both sides' command ships (a side's only ship is its command ship
// in single ship actions); undefined for a side without one.
void commandHeadings(const QJsonObject &fleet, QJsonValue heading[2])
{
    const QJsonArray ships = fleet.value(u"ships"_s).toArray();
    for (const QJsonValue &v : ships) {
        const QJsonObject s = v.toObject();
        const int i = s.value(u"side"_s).toString() == u"a"_s ? 0 : 1;
        if (s.value(u"command"_s).toBool())
            heading[i] = s.value(u"heading"_s);
    }
    for (int i = 0; i < 2; ++i) {
        QJsonValue only;
        int n = 0;
        for (const QJsonValue &v : ships)
            if (v.toObject().value(u"side"_s).toString() == (i == 0 ? u"a"_s : u"b"_s)) {
                only = v.toObject().value(u"heading"_s);
                ++n;
            }
        if (heading[i].isUndefined() && n == 1)
            heading[i] = only;
    }
}
} // namespace

QJsonObject WfaBattle::fillFleet(const QJsonObject &in, const BattleState &battle, const RuleTable &,
                                 QString *)
{
    QJsonObject out = in;
    out.insert(u"fleet"_s, fleet(battle)); // the ships as the battle holds them, never as given
    return out;
}

QJsonObject WfaBattle::fillCommandLost(const QJsonObject &in, const BattleState &battle,
                                       const RuleTable &table, QString *error)
{
    return fillFleet(withShipNames(in, battle), battle, table, error);
}

QJsonObject WfaBattle::fillMoves(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                 QString *error)
{
    // 9.4: the named side's command ship (or only ship) and the wind the battle keeps (3.1).
    QJsonObject in = inputs;
    const QString given = in.value(u"side"_s).toString().trimmed();
    const QJsonObject cmd = commandShipOf(fleet(battle), given);
    if (!given.isEmpty() && cmd.isEmpty()) {
        *error = QCoreApplication::translate("adj::WfaBattle",
                                             "input \"side\" is \"%1\": no side of that name with a squadron "
                                             "command ship on the board (9.2, 9.4)")
                     .arg(given);
        return {};
    }
    put(in, u"commandHeading"_s, cmd.value(u"heading"_s));
    put(in, u"commandDamage"_s, cmd.value(u"damage"_s));
    put(in, u"commandStart"_s, cmd.value(u"start"_s));
    if (const Tracker *w = battle.tracker(u"wfa.wind"_s))
        put(in, u"wind"_s, w->value.value(u"wind"_s));
    return in;
}

QJsonObject WfaBattle::fillWind(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                QString *)
{
    QJsonObject in = inputs;
    put(in, u"turn"_s, battle.info.turn);
    // Traces name the battle's sides, not "side A" (a: the first side, b: the second).
    in.insert(u"sideNames"_s, sideNamesOf(battle));
    // 3.1.1, 9.4: the command ships' headings decide the wind gauge; both or neither.
    // Undefined, not null (a default QJsonValue): "no command ship found yet".
    QJsonValue heading[2] = {QJsonValue(QJsonValue::Undefined), QJsonValue(QJsonValue::Undefined)};
    commandHeadings(fleet(battle), heading);
    if (!heading[0].isUndefined() && !heading[1].isUndefined() && !in.contains(u"aHeading"_s) &&
        !in.contains(u"bHeading"_s)) {
        in.insert(u"aHeading"_s, heading[0]);
        in.insert(u"bHeading"_s, heading[1]);
    }
    return in;
}

namespace {
// 4.1, 5.11, 6.1: fire follows a plotted move. Once the turn's plots are written, none may be fired
// before the first marker is revealed and moved.
QString beforeFirstMove(const BattleState &battle)
{
    const Tracker *t = battle.tracker(u"wfa.plots"_s);
    if (!t || t->value.value(u"turn"_s).toInt() != battle.info.turn ||
        t->value.value(u"plots"_s).toObject().isEmpty() || t->value.value(u"revealed"_s).toInt() > 0)
        return {};
    return QCoreApplication::translate("adj::WfaBattle",
                                       "no plotted move of turn %1 has been revealed yet: a ship fires after "
                                       "executing a plotted move (reveal the first marker) (4.1, 6.1)")
        .arg(battle.info.turn);
}
} // namespace

QJsonObject WfaBattle::fillFire(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                QString *error)
{
    if (const QString why = beforeFirstMove(battle); !why.isEmpty()) {
        *error = why;
        return {};
    }
    QJsonObject in = withCommandShips(withShipNames(inputs, battle), battle);
    const Unit *firer = shipOf(battle, in, u"firer"_s);
    const Unit *target = shipOf(battle, in, u"target"_s);
    const bool positions = !refereeMeasured(in, {u"firer"_s});
    if (firer)
        describe(in, battle, *firer, u"firer"_s, positions);
    if (target) {
        put(in, u"targetDamage"_s, target->strength);
        put(in, u"targetStart"_s, target->strengthStart);
        if (positions && !target->position.isEmpty()) {
            put(in, u"targetHex"_s, target->position);
            put(in, u"targetHeading"_s, target->attrs.value(u"heading"_s));
        }
        put(in, u"targetHexShared"_s, sharesHex(battle, *target));
    }
    if (firer && target && positions)
        board(in, battle, {firer, target});
    return in;
}

QJsonObject WfaBattle::fillExchange(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                    QString *error)
{
    if (const QString why = beforeFirstMove(battle); !why.isEmpty()) {
        *error = why;
        return {};
    }
    QJsonObject in = withCommandShips(withShipNames(inputs, battle), battle);
    const Unit *a = shipOf(battle, in, u"a"_s);
    const Unit *b = shipOf(battle, in, u"b"_s);
    const bool positions = !refereeMeasured(in, {u"a"_s, u"b"_s});
    if (a)
        describe(in, battle, *a, u"a"_s, positions);
    if (b)
        describe(in, battle, *b, u"b"_s, positions);
    if (a && b && positions)
        board(in, battle, {a, b});
    return in;
}

namespace {
// 8.7: a ship in this hex already took part in a boarding attempt this turn (its "boarded" marker).
bool boardedHere(const BattleState &battle, const Unit &ship)
{
    if (ship.position.isEmpty())
        return false;
    for (const Unit &u : battle.units)
        if (u.position == ship.position && u.status.isEmpty())
            for (const Marker &m : battle.activeMarkers(u.id))
                if (m.kind == u"boarded"_s)
                    return true;
    return false;
}
} // namespace

QJsonObject WfaBattle::fillAttempt(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                   QString *)
{
    QJsonObject in = withShipNames(inputs, battle);
    const Unit *boarder = shipOf(battle, in, u"boarder"_s);
    const Unit *defender = shipOf(battle, in, u"defender"_s);
    if (boarder) {
        put(in, u"boarderRating"_s, boarder->strength);
        put(in, u"boarderMarines"_s, boarder->attrs.value(u"marines"_s));
    }
    if (defender)
        put(in, u"defenderRating"_s, defender->strength);
    if (boarder && defender && !boarder->position.isEmpty())
        put(in, u"sameHex"_s, boarder->position == defender->position);
    if (boarder)
        put(in, u"hexBoardedThisTurn"_s, boardedHere(battle, *boarder));
    return in;
}

QJsonObject WfaBattle::fillRollOff(const QJsonObject &inputs, const BattleState &battle,
                                   const RuleTable &table, QString *)
{
    QJsonObject in = withShipNames(inputs, battle);
    for (const QString &p : {u"a"_s, u"b"_s}) {
        if (const Unit *s = shipOf(battle, in, p)) {
            put(in, p + u"Rating"_s, s->strength);
            put(in, p + u"Marines"_s, s->attrs.value(u"marines"_s));
        }
    }
    if (const Unit *a = shipOf(battle, in, u"a"_s))
        put(in, u"hexBoardedThisTurn"_s, boardedHere(battle, *a));
    // 7.1, 8.5: a tied roll-off goes to the ship of the side the battle's house rule
    // scenario.commanderAdvantage names, unless the referee says.
    const WfaTable *t = WfaTable::of(table);
    if (!in.contains(u"advantage"_s) && t && !t->commanderAdvantage.isEmpty()) {
        QStringList roles;
        for (const QString &role : {u"a"_s, u"b"_s})
            if (in.value(role).isDouble() &&
                sideKey(battle, in.value(role).toInteger()) == t->commanderAdvantage)
                roles << role;
        if (roles.size() == 1)
            in.insert(u"advantage"_s, roles.first());
    }
    return in;
}

QJsonObject WfaBattle::fillBoardingBattle(const QJsonObject &inputs, const BattleState &battle,
                                          const RuleTable &, QString *)
{
    QJsonObject in = withCommandShips(withShipNames(inputs, battle), battle);
    if (const Unit *a = shipOf(battle, in, u"attacker"_s))
        put(in, u"attackerMarines"_s, a->attrs.value(u"marines"_s));
    if (const Unit *d = shipOf(battle, in, u"defender"_s))
        put(in, u"defenderMarines"_s, d->attrs.value(u"marines"_s));
    return in;
}

} // namespace adj
