#include "wfabattle.h"

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

// Guns, damage and position of a ship under the action's prefix ("firer", "a", ...).
void describe(QJsonObject &in, const BattleState &battle, const Unit &ship, const QString &p)
{
    put(in, p + u"Guns"_s, ship.attrs.value(u"guns"_s));
    put(in, p + u"Damage"_s, ship.strength);
    put(in, p + u"Start"_s, ship.strengthStart);
    if (!ship.position.isEmpty())
        put(in, p + u"Hex"_s, ship.position);
    put(in, p + u"Heading"_s, ship.attrs.value(u"heading"_s));
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
    put(in, u"otherShips"_s, others.join(u','));
}
} // namespace

QJsonObject WfaBattle::fill(const QString &action, QJsonObject in, const BattleState &battle)
{
    if (action == u"fire"_s) {
        const Unit *firer = shipOf(battle, in, u"firer"_s);
        const Unit *target = shipOf(battle, in, u"target"_s);
        if (firer)
            describe(in, battle, *firer, u"firer"_s);
        if (target) {
            put(in, u"targetDamage"_s, target->strength);
            put(in, u"targetStart"_s, target->strengthStart);
            if (!target->position.isEmpty())
                put(in, u"targetHex"_s, target->position);
            put(in, u"targetHeading"_s, target->attrs.value(u"heading"_s));
            put(in, u"targetHexShared"_s, sharesHex(battle, *target));
        }
        if (firer && target)
            board(in, battle, {firer, target});
    } else if (action == u"exchange"_s) {
        const Unit *a = shipOf(battle, in, u"a"_s);
        const Unit *b = shipOf(battle, in, u"b"_s);
        if (a)
            describe(in, battle, *a, u"a"_s);
        if (b)
            describe(in, battle, *b, u"b"_s);
        if (a && b)
            board(in, battle, {a, b});
    } else if (action == u"boarding-attempt"_s) {
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
    } else if (action == u"boarding-rolloff"_s) {
        for (const QString &p : {u"a"_s, u"b"_s}) {
            if (const Unit *s = shipOf(battle, in, p)) {
                put(in, p + u"Rating"_s, s->strength);
                put(in, p + u"Marines"_s, s->attrs.value(u"marines"_s));
            }
        }
    } else if (action == u"boarding-battle"_s) {
        if (const Unit *a = shipOf(battle, in, u"attacker"_s))
            put(in, u"attackerMarines"_s, a->attrs.value(u"marines"_s));
        if (const Unit *d = shipOf(battle, in, u"defender"_s))
            put(in, u"defenderMarines"_s, d->attrs.value(u"marines"_s));
    }
    return in;
}

} // namespace adj
