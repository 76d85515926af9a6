// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgrules.h"

using namespace Qt::StringLiterals;

namespace adj {

QStringList FhgRules::stackingProblems(const FhgTable &t, const QList<StackEntry> &hex)
{
    QMap<QString, QStringList> groups;
    QStringList problems;
    for (const StackEntry &e : hex) {
        FhgType type;
        QString group;
        QString name = e.label;
        if (e.kind == u"leader"_s) {
            group = u"leader"_s;
            if (name.isEmpty())
                name = tr("leader");
        } else if (e.kind == u"vp"_s) {
            group = u"vp"_s;
            if (name.isEmpty())
                name = tr("VP unit");
        } else if (fhgTypeFromId(e.kind, &type)) {
            group = t.unit(type).stack;
            if (name.isEmpty())
                name = fhgTypeName(type);
        } else {
            problems.append(tr("\"%1\" is not a For Honor and Glory unit type").arg(e.kind));
            continue;
        }
        groups[group].append(name);
    }
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const int limit = t.stacking.value(it.key(), 1);
        if (it.value().size() <= limit)
            continue;
        const QString names = it.value().join(u", "_s);
        if (it.key() == u"leader"_s)
            problems.append(tr("leaders may not share a hex with other leaders: %1 (4.3)").arg(names));
        else if (it.key() == u"vp"_s)
            problems.append(tr("no more than %1 VP unit per hex: %2 (4.3.1)").arg(limit).arg(names));
        else if (it.key() == u"guns"_s)
            problems.append(
                tr("no more than %1 artillery/rocket unit per hex: %2 (4.3)").arg(limit).arg(names));
        else
            problems.append(
                tr("no more than %1 infantry-type or dragoon unit per hex: %2 (4.3)").arg(limit).arg(names));
    }
    return problems;
}

QSet<QString> FhgRules::blockingTerrain(const FhgTable &t)
{
    QSet<QString> ids;
    for (int i = 0; i < kFhgTerrainCount; ++i)
        if (t.terrain[size_t(i)].blocksLos)
            ids.insert(fhgTerrainId(FhgTerrain(i)));
    return ids;
}

LineOfSight FhgRules::lineOfSight(const FhgTable &t, const Board &board, Hex from, Hex to, FhgType firer)
{
    return board.lineOfSight(from, to, blockingTerrain(t), firer == FhgType::Rocket);
}

FhgRules::Move FhgRules::allowance(const FhgTable &t, const QString &kind, bool column, bool leaderBonus)
{
    Move m;
    const bool leader = kind == u"leader"_s;
    FhgType type = FhgType::Regular;
    if (!leader && !fhgTypeFromId(kind, &type)) {
        m.error = tr("\"%1\" is not a For Honor and Glory unit type").arg(kind);
        return m;
    }
    const QString name = leader ? tr("leader") : fhgTypeName(type);
    m.allowance = leader ? t.leaderMove : t.unit(type).move;
    m.apCost = leader ? t.apLeaderMove : t.apMove;
    m.trace.append(TraceLine{m.allowance == 1 ? tr("%1 move 1 hex").arg(name)
                                              : tr("%1 move %2 hexes").arg(name).arg(m.allowance),
                             leader ? u"9.1"_s : u"7.1"_s});
    if (column) {
        if (leader || !t.unit(type).column) {
            m.error = tr("%1 cannot move in column; only infantry form columns (7.5)").arg(name);
            return m;
        }
        m.allowance += t.columnMoveBonus;
        m.trace.append(TraceLine{tr("in column +%1 hex").arg(t.columnMoveBonus), u"7.5"_s});
    }
    if (leaderBonus) {
        if (leader || !t.unit(type).leaderMoveBonus) {
            m.error = tr("the leader's extra hex cannot be used by %1 (6.2.5)").arg(name);
            return m;
        }
        if (column) {
            m.error = tr("the leader bonus does not apply to a unit in column (9.1.3)");
            return m;
        }
        m.allowance += t.leaderMoveBonus;
        m.apCost += t.apLeaderMoveBonus;
        m.trace.append(TraceLine{
            tr("with its leader +%1 hex for %2 more AP").arg(t.leaderMoveBonus).arg(t.apLeaderMoveBonus),
            u"6.2.5"_s});
    }
    m.ok = true;
    return m;
}

FhgRules::Step FhgRules::terrainStep(const FhgTable &t, const QString &kind, FhgTerrain terrain,
                                     bool opt11_11)
{
    Step s;
    s.move = t.tile(terrain).move;
    s.rule = u"2.3.%1"_s.arg(int(terrain) + 1);
    FhgType type = FhgType::Regular;
    const bool unit = kind != u"leader"_s && fhgTypeFromId(kind, &type);
    if (s.move == FhgTable::Move::Stop && unit && t.forestNoStop.contains(type) &&
        terrain == FhgTerrain::Forest) {
        s.move = FhgTable::Move::Normal; // 7.4 Indians in forest
        s.why = tr("%1 do not stop in forest").arg(fhgTypeName(type));
        s.whyRule = u"7.4"_s;
    }
    if (s.move == FhgTable::Move::Stop && opt11_11 && terrain == FhgTerrain::Hill) {
        s.move = FhgTable::Move::Normal;
        s.why = tr("hills move as clear terrain");
        s.whyRule = u"11.11"_s;
    }
    return s;
}

