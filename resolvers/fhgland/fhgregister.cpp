// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgland.h"
#include "fhgrules.h"

#include "core/rulesets.h"
#include "model/campaign/campaignrules.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile fhgLandProfile(); // fhgprofile.cpp

namespace {
// Rule 12: a campaign is decided by the total VP of its scenarios, a time win credited with the VP
// the scenario needed to win (FhgRules::campaignTotals).
CampaignRuleTotal rule12(const QList<CampaignBattleResult> &battles)
{
    QList<FhgRules::ScenarioResult> scenarios;
    for (const CampaignBattleResult &b : battles)
        scenarios.append({b.scenario, b.vp, b.winner, b.lostOnTime, b.vpToWin, b.ending == u"referee"_s});
    const FhgRules::CampaignTotal t = FhgRules::campaignTotals(scenarios);
    CampaignRuleTotal out{t.bySide, t.leader, {}};
    for (const TraceLine &line : t.trace)
        out.trace.append(line.toJson());
    return out;
}
} // namespace

// For Honor and Glory (land): its unit profile, its demo battle and its resolvers (called from ADJ_RULESETS).
void registerFhgLand()
{
    Profiles::add(fhgLandProfile());
    // The first rule set's demo is the one Adjutant opens on its first start (its file name is older).
    DemoBattles::add({u"fhg-queenston"_s, u"fhg-land"_s,
                      QT_TRANSLATE_NOOP("adj::Demo", "Queenston Heights, 1812 (For Honor and Glory)"),
                      u"demo/fhg-queenston.json"_s, u"demo-queenston.adjutant"_s});
    static const FhgLand ruleset;
    RuleSets::add(&ruleset);
    CampaignRules::add(
        {u"fhg-land"_s, u"12"_s, rule12,
         QT_TRANSLATE_NOOP("adj::CampaignRules",
                           "For Honor and Glory rule 12: the total VP of all its battles decides; "
                           "a time win credits the victor the VP the scenario needed, the "
                           "referee's call each side the VP it earned")});
}

} // namespace adj
