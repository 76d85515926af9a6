// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the fire's form (oiblfireschema.cpp) and its resolution (oiblfire.cpp) share. Not part of
// the rule set's interface.

namespace adj::oiblfire {

// Units that may combine their fire in one shot: the firer and up to two more (inputs "...2", "...3").
constexpr int kCombinedSlots = 3;

} // namespace adj::oiblfire
