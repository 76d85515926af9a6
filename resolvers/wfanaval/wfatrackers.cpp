// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the referee of a Wars for America battle may set directly: the wind a scenario starts
// with (3.1: "For starting a scenario ... the wind gauge marker is used to show the direction of
// the wind"), kept where wind-change keeps it, "wfa.wind".
#include "wfanaval.h"

#include "model/battlestate.h"

using namespace Qt::StringLiterals;

namespace adj {

QList<RuleSet::SettableTracker> WfaNaval::settableTrackers() const
{
    return {{u"wind"_s, tr("a wind direction, a hex side 1 to 6 (3.1)")}};
}

bool WfaNaval::buildTracker(const QString &name, const QString &value, const BattleState &battle, Effect *out,
                            QString *error) const
{
    Q_UNUSED(name) // "wind", the only one settableTrackers() lists
    bool ok = false;
    const int wind = value.trimmed().toInt(&ok);
    if (!ok || wind < 1 || wind > 6) {
        *error = tr("wind \"%1\": the wind is a direction, a hex side 1 to 6 (3.1)").arg(value);
        return false;
    }
    // "turn" is the turn the wind was rolled for (3.1: once at the start of each turn): setting it
    // is no roll, so a wind set before the turn's roll leaves that roll to be made, and one set
    // after it (a correction) does not allow a second.
    const Tracker *kept = battle.tracker(u"wfa.wind"_s);
    const int rolledFor = kept ? kept->value.value(u"turn"_s).toInt() : 0;
    *out = Effect::setTracker(u"wfa.wind"_s, QJsonObject{{u"wind"_s, wind}, {u"turn"_s, rolledFor}},
                              tr("Wind %1 (set by the referee)").arg(wind), u"3.1"_s);
    return true;
}

} // namespace adj
