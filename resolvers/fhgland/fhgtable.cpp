// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgtable.h"

#include "core/ruletable.h"

#include "core/tablereader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const std::array<const char16_t *, kFhgTypeCount> kTypeIds{
    u"elite", u"marine", u"regular", u"light", u"militia", u"indian", u"dragoon", u"artillery", u"rocket"};
const std::array<const char16_t *, kFhgTerrainCount> kTerrainIds{
    u"clear", u"swamp", u"waterway", u"water-crossing", u"forest",
    u"hill",  u"town",  u"fence",    u"entrenchment",   u"fort"};

// Walks the table by dotted path, remembers what it read and keeps the first error.
class Reader : public TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgTable)
public:
    using TableReader::TableReader;

    FhgTerrain terrain(const QString &path)
    {
        FhgTerrain t = FhgTerrain::Clear;
        const QString id = text(path, fhgTerrainIds());
        fhgTerrainFromId(id, &t);
        return t;
    }
};

} // namespace

QStringList fhgTypeIds()
{
    QStringList l;
    for (auto id : kTypeIds)
        l.append(QString::fromUtf16(id));
    return l;
}

QStringList fhgTerrainIds()
{
    QStringList l;
    for (auto id : kTerrainIds)
        l.append(QString::fromUtf16(id));
    return l;
}

bool fhgTypeFromId(const QString &id, FhgType *out)
{
    for (int i = 0; i < kFhgTypeCount; ++i)
        if (id == QStringView(kTypeIds[size_t(i)])) {
            *out = FhgType(i);
            return true;
        }
    return false;
}

bool fhgTerrainFromId(const QString &id, FhgTerrain *out)
{
    for (int i = 0; i < kFhgTerrainCount; ++i)
        if (id == QStringView(kTerrainIds[size_t(i)])) {
            *out = FhgTerrain(i);
            return true;
        }
    return false;
}

QString fhgTypeId(FhgType t)
{
    return QString::fromUtf16(kTypeIds[size_t(t)]);
}

QString fhgTerrainId(FhgTerrain t)
{
    return QString::fromUtf16(kTerrainIds[size_t(t)]);
}

QString fhgTypeName(FhgType t)
{
    switch (t) {
    case FhgType::Elite:
        return QCoreApplication::translate("adj::FhgTable", "elite infantry");
    case FhgType::Marine:
        return QCoreApplication::translate("adj::FhgTable", "marines");
    case FhgType::Regular:
        return QCoreApplication::translate("adj::FhgTable", "regular infantry");
    case FhgType::Light:
        return QCoreApplication::translate("adj::FhgTable", "light infantry");
    case FhgType::Militia:
        return QCoreApplication::translate("adj::FhgTable", "militia");
    case FhgType::Indian:
        return QCoreApplication::translate("adj::FhgTable", "Indians");
    case FhgType::Dragoon:
        return QCoreApplication::translate("adj::FhgTable", "dragoons");
    case FhgType::Artillery:
        return QCoreApplication::translate("adj::FhgTable", "artillery");
    case FhgType::Rocket:
        return QCoreApplication::translate("adj::FhgTable", "rockets");
    }
    return {};
}

QString fhgTerrainName(FhgTerrain t)
{
    switch (t) {
    case FhgTerrain::Clear:
        return QCoreApplication::translate("adj::FhgTable", "clear");
    case FhgTerrain::Swamp:
        return QCoreApplication::translate("adj::FhgTable", "swamp");
    case FhgTerrain::Waterway:
        return QCoreApplication::translate("adj::FhgTable", "waterway");
    case FhgTerrain::WaterCrossing:
        return QCoreApplication::translate("adj::FhgTable", "water crossing");
    case FhgTerrain::Forest:
        return QCoreApplication::translate("adj::FhgTable", "forest");
    case FhgTerrain::Hill:
        return QCoreApplication::translate("adj::FhgTable", "hill");
    case FhgTerrain::Town:
        return QCoreApplication::translate("adj::FhgTable", "town");
    case FhgTerrain::Fence:
        return QCoreApplication::translate("adj::FhgTable", "fence");
    case FhgTerrain::Entrenchment:
        return QCoreApplication::translate("adj::FhgTable", "entrenchment");
    case FhgTerrain::Fort:
        return QCoreApplication::translate("adj::FhgTable", "fort");
    }
    return {};
}

