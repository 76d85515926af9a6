// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battledocument.h"

namespace adj {

// Installs the battle's rule set's checks of new edits on an open battle (stacking limits
// when positions are recorded). Nothing for a rule set without resolvers.
class RuleChecks final
{
public:
    static void install(BattleDocument &doc);
};

} // namespace adj