FhgRules::Move FhgRules::movement(const FhgTable &t, const QString &kind, const QList<FhgTerrain> &path,
                                  bool column, bool leaderBonus, bool opt11_11)
{
    Move m = allowance(t, kind, column, leaderBonus);
    if (!m.ok)
        return m;
    m.ok = false;
    const bool leader = kind == u"leader"_s;
    FhgType type = FhgType::Regular;
    fhgTypeFromId(kind, &type);
    const QString name = leader ? tr("leader") : fhgTypeName(type);
    if (path.size() > m.allowance) {
        m.error = tr("%1 hexes is more than the %2 hexes %3 may move (7.1)")
                      .arg(path.size())
                      .arg(m.allowance)
                      .arg(name);
        return m;
    }
    for (int i = 0; i < path.size(); ++i) {
        const FhgTerrain tt = path.at(i);
        const QString tn = fhgTerrainName(tt);
        const Step step = terrainStep(t, kind, tt, opt11_11);
        const QString &rule = step.rule;
        if (!step.why.isEmpty())
            m.trace.append(TraceLine{step.why, step.whyRule});
        switch (step.move) {
        case FhgTable::Move::Impassable:
            m.error = tr("hex %1 (%2) is impassable (%3)").arg(i + 1).arg(tn, rule);
            return m;
        case FhgTable::Move::Stop:
            if (i != path.size() - 1) {
                m.error = tr("hex %1 (%2): units stop when they enter it (%3)").arg(i + 1).arg(tn, rule);
                return m;
            }
            m.trace.append(TraceLine{tr("stops in %1").arg(tn), rule});
            break;
        case FhgTable::Move::Waterway:
            if (i != path.size() - 1) {
                m.error = tr("hex %1 (%2): no further action after entering a waterway (%3)")
                              .arg(i + 1)
                              .arg(tn, rule);
                return m;
            }
            m.apCost += t.waterwayAp - (leader ? t.apLeaderMove : t.apMove);
            m.trace.append(TraceLine{
                tr("entering the waterway costs %1 AP; no further action this turn").arg(t.waterwayAp),
                rule});
            break;
        case FhgTable::Move::Normal:
            break;
        }
    }
    m.ok = true;
    m.trace.append(TraceLine{tr("%1 AP").arg(m.apCost), u"6.2"_s});
    return m;
}

FhgRules::VpTally FhgRules::victoryPoints(const FhgTable &t, const QStringList &sides,
                                          const QList<VpItem> &items)
{
    VpTally tally;
    for (const QString &s : sides)
        tally.bySide.insert(s, 0);
    for (const VpItem &item : items) {
        int value = item.value;
        QString what;
        QString rule;
        switch (item.kind) {
        case VpItem::Kind::Unit:
            value = value < 0 ? t.vpUnit : value;
            what = item.label.isEmpty() ? tr("unit eliminated") : item.label;
            rule = u"10 A"_s;
            break;
        case VpItem::Kind::Leader:
            value = value < 0 ? t.vpLeader : value;
            what = item.label.isEmpty() ? tr("leader eliminated") : item.label;
            rule = u"10 A"_s;
            break;
        case VpItem::Kind::VpUnit:
            value = value < 0 ? t.vpVpUnit : value;
            what = item.label.isEmpty() ? tr("VP unit taken") : item.label;
            rule = u"10 B"_s;
            break;
        }
        if (item.takenBy.isEmpty() || item.takenBy == item.owner) {
            // 3.4.11, 10 B: VP are only earned from the opposing player.
            tally.trace.append(
                TraceLine{tr("%1 (%2): no VP, not taken from the opposing side").arg(what, item.owner),
                          item.kind == VpItem::Kind::VpUnit ? u"3.4.11"_s : rule});
            continue;
        }
        tally.bySide[item.takenBy] += value;
        tally.trace.append(
            TraceLine{tr("%1 (%2): +%3 VP to %4").arg(what, item.owner).arg(value).arg(item.takenBy), rule});
    }
    return tally;
}

FhgRules::CampaignTotal FhgRules::campaignTotals(const QList<ScenarioResult> &scenarios)
{
    CampaignTotal c;
    for (const ScenarioResult &s : scenarios) {
        if (s.refereesCall) // 12 names a victory and a loss on time; the referee's call is neither
            c.trace.append(
                TraceLine{tr("%1: ended by the referee's call, not on time: each side receives the "
                             "VP earned")
                              .arg(s.scenario),
                          u"12"_s});
        for (auto it = s.vp.cbegin(); it != s.vp.cend(); ++it) {
            int vp = it.value();
            if (s.lostOnTime && it.key() == s.winner && vp < s.vpToWin) {
                // 12: the loser ran out of time; the victor is given the VP needed to win.
                c.trace.append(TraceLine{tr("%1: %2 won on time and is given %3 VP (earned %4)")
                                             .arg(s.scenario, it.key())
                                             .arg(s.vpToWin)
                                             .arg(vp),
                                         u"12"_s});
                vp = s.vpToWin;
            } else {
                c.trace.append(TraceLine{tr("%1: %2 %3 VP").arg(s.scenario, it.key()).arg(vp), u"12"_s});
            }
            c.bySide[it.key()] += vp;
        }
    }
    int best = -1;
    for (auto it = c.bySide.cbegin(); it != c.bySide.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            c.leader = it.key();
        } else if (it.value() == best) {
            c.leader.clear();
        }
    }
    return c;
}

} // namespace adj