const FhgTable *FhgTable::of(const RuleTable &table)
{
    if (!table.isValid() || table.id() != u"fhg-land"_s)
        return nullptr;
    return static_cast<const FhgTable *>(table.compiled());
}

namespace {

// One unit type: its group, stacking, range, dice, movement, MP and abilities (3.4), and its hit
// numbers, one for every hex up to its range (8.1.1) and in close combat (8.3.3).
void readUnit(Reader &r, const QJsonObject &json, FhgTable &t, int i)
{
    const int s = t.sides;
    const QStringList types = fhgTypeIds();
    const QString u = u"units."_s + types.at(i) + u'.';
    FhgTable::Unit &unit = t.units[size_t(i)];
    unit.group = r.text(u + u"group"_s, {u"infantry"_s, u"indian"_s, u"dragoon"_s, u"guns"_s});
    unit.stack = r.text(u + u"stack"_s, {});
    unit.range = r.integer(u + u"range"_s, 0, 50);
    unit.dice = r.integer(u + u"dice"_s, 0, 20);
    unit.move = r.integer(u + u"move"_s, 0, 20);
    unit.maxMp = r.integer(u + u"maxMp"_s, 1, 20);
    unit.closeCombat = r.boolean(u + u"closeCombat"_s);
    unit.column = r.boolean(u + u"column"_s);
    unit.elite = r.boolean(u + u"elite"_s);
    unit.rally = r.boolean(u + u"rally"_s);
    unit.leaderMoveBonus = r.boolean(u + u"leaderMoveBonus"_s);
    const QString h = u"hit."_s + types.at(i) + u'.';
    if (unit.closeCombat)
        unit.closeHit = r.integer(h + u"close"_s, 1, s); // 8.3.3
    else if (r.has(h + u"close"_s))
        r.integer(h + u"close"_s, 1, s);
    // 8.1.1: one hit number for every hex up to the range; a gap is refused.
    for (int range = 1; range <= unit.range; ++range) {
        if (!r.has(h + QString::number(range)))
            r.fail(QCoreApplication::translate(
                       "adj::FhgTable",
                       "table entry %1 is missing: %2 fire %3 hexes (units.%4.range) and need a hit "
                       "number at every range")
                       .arg(h + QString::number(range), fhgTypeName(FhgType(i)))
                       .arg(unit.range)
                       .arg(types.at(i)));
        unit.hitByRange.append(r.integer(h + QString::number(range), 1, s));
    }
    const QJsonObject extra = json.value(u"hit"_s).toObject().value(types.at(i)).toObject();
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it) {
        bool isNum = false;
        const int range = it.key().toInt(&isNum);
        if (it.key() == u"close"_s || (isNum && range >= 1 && range <= unit.range))
            continue;
        if (isNum && range > unit.range)
            r.integer(h + it.key(), 1, s); // beyond the range: kept for a house rule, still checked
        else
            r.fail(QCoreApplication::translate("adj::FhgTable", "table entry %1 is not a range in hexes")
                       .arg(h + it.key()));
    }
}

// Each terrain's combat and morale modifiers, line of sight and movement (2.2, 2.3, 7.3, 8.2).
void readTerrains(Reader &r, FhgTable &t)
{
    const int s = t.sides;
    const QStringList terrains = fhgTerrainIds();
    for (int i = 0; i < kFhgTerrainCount; ++i) {
        const QString p = u"terrain."_s + terrains.at(i) + u'.';
        FhgTable::Terrain &tt = t.terrain[size_t(i)];
        tt.combat = r.integer(p + u"combat"_s, -s, s);
        tt.morale = r.integer(p + u"morale"_s, -s, s);
        tt.blocksLos = r.boolean(p + u"blocksLos"_s);
        const QString mv = r.text(p + u"move"_s, {u"normal"_s, u"stop"_s, u"impassable"_s, u"waterway"_s});
        tt.move = mv == u"stop"_s         ? FhgTable::Move::Stop
                  : mv == u"impassable"_s ? FhgTable::Move::Impassable
                  : mv == u"waterway"_s   ? FhgTable::Move::Waterway
                                          : FhgTable::Move::Normal;
    }
}

