// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The One if by Land battle on an open table that the GUI tests play (tst_markerkeys, tst_ranges): no
// board, so ranges are measured in inches; the Continentals' 1st and 2nd Maryland against the
// Crown's 23rd Foot, none of them placed.
#include <QByteArray>

namespace adj::testing {

// The scenario's JSON text under `name`.
inline QByteArray oiblOpenTable(const QByteArray &name)
{
    return R"({"name": ")" + name + R"(", "ruleset": "oneifbyland", "sides": [
  {"name": "Continentals", "units": [
    {"name": "1st Maryland", "type": "continental"},
    {"name": "2nd Maryland", "type": "continental"}]},
  {"name": "Crown", "units": [{"name": "23rd Foot", "type": "british"}]}]})";
}

} // namespace adj::testing
