// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblbattle.h"

#include "core/ruleset.h"
#include "core/tablebattle.h"
#include "oiblrisk.h"
#include "oiblsequence.h"
#include "oiblturn.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

bool marked(const BattleState &battle, Id unit, const QString &kind)
{
    for (const Marker &m : battle.activeMarkers(unit))
        if (m.kind == kind)
            return true;
    return false;
}

// Units still on the table (not eliminated, routed off, captured).
bool inPlay(const Unit &u)
{
    return u.status.isEmpty();
}

QList<OiblTurn::RosterUnit> rosterOf(const BattleState &battle)
{
    QList<const Unit *> units;
    for (const Unit &u : battle.units)
        if (inPlay(u))
            units.append(&u);
    std::stable_sort(units.begin(), units.end(), [](const Unit *a, const Unit *b) {
        return a->side != b->side ? a->side < b->side
                                  : (a->sort != b->sort ? a->sort < b->sort : a->id < b->id);
    });
    QList<OiblTurn::RosterUnit> out;
    for (const Unit *u : units) {
        OiblTurn::RosterUnit r;
        r.id = u->id;
        r.name = u->name;
        r.side = battle.sides.value(u->side).name;
        r.brigade = u->attrs.value(u"brigade"_s).toString();
        r.division = u->attrs.value(u"division"_s).toString();
        r.army = u->attrs.value(u"army"_s).toString();
        r.panic = marked(battle, u->id, u"panic"_s);
        r.routing = marked(battle, u->id, u"routing"_s);
        out.append(r);
    }
    return out;
}

// The general's command: his level's brigade / division / army, named in the inputs or taken from
// the unit he is with, and every unit of his side in play under it.
QJsonObject commandOf(const QJsonObject &in, const BattleState &battle)
{
    const Id general = in.value(u"general"_s).toInteger();
    const auto it = battle.leaders.constFind(general);
    if (!in.value(u"general"_s).isDouble() || it == battle.leaders.cend())
        return {};
    const QString level = in.value(u"generalLevel"_s).toString(u"brigade"_s);
    QString name = in.value(u"generalCommandName"_s).toString().trimmed();
    if (name.isEmpty() && it->unit != 0 && battle.units.contains(it->unit))
        name = battle.units.value(it->unit).attrs.value(level).toString();
    QJsonArray units;
    if (!name.isEmpty())
        for (const Unit &u : battle.units)
            if (inPlay(u) && u.side == it->side && u.attrs.value(level).toString() == name)
                units.append(QJsonObject{
                    {u"id"_s, u.id}, {u"name"_s, u.name}, {u"panic"_s, marked(battle, u.id, u"panic"_s)}});
    return QJsonObject{{u"level"_s, level}, {u"name"_s, name}, {u"units"_s, units}};
}

// Sets `key` when the action has that input and the referee left it out (ActionSchema::putKnown).
struct Known
{
    const ActionSchema &schema;
    QJsonObject &in;
    void operator()(const QString &key, const QJsonValue &value) const { schema.putKnown(in, key, value); }
};

// The general, out of the units' lookup (OiblBattle::generalAside).
const QString kGeneralAside = u"@general"_s;

// The firer and the target of a shot: their figures, quality, weapon, formation, markers, the
// general with the target, and the last range measured between them.
void fireUnits(const Known &put, const BattleState &battle)
{
    const Unit *firer = TableBattle::unitOf(battle, put.in, u"firer"_s);
    const Unit *target = TableBattle::unitOf(battle, put.in, u"target"_s);
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
        // Cavalry fights mounted; a dismounted stand (Modifiers to Movement) is the referee's to say.
        put(u"targetMountedCavalry"_s, target->type == u"cavalry"_s);
        put(u"targetPanic"_s, TableBattle::marked(battle, *target, u"panic"_s));
        const QList<Leader> with = battle.leadersWith(target->id);
        put(u"generalWithTarget"_s, !with.isEmpty());
        if (!with.isEmpty())
            put(u"general"_s, with.first().id);
    }
    // Panic Markers: the figures that fired on the target earlier this turn, as the battle counted them.
    const Tracker *firedOn = battle.tracker(u"oibl.firedOn"_s);
    QJsonObject thisTurn{{u"turn"_s, battle.info.turn}, {u"figures"_s, QJsonObject()}};
    if (firedOn && firedOn->value.value(u"turn"_s).toInt() == battle.info.turn)
        thisTurn = firedOn->value;
    if (!put.in.contains(u"firedOn"_s))
        put.in.insert(u"firedOn"_s, thisTurn);
    if (target)
        put(u"figuresFiredOnThisTurn"_s,
            thisTurn.value(u"figures"_s).toObject().value(QString::number(target->id)).toInt());
    if (firer && target) {
        if (const MeasuredRange *r = battle.lastRange(firer->id, target->id)) {
            put(u"range"_s, r->value);
            put(u"rangeUnit"_s, r->measure);
        }
    }
}

