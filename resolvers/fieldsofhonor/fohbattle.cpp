// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohbattle.h"

#include "core/tablebattle.h"
#include "fohrecord.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// What the battle holds of a unit whatever its arm: its kind and whether it is mounted.
void kindAndArm(const Unit &u, const QString &role, const FohBattle::Put &put)
{
    put(role + u"Kind"_s, u.attrs.value(u"kind"_s));
    put(role + u"Mounted"_s, u.type == u"cavalry"_s);
}

} // namespace

bool FohBattle::fire(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    const Unit *firer = TableBattle::unitOf(battle, in, u"firer"_s);
    const Unit *target = TableBattle::unitOf(battle, in, u"target"_s);
    if (firer) {
        const bool guns = firer->type == u"artillery"_s;
        put(u"weapon"_s, guns ? u"artillery"_s : u"small-arms"_s);
        put(u"fireRating"_s, firer->attrs.value(u"fire"_s));
        put(u"firerKind"_s, firer->attrs.value(u"kind"_s));
        // Held by the arm that has them: an artillery stand's gun, a BMU's stands and small arms.
        if (guns) {
            put(u"gunClass"_s, firer->attrs.value(u"gunClass"_s));
            put(u"gunType"_s, firer->attrs.value(u"gunType"_s));
        } else {
            put(u"stands"_s, firer->strength);
            put(u"smallArms"_s, firer->attrs.value(u"smallArms"_s));
        }
    }
    if (target) {
        put(u"targetTempHits"_s, target->attrs.value(u"tempHits"_s));
        kindAndArm(*target, u"target"_s, put);
    }
    if (firer && target)
        if (const auto d = TableBattle::inches(battle, *firer, *target))
            put(u"rangeInches"_s, int(std::lround(*d)));
    return true;
}

bool FohBattle::melee(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    for (const QString &role : {u"attacker"_s, u"defender"_s})
        if (const Unit *u = TableBattle::unitOf(battle, in, role)) {
            put(role + u"Stands"_s, u->strength);
            put(role + u"Melee"_s, u->attrs.value(u"melee"_s));
            put(role + u"TempHits"_s, u->attrs.value(u"tempHits"_s));
            put(role + u"Kind"_s, u->attrs.value(u"kind"_s));
        }
    return true;
}

bool FohBattle::pursuit(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    if (const Unit *p = TableBattle::unitOf(battle, in, u"pursuer"_s)) {
        put(u"pursuerStands"_s, p->strength);
        put(u"pursuerMelee"_s, p->attrs.value(u"melee"_s));
        put(u"pursuerKind"_s, p->attrs.value(u"kind"_s));
    }
    if (const Unit *t = TableBattle::unitOf(battle, in, u"target"_s)) {
        put(u"targetTempHits"_s, t->attrs.value(u"tempHits"_s));
        put(u"targetKind"_s, t->attrs.value(u"kind"_s));
    }
    return true;
}

bool FohBattle::testingUnit(QJsonObject &in, const BattleState &battle, const Put &put, QString *)
{
    const Unit *u = TableBattle::unitOf(battle, in, u"unit"_s);
    if (!u)
        return true;
    put(u"moraleRating"_s, u->attrs.value(u"morale"_s));
    put(u"mounted"_s, u->type == u"cavalry"_s);
    put(u"state"_s, u->attrs.value(u"moraleState"_s));
    put(u"tempHits"_s, u->attrs.value(u"tempHits"_s));
    put(u"permHits"_s, u->attrs.value(u"permHits"_s));
    put(u"stands"_s, u->strength);
    put(u"startStands"_s, u->strengthStart);
    // Recovering Morale: casualties this turn (its hits, before or after their distribution) and a move.
    const FohRecord record = FohRecord::fromJson(FohRecord::fromBattle(battle));
    put(u"tookCasualties"_s, record.hitsOf(u->id) > 0 || u->attrs.value(u"tempHits"_s).toInt() > 0);
    put(u"moved"_s, TableBattle::marked(battle, *u, u"moved"_s));
    return true;
}

} // namespace adj
