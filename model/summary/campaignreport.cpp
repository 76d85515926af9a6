// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignreport.h"

#include "campaign/campaignrules.h"
#include "summary/lossbands.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The least loss of each band, out of a strength of 100: what stands for an enemy's losses in a
// players' version (LossBands::band of it gives the band back).
int bandFloor(const QString &band)
{
    if (band == u"light"_s)
        return 1;
    if (band == u"heavy"_s)
        return 10;
    if (band == u"crippling"_s)
        return 34;
    return 0;
}

QString measureOf(const CampaignSummary &s)
{
    return s.measure.isEmpty() ? u"VP"_s : s.measure;
}

QJsonObject battleSideJson(const CampaignSummary &s, const CampaignSummary::Battle &b, const QString &side)
{
    QJsonObject o{{u"side"_s, side},
                  {u"earned"_s, b.earned.value(side)},
                  {u"credited"_s, b.credited.value(side)},
                  {u"exact"_s, CampaignReport::exact(s, side)}};
    if (CampaignReport::exact(s, side)) {
        o.insert(u"lost"_s, b.lost.value(side));
        o.insert(u"strengthStart"_s, b.strengthStart.value(side));
    } else {
        o.insert(u"losses"_s, CampaignReport::lossBand(b, side));
    }
    return o;
}

QJsonObject battleJson(const CampaignSummary &s, const CampaignSummary::Battle &b)
{
    QJsonArray sides;
    for (const QString &side : s.sides)
        sides.append(battleSideJson(s, b, side));
    QJsonObject o{{u"name"_s, b.name},   {u"file"_s, b.file}, {u"ruleset"_s, b.ruleset},
                  {u"state"_s, b.state}, {u"turn"_s, b.turn}, {u"sides"_s, sides}};
    if (!b.ending.isEmpty())
        o.insert(u"ending"_s, b.ending);
    if (!b.winner.isEmpty())
        o.insert(u"winner"_s, b.winner);
    if (!b.called.isEmpty())
        o.insert(u"called"_s, b.called);
    if (!b.problem.isEmpty())
        o.insert(u"problem"_s, b.problem);
    return o;
}
} // namespace

bool CampaignReport::playersVersion(const CampaignSummary &referee, const QString &side, CampaignSummary *out,
                                    QString *error)
{
    if (!referee.forSide.isEmpty()) {
        *error = tr("this is already the players' version for %1").arg(referee.forSide);
        return false;
    }
    if (!referee.sides.contains(side)) {
        *error = tr("the campaign has no side called \"%1\" (its sides: %2)")
                     .arg(side, referee.sides.join(u", "_s));
        return false;
    }
    CampaignSummary r = referee;
    r.forSide = side;
    for (CampaignSummary::Battle &b : r.battles)
        for (const QString &enemy : r.sides) {
            if (enemy == side)
                continue;
            const QString band = lossBand(b, enemy);
            b.lost.insert(enemy, bandFloor(band));
            b.strengthStart.insert(enemy, 100);
        }
    *out = r;
    return true;
}

bool CampaignReport::exact(const CampaignSummary &s, const QString &side)
{
    return s.forSide.isEmpty() || s.forSide == side;
}

QString CampaignReport::lossBand(const CampaignSummary::Battle &b, const QString &side)
{
    return LossBands::band(b.lost.value(side), b.strengthStart.value(side));
}

int CampaignReport::totalLost(const CampaignSummary &s, const QString &side)
{
    int sum = 0;
    for (const CampaignSummary::Battle &b : s.battles)
        sum += b.lost.value(side);
    return sum;
}

QString CampaignReport::totalLossBand(const CampaignSummary &s, const QString &side)
{
    // Each battle's share out of 100 for an enemy in a players' version; the figures else.
    int start = 0;
    for (const CampaignSummary::Battle &b : s.battles)
        start += b.strengthStart.value(side);
    return LossBands::band(totalLost(s, side), start);
}

QList<int> CampaignReport::runningTotals(const CampaignSummary &s, const QString &side)
{
    QList<int> out;
    int sum = 0;
    for (const CampaignSummary::Battle &b : s.battles)
        out << (sum += b.credited.value(side));
    return out;
}

