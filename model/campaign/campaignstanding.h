// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "campaign.h"
#include "summary/campaignsummary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace adj {

class BattleState;
struct RuleSetProfile;

// A campaign's standing, battle by battle, read from its battle files (opened read-only): fills
// adj::CampaignSummary. A rule set with a campaign rule of its own (For Honor and Glory's rule 12,
// registered in CampaignRules) credits each battle by it; the others total each battle's standing
// (VP, Glory) as it is. An ended battle counts what it had when it ended; a battle still being
// fought what it has so far; a missing or damaged one nothing (its state says which, its problem
// why). Sides are matched across battles by name, as the campaign names them (sameSides).
class CampaignStanding final
{
    Q_DECLARE_TR_FUNCTIONS(adj::CampaignStanding)

public:
    // `trace` receives the rule's lines ({text, rule}), `problems` a sentence per battle not counted.
    static CampaignSummary build(const Campaign &c, const QString &campaignPath, QJsonArray *trace = nullptr,
                                 QStringList *problems = nullptr);
    // One battle's row, from its state (without the campaign's crediting).
    static CampaignSummary::Battle battle(const BattleState &s, const RuleSetProfile &p);
    // Battle `i` of the campaign as its file has it, under the campaign's side names: `problem` set
    // when it is not counted (its file missing, damaged, of another rule set); `sides` gets its own
    // side names.
    static CampaignSummary::Battle read(const Campaign &c, const QString &campaignPath, int i,
                                        QStringList *sides);
    static QJsonObject toJson(const CampaignSummary &s);
};

} // namespace adj
