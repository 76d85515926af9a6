// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignstanding.h"
#include "campaignrules.h"

#include "battledocument.h"
#include "victory.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject mapJson(const QMap<QString, int> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QString leaderOf(const QMap<QString, int> &totals)
{
    QString leader;
    int best = 0;
    bool first = true;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        if (first || it.value() > best) {
            best = it.value();
            leader = it.key();
            first = false;
        } else if (it.value() == best) {
            leader.clear();
        }
    }
    return leader;
}

// What rule 12 (or another rule set's campaign rule) reads of a battle: a time win only when the
// conditions gave it (Victory::end reads a time called before the turn limit as the referee's call).
CampaignBattleResult resultOf(const CampaignSummary::Battle &b)
{
    CampaignBattleResult r;
    r.scenario = b.name;
    r.vp = b.earned;
    if (b.state == u"ended"_s) {
        r.ending = b.ending;
        r.winner = b.winner;
        r.lostOnTime = b.ending == u"time"_s;
        r.vpToWin = b.vpNeeded;
    }
    return r;
}

// A battle's figures under the campaign's names for its sides (Campaign::sameSides).
QMap<QString, int> renamed(const QMap<QString, int> &m, const Campaign &c)
{
    QMap<QString, int> out;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        out[c.sideName(it.key())] += it.value();
    return out;
}

void rename(CampaignSummary::Battle *b, const Campaign &c)
{
    for (const QString &side : b->earned.keys())
        if (const QString as = c.sideName(side); as != side)
            b->sidesAs.insert(as, side);
    b->earned = renamed(b->earned, c);
    b->credited = renamed(b->credited, c);
    b->lost = renamed(b->lost, c);
    b->strengthStart = renamed(b->strengthStart, c);
    if (!b->winner.isEmpty())
        b->winner = c.sideName(b->winner);
    if (!b->loser.isEmpty())
        b->loser = c.sideName(b->loser);
}

QJsonObject battleJson(const CampaignSummary::Battle &b)
{
    QJsonObject as;
    for (auto it = b.sidesAs.cbegin(); it != b.sidesAs.cend(); ++it)
        as.insert(it.key(), it.value());
    const auto orNull = [](const QString &v) { return v.isEmpty() ? QJsonValue() : QJsonValue(v); };
    return {{u"name"_s, b.name},
            {u"file"_s, b.file},
            {u"ruleset"_s, b.ruleset},
            {u"state"_s, b.state},
            {u"problem"_s, orNull(b.problem)},
            {u"ending"_s, orNull(b.ending)},
            {u"winner"_s, orNull(b.winner)},
            {u"called"_s, orNull(b.called)},
            {u"loser"_s, orNull(b.loser)},
            {u"vpNeeded"_s, b.vpNeeded},
            {u"turn"_s, b.turn},
            {u"earned"_s, mapJson(b.earned)},
            {u"credited"_s, mapJson(b.credited)},
            {u"lost"_s, mapJson(b.lost)},
            {u"strengthStart"_s, mapJson(b.strengthStart)},
            {u"sidesAs"_s, as}};
}

} // namespace

CampaignSummary::Battle CampaignStanding::battle(const BattleState &s, const RuleSetProfile &p)
{
    CampaignSummary::Battle b;
    b.ruleset = s.info.ruleset;
    b.turn = s.info.turn;
    const Victory::End end = Victory::end(s);
    b.earned = end.isEnded() ? end.earned : Victory::earned(s, p);
    if (end.isEnded()) {
        b.state = u"ended"_s;
        b.ending = end.ending;
        b.winner = end.winner;
        b.turn = end.turn;
        b.called = end.called;
        b.loser = end.loser;
        b.vpNeeded = end.vpNeeded;
    } else {
        bool any = s.info.turn > 1;
        for (const int vp : std::as_const(b.earned))
            any = any || vp != 0;
        b.state = any ? u"in-progress"_s : u"not-started"_s;
    }
    for (const Side &side : s.sides) {
        int start = 0, now = 0;
        for (const Unit &u : s.units)
            if (u.side == side.id) {
                start += u.strengthStart;
                now += u.strength;
            }
        b.strengthStart.insert(side.name, start);
        b.lost.insert(side.name, start - now);
    }
    b.credited = b.earned;
    return b;
}

