// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "honourglory.h"

#include "core/rulesets.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile honourGloryProfile(); // hgprofile.cpp

// Honour & Glory: its unit profile, its demo battle and its resolvers (called from ADJ_RULESETS).
void registerHonourGlory()
{
    Profiles::add(honourGloryProfile());
    DemoBattles::add({u"hg-ford-of-edadh"_s, u"honour-glory"_s,
                      QT_TRANSLATE_NOOP("adj::Demo", "The Ford at Carrow Vale (Honour & Glory)"),
                      u"demo/hg-ford-of-edadh.json"_s, u"demo-carrow-vale.adjutant"_s});
    static const HonourGlory ruleset;
    RuleSets::add(&ruleset);
}

} // namespace adj
