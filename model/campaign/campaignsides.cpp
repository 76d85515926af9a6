// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A campaign's sides across its battles (issue 29): matched by name, and the referee says which
// names are one side ("United States" at Lundy's Lane is the "American" of Chippawa).
#include "campaign.h"

#include "battledocument.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

bool sidesRefused(QString *error, const QString &message)
{
    *error = message;
    return false;
}

QStringList allSides(const QList<QStringList> &battles)
{
    QStringList all;
    for (const QStringList &sides : battles)
        for (const QString &side : sides)
            if (!all.contains(side))
                all << side;
    return all;
}

} // namespace

QString Campaign::sideName(const QString &battleSide) const
{
    for (const QStringList &names : sameSides)
        if (names.contains(battleSide))
            return names.first();
    return battleSide;
}

QList<QStringList> Campaign::battleSides(const QString &campaignPath) const
{
    QList<QStringList> out;
    for (int i = 0; i < battles.size(); ++i) {
        QStringList sides;
        QString why;
        const QString path = battlePath(campaignPath, i);
        if (QFileInfo(path).isFile())
            if (const auto doc = BattleDocument::open(path, &why, true))
                for (const Side &side : doc->state().sides)
                    sides << side.name;
        out << sides;
    }
    return out;
}

bool Campaign::sameSide(const QString &campaignPath, const QStringList &given, QString *error)
{
    QStringList names;
    for (const QString &n : given)
        if (const QString side = n.trimmed(); !side.isEmpty() && !names.contains(side))
            names << side;
    if (names.size() < 2)
        return sidesRefused(error, tr("name the sides that are one side, two or more"));
    const QList<QStringList> sides = battleSides(campaignPath);
    const QStringList all = allSides(sides);
    for (const QString &side : std::as_const(names))
        if (!all.contains(side))
            return sidesRefused(error, tr("no battle of the campaign has a side called \"%1\" (its sides: %2)")
                                      .arg(side, all.join(u", "_s)));
    // The side named first keeps its place; every name said to be the same as one of these joins it.
    QList<QStringList> groups;
    QStringList merged = names;
    int at = -1;
    for (int g = 0; g < sameSides.size(); ++g) {
        const QStringList &group = sameSides.at(g);
        const bool touches =
            std::any_of(names.cbegin(), names.cend(), [&](const QString &n) { return group.contains(n); });
        if (!touches) {
            groups << group;
            continue;
        }
        if (at < 0)
            at = int(groups.size());
        for (const QString &n : group)
            if (!merged.contains(n))
                merged << n;
    }
    for (int b = 0; b < sides.size(); ++b) {
        QStringList here;
        for (const QString &n : std::as_const(merged))
            if (sides.at(b).contains(n))
                here << n;
        if (here.size() > 1)
            return sidesRefused(error,
                           tr("%1 and %2 both fight in battle %3 (\"%4\"): two sides of one battle are "
                              "never one side")
                               .arg(here.at(0), here.at(1))
                               .arg(b + 1)
                               .arg(battles.at(b).name));
    }
    groups.insert(at < 0 ? groups.size() : at, merged);
    if (groups == sameSides)
        return sidesRefused(error,
                       tr("%1 are already one side, shown as %2").arg(merged.join(u", "_s), merged.first()));
    sameSides = groups;
    return true;
}

bool Campaign::separateSide(const QString &side, QString *error)
{
    for (int g = 0; g < sameSides.size(); ++g) {
        QStringList &group = sameSides[g];
        if (!group.removeOne(side.trimmed()))
            continue;
        if (group.size() < 2)
            sameSides.removeAt(g);
        return true;
    }
    return sidesRefused(error,
                   tr("\"%1\" was not said to be the same side as another; it counts on its own already")
                       .arg(side.trimmed()));
}

} // namespace adj
