#include "tablebattle.h"

#include "ruleset.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const Unit *unitOf(const BattleState &battle, const QJsonObject &in, const QString &role)
{
    const QJsonValue v = in.value(role);
    const auto it = battle.units.constFind(v.toInteger());
    return v.isDouble() && it != battle.units.cend() ? &*it : nullptr;
}

bool marked(const BattleState &battle, const Unit &u, const QString &kind)
{
    for (const Marker &m : battle.activeMarkers(u.id))
        if (m.kind == kind)
            return true;
    return false;
}

// The last range measured between two units, in inches.
std::optional<double> inches(const BattleState &battle, const Unit &a, const Unit &b)
{
    const MeasuredRange *r = battle.lastRange(a.id, b.id);
    if (!r)
        return std::nullopt;
    return r->measure == u"cm"_s ? r->value / 2.54 : r->value;
}
} // namespace

QJsonObject TableBattle::oneIfByLand(const RuleSet &rs, const QString &action, QJsonObject in,
                                     const BattleState &battle)
{
    auto put = [&](const QString &key, const QJsonValue &v) { rs.putKnown(action, in, key, v); };
    if (action == u"fire"_s) {
        const Unit *firer = unitOf(battle, in, u"firer"_s);
        const Unit *target = unitOf(battle, in, u"target"_s);
        if (firer) {
            put(u"figures"_s, firer->strength);
            put(u"firerQuality"_s, firer->attrs.value(u"quality"_s));
            put(u"weapon"_s, firer->attrs.value(u"weapon"_s));
            put(u"firerFormation"_s, firer->attrs.value(u"formation"_s));
            put(u"gunPounds"_s, firer->attrs.value(u"gun"_s));
        }
        if (target) {
            put(u"targetFigures"_s, target->strength);
            put(u"targetQuality"_s, target->attrs.value(u"quality"_s));
            put(u"targetArtillery"_s, target->type == u"artillery"_s);
            put(u"targetColumn"_s, target->attrs.value(u"formation"_s).toString() == u"column"_s);
            put(u"targetPanic"_s, marked(battle, *target, u"panic"_s));
            const QList<Leader> with = battle.leadersWith(target->id);
            put(u"generalWithTarget"_s, !with.isEmpty());
            if (!with.isEmpty())
                put(u"general"_s, with.first().id);
        }
        if (firer && target) {
            if (const MeasuredRange *r = battle.lastRange(firer->id, target->id)) {
                put(u"range"_s, r->value);
                put(u"rangeUnit"_s, r->measure);
            }
        }
    }
    return in;
}

QJsonObject TableBattle::fieldsOfHonor(const RuleSet &rs, const QString &action, QJsonObject in,
                                       const BattleState &battle)
{
    auto put = [&](const QString &key, const QJsonValue &v) { rs.putKnown(action, in, key, v); };
    put(u"scale"_s, battle.info.scale);
    if (action == u"fire"_s) {
        const Unit *firer = unitOf(battle, in, u"firer"_s);
        const Unit *target = unitOf(battle, in, u"target"_s);
        if (firer) {
            const bool guns = firer->type == u"artillery"_s;
            put(u"weapon"_s, guns ? u"artillery"_s : u"small-arms"_s);
            put(u"stands"_s, firer->strength);
            put(u"fireRating"_s, firer->attrs.value(u"fire"_s));
            put(u"firerKind"_s, firer->attrs.value(u"kind"_s));
            if (guns) {
                put(u"gunClass"_s, firer->attrs.value(u"gunClass"_s));
                put(u"gunType"_s, firer->attrs.value(u"gunType"_s));
            } else {
                put(u"smallArms"_s, firer->attrs.value(u"smallArms"_s));
            }
        }
        if (target)
            put(u"targetTempHits"_s, target->attrs.value(u"tempHits"_s));
        if (firer && target)
            if (const auto d = inches(battle, *firer, *target))
                put(u"rangeInches"_s, int(std::lround(*d)));
    } else if (action == u"melee"_s) {
        if (const Unit *a = unitOf(battle, in, u"attacker"_s))
            put(u"attackerStands"_s, a->strength);
        if (const Unit *d = unitOf(battle, in, u"defender"_s))
            put(u"defenderStands"_s, d->strength);
    } else if (action == u"pursuit"_s) {
        if (const Unit *p = unitOf(battle, in, u"pursuer"_s))
            put(u"pursuerStands"_s, p->strength);
    } else if (const Unit *u = unitOf(battle, in, u"unit"_s)) {
        // Morale, charge tests and rallying read the unit's quality, state and losses.
        put(u"moraleRating"_s, u->attrs.value(u"morale"_s));
        put(u"state"_s, u->attrs.value(u"moraleState"_s));
        if (u->strengthStart > 0)
            put(u"casualtyPercent"_s, (u->strengthStart - u->strength) * 100 / u->strengthStart);
    }
    return in;
}

} // namespace adj
