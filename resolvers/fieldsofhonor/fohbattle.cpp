#include "fohbattle.h"

#include "core/tablebattle.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

bool FohBattle::fire(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    const Unit *firer = TableBattle::unitOf(battle, in, u"firer"_s);
    const Unit *target = TableBattle::unitOf(battle, in, u"target"_s);
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
        if (const auto d = TableBattle::inches(battle, *firer, *target))
            put(u"rangeInches"_s, int(std::lround(*d)));
    return true;
}

bool FohBattle::melee(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    if (const Unit *a = TableBattle::unitOf(battle, in, u"attacker"_s))
        put(u"attackerStands"_s, a->strength);
    if (const Unit *d = TableBattle::unitOf(battle, in, u"defender"_s))
        put(u"defenderStands"_s, d->strength);
    return true;
}

bool FohBattle::pursuit(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    if (const Unit *p = TableBattle::unitOf(battle, in, u"pursuer"_s))
        put(u"pursuerStands"_s, p->strength);
    return true;
}

bool FohBattle::testingUnit(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    if (const Unit *u = TableBattle::unitOf(battle, in, u"unit"_s)) {
        put(u"moraleRating"_s, u->attrs.value(u"morale"_s));
        put(u"state"_s, u->attrs.value(u"moraleState"_s));
        if (u->strengthStart > 0)
            put(u"casualtyPercent"_s, (u->strengthStart - u->strength) * 100 / u->strengthStart);
    }
    return true;
}

} // namespace adj
