// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The battle of Fields of Honor's worked examples, played as a whole turn by tst_fohwholeturn (through
// the runner) and tst_fohcliturn (through adjutant-cli): the American Civil War example at brigade
// scale. A Confederate cavalry brigade (Morale B, Melee B) charges a "crack" Union infantry brigade
// (Morale B, Fire B, Melee C, Springfield rifles); 8 stands each. Kind and arm are the battle's: both
// formed, the Confederates mounted.
#include <QString>

namespace adj::testing {

inline constexpr char kChargeExample[] =
    R"({"name": "Charge example", "ruleset": "fields-of-honor", "scale": "brigade",
  "sides": [
    {"name": "Union", "units": [
      {"name": "Union Infantry", "type": "infantry", "strength": 8, "start": 8,
       "attributes": {"morale": "B", "fire": "B", "melee": "C", "smallArms": "rifled", "bmug": "II Corps"}}]},
    {"name": "Confederate", "units": [
      {"name": "Confederate Cavalry", "type": "cavalry", "strength": 8, "start": 8,
       "attributes": {"morale": "B", "fire": "C", "melee": "B", "smallArms": "smoothbore", "bmug": "Stuart"}}]}]})";

inline const QString kUnion = QStringLiteral("Union Infantry");
inline const QString kRebels = QStringLiteral("Confederate Cavalry");

} // namespace adj::testing
