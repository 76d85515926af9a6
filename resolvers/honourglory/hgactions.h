#pragma once

#include "core/ruleset.h"

// The registered actions of Honour & Glory: flat inputs turned into a small HgGame, the pure
// transition applied, its trace and effects copied into the Resolution (internal).
namespace adj::hg {

RuleSet::Runner bindRound(const QJsonObject &inputs, const RuleTable &table);
RuleSet::Runner bindEndOfDuration(const QJsonObject &inputs, const RuleTable &table);
RuleSet::Runner bindGloryTheft(const QJsonObject &inputs, const RuleTable &table);
RuleSet::Runner bindTerrainDeal(const QJsonObject &inputs, const RuleTable &table);

} // namespace adj::hg
