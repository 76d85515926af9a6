// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the tests of Honour & Glory's rules themselves (HgRules on an HgGame: tst_hgcards, tst_hggame)
// start from: the rule set's table, and HgRules' reading of it (m_t) for every call.
#include "core/ruletable.h"
#include "honourglory/hgrules.h"
#include "support/ruletables.h"

#include <QObject>

namespace adj::testing {

class HgRulesTest : public QObject
{
protected:
    const RuleTable m_rt = hgTable();
    const HgTable *m_t = HgTable::of(m_rt);
};

} // namespace adj::testing
