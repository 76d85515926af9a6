// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/compiledtable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace adj {

class RuleTable;

// One named modifier of a target number, with the section of the text it comes from.
struct FohModifier
{
    int value = 0;
    QString rule;
};

// A target number built from a base, a quality step (A-E) and named modifiers, never below `minimum`.
struct FohNumberTable
{
    int base = 5;
    int minimum = 0; // 0: no floor
    QMap<QString, int> quality;
    QMap<QString, FohModifier> modifiers;
};

// The compiled resolvers/fieldsofhonor/fields-of-honor.json. Every default
// docs/manual/rulesets/fields-of-honor.md marks (table) lives here, never in code.
struct FohTable : CompiledTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohTable)
public:
    int sides = 6;
    QMap<QString, int> accuracyBands; // close..extreme -> Accuracy Number
    int naturalMiss = 1;              // a natural roll at or below this always misses
    QMap<QString, int> weapons;       // smoothbore, brown-bess, rifled, improved
    int shrapnelAccuracy = 1;
    QMap<QString, int> gunDice; // light..siege
    int heavyDamageDice = -1;
    int shrapnelDice = 1;
    QStringList artilleryBands;
    QStringList canisterBands;
    FohNumberTable kill;
    int meleeCap = 4;
    FohNumberTable charge;
    FohNumberTable morale;
    QList<std::pair<int, int>> casualtyBands; // percent at least -> modifier, ascending
    int failSuppressed = 1, failShaken = 2, failRouted = 3;
    int forgivenDivisor = 2;
    int hitsPerStand = 3;
    int vpPerStandLost = -1, vpPerStandInflicted = 1, vpPerObjective = 5, maxObjectives = 8;
    int bmugDieSides = 6;

    static std::shared_ptr<const CompiledTable> compile(const QJsonObject &json, QString *error,
                                                        QSet<QString> *read);
    static const FohTable *of(const RuleTable &table);
    static QStringList qualities(); // A..E
    static QStringList bandIds();   // close..extreme
};

} // namespace adj
