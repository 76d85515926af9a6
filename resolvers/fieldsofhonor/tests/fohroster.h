// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The roster the Fields of Honor phase tests give the battle-wide actions (tst_fohphases,
// tst_fohvalues): two sides, A with BMUGs X and Y, B with Z; turn 3.

namespace adj::testing {

inline constexpr char kRoster[] =
    R"({"turn":3,"sides":[{"name":"A","bmugs":[{"name":"X","units":[]},"Y"]},{"name":"B","bmugs":["Z"]}]})";

} // namespace adj::testing
