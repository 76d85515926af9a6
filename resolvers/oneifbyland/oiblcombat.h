// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oibltable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

class DiceSource;

// A die-roll modifier with its rule reference ("Firing modifiers", "Morale tests").
struct OiblMod
{
    int value = 0;
    QString text;
    QString rule;
};

// Who takes a morale test and everything that modifies it (Morale and Morale Tests).
struct OiblMoraleIn
{
    QString role; // "unit", "attacker", "defender"
    OiblQuality quality = OiblQuality::Regular;
    bool indian = false, inWoods = false;
    bool chargeOrMelee = false; // Indians test one quality higher charging and in melee
    int officer = 0;            // the commanding officer's rating, 0 when none is with the unit
    QString cover;              // "none", "light", "heavy"
    bool outflanked = false;
    QString friendRouting; // "none", "equal", "higher"
    QString formation;     // "close", "open", "column", "skirmish", "limbered", "unlimbered", "none"
    QString chargedBy;     // "none", "cavalry", "infantry"
    int figures = 0, start = 0;
};

// The test worked out before any die: Morale Number, its shift and the modifiers.
struct OiblMoraleSpec
{
    int number = 7;
    QString numberWhy;
    QList<OiblMod> mods;
    int modTotal = 0;
};

enum class OiblMoraleBand { Pass, FailBy1, Rout };

struct OiblMoraleResult
{
    int roll = 0, total = 0, margin = 0; // margin: total - Morale Number (> 0 failed by that much)
    OiblMoraleBand band = OiblMoraleBand::Pass;
};

// Shared arithmetic of fire, melee and morale.
class OiblCombat
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblCombat)
public:
    static DieSpec d10(const OiblTable &t) { return DieSpec{t.sides, t.zeroBased}; }
    static QString signedText(int v); // "+2", "-4", "0"
    static QString modsText(const QList<OiblMod> &mods);
    // Splits figures into table rolls: 30s and the excess (Combat Chart).
    static QList<int> chunks(const OiblTable &t, int figures);
    // One roll per chunk on the Combat Chart; returns the casualties caused.
    // Each roll goes to values.rolls under the dice's current step, `role`'s ("attacker", "firer").
    static int rollChart(const OiblTable &t, int figures, const QList<OiblMod> &mods, const QString &what,
                         DiceSource &dice, Resolution &out, const QString &role = {});
    // One side's attack made by several groups (Fire and Melee Combat: units of different quality attack
    // individually): each group rolls on the chart with its own modifiers, the casualties add up. In the
    // exact-odds walk up to three rolls are asked as one die of 10^n faces classed by their total, so the
    // walk branches once per total instead of once per roll.
    struct ChartRoll
    {
        int figures = 0;
        QList<OiblMod> mods;
        QString what;
        QString role; // whose roll, for values.rolls
    };
    static int rollGroups(const OiblTable &t, const QList<ChartRoll> &groups, DiceSource &dice,
                          Resolution &out);
    // Splits `total` casualties over units in proportion to `weights` (largest remainder, ties to the
    // earlier unit), no unit losing more than its `caps`; what a full unit cannot take goes to the others.
    static QList<int> share(int total, const QList<int> &weights, const QList<int> &caps);

    // `text` false (the exact-odds walk): the numbers only, no trace strings.
    static OiblMoraleSpec moraleSpec(const OiblTable &t, const OiblMoraleIn &in, bool text = true);
    static int casualtyModifier(const OiblTable &t, int figures, int start, int *percentStep);
    // `same` tells the exact-odds walk which results lead to the same outcome where the test is used:
    // all three differ, or only pass / fail matters, or only rout / no rout.
    enum class Same { None, Failures, NonRouts };
    // The roll goes to values.rolls (Morale Number as "needed", the band as its result), `role`'s.
    static OiblMoraleResult moraleTest(const OiblTable &t, const OiblMoraleSpec &s, const QString &who,
                                       DiceSource &dice, Resolution &out, Same same = Same::None,
                                       const QString &role = {});
    static QString bandTag(OiblMoraleBand b); // "passed", "failed-by-1", "routed"

    static Effect marker(const QString &role, qint64 unit, const QString &marker, const QString &rule,
                         const QString &text);
    // values.units.<role>.markers gains `marker` (once); nothing when quiet.
    static void markerValue(Resolution &out, const QString &role, const QString &marker);
    // values.units.<role>: its id (when the battle names it), figures before and after, casualties
    // and whether it is eliminated; `before` < 0 when not known. Nothing when quiet.
    static void strengthValues(Resolution &out, const QString &role, qint64 unit, int before, int after);
};

// Small builders for input schemas and readers for checked inputs (internal).
namespace oibl {
using inputs::boolInput;
using inputs::enumInput;
using inputs::getBool;
using inputs::getId;
using inputs::getInt;
using inputs::getString;
using inputs::has;
using inputs::intInput;
using inputs::realInput;
using inputs::stringInput;
using inputs::unitInput;
// The morale-modifier inputs of a unit, ids prefixed ("" for the morale action, "a"/"d" in a charge).
QList<InputSpec> moraleInputs(const QString &prefix, bool withFormation);
OiblMoraleIn moraleIn(const Inputs &in, const QString &prefix, const QString &role);
// Fills the officer's default rating and checks figures against the start; a message naming the input on
// error.
QString finishMoraleIn(const OiblTable &t, OiblMoraleIn *m, const QString &prefix);
inline QString key(const QString &prefix, const QString &id)
{
    return prefix.isEmpty() ? id : prefix + id.left(1).toUpper() + id.mid(1);
}
} // namespace oibl

} // namespace adj
