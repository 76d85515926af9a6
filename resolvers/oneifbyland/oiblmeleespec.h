// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The melee's units and everything checked before any die (One If By Land, Melee Combat): shared by
// the resolution (the charge of oiblmeleecharge.h), the input checks (oiblmeleeprepare.cpp) and the
// exact odds of melees with several units a side (oiblmeleeodds.cpp). Not part of the rule set's
// interface.

#include "core/ruletable.h"
#include "oiblcombat.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace adj::oiblmelee {

using namespace oibl;

// Units joining the melee beside the first attacker / defender ("a2", "a3", "d2", "d3").
inline const QStringList kSlots{QStringLiteral("a2"), QStringLiteral("a3"), QStringLiteral("d2"),
                                QStringLiteral("d3")};

struct Side
{
    OiblMoraleIn m;
    QString name;
    QString type;
    int front = 0, overlap = 0, flanks = 2;
    bool bayonets = true, panic = false, routing = false;
    int fireFigures = 0;
    bool marksmen = false;
    qint64 id = 0;
    OiblMoraleSpec quietBase, quietCharged; // numbers only, no casualty modifier (exact-odds walk)
    QList<OiblMod> mods;                    // its melee modifiers against the opposing first unit
    bool isSkirmish = false, isCavalry = false, isInfantry = true; // set once in bind()
    bool skirmish() const { return isSkirmish; }
    bool cavalry() const { return isCavalry; }
};

struct MeleeSpec
{
    const OiblTable *t = nullptr;
    Side a, d;
    bool fromContact = false;
    bool flank = false;
    QList<OiblMod> aMods, dMods; // melee modifiers, fixed once the units are in contact
    QList<OiblMod> fireMods;     // the defender's fire at the charger
    QString chargedBy;           // cavalry, infantry or none
    // Units joining the melee (Fire and Melee Combat) and each side's quality groups: indices into
    // the side's units, 0 being the first unit. Units of one quality combine their attack.
    QList<Side> aMore, dMore;
    QList<QList<int>> aGroups, dGroups;
};

// Everything bind() works out before any die: the checked units, their modifiers and groups.
struct Prepared
{
    std::shared_ptr<MeleeSpec> spec;
    bool evader = false, cavalryEvader = false, firedOrMoved = false;
    QString error;
    QJsonObject generals, risk; // the general with each unit, the risks owed this turn (OiblRisk)
};

int qualityStep(OiblQuality q);
// Modifiers of `x` fighting `y` (Melee modifiers), with the panic states of this moment.
QList<OiblMod> meleeMods(const OiblTable &t, const Side &x, const Side &y, bool attacker, bool flank,
                         bool xPanic, bool yPanic);
// The figures of `s` fighting in a round with `figures` left (Melee 7, 8).
int roundFigures(const OiblTable &t, const Side &s, int figures, int round);
// The inputs checked and turned into the melee's units, or an error naming the input.
Prepared prepare(const Inputs &in, const RuleTable &table);

} // namespace adj::oiblmelee
