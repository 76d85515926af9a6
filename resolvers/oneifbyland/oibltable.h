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

#include <array>
#include <memory>

namespace adj {

class RuleTable;

// Troop quality, worst to best: the index is the step on the quality ladder.
enum class OiblQuality { Wretched, Poor, Regular, Veteran, Elite };
QStringList oiblQualityIds(); // "wretched" .. "elite"
OiblQuality oiblQualityFromId(const QString &id);
QString oiblQualityName(OiblQuality q); // translated

// The oneifbyland table (resolvers/oneifbyland/oneifbyland.json) compiled and checked.
struct OiblTable : CompiledTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblTable)
public:
    struct Row
    {
        int from = 0, to = 0;
        QList<int> casualties; // [modified roll 0..maxRoll]
    };
    int sides = 10;
    bool zeroBased = true;
    double yardsPerInch = 15, cmPerInch = 2.54;

    // Combat chart
    int maxFigures = 30, maxRoll = 12;
    QList<Row> rows;
    // Casualties for `figures` (1..maxFigures) at a modified roll; below 0 misses, above maxRoll reads
    // maxRoll.
    int casualties(int figures, int roll) const;
    const Row *row(int figures) const;

    std::array<int, 5> moraleNumber{5, 6, 7, 8, 9};
    int indianCharge = 1, indianWoods = 1;

    QMap<QString, int> weaponRange; // musket, carbine, jaeger, long-rifle, cannon
    int pointBlankRange = 2, cannonMedium = 12, cannonLong = 25;

    int gunLight = 5, gunMedium = 10, gunHeavy = 15, mediumFromPounds = 6, heavyFromPounds = 12;
    QList<int> counterBatteryFaces;

    QMap<QString, int> fire;  // fire modifiers by id
    QMap<QString, int> melee; // melee modifiers by id
    QMap<QString, int> morale;
    QList<std::pair<int, int>> casualtySteps; // percent, modifier; ascending
    int officerDefault = 1, routBy = 2;

    int generalHitsPerDie = 2, generalDangerFace = 1, woundDie = 6, lightWoundMove = 10;
    QList<int> lightWound, seriousWound, killed;

    int moveDie = 6;
    QMap<QString, int> moveBase, moveFixed;
    double prolong = 1.5;
    int road = 3, charge = 3, militiaRetreat = 3, obstacle = 2, aboutFace = 2, leftRightFace = 2;

    int fireMod(const QString &id) const { return fire.value(id); }
    int meleeMod(const QString &id) const { return melee.value(id); }
    int moraleMod(const QString &id) const { return morale.value(id); }

    static std::shared_ptr<const OiblTable> compile(const QJsonObject &json, QString *error,
                                                    QSet<QString> *read);
    static const OiblTable *of(const RuleTable &table);
};

} // namespace adj
