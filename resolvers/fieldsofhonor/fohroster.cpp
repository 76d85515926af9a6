// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohroster.h"

#include "core/inputbuilders.h"

#include "model/battlestate.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

QString FohRoster::groupName(const Unit &u)
{
    const QString group = u.attrs.value(u"bmug"_s).toString().trimmed();
    return group.isEmpty() ? u.name : group; // a BMU outside any BMUG moves as a group of its own
}

QString FohRoster::bmugOf(qint64 unit) const
{
    for (const Side &s : sides)
        for (const Bmug &b : s.bmugs)
            if (b.units.contains(unit))
                return b.name;
    return {};
}

QJsonObject FohRoster::fromBattle(const BattleState &battle)
{
    QList<adj::Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const adj::Side &a, const adj::Side &b) { return a.sort < b.sort; });
    // Both sides may have a "1st Brigade": such a name is qualified by its side.
    QMap<QString, QSet<Id>> sidesOfName;
    for (const Unit &u : battle.units)
        if (u.status.isEmpty())
            sidesOfName[groupName(u)].insert(u.side);
    QJsonArray out;
    for (const adj::Side &s : sides) {
        int lost = 0;
        QStringList order;
        QMap<QString, QJsonArray> members;
        for (const Id id : battle.unitsOfSide(s.id)) {
            const Unit &u = battle.units.value(id);
            // Victory Points: a unit removed from play (eliminated, routed off, captured) has
            // lost every stand it started with; one in play has lost what it no longer has.
            if (!u.status.isEmpty()) {
                lost += std::max(u.strengthStart, u.strength);
                continue;
            }
            lost += std::max(0, u.strengthStart - u.strength);
            QString group = groupName(u);
            if (sidesOfName.value(group).size() > 1)
                group = u"%1 (%2)"_s.arg(group, s.name); // an identifier: never translated
            if (!order.contains(group))
                order.append(group);
            members[group].append(u.id);
        }
        QJsonArray bmugs;
        for (const QString &g : order)
            bmugs.append(QJsonObject{{u"name"_s, g}, {u"units"_s, members.value(g)}});
        const Counter *objectives = battle.counter(s.id, {}, u"objectives"_s);
        const Counter *vp = battle.counter(s.id, {}, u"VP"_s);
        out.append(QJsonObject{{u"name"_s, s.name},
                               {u"bmugs"_s, bmugs},
                               {u"standsLost"_s, lost},
                               {u"objectives"_s, objectives ? objectives->value : 0},
                               {u"vp"_s, vp ? vp->value : 0}});
    }
    return QJsonObject{{u"turn"_s, battle.info.turn}, {u"sides"_s, out}};
}

bool FohRoster::fromJson(const QJsonObject &o, FohRoster *out, QString *error)
{
    FohRoster r;
    auto fail = [&](const QString &why) {
        *error = tr("input \"battle\": %1").arg(why);
        return false;
    };
    r.turn = o.value(u"turn"_s).toInt(1);
    if (r.turn < 1)
        return fail(tr("the turn must be 1 or more"));
    const QJsonArray sides = o.value(u"sides"_s).toArray();
    for (qsizetype i = 0; i < sides.size(); ++i) {
        const QJsonObject so = sides[i].toObject();
        Side s;
        s.name = so.value(u"name"_s).toString();
        if (s.name.isEmpty())
            return fail(tr("side %1 has no name").arg(i + 1));
        s.standsLost = so.value(u"standsLost"_s).toInt(0);
        s.objectives = so.value(u"objectives"_s).toInt(0);
        s.vp = so.value(u"vp"_s).toInt(0);
        if (s.standsLost < 0 || s.objectives < 0)
            return fail(tr("side %1 has a negative count of stands lost or objectives").arg(s.name));
        for (const QJsonValue &bv : so.value(u"bmugs"_s).toArray()) {
            Bmug b;
            b.name = bv.isString() ? bv.toString() : bv.toObject().value(u"name"_s).toString();
            if (b.name.isEmpty())
                return fail(tr("a BMUG of %1 has no name").arg(s.name));
            for (const QJsonValue &u : bv.toObject().value(u"units"_s).toArray())
                b.units.append(u.toInteger());
            s.bmugs.append(b);
        }
        r.sides.append(s);
    }
    *out = r;
    return true;
}

QStringList FohRoster::bmugNames(int side) const
{
    QStringList out;
    for (const Bmug &b : sides.value(side).bmugs)
        out.append(b.name);
    return out;
}

const FohRoster::Bmug *FohRoster::bmug(const QString &name) const
{
    for (const Side &s : sides)
        for (const Bmug &b : s.bmugs)
            if (b.name == name)
                return &b;
    return nullptr;
}

int FohRoster::bmugCount() const
{
    int n = 0;
    for (const Side &s : sides)
        n += int(s.bmugs.size());
    return n;
}

InputSpec FohRoster::input()
{
    // No tracker: FieldsOfHonor::fromBattle reads it off the units.
    return inputs::stateInput(u"battle"_s, {}, tr("The battle"),
                              tr("The sides, their BMUGs and losses, read from the battle's units."));
}

} // namespace adj
