// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgboardrules.h"

#include "core/ruletable.h"
#include "fhgfill.h"
#include "fhgretreat.h"
#include "fhgrules.h"
#include "fhgtable.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

QList<BoardRules::Terrain> FhgBoardRules::terrain(const RuleTable &table) const
{
    const FhgTable *t = FhgTable::of(table);
    QList<Terrain> out;
    for (int i = 0; i < kFhgTerrainCount; ++i) {
        const FhgTerrain kind = FhgTerrain(i);
        out.append({fhgTerrainId(kind), fhgTerrainName(kind), fhgTerrainId(kind),
                    t && t->terrain[size_t(i)].blocksLos});
    }
    return out;
}

QString FhgBoardRules::losRule() const
{
    return u"8.2"_s;
}

bool FhgBoardRules::blocksLos(const Unit &u) const
{
    return u.type != u"vp"_s; // a VP marker is not a body of troops (4.3.1)
}

LineOfSight FhgBoardRules::lineOfSight(const RuleTable &table, const Board &board, const Unit &unit, Hex from,
                                       Hex to) const
{
    const FhgTable *t = FhgTable::of(table);
    FhgType type = FhgType::Regular;
    if (!t)
        return BoardRules::lineOfSight(table, board, unit, from, to);
    fhgTypeFromId(unit.type, &type); // a leader or a VP unit sees as infantry does
    return FhgRules::lineOfSight(*t, board, from, to, type);
}

QString FhgBoardRules::moveAction() const
{
    return u"move"_s;
}

QList<QJsonObject> FhgBoardRules::moveInputs(Id unit, const QStringList &path, const QString &to) const
{
    // 6.2.5, 9.1.2: a move one hex too long alone may be made with the accompanying leader's bonus.
    const QJsonObject plain =
        path.isEmpty() ? QJsonObject{{u"unit"_s, unit}, {u"to"_s, to}}
                       : QJsonObject{{u"unit"_s, unit}, {u"path"_s, QJsonArray::fromStringList(path)}};
    QJsonObject withLeader = plain;
    withLeader.insert(u"leaderBonus"_s, true);
    return {plain, withLeader};
}

BoardRules::HexChoice FhgBoardRules::hexChoice(const BattleState &battle, const RuleTable &table, Id id,
                                               bool leader) const
{
    const FhgTable *t = FhgTable::of(table);
    const Tracker *owed = battle.tracker(FhgRetreats::trackerKey());
    if (!t || !owed || battle.info.board.isEmpty())
        return {};
    std::optional<FhgOwedRetreat> retreat;
    for (const FhgOwedRetreat &r : FhgRetreats::read(owed->value))
        if (leader ? r.leader == id : r.unit == id)
            retreat = r;
    if (!retreat)
        return {};
    QJsonObject none;
    FhgFill fill{battle, t, none, nullptr};
    QString error;
    fill.board = Board::fromJson(battle.info.board, &error);
    FhgGround ground;
    if (!error.isEmpty() || !FhgGround::fromJson(fill.ground(), &ground, &error))
        return {};
    const FhgPiece *mover = ground.find(id, leader);
    if (!mover)
        return {};
    const FhgRetreat rules(*t, ground);
    QList<Hex> hexes;
    if (leader) {
        hexes = rules.leaderRoom(*mover, retreat->hexes).hexes;
    } else {
        QList<FhgPiece> riders;
        for (const qint64 l : std::as_const(retreat->leaders))
            if (const FhgPiece *p = ground.find(l, true))
                riders.append(*p);
        Hex attacker;
        const bool known = ground.board().parseLabel(retreat->attackerHex, &attacker);
        for (const FhgRetreatHex &h :
             rules.unitRoom(*mover, known ? std::optional<Hex>(attacker) : std::nullopt, riders).legal())
            hexes.append(h.hex);
    }
    HexChoice c;
    c.action = u"retreat"_s;
    c.inputs = QJsonObject{{leader ? u"leader"_s : u"unit"_s, id}};
    c.hexInput = u"to"_s;
    for (const Hex h : std::as_const(hexes))
        c.hexes.append(ground.label(h));
    c.text = hexes.isEmpty()
                 ? tr("%1: no hex is open; the retreat eliminates it (%2)")
                       .arg(FhgRetreats::owedText(*retreat), retreat->rule)
                 : tr("%1: %2 (%3)").arg(FhgRetreats::owedText(*retreat), rules.labels(hexes), retreat->rule);
    return c;
}

} // namespace adj
