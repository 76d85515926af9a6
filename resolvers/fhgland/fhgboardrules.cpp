#include "fhgboardrules.h"

#include "core/ruletable.h"
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

} // namespace adj