// Units combining their fire with the first: their figures, quality, weapon, formation and the last
// range measured from each to the target.
void combinedFirers(const Known &put, const BattleState &battle)
{
    const QJsonObject &in = put.in;
    const auto target = battle.units.constFind(in.value(u"target"_s).toInteger());
    for (const QString &k : {u"2"_s, u"3"_s}) {
        const QJsonValue v = in.value(u"firer"_s + k);
        const auto it = battle.units.constFind(v.toInteger());
        if (!v.isDouble() || it == battle.units.cend())
            continue;
        put(u"figures"_s + k, it->strength);
        put(u"firerQuality"_s + k, it->attrs.value(u"quality"_s));
        put(u"weapon"_s + k, it->attrs.value(u"weapon"_s));
        put(u"firerFormation"_s + k, it->attrs.value(u"formation"_s));
        if (target != battle.units.cend())
            if (const MeasuredRange *r = battle.lastRange(it->id, target->id))
                // The shot has one range unit: a range measured in the other is left to the referee.
                if (in.value(u"rangeUnit"_s).toString(r->measure) == r->measure)
                    put(u"range"_s + k, r->value);
    }
    // A firer named by number or name joins the shot as combined fire.
    if ((in.value(u"firer2"_s).isDouble() || in.value(u"firer3"_s).isDouble()))
        put(u"combined"_s, true);
}

// What the battle knows of a unit named by the input `p` + "Unit" (or "unit").
void describe(const Known &put, const BattleState &battle, const QString &p)
{
    const QJsonObject &in = put.in;
    auto k = [&](const QString &id) -> QString {
        return p.isEmpty() ? id : p + id.left(1).toUpper() + id.mid(1);
    };
    const QJsonValue v = in.value(k(u"unit"_s));
    const auto it = battle.units.constFind(v.toInteger());
    if (!v.isDouble() || it == battle.units.cend())
        return;
    put(k(u"figures"_s), it->strength);
    if (it->strengthStart > 0)
        put(k(u"startFigures"_s), it->strengthStart);
    put(k(u"quality"_s), it->attrs.value(u"quality"_s));
    put(k(u"formation"_s), it->attrs.value(u"formation"_s));
    put(k(u"bayonets"_s), it->attrs.value(u"bayonets"_s));
    put(k(u"type"_s), it->type == u"cavalry"_s     ? u"cavalry"_s
                      : it->type == u"artillery"_s ? u"artillery"_s
                                                   : u"infantry"_s);
    put(k(u"indian"_s), it->type == u"indian"_s);
    put(k(u"panic"_s), marked(battle, it->id, u"panic"_s));
    put(k(u"routing"_s), marked(battle, it->id, u"routing"_s));
    if (it->type == u"artillery"_s)
        put(k(u"gunPounds"_s), it->attrs.value(u"gun"_s));
    // Commanding Officer is with the unit -X: the unit's officer, when it has one, and his rating.
    const int rating = it->attrs.value(u"officerRating"_s).toInt();
    put(k(u"officerWithUnit"_s), rating > 0);
    if (rating > 0)
        put(k(u"officerRating"_s), rating);
    put(k(u"hasPanic"_s), marked(battle, it->id, u"panic"_s));
    // In contact with its whole front (Melee 7): a close-order line's front rank is half its
    // figures (it stands two deep), any other order's all of them. The referee counts the
    // stands actually in contact on the table when fewer touch.
    const QString formation =
        in.value(k(u"formation"_s)).toString(it->attrs.value(u"formation"_s).toString());
    if (formation != u"column"_s)
        put(k(u"frontFigures"_s), formation == u"close"_s ? (it->strength + 1) / 2 : it->strength);
}

} // namespace

