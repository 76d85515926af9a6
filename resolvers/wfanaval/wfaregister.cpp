// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfanaval.h"

#include "core/rulesets.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile wfaNavalProfile(); // wfaprofile.cpp

// Wars for America (naval): its unit profile, its demo battle and its resolvers (called from ADJ_RULESETS).
void registerWfaNaval()
{
    Profiles::add(wfaNavalProfile());
    DemoBattles::add({u"wfa-lake-erie"_s, u"wfa-naval"_s,
                      QT_TRANSLATE_NOOP("adj::Demo", "Lake Erie, 1813 (Wars for America, naval)"),
                      u"demo/wfa-lake-erie.json"_s, u"demo-lake-erie.adjutant"_s});
    static const WfaNaval ruleset;
    RuleSets::add(&ruleset);
}

} // namespace adj
