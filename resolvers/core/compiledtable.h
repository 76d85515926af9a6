// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace adj {

// The base of every rule set's compiled rule table (FhgTable, OiblTable, ...): RuleSet::compileTable
// makes one, RuleTable keeps it, and the rule set reads it back through its table's `of()`. Typed,
// so that no table travels as `void`.
struct CompiledTable
{
    virtual ~CompiledTable() = default;
};

} // namespace adj
