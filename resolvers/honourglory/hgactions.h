// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"

// The one-off actions of Honour & Glory (no game kept): flat inputs turned into a small HgGame,
// the pure transition applied, its trace and effects copied into the Resolution (internal).
namespace adj::hg {

// round, end-of-duration, glory-theft, terrain-deal.
QList<Action> oneOffActions();
// terrain-deal, the last of them (hgterraincalc.cpp).
Action terrainCalcAction();

} // namespace adj::hg
