// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The For Honor and Glory skirmish the resolve tests play (tst_cliresolve, tst_actionpanel): the 13th
// at 0305 and the 41st (with Brock) at 0304, one hex apart; the Guns behind the 13th at 0205 and the
// 49th (elite) at 0302. The American has 2 AP, each side 3 command AP.
#include <QByteArray>

namespace adj::testing {

// The scenario's JSON text under `name`, with `more` (`"phase": "actions-a", `) before its sides.
inline QByteArray fhgSkirmish(const QByteArray &name, const QByteArray &more = {})
{
    return R"({"name": ")" + name + R"(", "ruleset": "fhg-land", )" + more + R"("sides": [
  {"name": "American", "counters": {"command-AP": 3, "AP": 2}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0305"},
    {"name": "Guns", "type": "artillery", "strength": 2, "position": "0205"}]},
  {"name": "British", "counters": {"command-AP": 3}, "units": [
    {"name": "41st", "type": "regular", "strength": 3, "position": "0304"},
    {"name": "49th", "type": "elite", "strength": 4, "position": "0302"}],
   "leaders": [{"name": "Brock", "unit": "41st"}]}]})";
}

} // namespace adj::testing
