// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a registered rule set offers, as its registration tests compare it.
#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QStringList>

namespace adj::testing {

// The ids of `rs`'s actions, in the order it lists them (the action panel's).
inline QStringList actionIds(const RuleSet &rs)
{
    QStringList ids;
    for (const ActionSchema &a : rs.actions())
        ids.append(a.id);
    return ids;
}

} // namespace adj::testing
