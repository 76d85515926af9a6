// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace adj {

class RuleSet;
struct ActionSchema;

// JSON Schemas (draft 2020-12) generated from the action declarations, for the command line's
// published contract (docs/schema/, `adjutant-cli schema`): an action's --input object with its
// dice plan and outcomes, and the "values" a rule set's resolutions carry.
namespace JsonSchemas {
inline constexpr auto Draft = "https://json-schema.org/draft/2020-12/schema";
// The object `resolve --input` takes for this action: every input typed, its bounds, allowed
// values and default, required ones required, nothing else allowed; the dice plan in
// "x-adjutant-dice" (the steps in the order the dice are read) and the outcome tags in
// "x-adjutant-outcomes".
QJsonObject input(const RuleSet &ruleset, const ActionSchema &action);
// The "values" object of this rule set's resolutions (resultvalues.h).
QJsonObject values(const RuleSet &ruleset);
} // namespace JsonSchemas

} // namespace adj
