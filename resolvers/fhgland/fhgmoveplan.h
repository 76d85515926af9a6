// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What a move shares between its checks (fhgmove.cpp), its report (fhgmovereport.cpp) and the
// formation change (fhgformation.cpp): the plan worked out before the runner replays it, and the
// effects they build. Not part of the rule set's interface.

#include "core/resolution.h"
#include "fhgmovepath.h"
#include "fhgrules.h"
#include "fhgtable.h"
#include "hex/board.h"

#include <QList>
#include <QString>

namespace adj::fhg {

inline Effect effect(Effect::Kind kind, const QString &subject, qint64 id, const QString &rule,
                     const QString &text)
{
    Effect e;
    e.kind = kind;
    e.subject = subject;
    e.unit = id;
    e.rule = rule;
    e.text = text;
    return e;
}

// Everything a move does, worked out before the runner replays it (a move rolls no dice).
struct MovePlan
{
    const FhgTable *t = nullptr;
    FhgGround ground;
    FhgMover mover;
    FhgType type = FhgType::Regular;
    Hex from;
    QList<Hex> path;
    bool found = false; // the path was found from "to"
    bool bonus = false, firedFirst = false;
    FhgRules::Move allowance;
    QList<qint64> leadersMoved; // this turn, before this move (7.1.1)
    QList<FhgEntry> entries;
    QList<TraceLine> hexLines;
    int ap = 0;
};

// The trace, effects, outcomes and values of a planned move (fhgmovereport.cpp).
void report(const MovePlan &p, Resolution &out);

} // namespace adj::fhg
