// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QCoreApplication>

namespace adj {

// The summary's lines as a person reads them, one wording for the printed report, the screen, the
// players' reports and the command line's text.
class SummaryText final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SummaryText)

public:
    // Who did what to whom, and what came of it: "Wool's Regulars: Fire combat at Redan battery
    // (artillery) — 2 → 1 MP". An enemy's losses in a players' report read in words.
    static QString resolution(const TurnSummary &s, const TurnSummary::ResolutionLine &r);
    // A unit's strength or status changed by a resolution: "Redan battery 2 → 1 MP, routed";
    // `named` false leaves the unit's name out (it is the one target already named).
    static QString outcome(const TurnSummary &s, const TurnSummary::Outcome &u, bool named);
};

} // namespace adj
