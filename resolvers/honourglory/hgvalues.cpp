// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgvalues.h"

#include "hginputs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

QJsonObject integer()
{
    return {{u"type"_s, u"integer"_s}};
}
QJsonObject arrayOf(const QJsonObject &items)
{
    return {{u"type"_s, u"array"_s}, {u"items"_s, items}};
}
QJsonObject mapOf(const QJsonObject &values)
{
    return {{u"type"_s, u"object"_s}, {u"additionalProperties"_s, values}};
}
QJsonObject record(const QStringList &keys, const QList<QJsonObject> &types)
{
    QJsonObject props;
    for (int i = 0; i < keys.size(); ++i)
        props.insert(keys.at(i), types.at(i));
    return {{u"type"_s, u"object"_s},
            {u"properties"_s, props},
            {u"required"_s, QJsonArray::fromStringList(keys)},
            {u"additionalProperties"_s, false}};
}
const QJsonObject kText{{u"type"_s, u"string"_s}};

// The roles of `names`, in order; empty when one of them has none.
QJsonArray rolesOf(const QStringList &names, const HgRoles &roles)
{
    QJsonArray out;
    for (const QString &n : names) {
        if (!roles.contains(n))
            return {};
        out.append(roles.value(n));
    }
    return out;
}

// units.<role>: MP before and after (strength), MP lost, beaten, a Shaken marker placed opposite it.
void playerValues(const HgGame *before, const HgGame &after, const HgPlayer &p, const QString &role,
                  Resolution &out)
{
    if (const HgPlayer *was = before ? before->player(p.name) : nullptr) {
        out.unit(role, u"strengthBefore"_s, was->mpLeft());
        out.unit(role, u"casualties"_s, std::max(0, was->mpLeft() - p.mpLeft()));
        if (!before->shaken.contains(p.name) && after.shaken.contains(p.name))
            out.unit(role, u"markers"_s, QJsonArray{u"shaken"_s});
    }
    out.unit(role, u"strengthAfter"_s, p.mpLeft());
    out.unit(role, u"eliminated"_s, p.beaten);
}

// How the game stands: over, and its winner (one role) or the roles that tie.
void settledValues(const HgGame &after, const HgRoles &roles, Resolution &out)
{
    out.set(u"gameOver"_s, after.over);
    if (!after.over)
        return;
    if (after.winners.size() == 1 && roles.contains(after.winners.first()))
        out.set(u"winner"_s, roles.value(after.winners.first()));
    else if (after.winners.size() > 1)
        if (const QJsonArray tie = rolesOf(after.winners, roles); !tie.isEmpty())
            out.set(u"tie"_s, tie);
}

// The End of Duration's discards and the column swaps its Durations earned.
void durationValues(const HgStep &step, const HgRoles &roles, Resolution &out)
{
    QJsonArray discards;
    for (const HgDiscarded &d : step.discarded)
        discards.append(QJsonObject{{u"role"_s, roles.value(d.player, d.player)},
                                    {u"troop"_s, d.troop},
                                    {u"discardValue"_s, d.printed},
                                    {u"damageReduced"_s, d.value}});
    if (!discards.isEmpty())
        out.set(u"discards"_s, discards);
    QJsonArray swaps;
    for (const HgSwap &w : step.game.swapsOwed)
        swaps.append(
            QJsonObject{{u"by"_s, roles.value(w.by, w.by)}, {u"owner"_s, roles.value(w.owner, w.owner)}});
    if (!swaps.isEmpty())
        out.set(u"columnSwaps"_s, swaps);
}

} // namespace

QList<ValueSpec> ownValues()
{
    const QJsonObject counters = mapOf(integer());
    return {
        {u"mpStack"_s, arrayOf(integer()),
         u"The One's MP counters after the action, top first (one per opponent)"_s, u"Resolving Rounds"_s},
        {u"glory"_s, counters,
         u"the Glory counter of each player of The Many with a role, after the action"_s, u"Glory"_s},
        {u"damage"_s, counters, u"the Damage counter of each player with a role, after the action"_s,
         u"Resolving Rounds"_s},
        {u"shaken"_s, arrayOf(kText),
         u"the roles of the players The One is Shaken against after the action"_s, u"Shaken"_s},
        {u"gameOver"_s, QJsonObject{{u"type"_s, u"boolean"_s}},
         u"whether a Win Condition has ended the game"_s, u"Goal – Win Conditions"_s},
        {u"tie"_s, arrayOf(kText), u"the roles that share the win when the game ends in a tie"_s,
         u"Goal – Win Conditions"_s},
        {u"discards"_s,
         arrayOf(record({u"role"_s, u"troop"_s, u"discardValue"_s, u"damageReduced"_s},
                        {kText, kText, integer(), integer()})),
         u"Troop Cards discarded: the printed Discard Value and the Damage it took off (The One's: times "
         u"the number of opponents)"_s,
         u"Resolving the End of Duration"_s},
        {u"columnSwaps"_s, arrayOf(record({u"by"_s, u"owner"_s}, {kText, kText})),
         u"the column swaps the Duration earned: who may swap two neighbour columns of whose Unit"_s,
         u"Moving Columns in a Unit"_s},
        {u"dealt"_s, mapOf(arrayOf(kText)),
         u"the Terrain Cards dealt to each player, by name as the outcome tags name him (a Secondary "
         u"first)"_s,
         u"Setup"_s},
    };
}

HgRoles slotRoles(const QString &one, const QStringList &many)
{
    HgRoles roles{{one, u"one"_s}};
    for (int k = 1; k <= many.size(); ++k)
        roles.insert(many.at(k - 1), slot(k));
    return roles;
}

void gameValues(const HgGame *before, const HgStep &step, const HgRoles &roles, Resolution &out)
{
    if (out.quiet() || roles.isEmpty())
        return;
    const HgGame &after = step.game;
    QJsonObject glory, damage;
    for (const HgPlayer &p : after.players) {
        const QString role = roles.value(p.name);
        if (role.isEmpty())
            continue;
        playerValues(before, after, p, role, out);
        if (!p.one)
            glory.insert(role, p.glory);
        damage.insert(role, p.damage);
        if (p.one) {
            QJsonArray stack;
            for (int v : p.mpStack)
                stack.append(v);
            out.set(u"mpStack"_s, stack);
        }
    }
    if (!glory.isEmpty())
        out.set(u"glory"_s, glory);
    if (!damage.isEmpty())
        out.set(u"damage"_s, damage);
    const QJsonArray shaken = rolesOf(after.shaken, roles);
    if (roles.contains(after.one().name) && (!shaken.isEmpty() || after.shaken.isEmpty()))
        out.set(u"shaken"_s, shaken);
    durationValues(step, roles, out);
    settledValues(after, roles, out);
}

void dealtValue(const QMap<QString, QList<HgTerrainCard>> &dealt, const QStringList &players, Resolution &out)
{
    if (out.quiet())
        return;
    QJsonObject all;
    for (const QString &p : players) {
        QJsonArray cards;
        for (const HgTerrainCard &c : dealt.value(p))
            cards.append(c.name);
        all.insert(p, cards);
    }
    out.set(u"dealt"_s, all);
}

void rollValues(const QList<Roll> &rolls, Resolution &out)
{
    for (const Roll &r : rolls)
        out.roll(r);
}

} // namespace adj::hg