// Movement (7), AP costs (6.1.1, 6.2), columns (7.5.1), morale (8.3, 9.2), leaders (9.3), rally
// (9.4) and victory points (10).
void readCostsAndChecks(Reader &r, FhgTable &t)
{
    const int s = t.sides;
    const QStringList types = fhgTypeIds();
    t.leaderMove = r.integer(u"movement.leader"_s, 0, 20);
    t.columnMoveBonus = r.integer(u"movement.columnBonus"_s, 0, 20);
    t.leaderMoveBonus = r.integer(u"movement.leaderBonus"_s, 0, 20);
    t.waterwayAp = r.integer(u"movement.waterwayAp"_s, 0, 20);
    for (const QString &id : r.list(u"movement.forestNoStop"_s, types)) {
        FhgType ty;
        if (fhgTypeFromId(id, &ty))
            t.forestNoStop.append(ty);
    }
    // 6.1.1: an AP value for every face of the die.
    for (int f = 1; f <= s; ++f)
        t.randomAp.append(r.integer(u"randomAp."_s + QString::number(f), 0, 50));
    t.apMove = r.integer(u"ap.move"_s, 0, 20);
    t.apFire = r.integer(u"ap.fire"_s, 0, 20);
    t.apMoveAndFire = r.integer(u"ap.moveAndFire"_s, 0, 20);
    t.apCloseCombat = r.integer(u"ap.closeCombat"_s, 0, 20);
    t.apRally = r.integer(u"ap.rally"_s, 0, 20);
    t.apFormation = r.integer(u"ap.formation"_s, 0, 20);
    t.apLeaderMoveBonus = r.integer(u"ap.leaderMoveBonus"_s, 0, 20);
    t.apLeaderMove = r.integer(u"ap.leaderMove"_s, 0, 20);
    t.columnFirerDice = r.integer(u"column.firerDice"_s, 0, 20);
    t.columnTargetExtraDice = r.integer(u"column.targetExtraDice"_s, 0, 20);
    t.moraleAlwaysRetreat = r.integer(u"morale.alwaysRetreat"_s, 0, s); // 0: no automatic retreat
    t.moraleLeader = r.integer(u"morale.leader"_s, -s, s);
    t.moraleElite = r.integer(u"morale.elite"_s, -s, s);
    for (const QString &id : r.list(u"morale.stackedAfterInfantry"_s, types)) {
        FhgType ty;
        if (fhgTypeFromId(id, &ty))
            t.stackedAfterInfantry.append(ty);
    }
    t.eliteAbsorbMax = r.integer(u"elite.absorbMax"_s, 0, s);
    t.leaderCasualtyFace = r.integer(u"leader.casualtyFace"_s, 1, s);
    t.leaderLossFace = r.integer(u"leader.lossFace"_s, 1, s);
    t.leaderApPenalty = r.integer(u"leader.apPenalty"_s, 0, 20);
    t.leaderRetreatHexes = r.integer(u"leader.retreatHexes"_s, 0, 20);
    t.rallyMp = r.integer(u"rally.mp"_s, 1, 20);
    t.rallyPerTurn = r.integer(u"rally.perTurn"_s, 1, 20);
    t.vpUnit = r.integer(u"vp.unit"_s, 0, 100);
    t.vpLeader = r.integer(u"vp.leader"_s, 0, 100);
    t.vpVpUnit = r.integer(u"vp.vpUnit"_s, 0, 100);
}

