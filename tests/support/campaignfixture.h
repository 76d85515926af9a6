// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A hand-made campaign (issue 19) for the campaign summary's tests: two sides, three battles of
// For Honor and Glory under rule 12 (one won outright, one won on time, one in progress), with
// the totals worked out by hand.
#include "summary/campaignsummary.h"

namespace adj::testing {

inline CampaignSummary handMadeCampaign()
{
    using namespace Qt::StringLiterals;
    const QString a = u"American"_s;
    const QString b = u"British"_s;
    CampaignSummary s;
    s.name = u"Niagara <frontier> & beyond"_s; // escaped wherever it is printed
    s.ruleset = u"fhg-land"_s;
    s.rule = u"12"_s;
    s.measure = u"VP"_s;
    s.sides = {a, b};
    CampaignSummary::Battle chippawa;
    chippawa.name = u"Chippawa"_s;
    chippawa.file = u"chippawa.adjutant"_s;
    chippawa.ruleset = u"fhg-land"_s;
    chippawa.state = u"ended"_s;
    chippawa.ending = u"victory"_s;
    chippawa.winner = b;
    chippawa.turn = 9;
    chippawa.earned = {{a, 4}, {b, 9}};
    chippawa.credited = chippawa.earned; // rule 12: a victory credits what each side had earned
    chippawa.lost = {{a, 12}, {b, 3}};   // 12 of 40: heavy; 3 of 36: light
    chippawa.strengthStart = {{a, 40}, {b, 36}};
    CampaignSummary::Battle lundys;
    lundys.name = u"Lundy's Lane"_s;
    lundys.file = u"lundys-lane.adjutant"_s;
    lundys.ruleset = u"fhg-land"_s;
    lundys.state = u"ended"_s;
    lundys.ending = u"time"_s;
    lundys.winner = a;
    lundys.turn = 12;
    lundys.earned = {{a, 5}, {b, 3}};
    lundys.credited = {{a, 8}, {b, 3}}; // rule 12: on time the victor gets the 8 VP needed to win
    lundys.lost = {{a, 7}, {b, 15}};    // 7 of 30: heavy; 15 of 32: crippling
    lundys.strengthStart = {{a, 30}, {b, 32}};
    CampaignSummary::Battle erie;
    erie.name = u"Fort Erie"_s;
    erie.file = u"fort-erie.adjutant"_s;
    erie.ruleset = u"fhg-land"_s;
    erie.state = u"in-progress"_s;
    erie.turn = 4;
    erie.earned = {{a, 2}, {b, 1}};
    erie.credited = erie.earned;  // as it stands
    erie.lost = {{a, 0}, {b, 2}}; // none; 2 of 25: light
    erie.strengthStart = {{a, 20}, {b, 25}};
    s.battles = {chippawa, lundys, erie};
    s.totals = {{a, 4 + 8 + 2}, {b, 9 + 3 + 1}}; // 14 and 13
    s.leader = a;
    return s;
}

} // namespace adj::testing
