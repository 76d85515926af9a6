// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

class BattleState;
struct Unit;

// The battle as the Fields of Honor phase actions read it (the "battle" State input): the turn,
// the sides in their order, each side's BMUGs with the units in play (units grouped by their
// "bmug" attribute; a unit without one is a BMUG of its own; a name both sides use is qualified
// by the side: "1st Brigade (Union)"), the stands each side has lost, the
// objectives it holds (its "objectives" counter) and its VP counter. Filled from the battle by
// FieldsOfHonor::fromBattle; without a battle it is given as JSON:
// {"turn": 2, "sides": [{"name": "Union", "standsLost": 3, "objectives": 2, "vp": 0,
//                        "bmugs": [{"name": "1st Brigade", "units": [1, 2]}]}, ...]}
class FohRoster
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohRoster)
public:
    struct Bmug
    {
        QString name;
        QList<qint64> units;
    };
    struct Side
    {
        QString name;
        QList<Bmug> bmugs;
        int standsLost = 0;
        int objectives = 0;
        int vp = 0;
    };
    int turn = 1;
    QList<Side> sides;

    static QJsonObject fromBattle(const BattleState &battle);
    // False with a message naming the entry when the JSON is not a roster.
    static bool fromJson(const QJsonObject &json, FohRoster *out, QString *error);
    QStringList bmugNames(int side) const;
    QString bmugOf(qint64 unit) const; // the BMUG a unit in play moves with, empty when none
    // A unit's BMUG as its attribute names it, or the unit's own name when it has none.
    static QString groupName(const Unit &u);
    const Bmug *bmug(const QString &name) const; // case-sensitive, as the BMUG attribute reads
    int bmugCount() const;

    // The input every phase action reads.
    static InputSpec input();
};

} // namespace adj