QJsonObject OiblBattle::leaderIds(QJsonObject in, const BattleState &battle, QString *error)
{
    const QJsonValue v = in.value(u"general"_s);
    // The form offers the battle's units for "general" (a unit input): a unit names the general with it.
    auto withUnit = [&](const Unit *u) -> Id {
        const QList<Leader> with = u ? battle.leadersWith(u->id) : QList<Leader>();
        return with.isEmpty() ? 0 : with.first().id;
    };
    if (v.isString()) {
        for (const Leader &l : battle.leaders)
            if (l.name.compare(v.toString(), Qt::CaseInsensitive) == 0) {
                in.insert(u"general"_s, l.id);
                return in;
            }
        if (const Id id = withUnit(battle.unitByName(v.toString()))) {
            in.insert(u"general"_s, id);
            return in;
        }
        *error =
            tr("general: there is no leader called \"%1\" in this battle, nor one with a unit of that name")
                .arg(v.toString());
    } else if (v.isDouble()) {
        const auto unit = battle.units.constFind(v.toInteger());
        if (const Id id = withUnit(unit == battle.units.cend() ? nullptr : &*unit))
            in.insert(u"general"_s, id);
        else if (!battle.leaders.contains(v.toInteger()))
            *error =
                tr("general: there is no leader %1 in this battle, nor one with unit %1").arg(v.toInteger());
    }
    return in;
}

QJsonObject OiblBattle::generalAside(QJsonObject in)
{
    const QJsonValue general = in.take(u"general"_s);
    if (!general.isUndefined())
        in.insert(kGeneralAside, general);
    return in;
}

QJsonObject OiblBattle::generalBack(QJsonObject in)
{
    const QJsonValue general = in.take(kGeneralAside);
    if (!general.isUndefined())
        in.insert(u"general"_s, general);
    return in;
}

QJsonObject OiblBattle::fillFire(const ActionSchema &schema, QJsonObject in, const BattleState &battle)
{
    in = generalBack(in);
    const Known put{schema, in};
    fireUnits(put, battle);
    put(u"generalCommand"_s, commandOf(in, battle));
    combinedFirers(put, battle);
    return in;
}

QJsonObject OiblBattle::fillGeneral(const ActionSchema &schema, QJsonObject in, const BattleState &battle)
{
    in = generalBack(in);
    const Known put{schema, in};
    put(u"generalCommand"_s, commandOf(in, battle));
    if (!in.contains(u"risk"_s)) // this turn's risks only
        in.insert(u"risk"_s, OiblRisk::thisTurn(battle));
    return in;
}

QJsonObject OiblBattle::fillCharge(const ActionSchema &schema, QJsonObject in, const BattleState &battle)
{
    const Known put{schema, in};
    // Each unit of the melee (the first attacker and defender, and those joining them).
    for (const QString &p : {u"a"_s, u"d"_s, u"a2"_s, u"a3"_s, u"d2"_s, u"d3"_s})
        describe(put, battle, p);
    put(u"generals"_s,
        OiblRisk::generalsWith(battle, in,
                               {u"aUnit"_s, u"dUnit"_s, u"a2Unit"_s, u"a3Unit"_s, u"d2Unit"_s, u"d3Unit"_s}));
    if (!in.contains(u"risk"_s))
        in.insert(u"risk"_s, OiblRisk::thisTurn(battle));
    return in;
}

QJsonObject OiblBattle::fillMorale(const ActionSchema &schema, QJsonObject in, const BattleState &battle)
{
    const Known put{schema, in};
    describe(put, battle, QString()); // the unit's quality, figures and state (Morale Tests)
    if (!in.contains(u"sequence"_s))  // the card of this turn only, never an older one
        in.insert(u"sequence"_s, OiblSequence::cardInPlay(battle));
    return in;
}

QJsonObject OiblBattle::fillDeck(const ActionSchema &schema, QJsonObject in, const BattleState &battle)
{
    const Known put{schema, in};
    put(u"battleTurn"_s, battle.info.turn);
    put(u"roster"_s, OiblTurn::rosterJson(rosterOf(battle)));
    return in;
}

} // namespace adj
