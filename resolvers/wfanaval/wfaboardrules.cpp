// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfaboardrules.h"

#include "core/ruletable.h"
#include "model/battlestate.h"
#include "wfageometry.h"
#include "wfatable.h"

using namespace Qt::StringLiterals;

namespace adj {

QList<BoardRules::Terrain> WfaBoardRules::terrain(const RuleTable &) const
{
    // The rules draw no terrain on the naval board; scenarios mark the shore and the shallows.
    return {{u"clear"_s, tr("open water"), u"water"_s, false},
            {u"shoal"_s, tr("shoal"), u"shoal"_s, false},
            {u"land"_s, tr("land"), u"land"_s, false}};
}

QString WfaBoardRules::losRule() const
{
    return u"3.3"_s;
}

LineOfSight WfaBoardRules::lineOfSight(const RuleTable &, const Board &board, const Unit &, Hex from,
                                       Hex to) const
{
    return board.lineOfSight(from, to, {}); // 3.3: only ships between block
}

int WfaBoardRules::heading(const Unit &u) const
{
    return WfaGeometry::wrap(u.attrs.value(u"heading"_s).toInt(1));
}

bool WfaBoardRules::commands(const Unit &u) const
{
    return u.attrs.value(u"command"_s).toBool();
}

Hex WfaBoardRules::headingVector(const RuleTable &table, int heading) const
{
    const WfaTable *t = WfaTable::of(table);
    return t ? WfaGeometry::headingVector(*t, heading) : BoardRules::headingVector(table, heading);
}

BoardRules::Arc WfaBoardRules::arcOf(const RuleTable &table, Hex from, int heading, Hex to) const
{
    const WfaTable *t = WfaTable::of(table);
    if (!t || from == to)
        return Arc::None;
    switch (WfaGeometry::arcOf(*t, from, heading, to)) {
    case WfaGeometry::Arc::Bow:
        return Arc::Bow;
    case WfaGeometry::Arc::Stern:
        return Arc::Stern;
    case WfaGeometry::Arc::Port:
        return Arc::Port;
    case WfaGeometry::Arc::Starboard:
        return Arc::Starboard;
    }
    return Arc::None;
}

bool WfaBoardRules::crossingT(const RuleTable &table, Hex firer, Hex target, int targetHeading) const
{
    const WfaTable *t = WfaTable::of(table);
    return t && WfaGeometry::crossingT(*t, firer, target, targetHeading);
}

int WfaBoardRules::broadsideRange(const RuleTable &table) const
{
    const WfaTable *t = WfaTable::of(table);
    return t ? t->range : 0;
}

QString WfaBoardRules::arcRule() const
{
    return u"6.4"_s;
}

int WfaBoardRules::wind(const BattleState &battle) const
{
    const Tracker *t = battle.tracker(u"wfa.wind"_s);
    return t ? WfaGeometry::wrap(t->value.value(u"wind"_s).toInt(1)) : 0;
}

bool WfaBoardRules::hasWindGauge(int heading, int wind) const
{
    return WfaGeometry::hasWindGauge(heading, wind);
}

QString WfaBoardRules::windRule() const
{
    return u"3.1"_s;
}

QStringList WfaBoardRules::pathEventKinds() const
{
    return {u"resolve.reveal"_s};
}

} // namespace adj
