// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/owed.h"
#include "core/resolution.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace adj {

class BattleState;

// Risk to Generals: "If a general is with a unit that suffers casualties, he must roll 1d10 for each two
// hits (rounded up) suffered by the unit. If a unit takes casualties at different times in a turn, the
// general must test each time new casualties are taken." Fire rolls it with the shot; a melee leaves it
// owed, kept in the battle's tracker "oibl.risk" ({"turn", "owed": [{"general", "unit", "hits"}]}) until
// the general-risk action rolls it.
class OiblRisk
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblRisk)
public:
    static const QString kTracker; // "oibl.risk"
    // The tracker's value for this turn: what is owed this turn, or none yet.
    static QJsonObject thisTurn(const BattleState &battle);
    // The general with each unit the inputs name under `keys`: {"<unit id>": leader id}.
    static QJsonObject generalsWith(const BattleState &battle, const QJsonObject &inputs,
                                    const QStringList &keys);
    // After a melee: each unit of it that lost figures with a general owes his risk (its casualties
    // read off the resolution's values).
    static void afterMelee(const QJsonObject &generals, const QJsonObject &risk, Resolution &out);
    // The general-risk action rolled for `general`: his first owed risk is settled.
    static void rolled(const QJsonObject &risk, qint64 general, Resolution &out);
    // What the turn owes: a roll for each general whose unit lost figures in a melee.
    static QList<Owed> owed(const BattleState &battle);
};

} // namespace adj
