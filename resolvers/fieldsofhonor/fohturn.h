// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

struct FohTable;

// End-of-turn bookkeeping without dice: hit distribution (half the temporary hits forgiven,
// rounded up; the rest permanent; a stand per 3 permanent hits; the remainder kept) and victory
// points (casualties lost and inflicted, objectives held).
class FohTurn
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohTurn)
public:
    struct Distribution
    {
        int forgiven = 0;
        int newPermanent = 0;
        int permanent = 0; // kept + new
        int standsLost = 0;
        int kept = 0; // permanent hits left on the unit
        bool eliminated = false;
    };
    // Pure: `kept` permanent hits from earlier turns count towards the next stand.
    static Distribution distribute(const FohTable &t, int tempHits, int keptHits, int stands);

    struct Victory
    {
        int lost = 0, inflicted = 0, objectives = 0, total = 0;
    };
    // Pure; false with a message naming the input when an input is impossible.
    // The trace line naming the VP table entries used (the text gives no values).
    static QString tableValues(const FohTable &t);
    static bool victoryPoints(const FohTable &t, int standsLost, int standsInflicted, int objectives,
                              Victory *out, QString *error);

    static ActionSchema distributeSchema();
    static ActionSchema victorySchema();
    // Victory Points of every side from the battle (FohRoster): each side's VP counter is set to
    // its total (the ChangeCounter effect adds the difference), so scoring again changes nothing.
    static ActionSchema tallySchema();
    // Each parses its inputs (or refuses naming the rule), then records the result; no dice.
    static Action::Bind bindTally();
    static Action::Bind bindDistribute();
    static Action::Bind bindVictory();
};

} // namespace adj
