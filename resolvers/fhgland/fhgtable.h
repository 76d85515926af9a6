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

// For Honor and Glory unit types (3.4) and terrain tiles (2.3), in table order.
enum class FhgType { Elite, Marine, Regular, Light, Militia, Indian, Dragoon, Artillery, Rocket };
enum class FhgTerrain {
    Clear,
    Swamp,
    Waterway,
    WaterCrossing,
    Forest,
    Hill,
    Town,
    Fence,
    Entrenchment,
    Fort
};
constexpr int kFhgTypeCount = 9;
constexpr int kFhgTerrainCount = 10;

QStringList fhgTypeIds();    // "elite", "marine", ... (table keys and input values)
QStringList fhgTerrainIds(); // "clear", "swamp", ...
bool fhgTypeFromId(const QString &id, FhgType *out);
bool fhgTerrainFromId(const QString &id, FhgTerrain *out);
QString fhgTypeId(FhgType t);
QString fhgTerrainId(FhgTerrain t);
QString fhgTypeName(FhgType t);       // translated, "elite infantry"
QString fhgTerrainName(FhgTerrain t); // translated, "forest"

// The fhg-land table (resolvers/fhgland/fhg-land.json) compiled and checked.
struct FhgTable : CompiledTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgTable)
public:
    enum class Move { Normal, Stop, Impassable, Waterway };
    struct Unit
    {
        QString group; // "infantry", "indian", "dragoon", "guns"
        QString stack; // stacking group (4.3): "line", "guns"
        int range = 0;
        int dice = 0;
        int move = 0;
        int maxMp = 0;
        bool closeCombat = false;
        bool column = false;
        bool elite = false;
        bool rally = false;
        bool leaderMoveBonus = false;
        int closeHit = 0;      // 8.3.3; 0 when the type cannot close combat
        QList<int> hitByRange; // [0] is 1 hex
        int hitAt(int hexes) const
        {
            return hexes >= 1 && hexes <= hitByRange.size() ? hitByRange.at(hexes - 1) : 0;
        }
    };
    struct Terrain
    {
        int combat = 0; // on each attacker die (2.2.1)
        int morale = 0; // to the defender's retreat check
        bool blocksLos = false;
        Move move = Move::Normal;
    };
    struct Campaign
    {
        QString id;
        QString name;
        QStringList scenarios;
    };

    int sides = 6;
    std::array<Unit, kFhgTypeCount> units;
    std::array<Terrain, kFhgTerrainCount> terrain;
    int leaderMove = 3, columnMoveBonus = 1, leaderMoveBonus = 1, waterwayAp = 2;
    QList<FhgType> forestNoStop;
    QList<int> randomAp; // [face-1]
    int apMove = 1, apFire = 1, apMoveAndFire = 2, apCloseCombat = 2, apRally = 1, apFormation = 1,
        apLeaderMoveBonus = 1, apLeaderMove = 1;
    int columnFirerDice = 1, columnTargetExtraDice = 1;
    int moraleAlwaysRetreat = 6, moraleLeader = 1, moraleElite = 1;
    QList<FhgType> stackedAfterInfantry;
    int eliteAbsorbMax = 3;
    int leaderCasualtyFace = 1, leaderLossFace = 1, leaderApPenalty = 1, leaderRetreatHexes = 3;
    int rallyMp = 1, rallyPerTurn = 1;
    int vpUnit = 1, vpLeader = 1, vpVpUnit = 1;
    QMap<QString, int> stacking; // group -> max per hex
    // Optional rules (11.x)
    int o11_1Leader = 1;
    int o11_3Dice = 4, o11_3MinMp = 3;
    int o11_4Modifier = -2;
    QList<FhgTerrain> o11_4Terrain;
    int o11_5ExtraRange = 1, o11_5HitNumber = 6;
    FhgTerrain o11_5From = FhgTerrain::Hill;
    int o11_6Modifier = -2;
    FhgTerrain o11_6Terrain = FhgTerrain::Forest;
    int o11_7Modifier = 1;
    FhgTerrain o11_7Terrain = FhgTerrain::Waterway;
    int o11_8Dice = 1;
    int o11_9Hit = 1, o11_9Morale = -1;
    QList<Campaign> campaigns;

    const Unit &unit(FhgType t) const { return units[size_t(t)]; }
    const Terrain &tile(FhgTerrain t) const { return terrain[size_t(t)]; }

    // Reads and checks the JSON; null with `error` naming the entry when anything is missing,
    // out of range or leaves a gap. `read` collects the dotted paths used.
    static std::shared_ptr<const FhgTable> compile(const QJsonObject &json, QString *error,
                                                   QSet<QString> *read);
    // The compiled table of a loaded RuleTable, or null when it is not an fhg-land table.
    static const FhgTable *of(const RuleTable &table);
};

} // namespace adj
