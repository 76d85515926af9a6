// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fieldsofhonor.h"

#include "core/rulesets.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile fieldsOfHonorProfile(); // fohprofile.cpp

// Fields of Honor: its unit profile, its demo battle and its resolvers (called from ADJ_RULESETS).
void registerFieldsOfHonor()
{
    Profiles::add(fieldsOfHonorProfile());
    DemoBattles::add({u"foh-chippawa"_s, u"fields-of-honor"_s,
                      QT_TRANSLATE_NOOP("adj::Demo", "Chippawa, 1814 (Fields of Honor, battalion scale)"),
                      u"demo/foh-chippawa.json"_s, u"demo-chippawa.adjutant"_s});
    static const FieldsOfHonor ruleset;
    RuleSets::add(&ruleset);
}

} // namespace adj
