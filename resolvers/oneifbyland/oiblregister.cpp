// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oneifbyland.h"

#include "core/rulesets.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile oneIfByLandProfile(); // oiblprofile.cpp

// One If By Land: its unit profile, its demo battle and its resolvers (called from ADJ_RULESETS).
void registerOneIfByLand()
{
    Profiles::add(oneIfByLandProfile());
    DemoBattles::add({u"oneifbyland-cowpens"_s, u"oneifbyland"_s,
                      QT_TRANSLATE_NOOP("adj::Demo", "Cowpens, 1781 (One If By Land)"),
                      u"demo/oneifbyland-cowpens.json"_s, u"demo-cowpens.adjutant"_s});
    static const OneIfByLand ruleset;
    RuleSets::add(&ruleset);
}

} // namespace adj
