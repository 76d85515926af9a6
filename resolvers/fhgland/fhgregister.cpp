#include "fhgland.h"

#include "core/rulesets.h"
#include "model/demobattles.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

RuleSetProfile fhgLandProfile(); // fhgprofile.cpp

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
}

} // namespace adj