CampaignSummary::Battle CampaignStanding::read(const Campaign &c, const QString &campaignPath, int i,
                                               QStringList *sides)
{
    const QString path = c.battlePath(campaignPath, i);
    CampaignSummary::Battle b;
    QString error;
    std::unique_ptr<BattleDocument> doc;
    if (!QFileInfo(path).isFile()) {
        b.state = u"missing"_s;
        b.problem = tr("its file %1 is missing (moved or deleted)").arg(c.battles.at(i).file);
    } else if (!(doc = BattleDocument::open(path, &error, true))) {
        // There, but it cannot be read: damaged (or newer, or not a battle), never "moved".
        b.state = u"damaged"_s;
        b.problem = tr("its file %1 is damaged: %2").arg(c.battles.at(i).file, error);
    } else if (doc->state().info.ruleset != c.ruleset) {
        b.state = u"other-ruleset"_s;
        b.ruleset = doc->state().info.ruleset;
        b.problem = tr("%1 is a battle of another rule set (%2)").arg(c.battles.at(i).file, b.ruleset);
    } else {
        b = battle(doc->state(), doc->profile());
        for (const Side &side : doc->state().sides)
            *sides << side.name;
        rename(&b, c);
    }
    b.name = c.battles.at(i).name;
    b.file = c.battles.at(i).file;
    return b;
}

CampaignSummary CampaignStanding::build(const Campaign &c, const QString &campaignPath, QJsonArray *trace,
                                        QStringList *problems)
{
    CampaignSummary out;
    out.name = c.name;
    out.ruleset = c.ruleset;
    out.rule = c.rule();
    out.sameSides = c.sameSides;
    const RuleSetProfile *profile = Profiles::find(c.ruleset);
    out.measure = profile ? Victory::measure(*profile) : QString();
    const CampaignRules::Rule *rule = CampaignRules::find(c.ruleset);
    QList<CampaignBattleResult> results;
    QMap<QString, QList<int>> foughtIn; // the campaign's side -> the battles it fights in
    int readable = 0;
    for (int i = 0; i < c.battles.size(); ++i) {
        QStringList sides;
        CampaignSummary::Battle b = read(c, campaignPath, i, &sides);
        if (!b.problem.isEmpty()) {
            if (problems)
                *problems << tr("battle %1 (\"%2\"): %3").arg(i + 1).arg(b.name, b.problem);
        } else {
            ++readable;
            for (const QString &side : std::as_const(sides)) {
                const QString as = c.sideName(side);
                if (!out.sides.contains(as))
                    out.sides << as;
                if (!foughtIn[as].contains(i))
                    foughtIn[as] << i;
            }
            if (rule) {
                const CampaignBattleResult r = resultOf(b);
                b.credited = rule->total({r}).bySide;
                results << r;
            }
        }
        out.battles << b;
    }
    if (rule) {
        const CampaignRuleTotal t = rule->total(results);
        out.totals = t.bySide;
        if (trace)
            *trace = t.trace;
    } else {
        for (const CampaignSummary::Battle &b : std::as_const(out.battles))
            for (auto it = b.credited.cbegin(); it != b.credited.cend(); ++it)
                out.totals[it.key()] += it.value();
    }
    for (const QString &side : std::as_const(out.sides))
        out.totals.insert(side, out.totals.value(side));
    out.leader = leaderOf(out.totals);
    // A side of one battle only, in a campaign of two or more: maybe another side under a new name.
    if (readable > 1)
        for (const QString &side : std::as_const(out.sides))
            if (const QList<int> in = foughtIn.value(side); in.size() == 1)
                out.seenOnce.append({side, in.first() + 1, c.battles.at(in.first()).name});
    return out;
}

QJsonObject CampaignStanding::toJson(const CampaignSummary &s)
{
    QJsonArray battles;
    for (const CampaignSummary::Battle &b : s.battles)
        battles.append(battleJson(b));
    QJsonArray same;
    for (const QStringList &names : s.sameSides)
        same.append(QJsonArray::fromStringList(names));
    QJsonArray once;
    for (const CampaignSummary::SideSeenOnce &o : s.seenOnce)
        once.append(QJsonObject{{u"side"_s, o.side}, {u"battle"_s, o.battle}, {u"name"_s, o.name}});
    return {{u"name"_s, s.name},
            {u"ruleset"_s, s.ruleset},
            {u"rule"_s, s.rule},
            {u"measure"_s, s.measure},
            {u"sides"_s, QJsonArray::fromStringList(s.sides)},
            {u"battles"_s, battles},
            {u"totals"_s, mapJson(s.totals)},
            {u"leader"_s, s.leader.isEmpty() ? QJsonValue() : QJsonValue(s.leader)},
            {u"forSide"_s, s.forSide.isEmpty() ? QJsonValue() : QJsonValue(s.forSide)},
            {u"sameSides"_s, same},
            {u"seenOnce"_s, once}};
}

} // namespace adj
