// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The log's lines of the referee's edits read again in the language of the moment (issue 31): the
// same words Edits (and the roster's import) writes when the edit is made, from what the event keeps.
#include "edits.h"
#include "labels.h"
#include "rostercsv.h"
#include "scenario.h"

using namespace Qt::StringLiterals;

namespace adj {

QString Edits::summary(const Event &e, const BattleState &s, const RuleSetProfile &p)
{
    const QJsonObject &in = e.inputs;
    if (e.kind == u"turn.advance"_s || e.kind == u"phase.advance"_s) {
        if (!in.value(u"turn"_s).isDouble() || !in.value(u"phase"_s).isString())
            return {};
        const int turn = in.value(u"turn"_s).toInt();
        const QString id = in.value(u"phase"_s).toString();
        const int i = p.phaseIndex(id);
        const QString phase = i < 0 ? id : Profiles::label(p.phases.at(i).label);
        return e.kind == u"turn.advance"_s ? tr("Turn %1 begins: %2").arg(turn).arg(phase)
                                           : tr("Turn %1: %2").arg(turn).arg(phase);
    }
    // A marker's unit as it was named then (the event's Who).
    if (e.kind == u"marker.place"_s && in.value(u"marker"_s).isString())
        return tr("%1 marker placed on %2").arg(Labels::marker(in.value(u"marker"_s).toString()), e.actor);
    if (e.kind == u"marker.lift"_s) {
        const auto it = s.markers.constFind(in.value(u"marker"_s).toInteger());
        if (it != s.markers.cend())
            return tr("%1 marker lifted from %2").arg(Labels::marker(it->kind), e.actor);
    }
    if (e.kind == u"roster.import"_s && in.value(u"units"_s).isDouble()) {
        const int units = in.value(u"units"_s).toInt();
        return in.value(u"format"_s).toString() == u"csv"_s ? RosterCsv::importSummary(units)
                                                            : Scenario::importSummary(units);
    }
    return {};
}

} // namespace adj
