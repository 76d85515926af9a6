// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubstanding.h"

#include "battlestate.h"
#include "campaign/campaignrules.h"
#include "campaign/campaignstanding.h"
#include "event.h"
#include "labels.h"
#include "rulesetprofile.h"
#include "victory.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

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

QJsonObject mapJson(const QMap<QString, int> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

// What a campaign rule reads of a battle (as a campaign's battle: model/campaign).
CampaignBattleResult resultOf(const QJsonObject &standing)
{
    CampaignBattleResult r;
    r.scenario = standing.value(u"name"_s).toString();
    for (const QJsonValue &v : standing.value(u"sides"_s).toArray())
        r.vp.insert(v[u"name"_s].toString(), v[u"earned"_s].toInt());
    if (standing.value(u"state"_s).toString() == u"ended"_s) {
        r.winner = standing.value(u"winner"_s).toString();
        r.lostOnTime = standing.value(u"ending"_s).toString() == u"time"_s;
        r.vpToWin = standing.value(u"vpToWin"_s).toInt();
    }
    return r;
}

} // namespace

QJsonObject ClubStanding::of(const BattleState &s, const RuleSetProfile &p, const Event &last)
{
    const CampaignSummary::Battle b = CampaignStanding::battle(s, p);
    QJsonArray sides;
    QList<const Side *> ordered;
    for (const Side &side : s.sides)
        ordered << &side;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Side *x, const Side *y) { return x->sort < y->sort; });
    for (const Side *side : std::as_const(ordered))
        sides.append(QJsonObject{{u"name"_s, side->name},
                                 {u"color"_s, side->color},
                                 {u"lost"_s, b.lost.value(side->name)},
                                 {u"strengthStart"_s, b.strengthStart.value(side->name)},
                                 {u"earned"_s, b.earned.value(side->name)}});
    return {{u"name"_s, s.info.name},
            {u"ruleset"_s, s.info.ruleset},
            {u"scale"_s, s.info.scale},
            {u"turn"_s, s.info.turn},
            {u"phase"_s, s.info.phase},
            {u"state"_s, b.state},
            {u"ending"_s, b.ending},
            {u"winner"_s, b.winner},
            {u"measure"_s, Victory::measure(p)},
            {u"lossMeasure"_s, Profiles::measureId(p.strength)},
            {u"vpToWin"_s, Victory::conditions(s).vpToWin},
            {u"sides"_s, sides},
            {u"last"_s, last.seq == 0 ? QJsonValue()
                                      : QJsonObject{{u"seq"_s, last.seq},
                                                    {u"kind"_s, last.kind},
                                                    {u"summary"_s, last.summary},
                                                    {u"at"_s, last.createdAt}}}};
}

QJsonArray ClubStanding::totals(const QList<Table> &tables)
{
    QJsonArray out;
    for (const RuleSetProfile &p : Profiles::all()) {
        QList<CampaignBattleResult> results;
        for (const Table &t : tables)
            if (t.ruleset == p.id && !t.standing.isEmpty())
                results << resultOf(t.standing);
        if (results.isEmpty())
            continue;
        CampaignRuleTotal total;
        QString rule = u"total"_s;
        if (const CampaignRules::Rule *r = CampaignRules::find(p.id)) {
            total = r->total(results);
            rule = r->rule;
        } else {
            for (const CampaignBattleResult &b : std::as_const(results))
                for (auto it = b.vp.cbegin(); it != b.vp.cend(); ++it)
                    total.bySide[it.key()] += it.value();
            total.leader = leaderOf(total.bySide);
        }
        out.append(
            QJsonObject{{u"ruleset"_s, p.id},
                        {u"rulesetName"_s, Profiles::label(p.name)},
                        {u"rule"_s, rule},
                        {u"measure"_s, Victory::measure(p)},
                        {u"measureName"_s, Labels::counter(Victory::measure(p))},
                        {u"battles"_s, int(results.size())},
                        {u"totals"_s, mapJson(total.bySide)},
                        {u"leader"_s, total.leader.isEmpty() ? QJsonValue() : QJsonValue(total.leader)},
                        {u"trace"_s, total.trace}});
    }
    return out;
}

QJsonObject ClubStanding::view(const QString &club, const QList<Table> &tables)
{
    QJsonArray rows;
    for (const Table &t : tables) {
        const RuleSetProfile *p = Profiles::find(t.ruleset);
        QJsonObject s = t.standing;
        const QString phase = s.value(u"phase"_s).toString();
        const PhaseSpec *ph = p ? p->phase(phase) : nullptr;
        s.insert(u"id"_s, t.id);
        s.insert(u"events"_s, t.events);
        s.insert(u"updatedAt"_s, t.updatedAt);
        if (!s.contains(u"name"_s))
            s.insert(u"name"_s, t.name);
        s.insert(u"ruleset"_s, t.ruleset);
        s.insert(u"rulesetName"_s, p ? Profiles::label(p->name) : t.ruleset);
        s.insert(u"phaseName"_s, ph ? Profiles::label(ph->label) : phase);
        s.insert(u"measureName"_s, Labels::counter(s.value(u"measure"_s).toString()));
        s.insert(u"lossMeasureName"_s,
                 p ? Profiles::strengthMeasureLabel(p->strength) : s.value(u"lossMeasure"_s).toString());
        rows.append(s);
    }
    return {{u"club"_s, club}, {u"tables"_s, rows}, {u"totals"_s, totals(tables)}};
}

} // namespace adj
