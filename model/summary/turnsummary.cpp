// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "turnsummary.h"

#include "rulesetprofile.h"
#include "victory.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QJsonArray ints(const QList<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray counters(const QList<TurnSummary::CounterLine> &lines)
{
    QJsonArray a;
    for (const auto &c : lines) {
        QJsonObject o{
            {u"kind"_s, c.kind}, {u"before"_s, c.before}, {u"after"_s, c.after}, {u"changed"_s, c.changed}};
        if (!c.owner.isEmpty())
            o.insert(u"owner"_s, c.owner);
        a.append(o);
    }
    return a;
}

QJsonObject sideJson(const TurnSummary::SideLine &s)
{
    QJsonObject o{{u"name"_s, s.name},
                  {u"color"_s, s.color},
                  {u"exact"_s, s.exact},
                  {u"losses"_s, s.lossBand},
                  {u"inDisorder"_s, s.inDisorder}};
    if (!s.exact) // an enemy in a players' report: words only
        return o;
    o.insert(u"strengthStart"_s, s.strengthStart);
    o.insert(u"atStart"_s, s.atStart);
    o.insert(u"strengthBegan"_s, s.strengthBegan);
    o.insert(u"strength"_s, s.strength);
    o.insert(u"lost"_s, s.lost);
    o.insert(u"regained"_s, s.regained);
    o.insert(u"lostSoFar"_s, s.lostSoFar);
    QJsonArray losses;
    for (const auto &l : s.losses)
        losses.append(QJsonObject{{u"unit"_s, l.unit},
                                  {u"atStart"_s, l.atStart},
                                  {u"lost"_s, l.lost},
                                  {u"regained"_s, l.regained},
                                  {u"strength"_s, l.strength},
                                  {u"strengthStart"_s, l.strengthStart}});
    o.insert(u"unitLosses"_s, losses);
    QJsonArray units;
    for (const auto &u : s.units)
        units.append(QJsonObject{{u"unit"_s, u.unit}, {u"status"_s, u.status}, {u"turn"_s, u.turn}});
    o.insert(u"units"_s, units);
    for (const auto &[key, list] :
         {std::pair{u"markersPlaced"_s, &s.placed}, std::pair{u"markersLifted"_s, &s.lifted}}) {
        QJsonArray a;
        for (const auto &m : *list)
            a.append(QJsonObject{{u"unit"_s, m.unit}, {u"marker"_s, m.marker}, {u"turn"_s, m.turn}});
        o.insert(key, a);
    }
    QJsonArray leaders;
    for (const auto &l : s.leaders)
        leaders.append(QJsonObject{{u"leader"_s, l.leader}, {u"status"_s, l.status}, {u"turn"_s, l.turn}});
    o.insert(u"leaders"_s, leaders);
    o.insert(u"counters"_s, counters(s.counters));
    o.insert(u"casualtiesPerTurn"_s, ints(s.casualtiesPerTurn));
    o.insert(u"strengthPerTurn"_s, ints(s.strengthPerTurn));
    if (!s.racePerTurn.isEmpty())
        o.insert(u"racePerTurn"_s, ints(s.racePerTurn));
    return o;
}
} // namespace

bool TurnSummary::hasRace() const
{
    return !raceKind().isEmpty();
}

QString TurnSummary::raceKind() const
{
    const RuleSetProfile *profile = Profiles::find(ruleset);
    return profile && profile->raceTitle ? Victory::measure(*profile) : QString();
}

QString TurnSummary::raceTitle() const
{
    const RuleSetProfile *profile = Profiles::find(ruleset);
    return profile && profile->raceTitle
               ? QCoreApplication::translate("adj::SummaryCharts", profile->raceTitle)
               : QString();
}

QJsonObject TurnSummary::toJson() const
{
    QJsonArray sideArray;
    for (const SideLine &s : sides)
        sideArray.append(sideJson(s));
    QJsonArray res;
    for (const ResolutionLine &r : resolutions)
        res.append(resolutionJson(r, isPlayersReport()));
    QJsonArray books;
    for (const BookkeepingLine &b : bookkeeping)
        books.append(bookkeepingJson(b));
    QJsonArray noteArray;
    for (const NoteLine &n : notes)
        noteArray.append(noteJson(n));
    QJsonObject o{{u"battle"_s, battle},
                  {u"ruleset"_s, ruleset},
                  {u"measure"_s, measure},
                  {u"turn"_s, turn},
                  {u"lastTurn"_s, lastTurn},
                  {u"sides"_s, sideArray},
                  {u"counters"_s, counters(battleCounters)},
                  {u"resolutions"_s, res},
                  {u"bookkeeping"_s, books},
                  {u"notes"_s, noteArray},
                  {u"events"_s, events}};
    if (isPlayersReport())
        o.insert(u"forSide"_s, forSide);
    return o;
}

QJsonObject TurnSummary::resolutionJson(const ResolutionLine &r, bool playersReport)
{
    QJsonArray outcomes;
    for (const Outcome &u : r.outcomes) {
        QJsonObject o{{u"unit"_s, u.unit}, {u"type"_s, u.type}, {u"exact"_s, u.exact}};
        if (u.exact) {
            o.insert(u"before"_s, u.before);
            o.insert(u"after"_s, u.after);
        } else {
            o.insert(u"losses"_s, u.lossBand);
        }
        if (!u.status.isEmpty())
            o.insert(u"status"_s, u.status);
        outcomes.append(o);
    }
    QJsonArray targetArray;
    for (int i = 0; i < r.targets.size(); ++i)
        targetArray.append(QJsonObject{{u"unit"_s, r.targets.at(i)}, {u"type"_s, r.targetTypes.value(i)}});
    QJsonObject line{{u"seq"_s, r.seq},           {u"turn"_s, r.turn},
                     {u"phase"_s, r.phase},       {u"action"_s, r.action},
                     {u"actor"_s, r.actor},       {u"actors"_s, QJsonArray::fromStringList(r.actors)},
                     {u"targets"_s, targetArray}, {u"outcomes"_s, outcomes},
                     {u"result"_s, r.result},     {u"rules"_s, QJsonArray::fromStringList(r.rules)}};
    if (!playersReport)
        line.insert(u"summary"_s, r.summary);
    return line;
}

QJsonObject TurnSummary::bookkeepingJson(const BookkeepingLine &b)
{
    return QJsonObject{{u"seq"_s, b.seq}, {u"turn"_s, b.turn}, {u"key"_s, b.key}, {u"label"_s, b.label}};
}

QJsonObject TurnSummary::noteJson(const NoteLine &n)
{
    return QJsonObject{{u"seq"_s, n.seq}, {u"turn"_s, n.turn}, {u"text"_s, n.text}};
}

} // namespace adj