// The optional rules' numbers (11).
void readOptional(Reader &r, FhgTable &t)
{
    const int s = t.sides;
    const QStringList terrains = fhgTerrainIds();
    t.o11_1Leader = r.integer(u"optional.11-1.leader"_s, -s, s);
    t.o11_3Dice = r.integer(u"optional.11-3.dice"_s, 0, 20);
    t.o11_3MinMp = r.integer(u"optional.11-3.minMp"_s, 1, 20);
    t.o11_4Modifier = r.integer(u"optional.11-4.modifier"_s, -s, s);
    for (const QString &id : r.list(u"optional.11-4.terrain"_s, terrains)) {
        FhgTerrain tt;
        if (fhgTerrainFromId(id, &tt))
            t.o11_4Terrain.append(tt);
    }
    t.o11_5ExtraRange = r.integer(u"optional.11-5.extraRange"_s, 0, 10);
    t.o11_5HitNumber = r.integer(u"optional.11-5.hitNumber"_s, 1, s);
    t.o11_5From = r.terrain(u"optional.11-5.fromTerrain"_s);
    t.o11_6Modifier = r.integer(u"optional.11-6.modifier"_s, -s, s);
    t.o11_6Terrain = r.terrain(u"optional.11-6.terrain"_s);
    t.o11_7Modifier = r.integer(u"optional.11-7.modifier"_s, -s, s);
    t.o11_7Terrain = r.terrain(u"optional.11-7.terrain"_s);
    t.o11_8Dice = r.integer(u"optional.11-8.extraDice"_s, 0, 10);
    t.o11_9Hit = r.integer(u"optional.11-9.hitModifier"_s, -s, s);
    t.o11_9Morale = r.integer(u"optional.11-9.moraleModifier"_s, -s, s);
}

// Rule 12's campaigns and their scenarios.
void readCampaigns(Reader &r, const QJsonObject &json, FhgTable &t)
{
    const QJsonObject camps = json.value(u"campaigns"_s).toObject();
    for (auto it = camps.constBegin(); it != camps.constEnd(); ++it) {
        FhgTable::Campaign c;
        c.id = it.key();
        c.name = r.text(u"campaigns."_s + c.id + u".name"_s, {});
        const QJsonValue sc = r.at(u"campaigns."_s + c.id + u".scenarios"_s);
        for (const QJsonValue &v : sc.toArray())
            c.scenarios.append(v.toString());
        if (!sc.isArray() || c.scenarios.isEmpty())
            r.fail(QCoreApplication::translate("adj::FhgTable",
                                               "table entry %1 must list the campaign's scenarios")
                       .arg(u"campaigns."_s + c.id + u".scenarios"_s));
        t.campaigns.append(c);
    }
}

} // namespace

std::shared_ptr<const FhgTable> FhgTable::compile(const QJsonObject &json, QString *error,
                                                  QSet<QString> *read)
{
    auto t = std::make_shared<FhgTable>();
    Reader r(json, read);
    r.at(u"id"_s);
    r.at(u"name"_s);
    r.at(u"version"_s);
    r.at(u"distance"_s);
    r.at(u"source"_s);
    t->sides = r.integer(u"dice.sides"_s, 2, 100);

    for (int i = 0; i < kFhgTypeCount; ++i)
        readUnit(r, json, *t, i);
    // Every stack group named by a unit needs a limit (4.3).
    for (const Unit &unit : t->units)
        if (!unit.stack.isEmpty())
            t->stacking.insert(unit.stack, r.integer(u"stacking."_s + unit.stack, 1, 10));
    t->stacking.insert(u"leader"_s, r.integer(u"stacking.leader"_s, 1, 10));
    t->stacking.insert(u"vp"_s, r.integer(u"stacking.vp"_s, 1, 10));

    readTerrains(r, *t);
    readCostsAndChecks(r, *t);
    readOptional(r, *t);
    readCampaigns(r, json, *t);
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return nullptr;
    }
    return t;
}

} // namespace adj
