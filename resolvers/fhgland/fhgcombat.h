// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/inputs.h"

#include <QJsonObject>

#include <optional>

#include "core/diceplan.h"
#include "fhgtable.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

class DiceSource;
class Resolution;

// A unit in a hex that fire or close combat reaches.
struct FhgUnitIn
{
    QString role; // input role: "target", "defender", "second"
    FhgType type = FhgType::Regular;
    int mp = 1;
    bool column = false;
    qint64 id = 0;
};

// A modifier on each attacker die, with its rule.
struct FhgDieMod
{
    int value = 0;
    QString text; // "forest -1 on each die"
    QString rule; // "2.3.5"
};

// What the attacker rolls: worked out once from the inputs before any die.
struct FhgAttackSpec
{
    int dice = 3;
    QStringList diceWhy; // "column target +1 die (7.5.1)"
    int hitNumber = 6;
    QString hitRule;
    QList<FhgDieMod> mods;
    int modTotal = 0;
    bool leaderInHex = false;
    QString what; // "fire at 1 hex", "close combat"
    QString by;   // whose dice, for the values: "firer", "attacker"
};

// Shared arithmetic of fire (8.1) and close combat (8.3).
class FhgCombat
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgCombat)
public:
    // The dice steps fire and close combat share: the attack dice (8.1.1, 8.3.3), an elite's
    // absorption rolls (3.4.1) and the leader casualty check (9.3.1).
    static QList<DiceStep> attackSteps(const QString &attackRule, const QString &leaderInput);
    static QString needText(int hitNumber, int sides); // "5-6", "6", "no face"
    static QString ruleOfTerrain(FhgTerrain t);        // "2.3.5"

    struct Options
    {
        bool o11_4 = false, o11_6 = false, o11_7 = false, o11_9 = false;
        bool flankAttack = false;
    };
    // 2.2.1 terrain on each die, with 11.4, 11.6, 11.7 and 11.9 where switched on.
    static QList<FhgDieMod> dieModifiers(const FhgTable &t, FhgType attacker, FhgTerrain targetTerrain,
                                         const Options &o);

    // Rolls the attack dice and counts hits (8.1.1, 8.3.3). `casualtyFaces` counts natural dice
    // showing the leader casualty face (9.3.1) when a leader is in the hex.
    static int rollAttack(const FhgTable &t, const FhgAttackSpec &a, DiceSource &dice, Resolution &out,
                          int *casualtyFaces);

    struct HitResult
    {
        int mpLost = 0;
        int absorbed = 0; // elite hits ignored on 1-3 (3.4.1)
        bool eliminated = false;
        int mpAfter = 0;
    };
    // Hits one at a time (8.1.2), elite rolls at 1 MP (3.4.1). Adds the strength effects.
    static HitResult applyHits(const FhgTable &t, const FhgUnitIn &unit, int hits, DiceSource &dice,
                               Resolution &out);

    // The values of the unit that took the hits: strength before and after, hits, casualties.
    static void hitValues(const FhgUnitIn &unit, int hits, const HitResult &r, Resolution &out);
    // 9.3.1: the leader's owner rolls one die; true when the leader is lost (effect added).
    static bool leaderCheck(const FhgTable &t, qint64 leaderId, DiceSource &dice, Resolution &out);

    // 10 A: VP to the attacking side for a unit or leader it eliminated.
    static void victoryPoints(const QString &side, int amount, const QString &why, Resolution &out);

    // 8.1.2: which unit of the hex takes the hits; `choice` is "auto", a role or empty.
    // Returns the index into `units`, or -1 with `error` when a tie needs the owner's choice.
    static int hitUnit(const QList<FhgUnitIn> &units, const QString &choice, QString *error);
    // The second unit in the attacked hex (8.1.2, 8.4.4), read from the checked inputs:
    // false with `error` set when it is named wrongly; true with `second` empty when there is none.
    static bool readSecond(const FhgTable &t, const Inputs &in, FhgType first, const QString &hexWord,
                           std::optional<FhgUnitIn> *second, QString *error);
};

} // namespace adj