QString CampaignReport::leaderText(const CampaignSummary &s)
{
    const QString measure = measureOf(s);
    if (s.leader.isEmpty()) {
        const int level = s.sides.isEmpty() ? 0 : s.totals.value(s.sides.first());
        return tr("The sides are level on %1 %2").arg(level).arg(measure);
    }
    int next = 0;
    bool any = false;
    for (const QString &side : s.sides)
        if (side != s.leader) {
            next = any ? std::max(next, s.totals.value(side)) : s.totals.value(side);
            any = true;
        }
    return tr("%1 leads by %2 %3").arg(s.leader).arg(s.totals.value(s.leader) - next).arg(measure);
}

QString CampaignReport::stateText(const CampaignSummary::Battle &b)
{
    if (b.state == u"missing"_s)
        return tr("battle file missing");
    if (b.state == u"damaged"_s)
        return tr("battle file damaged");
    if (b.state == u"other-ruleset"_s)
        return tr("a battle of another rule set");
    if (b.state == u"not-started"_s)
        return tr("not started");
    if (b.state == u"in-progress"_s)
        return tr("in progress, turn %1").arg(b.turn);
    if (b.state != u"ended"_s)
        return b.state;
    if (b.ending == u"victory"_s)
        return b.winner.isEmpty() ? tr("ended in victory") : tr("ended: victory for %1").arg(b.winner);
    if (b.ending == u"time"_s)
        return b.winner.isEmpty() ? tr("ended on time") : tr("ended on time: won by %1").arg(b.winner);
    if (b.ending == u"referee"_s && b.called == u"time"_s)
        return b.winner.isEmpty()
                   ? tr("ended by the referee, time called before the turn limit")
                   : tr("ended by the referee, time called before the turn limit: won by %1").arg(b.winner);
    if (b.ending == u"referee"_s)
        return b.winner.isEmpty() ? tr("ended by the referee")
                                  : tr("ended by the referee: won by %1").arg(b.winner);
    return tr("ended");
}

QString CampaignReport::ruleText(const CampaignSummary &s)
{
    const QString own = CampaignRules::describe(s.ruleset);
    if (s.rule != u"total"_s && !own.isEmpty())
        return own;
    return tr("each battle's %1 totalled").arg(measureOf(s));
}

QJsonObject campaignJson(const CampaignSummary &s)
{
    QJsonArray battles;
    for (const CampaignSummary::Battle &b : s.battles)
        battles.append(battleJson(s, b));
    QJsonArray totals;
    for (const QString &side : s.sides) {
        QJsonObject t{{u"side"_s, side},
                      {u"total"_s, s.totals.value(side)},
                      {u"exact"_s, CampaignReport::exact(s, side)},
                      {u"running"_s, QJsonArray::fromVariantList([&] {
                           QVariantList v;
                           for (int x : CampaignReport::runningTotals(s, side))
                               v << x;
                           return v;
                       }())}};
        if (CampaignReport::exact(s, side))
            t.insert(u"lost"_s, CampaignReport::totalLost(s, side));
        else
            t.insert(u"losses"_s, CampaignReport::totalLossBand(s, side));
        totals.append(t);
    }
    QJsonObject o{{u"campaign"_s, s.name},
                  {u"ruleset"_s, s.ruleset},
                  {u"rule"_s, s.rule},
                  {u"measure"_s, measureOf(s)},
                  {u"sides"_s, QJsonArray::fromStringList(s.sides)},
                  {u"battles"_s, battles},
                  {u"totals"_s, totals},
                  {u"leader"_s, s.leader.isEmpty() ? QJsonValue() : QJsonValue(s.leader)}};
    if (!s.forSide.isEmpty())
        o.insert(u"forSide"_s, s.forSide);
    QJsonArray once;
    for (const CampaignSummary::SideSeenOnce &side : s.seenOnce)
        once.append(QJsonObject{{u"side"_s, side.side}, {u"battle"_s, side.battle}, {u"name"_s, side.name}});
    o.insert(u"seenOnce"_s, once);
    return o;
}

QString CampaignReport::seenOnceText(const CampaignSummary::SideSeenOnce &once)
{
    return tr("%1 fights in battle %2 (%3) only: counted as a side of its own")
        .arg(once.side)
        .arg(once.battle)
        .arg(once.name);
}

} // namespace adj
