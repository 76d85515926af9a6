// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/resolution.h"
#include "oibltable.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// One If By Land arithmetic that is not a dice action: measured ranges, formations by troop type
// and the panic-marker triggers. Pure functions.
class OiblRules
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblRules)
public:
    // ---- Weapon Ranges, Ground Scale (1" = 15 yards)
    struct Range
    {
        bool ok = false;
        QString error;
        double inches = 0, yards = 0;
        int maxRange = 0;
        // "point-blank" (small arms at 2" or less), "effective" (small arms), "cannon-short" (under 12"),
        // "cannon-medium" (12-25"), "cannon-long" (over 25")
        QString band;
        QString text;
    };
    // `unit` is "in" or "cm"; `weapon` musket, carbine, jaeger, long-rifle or cannon. Out of range is
    // refused.
    static Range classifyRange(const OiblTable &t, double value, const QString &unit, const QString &weapon);

    // ---- Deployment: the formations a unit may take follow its type
    struct FormationFlags
    {
        bool light = false; // converged light infantry, grenadiers, legion: may also skirmish
        bool authorized =
            false; // the scenario authorizes the exception (militia close order, rifles in line ...)
    };
    static QStringList unitTypes(); // the profile's types
    static QStringList allowedFormations(const QString &type, const FormationFlags &f);
    // Empty when allowed, else a message naming the type, the formation and the rule.
    static QString checkFormation(const QString &type, const QString &formation, const FormationFlags &f);

    // ---- Panic Markers: what happened to a unit this turn
    struct PanicEvents
    {
        int casualtiesThisTurn = 0;
        bool friendRoutedWithin12 = false; // in view
        int friendQualityStep = 0;         // the routing friend's quality minus this unit's (>= 0 triggers)
        bool poorOrWretched = false;
        int figuresFiredOn = 0; // after halving, this turn
        bool officerKilled = false;
        bool charging = false;
        bool beingCharged = false;
        bool casualtyDuringCharge = false;
        bool chargeFailedContact = false;
        bool targetEvadingSkirmishers = false; // the exception to failing contact
        bool chargeTestFailed = false;
        bool skirmishersEvading = false;
        bool routing = false;
        bool hasMarker = false;
    };
    struct Panic
    {
        bool triggered = false; // at least one trigger applies
        bool place = false;     // a new marker is placed (none there yet: markers are not cumulative)
        QList<TraceLine> reasons;
    };
    static Panic panicTriggers(const OiblTable &t, const PanicEvents &e);
};

} // namespace adj
