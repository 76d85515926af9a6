// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignrules.h"

#include <QCoreApplication>

#include <deque>

namespace adj {

namespace {
std::deque<CampaignRules::Rule> &rules()
{
    static std::deque<CampaignRules::Rule> all;
    return all;
}
} // namespace

void CampaignRules::add(const Rule &rule)
{
    if (!find(rule.ruleset))
        rules().push_back(rule);
}

const CampaignRules::Rule *CampaignRules::find(const QString &ruleset)
{
    for (const Rule &r : rules())
        if (r.ruleset == ruleset)
            return &r;
    return nullptr;
}

QString CampaignRules::describe(const QString &ruleset)
{
    const Rule *r = find(ruleset);
    return r && r->description ? QCoreApplication::translate("adj::CampaignRules", r->description)
                               : QString();
}

} // namespace adj
